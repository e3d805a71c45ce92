import FuzzSupport
import RecipositoryCore

/// One ingredient line through the parser, and its amount back out as text (as pages show it).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzIngredientLine(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let line = IngredientLineParser.parse(FuzzInput.text(FuzzInput.bytes(data, size)))
    if let quantity = line.quantity { _ = QuantityFormatter.format(quantity, unit: line.unit) }
    return 0
}
