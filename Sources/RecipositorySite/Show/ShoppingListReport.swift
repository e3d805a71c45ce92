import Foundation
import RecipositoryCore

/// `recipository list`: the merged shopping list as plain text (aisle by aisle, for a text
/// editor or a printer) or JSON (for tools).
public enum ShoppingListReport {
    public struct Chosen {
        public var recipe: Recipe
        public var factor: Rational

        public init(recipe: Recipe, factor: Rational) {
            self.recipe = recipe
            self.factor = factor
        }
    }

    public static func list(_ chosen: [Chosen], config: SiteConfig, system: SiteConfig.Units) -> ShoppingList {
        ShoppingList(chosen.flatMap { ShoppingList.lines(of: $0.recipe, factor: $0.factor, foods: config.foods) }, system: system,
                     aisles: config.aisles, pantry: config.pantry)
    }

    public static func text(_ chosen: [Chosen], list: ShoppingList) -> String {
        var out = "Shopping list for " + chosen.map { title($0) }.joined(separator: ", ") + "\n"
        var aisle: String?
        for item in list.items where !item.isPantryStaple {
            if item.aisle != aisle {
                out += "\n" + item.aisle + "\n"
                aisle = item.aisle
            }
            out += "- " + item.text + "\n"
        }
        let pantry = list.items.filter(\.isPantryStaple)
        if !pantry.isEmpty {
            out += "\nProbably in the pantry\n" + pantry.map { "- " + $0.text + "\n" }.joined()
        }
        return out
    }

    public static func json(_ chosen: [Chosen], list: ShoppingList, system: SiteConfig.Units) -> String {
        func strings(_ texts: [String]) -> JSONValue { .array(texts.map(JSONValue.string)) }
        func item(_ item: ShoppingList.Item) -> JSONValue {
            let single = item.parts.count == 1 ? item.parts.first : nil
            return .object(["food": .string(item.food), "text": .string(item.text), "amounts": strings(item.amounts),
                            "varieties": strings(item.varieties),
                            "quantity": single.map { number($0.amount.quantity) } ?? .null,
                            "unit": .string(orNull: single.flatMap { $0.amount.unit?.symbol ?? $0.unitText }),
                            "parts": .array(item.parts.map { part in
                                .object(["quantity": number(part.amount.quantity),
                                         "unit": .string(orNull: part.amount.unit?.symbol ?? part.unitText)])
                            }),
                            "grams": item.grams.map(number) ?? .null,
                            "optional": .bool(item.isOptional),
                            "recipes": strings(item.recipes)])
        }
        var aisles: [(aisle: String, items: [JSONValue])] = []
        for entry in list.items where !entry.isPantryStaple {
            if aisles.last?.aisle != entry.aisle { aisles.append((entry.aisle, [])) }
            aisles[aisles.count - 1].items.append(item(entry))
        }
        return JSONValue.object([
            "units": .string(system.rawValue),
            "recipes": .array(chosen.map {
                .object(["title": .string($0.recipe.title), "slug": .string($0.recipe.slug), "factor": .string($0.factor.description)])
            }),
            "aisles": .array(aisles.map { .object(["aisle": .string($0.aisle), "items": .array($0.items)]) }),
            "pantry": .array(list.items.filter(\.isPantryStaple).map(item)),
        ]).prettyText
    }

    /// A quantity as a number, or `{"low", "high"}` for a range.
    static func number(_ quantity: Quantity) -> JSONValue {
        quantity.isRange ? .object(["low": .double(quantity.low.doubleValue), "high": .double(quantity.high.doubleValue)])
            : .double(quantity.low.doubleValue)
    }

    static func title(_ chosen: Chosen) -> String {
        chosen.factor == Rational(1) ? chosen.recipe.title
            : chosen.recipe.title + " (×" + QuantityFormatter.format(Quantity(chosen.factor), unit: nil) + ")"
    }
}
