import Foundation
import Testing
@testable import RecipositorySite

@Suite struct MailtoTests {
    @Test func shortBodyIsWhole() {
        let url = MailtoLink().url(subject: "Pie & more", body: "Pie\n\n- 1 cup ½ sugar\n", pageURL: nil)
        #expect(url == "mailto:?subject=Pie%20%26%20more&body=Pie%0D%0A%0D%0A-%201%20cup%20%C2%BD%20sugar")
    }

    @Test func longBodyIsShortenedSafelyWithALinkBack() throws {
        let body = (1...400).map { "Step \($0): stir the crème fraîche 🍰 gently" }.joined(separator: "\n")
        let url = MailtoLink().url(subject: "Pie", body: body, pageURL: "https://family.example/recipes/pie/")
        #expect(url.utf8.count <= 1800)
        #expect(url.hasSuffix("https%3A%2F%2Ffamily.example%2Frecipes%2Fpie%2F"))
        let decoded = try #require(String(url.dropFirst("mailto:?subject=Pie&body=".count)).removingPercentEncoding)
        #expect(decoded.hasPrefix("Step 1: stir"))
        #expect(decoded.contains("…\r\n\r\nThe whole recipe: https://family.example/recipes/pie/"))
    }

    @Test func aSingleHugeLineIsCutBetweenCharacters() {
        let body = String(repeating: "é🍰", count: 2000)
        let url = MailtoLink().url(subject: "x", body: body, pageURL: nil)
        #expect(url.utf8.count <= 1800)
        #expect(String(url.split(separator: "=", maxSplits: 2).last!).removingPercentEncoding != nil)
    }

    @Test func aCutBodyStartsAfterLeadingEmptyLines() {
        // The empty first line fits and leaves nothing to separate; the next is cut between characters.
        let url = MailtoLink(limit: 100).url(subject: "Pie", body: "\n" + String(repeating: "stir well ", count: 20), pageURL: nil)
        #expect(url == "mailto:?subject=Pie&body=sti%0D%0A%E2%80%A6%0D%0A%0D%0AThe%20rest%20did%20not%20fit%20in%20this%20message.")
        let none = MailtoLink(limit: 80).url(subject: "Pie", body: "Pie\n" + String(repeating: "x", count: 200), pageURL: nil)
        #expect(none == "mailto:?subject=Pie&body=%E2%80%A6%0D%0A%0D%0AThe%20rest%20did%20not%20fit%20in%20this%20message.")
    }

    @Test func subjectIsCleanedAndCut() throws {
        let url = MailtoLink().url(subject: "A\r\nBcc: x@y\n" + String(repeating: "long ", count: 60), body: "", pageURL: nil)
        let subject = try #require(url.components(separatedBy: "&body=")[0].dropFirst("mailto:?subject=".count).removingPercentEncoding)
        #expect(subject.hasPrefix("A Bcc: x@y long"))
        #expect(subject.count <= 120)
        #expect(!subject.contains("\n") && !subject.contains("\r"))
    }

    @Test func mailtoDropsControlCharactersAndKeepsTheRest() {
        let url = MailtoLink().url(subject: "Pie", body: "a\u{85}b\u{A0}c\u{7}d é", pageURL: nil)
        #expect(url == "mailto:?subject=Pie&body=ab%C2%A0cd%20%C3%A9")
    }
}
