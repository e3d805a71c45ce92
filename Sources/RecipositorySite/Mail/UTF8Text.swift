/// Questions about a String's Characters answered on its UTF-8 bytes, so the mail code can scan
/// text a byte at a time yet split and trim exactly where the `Character` code did.
///
/// The bytes are a String's (valid UTF-8). An ASCII byte between two ASCII bytes is a Character
/// of its own (CR LF aside); only beside a non-ASCII scalar can it join one (`e` + U+0301, a
/// prepended mark + space), and then Swift's own grapheme breaking decides.
enum UTF8Text {
    /// Whether every byte is printable ASCII (space to `~`): one Character and one column each.
    static func isPrintableASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in bytes where byte < 0x20 || byte >= 0x7F { return false }
        return true
    }

    /// Whether the ASCII byte at `index` is a Character by itself in `bytes`.
    static func standsAlone(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        let byte = bytes[index]
        var start = index
        var end = index + 1
        if index > 0 {
            let before = bytes[index - 1]
            if before >= 0x80 {
                start = scalarStart(bytes, before: index)
            } else if before == 0x0D, byte == 0x0A {
                return false
            }
        }
        if end < bytes.count {
            let after = bytes[end]
            if after >= 0x80 {
                end += scalarLength(lead: after)
            } else if byte == 0x0D, after == 0x0A {
                return false
            }
        }
        if start == index, end == index + 1 { return true }
        // Whether a scalar joins an ASCII one depends only on those two (UAX #29: the rules that
        // look further need a letter of a script, an emoji or a flag where the ASCII byte is).
        let window = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        return window.contains(Character(Unicode.Scalar(byte)))
    }

    /// Where `bytes` ends without its trailing Characters that are one of `ascii`
    /// (the `while text.last == " " { text.removeLast() }` of a String).
    static func endTrimming(_ ascii: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var end = bytes.count
        while end > 0, ascii.contains(bytes[end - 1]),
              standsAlone(UnsafeBufferPointer(rebasing: bytes[..<end]), at: end - 1) {
            end -= 1
        }
        return end
    }

    /// The number of bytes of the UTF-8 sequence that `lead` starts.
    static func scalarLength(lead: UInt8) -> Int {
        lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
    }

    /// The scalar starting at `index`, and its length in bytes.
    static func scalar(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar, length: Int) {
        let lead = bytes[index]
        let length = scalarLength(lead: lead)
        guard length > 1 else { return (Unicode.Scalar(lead), 1) }
        var value = UInt32(lead) & (0x7F >> UInt32(length))
        for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }

    /// Where the scalar that ends just before `index` starts.
    private static func scalarStart(_ bytes: UnsafeBufferPointer<UInt8>, before index: Int) -> Int {
        var start = index - 1
        while start > 0, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        return start
    }
}
