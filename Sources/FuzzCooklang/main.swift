import FuzzSupport
import RecipositoryCore

/// A Cooklang file read as import reads it (marks, sections, notes, metadata and YAML front
/// matter), written as our recipe file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCooklang(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let recipe = CooklangRecipe.read(FuzzInput.text(FuzzInput.bytes(data, size)), name: "fuzz")
    _ = RecipeFileWriter.text(recipe)
    return 0
}
