import ArgumentParser
import Foundation
import RecipositoryCore
import RecipositorySite

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Read every recipe and report anything that is wrong or unclear.",
        discussion: "Exit status: 0 when all is well, 1 when there are errors (or warnings with --strict), 2 when the files could not be read."
    )

    @Argument(help: "A site (a folder with content/), a folder of recipe files, or one recipe file.")
    var path: String = "."

    @OptionGroup var diagnostics: DiagnosticOptions

    @Flag(name: .long, help: "Also warn (nutrition-unknown-food) about each ingredient line the nutrition estimate cannot weigh.")
    var nutrition = false

    /// What was checked, held until the process ends: the exit gives its memory back at once, where
    /// letting go of it value by value (every recipe's model) was a twentieth of `check`'s time.
    nonisolated(unsafe) private static var keptUntilExit: SiteCheck?

    func run() throws {
        try withSiteErrors {
            let check = try Pipeline.check(path)
            var found = check.result.diagnostics
            if nutrition {
                found += check.result.recipes.flatMap { NutritionEstimate.warnings($0, config: check.config) }
                found.sort()
            }
            let status = diagnostics.report(found)
            CheckCommand.keptUntilExit = check
            if diagnostics.format == .text {
                let checked = check.layout.singleFile == nil ? check.loaded.recipes.count : 1
                let summary = "Checked \(Counted.phrase(checked, "recipe")): \(Counted.phrase(found.errorCount, "error")), "
                    + "\(Counted.phrase(found.warningCount, "warning")).\n"
                FileHandle.standardError.write(Data(summary.utf8))
            }
            return status
        }
    }
}
