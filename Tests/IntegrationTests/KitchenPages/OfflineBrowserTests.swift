import Foundation
import TestSupport
import Testing

/// The site installed and offline, in headless Chromium over HTTP on loopback: the service
/// worker keeps every page; with the server stopped every kind of page and the search still
/// open; after a rebuild, back online, the page offers the new recipes and shows them.
@Suite(.blocking, .serialized) struct OfflineBrowserTests {
    @Test(.timeLimit(.minutes(4))) func everyPageOfflineThenTheUpdate() throws {
        let temporary = try TemporaryFolder()
        let work = temporary.url
        let (source, site) = try Self.bundledSite(in: work)
        var server: LocalWebServer?
        let (port, url, browser) = try Self.served(site, profileIn: work, server: &server)

        // Online: the worker installs and keeps the build.
        let installed = try browser.visit(url("index.html")) { browser in
            try browser.evaluate("""
                (async () => {
                  const registration = await navigator.serviceWorker.ready;
                  const offline = await (await fetch('sw.js')).text();
                  const files = JSON.parse(offline.slice(offline.indexOf('{'), offline.indexOf(';\\n'))).files;
                  for (let i = 0; i < 100; i++) {
                    const names = await caches.keys();
                    const kept = names.length ? (await (await caches.open(names[0])).keys()).length : 0;
                    if (kept >= files.length) return JSON.stringify({ names, kept, files: files.length, active: !!registration.active });
                    await new Promise((done) => setTimeout(done, 100));
                  }
                  return JSON.stringify({ names: await caches.keys(), files: files.length });
                })()
                """) as? String ?? ""
        }
        let state = try JSONSerialization.jsonObject(with: Data(installed.utf8)) as? [String: Any] ?? [:]
        #expect(state["active"] as? Bool == true, "\(state)")
        #expect((state["names"] as? [String])?.first?.hasPrefix("recipository-") == true, "\(state)")
        #expect((state["files"] as? Int ?? 0) > 300, "\(state)")

        // Offline: the server is gone; every kind of page and the search still open.
        server = nil
        let pages = ["index.html", "recipes/sunday-ragu/", "recipes/zobo/index.html", "categories/soups/index.html",
                     "cuisines/italian/index.html", "tags/vegetarian/index.html", "ingredients/garlic/index.html",
                     "recipes/index.html", "cookbook/index.html"]
        for page in pages {
            let title = try browser.visit(url(page)) { try $0.evaluate("document.title") as? String ?? "" }
            #expect(title.contains("Rossi-Okafor"), "\(page) offline: \(title)")
        }
        let results = try browser.visit(url("search/index.html?q=tomato")) { browser in
            try browser.evaluate("document.querySelectorAll('#search-results li').length") as? Int ?? 0
        }
        #expect(results > 3, "search offline")
        let missing = try browser.visit(url("recipes/never-was/")) { try $0.evaluate("document.querySelector('h1')?.textContent ?? document.documentElement.outerHTML.slice(0, 300)") as? String }
        #expect(missing == "Page not found")

        // A new recipe, a rebuild, back online: the page offers it, and shows it once asked.
        try """
            ---
            title: Aunt Ifeoma's Chin Chin
            category: Desserts
            ---
            ## Ingredients
            - 500 g flour
            ## Steps
            1. Fry until golden, about 5 minutes.
            """.write(to: source.appendingPathComponent("content/recipes/chin-chin.md"), atomically: true, encoding: .utf8)
        try Self.build(source, into: site)
        server = try LocalWebServer(serving: site, port: port)
        #expect(server != nil)
        let update = try browser.visit(url("recipes/index.html")) { browser in
            try browser.evaluate("""
                (async () => {
                  const before = document.body.textContent.includes('Chin Chin');
                  for (let i = 0; i < 150 && !document.querySelector('.update-bar button'); i++) {
                    await new Promise((done) => setTimeout(done, 100));
                  }
                  const button = document.querySelector('.update-bar button');
                  button?.click();
                  return JSON.stringify({ before, offer: button ? button.textContent : '' });
                })()
                """) as? String ?? ""
        }
        let offered = try JSONSerialization.jsonObject(with: Data(update.utf8)) as? [String: Any] ?? [:]
        #expect(offered["before"] as? Bool == false && offered["offer"] as? String == "New recipes: reload", "\(offered)")
        // The new worker takes over and the page reloads itself; on a busy machine that can
        // outlast a visit started meanwhile (whose page then has no body yet), so look again.
        var shown = false
        let end = ContinuousClock.now + .seconds(60)
        while !shown && ContinuousClock.now < end {
            Thread.sleep(forTimeInterval: 0.5)
            shown = (try? browser.visit(url("recipes/index.html")) {
                try $0.evaluate("document.body !== null && document.body.textContent.includes('Chin Chin')") as? Bool
            }) ?? false
        }
        #expect(shown, "the new build is shown after the reload")
        server = nil
    }

