import Foundation
import TestSupport
import RecipositoryCore
import Testing

/// Scaling, the unit switch and the shopping list in headless Chromium, over HTTP and from
/// `file://`, read from the DOM; printed pages read back with poppler.
@Suite(.blocking, .serialized) struct KitchenPageBrowserTests {
    static let tinga = "chicken-tinga-tacos"

    /// Chicken Tinga Tacos serves 4-6 (the control starts at 4): at 8, the header reads 8-12 and fractions, a range and the alternative measure
    /// scale; the can's size does not; lines without an amount stay as written.
    @Test(arguments: [false, true])
    func scalingFractionsRangesAndACan(fromDisk: Bool) throws {
        let page = KitchenPage(fixture: try SearchPageFixture.shared.get(), fromDisk: fromDisk)
        let (written, eight, six, note, errors) = try page.fresh(page.recipe(Self.tinga)) { browser in
            let written = try browser.ingredientLines()
            #expect(try browser.text("[data-kitchen-fact]") == "4-6")
            for _ in 0..<4 { try browser.click("[data-servings-step=\"1\"]") }
            let eight = try browser.ingredientLines()
            #expect(try browser.text("[data-kitchen-fact]") == "8-12", "the header's Servings follows the scale")
            let note = try browser.text(".kitchen-steps-note")
            try browser.setServings(6)
            #expect(try browser.text("[data-kitchen-fact]") == "6-9")
            return (written, eight, try browser.ingredientLines(), note, browser.pageErrors)
        }
        #expect(errors.isEmpty, "\(errors)")
        #expect(written.first == "1½ lb (680 g) boneless, skinless chicken thighs")
        // 680 g twice is 1,360 g: kilograms to 0.05 as cooks write them.
        #expect(eight.contains("3 lb (1.35 kg) boneless, skinless chicken thighs"), "\(eight)")
        #expect(eight.contains("1 white onion"))
        #expect(eight.contains("2 white onions, thinly sliced"), "the name follows the count: \(eight)")
        #expect(eight.contains("2 bay leaves"), "\(eight)")
        // Every amount on a line scales with it (issue 26): the adobo sauce too.
        #expect(eight.contains("4–6 chipotle peppers in adobo, plus 2 tbsp of the adobo sauce"), "\(eight)")
        #expect(eight.contains("2 cans (14.5 oz) diced tomatoes"), "\(eight)")
        #expect(eight.contains("1 cup (240 ml) chicken cooking broth, reserved"), "\(eight)")
        #expect(eight.contains("salt, to taste"))
        #expect(written.contains("~100 g queso fresco, crumbled"), "\(written)")
        #expect(eight.contains("~200 g queso fresco, crumbled"), "about stays about: \(eight)")
        #expect(eight.count == written.count)
        #expect(note == "Amounts in the steps are for the original recipe (4 servings).")
        // ×1½: counts to the nearest half (onions, avocados, peppers, cans) or whole (bay leaves), saying "about".
        #expect(six.contains("about 1 white onion"), "¾ onion: \(six)")
        #expect(six.contains("1½ avocados, sliced"), "\(six)")
        #expect(six.contains("about 2 bay leaves"), "\(six)")
        #expect(six.contains("1½ cans (14.5 oz) diced tomatoes"), "half a can is used, the rest kept: \(six)")
        #expect(six.contains("3–4½ chipotle peppers in adobo, plus 1½ tbsp of the adobo sauce"), "\(six)")
    }

