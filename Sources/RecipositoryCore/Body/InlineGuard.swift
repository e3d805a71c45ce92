/// Keeps paragraphs that would take cmark-gfm quadratic time away from it.
///
/// Debian's cmark-gfm 0.29.0.gfm.6 lacks the 2023 fixes: each `<?`, `<!X`, `<![CDATA[` or
/// `<http:` that is never closed makes it scan the rest of its paragraph, and each `www.` run
/// together with the next (`www.a_www.a_…`) the rest of the word. A 250 KB paragraph of them
/// took 4 to 51 s. The cost is the number of such openers times the paragraph's length, so a
/// paragraph (lines up to a blank one) holding more than `maximumOpeners` of `<` and `www.` is not
/// read: its lines are blanked before cmark sees them (line numbers stay), and it is one error.
/// Hand-written paragraphs hold a few.
public enum InlineGuard {
    public static let maximumOpeners = 1_000

    public struct Refusal: Hashable, Sendable {
        /// Body line (1-based) where the paragraph starts.
        public var line: Int
        public var openers: Int
    }

    /// The body with refused paragraphs blanked, and where they were.
    public static func check(_ body: String) -> (body: String, refused: [Refusal]) {
        guard candidates(body) > maximumOpeners else { return (body, []) }
        let lines = body.split(separator: "\n", omittingEmptySubsequences: false)
        var refused: [Refusal] = []
        var blanked = Set<Int>()
        var start = 0
        while start < lines.count {
            var end = start
            var openers = 0
            while end < lines.count, !isBlank(lines[end]) {
                openers += self.openers(lines[end])
                end += 1
            }
            if openers > maximumOpeners {
                refused.append(Refusal(line: start + 1, openers: openers))
                blanked.formUnion(start..<end)
            }
            start = end + 1
        }
        guard !refused.isEmpty else { return (body, []) }
        return (lines.enumerated().map { blanked.contains($0.offset) ? "" : $0.element }.joined(separator: "\n"), refused)
    }

    /// How many `<` and `w` the body holds: at most that many openers. On the contiguous bytes a
    /// native string has (through `UTF8View`'s iterator: 1% of checking a collection).
    static func candidates(_ body: String) -> Int {
        let isCandidate = { (byte: UInt8) in byte == UInt8(ascii: "<") || byte == UInt8(ascii: "w") }
        return body.utf8.withContiguousStorageIfAvailable { $0.count(where: isCandidate) } ?? body.utf8.count(where: isCandidate)
    }

    private static func isBlank(_ line: Substring) -> Bool {
        line.utf8.allSatisfy { $0 == 32 || $0 == 9 || $0 == 13 }
    }

    /// How many `<` and `www.` a line holds.
    private static func openers(_ line: Substring) -> Int {
        let bytes = Array(line.utf8)
        var count = 0
        for (index, byte) in bytes.enumerated() {
            if byte == UInt8(ascii: "<") {
                count += 1
            } else if byte == UInt8(ascii: "w"), bytes[index...].starts(with: "www.".utf8) {
                count += 1
            }
        }
        return count
    }
}
