import RecipositoryCore

/// The typed model of one recipe as JSON, for `recipository show --format json`: what was
/// understood, so people and tools can check it. Times are minutes; quantities are decimals.
public enum RecipeJSON {
    /// `routes` places the links the recipe's pictures and related recipes resolved to; `config`
    /// gives the food table each ingredient is weighed with, and whether nutrition is estimated.
    public static func encode(_ recipe: Recipe, routes: Routes, config: SiteConfig = SiteConfig()) -> String {
        object(recipe, routes: routes, config: config).prettyText
    }

    public static func object(_ r: Recipe, routes: Routes, config: SiteConfig = SiteConfig()) -> JSONValue {
        let reference = { Self.reference($0, routes: routes) }
        return .object([
            "title": .string(r.title), "slug": .string(r.slug), "source_file": .string(r.sourcePath),
            "description": .string(orNull: r.description), "category": .string(orNull: r.category),
            "cuisine": .string(orNull: r.cuisine),
            "tags": strings(r.tags), "diet": strings(r.diet), "author": .string(orNull: r.author),
            "source": .string(orNull: r.source),
            "date": .string(orNull: r.date?.description), "draft": .bool(r.isDraft),
            "servings": r.servings.map(servings) ?? .null, "yield": r.yield.map(servings) ?? .null,
            "times": .object(["prep": int(r.prepMinutes), "cook": int(r.cookMinutes), "total": int(r.totalMinutes)]),
            "difficulty": int(r.difficulty?.level), "rating": r.rating.map(JSONValue.double) ?? .null,
            "image": r.image.map(reference) ?? .null, "gallery": .array(r.gallery.map(reference)),
            "related": .array(r.related.map(reference)),
            "cooked": .array(r.cooked.map { entry in
                .object(["date": .string(entry.date.description), "note": .string(orNull: entry.note),
                         "rating": entry.rating.map(JSONValue.double) ?? .null, "servings": int(entry.servings)])
            }),
            "nutrition": .object(Dictionary(r.nutrition.map {
                ($0.name, JSONValue.object(["amount": .double($0.amount), "unit": .string(orNull: $0.unit)]))
            }, uniquingKeysWith: { _, last in last })),
            "nutrition_estimate": NutritionEstimate(r, config: config).map(estimate) ?? .null,
            "ingredient_groups": .array(r.ingredientGroups.map { group in
                .object(["title": .string(orNull: group.title),
                         "ingredients": .array(group.ingredients.map { ingredient($0, foods: config.foods) })])
            }),
            "step_sections": .array(r.stepSections.map { section in
                .object(["title": .string(orNull: section.title), "steps": strings(section.steps.map(\.text))])
            }),
            "sections": .array(r.sections.map { .object(["title": .string($0.title), "text": .string($0.text)]) }),
            "extra": .object(r.extra.mapValues(extra)),
        ])
    }

    static func servings(_ s: Servings) -> JSONValue {
        .object(["low": int(s.low), "high": int(s.high), "text": .string(s.text)])
    }

    /// The estimate per serving, to 0.1 (kcal, kJ and mg to 1): estimates, not measurements.
    static func estimate(_ e: NutritionEstimate) -> JSONValue {
        let n = e.perServing
        func tenth(_ value: Double) -> JSONValue { .double((value * 10).rounded() / 10) }
        return .object([
            "per_serving": .object([
                "energy_kcal": .double(n.energyKcal.rounded()), "energy_kj": .double(n.energyKJ.rounded()),
                "fat_g": tenth(n.fat), "saturated_fat_g": tenth(n.saturatedFat), "carbohydrate_g": tenth(n.carbohydrate),
                "sugars_g": tenth(n.sugars), "fiber_g": tenth(n.fiber), "protein_g": tenth(n.protein),
                "sodium_mg": .double(n.sodiumMg.rounded()),
            ]),
            "servings": .double(e.servings), "counted": .int(e.counted), "ingredients": .int(e.ingredients),
            "weight_share": .double((e.weightShare * 1000).rounded() / 1000), "not_counted": strings(e.notCounted),
        ])
    }

    static func ingredient(_ i: Ingredient, foods: FoodTable) -> JSONValue {
        .object([
            "grams": foods.grams(of: i).map { .double(($0 * 10).rounded() / 10) } ?? .null,
            "usda": .string(orNull: foods.weights(of: i)?.food.usda?.ndb),
            "text": .string(i.text),
            "quantity": i.quantity.map(quantity) ?? .null,
            "unit": .string(orNull: i.unit?.symbol ?? i.unitText),
            "name": .string(i.name),
            "food": .string(orNull: i.food),
            "size": .string(orNull: i.size),
            "preparation": .string(orNull: i.preparation),
            "brand": .string(orNull: i.brand),
            "note": .string(orNull: i.note),
            "optional": .bool(i.isOptional),
            "alternative": i.alternative.map(measure) ?? .null,
            "plus": i.plus.map(measure) ?? .null,
        ])
    }

    static func measure(_ m: Measure) -> JSONValue {
        guard case .object(var fields) = quantity(m.quantity) else { return .null }
        fields["unit"] = .string(orNull: m.unit?.symbol)
        return .object(fields)
    }

    static func quantity(_ q: Quantity) -> JSONValue {
        var fields: [String: JSONValue] = ["low": .double(q.low.doubleValue), "high": .double(q.high.doubleValue)]
        if q.isApproximate { fields["approximate"] = .bool(true) }
        return .object(fields)
    }

    static func reference(_ r: Reference, routes: Routes) -> JSONValue {
        .object(["target": .string(r.target), "resolved": .string(orNull: r.resolved.map(routes.path(of:)))])
    }

    static func strings(_ texts: [String]) -> JSONValue { .array(texts.map(JSONValue.string)) }

    /// JSON null for a missing number, so every key is always present.
    static func int(_ value: Int?) -> JSONValue { value.map(JSONValue.int) ?? .null }

    static func extra(_ value: ExtraValue) -> JSONValue {
        switch value {
        case .string(let s): return .string(s)
        case .number(let n): return .double(n)
        case .bool(let b): return .bool(b)
        case .list(let l): return .array(l.map(extra))
        case .map(let m): return .object(m.mapValues(extra))
        case .null: return .null
        }
    }
}