    /// Metric and US measures, the author's own alternative measure first; "As written" gives
    /// back every line exactly; the choice is remembered from page to page.
    @Test(arguments: [false, true])
    func unitSwitch(fromDisk: Bool) throws {
        let page = KitchenPage(fixture: try SearchPageFixture.shared.get(), fromDisk: fromDisk)
        let (written, metric, us, back) = try page.fresh(page.recipe(Self.tinga)) { browser in
            let written = try browser.ingredientLines()
            try browser.click("[data-units=\"metric\"]")
            let metric = try browser.ingredientLines()
            try browser.click("[data-units=\"us\"]")
            let us = try browser.ingredientLines()
            try browser.click("[data-units=\"as-written\"]")
            let back = try browser.ingredientLines()
            try browser.click("[data-units=\"metric\"]")
            return (written, metric, us, back)
        }
        let remembered = try page.fixture.browser.visit(page.recipe("buttermilk-pancakes")) { try $0.ingredientLines() }
        #expect(metric.first == "680 g boneless, skinless chicken thighs", "\(metric)")
        #expect(metric.contains("120 ml chicken cooking broth, reserved"), "\(metric)")
        #expect(metric.contains("1 tsp salt") && metric.contains("2 tbsp vegetable oil"), "spoons stay spoons: \(metric)")
        #expect(metric.contains("1 can (14.5 oz) diced tomatoes"), "\(metric)")
        #expect(us.contains("~3½ oz queso fresco, crumbled"), "\(us)")
        #expect(us.first == "1½ lb boneless, skinless chicken thighs", "\(us)")
        #expect(back == written)
        #expect(remembered.contains("250 g all-purpose flour"), "metric is remembered, flour weighed: \(remembered)")
    }

    /// A recipe whose yield is not a number of servings scales by ×½, ×2, ×3.
    @Test func yieldScalesByFactors() throws {
        let page = KitchenPage(fixture: try SearchPageFixture.shared.get(), fromDisk: false)
        let (hasField, doubled) = try page.fresh(page.recipe("cornbread")) { browser in
            let hasField = try browser.evaluate("!!document.getElementById('kitchen-servings')") as? Bool
            try browser.click("[data-factor=\"2\"]")
            return (hasField, try browser.ingredientLines())
        }
        #expect(hasField == false)
        #expect(doubled.contains { $0.hasPrefix("2 cups (300 g) yellow cornmeal") }, "\(doubled)")
    }

    /// `Juice of 1 lime` counts the lime: doubled it reads `Juice of 2 limes`, halved `Juice of ½ lime`;
    /// metric leaves it as written; on the list with the tacos' 2 limes it is 3 limes, bought whole, as
    /// `recipository list` says.
    @Test func juiceOfALimeScalesAndBuysLimes() throws {
        let page = KitchenPage(fixture: try SearchPageFixture.shared.get(), fromDisk: false)
        let (doubled, halved, metric, errors) = try page.fresh(page.recipe("pico-de-gallo")) { browser in
            try browser.click("[data-factor=\"2\"]")
            let doubled = try browser.ingredientLines()
            try browser.click("[data-factor=\"1/2\"]")
            let halved = try browser.ingredientLines()
            try browser.click("[data-factor=\"1\"]")
            try browser.click("[data-units=\"metric\"]")
            let metric = try browser.ingredientLines()
            try browser.click("[data-units=\"as-written\"]")
            try browser.click("[data-kitchen-add]")
            return (doubled, halved, metric, browser.pageErrors)
        }
        #expect(errors.isEmpty, "\(errors)")
        #expect(doubled.contains("Juice of 2 limes"), "\(doubled)")
        #expect(halved.contains("Juice of ½ lime"), "\(halved)")
        #expect(metric.contains("Juice of 1 lime"), "\(metric)")
        try page.fixture.browser.visit(page.recipe(Self.tinga)) { try $0.click("[data-kitchen-add]") }
        let list = try page.fixture.browser.visit(page.list) { try $0.shoppingList() }
        let cli = try Executable.run(["list", "pico-de-gallo", Self.tinga, "--site", Executable.repository.path])
        #expect(list.toBuy.contains("3 limes"), "\(list.toBuy)")
        #expect(cli.stdout.contains("- 3 limes\n"), "\(cli.stdout)")
    }

    /// What prints is what the screen shows: the scaled amounts, and a line saying so, on one page.
    @Test func scaledRecipePrintsAsShown() throws {
        let page = KitchenPage(fixture: try SearchPageFixture.shared.get(), fromDisk: true)
        let pdf = try page.fresh(page.recipe(Self.tinga)) { browser in
            try browser.setServings(8)
            return try browser.printToPDF()
        }
        let text = try Poppler.text(of: pdf)
        #expect(try Poppler.pages(of: pdf) == 1, "scaled, it still fits the one page it fits unscaled: \(text.suffix(700))")
        #expect(text.contains("3 lb (1.35 kg)"), "\(text.prefix(800))")
        #expect(text.contains("Amounts for 8 servings"))
        #expect(!text.contains("Add to shopping list"))
    }

