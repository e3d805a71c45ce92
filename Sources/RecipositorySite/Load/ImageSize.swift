import Foundation

/// Reads an image's pixel size from its header (PNG, GIF, JPEG, WebP, SVG), so pages can give
/// `width` and `height` and the layout does not jump while pictures load.
public enum ImageSize {
    /// File endings of the pictures whose size is read (those `parse` understands).
    static let extensions: Set<String> = ["png", "gif", "jpg", "jpeg", "jfif", "webp", "svg"]

    static func isPicture(_ path: String) -> Bool {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return false }
        return extensions.contains(path[path.index(after: dot)...].lowercased())
    }

    /// The file ending for bytes that are a JPEG, PNG, GIF or WebP picture with a readable size;
    /// nil for anything else, SVG included (a drawing can hold scripts).
    public static func bitmapExtension(_ bytes: [UInt8]) -> String? {
        guard let size = parse(bytes), size.width > 0, size.height > 0 else { return nil }
        switch bytes.first {
        case 0x89: return "png"
        case UInt8(ascii: "G"): return "gif"
        case UInt8(ascii: "R"): return "webp"
        default: return "jpg"
        }
    }

    public static func read(_ url: URL) -> (width: Int, height: Int)? {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? handle.close() }
        let isSVG = url.pathExtension.lowercased() == "svg"
        guard let data = try? handle.read(upToCount: isSVG ? 4096 : 64 * 1024) else { return nil }
        return parse([UInt8](data), svg: isSVG)
    }

    public static func parse(_ b: [UInt8], svg: Bool = false) -> (width: Int, height: Int)? {
        if svg { return svgSize(String(decoding: b, as: UTF8.self)) }
        if b.count >= 24, b.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            return (be32(b, 16), be32(b, 20))
        }
        if b.count >= 10, b.starts(with: Array("GIF".utf8)) {
            return (Int(b[6]) | Int(b[7]) << 8, Int(b[8]) | Int(b[9]) << 8)
        }
        if b.count >= 30, b.starts(with: Array("RIFF".utf8)), Array(b[8..<12]) == Array("WEBP".utf8) {
            return webpSize(b)
        }
        if b.count >= 4, b[0] == 0xFF, b[1] == 0xD8 { return jpegSize(b) }
        return nil
    }
}

private extension ImageSize {
    static func be32(_ b: [UInt8], _ i: Int) -> Int { Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3]) }
    static func be16(_ b: [UInt8], _ i: Int) -> Int { Int(b[i]) << 8 | Int(b[i + 1]) }
    static func le16(_ b: [UInt8], _ i: Int) -> Int { Int(b[i]) | Int(b[i + 1]) << 8 }
    static func le24(_ b: [UInt8], _ i: Int) -> Int { Int(b[i]) | Int(b[i + 1]) << 8 | Int(b[i + 2]) << 16 }

    static func webpSize(_ b: [UInt8]) -> (Int, Int)? {
        switch String(decoding: b[12..<16], as: UTF8.self) {
        case "VP8X": return (le24(b, 24) + 1, le24(b, 27) + 1)
        case "VP8 ": return b.count >= 30 ? (le16(b, 26) & 0x3FFF, le16(b, 28) & 0x3FFF) : nil
        case "VP8L":
            guard b.count >= 25 else { return nil }
            let bits = Int(b[21]) | Int(b[22]) << 8 | Int(b[23]) << 16 | Int(b[24]) << 24
            return ((bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1)
        default: return nil
        }
    }

    /// Walks JPEG segments to the first start-of-frame marker.
    static func jpegSize(_ b: [UInt8]) -> (Int, Int)? {
        var i = 2
        while i + 9 < b.count {
            guard b[i] == 0xFF else { return nil }
            let marker = b[i + 1]
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { i += 2; continue }
            let length = be16(b, i + 2)
            if (0xC0...0xCF).contains(marker), marker != 0xC4, marker != 0xC8, marker != 0xCC {
                return (be16(b, i + 7), be16(b, i + 5))
            }
            i += 2 + length
        }
        return nil
    }

    /// `width`/`height` attributes of the root element in pixels, else the viewBox.
    static func svgSize(_ text: String) -> (Int, Int)? {
        guard let start = text.range(of: "<svg") else { return nil }
        let tag = text[start.upperBound...].prefix { $0 != ">" }
        func attribute(_ name: String) -> String? {
            guard let range = tag.range(of: " \(name)=") ?? tag.range(of: "\n\(name)=") else { return nil }
            let rest = tag[range.upperBound...]
            guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
            return String(rest.dropFirst().prefix { $0 != quote })
        }
        func pixels(_ value: String?) -> Int? {
            guard let value else { return nil }
            let number = value.hasSuffix("px") ? String(value.dropLast(2)) : value
            return Double(number).map { Int($0.rounded()) }
        }
        if let w = pixels(attribute("width")), let h = pixels(attribute("height")), w > 0, h > 0 { return (w, h) }
        let box = attribute("viewBox")?.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) } ?? []
        if box.count == 4, box[2] > 0, box[3] > 0 { return (Int(box[2].rounded()), Int(box[3].rounded())) }
        return nil
    }
}
