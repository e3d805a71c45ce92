import Foundation
import TestSupport

/// The two collections the kitchen truth suite reads: the bundled cookbook (built once by
/// `SearchPageFixture`) and the based.cooking fixtures built here, both served on loopback, with
/// a headless Chromium of the suite's own (the kitchen page tests change their browser's size).
final class KitchenTruthSites: Sendable {
    static let shared = Result { try KitchenTruthSites() }

    let bundled: LocalWebServer
    let basedCooking: LocalWebServer
    let browser: HeadlessChromium

    private init() throws {
        bundled = try SearchPageFixture.shared.get().server
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("recipository-truth-" + Executable.repository.path.filter { $0.isLetter || $0.isNumber })
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let site = folder.appendingPathComponent("based-cooking")
        let build = try Executable.run(["build", Fixtures.basedCooking.path, "--output", site.path, "--quiet"])
        guard build.status == 0 else {
            throw HeadlessChromium.Failure(description: "recipository build of based.cooking failed (\(build.status)): \(build.stderr)")
        }
        basedCooking = try LocalWebServer(serving: site)
        browser = try HeadlessChromium(profile: folder.appendingPathComponent("chromium-profile"))
    }

    /// What the page shows for `truth`'s recipe in its mode: every ingredient line, and every
    /// sentence of the steps that holds a number.
    func shown(_ truth: KitchenTruth) throws -> (ingredients: [String], steps: [String], errors: [String]) {
        let server = truth.collection == .bundled ? bundled : basedCooking
        let page = server.url("recipes/\(truth.slug)/index.html")
        _ = try browser.visit(page) { try $0.evaluate("localStorage.clear()") }
        return try browser.visit(page) { browser in
            switch truth.mode {
            case .metric: try browser.click("[data-units=\"metric\"]")
            case .us: try browser.click("[data-units=\"us\"]")
            case .doubled:
                _ = try browser.evaluate("""
                    (() => { const factor = document.querySelector('[data-factor="2"]');
                      if (factor) { factor.click(); return; }
                      const field = document.getElementById('kitchen-servings');
                      field.value = String(2 * parseInt(field.closest('[data-kitchen]').dataset.servings, 10));
                      field.dispatchEvent(new Event('input', { bubbles: true })); })()
                    """)
            }
            let ingredients = try browser.ingredientLines()
            let steps = try browser.evaluate("""
                [...document.querySelectorAll('.steps li')].filter((li) => !li.querySelector('li'))
                  .map((li) => { const text = li.cloneNode(true); text.querySelectorAll('.timer-starts, input').forEach((e) => e.remove()); return text; })
                  .flatMap((li) => li.textContent.replace(/\\s+/g, ' ').trim().split(/(?<=[.!?])\\s+(?=[A-Z(])/))
                  .filter((sentence) => /[0-9½¼¾⅓⅔⅛]|\\bhalf[- ]inch/.test(sentence))
                """) as? [String] ?? []
            return (ingredients, steps, browser.pageErrors)
        }
    }
}
