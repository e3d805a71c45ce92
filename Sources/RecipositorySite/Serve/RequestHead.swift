/// The first line and headers of an HTTP/1.x request, read within `PreviewServer.Limits`.
struct RequestHead: Equatable {
    var method: String
    /// The path as sent, before percent-decoding, without query or fragment.
    var target: String
    /// Header names lower-cased.
    var headers: [String: String]

    /// nil for anything that is not a well-formed request head (the server answers 400).
    init?(_ bytes: [UInt8]) {
        guard let text = String(validating: bytes, as: UTF8.self) else { return nil }
        var lines = text.split(separator: "\r\n", omittingEmptySubsequences: false)
        guard !lines.isEmpty else { return nil }
        let first = lines.removeFirst().split(separator: " ", omittingEmptySubsequences: false)
        guard first.count == 3, first[2].hasPrefix("HTTP/1."), first[1].hasPrefix("/") else { return nil }
        method = String(first[0])
        target = String(first[1].prefix { $0 != "?" && $0 != "#" })
        headers = [:]
        for line in lines where !line.isEmpty {
            guard let colon = line.firstIndex(of: ":") else { return nil }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: [" ", "\t"])
        }
    }

    /// The target's path segments percent-decoded; nil when one is `.` or `..` (before or after
    /// decoding), holds a NUL, a backslash or a slash once decoded, or is not UTF-8: such a path
    /// could name a file outside the site, and is refused.
    var segments: [String]? {
        var decoded: [String] = []
        for raw in target.split(separator: "/", omittingEmptySubsequences: true) {
            guard let segment = Self.percentDecoded(raw), segment != ".", segment != "..",
                  !segment.contains("\0"), !segment.contains("/"), !segment.contains("\\") else { return nil }
            decoded.append(segment)
        }
        return decoded
    }

    private static func percentDecoded(_ text: Substring) -> String? {
        var bytes: [UInt8] = []
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else { bytes.append(byte); continue }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else { return nil }
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