    /// A collection longer than a page of its lists (the bundled 33 recipes at `page_size: 5`)
    /// precaches only its shell: a page opened online is kept, one never opened is not there
    /// offline, and the 404 page says so.
    @Test(.timeLimit(.minutes(3))) func aLargeCollectionKeepsThePagesOpened() throws {
        let temporary = try TemporaryFolder()
        let work = temporary.url
        let site = try Self.bundledSite(in: work, settings: "page_size: 5\n").site
        var server: LocalWebServer?
        let (_, url, browser) = try Self.served(site, profileIn: work, server: &server)
        let installed = try browser.visit(url("index.html")) { browser in
            try browser.evaluate("""
                (async () => {
                  await navigator.serviceWorker.ready;
                  for (let i = 0; i < 100 && !navigator.serviceWorker.controller; i++) await new Promise((done) => setTimeout(done, 100));
                  const names = await caches.keys();
                  return names.length ? (await (await caches.open(names[0])).keys()).length : 0;
                })()
                """) as? Int ?? 0
        }
        // The shell: four pages, the theme's assets, the search index and the manifest; not 33 recipes.
        #expect(installed > 4 && installed < 40, "\(installed) files precached")
        let opened = try browser.visit(url("recipes/sunday-ragu/")) { try $0.evaluate("document.title") as? String ?? "" }
        #expect(opened.contains("Rossi-Okafor"))
        server = nil
        let kept = try browser.visit(url("recipes/sunday-ragu/")) { try $0.evaluate("document.title") as? String ?? "" }
        #expect(kept == opened, "a page opened online is kept")
        let never = try browser.visit(url("recipes/zobo/index.html")) { try $0.evaluate("document.querySelector('h1')?.textContent") as? String }
        #expect(never == "Page not found", "a page never opened")
        _ = server
    }

    /// `site` served on loopback (`server`, the only reference, so that setting it to nil stops
    /// it), its port, the address of a path on it, and a browser of its own with its profile in
    /// `work`: the only kind with service workers on (HeadlessChromium).
    static func served(_ site: URL, profileIn work: URL, server: inout LocalWebServer?) throws
        -> (port: Int, url: (String) -> String, browser: HeadlessChromium) {
        server = try LocalWebServer(serving: site)
        let port = server?.port ?? 0
        let browser = try HeadlessChromium(profile: work.appendingPathComponent("chromium-profile"), serviceWorkers: true)
        return (port, { "http://127.0.0.1:\(port)/\($0)" }, browser)
    }

    /// The bundled cookbook's files copied to `work/source`, `settings` added to its
    /// `recipository.yml`, and built into `work/site`.
    static func bundledSite(in work: URL, settings: String = "") throws -> (source: URL, site: URL) {
        let source = work.appendingPathComponent("source")
        try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
        for item in ["content", "static", "recipository.yml"] {
            let from = Executable.repository.appendingPathComponent(item)
            if FileManager.default.fileExists(atPath: from.path) {
                try FileManager.default.copyItem(at: from, to: source.appendingPathComponent(item))
            }
        }
        let file = source.appendingPathComponent("recipository.yml")
        try Data((try String(contentsOf: file, encoding: .utf8) + settings).utf8).write(to: file)
        let site = work.appendingPathComponent("site")
        try build(source, into: site)
        return (source, site)
    }

    static func build(_ source: URL, into site: URL) throws {
        let result = try Executable.run(["build", source.path, "--output", site.path, "--quiet"])
        guard result.status == 0 else { throw Tool.Failure("build failed: \(result.stderr)") }
    }
}
