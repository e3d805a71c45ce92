/// The one percent-encoder (RFC 3986): every byte of the text's UTF-8 except the unreserved
/// characters (ASCII letters, digits, `-._~`) becomes `%XX`. Site paths and `mailto:` links use it.
enum PercentEncoding {
    static func encode(_ text: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        for byte in text.utf8 { append(byte, to: &out) }
        return String(decoding: out, as: UTF8.self)
    }

    static func append(_ byte: UInt8, to out: inout [UInt8]) {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
             UInt8(ascii: "_"), UInt8(ascii: "~"):
            out.append(byte)
        default:
            Hex.appendEscaped(byte, marker: UInt8(ascii: "%"), to: &out)
        }
    }
}
