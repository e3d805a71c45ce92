import Foundation
import TestSupport
import Testing

/// Issue 26, item 4: within reach, readable, touchable, measured in headless Chromium. The first
/// ingredient of a recipe with a picture starts on the first screen of a 390×844 phone and a
/// 1280×800 laptop; every control is 44×44 CSS px at least (links inside sentences aside); check
/// boxes take the theme's colour; nothing scrolls sideways, at normal size or with the browser's
/// text at 200% (a default of 32 px), on any kind of page or in cook mode with two timers; the
/// family's notes are in view. What is measured is `Fixtures/reach/audit.js`.
/// Part of the truth suite's serialized suite, in its browser: one Chromium less beside the others.
extension KitchenTruthTests {
    static let audit = Result {
        try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/reach/audit.js"), encoding: .utf8)
    }

    /// What audit.js reports about the page open now.
    struct Reach {
        let scrollWidth: Int, width: Int, wide: [String], small: [String], blue: [String], firstIngredient: Int?, timerBar: Int

        init(_ browser: HeadlessChromium) throws {
            let value = try #require(try browser.evaluate(try KitchenTruthTests.audit.get()) as? [String: Any])
            scrollWidth = value["scrollWidth"] as? Int ?? -1
            width = value["width"] as? Int ?? 0
            wide = value["wide"] as? [String] ?? []
            small = value["small"] as? [String] ?? []
            blue = value["blue"] as? [String] ?? []
            firstIngredient = value["firstIngredient"] as? Int
            timerBar = value["timerBar"] as? Int ?? 0
        }

        func expectTouchableAndNarrow(_ place: String) {
            #expect(scrollWidth <= width, "\(place) scrolls sideways (\(scrollWidth) px in \(width)): \(wide)")
            #expect(small.isEmpty, "\(place): controls under 44×44 px: \(small)")
            #expect(blue.isEmpty, "\(place): check boxes in the browser's blue: \(blue)")
        }
    }

    @Test(.timeLimit(.minutes(4))) func withinReachReadableTouchable() throws {
        let sites = try KitchenTruthSites.shared.get()
        let browser = sites.browser
        defer { try? browser.emulate(width: 1280, height: 900) }
        let withPictures = ["apple-pie", "jollof-rice", "buttermilk-pancakes", "zobo"].map { sites.bundled.url("recipes/\($0)/index.html") }
            + ["sourdough-loaf", "lamb-biriyani", "paneer-tikka-masala"].map { sites.basedCooking.url("recipes/\($0)/index.html") }
        let others = [sites.bundled.url("index.html"), sites.bundled.url("recipes/index.html"), sites.bundled.url("categories/mains/index.html"),
                      sites.bundled.url("recipes/dodo/index.html"), sites.basedCooking.url("recipes/banana-bread/index.html")]
        let search = sites.bundled.url("search/index.html?q=tom")
        let list = sites.bundled.url("list/index.html")
        let cook = sites.bundled.url("recipes/apple-pie/index.html")
        _ = try browser.visit(cook) { try $0.evaluate("localStorage.clear(); sessionStorage.clear(); 0") }
        _ = try browser.visit(sites.bundled.url("recipes/jollof-rice/index.html")) { try $0.click("[data-kitchen-add]") }

        for (width, height, text) in [(390, 844, 16), (1280, 800, 16), (390, 844, 32)] {
            try browser.emulate(width: width, height: height, defaultFontSize: text)
            let view = "\(width)×\(height)\(text == 32 ? " at 200% text" : "")"
            for page in withPictures + others {
                let reach = try browser.visit(page) { try Reach($0) }
                reach.expectTouchableAndNarrow("\(page) \(view)")
                if text == 16 && withPictures.contains(page) {
                    let top = try #require(reach.firstIngredient, "\(page): no ingredient")
                    #expect(top < height, "\(page) \(view): the first ingredient starts at \(top) px, below the first screen")
                }
            }
            let searching = try browser.visit(search) { browser in
                _ = try browser.evaluate("document.querySelectorAll('details').forEach((d) => d.open = true); 0")
                return try Reach(browser)
            }
            searching.expectTouchableAndNarrow("search with its filters open, \(view)")
            try browser.visit(list) { try Reach($0) }.expectTouchableAndNarrow("the shopping list with a recipe on it, \(view)")
            let cooking = try browser.visit(cook) { browser in
                _ = try browser.evaluate("""
                    (() => { document.querySelector('[data-cook-mode]').click();
                      const buttons = [...document.querySelectorAll('.timer-start')];
                      buttons.find((b) => b.textContent === '15 minutes').click();
                      buttons.find((b) => b.textContent === '20 minutes').click(); })()
                    """)
                return try Reach(browser)
            }
            cooking.expectTouchableAndNarrow("cook mode with two timers, \(view)")
            // The bar stays a strip at the foot: a quarter of a phone's screen at normal size, a third at most.
            #expect(cooking.timerBar > 0 && cooking.timerBar * (text == 16 ? 4 : 3) <= height + 1,
                    "cook mode, \(view): the timer bar is \(cooking.timerBar) px of \(height)")
            _ = try browser.visit(cook) { try $0.evaluate("localStorage.removeItem('recipository.timers:' + document.querySelector('[data-recipe]').dataset.recipe); sessionStorage.clear(); 0") }
        }

