import ArgumentParser
import Foundation
import RecipositoryCore
import RecipositorySite

struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show what Recipository understood of one recipe: times, servings, each ingredient's amount, unit and name."
    )

    enum Format: String, ExpressibleByArgument { case text, json }

    @Argument(help: "The recipe file.")
    var file: String

    @Option(name: .long, help: "text (readable) or json (the typed model, for tools).")
    var format: Format = .text

    func run() throws {
        try withSiteErrors {
            // One recipe file: `show DIR` read every file under DIR (`show /` failed on /proc).
            try Pipeline.requireRecipeFile(file)
            let check = try Pipeline.show(file)
            let problems = DiagnosticOptions.parseOrExit([]).report(check.result.diagnostics)
            guard let recipe = check.result.recipes.first else { return 1 }
            let shown = format == .json ? RecipeJSON.encode(recipe, routes: check.routes, config: check.config) : DiagnosticPrinter.terminalText(RecipeText.render(recipe))
            FileHandle.standardOutput.write(Data(shown.utf8))
            return problems
        }
    }
}
