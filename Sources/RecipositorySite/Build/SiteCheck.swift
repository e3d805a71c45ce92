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
        var diagnostics: [Diagnostic] = []
        if let text = loaded.configText {
            (config, extraKeys, diagnostics) = SiteConfigDecoder.decode(text, path: loader.display(layout.config))
        }
        let options = CheckOptions(renderHTML: renderHTML, contentFiles: loaded.contentFiles,
                                   staticFiles: loaded.staticFiles, extraKeys: extraKeys)
        var result = RecipeCollection.check(loaded.recipes, options: options, times: times)
        if !diagnostics.isEmpty {
            result.diagnostics = (result.diagnostics + diagnostics).sorted()
        }
        if let single = layout.singleFile {
            let path = loader.display(single)
            result.recipes = result.recipes.filter { $0.sourcePath == path }
            result.diagnostics = result.diagnostics.filter { $0.location.file == path }
        }
        return SiteCheck(layout: layout, loaded: loaded, config: config, result: result)
    }
}
