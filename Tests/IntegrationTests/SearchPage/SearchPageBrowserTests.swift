import Foundation
import Testing

/// The search page of the built bundled cookbook in headless Chromium, over HTTP and opened
/// from disk (`file://`, where only `search-index.js` can bring the index), read from the DOM.
@Suite(.blocking, .serialized) struct SearchPageBrowserTests {
    @Test(arguments: SearchCase.all)
    func overHTTP(_ search: SearchCase) throws {
        let fixture = try SearchPageFixture.shared.get()
        try check(search, on: fixture.snapshot(of: fixture.overHTTP(search.search)))
    }

    @Test(arguments: SearchCase.all)
    func fromDisk(_ search: SearchCase) throws {
        let fixture = try SearchPageFixture.shared.get()
        try check(search, on: fixture.snapshot(of: fixture.fromDisk(search.search)))
    }

    /// "I have… chicken" finds Chicken Tinga Tacos by its `boneless, skinless chicken thighs`, and the
    /// broth the recipe makes from that chicken is not listed as still needed.
    @Test(arguments: [false, true])
    func iHaveChickenFindsTheTacos(fromDisk: Bool) throws {
        let fixture = try SearchPageFixture.shared.get()
        let page = try fixture.snapshot(of: fromDisk ? fixture.fromDisk("have=chicken") : fixture.overHTTP("have=chicken"))
        let tacos = page.results.first { $0.slug == "chicken-tinga-tacos" }
        #expect(tacos != nil, "\(page.slugs)")
        #expect(tacos?.pantry?.contains("Uses your chicken") == true, "\(tacos?.pantry ?? "no I have line")")
        #expect(tacos?.pantry?.contains("chicken cooking") == false, "\(tacos?.pantry ?? "no I have line")")
        #expect(tacos?.pantry?.contains("Still needs") == true, "\(tacos?.pantry ?? "no I have line")")
    }

    /// A result for a recipe with a picture shows it as the recipe's card does: the same file, in
    /// the card's fixed box, fetched lazily, its size given; the list does not move when the
    /// pictures arrive. A recipe without a picture shows none.
    @Test(arguments: [false, true])
    func resultsShowTheRecipesPicture(fromDisk: Bool) throws {
        let fixture = try SearchPageFixture.shared.get()
        let url = fromDisk ? fixture.fromDisk("q=tomato") : fixture.overHTTP("q=tomato")
        let page = try fixture.snapshot(of: url)
        let tacos = try #require(page.results.first { $0.slug == "chicken-tinga-tacos" }?.picture, "\(page.results)")
        #expect(tacos.src == "../images/tacos.svg")
        #expect(tacos.alt == "" && tacos.loading == "lazy")
        #expect(tacos.width == "400" && tacos.height == "300")
        #expect(page.results.first { $0.slug == "coq-au-vin" }.map { $0.picture == nil } == true, "Coq au Vin has no picture")
        #expect(page.results.filter { $0.picture != nil }.map(\.slug) == ["chicken-tinga-tacos", "jollof-rice", "minestrone", "suya"])

        let card = fromDisk ? fixture.site.appendingPathComponent("categories/mains/index.html").absoluteString
            : fixture.server.url("categories/mains/index.html")
        let cardPicture = try fixture.browser.visit(card) { browser in
            try browser.evaluate("""
                (() => { const image = [...document.querySelectorAll('.recipe-card')]
                  .find((card) => card.querySelector('a').textContent === 'Chicken Tinga Tacos')?.querySelector('img');
                  return image ? JSON.stringify([image.src, image.getBoundingClientRect().width, image.getBoundingClientRect().height]) : '[]'; })()
                """) as? String
        }
        let cardValues = try JSONSerialization.jsonObject(with: Data((cardPicture ?? "[]").utf8)) as? [Any] ?? []
        #expect(cardValues.first as? String == tacos.url, "the card's picture")
        #expect(cardValues.dropFirst().compactMap { ($0 as? NSNumber)?.doubleValue } == [tacos.boxWidth, tacos.boxHeight], "in the card's box")
        #expect(tacos.boxWidth == tacos.boxHeight && tacos.boxWidth > 80, "a square box: \(tacos.boxWidth)×\(tacos.boxHeight)")

        let (before, after, loaded) = try fixture.browser.visit(url) { browser in
            let height = "document.getElementById('search-results').getBoundingClientRect().height"
            let before = try browser.evaluate(height) as? Double
            let loaded = try browser.evaluate("""
                Promise.all([...document.querySelectorAll('#search-results img')].map((image) => image.decode()
                  .then(() => image.naturalWidth > 0, () => false)))
                """) as? [Bool]
            return (before, try browser.evaluate(height) as? Double, loaded)
        }
        #expect(loaded == [true, true, true, true], "every picture loads")
        #expect(before != nil && before == after, "the results kept their place: \(before ?? -1) then \(after ?? -1) px")
    }

