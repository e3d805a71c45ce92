import Foundation
import RecipositoryCore

/// Load, then the pure pipeline: what `check` and `show` run (and `build` before rendering).
public struct SiteCheck: Sendable {
    public var layout: SiteLayout
    public var loaded: SiteLoader.Loaded
    public var config: SiteConfig
    public var result: RecipeCollection.Result

    public static func run(path: String, renderHTML: Bool, times: StageTimes = StageTimes()) throws -> SiteCheck {
        let layout = try SiteLayout.locate(path)
        let loader = SiteLoader(layout: layout)
        let loaded = try times.measure(.read) { try loader.load() }
        var config = SiteConfig()
        var extraKeys = Set<String>()
        var diagnostics = loaded.diagnostics
        if let text = loaded.configText {
            (config, extraKeys, diagnostics) = SiteConfigDecoder.decode(text, path: loader.display(layout.config))
        }
        let options = CheckOptions(renderHTML: renderHTML, contentFiles: loaded.contentFiles,
                                   staticFiles: loaded.staticFiles, extraKeys: extraKeys)
        var result = RecipeCollection.check(loaded.recipes, options: options, times: times)
        if !diagnostics.isEmpty {
            result.diagnostics = (result.diagnostics + diagnostics).sorted()
        }
        result.diagnostics += unpublished(loaded, recipes: result.recipes) { loader.display(layout.content.appendingPathComponent($0)) }
        result.diagnostics.sort()
        if let single = layout.singleFile {
            let path = loader.display(single)
            result.recipes = result.recipes.filter { $0.sourcePath == path }
            result.diagnostics = result.diagnostics.filter { $0.location.file == path }
        }
        return SiteCheck(layout: layout, loaded: loaded, config: config, result: result)
    }

    /// A file in `content/` that no recipe uses is not published (only `static/` is copied
    /// whole): said once per file, so nobody wonders where it went.
    static func unpublished(_ loaded: SiteLoader.Loaded, recipes: [Recipe], show: (String) -> String) -> [Diagnostic] {
        let used = SiteBuild.referencedFiles(recipes)
        return loaded.contentFiles.filter { !used.contains($0) && !$0.lowercased().hasSuffix(".md") }.sorted().map { path in
            Diagnostic(.unpublishedFile, "No recipe uses this file, so it is not published; to publish it as it is, move it to `static/`.",
                       at: SourceLocation(file: show(path), line: 1, column: 1))
        }
    }
}
