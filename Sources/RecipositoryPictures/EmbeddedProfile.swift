import CPNG

/// The ICC colour profile a picture carries, where its container keeps it: a JPEG's APP2
/// `ICC_PROFILE` segments (in their numbered order: a profile over 64 KB is split), a PNG's
/// `iCCP` chunk (zlib-compressed), a WebP's `ICCP` chunk. nil when there is none.
enum EmbeddedProfile {
    static func find(in b: [UInt8], format: PictureFormat) -> [UInt8]? {
        switch format {
        case .jpeg:
            let header = Array("ICC_PROFILE".utf8) + [0]
            var parts: [Int: ArraySlice<UInt8>] = [:]
            var i = 2
            while i + 4 <= b.count, b[i] == 0xFF {
                let marker = b[i + 1]
                if marker == 0xDA || marker == 0xD9 { break }
                if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) || marker == 0xFF { i += marker == 0xFF ? 1 : 2; continue }
                let length = Int(b[i + 2]) << 8 | Int(b[i + 3])
                let body = i + 4, end = min(b.count, i + 2 + length)
                if marker == 0xE2, body + 14 <= end, Array(b[body ..< body + 12]) == header {
                    parts[Int(b[body + 12])] = b[body + 14 ..< end]
                }
                i += 2 + length
            }
            guard !parts.isEmpty else { return nil }
            return parts.keys.sorted().flatMap { parts[$0]! }
        case .png:
            var i = 8
            while i + 8 <= b.count {
                let length = Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3])
                let type = String(decoding: b[i + 4 ..< i + 8], as: UTF8.self)
                if type == "IDAT" || type == "IEND" { return nil }
                if type == "iCCP" {
                    // A name (1–79 bytes), a NUL, the compression method (0: zlib), the profile.
                    let chunk = b[i + 8 ..< min(b.count, i + 8 + length)]
                    guard let nul = chunk.firstIndex(of: 0), nul + 2 < chunk.endIndex, chunk[nul + 1] == 0 else { return nil }
                    return inflate(Array(chunk[(nul + 2)...]))
                }
                i += 12 + length
            }
            return nil
        case .webp:
            var i = 12
            while i + 8 <= b.count {
                let length = Int(b[i + 4]) | Int(b[i + 5]) << 8 | Int(b[i + 6]) << 16 | Int(b[i + 7]) << 24
                if String(decoding: b[i ..< i + 4], as: UTF8.self) == "ICCP" { return Array(b[i + 8 ..< min(b.count, i + 8 + length)]) }
                i += 8 + length + (length & 1)
            }
            return nil
        }
    }

    /// zlib's `uncompress`, into at most 4 MB (a profile is a few KB; a compressed bomb in the
    /// chunk stops there and the profile is ignored).
    static func inflate(_ compressed: [UInt8]) -> [UInt8]? {
        var out = [UInt8](repeating: 0, count: 4 << 20)
        var size = UInt(out.count)
        let status = out.withUnsafeMutableBufferPointer { target in
            compressed.withUnsafeBufferPointer { uncompress(target.baseAddress, &size, $0.baseAddress, UInt($0.count)) }
        }
        return status == Z_OK ? Array(out.prefix(Int(size))) : nil
    }
}
