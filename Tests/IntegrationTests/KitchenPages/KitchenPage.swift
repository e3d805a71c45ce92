import Foundation

/// The recipe page's scaling control and the shopping list page of the bundled cookbook (built
/// once by `SearchPageFixture`), driven in its headless Chromium and read from the DOM.
struct KitchenPage {
    let fixture: SearchPageFixture
    let fromDisk: Bool

    func url(_ path: String) -> String {
        fromDisk ? fixture.site.appendingPathComponent(path).absoluteString : fixture.server.url(path)
    }

    func recipe(_ slug: String) -> String { url("recipes/\(slug)/index.html") }
    var list: String { url("list/index.html") }

    /// Opens `page` with an empty shopping list, the units as written and the scale at ×1 (the
    /// tab's kept scale and cook mode cleared too), then runs `read`.
    func fresh<T>(_ page: String, _ read: (HeadlessChromium) throws -> T) throws -> T {
        try fixture.browser.visit(page) { _ = try $0.evaluate("localStorage.clear(); sessionStorage.clear()") }
        return try fixture.browser.visit(page, read)
    }
}

extension HeadlessChromium {
    /// The text of every ingredient line, as shown.
    func ingredientLines() throws -> [String] {
        try evaluate("[...document.querySelectorAll('.ingredients li')].map((li) => li.textContent.replace(/\\s+/g, ' ').trim())")
            as? [String] ?? []
    }

    func click(_ selector: String) throws {
        let found = try evaluate("(() => { const b = document.querySelector(\(Self.quoted(selector))); if (!b) return false; b.click(); return true; })()")
        guard found as? Bool == true else { throw Failure(description: "nothing to click at \(selector)") }
    }

    func setServings(_ servings: Int) throws {
        _ = try evaluate("""
            (() => { const field = document.getElementById('kitchen-servings'); field.value = '\(servings)';
              field.dispatchEvent(new Event('input', { bubbles: true })); })()
            """)
    }

    func text(_ selector: String) throws -> String {
        try evaluate("document.querySelector(\(Self.quoted(selector)))?.textContent.replace(/\\s+/g, ' ').trim() ?? ''") as? String ?? ""
    }

    /// The shopping list page: what is to buy, aisle by aisle, and what is ticked as at home.
    func shoppingList() throws -> (aisles: [String], toBuy: [String], atHome: [String]) {
        let aisles = try evaluate("[...document.querySelectorAll('.shopping-aisle h2')].map((h) => h.textContent)") as? [String] ?? []
        let toBuy = try evaluate("[...document.querySelectorAll('.shopping-aisle .shopping-text')].map((s) => s.textContent)") as? [String] ?? []
        let atHome = try evaluate("[...document.querySelectorAll('.shopping-have .shopping-text')].map((s) => s.textContent)") as? [String] ?? []
        return (aisles, toBuy, atHome)
    }

    static func quoted(_ text: String) -> String {
        String(decoding: try! JSONSerialization.data(withJSONObject: [text]), as: UTF8.self).dropFirst().dropLast().description
    }
}
