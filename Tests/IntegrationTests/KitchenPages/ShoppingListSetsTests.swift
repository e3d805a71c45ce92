import Foundation
import Testing
import TestSupport

/// Ten sets of recipes of the bundled cookbook put on the shopping list: the lines a cook
/// expects, worked out by hand from the recipes (as written and metric), are on the list
/// `recipository list` prints; and the page, with the recipes added from their pages at the same
/// servings, shows exactly that list, aisle by aisle, in both systems.
@Suite(.blocking, .serialized) struct ShoppingListSetsTests {
    /// Two Chromium profiles of their own (their own localStorage: the other suites' lists and
    /// unit choices do not meet these), on the bundled cookbook `SearchPageFixture` serves.
    static let browsers = Result { () throws -> (HeadlessChromium, HeadlessChromium) in
        let base = FileManager.default.temporaryDirectory
            .appendingPathComponent("recipository-lists-" + Executable.repository.path.filter { $0.isLetter || $0.isNumber })
        try? FileManager.default.removeItem(at: base)
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        return (try HeadlessChromium(profile: base.appendingPathComponent("first")),
                try HeadlessChromium(profile: base.appendingPathComponent("second")))
    }

    struct ListSet: Sendable, CustomTestStringConvertible {
        var slugs: [String]
        /// Every recipe scaled to this many servings (each has a number of servings); nil: as written.
        var servings: Int?
        var asWritten: [String]
        var metric: [String]
        /// Foods and the aisle they must be in (`at home` for the pantry), as written.
        var aisles: [String: String] = [:]

        var testDescription: String { slugs.joined(separator: " + ") + (servings.map { " for \($0)" } ?? "") }
    }

