import Foundation
import RecipositoryCore
import RecipositorySite

/// A site built by the real pipeline (`Pipeline.build`) into a fresh temporary folder, with the recipes
/// as the pipeline understood them. Each user removes its folder when done.
public struct BuiltSite: Sendable {
    /// The repository, whose `content/` is the bundled family cookbook.
    public static let repository = Fixtures.repository

    public let source: URL
    public let folder: URL
    public let output: URL
    public let recipes: [Recipe]

    /// Builds the site at `source` (by default the bundled cookbook).
    public init(_ source: URL = BuiltSite.repository) throws {
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

    public func url(_ path: String) -> URL { output.appending(path: path) }

    public func text(_ path: String) throws -> String { try String(contentsOf: url(path), encoding: .utf8) }

    public func bytes(_ path: String) throws -> [UInt8] { [UInt8](try Data(contentsOf: url(path))) }

    public func remove() { try? FileManager.default.removeItem(at: folder) }

    /// Whitespace runs as single spaces, for finding words in wrapped or extracted text.
    public static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }
}
