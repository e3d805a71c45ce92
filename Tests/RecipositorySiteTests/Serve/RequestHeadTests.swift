import Testing
@testable import RecipositorySite

@Suite struct RequestHeadTests {
    static func head(_ target: String) -> RequestHead? {
        RequestHead(Array("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nIf-None-Match:  \"a\"\r\n".utf8))
    }

    @Test func readsTheMethodPathAndHeaders() throws {
        let request = try #require(Self.head("/recipes/pie/?q=1#top"))
        #expect(request.method == "GET")
        #expect(request.target == "/recipes/pie/")
        #expect(request.headers["host"] == "127.0.0.1:8080")
        #expect(request.headers["if-none-match"] == "\"a\"")
        #expect(request.segments == ["recipes", "pie"])
        // RFC 3986 percent-encoding: UTF-8 bytes, either case of hex digit.
        #expect(Self.head("/recipes/cr%C3%A8me-br%c3%bbl%C3%A9e/")?.segments == ["recipes", "crème-brûlée"])
    }

    /// Any way of spelling a step up or out of the site is refused, encoded or not.
    @Test(arguments: ["/..", "/../etc/passwd", "/a/../../b", "/%2e%2e/x", "/%2E%2E/x", "/.%2e/x", "/%2e/x", "/a%2F..%2F..%2Fx",
                      "/a%5C..%5Cx", "/a%00.html", "/%ff", "/%zz", "/%2"])
    func refusesPathsThatCouldLeaveTheSite(target: String) {
        #expect(Self.head(target)?.segments == nil)
    }

    @Test func refusesWhatIsNotARequestHead() {
        #expect(RequestHead(Array("GET / HTTP/2\r\n".utf8)) == nil)
        #expect(RequestHead(Array("GET http://example.org/ HTTP/1.1\r\n".utf8)) == nil)
        #expect(RequestHead(Array("GET / HTTP/1.1\r\nno colon here\r\n".utf8)) == nil)
        #expect(RequestHead([0x47, 0x45, 0x54, 0x20, 0x2f, 0xff, 0x20, 0x48]) == nil)
    }
}
