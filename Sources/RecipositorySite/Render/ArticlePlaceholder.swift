import RecipositoryCore

/// Stands in a cookbook page for a recipe's article until the page is written, so the page is
/// rendered with small marks and each article is made when its turn comes (see `PageBody`).
///
/// A mark is `&` and the article's position between two Unicode noncharacters, which the standard
/// keeps for a program's internal use. A page is cut at its marks only when it holds each of them
/// exactly once, in order and unchanged; a theme that repeats, leaves out, escapes (`&amp;`) or
/// transforms `article`, or a title that happens to hold a mark, gets the page rendered whole.
enum ArticlePlaceholder {
    static func mark(_ position: Int) -> String {
        open + "&" + String(position) + close
    }

    /// The bytes around marks `0..<count`: `count + 1` runs, or nil when the page does not hold
    /// exactly those marks in that order.
    static func split(_ page: [UInt8], count: Int) -> [[UInt8]]? {
        var runs: [[UInt8]] = []
        runs.reserveCapacity(count + 1)
        var runStart = 0
        var index = 0
        while let markStart = page.firstOffset(of: opening, from: index) {
            var cursor = markStart + opening.count + 1
            guard cursor <= page.count, page[cursor - 1] == UInt8(ascii: "&") else { return nil }
            var position = 0
            var digits = 0
            while cursor < page.count, page[cursor] >= UInt8(ascii: "0"), page[cursor] <= UInt8(ascii: "9"), digits < 9 {
                position = position * 10 + Int(page[cursor] - UInt8(ascii: "0"))
                cursor += 1
                digits += 1
            }
            guard digits > 0, position == runs.count, page[cursor...].starts(with: closing) else { return nil }
            runs.append(Array(page[runStart..<markStart]))
            index = cursor + closing.count
            runStart = index
        }
        guard runs.count == count else { return nil }
        runs.append(Array(page[runStart...]))
        return runs
    }
}

private extension ArticlePlaceholder {
    // Noncharacters are valid scalars, but Swift refuses them in literals.
    static let open = String(Unicode.Scalar(0xFDD0 as UInt32)!)
    static let close = String(Unicode.Scalar(0xFDD1 as UInt32)!)
    static let opening = Array(open.utf8)
    static let closing = Array(close.utf8)
}