    /// Three recipes at 8 servings each: the page's list agrees line by line with
    /// `recipository list --servings 8`, optional lines said so; a tick survives a reload; the list prints on one page.
    @Test(arguments: [false, true])
    func shoppingListMergesTicksAndPrints(fromDisk: Bool) throws {
        let page = KitchenPage(fixture: try SearchPageFixture.shared.get(), fromDisk: fromDisk)
        let slugs = [Self.tinga, "buttermilk-pancakes", "sunday-ragu"]
        var statuses: [String] = []
        _ = try page.fresh(page.recipe(slugs[0])) { _ in 0 }
        for slug in slugs {
            statuses.append(try page.fixture.browser.visit(page.recipe(slug)) { browser in
                try browser.setServings(8)
                try browser.click("[data-kitchen-add]")
                return try browser.text(".kitchen-status")
            })
        }
        #expect(statuses.last == "Added Nonna Rosa's Ragù alla Bolognese (8 servings) on the shopping list: 3 recipes.", "\(statuses)")
        let (first, afterTick) = try page.fixture.browser.visit(page.list) { browser in
            let first = try browser.shoppingList()
            _ = try browser.evaluate("(() => { const box = document.querySelector('.shopping-aisle input'); box.click(); })()")
            return (first, try browser.shoppingList())
        }
        let (afterReload, pdf, errors) = try page.fixture.browser.visit(page.list) { browser in
            (try browser.shoppingList(), try browser.printToPDF(), browser.pageErrors)
        }
        #expect(errors.isEmpty, "\(errors)")
        let cli = try Executable.run(["list"] + slugs + ["--servings", "8", "--format", "json", "--site", Executable.repository.path])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(cli.stdout.utf8)) as? [String: Any])
        let aisles = try #require(object["aisles"] as? [[String: Any]])
        let cliToBuy = aisles.flatMap { ($0["items"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String } }
        let cliPantry = (object["pantry"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
        #expect(first.toBuy == cliToBuy)
        #expect(first.atHome == cliPantry)
        #expect(first.aisles == aisles.compactMap { $0["aisle"] as? String })
        #expect(first.toBuy.contains("3 white onions"), "½ + 1 white onion, twice: \(first.toBuy)")
        // The pancakes' `1 tsp vanilla extract (optional)`: the cook decides in the shop.
        #expect((first.toBuy + first.atHome).contains { $0.hasPrefix("vanilla extract") && $0.hasSuffix(" (optional)") }, "\(first)")
        let ticked = try #require(first.toBuy.first)
        #expect(!afterTick.toBuy.contains(ticked) && afterTick.atHome.contains(ticked))
        #expect(afterReload.toBuy == afterTick.toBuy && afterReload.atHome == afterTick.atHome)
        #expect(try Poppler.pages(of: pdf) == 1)
        let printed = try Poppler.text(of: pdf)
        #expect(printed.contains(afterTick.toBuy.last ?? "?"))
        #expect(!printed.contains("Copy as text") && !printed.contains(ticked))
    }

    /// The page's arithmetic (kitchen-amounts.js) against the Swift side, case by case: scaling,
    /// rounding, units, densities and the merge; then oven temperatures and pan sizes in steps.
    @Test func pageArithmeticAgreesWithSwift() throws {
        let page = KitchenPage(fixture: try SearchPageFixture.shared.get(), fromDisk: false)
        let quantities = [Quantity(Rational(1, 3)), Quantity(Rational(3, 2)), Quantity(low: Rational(2), high: Rational(3)),
                          Quantity(Rational(250)), Quantity(Rational(7, 8)), Quantity(Rational(1000))]
        let units: [RecipositoryCore.Unit?] = [nil, .g, .kg, .ml, .l, .tsp, .tbsp, .cup, .oz, .lb, .flOz, .quart, .dl, .cl, .can, .clove, .stick, .inch, .cm]
        let factors = [Rational(1), Rational(1, 2), Rational(2), Rational(3), Rational(5, 4), Rational(7, 3)]
        let foods = ["", "flour", "unsalted butter", "gravel"]
        var cases: [[String]] = []
        var expected: [String] = []
        for quantity in quantities {
            for unit in units {
                for factor in factors {
                    for system in SiteConfig.Units.allCasesForTests {
                        for food in foods {
                            let weights = food.isEmpty ? nil : FoodTable.builtIn.weights(food: food, unit: unit, size: nil, preparation: nil)
                            let density = weights?.gramsPerMl, stick = unit == .stick ? weights?.gramsEach : nil
                            cases.append([quantity.low.description, quantity.high.description, unit?.symbol ?? "", factor.description,
                                          system.rawValue, density?.description ?? "", stick?.description ?? "", food.isEmpty ? "whole" : ""])
                            // Counts as the recipe page shows them: `about 5` eggs (whole) for the food "", halves for the others.
                            expected.append(KitchenAmount(quantity, unit).scaled(by: factor).converted(to: system, density: density, stickGrams: stick)
                                .shown(wholeOnly: food.isEmpty))
                        }
                    }
                }
            }
        }
        let casesJSON = String(decoding: try JSONSerialization.data(withJSONObject: cases), as: UTF8.self)
        let mergeCasesJSON = String(decoding: try JSONSerialization.data(withJSONObject: Self.mergeCases.map { system, lines in
            [system.rawValue, lines.map { line -> [Any] in
                let weights: Any = line.weights.map { w -> [String: Any] in
                    ["group": w.group, "gCup": w.gramsPerMl.map { ($0 * RecipositoryCore.Unit.cup.baseAmount!).description } ?? NSNull(), "gEach": w.gramsEach?.description ?? NSNull(),
                     "piece": w.pieceName ?? NSNull(), "liquid": w.isLiquid]
                } ?? NSNull()
                return [line.recipe, line.food, line.amount?.quantity.low.description ?? NSNull(), line.amount?.unit?.symbol ?? NSNull(), weights,
                        line.isOptional, line.unitWord ?? NSNull(), line.containerSize ?? NSNull()]
            }] as [Any]
        }), as: UTF8.self)
        let (shown, merged, steps) = try page.fixture.browser.visit(page.recipe(Self.tinga)) { browser in
            let shown = try browser.evaluate("""
                (() => { const K = window.RecipositoryKitchen;
                  return \(casesJSON).map(([low, high, unit, factor, system, density, stick, whole]) => K.shownAmount(K.converted(
                    { quantity: K.scaleQ({ low: K.parse(low), high: K.parse(high) }, K.parse(factor)), unit: unit || null },
                    system, K.parse(density), K.parse(stick)), whole === "whole")); })()
                """) as? [String] ?? []
            let merged = try browser.evaluate("""
                (() => { const K = window.RecipositoryKitchen;
                  return \(mergeCasesJSON).map(([system, lines]) => K.mergeList(lines.map(([recipe, food, low, unit, weights, optional, unitWord, containerSize]) => ({ recipe, food,
                    amount: low ? { quantity: { low: K.parse(low), high: K.parse(low) }, unit: unit || null } : null, weights: K.weightsOf(weights), optional,
                    unitWord, containerSize })),
                    system).map((i) => i.text)); })()
                """) as? [[String]] ?? []
            let steps = try browser.evaluate("""
                (() => { const K = window.RecipositoryKitchen;
                  return [K.convertStepText('Heat the oven to 350°F. Grease a 9x13-inch pan.', 'metric'),
                          K.convertStepText('Bake at 180 °C in a 20 cm tin.', 'us'),
                          K.convertStepText('Bake at 180°C (350°F).', 'us'),
                          K.convertStepText('Heat the oven to 350°F.', 'as-written'),
                          K.convertStepText('Cut into 1-1/2-inch cubes, 1/2-1 inch thick.', 'metric')]; })()
                """) as? [String] ?? []
            // A container word no table knows, counted on the page as the list counts it (`KitchenRounding.containerWord`).
            let containers = try browser.evaluate("""
                (() => { const K = window.RecipositoryKitchen;
                  return \(Self.containerCasesJSON).map(([low, word]) => K.displayed({ quantity: { low: K.parse(low), high: K.parse(low) }, unit: word })); })()
                """) as? [String] ?? []
            #expect(containers == Self.containerCases.map { low, word in
                "\(low) " + KitchenRounding.containerWord(word, plural: Rational(Int(low)!) > Rational(1))
            }, "\(containers)")
            #expect(containers.first == "2 boxes")
            return (shown, merged, steps)
        }
        #expect(shown.count == expected.count)
        let disagreements = zip(cases, zip(shown, expected)).filter { $1.0 != $1.1 }
        #expect(disagreements.isEmpty, "\(disagreements.count) of \(cases.count) differ, first: \(disagreements.prefix(5))")
        let swiftMerged = Self.mergeCases.map { system, lines in ShoppingList(lines, system: system).items.map(\.text) }
        #expect(merged == swiftMerged)
        let asWritten = merged.first ?? []
        for text in ["flour, 425 g", "gravel, 300 g + 1 cup", "3 onions", "red onions, 1.35 kg (about 12 medium)",
                     "butter (unsalted), 2 sticks + 3 tbsp", "sugar (granulated), 2⅔ cups", "rice, 2 cups + 2 tbsp",
                     "2 leeks", "beer, 2 bottles", "marinara sauce, 2 jars", "chicken thighs and drumsticks, 2.2 kg",
                     "8 pork shoulder steaks (optional)", "parsley, 3 tbsp", "chickpeas, 3 tins (400g)", "sardines, 3 cans"] {   // 1 leek and ½ cup, 89 g and 44.5 g (USDA 11246): 1½ leeks, bought whole
            #expect(asWritten.contains(text), "\(text): \(asWritten)")
        }
        let metric = merged.count > 1 ? merged[1] : []
        #expect(metric.contains("butter (unsalted), 270 g") && metric.contains("red onions, 250 g (about 2 medium)") == false, "\(metric)")
        // An oven at 350 °F is 180 °C on the dial (kitchen-conventions.md), a 9 × 13 pan 23 × 33 cm; a value given
        // in both systems shows once, the author's own. `1-1/2-inch` is 1½ inches (3.8 cm, to the ½ cm: 4 cm), not a
        // range down to ½; `1/2-1 inch` is one (½ inch is 1 cm in the conventions' table).
        #expect(steps == ["Heat the oven to 180\u{a0}°C. Grease a 23\u{a0}×\u{a0}33\u{a0}cm pan.", "Bake at 350\u{a0}°F in an 8-inch tin.",
                          "Bake at 350°F.", "Heat the oven to 350°F.", "Cut into 4\u{a0}cm cubes, 1–2.5\u{a0}cm thick."])
    }

    static let containerCases = [("2", "box"), ("1", "bowls"), ("3", "glass"), ("2", "envelope"), ("1", "jar"), ("2", "pouch"), ("2", "loaf"), ("1", "loaves")]
    static var containerCasesJSON: String { "[" + containerCases.map { "[\"\($0.0)\",\"\($0.1)\"]" }.joined(separator: ",") + "]" }

    /// The controls the page's scripts show (text size, cook mode, share, print, scale and units,
    /// the list) keep their room, unseen, while the scripts load, so nothing under them moves
    /// when they appear. A phone draws a page before its deferred scripts arrive: on
    /// based.cooking's fennel soup at 390 px the steps moved 452 px (a layout shift of 0.19) and
    /// the browser fetched their lazy pictures for nearer than they were, 204 KB against 150.
    /// Read in the loaded page by putting it back as it is before its scripts run; when they
    /// have run the room is given back, so a control whose script failed leaves no gap.
    @Test func theCooksControlsHaveTheirRoomBeforeTheScriptsShowThem() throws {
        let page = KitchenPage(fixture: try SearchPageFixture.shared.get(), fromDisk: false)
        let figures = try page.fresh(page.recipe(Self.tinga)) { browser in
            try browser.evaluate("""
                (() => {
                  const root = document.documentElement, steps = document.getElementById('steps-heading');
                  const top = () => steps.getBoundingClientRect().top + window.scrollY;
                  const controls = [...document.querySelectorAll('[data-needs-script], [data-kitchen], [data-kitchen-list], .text-size')];
                  const after = { top: top(), loading: root.classList.contains('scripts-loading'), controls: controls.length };
                  controls.forEach((control) => { control.hidden = true; });
                  root.classList.add('scripts-loading');
                  const before = { top: top(), seen: controls.filter((c) => getComputedStyle(c).visibility !== 'hidden').length };
                  root.classList.remove('scripts-loading');
                  const without = top();
                  controls.forEach((control) => { control.hidden = false; });
                  return [after.top, after.loading, after.controls, before.top, before.seen, without];
                })()
                """) as? [Any] ?? []
        }
        try #require(figures.count == 6, "\(figures)")
        let shown = (figures[0] as? NSNumber)?.doubleValue ?? -1, loading = (figures[3] as? NSNumber)?.doubleValue ?? -2
        let collapsed = (figures[5] as? NSNumber)?.doubleValue ?? -3
        // Seven controls: text size, cook mode, share, print, "I made this", scale and units, the list.
        #expect(figures[2] as? Int == 7, "\(figures)")
        #expect(loading == shown, "the steps at \(loading) px while the scripts load, at \(shown) px after")
        #expect(figures[4] as? Int == 0, "no control is seen before its script shows it")
        #expect(collapsed < shown - 40, "the controls take room (else this test shows nothing): \(collapsed) against \(shown)")
        #expect(figures[1] as? Bool == false, "the room is given back once the scripts have run")
    }

    /// What the shopping list page reads back from localStorage is checked: `recipes: [null]`
    /// once threw and left the page empty. Entries of another shape are dropped, a link that is
    /// not a page's address is not made, and the good recipe's food is on the list.
    @Test func poisonedShoppingListNeverBreaksThePage() throws {
        let page = KitchenPage(fixture: try SearchPageFixture.shared.get(), fromDisk: false)
        let good = #"{"id": "/recipes/soup/", "title": "Leek Soup", "href": "javascript:alert(1)", "factor": "1", "servings": null, "lines": [{"food": "leek", "low": "2", "high": "2", "unit": null}, null, 7, {"food": ["x"]}]}"#
        let list = #"{"recipes": [null, 5, "x", {"title": ["a"], "id": "/x/"}, \#(good)], "have": [1], "pantry": 3}"#
        _ = try page.fixture.browser.visit(page.list) { browser in
            try browser.evaluate("localStorage.clear(); localStorage.setItem('recipository.shoppingList', \(HeadlessChromium.quoted(list))); 0")
        }
        let (recipes, links, shopping, errors) = try page.fixture.browser.visit(page.list) { browser in
            (try browser.evaluate("[...document.querySelectorAll('[data-list-recipes] li a')].map((a) => a.textContent)") as? [String] ?? [],
             try browser.evaluate("[...document.querySelectorAll('[data-list-recipes] li a')].map((a) => a.getAttribute('href'))") as? [String] ?? [],
             try browser.shoppingList(), browser.pageErrors)
        }
        #expect(errors.isEmpty, "\(errors)")
        #expect(recipes == ["Leek Soup"])
        #expect(links == ["#"])
        #expect(shopping.toBuy == ["2 leeks"], "\(shopping)")
        _ = try page.fixture.browser.visit(page.list) { try $0.evaluate("localStorage.clear()") }
    }
}

