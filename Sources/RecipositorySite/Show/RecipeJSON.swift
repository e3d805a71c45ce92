import Foundation
import RecipositoryCore

/// The typed model of one recipe as JSON, for `recipository show --format json`: what was
/// understood, so people and tools can check it. Times are minutes; quantities are decimals.
public enum RecipeJSON {
    public static func encode(_ recipe: Recipe) -> String {
        let data = try! JSONSerialization.data(withJSONObject: object(recipe),
                                               options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    public static func object(_ r: Recipe) -> [String: Any] {
        [
            "title": r.title, "slug": r.slug, "source_file": r.sourcePath,
            "description": orNull(r.description), "category": orNull(r.category), "cuisine": orNull(r.cuisine),
            "tags": r.tags, "diet": r.diet, "author": orNull(r.author), "source": orNull(r.source),
            "date": orNull(r.date?.description), "draft": r.isDraft,
            "servings": orNull(r.servings.map(servings)), "yield": orNull(r.yield.map(servings)),
            "times": ["prep": orNull(r.prepMinutes), "cook": orNull(r.cookMinutes), "total": orNull(r.totalMinutes)],
            "difficulty": orNull(r.difficulty?.level), "rating": orNull(r.rating),
            "image": orNull(r.image.map(reference)), "gallery": r.gallery.map(reference),
            "related": r.related.map(reference),
            "cooked": r.cooked.map { entry -> [String: Any] in
                ["date": entry.date.description, "note": orNull(entry.note), "rating": orNull(entry.rating),
                 "servings": orNull(entry.servings)]
            },
            "nutrition": Dictionary(uniqueKeysWithValues: r.nutrition.map { ($0.name, ["amount": $0.amount, "unit": orNull($0.unit)] as [String: Any]) }),
            "ingredient_groups": r.ingredientGroups.map { group -> [String: Any] in
                ["title": orNull(group.title), "ingredients": group.ingredients.map(ingredient)]
            },
            "step_sections": r.stepSections.map { section -> [String: Any] in
                ["title": orNull(section.title), "steps": section.steps.map(\.text)]
            },
            "sections": r.sections.map { ["title": $0.title, "text": $0.text] },
            "extra": r.extra.mapValues(extra),
        ]
    }

    static func servings(_ s: Servings) -> [String: Any] {
        ["low": orNull(s.low), "high": orNull(s.high), "text": s.text]
    }

    static func ingredient(_ i: Ingredient) -> [String: Any] {
        [
            "text": i.text,
            "quantity": orNull(i.quantity.map(quantity)),
            "unit": orNull(i.unit?.symbol ?? i.unitText),
            "name": i.name,
            "food": orNull(i.food),
            "size": orNull(i.size),
            "preparation": orNull(i.preparation),
            "brand": orNull(i.brand),
            "note": orNull(i.note),
            "optional": i.isOptional,
            "alternative": orNull(i.alternative.map(measure)),
            "plus": orNull(i.plus.map(measure)),
        ]
    }

    static func measure(_ m: Measure) -> [String: Any] {
        var object = quantity(m.quantity)
        object["unit"] = orNull(m.unit?.symbol)
        return object
    }

    static func quantity(_ q: Quantity) -> [String: Any] {
        var object: [String: Any] = ["low": q.low.doubleValue, "high": q.high.doubleValue]
        if q.isApproximate { object["approximate"] = true }
        return object
    }

    static func reference(_ r: Reference) -> [String: Any] {
        ["target": r.target, "resolved": orNull(r.resolvedPath)]
    }

    /// JSON null for a missing value, so every key is always present.
    static func orNull(_ value: Any?) -> Any { value ?? NSNull() }

    static func extra(_ value: ExtraValue) -> Any {
        switch value {
        case .string(let s): return s
        case .number(let n): return n
        case .bool(let b): return b
        case .list(let l): return l.map(extra)
        case .map(let m): return m.mapValues(extra)
        case .null: return NSNull()
        }
    }
}
