import FuzzSupport
import RecipositoryCore

/// A schema.org JSON-LD file through the graph (`@id` references, which may loop or fan out)
/// and the mapper, each recipe found written as our recipe file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONLD(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let found = WebPageRecipes.fromJSON(FuzzInput.text(FuzzInput.bytes(data, size)))
    for recipe in found.recipes { _ = RecipeFileWriter.text(recipe) }
    return 0
}
