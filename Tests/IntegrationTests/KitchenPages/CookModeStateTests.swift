import TestSupport
import Foundation
import Testing

/// Cook mode keeps its state (issue 26, 3a–3c). Property: any sequence of scale, units, cook
/// mode, ticks and reloads ends in the same page as the same choices made on a fresh page.
/// Timers are named by their step and kept as deadlines across reloads, and ring when due.
/// Part of the truth suite's serialized suite, in its browser: one Chromium less beside the others.
extension KitchenTruthTests {
    /// What a page shows that the choices decide: the lines, the steps, the ticks, the modes.
    static let snapshot = """
        JSON.stringify({
          lines: [...document.querySelectorAll('.ingredients li')].map((li) => li.textContent.replace(/\\s+/g, ' ').trim()),
          steps: [...document.querySelectorAll('.step-list > li')].map((li) => li.textContent.replace(/\\s+/g, ' ').trim()),
          ticked: [...document.querySelectorAll('input.tick')].map((box) => box.checked && box.parentNode.classList.contains('ticked')),
          boxes: document.querySelectorAll('input.tick').length,
          cook: document.documentElement.classList.contains('cook-mode'),
          units: document.querySelector('[data-units][aria-pressed="true"]')?.dataset.units ?? '',
          servings: document.getElementById('kitchen-servings')?.value ?? '',
          factor: document.querySelector('[data-factor][aria-pressed="true"]')?.dataset.factor ?? '' })
        """

    enum Step: CustomStringConvertible {
        case units(String), servings(Int), factor(String), cook, tick(Int), reload
        var description: String {
            switch self {
            case .units(let u): "units \(u)"
            case .servings(let n): "servings \(n)"
            case .factor(let f): "×\(f)"
            case .cook: "cook mode"
            case .tick(let n): "tick \(n)"
            case .reload: "reload"
            }
        }
    }

    /// The choices a sequence leaves: what a cook would set on a fresh page to get the same.
    struct Choices: Equatable {
        var units = "as-written", servings: Int?, factor: String?, cook = false, ticked: Set<Int> = []
    }

