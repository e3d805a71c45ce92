import FuzzSupport
import RecipositoryCore

/// A page's body read for microdata (`itemscope`, `itemprop`), as import reads a page without
/// JSON-LD: the items, their nesting, the mapper, and each recipe written as our recipe file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMicrodata(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let page = "<!DOCTYPE html><html><body>" + FuzzInput.text(FuzzInput.bytes(data, size))
    let found = WebPageRecipes.fromHTML(page, address: "https://example.org/recipes/pie")
    for recipe in found.recipes { _ = RecipeFileWriter.text(recipe) }
    return 0
}
