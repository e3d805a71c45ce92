import Foundation
import RecipositoryCore
import RecipositoryMarkdown
import RecipositorySite

/// `recipository-bench models SITE`: what the build cache's models (`ModelCache`) would save.
/// Every recipe of SITE is split, parsed and modelled, its model written as bytes and read back,
/// each on one thread; prints the time of each per recipe, the bytes, and that every model read
/// back equals the one written.
struct ModelBytesBench {
    let site: String

    /// The site's recipe files in the pipeline's order, what load read, and the front matter decoder its settings make.
    static func recipeFiles(of site: String) throws -> (files: [SourceFile], loaded: Pipeline.Loaded, decoder: FrontMatterDecoder) {
        let loaded = try Pipeline.load(site, for: nil)
        let extraKeys = loaded.files.configText.map { SiteConfigDecoder.decode($0, path: "recipository.yml").1 } ?? []
        return (RecipeCollection.sorted(loaded.files.recipes), loaded, FrontMatterDecoder(extraKeys: extraKeys))
    }

    func run() throws {
        let (files, loaded, decoder) = try Self.recipeFiles(of: site)
        var start = DispatchTime.now().uptimeNanoseconds
        let split = files.map { RecipeCollection.splitFrontMatter($0, decoder: decoder) }
        let splitTime = Self.seconds(since: start)
        let links = RecipeCollection.siteIndex(split, contentFiles: loaded.files.contentFiles, staticFiles: loaded.files.staticFiles)
        let builder = RecipeBuilder(site: links)
        start = DispatchTime.now().uptimeNanoseconds
        let models = split.map { RecipeCollection.model(RecipeCollection.parse($0), builder: builder) }
        let modelTime = Self.seconds(since: start)
        start = DispatchTime.now().uptimeNanoseconds
        let written = models.map { model -> [UInt8] in
            var writer = ModelBytesWriter()
            writer.add(model)
            return writer.bytes
        }
        let writeTime = Self.seconds(since: start)
        start = DispatchTime.now().uptimeNanoseconds
        let read = try written.map { bytes -> RecipeCollection.Modelled in
            var reader = ModelBytesReader(bytes)
            return try reader.next()
        }
        let readTime = Self.seconds(since: start)
        let same = zip(models, read).filter { $0.recipe == $1.recipe && $0.diagnostics == $1.diagnostics }.count
        let bytes = written.reduce(0) { $0 + $1.count }
        let count = Double(files.count)
        print(String(format: "%d recipes, one thread: front matter %.3f s (%.0f µs a recipe)", files.count, splitTime, splitTime / count * 1e6))
        print(String(format: "parse and model: %.3f s (%.0f µs a recipe)", modelTime, modelTime / count * 1e6))
        print(String(format: "models written as bytes: %.3f s (%.0f µs a recipe), %d bytes (%.0f a recipe)", writeTime, writeTime / count * 1e6,
                     bytes, Double(bytes) / count))
        print(String(format: "models read back: %.3f s (%.0f µs a recipe), %.1f times faster than parse and model", readTime,
                     readTime / count * 1e6, modelTime / readTime))
        print("read back equal to the model written: \(same) of \(files.count)")
    }

    static func seconds(since start: UInt64) -> Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
}