    @Test(.timeLimit(.minutes(4)), arguments: ["sunday-ragu", "apple-pie", "meatloaf"])
    func anySequenceEndsAsTheSameChoicesMadeFresh(slug: String) throws {
        let sites = try KitchenTruthSites.shared.get()
        let browser = sites.browser
        let page = sites.bundled.url("recipes/\(slug)/index.html")
        var generator = SeededGenerator(seed: UInt64(slug.utf8.reduce(7) { $0 &* 31 &+ UInt64($1) }))
        let clear = "localStorage.clear(); sessionStorage.clear(); 0"
        for round in 0..<5 {
            _ = try browser.visit(page) { try $0.evaluate(clear) }
            var choices = Choices()
            var steps: [Step] = []
            let boxes = try browser.visit(page) { try $0.evaluate("document.querySelectorAll('input.tick').length") as? Int ?? 0 }
            let ingredientBoxes = try browser.visit(page) { try $0.evaluate("document.querySelectorAll('.ingredient-list > li > input.tick').length") as? Int ?? 0 }
            let servings = try browser.visit(page) { try $0.evaluate("document.querySelector('[data-kitchen]')?.dataset.servings ?? ''") as? String ?? "" }
            for _ in 0..<10 {
                switch Int.random(in: 0..<6, using: &generator) {
                case 0: steps.append(.units(["as-written", "metric", "us"].randomElement(using: &generator)!))
                case 1: if let base = Int(servings) { steps.append(.servings(Int.random(in: 1...(3 * base), using: &generator))) }
                        else { steps.append(.factor(["1/2", "1", "2", "3"].randomElement(using: &generator)!)) }
                case 2: steps.append(.cook)
                case 3, 4: steps.append(.tick(Int.random(in: 0..<max(boxes, 1), using: &generator)))
                default: steps.append(.reload)
                }
            }
            // The sequence in one visit; a reload is a real one (location.reload), as a cook's is.
            var actions: [String] = []
            var segments: [String] = []
            func run() throws {
                segments.append(actions.joined(separator: "\n"))
                actions = []
            }
            for step in steps {
                switch step {
                case .units(let units):
                    actions.append("document.querySelector('[data-units=\"\(units)\"]').click();")
                    choices.units = units
                case .servings(let n):
                    actions.append(Self.setServings(n))
                    choices.servings = n
                case .factor(let f):
                    actions.append("document.querySelector('[data-factor=\"\(f)\"]').click();")
                    choices.factor = f
                case .cook:
                    actions.append("document.querySelector('[data-cook-mode]').click();")
                    choices.cook.toggle()
                case .tick(let n):
                    // A step can be ticked in cook mode only (its box is hidden outside): a cook cannot click it.
                    actions.append("(() => { const box = document.querySelectorAll('input.tick')[\(n)]; if (box && box.offsetParent !== null) box.click(); })();")
                    if n < ingredientBoxes || choices.cook {
                        if choices.ticked.contains(n) { choices.ticked.remove(n) } else { choices.ticked.insert(n) }
                    }
                case .reload:
                    try run()
                }
            }
            try run()
            let (after, ticked) = try browser.visit(page) { browser in
                for (n, segment) in segments.enumerated() {
                    if n > 0 { try browser.reloadPage() }
                    _ = try browser.evaluate("(() => { \(segment) })()")
                }
                return (try browser.evaluate(Self.snapshot) as? String ?? "",
                        try browser.evaluate("[...document.querySelectorAll('input.tick')].map((b, i) => b.checked ? i : -1).filter((i) => i >= 0)") as? [Int] ?? [])
            }
            #expect(Set(ticked) == choices.ticked, "round \(round) of \(slug): ticks kept as ticked: \(steps)")
            // The same choices on a fresh page: units, then scale, then cook mode, then the ticks.
            _ = try browser.visit(page) { try $0.evaluate(clear) }
            var fresh: [String] = ["document.querySelector('[data-units=\"\(choices.units)\"]').click();"]
            if let n = choices.servings { fresh.append(Self.setServings(n)) }
            if let f = choices.factor { fresh.append("document.querySelector('[data-factor=\"\(f)\"]').click();") }
            if choices.cook { fresh.append("document.querySelector('[data-cook-mode]').click();") }
            for n in choices.ticked.sorted() { fresh.append("document.querySelectorAll('input.tick')[\(n)].click();") }
            let made = try browser.visit(page) { browser in
                _ = try browser.evaluate("(() => { \(fresh.joined(separator: "\n")) })()")
                return try browser.evaluate(Self.snapshot) as? String ?? ""
            }
            #expect(after == made, "round \(round) of \(slug): \(steps)\nafter:  \(after)\nfresh:  \(made)")
            _ = try browser.visit(page) { try $0.evaluate(clear) }
        }
    }

    static func setServings(_ n: Int) -> String {
        "(() => { const field = document.getElementById('kitchen-servings'); field.value = '\(n)'; field.dispatchEvent(new Event('input', { bubbles: true })); })();"
    }

