import ArgumentParser
import Foundation
import RecipositoryCore
import RecipositorySite

struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Print one shopping list for some recipes: the same food merged, sorted by aisle.",
        discussion: "Each RECIPE is a recipe file, or the slug or title of a recipe of the site (--site, default .)."
    )

    enum Format: String, ExpressibleByArgument { case text, json }

    @Argument(help: "Recipe files, slugs or titles.")
    var recipes: [String]

    @Option(name: .long, help: "Scale every recipe to this many servings.")
    var servings: Int?

    @Option(name: .long, help: "as-written, metric or us.")
    var units: String = "as-written"

    @Option(name: .long, help: "The site the slugs and titles are looked up in, and whose recipository.yml applies.")
    var site: String = "."

    @Option(name: .long, help: "text (for reading and printing) or json (for tools).")
    var format: Format = .text

    func validate() throws {
        if recipes.isEmpty { throw ValidationError("Name at least one recipe.") }
        if let servings, servings < 1 { throw ValidationError("--servings should be 1 or more.") }
        if SiteConfig.Units(rawValue: units) == nil { throw ValidationError("--units should be as-written, metric or us.") }
    }

    func run() throws {
        try withSiteErrors {
            let system = SiteConfig.Units(rawValue: units) ?? .asWritten
            var siteCheck: SiteCheck?
            var config: SiteConfig?
            var chosen: [ShoppingListReport.Chosen] = []
            for name in recipes {
                var recipe: Recipe?
                if FileManager.default.fileExists(atPath: name), name.contains("/") || name.hasSuffix(".md") {
                    try Pipeline.requireRecipeFile(name)
                    let check = try Pipeline.check(name)
                    recipe = check.result.recipes.first
                    config = config ?? check.config
                    // Say why a file gave no recipe (too large, not text...), not only that it did not.
                    if recipe == nil, let why = check.result.diagnostics.first(where: { $0.severity == .error }) {
                        FileHandle.standardError.write(Data("error: no recipe in \(DiagnosticPrinter.terminalSafe(name)): \(DiagnosticPrinter.terminalSafe(why.message))\n".utf8))
                        return 2
                    }
                } else {
                    if siteCheck == nil { siteCheck = try Pipeline.check(site) }
                    let folded = name.lowercased()
                    recipe = siteCheck!.result.recipes.first { $0.slug == folded || $0.title.lowercased() == folded }
                    config = config ?? siteCheck!.config
                }
                guard let recipe else {
                    FileHandle.standardError.write(Data("error: no recipe \(name) (a file, or a slug or title of the site in \(site))\n".utf8))
                    return 2
                }
                var factor = Rational(1)
                if let servings {
                    if let scaled = ShoppingList.factor(for: recipe, servings: servings) { factor = scaled } else {
                        FileHandle.standardError.write(Data("note: \(DiagnosticPrinter.terminalSafe(recipe.title)) gives no number of servings; its amounts are as written.\n".utf8))
                    }
                }
                chosen.append(.init(recipe: recipe, factor: factor))
            }
            let list = ShoppingListReport.list(chosen, config: config ?? SiteConfig(), system: system)
            let shown = format == .json ? ShoppingListReport.json(chosen, list: list, system: system)
                : DiagnosticPrinter.terminalText(ShoppingListReport.text(chosen, list: list))
            FileHandle.standardOutput.write(Data(shown.utf8))
            return 0
        }
    }
}
