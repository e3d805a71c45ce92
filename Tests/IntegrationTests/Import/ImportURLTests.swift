import Foundation
import TestSupport
import Testing

/// `recipository import URL` against a real HTTP server on loopback (`Fixtures/import/server.py`,
/// Debian package python3): redirects, a missing page, a slow answer, a page over the size cap,
/// something that is not HTML, the user agent, `--images`, HTTPS with its certificate checked,
/// and a machine without curl. Every build fetches with the system's curl (as the release
/// binary does), so these tests cover the release build's fetching too.
@Suite(.blocking, .serialized) struct ImportURLTests: ImportingTests {
    let server: LocalWebServer
    /// The import fixtures of the command tests (`Tests/recipositoryTests/Fixtures/import`).
    static let fixtures = Fixtures.repository.appending(path: "Tests/recipositoryTests/Fixtures/import")
    static let serverScript = fixtures.appendingPathComponent("server.py")

    init() throws {
        _ = try RequiredTool.path("curl", package: "curl")
        server = try LocalWebServer(script: Self.serverScript)
    }

    func importing(_ arguments: [String], site: TemporaryFolder) throws -> Executable.Output {
        try Executable.run(["import"] + arguments, in: site.url)
    }

    @Test func pageIsFetchedWithItsAddressAsSource() throws {
        let site = try Self.site()
        let run = try importing([server.url("recipe")], site: site)
        #expect(run.status == 0, "\(run.stdout)")
        let written = try #require(Self.recipes(site)["buttered-toast.md"])
        #expect(written.contains("source: \(server.url("recipe"))\n"))
        // Without --images the picture stays the page's (absolute) address.
        #expect(written.contains("image: \(server.url("picture.jpg"))\n"))
        try Self.expectCheckPasses(site)
    }

    @Test func redirectIsFollowedAndTheFinalAddressIsTheSource() throws {
        let site = try Self.site()
        let run = try importing([server.url("moved")], site: site)
        #expect(run.status == 0, "\(run.stdout)")
        #expect(Self.recipes(site)["buttered-toast.md"]?.contains("source: \(server.url("recipe"))\n") == true)
        // The same page through the redirect is already imported.
        let again = try importing([server.url("recipe")], site: site)
        #expect(again.status == 0)
        #expect(again.stdout.contains("Skipped Buttered Toast"))
    }

    @Test func endlessRedirectsStop() throws {
        let site = try Self.site()
        let run = try importing([server.url("loop")], site: site)
        #expect(run.status == 2)
        #expect(run.stdout.contains("error: \(server.url("loop")): too many redirects"), "\(run.stdout)")
    }

    @Test func missingPageIsAFailure() throws {
        let site = try Self.site()
        let run = try importing([server.url("missing")], site: site)
        #expect(run.status == 2)
        #expect(run.stdout.contains("the site answered HTTP 404"), "\(run.stdout)")
        #expect(Self.recipes(site).isEmpty)
    }

    @Test(.timeLimit(.minutes(1))) func slowAnswerMeetsTheTimeLimit() throws {
        let site = try Self.site()
        let run = try importing(["--timeout", "1", server.url("slow")], site: site)
        #expect(run.status == 2)
        #expect(run.stdout.contains("no answer within 1 s (the time limit)"), "\(run.stdout)")
        #expect(Self.recipes(site).isEmpty)
    }

    @Test func pageOverTheSizeCapIsNotRead() throws {
        let site = try Self.site()
        let run = try importing([server.url("huge")], site: site)
        #expect(run.status == 2)
        #expect(run.stdout.contains("the page is larger than 5 MB, so it was not read"), "\(run.stdout)")
        #expect(Self.recipes(site).isEmpty)
    }

    @Test func notHTMLGivesNoRecipe() throws {
        let site = try Self.site()
        let run = try importing([server.url("picture.png")], site: site)
        #expect(run.status == 1)
        #expect(run.stdout.contains("this is not an HTML page (the site says image/png)"), "\(run.stdout)")
    }

    @Test func userAgentIsOurs() throws {
        let site = try Self.site()
        let run = try importing([server.url("ua")], site: site)
        #expect(run.status == 0)
        #expect(Self.recipes(site)["recipository-1-0.md"]?.contains("title: Recipository/1.0\n") == true)
    }

    @Test func imagesAreDownloadedIntoStatic() throws {
        let site = try Self.site()
        let run = try importing(["--images", server.url("recipe")], site: site)
        #expect(run.status == 0, "\(run.stdout)")
        #expect(Self.recipes(site)["buttered-toast.md"]?.contains("image: /images/buttered-toast.jpg\n") == true)
        let picture = try #require(FileManager.default.contents(atPath: site.path("static/images/buttered-toast.jpg").path))
        #expect(picture.prefix(3) == Data([0xFF, 0xD8, 0xFF]))
        try Self.expectCheckPasses(site)
    }

    @Test func httpsPageIsFetchedOnlyWithATrustedCertificate() throws {
        let keys = try TemporaryFolder()
        let certificate = keys.path("cert.pem"), key = keys.path("key.pem")
        let openssl = try RequiredTool.path("openssl", package: "openssl")
        let made = try Tool.run(openssl, ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
                                          "-keyout", key.path, "-out", certificate.path, "-subj", "/CN=127.0.0.1",
                                          "-addext", "subjectAltName=IP:127.0.0.1"])
        try #require(made.status == 0, "openssl could not make a certificate: \(made.stderr)")
        let secure = try LocalWebServer(script: Self.serverScript, arguments: ["--tls", certificate.path, key.path])
        let address = "https://127.0.0.1:\(secure.port)/recipe"

        // A certificate nobody vouches for is refused, as a browser would.
        let site = try Self.site()
        let refused = try importing([address], site: site)
        #expect(refused.status == 2)
        #expect(refused.stdout.contains("error: \(address): the site's secure connection could not be checked ("), "\(refused.stdout)")
        #expect(Self.recipes(site).isEmpty)

        // Trusted (curl's own CURL_CA_BUNDLE), the page comes over TLS.
        let trusted = try Executable.run(["import", address], in: site.url, environment: ["CURL_CA_BUNDLE": certificate.path])
        #expect(trusted.status == 0, "\(trusted.stdout)\(trusted.stderr)")
        #expect(Self.recipes(site)["buttered-toast.md"]?.contains("source: \(address)\n") == true)
    }

    @Test func withoutCurlTheCookIsToldWhatToInstall() throws {
        let site = try Self.site()
        let run = try Executable.run(["import", server.url("recipe")], in: site.url, environment: ["PATH": "/nonexistent"])
        #expect(run.status == 2)
        #expect(run.stdout.contains("fetching web pages needs the program curl, which is not installed (Debian and Ubuntu: apt-get install curl ca-certificates)"), "\(run.stdout)")
        #expect(Self.recipes(site).isEmpty)
        let help = try Executable.run(["import", "--help"])
        let words = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains("fetched by the system's curl program, which must be installed (Debian and Ubuntu: apt-get install curl ca-certificates)"), "\(help.stdout)")
        // Files need no curl.
        let saved = try Executable.run(["import", Self.fixtures.appendingPathComponent("graph.html").path],
                                       in: site.url, environment: ["PATH": "/nonexistent"])
        #expect(saved.status == 0, "\(saved.stdout)")
    }
}
