import Testing

/// The tests' reader of built pages' words (`InlineHTMLText`).
@Suite struct InlineHTMLTextTests {
    @Test func htmlBecomesWords() {
        #expect(InlineHTMLText.plain("2 <em>large</em> eggs &amp; <a href=\"x\">milk</a> &#8211; &#x2019;") == "2 large eggs & milk – ’")
        #expect(InlineHTMLText.plain("<img src=\"a.png\" alt=\"a &quot;pie&quot;\" />") == "a \"pie\"")
    }

    @Test func htmlThatIsNotASCIIBecomesWordsToo() {
        #expect(InlineHTMLText.plain("<em>crème</em> &amp; ½") == "crème & ½")
        #expect(InlineHTMLText.plain("a &bogus; &amp") == "a &bogus; &amp")
        #expect(InlineHTMLText.plain("½ cup sugar") == "½ cup sugar")
    }
}
