import Foundation
import RecipositoryCore

/// `kitchen-data.js`: the site's kitchen tables for the scaling control, the unit switch and the
/// shopping list (`assets/kitchen-amounts.js`): densities (grams per US cup, exact fractions as
/// text), aisles, pantry staples and the plural rules food names are matched with, so the
/// browser reads foods as the Swift side does. A script, not JSON, so pages opened from disk load it.
public enum KitchenDataScript {
    public static let path = "kitchen-data.js"
    public static let globalName = "RECIPOSITORY_KITCHEN"

    public static func file(_ config: SiteConfig) -> OutputFile {
        OutputFile(path: path, contents: .bytes(Array(script(config).utf8)), origin: "the kitchen tables")
    }

    static func script(_ config: SiteConfig) -> String {
        let object: [String: Any] = [
            "units": config.units.rawValue,
            "densities": config.densities.entries.mapValues { $0.gramsPerCup.description },
            "aisles": ["order": config.aisles.orderWithOther, "foods": config.aisles.aisleOfFood],
            "pantry": config.pantry,
            "plural": FoodKey.pluralRules,
        ]
        let data = try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
        // `<` never ends the script early, and U+2028/9 are not line ends in older engines.
        let json = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "<", with: "\\u003c")
            .replacingOccurrences(of: "\u{2028}", with: "\\u2028").replacingOccurrences(of: "\u{2029}", with: "\\u2029")
        return "window.\(globalName) = \(json);\n"
    }
}