    static let sets: [ListSet] = [
        // The issue's first list. Onions: jollof's 1 and its "1 tomato and ½ onion" make 1½, bought
        // as 2; the tacos' ½ + 1 white onions, 2. Garlic 2 + 2 cloves; bay leaves 1 + 2; the pie's
        // egg; butter 225 g (the author's 2 sticks) + 1 tbsp + 2 tbsp (14.2 g each) = 267.6 g.
        ListSet(slugs: ["apple-pie", "chicken-tinga-tacos", "jollof-rice"], servings: nil,
                asWritten: ["2 onions", "2 white onions", "garlic, 4 cloves", "3 bay leaves", "1 egg", "12 corn tortillas",
                            "lemon juice, 1 tbsp", "dried thyme, 1 tsp"],
                metric: ["2 onions", "2 white onions", "garlic, 4 cloves", "3 bay leaves", "1 egg", "butter (unsalted), 270 g",
                         "lemon juice, 1 tbsp", "dried thyme, 1 tsp"],
                aisles: ["lemon juice": "Fruit and vegetables", "dried thyme": "Spices and condiments", "ice water": "at home",
                         "tomato": "Fruit and vegetables",
                         // The tacos' can of tomatoes, chipotles in adobo and pickled onions are on the shelf of tins and jars
                         // (they were among the vegetables and spices); queso fresco is a cheese, pico de gallo fresh salsa.
                         "diced tomatoes": "Tins and jars", "chipotle peppers": "Tins and jars", "pickled red onions": "Tins and jars",
                         "queso fresco": "Dairy and eggs", "pico de gallo": "Fruit and vegetables"]),
        // The issue's second: pancakes ×2, meatloaf and onion soup ×4/3. Eggs 2 × 2 + 2 × 4/3 = 6⅔,
        // bought as 7; a dash of hot sauce × 4/3, 2 dashes; garlic (2 + 2) × 4/3 = 5⅓ cloves, 6;
        // the soup's bay leaf 1⅓, 2; its 12 slices of baguette 16; its 2 sprigs of thyme 2⅔, 3. The meatloaf's hot
        // sauce is optional, and so on the list: the cook decides in the shop.
        ListSet(slugs: ["buttermilk-pancakes", "meatloaf", "french-onion-soup"], servings: 8,
                asWritten: ["7 eggs", "hot sauce, 2 dashes (optional)", "garlic, 6 cloves", "2 bay leaves", "baguette, 16 slices", "thyme, 3 sprigs"],
                metric: ["7 eggs", "garlic, 6 cloves", "2 bay leaves", "baguette, 16 slices"],
                aisles: ["dried thyme": "Spices and condiments", "thyme": "Fruit and vegetables"]),
        // Tamagoyaki and oyakodon ×2, mousse ×⅔: eggs 8 + 6 + 4 = 18; oyakodon's ½ onion, 1; its scallion, 2.
        ListSet(slugs: ["tamagoyaki", "oyakodon", "chocolate-mousse"], servings: 4,
                asWritten: ["18 eggs", "1 onion", "2 scallions"], metric: ["18 eggs", "1 onion", "2 scallions"]),
        // Huevos rancheros and tacos as written: avocados 1 + 1, tortillas 4 + 12, white onions
        // ½ + ½ + 1, garlic 1 + 2 + 2 cloves.
        ListSet(slugs: ["huevos-rancheros", "chicken-tinga-tacos"], servings: nil,
                asWritten: ["2 avocados", "16 corn tortillas", "2 white onions", "garlic, 5 cloves"],
                metric: ["2 avocados", "16 corn tortillas", "2 white onions", "garlic, 5 cloves"]),
        // Three bakes as written: eggs 2 + 1 + 2; buttermilk 1 + 2 cups; vanilla 1 + 1 tsp (spoons on a
        // metric list too; optional in the pancakes, not in the bread: bought); flour 1 + 1½ + 2 cups, each weighed by its author, 125 + 190 + 250 g = 565 g
        // (USDA's 125 g cup would make 562.5 g), to 10 g as the page rounds above 500 g, half up.
        ListSet(slugs: ["cornbread", "banana-bread", "buttermilk-pancakes"], servings: nil,
                asWritten: ["5 eggs", "buttermilk, 3 cups", "vanilla extract, 2 tsp"],
                metric: ["5 eggs", "all-purpose flour, 570 g", "vanilla extract, 2 tsp"]),
        // Three recipes for 6 as written: bay leaves 2 + 1, thyme 3 + 2 sprigs, garlic 3 + 2 cloves,
        // the mousse's 6 eggs, 2 carrots; cognac 2 tbsp (29.6 ml) + 3 cl = 59.6 ml, to 5 ml, optional in both.
        ListSet(slugs: ["coq-au-vin", "french-onion-soup", "chocolate-mousse"], servings: 6,
                asWritten: ["3 bay leaves", "thyme, 5 sprigs", "garlic, 5 cloves", "6 eggs", "2 carrots"],
                metric: ["3 bay leaves", "garlic, 5 cloves", "6 eggs", "2 carrots", "cognac, 60 ml (optional)"]),
        // Chana masala, rice and miso soup for 4: half a lemon is a lemon to buy; 2 cans of chickpeas;
        // 4 cloves of garlic; 2 scallions; a bunch of cilantro; water is at home.
        ListSet(slugs: ["chana-masala", "basmati-rice", "miso-soup"], servings: 4,
                asWritten: ["1 lemon", "chickpeas, 2 cans", "garlic, 4 cloves", "2 scallions", "cilantro, 1 bunch"],
                metric: ["1 lemon", "chickpeas, 2 cans", "garlic, 4 cloves", "2 scallions"],
                // Canned chickpeas are with the tins (they were listed among the pasta and grains), the rice by the rice.
                aisles: ["water": "at home", "chickpeas": "Tins and jars", "aged basmati rice": "Pasta, rice and grains"]),
        // Tiramisu ×½ and mousse ×⅔: eggs 2 + 4; mascarpone 250 g.
        ListSet(slugs: ["tiramisu", "chocolate-mousse"], servings: 4,
                asWritten: ["6 eggs", "mascarpone, 250 g"], metric: ["6 eggs", "mascarpone, 250 g"]),
        // Oyakodon as written and miso soup ×½: scallions 1 + 1; 3 eggs; ½ onion, 1; tofu 100 g.
        ListSet(slugs: ["oyakodon", "miso-soup"], servings: 2,
                asWritten: ["2 scallions", "3 eggs", "1 onion", "silken tofu, 100 g"],
                metric: ["2 scallions", "3 eggs", "1 onion", "silken tofu, 100 g"]),
        // Ginger as written: the zobo's 5 cm, the chai's 1 cm and the chana masala's 1 inch are one length, 8.54 cm (it was
        // `6 cm + 1 inch`); the suya's ground ginger is the spice, named so and with the spices (it was a second `ginger` among
        // the vegetables). Akara's dried black-eyed peas are by the rice; the huevos' refried black beans with the tins.
        ListSet(slugs: ["zobo", "masala-chai", "chana-masala", "suya", "akara", "huevos-rancheros"], servings: nil,
                asWritten: ["ginger, 8.5 cm", "ground ginger, 1 tsp", "dried black-eyed peas, 2 cups"],
                metric: ["ginger, 8.5 cm", "ground ginger, 1 tsp"],
                aisles: ["ginger": "Fruit and vegetables", "ground ginger": "Spices and condiments",
                         "dried black-eyed peas": "Pasta, rice and grains", "refried black beans": "Tins and jars"]),
        // Jollof for 10 (×5/4): its tomato 1¼, 2; onions (1 + ½) × 5/4 = 1⅞, 2; the red onion 1¼, 2;
        // bay leaves 2½, 3; stock cubes 2½, 3.
        ListSet(slugs: ["jollof-rice"], servings: 10,
                asWritten: ["2 tomatoes", "2 onions", "2 red onions", "3 bay leaves", "3 stock cubes"],
                metric: ["2 tomatoes", "2 onions", "2 red onions", "3 bay leaves", "3 stock cubes"]),
    ]

