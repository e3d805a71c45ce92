/// Hexadecimal: upper-case as quoted-printable, encoded-words and percent-escapes write bytes;
/// lower-case (`lowercase(bytes:)`) as the build's digests are spelled.
enum Hex {
    private static let digits = Array("0123456789ABCDEF".utf8)

    static func byte(_ byte: UInt8) -> String {
        String(decoding: [digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]], as: UTF8.self)
    }

    /// `marker` then the byte's two digits (`=3D`, `%20`), appended to bytes being assembled.
    static func appendEscaped(_ byte: UInt8, marker: UInt8, to out: inout [UInt8]) {
        out.append(marker)
        out.append(digits[Int(byte >> 4)])
        out.append(digits[Int(byte & 0x0F)])
    }

    /// Each byte as two lower-case digits (a digest's usual spelling), made in one pass.
    static func lowercase(bytes: [UInt8]) -> String {
        String(unsafeUninitializedCapacity: bytes.count * 2) { out in
            for (index, byte) in bytes.enumerated() {
                out[2 * index] = lowerDigits[Int(byte >> 4)]
                out[2 * index + 1] = lowerDigits[Int(byte & 0x0F)]
            }
            return bytes.count * 2
        }
    }

    private static let lowerDigits = Array("0123456789abcdef".utf8)

    static func lowercase(_ value: UInt64, digits count: Int = 16) -> String {
        let text = String(value, radix: 16)
        return String(repeating: "0", count: max(0, count - text.count)) + text
    }
}
