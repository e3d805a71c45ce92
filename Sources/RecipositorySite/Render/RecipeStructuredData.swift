import Foundation
import RecipositoryCore

/// schema.org `Recipe` JSON-LD for a recipe page. Honest: only what the content says, and an
/// aggregate rating only from the family's own cooked-log ratings.
enum RecipeStructuredData {
    /// - Parameter estimate: the recipe's nutrition estimate, asked for only when the author gave
    ///   no nutrition it can name.
    static func jsonLD(for recipe: Recipe, rootPrefix root: String, context: RenderContext,
                       estimate: () -> NutritionEstimate?) -> JSONValue {
        var json = JSONObjectBuilder()
        json["@context"] = .string("https://schema.org")
        json["@type"] = .string("Recipe")
        json.set("name", recipe.title)
        json.set("description", recipe.description)
        let pagePath = context.routes.recipe(recipe.slug)
        json.set("url", context.absoluteURL(pagePath))
        json.set("image", RecipeImages(recipe).all.map { context.structuredDataURL(SitePath.encodePath($0), rootPrefix: root) })
        if let author = recipe.author ?? context.config.author {
            json["author"] = .object(["@type": .string("Person"), "name": .string(author)])
        }
        json.set("datePublished", recipe.date?.description)
        json.set("prepTime", recipe.prepMinutes.map(DurationParser.iso8601(minutes:)))
        json.set("cookTime", recipe.cookMinutes.map(DurationParser.iso8601(minutes:)))
        json.set("totalTime", recipe.totalMinutes.map(DurationParser.iso8601(minutes:)))
        json["recipeYield"] = recipe.servings.flatMap(yield)
        json.set("recipeCategory", recipe.category)
        json.set("recipeCuisine", recipe.cuisine)
        json.set("keywords", recipe.tags.isEmpty ? nil : recipe.tags.joined(separator: ", "))
        json.set("suitableForDiet", recipe.diet.compactMap(restrictedDiet))
        json.set("recipeIngredient", recipe.ingredients.map(\.text))
        json["recipeInstructions"] = instructions(recipe.stepSections, pageURL: context.absoluteURL(pagePath))
        json["nutrition"] = nutrition(recipe.nutrition) ?? estimatedNutrition(estimate())
        json["aggregateRating"] = aggregateRating(recipe.cooked)
        return json.value
    }
}

extension RecipeStructuredData {
    /// The estimate from the ingredients, where the author gave no nutrition, and only when the
    /// counted lines weigh at least 90% of the dish (`NutritionEstimate.isPublishable`).
    static func estimatedNutrition(_ recipe: Recipe, config: SiteConfig) -> JSONValue? {
        estimatedNutrition(NutritionEstimate(recipe, config: config))
    }

    /// The author's values as schema.org names them; nil when it names none of them.
    static func nutrition(_ values: [NutritionValue]) -> JSONValue? {
        var json = JSONObjectBuilder()
        for value in values {
            guard let property = nutritionProperty[normalizedKey(value.name)] else { continue }
            let amount = DecimalText.of(value.amount)
            if property == "calories" {
                let unit = value.unit?.lowercased()
                json.set(property, unit == nil || unit == "kcal" || unit == "cal" || unit == "calories"
                    ? "\(amount) calories" : "\(amount) \(value.unit!)")
            } else {
                json.set(property, amount + (value.unit.map { " \($0)" } ?? ""))
            }
        }
        guard !json.fields.isEmpty else { return nil }
        json["@type"] = .string("NutritionInformation")
        return json.value
    }

