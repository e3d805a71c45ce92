import Foundation
import TestSupport
import Testing

/// The pages as a cook on a phone meets them, in headless Chromium over HTTP (the search page
/// fixture's built cookbook, server and browser): the recipe within reach, no sideways scrolling
/// with large text, tap targets, cook mode, sharing, the 404 page at any depth, and axe-core.
@Suite(.blocking, .serialized) struct KitchenPageTests {
    /// One page of each kind (the recipe with a table, a photo and a checklist among them).
    static let pageKinds = [
        "index.html", "recipes/sunday-ragu/index.html", "recipes/focaccia/index.html", "recipes/apple-pie/index.html",
        "search/index.html?q=tomato", "categories/soups/index.html", "recipes/index.html", "cookbook/index.html",
        "tags/vegetarian/index.html", "ingredients/garlic/index.html", "recipes/no-such-recipe/",
    ]

    /// At 390×844 the recipe (its Ingredients heading, with the servings and units controls
    /// under it) starts on the first screen, and "Jump to recipe" leads there.
    @Test func ingredientsOnTheFirstScreen() throws {
        let fixture = try KitchenFixture.shared.get()
        try fixture.browser.emulate(width: 390, height: 844)
        let slugs = try Self.recipeSlugs(fixture)
        var tops: [String: Double] = [:]
        var firsts: [String: Double] = [:]
        for slug in slugs {
            let top = try fixture.browser.visit(fixture.server.url("recipes/\(slug)/index.html")) { browser in
                try browser.evaluate("""
                    (() => { const top = (e) => e ? e.getBoundingClientRect().top + scrollY : -1;
                      return [top(document.getElementById('ingredients-heading')), top(document.querySelector('.ingredient-list li'))]; })()
                    """) as? [Double] ?? [-1, -1]
            }
            if top[0] >= 0 { tops[slug] = top[0] }
            if top[1] >= 0 { firsts[slug] = top[1] }
        }
        let sorted = tops.values.sorted()
        let firstSorted = firsts.values.sorted()
        print("at 390×844: Ingredients heading median \(sorted[sorted.count / 2]) px, highest \(sorted.last ?? 0) px; "
              + "first ingredient median \(firstSorted[firstSorted.count / 2]) px, highest \(firstSorted.last ?? 0) px, of \(sorted.count) recipes")
        #expect(sorted.count >= 30)
        // Half the recipes show their first ingredient on the first screen; none is more than a
        // short scroll further (a long title and description, a photo).
        #expect(sorted[sorted.count / 2] < 844)
        for (slug, top) in tops { #expect(top < 844 * 1.25, "\(slug): Ingredients heading at \(top) px") }
        let jump = try fixture.browser.visit(fixture.server.url("recipes/sunday-ragu/index.html")) { browser in
            try browser.evaluate("document.querySelector('.recipe-actions a[href=\"#ingredients-heading\"]')?.textContent ?? ''") as? String
        }
        #expect(jump == "Jump to recipe")
    }

    /// No page scrolls sideways at 320 and 390 px: with the browser's text at 200%, and with the
    /// site's largest A+ step.
    @Test func noSidewaysScrollingWithLargeText() throws {
        let fixture = try KitchenFixture.shared.get()
        defer { try? fixture.browser.emulate(width: 1280, height: 900) }
        for width in [320, 390] {
            for (fontSize, step) in [(32, 0), (16, 3)] {
                try fixture.browser.emulate(width: width, height: 800, defaultFontSize: fontSize)
                for page in Self.pageKinds {
                    let overflow = try fixture.browser.visit(fixture.server.url(page)) { browser in
                        _ = try browser.evaluate("""
                            localStorage.setItem('recipository.textSize', '\(step)');
                            document.documentElement.setAttribute('data-text-size', '\(step)');
                            """)
                        return try browser.evaluate("""
                            document.documentElement.scrollWidth - document.documentElement.clientWidth
                            """) as? Int ?? -1
                    }
                    #expect(overflow == 0, "\(page) at \(width) px, text \(fontSize) px, step \(step): \(overflow) px sideways")
                }
            }
        }
        _ = try fixture.browser.visit(fixture.server.url("index.html")) { try $0.evaluate("localStorage.clear()") }
    }

    /// Buttons, menus and the links laid out as buttons are at least 44 px each way on a phone.
    @Test func tapTargetsAreLargeEnough() throws {
        let fixture = try KitchenFixture.shared.get()
        try fixture.browser.emulate(width: 390, height: 844)
        for page in Self.pageKinds {
            let small = try fixture.browser.visit(fixture.server.url(page)) { browser in
                try browser.evaluate("""
                    [...document.querySelectorAll('button, summary, select, input:not([type=checkbox]), .action, .chips a, .recipe-card-title, .home-links a, .letter-nav a, .made-list a, .search-link, .more-link a')]
                      .filter((e) => e.getClientRects().length && e.getBoundingClientRect().width > 1)
                      .filter((e) => { const r = e.getBoundingClientRect(); return r.height < 44 || r.width < 44; })
                      .map((e) => e.outerHTML.slice(0, 80))
                    """) as? [String] ?? ["(no answer)"]
            }
            #expect(small.isEmpty, "\(page): \(small)")
        }
    }

    /// Cook mode: the screen lock asked for (or the page says it cannot), ticks kept across a
    /// reload, and a step's time starts a timer that stays in view.
    @Test func cookModeTicksAndTimers() throws {
        let fixture = try KitchenFixture.shared.get()
        try fixture.browser.emulate(width: 390, height: 844)
        let page = fixture.server.url("recipes/sunday-ragu/index.html")
        let first = try fixture.browser.visit(page) { browser in
            _ = try browser.evaluate("localStorage.clear(); document.querySelector('[data-cook-mode]').click()")
            _ = try browser.evaluate("new Promise((done) => setTimeout(done, 300))")
            return try browser.evaluate("""
                JSON.stringify({
                  on: document.documentElement.classList.contains('cook-mode'),
                  pressed: document.querySelector('[data-cook-mode]').getAttribute('aria-pressed'),
                  status: document.querySelector('[data-action-status]').textContent,
                  ticks: document.querySelectorAll('input.tick').length,
                  items: document.querySelectorAll('.ingredient-list > li, .step-list > li').length,
                  timers: [...document.querySelectorAll('.timer-start')].map((b) => b.textContent + '=' + b.dataset.timerSeconds),
                })
                """) as? String ?? ""
        }
        let state = try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any] ?? [:]
        #expect(state["on"] as? Bool == true && state["pressed"] as? String == "true")
        #expect((state["status"] as? String ?? "").hasPrefix("Cook mode is on"), "\(state["status"] ?? "")")
        #expect(state["ticks"] as? Int == state["items"] as? Int && (state["ticks"] as? Int ?? 0) > 10)
        let timers = state["timers"] as? [String] ?? []
        #expect(timers.contains("10 to 15 minutes=900"), "\(timers)")
        #expect(timers.contains("2½ to 3 hours=10800"), "\(timers)")

        // Tick the second ingredient, open the page again, turn cook mode on: it is still ticked.
        _ = try fixture.browser.visit(page) { browser in
            try browser.evaluate("""
                document.querySelector('[data-cook-mode]').click();
                document.querySelectorAll('input.tick')[1].click();
                """)
        }
        let after = try fixture.browser.visit(page) { browser in
            try browser.evaluate("""
                (() => { document.querySelector('[data-cook-mode]').click();
                  const boxes = [...document.querySelectorAll('input.tick')];
                  document.querySelector('.timer-start').click();
                  window.scrollTo(0, document.body.scrollHeight);
                  const bar = document.querySelector('.timer-bar .timer');
                  return JSON.stringify({ checked: boxes.map((b, i) => b.checked ? i : -1).filter((i) => i >= 0),
                    ticked: boxes[1].parentNode.classList.contains('ticked'),
                    timer: bar ? bar.textContent : '', inView: bar ? bar.getBoundingClientRect().bottom <= innerHeight : false }); })()
                """) as? String ?? ""
        }
        let kept = try JSONSerialization.jsonObject(with: Data(after.utf8)) as? [String: Any] ?? [:]
        #expect(kept["checked"] as? [Int] == [1] && kept["ticked"] as? Bool == true, "\(kept)")
        #expect((kept["timer"] as? String ?? "").contains(":"), "\(kept)")
        #expect(kept["inView"] as? Bool == true)
    }

