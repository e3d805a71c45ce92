import Testing
@testable import RecipositoryCore

/// How import writes and compares a recipe's `source:` address (issue 23: `#frag` and `HTTP://`
/// once defeated the check for a page already imported). Scheme and host are case-insensitive
/// and the default port is no port (RFC 3986, 6.2.2.1 and 6.2.3); the fragment is not sent to
/// the server, so it names no other page.
@Suite struct SourceAddressTests {
    @Test(arguments: [
        ("HTTP://Example.ORG/Pie", "http://example.org/Pie"),
        ("https://example.org:443/pie#comments", "https://example.org/pie"),
        ("http://example.org:80/pie?print=1", "http://example.org/pie?print=1"),
        ("http://example.org:8080/pie", "http://example.org:8080/pie"),
        ("https://example.org", "https://example.org/"),
    ])
    func fetchedAddressIsNormalised(_ address: String, _ normalised: String) {
        #expect(SourceAddress.normalised(address) == normalised)
    }

    @Test func sameRecipeWrittenDifferentlyHasOneKey() {
        let key = SourceAddress.key("https://example.org/pie")
        for other in ["HTTP://EXAMPLE.org/pie/", "http://example.org:80/pie", "https://example.org:443/pie"] {
            #expect(SourceAddress.key(other) == key, "\(other)")
        }
        // The path is case-sensitive, and a page's recipes are told apart by their fragment.
        #expect(SourceAddress.key("https://example.org/Pie") != key)
        #expect(SourceAddress.key("https://example.org/pie#tomato-salad") != key)
    }
}
