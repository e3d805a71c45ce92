/// Upper-case hexadecimal, as quoted-printable, encoded-words and percent-escapes write bytes.
enum Hex {
    private static let digits = Array("0123456789ABCDEF".utf8)

    static func byte(_ byte: UInt8) -> String {
        String(decoding: [digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]], as: UTF8.self)
    }

    static func lowercase(_ value: UInt64, digits count: Int = 16) -> String {
        let text = String(value, radix: 16)
        return String(repeating: "0", count: max(0, count - text.count)) + text
    }
}
