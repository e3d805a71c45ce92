import TestSupport
import RecipositoryCore
import Testing
@testable import RecipositorySite

/// `MailtoLink` works on UTF-8 bytes for speed (docs/performance.md); here it is compared with the
/// same rules written plainly, on Strings and Unicode scalars, on varied bodies, short and cut.
@Suite struct MailtoLinkPlainTests {
    @Test func bytesAndScalarsMakeTheSameLink() {
        let pieces = ["Pie", " ", "\n", "\n\n", "\r\n", "\r", "\r\r\n", "\t", "\u{7}", "\u{7F}", "\u{85}", "\u{9F}", "\u{A0}",
                      "- 1 cup ½ sugar", "crème", "e\u{301}", "親子丼", "🍽️", "👩‍🍳", "&", "%", "=", "…",
                      String(repeating: "stir well ", count: 30), String(repeating: "é🍰", count: 40),
                      String(decoding: [0xC2, 0x28, 0xFF], as: UTF8.self)]   // invalid bytes, as a String reads them
        var generator = SeededGenerator(seed: 9)
        func any() -> String { pieces[Int(generator.next() % UInt64(pieces.count))] }
        for limit in [60, 100, 300, 1800] {
            for _ in 0..<500 {
                let body = (0..<Int(generator.next() % 40)).map { _ in any() }.joined()
                let subject = (0..<Int(generator.next() % 4)).map { _ in any() }.joined()
                let page: String? = generator.next() % 2 == 0 ? nil : "https://family.example/recipes/pie/"
                let link = MailtoLink(limit: limit).link(subject: subject, body: body, pageURL: page)
                let plain = PlainMailtoLink(limit: limit).link(subject: subject, body: body, pageURL: page)
                #expect(link.url == plain.url && link.isShortened == plain.isShortened, "\(body.debugDescription) at \(limit)")
            }
        }
    }
}

/// The same link built from Strings and scalars: the plain version.
struct PlainMailtoLink {
    var limit: Int
    var subjectLimit = 120

    func link(subject: String, body: String, pageURL: String?) -> (url: String, isShortened: Bool) {
        let start = "mailto:?subject=" + Self.encode(shortSubject(subject)) + "&body="
        let lines = Self.lines(LineEnds.lf(body))
        let encoded = lines.map { Self.encode($0) }
        let url = start + encoded.joined(separator: Self.newline)
        guard url.utf8.count > limit else { return (url, false) }
        return (start + shortened(lines: lines, encoded: encoded, room: limit - start.utf8.count, pageURL: pageURL), true)
    }

    static let newline = "%0D%0A"

    func shortened(lines: [Substring], encoded: [String], room: Int, pageURL: String?) -> String {
        let ending = Self.encode("…") + Self.newline + Self.newline
            + Self.encode(pageURL.map { "The whole recipe: \($0)" } ?? "The rest did not fit in this message.")
        var room = room - ending.utf8.count
        var kept = ""
        for (line, encodedLine) in zip(lines, encoded) {
            let length = (kept.isEmpty ? 0 : Self.newline.utf8.count) + encodedLine.utf8.count
            if length <= room {
                if !kept.isEmpty { kept += Self.newline }
                kept += encodedLine
                room -= length
                continue
            }
            if kept.isEmpty {   // not even the first line fits: cut it between characters
                for character in String(line) {
                    let piece = Self.encode(String(character))
                    guard piece.utf8.count <= room else { break }
                    kept += piece
                    room -= piece.utf8.count
                }
            }
            break
        }
        return kept + (kept.isEmpty ? "" : Self.newline) + ending
    }

    func shortSubject(_ subject: String) -> String {
        let clean = HeaderText.clean(subject)
        guard clean.count > subjectLimit else { return clean }
        return Trimming.whitespace(clean.prefix(subjectLimit - 1)) + "…"
    }

    /// Split at the scalar: a CR left before an LF makes one Character of the two.
    static func lines(_ body: String) -> [Substring] {
        var lines = body.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map(Substring.init)
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    /// Percent-encoded, C0, DEL and C1 controls dropped.
    static func encode(_ text: some StringProtocol) -> String {
        var kept = String.UnicodeScalarView()
        kept.append(contentsOf: text.unicodeScalars.filter { !($0.value < 0x20 || (0x7F...0x9F).contains($0.value)) })
        return PercentEncoding.encode(String(kept))
    }
}
