import ArgumentParser
import Foundation
import RecipositoryCore
import RecipositorySite

struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Make the cookbook website (public/ by default) from the recipes.",
        discussion: """
            The new site is written beside the old one and swapped in only when it is complete, \
            so a failed build leaves the previous site as it was. Open public/index.html in a \
            browser: the site works straight from disk, on any web host, under any folder.
            """
    )

    @Argument(help: "The site folder (with content/ and, optionally, recipository.yml and Templates/).")
    var site: String = "."

    @Option(name: [.short, .long], help: "Where to write the site (default: public/ inside the site).")
    var output: String?

    @Flag(name: .long, help: "Build even if some recipes have errors: those recipes are left out and listed.")
    var buildAnyway = false

    @Flag(name: .long, help: "Include recipes marked `draft: true`.")
    var drafts = false

    @Flag(name: .long, help: "Build into a folder that a build did not make: it is moved aside to FOLDER.previous, never deleted.")
    var force = false

    @Flag(name: .long, help: "Start from the site already at the output and write only the files whose bytes change: the others keep their modification time (for rsync and other copying tools).")
    var incremental = false

    @Flag(name: [.short, .long], help: "Print only problems.")
    var quiet = false

    @Flag(name: [.short, .long], help: "Also print the time each stage took.")
    var verbose = false

    @OptionGroup var diagnostics: DiagnosticOptions

    func run() throws {
        try withSiteErrors {
            let showProgress = !quiet && ProgressBar.isTerminal && diagnostics.format == .text
            let times = showProgress ? StageTimes(onFirstStart: ProgressBar.show) : StageTimes()
            let start = DispatchTime.now().uptimeNanoseconds
            let summary = try Pipeline.build(site, options: .init(output: output, buildAnyway: buildAnyway, includeDrafts: drafts, force: force,
                                                                      incremental: incremental, endsProcess: true), times: times)
            if showProgress { ProgressBar.clear() }
            var status = diagnostics.report(summary.diagnostics)
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            let found = summary.diagnostics
            if !summary.wrote {
                status = 1
                let errors = found.errorCount
                let hint = Self.notBuiltHint(errors: errors, outsideRecipes: summary.outsideRecipes, buildAnyway: buildAnyway)
                FileHandle.standardError.write(Data("Not built: \(Counted.phrase(errors, "error")).\(hint) The previous site is unchanged.\n".utf8))
                return status
            }
            if let aside = summary.movedAside {
                FileHandle.standardError.write(Data("The folder that was at \(DiagnosticPrinter.terminalSafe(summary.output.path)) was moved aside to \(DiagnosticPrinter.terminalSafe(aside.path)); nothing in it was deleted.\n".utf8))
            }
            if !summary.leftOut.isEmpty {
                let list = summary.leftOut.map { "  - \(DiagnosticPrinter.terminalSafe($0))" }.joined(separator: "\n")
                FileHandle.standardError.write(Data("Left out because of errors:\n\(list)\n".utf8))
                status = diagnostics.strict ? 1 : 0
            }
            if !quiet {
                let line = "Built \(Counted.phrase(summary.recipes, "recipe")) into \(DiagnosticPrinter.terminalSafe(summary.output.path)): "
                    + "\(Counted.phrase(summary.files, "file")), \(Counted.phrase(found.warningCount, "warning")), "
                    + "\(Counted.phrase(found.errorCount, "error")), " + String(format: "%.2f s.\n", seconds)
                    + (summary.changed.map { changed in
                        "Incremental: \(Counted.phrase(changed.count, "file")) changed, \(Counted.phrase(summary.rendered ?? summary.files, "page")) rendered.\n"
                    } ?? "")
                FileHandle.standardError.write(Data(line.utf8))
            }
            if verbose {
                if let models = summary.models {
                    FileHandle.standardError.write(Data("  models: \(Counted.phrase(models.kept, "recipe")) read from the build cache, \(models.made) parsed and modelled\n".utf8))
                }
                if let sources = summary.sources {
                    FileHandle.standardError.write(Data("  sources: \(Counted.phrase(sources.taken, "file")) known by size, times and inode (the stat index), \(sources.hashed) read and hashed\n".utf8))
                }
                if let pictures = summary.pictures, pictures.taken + pictures.read > 0 {
                    FileHandle.standardError.write(Data("  pictures: \(Counted.phrase(pictures.taken, "size")) known from the stat index, \(pictures.read) read\n".utf8))
                }
                if let kept = summary.searchIndexKept {
                    let line = kept ? "  search index: the last build's (nothing it shows changed)\n" : "  search index: made\n"
                    FileHandle.standardError.write(Data(line.utf8))
                }
                StageReport.print(times)
            }
            return status
        }
    }

    /// What to do about errors that stopped the build: `--build-anyway` leaves out broken
    /// recipes, and cannot help with errors outside any recipe (the site's own files).
    private static func notBuiltHint(errors: Int, outsideRecipes outside: Int, buildAnyway: Bool) -> String {
        let fix = errors == 1 ? "Fix it" : "Fix them"
        switch outside {
        case 0:
            return buildAnyway ? "" : " \(fix), or use --build-anyway to leave the broken recipes out."
        case errors:
            let (are, them) = errors == 1 ? ("it is", "it") : ("they are", "them")
            return " \(fix): \(are) not in a recipe, so --build-anyway cannot leave \(them) out."
        default:
            return " \(fix): --build-anyway leaves out the broken recipes, but not the \(Counted.phrase(outside, "error")) outside them."
        }
    }
}
