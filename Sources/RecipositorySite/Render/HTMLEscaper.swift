/// The one HTML (and XML) escaper of the site: text and attribute values alike.
///
/// It works on Unicode scalars, not Characters. Swift groups `"` and a following combining mark
/// (U+0301) into one Character that is not equal to `"`, so a Character-based escaper lets the
/// quote through and a title can break out of an attribute. Every scalar that needs escaping is
/// ASCII, and in UTF-8 an ASCII byte is always a whole scalar, so scanning UTF-8 bytes is exactly
/// scanning scalars, only faster.
public enum HTMLEscaper {
    public static func escape(_ text: String) -> String {
        var text = text
        return text.withUTF8 { bytes in
            guard let first = bytes.firstIndex(where: needsEscaping) else { return nil }
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + 16)
            out.append(contentsOf: bytes[..<first])
            for byte in bytes[first...] {
                switch byte {
                case UInt8(ascii: "&"): out.append(contentsOf: "&amp;".utf8)
                case UInt8(ascii: "<"): out.append(contentsOf: "&lt;".utf8)
                case UInt8(ascii: ">"): out.append(contentsOf: "&gt;".utf8)
                case UInt8(ascii: "\""): out.append(contentsOf: "&quot;".utf8)
                case UInt8(ascii: "'"): out.append(contentsOf: "&#39;".utf8)
                default: out.append(byte)
                }
            }
            return String(decoding: out, as: UTF8.self)
        } ?? text
    }
}

private extension HTMLEscaper {
    static func needsEscaping(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"): true
        default: false
        }
    }
}
