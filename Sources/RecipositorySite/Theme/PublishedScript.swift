/// The built-in theme's scripts as a phone downloads them: without the lines that are comments
/// alone. Those comments say why the code is as it is, for whoever maintains it; they were a quarter
/// of a recipe page's script (9.6 KB of 36.6 KB gzipped), and issue 28's 150 KB budget for a
/// page's first load is mostly its picture's. Every other byte stays as written (no minifier:
/// a comment after code, white space and names are kept), so a line the browser reports is easy
/// to find in `Templates/assets/`.
enum PublishedScript {
    /// `source` without its comment lines: lines whose text starts with `//`, and block comments
    /// that start a line and end one (`/** … */`). Where a line could continue a string onto the
    /// next (an odd number of backticks, or a `\` at its end), the source is returned whole: a
    /// comment-like line there would be text, not a comment.
    static func withoutCommentLines(_ source: String) -> String {
        var kept: [Substring] = []
        var inBlock = false
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let text = line.drop { $0 == " " || $0 == "\t" }
            if inBlock {
                if text.hasSuffix("*/") { inBlock = false }
                else if text.contains("*/") { return source }   // code after a block comment's end
                continue
            }
            if text.hasPrefix("//") { continue }
            if text.hasPrefix("/*") {
                if let end = text.range(of: "*/", range: text.index(text.startIndex, offsetBy: 2)..<text.endIndex) {
                    guard end.upperBound == text.endIndex else { return source }
                } else {
                    inBlock = true
                }
                continue
            }
            if line.hasSuffix("\\") || line.filter({ $0 == "`" }).count % 2 == 1 { return source }
            kept.append(line)
        }
        return inBlock ? source : kept.joined(separator: "\n")
    }
}