    /// 3a: metric, cook mode, leave, as written: the step is the author's again (350°F, not 175 °C).
    /// 3b: changing units or scale in cook mode keeps the tick boxes, and struck lines can be unticked.
    @Test func unitsAndScaleInCookModeKeepTicksAndTheAuthorsText() throws {
        let sites = try KitchenTruthSites.shared.get()
        let page = sites.bundled.url("recipes/meatloaf/index.html")
        _ = try sites.browser.visit(page) { try $0.evaluate("localStorage.clear(); sessionStorage.clear(); 0") }
        let result = try sites.browser.visit(page) { browser in
            try browser.evaluate("""
                (() => {
                  document.querySelector('[data-units="metric"]').click();
                  document.querySelector('[data-cook-mode]').click();
                  const metricStep = document.querySelector('#step-1').textContent;
                  document.querySelectorAll('input.tick')[0].click();
                  document.getElementById('kitchen-servings').value = '12';
                  document.getElementById('kitchen-servings').dispatchEvent(new Event('input', { bubbles: true }));
                  document.querySelector('[data-units="us"]').click();
                  const box = document.querySelectorAll('.ingredient-list > li')[0].querySelector('input.tick');
                  const kept = !!box && box.checked;
                  box.click();
                  document.querySelector('[data-cook-mode]').click();
                  document.querySelector('[data-units="as-written"]').click();
                  return JSON.stringify({ metricStep, kept, unticked: !document.querySelectorAll('.ingredient-list > li')[0].classList.contains('ticked'),
                    step: document.querySelector('#step-1').textContent.replace(/\\s+/g, ' ').trim(),
                    boxes: document.querySelectorAll('.ingredient-list > li > input.tick').length,
                    lines: document.querySelectorAll('.ingredient-list > li').length });
                })()
                """) as? String ?? ""
        }
        let state = try JSONSerialization.jsonObject(with: Data(result.utf8)) as? [String: Any] ?? [:]
        #expect((state["metricStep"] as? String ?? "").contains("175°C"), "\(state)")
        #expect(state["kept"] as? Bool == true, "the tick box is still there, ticked, after the scale and units changed: \(state)")
        #expect(state["unticked"] as? Bool == true, "\(state)")
        #expect((state["step"] as? String ?? "").hasPrefix("Heat the oven to 350°F (175°C)."), "\(state)")
        #expect(state["boxes"] as? Int == state["lines"] as? Int, "ingredients can be ticked outside cook mode: \(state)")
    }

    /// 3c: two timers at once, each named by its step ("Bake: 44:12 left"), kept as deadlines
    /// across a reload; a timer due while the page was away rings when it is shown again.
    @Test func namedTimersSurviveAReloadAndRingWhenDue() throws {
        let sites = try KitchenTruthSites.shared.get()
        let page = sites.bundled.url("recipes/apple-pie/index.html")
        _ = try sites.browser.visit(page) { try $0.evaluate("localStorage.clear(); sessionStorage.clear(); 0") }
        let started = try sites.browser.visit(page) { browser in
            try browser.evaluate("""
                (() => { document.querySelector('[data-cook-mode]').click();
                  const buttons = [...document.querySelectorAll('.timer-start')];
                  buttons.find((b) => b.textContent === '15 minutes').click();
                  buttons.find((b) => b.textContent === '20 minutes').click();
                  return [...document.querySelectorAll('.timer-bar .timer')].map((t) => t.textContent.replace(/Stop$/, '')); })()
                """) as? [String] ?? []
        }
        #expect(started.count == 2, "\(started)")
        #expect(started.first?.hasPrefix("Chill the pie:") == true && started.first?.hasSuffix(" left") == true, "\(started)")
        #expect(started.last?.hasPrefix("Bake:") == true, "\(started)")
        let reloaded = try sites.browser.visit(page) { browser in
            try browser.evaluate("[...document.querySelectorAll('.timer-bar .timer')].map((t) => t.textContent.replace(/Stop$/, ''))") as? [String] ?? []
        }
        #expect(reloaded.count == 2, "\(reloaded)")
        #expect(reloaded.first?.hasPrefix("Chill the pie: 14:") == true || reloaded.first?.hasPrefix("Chill the pie: 15:00") == true,
                "the deadline is kept, not restarted: \(reloaded)")
        // A deadline in the past, as after a phone call: shown again, it rings (sound, and the vibration the browser has).
        _ = try sites.browser.visit(page) { browser in
            try browser.evaluate("""
                sessionStorage.clear(); localStorage.setItem('recipository.timers:' + document.querySelector('[data-recipe]').dataset.recipe,
                  JSON.stringify([{ name: 'Bake', end: Date.now() - 5000 }])); 0
                """)
        }
        let rang = try sites.browser.visit(page) { browser in
            try browser.evaluate("""
                JSON.stringify({ row: document.querySelector('.timer-bar .timer')?.textContent ?? '',
                  done: !!document.querySelector('.timer-bar .timer-done'),
                  status: document.querySelector('[data-action-status]')?.textContent ?? '' })
                """) as? String ?? ""
        }
        #expect(rang.contains("Bake:") && rang.contains("time is up") && rang.contains("\"done\":true") && rang.contains("Time is up: Bake."), "\(rang)")
        _ = try sites.browser.visit(page) { try $0.evaluate("localStorage.clear(); sessionStorage.clear(); 0") }
    }
}

