import Foundation
import TestSupport
import Testing

/// The kitchen page tests' own headless Chromium (they change the window's size, colours and
/// text size, which the search page tests running beside them must not see), looking at the
/// search page fixture's built cookbook and server.
final class KitchenFixture: Sendable {
    static let shared = Result { try KitchenFixture() }

    let pages: SearchPageFixture
    let browser: HeadlessChromium
    let folder: URL

    private init() throws {
        pages = try SearchPageFixture.shared.get()
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("recipository-kitchen-" + Executable.repository.path.filter { $0.isLetter || $0.isNumber })
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        browser = try HeadlessChromium(profile: folder.appendingPathComponent("chromium-profile"))
    }

    var server: LocalWebServer { pages.server }
    var site: URL { pages.site }

    /// A site of one recipe, built into its own folder here: the address of its page (a file URL).
    func page(of recipe: String, slug: String) throws -> String {
        let site = folder.appendingPathComponent(slug)
        try? FileManager.default.removeItem(at: site)
        try FileManager.default.createDirectory(at: site.appendingPathComponent("content/recipes"), withIntermediateDirectories: true)
        try recipe.write(to: site.appendingPathComponent("content/recipes/\(slug).md"), atomically: true, encoding: .utf8)
        let output = site.appendingPathComponent("public")
        let build = try Executable.run(["build", site.path, "--output", output.path, "--quiet"])
        guard build.status == 0 else { throw KitchenFixtureError.buildFailed(build.stderr) }
        return output.appendingPathComponent("recipes/\(slug)/index.html").absoluteString
    }
}

/// A change a cook makes on a recipe page: the servings, or the units (`metric`, `us`, `as-written`).
enum KitchenStep {
    case servings(Int)
    case units(String)
}

extension KitchenFixture {
    /// The ingredient lines of a recipe for 4 made of `ingredients` (its slug names its site folder), as written and
    /// after each step (`lines(of:after:)`), expecting no script error.
    func lines(ofIngredients ingredients: [String], slug: String, after steps: [KitchenStep],
               sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [[String]] {
        let recipe = "---\ntitle: \(slug)\nservings: 4\n---\n## Ingredients\n\n" + ingredients.map { "- \($0)\n" }.joined()
            + "\n## Steps\n\n1. Cook.\n"
        let (lines, errors) = try lines(of: try page(of: recipe, slug: slug), after: steps)
        #expect(errors.isEmpty, "\(errors)", sourceLocation: sourceLocation)
        return lines
    }

    /// A page's ingredient lines as written (nothing kept from an earlier visit), then after each
    /// step in turn; and the page's script errors. The units are left as written after, since the
    /// browser keeps the choice for the next page it opens (as a cook's does).
    func lines(of page: String, after steps: [KitchenStep]) throws -> (lines: [[String]], errors: [String]) {
        try browser.visit(page) { browser in
            _ = try browser.evaluate("localStorage.clear(); sessionStorage.clear()")
            var lines = [try browser.ingredientLines()]
            for step in steps {
                switch step {
                case .servings(let servings): try browser.setServings(servings)
                case .units(let units): try browser.click("[data-units=\"\(units)\"]")
                }
                lines.append(try browser.ingredientLines())
            }
            try browser.click("[data-units=\"as-written\"]")
            return (lines, browser.pageErrors)
        }
    }
}

enum KitchenFixtureError: Error {
    case buildFailed(String)
}
