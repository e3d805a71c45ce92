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
            "description": r.description ?? NSNull(), "category": r.category ?? NSNull(), "cuisine": r.cuisine ?? NSNull(),
            "tags": r.tags, "diet": r.diet, "author": r.author ?? NSNull(), "source": r.source ?? NSNull(),
            "date": r.date?.description ?? NSNull(), "draft": r.isDraft,
            "servings": r.servings.map { ["low": $0.low as Any? ?? NSNull(), "high": $0.high as Any? ?? NSNull(), "text": $0.text] } ?? NSNull(),
            "times": ["prep": r.prepMinutes ?? NSNull(), "cook": r.cookMinutes ?? NSNull(), "total": r.totalMinutes ?? NSNull()],
            "difficulty": r.difficulty?.level ?? NSNull(), "rating": r.rating ?? NSNull(),
            "image": r.image.map(reference) ?? NSNull(), "gallery": r.gallery.map(reference),
            "related": r.related.map(reference),
            "cooked": r.cooked.map { entry -> [String: Any] in
                ["date": entry.date.description, "note": entry.note ?? NSNull(), "rating": entry.rating ?? NSNull(),
                 "servings": entry.servings ?? NSNull()]
            },
            "nutrition": Dictionary(uniqueKeysWithValues: r.nutrition.map { ($0.name, ["amount": $0.amount, "unit": $0.unit ?? NSNull()] as [String: Any]) }),
            "ingredient_groups": r.ingredientGroups.map { group -> [String: Any] in
                ["title": group.title ?? NSNull(), "ingredients": group.ingredients.map(ingredient)]
            },
            "step_sections": r.stepSections.map { section -> [String: Any] in
                ["title": section.title ?? NSNull(), "steps": section.steps.map(\.text)]
            },
            "sections": r.sections.map { ["title": $0.title, "text": $0.text] },
            "extra": r.extra.mapValues(extra),
        ]
    }

    static func ingredient(_ i: Ingredient) -> [String: Any] {
        [
            "text": i.text,
            "quantity": i.quantity.map(quantity) ?? NSNull(),
            "unit": i.unit?.symbol ?? i.unitText ?? NSNull(),
            "name": i.name,
            "note": i.note ?? NSNull(),
            "optional": i.isOptional,
            "alternative": i.alternative.map { measure -> [String: Any] in
                var object = quantity(measure.quantity)
                object["unit"] = measure.unit?.symbol ?? NSNull()
                return object
            } ?? NSNull(),
        ]
    }

    static func quantity(_ q: Quantity) -> [String: Any] {
        var object: [String: Any] = ["low": q.low.doubleValue, "high": q.high.doubleValue]
        if q.isApproximate { object["approximate"] = true }
        return object
    }

    static func reference(_ r: Reference) -> [String: Any] {
        ["target": r.target, "resolved": r.resolvedPath ?? NSNull()]
    }

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