    static func estimatedNutrition(_ estimate: NutritionEstimate?) -> JSONValue? {
        guard let estimate, estimate.isPublishable else { return nil }
        let n = estimate.perServing
        func grams(_ value: Double) -> JSONValue { .string(DecimalText.of(value, digits: 1) + " g") }
        return .object([
            "@type": .string("NutritionInformation"),
            "calories": .string(DecimalText.of(n.energyKcal, digits: 0) + " calories"),
            "fatContent": grams(n.fat), "saturatedFatContent": grams(n.saturatedFat),
            "carbohydrateContent": grams(n.carbohydrate), "sugarContent": grams(n.sugars),
            "fiberContent": grams(n.fiber), "proteinContent": grams(n.protein),
            "sodiumContent": .string(DecimalText.of(n.sodiumMg, digits: 0) + " mg"),
        ])
    }
}

private extension RecipeStructuredData {
    /// A number for machines and the words as written for people: `["8", "1 pie (8 slices)"]`.
    static func yield(_ servings: Servings) -> JSONValue? {
        let text = Trimming.whitespace(servings.text)
        var values: [JSONValue] = []
        if let low = servings.low { values.append(.string(String(low))) }
        if !text.isEmpty, text != servings.low.map(String.init) { values.append(.string(text)) }
        switch values.count {
        case 0: return nil
        case 1: return values[0]
        default: return .array(values)
        }
    }

    static func instructions(_ sections: [StepSection], pageURL: String?) -> JSONValue? {
        var number = 0
        func step(_ step: Step) -> JSONValue {
            number += 1
            var json = JSONObjectBuilder()
            json["@type"] = .string("HowToStep")
            json.set("text", step.text)
            json.set("url", pageURL.map { "\($0)#step-\(number)" })
            return json.value
        }
        var items: [JSONValue] = []
        for section in sections where !section.steps.isEmpty {
            if let title = section.title, !title.isEmpty {
                items.append(.object([
                    "@type": .string("HowToSection"),
                    "name": .string(title),
                    "itemListElement": .array(section.steps.map(step)),
                ]))
            } else {
                items.append(contentsOf: section.steps.map(step))
            }
        }
        return items.isEmpty ? nil : .array(items)
    }

    /// Only ratings the family wrote in the cooked log count; none means no aggregate at all.
    static func aggregateRating(_ cooked: [CookedEntry]) -> JSONValue? {
        let ratings = cooked.compactMap(\.rating)
        guard !ratings.isEmpty else { return nil }
        let mean = ratings.reduce(0, +) / Double(ratings.count)
        return .object([
            "@type": .string("AggregateRating"),
            "ratingValue": .number(DecimalText.of(mean, digits: 1)),
            "ratingCount": .int(ratings.count),
            "bestRating": .int(5),
            "worstRating": .int(0),
        ])
    }

    static func normalizedKey(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { CharacterSet.lowercaseLetters.contains($0) })
    }

    static let nutritionProperty: [String: String] = [
        "calories": "calories", "energy": "calories", "kcal": "calories",
        "protein": "proteinContent",
        "fat": "fatContent", "totalfat": "fatContent",
        "saturatedfat": "saturatedFatContent", "transfat": "transFatContent",
        "unsaturatedfat": "unsaturatedFatContent",
        "carbohydrates": "carbohydrateContent", "carbohydrate": "carbohydrateContent", "carbs": "carbohydrateContent",
        "sugar": "sugarContent", "sugars": "sugarContent",
        "fiber": "fiberContent", "fibre": "fiberContent",
        "sodium": "sodiumContent", "cholesterol": "cholesterolContent",
    ]

    /// schema.org's RestrictedDiet values for the diets it knows.
    static func restrictedDiet(_ diet: String) -> String? {
        let known: [String: String] = [
            "vegetarian": "VegetarianDiet", "vegan": "VeganDiet", "glutenfree": "GlutenFreeDiet",
            "halal": "HalalDiet", "kosher": "KosherDiet", "hindu": "HinduDiet", "diabetic": "DiabeticDiet",
            "lowcalorie": "LowCalorieDiet", "lowfat": "LowFatDiet", "lowlactose": "LowLactoseDiet",
            "lowsalt": "LowSaltDiet",
        ]
        return known[normalizedKey(diet)].map { "https://schema.org/\($0)" }
    }
}
