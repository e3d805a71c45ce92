/// The parts of a picture file where metadata lives, before the pixels: a JPEG's marker
/// segments (up to the scan), a PNG's chunks (up to IDAT), a WebP's RIFF chunks. Read for the
/// EXIF orientation and the colour profile; a part cut short by the file's end is cut there.
enum PictureContainer {
    static func parts(_ b: [UInt8], format: PictureFormat) -> [(kind: String, body: ArraySlice<UInt8>)] {
        var parts: [(kind: String, body: ArraySlice<UInt8>)] = []
        switch format {
        case .jpeg:
            var i = 2
            while i + 4 <= b.count, b[i] == 0xFF {
                let marker = b[i + 1]
                if marker == 0xDA || marker == 0xD9 { break }  // the scan: no more metadata
                if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) || marker == 0xFF { i += marker == 0xFF ? 1 : 2; continue }
                let length = Int(b[i + 2]) << 8 | Int(b[i + 3])
                parts.append((jpegKind(marker), b[min(b.count, i + 4) ..< min(b.count, max(i + 4, i + 2 + length))]))
                i += 2 + length
            }
        case .png:
            var i = 8
            while i + 8 <= b.count {
                let length = Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3])
                let kind = String(decoding: b[i + 4 ..< i + 8], as: UTF8.self)
                if kind == "IDAT" || kind == "IEND" { break }
                parts.append((kind, b[i + 8 ..< min(b.count, i + 8 + length)]))
                i += 12 + length
            }
        case .webp:
            var i = 12
            while i + 8 <= b.count {
                let length = Int(b[i + 4]) | Int(b[i + 5]) << 8 | Int(b[i + 6]) << 16 | Int(b[i + 7]) << 24
                parts.append((String(decoding: b[i ..< i + 4], as: UTF8.self), b[i + 8 ..< min(b.count, i + 8 + length)]))
                i += 8 + length + (length & 1)
            }
        }
        return parts
    }

    /// `APP1`, `APP2`, …; other markers by their number.
    static func jpegKind(_ marker: UInt8) -> String { (0xE0...0xEF).contains(marker) ? "APP\(marker - 0xE0)" : "marker \(marker)" }
}
