import RecipositoryCore
import RecipositorySite

/// The whole pipeline from bytes to every output, in memory: config decoded, recipes checked and
/// built, the search index, every page of the built-in theme (recipe pages with their JSON-LD,
/// mail HTML and text, `.eml`, print cookbooks, listings, feed, sitemap), `show`'s JSON and text,
/// and the diagnostics in each format. No disk is read or written, so one input is one site.
public enum InMemorySite {
    /// Files the fuzzed recipes may point at, as if they were in `content/` and `static/`.
    static let contentFiles: Set<String> = ["recipes/pie.jpg", "recipes/pie.svg", "pix/a.webp"]
    static let staticFiles: Set<String> = ["pix/b.png", "favicon.ico"]

    /// Part 0 is `recipository.yml`, the others recipe files (`content/recipes/N.md`), as
    /// `FuzzInput.files` cuts them. Returns how many bytes were made, so nothing is optimised away.
    @discardableResult
    public static func build(_ bytes: [UInt8]) -> Int {
        let parts = FuzzInput.files(bytes, limit: 5)
        let (config, extraKeys, configDiagnostics) = SiteConfigDecoder.decode(FuzzInput.text(parts[0]), path: "recipository.yml")
        let files = parts.dropFirst().enumerated().map { n, bytes in
            SourceFile(path: "content/recipes/\(n).md", contentPath: "recipes/\(n).md", bytes: bytes)
        }
        let options = CheckOptions(contentFiles: contentFiles, staticFiles: staticFiles, extraKeys: extraKeys)
        let check = RecipeCollection.check(files, options: options)
        // As `build --build-anyway --drafts`: every recipe without errors gets its pages.
        let recipes = check.recipes.filter { !check.failedFiles.contains($0.sourcePath) }

        var made = 0
        let index = SearchIndexBuilder.build(recipes, normalizer: IngredientNormalizer(synonyms: config.synonyms),
                                             urlFor: { Routes(OutputFormat.defaults).recipePage($0.slug) })
        made += SearchIndexScript.wrapping(index.jsonBytes()).count
        let plan = SiteRenderer(theme: .builtIn, config: config, imageSize: { _ in (width: 800, height: 600) }).plan(recipes)
        for unit in 0..<plan.unitCount {
            made += plan.render(unit: unit).reduce(0) { $0 + $1.bytes.count }
        }
        for recipe in recipes {
            made += RecipeJSON.encode(recipe, routes: Routes(OutputFormat.defaults)).utf8.count + RecipeText.render(recipe).utf8.count
        }

        let lines = files.map { String(decoding: $0.bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false) }
        let diagnostics = configDiagnostics + check.diagnostics + plan.diagnostics
        for format in DiagnosticPrinter.Format.allCases {
            let printer = DiagnosticPrinter(format: format, colour: format == .text, sourceLine: { path, line in
                guard let n = files.firstIndex(where: { $0.path == path }), lines[n].indices.contains(line - 1) else { return nil }
                return String(lines[n][line - 1])
            })
            made += printer.render(diagnostics).utf8.count
        }
        return made
    }
}