        // The family's notes ("Soggy bottom. Bake it lower in the oven.") are in view, not folded away.
        try browser.emulate(width: 390, height: 844)
        let notes = try browser.visit(cook) { browser in
            try browser.evaluate("""
                (() => { const note = [...document.querySelectorAll('.about li')].find((li) => li.textContent.includes('Soggy bottom'));
                  return !!note && note.getBoundingClientRect().height > 0 && !note.closest('details:not([open])'); })()
                """) as? Bool
        }
        #expect(notes == true, "the cooked log's notes are hidden")
    }

    /// A timer that comes due rings: a tone through Web Audio and the phone's vibration, and cook
    /// mode asks for the screen to stay on. The browser's own functions are watched (wrapped, and
    /// still called), not replaced: what the page asks of them is what a phone would get.
    @Test(.timeLimit(.minutes(1))) func aTimerRingsAndCookModeKeepsTheScreenOn() throws {
        let sites = try KitchenTruthSites.shared.get()
        let page = sites.bundled.url("recipes/apple-pie/index.html")
        // A timer kept from before, due in eight seconds: the page shows it again when opened.
        try sites.browser.keepTimer("Bake", dueIn: 8, on: page)
        let (heard, row) = try sites.browser.visit(page) { browser in
            _ = try browser.evaluate("""
                (() => {
                  const calls = window.watched = [];
                  const vibrate = navigator.vibrate.bind(navigator);
                  navigator.vibrate = (pattern) => { calls.push('vibrate ' + JSON.stringify(pattern)); return vibrate(pattern); };
                  const lock = navigator.wakeLock.request.bind(navigator.wakeLock);
                  navigator.wakeLock.request = (type) => { calls.push('wake lock ' + type); return lock(type); };
                  \(HeadlessChromium.recordingTones("tone.frequency.value"))
                  document.querySelector('[data-cook-mode]').click();
                  return 0;
                })()
                """)
            try browser.waitUntil("document.querySelector('.timer-bar .timer-done')", seconds: 20)
            return (try browser.evaluate("window.watched") as? [String] ?? [],
                    try browser.text(".timer-bar .timer"))
        }
        _ = try sites.browser.visit(page) { try $0.evaluate("localStorage.clear(); sessionStorage.clear(); 0") }
        #expect(row.hasPrefix("Bake: time is up"), "\(row)")
        #expect(heard.first == "wake lock screen", "cook mode asks for the screen to stay on: \(heard)")
        #expect(heard.contains { $0.hasPrefix("vibrate [") }, "\(heard)")
        #expect(heard.filter { $0.hasPrefix("tone ") }.count >= 3, "a few beeps: \(heard)")
    }

    /// A timer that comes due after a reload, before any tap, cannot sound (the browser's autoplay
    /// rule: this Chromium keeps a page's Web Audio suspended until a tap too). The page says so:
    /// the bar keeps "time is up", the status line tells why there is no sound, and a button offers
    /// it; the next tap (here a key on that button, a real input event) rings with sound.
    @Test(.timeLimit(.minutes(1))) func aTimerDueBeforeAnyTapOffersItsSound() throws {
        let sites = try KitchenTruthSites.shared.get()
        let page = sites.bundled.url("recipes/apple-pie/index.html")
        try sites.browser.keepTimer("Bake", dueIn: 3, on: page)
        let (offer, status, heard, state) = try sites.browser.visit(page) { browser in
            _ = try browser.evaluate("""
                (() => {
                  const calls = window.watched = [];
                  \(HeadlessChromium.recordingTones("this.state"))
                  return 0;
                })()
                """)
            try browser.waitUntil("document.querySelector('.timer-bar .timer-sound')", seconds: 15)
            let offer = try browser.evaluate("(document.querySelector('.timer-bar .timer-sound') || {}).textContent || ''") as? String ?? ""
            let status = try browser.evaluate("(document.querySelector('[data-action-status]') || {}).textContent || ''") as? String ?? ""
            _ = try browser.evaluate("window.watched.length = 0; document.querySelector('.timer-bar .timer-sound')?.focus(); 0")
            try browser.press("Enter")
            try browser.waitUntil("window.made && window.made.state === 'running'", seconds: 5)
            return (offer, status, try browser.evaluate("window.watched") as? [String] ?? [],
                    try browser.evaluate("window.made ? window.made.state : 'none'") as? String ?? "")
        }
        _ = try sites.browser.visit(page) { try $0.evaluate("localStorage.clear(); sessionStorage.clear(); 0") }
        #expect(offer.contains("sound"), "no offer of the sound in the bar")
        #expect(status.contains("Time is up: Bake.") && status.contains("silent"), "status: \(status)")
        #expect(heard.filter { $0.hasPrefix("tone ") }.count >= 3, "the tap rings: \(heard)")
        #expect(state == "running", "the page's sound is on after the tap: \(state)")
    }
}

