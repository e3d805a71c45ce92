import Foundation
import RecipositoryCore

/// `kitchen-data.js`: the site's kitchen tables for the scaling control, the unit switch and the
/// shopping list (`assets/kitchen-amounts.js`): aisles, pantry staples and the plural rules food
/// names are matched with, so the browser reads foods as the Swift side does. (What foods weigh
/// comes with each ingredient line: `IngredientViewModel.dataAttributes`.) A script, not JSON, so pages opened from disk load it.
public enum KitchenDataScript {
    public static let path = "kitchen-data.js"
    public static let globalName = "RECIPOSITORY_KITCHEN"

    public static func file(_ config: SiteConfig) -> OutputFile {
        OutputFile(path: path, contents: .bytes(Array(script(config).utf8)), origin: "the kitchen tables")
    }

    static func script(_ config: SiteConfig) -> String {
        func strings(_ texts: [String]) -> JSONValue { .array(texts.map(JSONValue.string)) }
        let object = JSONValue.object([
            "units": .string(config.units.rawValue),
            "aisles": .object(["order": strings(config.aisles.orderWithOther),
                               "foods": .object(config.aisles.aisleOfFood.mapValues(JSONValue.string)),
                               // A can of a fresh food is on the shelf of tins (`ShoppingList.Line.groupKey`, `AisleTable.aisle(of:key:)`).
                               "tins": .string(AisleTable.tins), "fresh": strings(AisleTable.fresh.sorted()),
                               "alsoCanned": strings(AisleTable.alsoCanned.sorted()),
                               "cannedUnits": strings(AisleTable.cannedUnits.map(\.symbol).sorted())]),
            "pantry": strings(config.pantry),
            "plural": FoodKey.pluralRules,
        ])
        // Script-safe: `<` never ends the script early, and U+2028/9 are not line ends in older engines.
        return "window.\(globalName) = \(object.scriptSafeText);\n"
    }
}