    @Test(arguments: sets)
    func theListIsWhatACookExpects(_ set: ListSet) throws {
        let page = KitchenPage(fixture: try SearchPageFixture.shared.get(), fromDisk: false)
        let browser = try Self.browsers.get().0
        let cli = try Dictionary(uniqueKeysWithValues: ["as-written", "metric"].map { units in (units, try Self.cliList(set, units: units)) })
        let asWritten = try #require(cli["as-written"]), metric = try #require(cli["metric"])
        for line in set.asWritten { #expect(asWritten.toBuy.contains(line), "as written, \(line): \(asWritten.toBuy)") }
        for line in set.metric { #expect(metric.toBuy.contains(line), "metric, \(line): \(metric.toBuy)") }
        for (food, aisle) in set.aisles {
            #expect(asWritten.aisleOf[food] == aisle, "\(food) in \(asWritten.aisleOf[food] ?? "nowhere"), not \(aisle)")
        }

        // The page: each recipe added from its page, at the servings; then the list, as written and metric.
        _ = try browser.visit(page.list) { try $0.evaluate("localStorage.clear()") }
        for slug in set.slugs {
            _ = try browser.visit(page.recipe(slug)) { browser in
                if let servings = set.servings { try browser.setServings(servings) }
                try browser.click("[data-kitchen-add]")
                return 0
            }
        }
        let (written, inMetric, errors) = try browser.visit(page.list) { browser in
            let written = try browser.shoppingList()
            try browser.click("[data-units=metric]")
            let inMetric = try browser.shoppingList()
            try browser.click("[data-units=as-written]")
            return (written, inMetric, browser.pageErrors)
        }
        #expect(errors.isEmpty, "\(errors)")
        #expect(written.toBuy == asWritten.toBuy)
        #expect(written.atHome == asWritten.atHome)
        #expect(written.aisles == asWritten.aisles)
        #expect(inMetric.toBuy == metric.toBuy)
        #expect(inMetric.atHome == metric.atHome)
    }

    /// Something no recipe has ("kitchen roll") added by hand: on the list under Household, its tick
    /// kept across a reload, removed with its button; a list of it alone is a list.
    @Test func itemsAddedByHandAndTicksStay() throws {
        let page = KitchenPage(fixture: try SearchPageFixture.shared.get(), fromDisk: false)
        let browser = try Self.browsers.get().0
        _ = try browser.visit(page.list) { try $0.evaluate("localStorage.clear()") }
        _ = try browser.visit(page.recipe("oyakodon")) { try $0.click("[data-kitchen-add]") }
        let (added, ticked) = try browser.visit(page.list) { browser in
            _ = try browser.evaluate("""
                (() => { const form = document.querySelector('[data-list-add]'); form.elements.item.value = '  kitchen roll ';
                  form.requestSubmit(); })()
                """)
            let added = (try browser.shoppingList().toBuy, try browser.evaluate(
                "document.querySelector('.shopping-aisle li[data-key=\"kitchen roll\"]')?.closest('section').dataset.aisle ?? ''") as? String)
            _ = try browser.evaluate("document.querySelector('.shopping-aisle li[data-key=\"kitchen roll\"] input').click()")
            return (added, try browser.shoppingList())
        }
        #expect(added.0.contains("kitchen roll") && added.1 == "Household", "\(added)")
        #expect(!ticked.toBuy.contains("kitchen roll") && ticked.atHome.contains("kitchen roll"))
        let (reloaded, removed) = try browser.visit(page.list) { browser in
            let reloaded = try browser.shoppingList()
            _ = try browser.evaluate("[...document.querySelectorAll('[data-list-recipes] button')].find((b) => b.dataset.remove)?.click()")
            let onlyByHand = try browser.shoppingList()
            _ = try browser.evaluate("document.querySelector('[data-remove-added]').click()")
            return (reloaded.atHome, (onlyByHand, try browser.text("[data-list-empty]"), try browser.evaluate("document.querySelector('[data-list-empty]').hidden") as? Bool))
        }
        #expect(reloaded.contains("kitchen roll"), "the tick is kept: \(reloaded)")
        #expect(removed.0.atHome == ["kitchen roll"] && removed.0.toBuy.isEmpty, "\(removed.0)")
        #expect(removed.2 == false, "nothing left: the list says it is empty")
    }

    /// Send this list: one profile sends its list (two recipes at their servings, kitchen roll by
    /// hand, a tick) as a link; a second profile (its own user-data-dir, its own list) opens it,
    /// sees what is in it, and merges: its list is then what the first has with the second's
    /// recipe added, ticks included. Opened again, replace leaves only the sent list.
    @Test func sendingAListToASecondProfile() throws {
        let page = KitchenPage(fixture: try SearchPageFixture.shared.get(), fromDisk: false)
        let (first, second) = try Self.browsers.get()
        _ = try first.visit(page.list) { try $0.evaluate("localStorage.clear()") }
        _ = try first.visit(page.recipe("jollof-rice")) { browser in
            try browser.setServings(10)
            try browser.click("[data-kitchen-add]")
        }
        _ = try first.visit(page.recipe("apple-pie")) { try $0.click("[data-kitchen-add]") }
        let (link, sent) = try first.visit(page.list) { browser in
            _ = try browser.evaluate("""
                (() => { const form = document.querySelector('[data-list-add]'); form.elements.item.value = 'kitchen roll'; form.requestSubmit();
                  document.querySelector('.shopping-aisle li[data-key="onion"] input').click(); })()
                """)
            try browser.click("[data-list-send]")
            return (try browser.evaluate("document.querySelector('[data-list-send-link]').value") as? String ?? "", try browser.shoppingList())
        }
        #expect(link.hasPrefix(page.list + "#list="), "\(link.prefix(120))")
        print("Send this list: jollof for 10, apple pie and kitchen roll make a link of \(link.utf8.count) characters")
        #expect(sent.atHome.contains("2 onions"), "the tick is sent: \(sent.atHome)")

        _ = try second.visit(page.list) { try $0.evaluate("localStorage.clear()") }
        _ = try second.visit(page.recipe("tamagoyaki")) { try $0.click("[data-kitchen-add]") }
        let (preview, before, afterMerge, location, errors) = try second.visit(link) { browser in
            let preview = try browser.text("[data-list-received]")
            let before = try browser.evaluate("[...document.querySelectorAll('[data-list-recipes] li a')].map((a) => a.textContent)") as? [String]
            try browser.click("[data-list-merge]")
            return (preview, before, try browser.shoppingList(), try browser.evaluate("location.href") as? String, browser.pageErrors)
        }
        #expect(errors.isEmpty, "\(errors)")
        #expect(preview.contains("Emeka's Party Jollof Rice (10 servings)") && preview.contains("Mrs. Kowalski's Apple Pie")
                && preview.contains("kitchen roll (added by hand)") && preview.contains("1 thing is ticked as at home"), "\(preview)")
        #expect(before == ["Tamagoyaki (Rolled Omelette)"], "nothing changes before the choice: \(before ?? [])")
        #expect(location == page.list, "the list is taken out of the address: \(location ?? "")")

        // What the first profile has with the second's recipe added is what the second has now.
        _ = try first.visit(page.recipe("tamagoyaki")) { try $0.click("[data-kitchen-add]") }
        let both = try first.visit(page.list) { try $0.shoppingList() }
        #expect(afterMerge.toBuy == both.toBuy && afterMerge.atHome == both.atHome, "merged: \(afterMerge), sender: \(both)")
        #expect(afterMerge.toBuy.contains("kitchen roll") && afterMerge.atHome.contains("2 onions"))

        // A link differing from the page open only by its fragment does not load a page: open another first.
        _ = try second.visit(page.recipe("tamagoyaki")) { _ in 0 }
        let replaced = try second.visit(link) { browser in
            try browser.click("[data-list-replace]")
            return try browser.evaluate("[...document.querySelectorAll('[data-list-recipes] li a')].map((a) => a.textContent)") as? [String]
        }
        #expect(replaced == ["Emeka's Party Jollof Rice", "Mrs. Kowalski's Apple Pie"], "\(replaced ?? [])")
    }

    /// A link's list is checked like every stored value: garbage, a list of the wrong shapes, markup
    /// and a huge fragment give a sentence or nothing, never an error, and the list kept is untouched.
    @Test func aPoisonedLinkNeverBreaksThePage() throws {
        let page = KitchenPage(fixture: try SearchPageFixture.shared.get(), fromDisk: false)
        let second = try Self.browsers.get().1
        _ = try second.visit(page.list) { try $0.evaluate("localStorage.clear()") }
        _ = try second.visit(page.recipe("oyakodon")) { try $0.click("[data-kitchen-add]") }
        let shapes = #"{"recipes": [null, {"id": 5}, {"id": "/x/", "title": "Soup", "href": "javascript:alert(1)", "lines": [{"food": "<img src=x onerror=alert(1)>", "low": "1/0", "high": "x"}]}], "added": [7, "<b>kitchen roll</b>"], "have": {"__proto__": true, "onion": "yes"}}"#
        let encoded = Data(shapes.utf8).base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
        for fragment in ["#list=!!!", "#list=" + String(repeating: "A", count: 500_000), "#list=e30", "#list=" + encoded] {
            _ = try second.visit(page.recipe("oyakodon")) { _ in 0 }
            let (status, shown, images, list, errors) = try second.visit(page.list + fragment) { browser in
                (try browser.text("[data-list-status]"), try browser.evaluate("!document.querySelector('[data-list-received]').hidden") as? Bool,
                 try browser.evaluate("document.querySelectorAll('[data-list-received] img, [data-list-received] b').length") as? Int,
                 try browser.evaluate("[...document.querySelectorAll('[data-list-recipes] li a')].map((a) => a.textContent)") as? [String],
                 browser.pageErrors)
            }
            #expect(errors.isEmpty, "\(fragment.prefix(40)): \(errors)")
            #expect(list == ["Oyakodon"], "\(fragment.prefix(40))")
            #expect(images == 0, "markup stays text")
            if fragment == "#list=" + encoded {
                #expect(shown == true, "the soup and the text added by hand are shown as text")
            } else {
                #expect(shown == false && status.contains("could not be read"), "\(fragment.prefix(40)): \(status)")
            }
        }
    }

    /// The list (two recipes, kitchen roll, a tick, the link made) and search while typing ("chick",
    /// "I have" in use) on a phone, 390 px, light and dark, as PNG; set RECIPOSITORY_SCREENSHOTS
    /// to a folder to keep them and look at them.
    @Test func screenshotsOnAPhone() throws {
        let page = KitchenPage(fixture: try SearchPageFixture.shared.get(), fromDisk: false)
        let browser = try Self.browsers.get().0
        let keep = ProcessInfo.processInfo.environment["RECIPOSITORY_SCREENSHOTS"].map { URL(fileURLWithPath: $0) }
        if let keep { try FileManager.default.createDirectory(at: keep, withIntermediateDirectories: true) }
        defer { try? browser.emulate(width: 1280, height: 900) }
        _ = try browser.visit(page.list) { try $0.evaluate("localStorage.clear()") }
        for slug in ["jollof-rice", "buttermilk-pancakes"] { _ = try browser.visit(page.recipe(slug)) { try $0.click("[data-kitchen-add]") } }
        for dark in [false, true] {
            try browser.emulate(width: 390, height: 844, dark: dark)
            let (list, wrapped, underTheBox) = try browser.visit(page.list) { browser in
                _ = try browser.evaluate("""
                    (() => { const form = document.querySelector('[data-list-add]'); form.elements.item.value = 'kitchen roll'; form.requestSubmit();
                      document.querySelector('.shopping-aisle li[data-key="onion"] input')?.click(); })()
                    """)
                // Each line's words and its recipe's name, where they wrap, start under the words, right of the tick box.
                let lines = try browser.evaluate("""
                    [...document.querySelectorAll('.shopping-aisle li, .shopping-have li')].map((li) => {
                      const box = li.querySelector('input').getBoundingClientRect(), range = document.createRange();
                      range.setStart(li.querySelector('label'), 1); range.setEndAfter(li.lastChild);
                      const rects = [...range.getClientRects()].filter((r) => r.width > 0);
                      return [rects.length > 0 && Math.min(...rects.map((r) => r.left)) < box.right ? 1 : 0,
                              Math.max(...rects.map((r) => r.top)) - Math.min(...rects.map((r) => r.top)) > 12 ? 1 : 0]; })
                    """) as? [[Int]] ?? []
                try browser.click("[data-list-send]")
                return (try browser.screenshot(wholePage: true), lines.filter { $0[1] == 1 }.count, lines.filter { $0[0] == 1 }.count)
            }
            #expect(wrapped > 0, "some line wraps at 390 px, so the test sees where it wraps to")
            #expect(underTheBox == 0, "\(underTheBox) lines wrap under their tick box")
            let search = try browser.visit(page.fixture.overHTTP("q=&have=eggs%2C%20flour")) { browser in
                _ = try browser.evaluate("""
                    (() => { const field = document.getElementById('search-query'); field.value = 'chick';
                      field.dispatchEvent(new Event('input', { bubbles: true })); })()
                    """)
                _ = try browser.evaluate("new Promise((done) => setTimeout(done, 900))")
                return try browser.screenshot(wholePage: false)
            }
            for (name, png) in [("list", list), ("search-typing", search)] {
                #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]) && png.count > 5_000, "\(name)")
                try keep.map { try png.write(to: $0.appendingPathComponent("\(name)-390-\(dark ? "dark" : "light").png")) }
            }
        }
    }

    /// `recipository list` of the set, as JSON: what to buy in order, what is at home, the aisles.
    static func cliList(_ set: ListSet, units: String) throws
        -> (toBuy: [String], atHome: [String], aisles: [String], aisleOf: [String: String]) {
        let servings = set.servings.map { ["--servings", String($0)] } ?? []
        let run = try Executable.run(["list"] + set.slugs + servings + ["--units", units, "--format", "json", "--site", Executable.repository.path])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stderr)")
        let aisles = object["aisles"] as? [[String: Any]] ?? []
        var aisleOf: [String: String] = [:]
        for aisle in aisles {
            for item in aisle["items"] as? [[String: Any]] ?? [] { aisleOf[item["food"] as? String ?? ""] = aisle["aisle"] as? String }
        }
        let pantry = object["pantry"] as? [[String: Any]] ?? []
        for item in pantry { aisleOf[item["food"] as? String ?? ""] = "at home" }
        return (aisles.flatMap { ($0["items"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String } },
                pantry.compactMap { $0["text"] as? String }, aisles.compactMap { $0["aisle"] as? String }, aisleOf)
    }
}
