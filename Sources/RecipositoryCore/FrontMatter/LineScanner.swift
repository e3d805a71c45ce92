/// Byte ranges of the lines of a text, found on its UTF-8 bytes (splitting on `Character`s
/// costs grapheme breaking on every byte, which dominated whole-collection checks).
struct LineScanner {
    /// Start offsets of each line in `text.utf8`, plus one past the end.
    let starts: [Int]
    let text: String

    init(_ text: String) {
        self.text = text
        // Lines as `split(separator: "\n", omittingEmptySubsequences: false)` gives them,
        // then an end marker.
        var starts = [0]
        starts.reserveCapacity(text.utf8.count / 32 + 2)
        // On the contiguous bytes a native string has: through `UTF8View`'s iterator each byte cost
        // 70 instructions, 2% of checking a collection.
        let found: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
            for offset in bytes.indices where bytes[offset] == 10 { starts.append(offset + 1) }
        }
        if found == nil {
            for (offset, byte) in text.utf8.enumerated() where byte == 10 { starts.append(offset + 1) }
        }
        starts.append(text.utf8.count)
        self.starts = starts
    }

    var count: Int { starts.count - 1 }

    /// Bytes of line `index` (0-based), without its newline.
    func bytes(_ index: Int) -> Substring.UTF8View {
        let utf8 = text.utf8
        let from = utf8.index(utf8.startIndex, offsetBy: starts[index])
        var to = utf8.index(utf8.startIndex, offsetBy: starts[index + 1])
        if to > from, utf8[utf8.index(before: to)] == 10 { to = utf8.index(before: to) }
        return utf8[from..<to]
    }

    func line(_ index: Int) -> Substring {
        Substring(bytes(index))
    }

    /// The text from the start of line `from` to the start of line `to` (0-based, `to` may be `count`).
    func text(fromLine from: Int, toLine to: Int) -> String {
        let utf8 = text.utf8
        let a = utf8.index(utf8.startIndex, offsetBy: starts[min(from, count)])
        let b = utf8.index(utf8.startIndex, offsetBy: starts[min(to, count)])
        return String(Substring(text)[a..<b])
    }
}
