import ArgumentParser
import Foundation
import RecipositoryCore
import RecipositorySite

struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Bring recipes in from web pages and other collections, one new recipe file each (never overwrites).",
        discussion: """
            SOURCE is a web address, a saved page (.html), a schema.org JSON-LD file (.json), a \
            Jekyll/Chowdown or Hugo/based.cooking recipe (.md), a Cooklang file (.cook), or a folder \
            of these. Web addresses are fetched by the system's curl program, which must be \
            installed (Debian and Ubuntu: apt-get install curl ca-certificates); files need no curl.

            Exit status: 0 every source gave a recipe, 1 a source had none, 2 usage or a file or \
            network failure.
            """
    )

    enum Format: String, ExpressibleByArgument { case text, json }

    @Argument(help: "Web addresses, files or folders to import.")
    var sources: [String]

    @Option(name: .long, help: "Where the new recipe files go (default: the site's content/recipes/).")
    var into: String?

    @Option(name: .long, help: "The site folder (used when --into is not given).")
    var site: String = "."

    @Flag(name: .long, help: "Rewrite a recipe already imported from the same source: address instead of skipping it.")
    var update = false

    @Flag(name: .long, help: "Download pictures into static/images/ instead of keeping their web addresses.")
    var images = false

    @Option(name: .long, help: "Seconds to wait for a web page.")
    var timeout: Double = 20

    @Option(name: .long, help: "text (readable) or json (for tools).")
    var format: Format = .text

    func validate() throws {
        if sources.isEmpty { throw ValidationError("Name at least one web address, file or folder to import.") }
        if !(timeout > 0 && timeout <= 600) { throw ValidationError("--timeout must be between 0 and 600 seconds.") }
    }

    func run() throws {
        try withSiteErrors {
            let layout: SiteLayout
            let folder: URL
            if let into {
                folder = URL(fileURLWithPath: into).standardizedFileURL
                layout = Self.site(around: folder)
            } else {
                let root = URL(fileURLWithPath: site).standardizedFileURL
                guard FileManager.default.fileExists(atPath: root.appendingPathComponent("content").path) else {
                    throw SiteError(path: site, reason: "this is not a site (it has no content/ folder); run it in a site, or say where the recipes go with --into DIR.")
                }
                layout = SiteLayout(root: root)
                folder = layout.content.appendingPathComponent("recipes")
            }
            var options = RecipeImporter.Options(into: folder, site: layout)
            options.update = update
            options.images = images
            options.fetcher = PageFetcher(timeout: timeout)
            var importer = RecipeImporter(options: options)
            let reports = importer.run(sources)
            let shown = format == .json ? ImportReport.json(reports) : DiagnosticPrinter.terminalText(ImportReport.text(reports))
            FileHandle.standardOutput.write(Data(shown.utf8))
            return RecipeImporter.exitStatus(reports)
        }
    }

    /// The site a folder belongs to: the folder above its `content/`, else the folder itself.
    static func site(around folder: URL) -> SiteLayout {
        var candidate = folder
        while candidate.pathComponents.count > 1 {
            if candidate.lastPathComponent == "content" { return SiteLayout(root: candidate.deletingLastPathComponent()) }
            candidate.deleteLastPathComponent()
        }
        var layout = SiteLayout(root: folder)
        layout.content = folder
        return layout
    }
}