    /// Results while typing; the URL follows once the typing pauses, so the search can be bookmarked.
    @Test(arguments: [false, true])
    func typingShowsResultsAndUpdatesTheAddress(fromDisk: Bool) throws {
        let fixture = try SearchPageFixture.shared.get()
        let page = fromDisk ? fixture.fromDisk("") : fixture.overHTTP("")
        let (whileTyping, afterPause) = try fixture.browser.visit(page) { browser in
            let empty = try SearchPageSnapshot.read(browser)
            #expect(empty.results.isEmpty && empty.status.isEmpty)
            _ = try browser.evaluate("""
                const field = document.getElementById('search-query');
                field.value = 'tom';
                field.dispatchEvent(new Event('input', { bubbles: true }));
                """)
            let whileTyping = try SearchPageSnapshot.read(browser)
            _ = try browser.evaluate("new Promise((done) => setTimeout(done, 1000))")
            return (whileTyping, try SearchPageSnapshot.read(browser))
        }
        #expect(whileTyping.slugs == SearchCase.tomatoRecipes)
        #expect(afterPause.location.hasSuffix("search/index.html?q=tom"), "address: \(afterPause.location)")
        #expect(afterPause.status == "10 recipes with tom….")
    }

    /// Keyboard only: Tab reaches the field, Enter searches without leaving the page, and Tab
    /// goes on past the folded filters and the Search button to the first result.
    @Test func keyboardOnly() throws {
        let fixture = try SearchPageFixture.shared.get()
        let (focusReached, afterEnter, focusedResult) = try fixture.browser.visit(fixture.overHTTP("")) { browser in
            let focusedID = { try browser.evaluate("document.activeElement?.id ?? ''") as? String ?? "" }
            var tabs = 0
            while try focusedID() != "search-query" && tabs < 15 {
                try browser.press("Tab")
                tabs += 1
            }
            let reached = try focusedID() == "search-query"
            try browser.type("chicken tomato")
            try browser.press("Enter")
            let afterEnter = try SearchPageSnapshot.read(browser)
            for _ in 0..<3 { try browser.press("Tab") }  // the folded "I have…, and filters", Search, first result
            let focused = try browser.evaluate("document.activeElement?.getAttribute('href') ?? ''") as? String
            return (reached, afterEnter, focused)
        }
        #expect(focusReached)
        #expect(afterEnter.slugs == ["chicken-tinga-tacos", "coq-au-vin"])
        #expect(afterEnter.location.hasSuffix("?q=chicken+tomato"), "Enter keeps the page and records the search")
        #expect(focusedResult == "../recipes/chicken-tinga-tacos/index.html")
    }

    /// No script error, including the warm-up the page runs once idle.
    @Test(arguments: [false, true])
    func noScriptErrors(fromDisk: Bool) throws {
        let fixture = try SearchPageFixture.shared.get()
        let page = fromDisk ? fixture.fromDisk("have=eggs") : fixture.overHTTP("q=tom")
        let errors = try fixture.browser.visit(page) { browser in
            _ = try browser.evaluate("new Promise((done) => setTimeout(done, 300))")
            return browser.pageErrors
        }
        #expect(errors == [])
    }