    /// Share copies the recipe where the browser has no Web Share, and says "Copied".
    @Test func shareCopiesTheRecipe() throws {
        let fixture = try KitchenFixture.shared.get()
        try fixture.browser.grantClipboard(origin: fixture.server.url("").replacingOccurrences(of: "/$", with: "", options: .regularExpression))
        let result = try fixture.browser.visit(fixture.server.url("recipes/mango-lassi/index.html")) { browser in
            try browser.evaluate("""
                (async () => {
                  const hasWebShare = 'share' in navigator;
                  document.querySelector('[data-share]').click();
                  await new Promise((done) => setTimeout(done, 300));
                  const copied = hasWebShare ? '' : await navigator.clipboard.readText();
                  return JSON.stringify({ hasWebShare, copied,
                    status: document.querySelector('[data-action-status]').textContent,
                    print: !document.querySelector('[data-print]').closest('li').hidden });
                })()
                """) as? String ?? ""
        }
        let values = try JSONSerialization.jsonObject(with: Data(result.utf8)) as? [String: Any] ?? [:]
        #expect(values["hasWebShare"] as? Bool == false, "headless Chromium on Linux has no Web Share")
        #expect((values["status"] as? String ?? "").hasPrefix("Copied"))
        let copied = values["copied"] as? String ?? ""
        #expect(copied.hasPrefix("Mango Lassi") && copied.contains("yogurt") && copied.hasSuffix("recipes/mango-lassi/index.html"),
                "\(copied)")
        #expect(values["print"] as? Bool == true)
    }

    /// The host serves 404.html at a deep address: styled, and its links reach the site.
    @Test func notFoundPageWorksAtAnyDepth() throws {
        let fixture = try KitchenFixture.shared.get()
        for missing in ["nothing-here", "recipes/missing/", "tags/x/y/z/"] {
            let facts = try fixture.browser.visit(fixture.server.url(missing)) { browser in
                try browser.evaluate("""
                    (async () => {
                      const links = [...document.querySelectorAll('.not-found-links a')].map((a) => a.href);
                      const statuses = await Promise.all(links.map((href) => fetch(href).then((r) => r.status)));
                      return JSON.stringify({ links, statuses, styled: getComputedStyle(document.querySelector('.site-header')).backgroundColor });
                    })()
                    """) as? String ?? ""
            }
            let values = try JSONSerialization.jsonObject(with: Data(facts.utf8)) as? [String: Any] ?? [:]
            #expect(values["statuses"] as? [Int] == [200, 200, 200], "\(missing): \(values)")
            #expect((values["links"] as? [String])?.first == fixture.server.url("index.html"))
            #expect(values["styled"] as? String != "rgba(0, 0, 0, 0)", "\(missing): the stylesheet did not load")
        }
    }

    /// The manifest's icons and the apple-touch-icon are there and decode at the sizes they
    /// claim: PNGs at 192 and 512 px (Android installs from those), a maskable one filled to the
    /// edges, iOS's at 180 px; the theme's colour at the corner of all but the rounded ones.
    @Test func installIconsResolveAndDecode() throws {
        let fixture = try KitchenFixture.shared.get()
        let answer = try fixture.browser.visit(fixture.server.url("recipes/zobo/index.html")) { browser in
            try browser.evaluate("""
                (async () => {
                  const manifestLink = document.querySelector('link[rel="manifest"]');
                  const manifest = await (await fetch(manifestLink.href)).json();
                  const look = async (src, base) => {
                    const image = new Image();
                    image.src = new URL(src, base).href;
                    await image.decode();
                    const canvas = document.createElement('canvas');
                    [canvas.width, canvas.height] = [image.naturalWidth, image.naturalHeight];
                    const context = canvas.getContext('2d');
                    context.drawImage(image, 0, 0);
                    const at = (x, y) => [...context.getImageData(x, y, 1, 1).data].join(',');
                    return { width: image.naturalWidth, height: image.naturalHeight, corner: at(0, 0),
                      middle: at(Math.floor(image.naturalWidth / 2), Math.floor(image.naturalHeight * 0.12)) };
                  };
                  const icons = [];
                  for (const icon of manifest.icons) {
                    icons.push({ ...icon, ...(await look(icon.src, manifestLink.href)) });
                  }
                  const apple = await look(document.querySelector('link[rel="apple-touch-icon"]').href, location.href);
                  return JSON.stringify({ icons, apple });
                })()
                """) as? String ?? ""
        }
        let values = try JSONSerialization.jsonObject(with: Data(answer.utf8)) as? [String: Any] ?? [:]
        let icons = values["icons"] as? [[String: Any]] ?? []
        let pngs = icons.filter { $0["type"] as? String == "image/png" }
        #expect(pngs.map { $0["sizes"] as? String } == ["192x192", "512x512", "512x512"], "\(icons)")
        #expect(pngs.map { $0["purpose"] as? String } == ["any", "any", "maskable"])
        let background = "154,52,18,255"
        for icon in pngs {
            let size = Int((icon["sizes"] as? String ?? "").split(separator: "x").first ?? "") ?? -1
            #expect(icon["width"] as? Int == size && icon["height"] as? Int == size, "\(icon)")
            #expect(icon["middle"] as? String == background, "the theme's colour above the letters: \(icon)")
            let corner = icon["corner"] as? String
            #expect(icon["purpose"] as? String == "maskable" ? corner == background : corner == "0,0,0,0", "\(icon)")
        }
        #expect(icons.contains { $0["type"] as? String == "image/svg+xml" && $0["width"] as? Int ?? 0 > 0 }, "\(icons)")
        let apple = values["apple"] as? [String: Any] ?? [:]
        #expect(apple["width"] as? Int == 180 && apple["height"] as? Int == 180 && apple["corner"] as? String == background, "\(apple)")
    }

    /// "I made this" puts the recipe first under "Made recently" on the home page.
    @Test func madeThisShowsOnTheHomePage() throws {
        let fixture = try KitchenFixture.shared.get()
        let first = try fixture.browser.visit(fixture.server.url("recipes/zobo/index.html")) { browser in
            _ = try browser.evaluate("localStorage.clear(); document.querySelector('[data-made-it]').click()")
            return try browser.evaluate("document.querySelector('[data-made-status]').textContent") as? String
        }
        #expect(first?.hasPrefix("Noted") == true)
        let home = try fixture.browser.visit(fixture.server.url("index.html")) { browser in
            try browser.evaluate("""
                [...document.querySelectorAll('[data-made-strip="recent"] li a')].map((a) => a.textContent)
                """) as? [String] ?? []
        }
        #expect(home.first == "Zobo (Hibiscus Drink)" || home.first?.hasPrefix("Zobo") == true, "\(home)")
        _ = try fixture.browser.visit(fixture.server.url("index.html")) { try $0.evaluate("localStorage.clear()") }
    }

    /// What the home page reads back from localStorage is checked: an "I made this" entry whose
    /// date is a list (written by another script of the origin, or by hand) once threw, and the
    /// strips stayed empty. The good entry still shows first; the page raises no error.
    @Test func poisonedMadeEntriesNeverBreakTheHomePage() throws {
        let fixture = try KitchenFixture.shared.get()
        _ = try fixture.browser.visit(fixture.server.url("recipes/zobo/index.html")) { browser in
            try browser.evaluate("""
                localStorage.clear(); document.querySelector('[data-made-it]').click();
                const made = JSON.parse(localStorage.getItem('recipository.made'));
                made['recipes/poison/'] = { title: 'Poison', date: ['2999-01-01'] };
                made['javascript:alert(1)//'] = { title: 'Script', date: '2999-01-01' };
                made['recipes/null/'] = null;
                localStorage.setItem('recipository.made', JSON.stringify(made)); 0
                """)
        }
        let (titles, errors) = try fixture.browser.visit(fixture.server.url("index.html")) { browser in
            (try browser.evaluate("[...document.querySelectorAll('[data-made-strip=\"recent\"] li a')].map((a) => a.textContent)") as? [String] ?? [],
             browser.pageErrors)
        }
        #expect(errors.isEmpty, "\(errors)")
        #expect(titles.first?.hasPrefix("Zobo") == true, "\(titles)")
        #expect(!titles.contains("Poison") && !titles.contains("Script"), "\(titles)")
        _ = try fixture.browser.visit(fixture.server.url("index.html")) { try $0.evaluate("localStorage.clear()") }
    }

    /// axe-core 4.12 (from the PyPI package axe-playwright-python), injected over the DevTools
    /// protocol: no serious or critical violation on any kind of page, light and dark, phone and desktop.
    @Test func axeFindsNothingSerious() throws {
        let fixture = try KitchenFixture.shared.get()
        let axe = try AxeCore.script()
        defer { try? fixture.browser.emulate(width: 1280, height: 900) }
        var counts: [String: Int] = [:]
        for dark in [false, true] {
            for width in [390, 1280] {
                try fixture.browser.emulate(width: width, height: 844, dark: dark)
                for page in Self.pageKinds {
                    let found = try fixture.browser.visit(fixture.server.url(page)) { browser in
                        _ = try browser.evaluate(axe + ";0")
                        return try browser.evaluate("""
                            axe.run(document, { resultTypes: ['violations'] }).then((r) => r.violations.map((v) =>
                              v.impact + ' ' + v.id + ' ' + v.nodes.length + ' ' + v.nodes.slice(0, 2).map((n) => n.target.join(' ')).join(', ')))
                            """, timeoutSeconds: 180) as? [String] ?? ["(no answer)"]
                    }
                    for violation in found {
                        let parts = violation.split(separator: " ")
                        counts["\(parts[0]) \(parts[1])", default: 0] += Int(parts[2]) ?? 0
                    }
                    let serious = found.filter { $0.hasPrefix("serious") || $0.hasPrefix("critical") }
                    #expect(serious.isEmpty, "\(page), \(width) px, \(dark ? "dark" : "light"): \(serious)")
                }
            }
        }
        print("axe-core violations by impact and rule, all pages: \(counts.sorted { $0.key < $1.key })")
    }

    /// Every kind of page at 390 and 1280 px, light and dark, as PNG. Set RECIPOSITORY_SCREENSHOTS
    /// to a folder to keep them and look at them.
    @Test func screenshotsOfEveryPageKind() throws {
        let fixture = try KitchenFixture.shared.get()
        let keep = ProcessInfo.processInfo.environment["RECIPOSITORY_SCREENSHOTS"].map { URL(fileURLWithPath: $0) }
        if let keep { try FileManager.default.createDirectory(at: keep, withIntermediateDirectories: true) }
        defer { try? fixture.browser.emulate(width: 1280, height: 900) }
        let pages = ["index.html", "recipes/apple-pie/index.html", "search/index.html?q=tom", "categories/soups/index.html",
                     "recipes/index.html", "cookbook/index.html", "recipes/no-such-recipe/"]
        for dark in [false, true] {
            for width in [390, 1280] {
                try fixture.browser.emulate(width: width, height: 844, dark: dark)
                for page in pages {
                    let png = try fixture.browser.visit(fixture.server.url(page)) { try $0.screenshot(wholePage: false) }
                    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]) && png.count > 5_000, "\(page)")
                    let name = page.split(separator: "/").first.map(String.init)?.replacingOccurrences(of: ".html", with: "") ?? "page"
                    try keep.map { try png.write(to: $0.appendingPathComponent("\(name)-\(page.count)-\(width)-\(dark ? "dark" : "light").png")) }
                }
            }
        }
    }

    /// The README's two pictures, `docs/images/`: a recipe on a phone (390×844, what the first
    /// screen shows) and the same recipe's first printed page (poppler's `pdftoppm` at 60 dpi).
    /// `RECORD_GOLDEN=1 swift test --filter documentationScreenshots` makes them again (and fails,
    /// as a recording run does); otherwise both are made and must be there at the same size.
    @Test func documentationScreenshots() throws {
        let fixture = try KitchenFixture.shared.get()
        let pdftoppm = try RequiredTool.path("pdftoppm", package: "poppler-utils")
        let page = fixture.server.url("recipes/apple-pie/index.html")
        defer { try? fixture.browser.emulate(width: 1280, height: 900) }
        try fixture.browser.emulate(width: 390, height: 844)
        let phone = try fixture.browser.visit(page) { try $0.screenshot(wholePage: false) }
        try fixture.browser.emulate(width: 1280, height: 900)
        let pdf = try fixture.browser.visit(page) { try $0.printToPDF() }
        let temp = try TemporaryFolder("recipository-print-picture")
        try pdf.write(to: temp.path("page.pdf"))
        let made = try Tool.run(pdftoppm, ["-png", "-r", "60", "-f", "1", "-l", "1", "-singlefile", temp.path("page.pdf").path, temp.path("page").path])
        try #require(made.status == 0, "\(made.stderr)")
        let paper = try Data(contentsOf: temp.path("page.png"))
        #expect(Self.pngSize(phone)?.width == 390 && Self.pngSize(phone)?.height == 844)
        // Letter, 8.5 × 11 inches, at 60 dots an inch; or A4, 8.27 × 11.69.
        #expect([[510, 660], [496, 702]].contains(Self.pngSize(paper).map { [$0.width, $0.height] } ?? []), "\(String(describing: Self.pngSize(paper)))")

        let pictures = Fixtures.repository.appending(path: "docs/images")
        for (name, png) in [("recipe-on-a-phone.png", phone), ("recipe-on-paper.png", paper)] {
            let file = pictures.appending(path: name)
            if Golden.isRecording {
                try FileManager.default.createDirectory(at: pictures, withIntermediateDirectories: true)
                try png.write(to: file)
                Issue.record("Made \(file.path) again; run again without RECORD_GOLDEN.")
            } else {
                let kept = try #require(FileManager.default.contents(atPath: file.path),
                                        "no \(file.path): RECORD_GOLDEN=1 swift test --filter documentationScreenshots makes it")
                #expect(Self.pngSize(kept).map { [$0.width, $0.height] } == Self.pngSize(png).map { [$0.width, $0.height] }, "\(name)")
            }
        }
    }

    /// A PNG's width and height, from its header chunk.
    static func pngSize(_ png: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](png.prefix(24))
        guard bytes.count == 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { return nil }
        func number(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (number(16), number(20))
    }

    static func recipeSlugs(_ fixture: KitchenFixture) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: fixture.site.appendingPathComponent("recipes").path)
            .filter { FileManager.default.fileExists(atPath: fixture.site.appendingPathComponent("recipes/\($0)/email.txt").path) }
            .sorted()
    }
}

/// axe-core's `axe.min.js`, as the PyPI package axe-playwright-python ships it.
enum AxeCore {
    static func script() throws -> String {
        try RequiredTool.pythonModule("axe_playwright_python", pyPI: "axe-playwright-python")
        let find = try Tool.run(RequiredTool.python(), ["-c",
            "import axe_playwright_python, os; print(os.path.join(os.path.dirname(axe_playwright_python.__file__), 'axe.min.js'))"])
        let path = find.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        guard find.status == 0, let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw Tool.Failure("axe.min.js is not where the axe-playwright-python package keeps it (\(path)): reinstall it (.ci/install-test-deps).")
        }
        return text
    }
}