extension KitchenPageBrowserTests {
    /// Lists merged by the page and by Swift alike: each system, with the food table's weights on each line.
    static let mergeCases: [(SiteConfig.Units, [ShoppingList.Line])] = {
        func line(_ recipe: String, _ food: String, _ amount: Rational?, _ unit: RecipositoryCore.Unit? = nil, optional: Bool = false,
                  word: String? = nil, size: String? = nil) -> ShoppingList.Line {
            ShoppingList.Line(recipe: recipe, food: food, amount: amount.map { KitchenAmount(Quantity($0), unit) },
                              weights: FoodTable.builtIn.weights(food: food, unit: unit, size: nil, preparation: nil), isOptional: optional,
                              unitWord: word, containerSize: size)
        }
        let lines = [line("A", "onions", Rational(2)), line("B", "onion", Rational(1)), line("A", "flour", Rational(300), .g),
                     line("B", "flour", Rational(1), .cup), line("A", "gravel", Rational(300), .g),
                     line("B", "gravel", Rational(1), .cup), line("A", "milk", Rational(1), .cup),
                     line("B", "milk", Rational(4), .tbsp), line("A", "salt", nil),
                     line("A", "red onions", Rational(4, 3)), line("B", "red onion", Rational(1200), .g),
                     line("A", "unsalted butter", Rational(2), .stick), line("B", "butter", Rational(3), .tbsp),
                     line("A", "sugar", Rational(40), .tbsp), line("B", "granulated sugar", Rational(3), .tbsp),
                     line("A", "garlic", Rational(3)), line("B", "garlic", Rational(2), .clove), line("B", "garlic", Rational(1), .tbsp),
                     line("A", "cherry tomatoes", Rational(12)), line("B", "cherry tomatoes", Rational(1), .cup),
                     line("A", "envelope yeast", Rational(1)), line("B", "lemon juice", Rational(2), .tbsp),
                     line("B", "lemon juice", Rational(100), .ml), line("A", "leek", Rational(1)), line("B", "leeks", Rational(1, 2), .cup),
                     line("A", "rice", Rational(2), .cup), line("B", "rice", Rational(2), .tbsp),
                     // Optional in every recipe that asks for it: the cook decides in the shop; asked for plainly once, bought.
                     line("A", "pork shoulder steaks", Rational(8), optional: true),
                     line("A", "parsley", Rational(2), .tbsp, optional: true), line("B", "parsley", Rational(1), .tbsp),
                     // British tins of one size (`2 x 400g tins`, `400g tin`): bought as the author calls them, with their size;
                     // a tin and a can of no size: cans.
                     line("A", "chickpeas", Rational(2), .can, word: "tins", size: "400g"), line("B", "chickpeas", Rational(1), .can, word: "tin", size: "400g"),
                     line("A", "sardines", Rational(2), .can, word: "tins"), line("B", "sardines", Rational(1), .can)]
        // A bottle of beer whose size the line gives (its weights carry what one weighs) and cups of it: 2 bottles.
        let written = ["1 bottle (12 oz) beer", "1 1/2 cups beer", "1 jar (24 oz) marinara sauce", "1 cup marinara sauce",
                       "1.5 kg chicken thighs and drumsticks", "1 1/2 lb boneless chicken thighs", "5 oz Garlic and Fine Herbs"].map { text in
            let part = ShoppingList.parts(of: Ingredient(text: text, line: IngredientLineParser.parse(text)))[0]
            return ShoppingList.Line(recipe: "C", food: part.food, amount: part.quantity.map { KitchenAmount($0, part.unit) }, weights: part.weights)
        }
        return SiteConfig.Units.allCasesForTests.map { ($0, lines + written) }
    }()
}

extension SiteConfig.Units {
    static let allCasesForTests: [SiteConfig.Units] = [.asWritten, .metric, .us]
}

/// poppler-utils, as the print tests use it.
enum Poppler {
    static func pages(of pdf: Data) throws -> Int {
        let info = try run("pdfinfo", pdf, [])
        let line = info.split(separator: "\n").first { $0.hasPrefix("Pages:") } ?? ""
        return Int(line.split(separator: " ").last ?? "") ?? 0
    }

    static func text(of pdf: Data) throws -> String {
        try run("pdftotext", pdf, ["-layout"], output: "-")
    }

    private static func run(_ tool: String, _ pdf: Data, _ options: [String], output: String? = nil) throws -> String {
        guard let path = ["/usr/bin", "/usr/local/bin"].map({ "\($0)/\(tool)" }).first(where: FileManager.default.isExecutableFile) else {
            throw HeadlessChromium.Failure(description: "\(tool) is needed for the print tests: install the Debian package poppler-utils (.ci/install-test-deps)")
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("kitchen-\(UUID().uuidString).pdf")
        try pdf.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try Tool.run(path, options + [file.path] + (output.map { [$0] } ?? []))
        return result.stdout
    }

}