    /// Every control has a label, and the count is announced by a polite live region.
    @Test func controlsAreLabelledAndTheCountIsAnnounced() throws {
        let fixture = try SearchPageFixture.shared.get()
        let facts = try fixture.browser.visit(fixture.fromDisk("q=rice")) { browser in
            try browser.evaluate("""
                JSON.stringify({
                  unlabelled: [...document.querySelectorAll('#search-form input, #search-form select')]
                    .filter((control) => control.labels.length === 0).map((control) => control.id),
                  role: document.getElementById('search-status').getAttribute('role'),
                  live: document.getElementById('search-status').getAttribute('aria-live'),
                  status: document.getElementById('search-status').textContent,
                  query: document.getElementById('search-query').value,
                })
                """) as? String ?? ""
        }
        let values = try JSONSerialization.jsonObject(with: Data(facts.utf8)) as? [String: Any] ?? [:]
        #expect(values["unlabelled"] as? [String] == [])
        #expect(values["role"] as? String == "status" && values["live"] as? String == "polite")
        #expect(values["status"] as? String == "4 recipes with rice.")
        #expect(values["query"] as? String == "rice", "the field shows the search from the address")
    }

    /// Filters in the address keep the options folded, so the results stay near the top on a
    /// phone; the folded summary says what is in use ("I have…" included), and the difficulty
    /// filter shows its choice.
    @Test func filtersFromTheAddressStayFolded() throws {
        let fixture = try SearchPageFixture.shared.get()
        let facts = try fixture.browser.visit(fixture.overHTTP("q=tomato&have=eggs%2C%20flour&difficulty=2&max=60")) { browser in
            try browser.evaluate("""
                JSON.stringify({
                  open: document.getElementById('search-options').open,
                  summary: document.querySelector('#search-options summary').textContent,
                  difficulty: document.getElementById('search-difficulty').selectedOptions[0].textContent,
                  choices: [...document.getElementById('search-difficulty').options].map((option) => option.textContent),
                })
                """) as? String ?? ""
        }
        let values = try JSONSerialization.jsonObject(with: Data(facts.utf8)) as? [String: Any] ?? [:]
        #expect(values["open"] as? Bool == false)
        #expect(values["summary"] as? String == "I have…, and filters (in use: I have eggs, flour; 1 hour or less; Fairly easy or easier)")
        #expect(values["difficulty"] as? String == "Fairly easy or easier")
        #expect(values["choices"] as? [String] == ["Any difficulty", "Easy", "Fairly easy or easier", "Medium or easier",
                                                   "Fairly hard or easier", "Hard or easier"])
    }

    /// Without JavaScript the form stays hidden and the page links categories and ingredients.
    @Test func withoutJavaScriptThePageLinksCategoriesAndIngredients() throws {
        let fixture = try SearchPageFixture.shared.get()
        let html = try fixture.browser.visit(fixture.overHTTP("q=tomato"), javaScript: false) { try $0.outerHTML() }
        #expect(html.contains(#"<form id="search-form" class="search-panel" action="index.html" method="get" role="search" data-root="../" hidden="">"#))
        #expect(html.contains("Searching needs JavaScript"))
        #expect(html.contains(#"<a href="../categories/desserts/index.html">Desserts"#))
        #expect(html.contains(#"<a href="../ingredients/tomato/index.html">tomato"#))
        #expect(!html.contains(#"<li class="search-result""#), "no results without the script")
    }
}

private func check(_ search: SearchCase, on page: SearchPageSnapshot) {
    #expect(!page.formHidden && page.fallbackHidden, "the script ran and revealed the form")
    if let total = search.more {
        #expect(Array(page.slugs.prefix(search.expected.count)) == search.expected)
        #expect(page.count == total)
    } else {
        #expect(page.slugs == search.expected)
    }
    if let terms = search.terms { #expect(page.terms == terms) }
    if let status = search.status { #expect(page.status.contains(status), "status: \(page.status)") }
    if let note = search.note { #expect(page.note.contains(note), "note: \(page.note)") } else { #expect(page.note.isEmpty) }
    if let meta = search.firstMeta {
        #expect(page.results.first?.meta.contains(meta) == true, "first result: \(page.results.first?.meta ?? "none")")
    }
    for text in search.firstPantry {
        #expect(page.results.first?.pantry?.contains(text) == true, "first result: \(page.results.first?.pantry ?? "none")")
    }
}
