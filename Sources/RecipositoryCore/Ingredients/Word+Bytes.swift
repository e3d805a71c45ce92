/// The byte paths of `Word`: a name or note of printable ASCII (nearly every line a cook writes)
/// is read on its bytes, any other by Character (`Word.swift`), with the same answers
/// (`WordSplitBytesTests`).
extension Word {
    /// `splitCharacters` on the bytes of a text of printable ASCII and tabs; nil for any other
    /// text. There each Character is one byte (only `\r\n` is two, and neither is allowed), a
    /// letter's case is its ASCII case and a digit its only number, so a word is a run of bytes
    /// and the strings are made once, from bytes: the Character reading was a fifth of `check`.
    static func splitASCII(_ text: String) -> [Word]? {
        var text = text
        return text.withUTF8 { bytes -> [Word]? in
            guard isPlainASCII(bytes) else { return nil }
            var words: [Word] = []
            var start = 0
            while start < bytes.count {
                guard bytes[start] != 0x20 && bytes[start] != 0x09 else {
                    start += 1
                    continue
                }
                var end = start
                while end < bytes.count, bytes[end] != 0x20 && bytes[end] != 0x09 { end += 1 }
                appendASCII(UnsafeBufferPointer(rebasing: bytes[start..<end]), to: &words)
                start = end
            }
            return words
        }
    }

    /// Printable ASCII and tabs: each Character one byte, its case ASCII's, its only numbers digits.
    static func isPlainASCII<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Bool {
        bytes.allSatisfy { (0x20..<0x7F).contains($0) || $0 == 0x09 }
    }

    /// `text` cut at each of `separators` (ASCII marks), empty pieces left out, as
    /// `split(whereSeparator:)` by Character cuts it; on bytes when `text` is plain ASCII.
    static func pieces(of text: String, at separators: [Unicode.Scalar]) -> [Substring] {
        var bytesOf = text
        let ranges: [Range<Int>]? = bytesOf.withUTF8 { bytes in
            guard isPlainASCII(bytes) else { return nil }
            var ranges: [Range<Int>] = []
            var start = 0
            for (offset, byte) in bytes.enumerated() where separators.contains(Unicode.Scalar(byte)) {
                if offset > start { ranges.append(start..<offset) }
                start = offset + 1
            }
            if bytes.count > start { ranges.append(start..<bytes.count) }
            return ranges
        }
        guard let ranges else {
            return text.split(whereSeparator: { character in separators.contains { Character($0) == character } })
        }
        return ranges.map { slice(text, $0) }
    }

    /// What comes before the first `mark` (an ASCII mark), as `prefix { $0 != mark }` by Character.
    static func prefix(of text: Substring, before mark: Unicode.Scalar) -> Substring {
        guard isPlainASCII(text.utf8) else { return text.prefix { $0 != Character(mark) } }
        return text[..<(text.utf8.firstIndex(of: UInt8(mark.value)) ?? text.endIndex)]
    }

    /// The Substring of `text` at byte offsets `range` (ASCII: on Character boundaries).
    private static func slice(_ text: String, _ range: Range<Int>) -> Substring {
        let start = text.utf8.index(text.utf8.startIndex, offsetBy: range.lowerBound)
        return text[start..<text.utf8.index(start, offsetBy: range.count)]
    }

    /// One piece between spaces, as `splitCharacters` reads it.
    private static func appendASCII(_ whole: UnsafeBufferPointer<UInt8>, to words: inout [Word]) {
        var piece = whole[...]
        if piece.last == UInt8(ascii: ")") {
            for marker in ["(s)", "(es)"] where piece.count > marker.utf8.count
                && zip(piece.suffix(marker.utf8.count), marker.utf8).allSatisfy({ asciiLowercase($0) == $1 }) {
                piece = piece.dropLast(marker.utf8.count)   // `sausage(s)`
            }
        }
        let last = piece.last
        let endsSentence = last == UInt8(ascii: ".") && piece.count > 2 && !piece.dropLast().contains(UInt8(ascii: "."))
            && !FoodWords.abbreviations.contains(lowercasedString(piece))
        var trimmed = piece
        while let first = trimmed.first, isOuterPunctuation(byte: first) { trimmed = trimmed.dropFirst() }
        while let end = trimmed.last, isOuterPunctuation(byte: end) { trimmed = trimmed.dropLast() }
        let slash = UInt8(ascii: "/")
        // `slash/separated` choices become their own words.
        if trimmed.contains(slash), trimmed.first != slash, !trimmed.contains(where: { (0x30...0x39).contains($0) }) {
            for (index, part) in trimmed.split(separator: slash).enumerated() {
                if index > 0 { words.append(Word(text: "/", key: "/")) }
                words.append(Word(text: string(part), key: lowercasedString(part)))
            }
            return
        }
        if trimmed.isEmpty {
            if piece.count == 1, let only = piece.first, only == slash || only == UInt8(ascii: "&") || only == UInt8(ascii: "+") {
                words.append(Word(text: string(piece), key: string(piece)))
            }
            return
        }
        words.append(Word(text: string(trimmed), key: lowercasedString(trimmed), endsWithComma: last == UInt8(ascii: ","),
                          endsSentence: endsSentence, endsWithColon: last == UInt8(ascii: ":")))
    }

    private static func asciiLowercase(_ byte: UInt8) -> UInt8 {
        (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
    }

    private static func string(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes), as: UTF8.self)
    }

    private static func lowercasedString(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String {
        String(unsafeUninitializedCapacity: bytes.count) { buffer in
            for (offset, byte) in bytes.enumerated() { buffer[offset] = asciiLowercase(byte) }
            return bytes.count
        }
    }

    /// The ASCII members of `outerPunctuation`, by byte.
    private static func isOuterPunctuation(byte: UInt8) -> Bool {
        byte < 0x80 && asciiOuterPunctuation[Int(byte)]
    }

    private static let asciiOuterPunctuation: [Bool] = (0..<0x80).map { outerPunctuation.contains(Unicode.Scalar(UInt8($0))) }
}
