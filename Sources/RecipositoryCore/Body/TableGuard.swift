/// Decides whether GFM tables may be parsed in a body.
///
/// Debian's cmark-gfm 0.29.0.gfm.6 lacks the 2023 fixes: a table with many columns and many short
/// rows makes it pad every row to the full width, quadratic in time and memory (a 22 KB table
/// takes 100 s). A cheap line scan estimates each table's cells before cmark sees it; a table
/// over the budget is parsed as plain text instead, so nothing is lost and nothing hangs.
public enum TableGuard {
    public static let maximumColumns = 64
    public static let maximumCells = 20_000

    public struct Verdict: Hashable, Sendable {
        public var tablesAllowed: Bool
        /// Body line (1-based) of the offending table's delimiter row, when tables are refused.
        public var line: Int?
        public var columns: Int
        public var rows: Int
    }

    public static func check(_ body: String) -> Verdict {
        let allowed = Verdict(tablesAllowed: true, line: nil, columns: 0, rows: 0)
        // On the contiguous bytes where the String has them (every body read from a file): the
        // UTF8View's own iteration took 22 instructions a byte, 1.4% of `check`.
        let bar = UInt8(ascii: "|")
        guard body.utf8.withContiguousStorageIfAvailable({ $0.contains(bar) }) ?? body.utf8.contains(bar) else { return allowed }
        let lines = LineScanner(body)
        var index = 0
        while index < lines.count {
            let columns = delimiterColumns(lines.bytes(index))
            if columns > 0 {
                var rows = 0
                var next = index + 1
                while next < lines.count, !lines.bytes(next).allSatisfy({ $0 == 32 || $0 == 9 }) {
                    rows += 1
                    next += 1
                }
                if columns > maximumColumns || columns * (rows + 1) > maximumCells {
                    return Verdict(tablesAllowed: false, line: index + 1, columns: columns, rows: rows)
                }
                index = next
            } else {
                index += 1
            }
        }
        return allowed
    }

    /// The number of cells in a GFM delimiter row (`| --- | :-: |`), or 0 if the line is not one.
    private static func delimiterColumns(_ line: Substring.UTF8View) -> Int {
        var cells = 0
        var dashes = 0
        var sawPipe = false
        for byte in line {
            switch byte {
            case UInt8(ascii: "-"): dashes += 1
            case UInt8(ascii: ":"), UInt8(ascii: " "), UInt8(ascii: "\t"): break
            case UInt8(ascii: "|"):
                sawPipe = true
                if dashes > 0 { cells += 1 }
                dashes = 0
            default: return 0
            }
        }
        if dashes > 0 { cells += 1 }
        return sawPipe || cells > 1 ? cells : 0
    }
}
