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

    /// The page's bytes around marks `0..<count`: `count + 1` runs, or nil when the page does not
    /// hold exactly those marks in that order. Cut at the opening scalar, which only a mark holds.
    static func split(_ page: String, count: Int) -> [[UInt8]]? {
        let pieces = page.unicodeScalars.split(separator: opening, omittingEmptySubsequences: false)
        guard pieces.count == count + 1 else { return nil }
        var runs = [Array(Substring(pieces[0]).utf8)]
        runs.reserveCapacity(count + 1)
        for (position, piece) in pieces.dropFirst().enumerated() {
            let rest = ("&" + String(position) + close).unicodeScalars
            guard piece.starts(with: rest) else { return nil }
            runs.append(Array(Substring(piece.dropFirst(rest.count)).utf8))
        }
        return runs
    }
}

private extension ArticlePlaceholder {
    // Noncharacters are valid scalars, but Swift refuses them in literals.
    static let opening = Unicode.Scalar(0xFDD0 as UInt32)!
    static let open = String(opening)
    static let close = String(Unicode.Scalar(0xFDD1 as UInt32)!)
}
