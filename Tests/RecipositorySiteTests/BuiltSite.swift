import Foundation
import RecipositoryCore
@testable import RecipositorySite

/// A site built by the real pipeline (`Pipeline.build`) into a fresh temporary folder, with the recipes
/// as the pipeline understood them. Each user removes its folder when done.
struct BuiltSite {
    /// The repository, whose `content/` is the bundled family cookbook.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    let source: URL
    let folder: URL
    let output: URL
    let recipes: [Recipe]

    /// Builds the site at `source` (by default the bundled cookbook).
    init(_ source: URL = BuiltSite.repository) throws {
        self.source = source
        folder = FileManager.default.temporaryDirectory.appending(path: "rcp-built-\(UUID().uuidString)")
        output = folder.appending(path: "site")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let summary = try Pipeline.build(source.path, options: .init(output: output.path))
        guard summary.wrote else {
            throw SiteError(path: source.path, reason: "not built: \(summary.diagnostics.map(\.message))")
        }
        recipes = try Pipeline.show(source.path).result.recipes.filter { !$0.isDraft }
    }

    func url(_ path: String) -> URL { output.appending(path: path) }

    func text(_ path: String) throws -> String { try String(contentsOf: url(path), encoding: .utf8) }

    func bytes(_ path: String) throws -> [UInt8] { [UInt8](try Data(contentsOf: url(path))) }

    func remove() { try? FileManager.default.removeItem(at: folder) }

    /// Whitespace runs as single spaces, for finding words in wrapped or extracted text.
    static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    /// An ingredient line's words as a reader sees them (Markdown and markup gone).
    static func words(of ingredient: Ingredient) -> String {
        let html = PartHTML(rootPrefix: "", routes: Routes(OutputFormat.defaults), imageSize: { _ in nil }).html(ingredient.markdown)
        return collapsed(html.isEmpty ? ingredient.text : InlineHTMLText.plain(html))
    }
}
