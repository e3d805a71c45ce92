import ArgumentParser
import Foundation
import RecipositoryCore
import RecipositorySite

struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Start a new recipe file from a template (never overwrites a file, never takes another recipe's page)."
    )

    @Argument(help: "The recipe's title, e.g. \"Grandma's Apple Pie\".")
    var title: String

    @Option(name: .long, help: "Its category; the file goes in content/recipes/<category>/.")
    var category: String?

    @Option(name: .long, help: "The site folder.")
    var site: String = "."

    func run() throws {
        try withSiteErrors {
            let file = try Scaffold.newRecipe(title: title, category: category, site: site, date: Self.today())
            print("Created \(file.path)")
            return 0
        }
    }

    /// The new file's `date:`; the only place the clock is read, and it goes into content, not output.
    static func today() -> RecipeDate {
        let parts = Calendar(identifier: .gregorian).dateComponents(in: .current, from: Date())
        return RecipeDate(year: parts.year ?? 2026, month: parts.month ?? 1, day: parts.day ?? 1)
    }
}

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Create a new cookbook site with a settings file and one sample recipe that builds at once."
    )

    @Argument(help: "The folder for the new site (created if needed).")
    var directory: String

    @Option(name: .long, help: "The cookbook's title.")
    var title: String = "Our Family Cookbook"

    func run() throws {
        try withSiteErrors {
            for file in try Scaffold.newSite(at: directory, title: title) { print("Created \(file.path)") }
            print("Now run: recipository build \(directory)")
            return 0
        }
    }
}
