import Foundation
import TestSupport
import Testing

/// The two nginx server blocks of `docs/publishing.md`, run as written (only the port, the site's folder and the
/// password file moved into a temporary folder): Debian's nginx serves the bundled cookbook under
/// `/family/cookbook/` on loopback, and a real HTTP client crawls it.
@Suite(.blocking, .serialized, .timeLimit(.minutes(10))) struct NginxDeployTests {
    @Test func cookbookUnderASubPathResolvesEverythingAndThePasswordGuardsEveryFile() async throws {
        let temp = try TemporaryFolder("recipository-nginx")
        let (open, guarded) = (try LocalNginx.freePort(), try LocalNginx.freePort())
        let root = try #require(URL(string: "http://127.0.0.1:\(open)/family/cookbook/"))
        let site = try buildCookbook(into: temp.path("srv/cookbook"), baseURL: root.absoluteString, temp: temp)

        let blocks = try Self.documentedNginxBlocks()
        let servers = try [(blocks.open, open), (blocks.guarded, guarded)].map { block, port in
            try Self.relocated(block, port: port, site: site, passwords: temp.path("cookbook.htpasswd"))
        }
        try Data("grandma:\(try Self.hashedPassword("pancakes"))\n".utf8).write(to: temp.path("cookbook.htpasswd"))
        let nginx = try LocalNginx(prefix: temp.path("nginx"), servers: servers, ports: [open, guarded])
        defer { withExtendedLifetime(nginx) {} }

        // Everything reachable from the home page.
        let crawler = SiteCrawler(root: root)
        try await crawler.crawl(from: root)
        #expect(crawler.broken.isEmpty, "\(crawler.broken.count) broken: \(crawler.broken.prefix(20).joined(separator: "\n"))")
        let built = TemporaryFolder.tree(site)
        // email.html is a mail body (in recipe.eml), not a page of the site: nothing links it.
        let htmlFiles = built.keys.filter { $0.hasSuffix(".html") && $0 != "404.html" && !$0.hasSuffix("/email.html") }
        let reached = Set(crawler.fetched.keys.map(\.absoluteString))
        let unreached = htmlFiles.filter { !reached.contains(root.absoluteString + $0) }.sorted()
        #expect(unreached.isEmpty, "pages no link reaches: \(unreached.prefix(10))")
        #expect(crawler.count(.link) > 300)
        #expect(crawler.count(.picture) >= 10, "pictures: \(crawler.count(.picture))")
        #expect(crawler.count(.script) >= 5, "scripts: \(crawler.count(.script))")
        #expect(crawler.count(.stylesheet) >= 2)
        let withoutSlash = try await crawler.get(try #require(URL(string: "http://127.0.0.1:\(open)/family/cookbook")))
        #expect(withoutSlash.status == 200, "/family/cookbook without its slash is redirected to the site")

        // The search index: every recipe address in it answers.
        let index = try await crawler.get(root.appendingPathComponent("search-index.json"))
        #expect(index.status == 200)
        #expect(index.type.hasPrefix("application/json"), "\(index.type)")
        #expect(index.robots == "noindex, nofollow", "the X-Robots-Tag header reaches files that are not pages")
        let json = try #require(try JSONSerialization.jsonObject(with: index.body) as? [String: Any])
        let prefix = try #require(json["urlPrefix"] as? String), suffix = try #require(json["urlSuffix"] as? String)
        let slugs = try #require((json["recipes"] as? [String: Any])?["url"] as? [String])
        #expect(slugs.count >= 30)
        var indexed = 0
        for slug in slugs {
            let address = try #require(URL(string: String((prefix + slug + suffix).drop { $0 == "/" }), relativeTo: root)?.absoluteURL)
            let page = try await crawler.get(address)
            #expect(page.status == 200, "search-index.json lists \(address), which answers \(page.status)")
            indexed += page.status == 200 ? 1 : 0
        }
        let script = try await crawler.get(root.appendingPathComponent("search-index.js"))
        #expect(script.status == 200 && script.body.count > index.body.count)

        // The 404 page at a deep missing address, with everything it refers to.
        let missing = root.appendingPathComponent("recipes/no-such-recipe/")
        let notFound = try await crawler.get(missing)
        #expect(notFound.status == 404)
        #expect(notFound.body == built["404.html"], "nginx answers a missing address with the site's 404.html")
        let notFoundReferences = crawler.references(in: notFound.body, type: notFound.type, at: missing)
        #expect(notFoundReferences.count >= 5)
        for reference in notFoundReferences {
            let answer = try await crawler.get(reference.url)
            #expect(answer.status == 200, "the 404 page's \(reference.kind.rawValue) \(reference.url) answers \(answer.status)")
        }

        // The same site behind a password: nothing without it, everything with it.
        let guardedRoot = try #require(URL(string: "http://127.0.0.1:\(guarded)/family/cookbook/"))
        // URLSession on Linux never returns from a 401 without a credential to offer, so curl asks these.
        var refused = 0
        for path in ["", "index.html", "search-index.json", "recipes/apple-pie/recipe.eml", "assets/style.css", "recipes/no-such-recipe/"] {
            let address = guardedRoot.appendingPathComponent(path)
            let anonymous = try Self.curl(address), mistaken = try Self.curl(address, user: "grandma:waffles")
            #expect(anonymous.status == 401 && mistaken.status == 401, "\(address): \(anonymous.status), \(mistaken.status)")
            #expect(!anonymous.body.contains("Rossi-Okafor") && !mistaken.body.contains("Rossi-Okafor"))
            refused += anonymous.status == 401 && mistaken.status == 401 ? 1 : 0
        }
        let allowed = try Self.curl(guardedRoot, user: "grandma:pancakes")
        #expect(allowed.status == 200 && allowed.body.contains("Rossi-Okafor"))
        let family = SiteCrawler(root: guardedRoot, user: "grandma", password: "pancakes")
        try await family.crawl(from: guardedRoot)
        #expect(family.broken.isEmpty, "\(family.broken.prefix(10))")
        let guardedPrefix = guardedRoot.absoluteString.count
        #expect(Set(family.fetched.keys.map { root.absoluteString + $0.absoluteString.dropFirst(guardedPrefix) }).isSubset(of: reached))
        #expect(family.fetched.count >= htmlFiles.count, "the password-protected crawl reaches every page")

        print("nginx crawl under /family/cookbook/: \(crawler.summary); \(indexed) of \(slugs.count) search-index "
            + "addresses answered; the 404 page at a deep address and its \(notFoundReferences.count) references answered; "
            + "behind auth_basic \(refused) addresses refused without the password, \(family.fetched.count) fetched with it")
    }

    /// The bundled cookbook (content, pictures, settings; the theme is built in) with `base_url` set.
    private func buildCookbook(into output: URL, baseURL: String, temp: TemporaryFolder) throws -> URL {
        let source = temp.path("cookbook")
        try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
        for item in ["content", "static"] {
            try FileManager.default.copyItem(at: Executable.repository.appendingPathComponent(item), to: source.appendingPathComponent(item))
        }
        let settings = try String(contentsOf: Executable.repository.appendingPathComponent("recipository.yml"), encoding: .utf8)
        try Data((settings + "\nbase_url: \(baseURL)\n").utf8).write(to: source.appendingPathComponent("recipository.yml"))
        try FileManager.default.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
        let build = try Executable.run(["build", source.path, "--output", output.path, "--quiet"])
        guard build.status == 0 else { throw LocalNginx.Failure(description: "the cookbook did not build: \(build.stderr)") }
        return output
    }

    /// The ```nginx blocks of `docs/publishing.md`: the open server and the one with `auth_basic`.
    static func documentedNginxBlocks() throws -> (open: String, guarded: String) {
        let page = try String(contentsOf: Executable.repository.appendingPathComponent("docs/publishing.md"), encoding: .utf8)
        var blocks: [String] = []
        var current: [Substring]?
        for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if current == nil, trimmed == "```nginx" {
                current = []
            } else if current != nil, trimmed == "```" {
                let indent = line.count - trimmed.count
                blocks.append(current!.map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        let open = blocks.filter { !$0.contains("auth_basic") }, guarded = blocks.filter { $0.contains("auth_basic") }
        guard open.count == 1, guarded.count == 1 else {
            throw LocalNginx.Failure(description: "docs/publishing.md should have two nginx server blocks, one with auth_basic; it has \(blocks.count)")
        }
        return (open[0], guarded[0])
    }

    /// The block with its port, site folder and password file moved; each must be in it as docs/publishing.md says.
    static func relocated(_ block: String, port: Int, site: URL, passwords: URL) throws -> String {
        var text = block
        for (from, to) in [("listen 80;", "listen 127.0.0.1:\(port);"), ("/srv/cookbook/", site.path + "/"),
                           ("/etc/nginx/cookbook.htpasswd", passwords.path)] {
            if from.contains("htpasswd") && !block.contains("auth_basic") { continue }
            guard text.contains(from) else { throw LocalNginx.Failure(description: "the nginx block of docs/publishing.md has no `\(from)`") }
            text = text.replacingOccurrences(of: from, with: to)
        }
        return text
    }

    /// curl's status and body for `url`, with `--user` when given.
    static func curl(_ url: URL, user: String? = nil) throws -> (status: Int, body: String) {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/curl") else {
            throw LocalNginx.Failure(description: "curl is not installed: install the Debian package curl (.ci/install-test-deps does).")
        }
        let answer = try Tool.run("/usr/bin/curl", ["--silent", "--max-time", "10", "--write-out", "\n%{http_code}"]
                                            + (user.map { ["--user", $0] } ?? []) + [url.absoluteString])
        let status = answer.stdout.split(separator: "\n").last.flatMap { Int($0) } ?? 0
        return (status, answer.stdout)
    }

    /// `openssl passwd -apr1`, as docs/publishing.md says to make the password file.
    static func hashedPassword(_ password: String) throws -> String {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/openssl") else {
            throw LocalNginx.Failure(description: "openssl is not installed: install the Debian package openssl (.ci/install-test-deps does).")
        }
        let hashed = try Tool.run("/usr/bin/openssl", ["passwd", "-apr1", password])
        guard hashed.status == 0 else { throw LocalNginx.Failure(description: "openssl passwd failed: \(hashed.stderr)") }
        return hashed.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
