import FuzzSupport
import RecipositoryCore

/// One front matter value through every value parser: durations, servings, dates, ratings,
/// difficulty and nutrition (the text before a first `:` is the nutrient's name, as in `fat: 12 g`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzValues(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = FuzzInput.text(FuzzInput.bytes(data, size))
    if let minutes = DurationParser.minutes(from: text) { _ = DurationParser.iso8601(minutes: minutes) }
    _ = ServingsParser.parse(text)
    if let date = DateParser.parse(text) { _ = DateParser.isValid(date) }
    _ = RatingParser.parse(text)
    _ = DifficultyParser.parse(text)
    let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
    let (name, amount) = parts.count == 2 ? (String(parts[0]), String(parts[1])) : ("calories", text)
    _ = NutritionParser.canonicalName(name)
    if let value = NutritionParser.value(name: name, text: amount) { _ = NutritionParser.schemaOrgValue(value) }
    return 0
}