extension KitchenTruthTests {
    /// A recipe, and cook mode with two timers running, at 390 and 1,280 px, light and dark: what
    /// the timer bar shows, that nothing scrolls sideways, and that the three units are one row of buttons (at 390 px
    /// `US` wrapped alone below the others). `RECIPOSITORY_SCREENSHOTS=DIR` keeps them.
    @Test(.timeLimit(.minutes(2))) func cookModeWithTwoTimersScreenshots() throws {
        let sites = try KitchenTruthSites.shared.get()
        let browser = sites.browser
        let keep = ProcessInfo.processInfo.environment["RECIPOSITORY_SCREENSHOTS"].map { URL(fileURLWithPath: $0) }
        if let keep { try FileManager.default.createDirectory(at: keep, withIntermediateDirectories: true) }
        defer { try? browser.emulate(width: 1280, height: 900) }
        let page = sites.bundled.url("recipes/apple-pie/index.html")
        for dark in [false, true] {
            for width in [390, 1280] {
                try browser.emulate(width: width, height: width == 390 ? 844 : 800, dark: dark)
                _ = try browser.visit(page) { try $0.evaluate("localStorage.clear(); sessionStorage.clear(); 0") }
                let recipe = try browser.visit(page) { try $0.screenshot(wholePage: false) }
                let (cook, bar, wide, unitRows) = try browser.visit(page) { browser in
                    _ = try browser.evaluate("""
                        (() => { document.querySelector('[data-cook-mode]').click();
                          const buttons = [...document.querySelectorAll('.timer-start')];
                          buttons.find((b) => b.textContent === '15 minutes').click();
                          buttons.find((b) => b.textContent === '20 minutes').click(); })()
                        """)
                    return (try browser.screenshot(wholePage: false),
                            try browser.evaluate("[...document.querySelectorAll('.timer-bar .timer-label')].map((l) => l.textContent.trim())") as? [String] ?? [],
                            try browser.evaluate("document.documentElement.scrollWidth > innerWidth") as? Bool ?? true,
                            try browser.evaluate("new Set([...document.querySelectorAll('.kitchen-units button')].map((b) => Math.round(b.getBoundingClientRect().top))).size") as? Int ?? 0)
                }
                #expect(bar == ["Chill the pie:", "Bake:"], "\(width) \(dark): \(bar)")
                #expect(unitRows == 1, "cook mode at \(width) px: the unit buttons in \(unitRows) rows")
                #expect(!wide, "cook mode at \(width) px scrolls sideways")
                for (name, png) in [("recipe", recipe), ("cook-mode-two-timers", cook)] {
                    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]) && png.count > 5_000, "\(name)")
                    try keep.map { try png.write(to: $0.appendingPathComponent("apple-pie-\(name)-\(width)-\(dark ? "dark" : "light").png")) }
                }
                _ = try browser.visit(page) { try $0.evaluate("localStorage.clear(); sessionStorage.clear(); 0") }
            }
        }
    }
}

extension HeadlessChromium {
    /// Reloads the page as a cook does (`location.reload()`: the navigation's type is "reload") and waits for it.
    func reloadPage() throws {
        _ = try evaluate("window.beforeTheReload = true; setTimeout(() => location.reload(), 0); 0")
        let end = ContinuousClock.now + .seconds(30)
        while ContinuousClock.now < end {
            if (try? evaluate("document.readyState === 'complete' && window.beforeTheReload === undefined")) as? Bool == true { return }
            usleep(50_000)
        }
        throw Failure(description: "the reload did not finish in 30 s")
    }
}
