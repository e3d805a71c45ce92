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

    func validate() throws {
        if title.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            throw ValidationError("Give the recipe a title, e.g. recipository new \"Grandma's Apple Pie\".")
        }
    }

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
        abstract: "Create a new cookbook site with a settings file, one sample recipe that builds at once and a CI workflow.",
        discussion: """
            The new site gets .github/workflows/recipes.yml: every push and pull request is checked, and the \
            default branch is published to GitHub Pages. For an existing site, `recipository init --ci gitlab` \
            adds only the CI file (.gitlab-ci.yml, or .forgejo/workflows/recipes.yml); a file already there is never overwritten. \
            The CI file downloads the one-file Linux build of recipository (made by .ci/release; there is no official \
            download) from --binary-url, or from the CI variable RECIPOSITORY_URL, which wins; with neither, its install step \
            stops and says so.
            """
    )

    @Argument(help: "The folder for the new site (created if needed), or an existing site with --ci.")
    var directory: String = "."

    @Option(name: .long, help: "The cookbook's title.")
    var title: String = "Our Family Cookbook"

    @Option(name: .long, help: "The CI host: github, gitlab or forgejo. For an existing site, writes only its CI file.")
    var ci: CIWorkflow?

    @Option(name: .long, help: ArgumentHelp("Where the CI file downloads recipository-linux-x86_64 from (http, https or file).", valueName: "url"))
    var binaryURL: String?

    func validate() throws {
        if let binaryURL, !CIWorkflow.acceptsBinaryURL(binaryURL) {
            throw ValidationError("--binary-url must be an http://, https:// or file:/// address without quotes, spaces or $.")
        }
    }

    func run() throws {
        try withSiteErrors {
            let existing = FileManager.default.fileExists(atPath: URL(fileURLWithPath: directory).appendingPathComponent("content").path)
            if existing, let ci {
                print("Created \(try Scaffold.addWorkflow(ci, site: directory, binaryURL: binaryURL).path)")
                return 0
            }
            for file in try Scaffold.newSite(at: directory, title: title, ci: ci ?? .github, binaryURL: binaryURL) { print("Created \(file.path)") }
            print("Now run: recipository build \(directory)")
            return 0
        }
    }
}

extension CIWorkflow: ExpressibleByArgument {}
