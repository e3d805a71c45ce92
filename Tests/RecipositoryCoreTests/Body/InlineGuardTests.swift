import Testing
@testable import RecipositoryCore

/// The paragraphs cmark-gfm 0.29.0.gfm.6 would read in quadratic time are blanked before it sees
/// them, line numbers kept; hand-written text, even with many `<` and addresses, is untouched.
@Suite struct InlineGuardTests {
    @Test func aParagraphWithMoreThanTheOpenersIsBlankedInPlace() {
        let many = String(repeating: "<? ", count: 600) + "\n" + String(repeating: "www.a_", count: 401)
        let body = "Intro.\n\n" + many + "\nstill it\n\nAfter.\n"
        let (guarded, refused) = InlineGuard.check(body)
        #expect(refused == [InlineGuard.Refusal(line: 3, openers: 1001)])
        #expect(guarded == "Intro.\n\n\n\n\n\nAfter.\n")
    }

    @Test func theLimitItselfIsRead() {
        let body = "Intro.\n\n" + String(repeating: "a < b, ", count: 500) + "\n" + String(repeating: "www.example.org ", count: 500) + "\n"
        let (guarded, refused) = InlineGuard.check(body)
        #expect(refused.isEmpty)
        #expect(guarded == body)
    }

    /// Blank lines part paragraphs: many openers spread over short paragraphs cost little.
    @Test func openersInSeparateParagraphsAreRead() {
        let body = String(repeating: String(repeating: "<?", count: 900) + "\n\n", count: 20)
        #expect(InlineGuard.check(body).refused.isEmpty)
    }
}