extension HeadlessChromium {
    /// JavaScript that makes the page's `AudioContext` record each tone it starts in
    /// `window.watched` (a `calls` array in scope), as "tone " and `label` (an expression of
    /// `tone` and `this`, the context), and keep the context as `window.made`.
    static func recordingTones(_ label: String) -> String {
        """
        const Context = window.AudioContext;
        window.AudioContext = class extends Context {
          constructor() { super(); window.made = this; }
          createOscillator() {
            const tone = super.createOscillator(), start = tone.start.bind(tone);
            tone.start = (at) => { calls.push('tone ' + \(label)); return start(at); };
            return tone;
          }
        };
        """
    }

    /// Opens `page` with its storage cleared and one timer kept from before, named `name` and due
    /// `seconds` from now: the page shows it again when next opened.
    func keepTimer(_ name: String, dueIn seconds: Int, on page: String) throws {
        _ = try visit(page) { browser in
            try browser.evaluate("""
                localStorage.clear(); sessionStorage.clear();
                localStorage.setItem('recipository.timers:' + document.querySelector('[data-recipe]').dataset.recipe,
                  JSON.stringify([{ name: \(Self.quoted(name)), end: Date.now() + \(seconds * 1000), rang: false }])); 0
                """)
        }
    }

    /// Waits in the page until `condition` (a JavaScript expression) is true, or `seconds` pass;
    /// what the page then shows is for the test to read.
    func waitUntil(_ condition: String, seconds: Int) throws {
        _ = try evaluate("""
            new Promise((done) => {
              const deadline = Date.now() + \(seconds * 1000);
              (function wait() {
                if ((\(condition)) || Date.now() > deadline) return done(0);
                setTimeout(wait, 100);
              })();
            })
            """, timeoutSeconds: Int32(seconds) + 5)
    }
}
