/// Builds the search index of a collection. Recipes are taken as given (the pipeline leaves drafts
/// out); the result does not depend on their order.
public enum SearchIndexBuilder {
    /// - Parameters:
    ///   - urlFor: the recipe's page, relative to the site's root.
    ///   - pictureFor: the picture its result shows, if any.
    ///   - config: the site's food table and whether nutrition is estimated (the energy filter).
    ///   - kcalFor: a recipe's energy per serving as `kcal(of:config:)` finds it, for a caller that
    ///     keeps it between builds (`serve`): the estimate is most of the index's time.
    public static func build(_ recipes: [Recipe], normalizer: IngredientNormalizer,
                             pictureFor: (Recipe) -> SearchIndex.Picture? = { _ in nil }, config: SiteConfig = SiteConfig(),
                             kcalFor: ((Recipe) -> Int?)? = nil, urlFor: (Recipe) -> String) -> SearchIndex {
        var terms = TermCollector(normalizer: normalizer)
        var categories = StringTable()
        var cuisines = StringTable()
        var tags = StringTable()

        // First pass: provisional ids in order of appearance; final ids once every table is sorted.
        var provisional: [SearchIndex.Entry] = []
        provisional.reserveCapacity(recipes.count)
        for recipe in recipes {
            provisional.append(SearchIndex.Entry(
                slug: recipe.slug, url: urlFor(recipe), title: recipe.title,
                category: recipe.category.map { categories.id(of: $0) },
                cuisine: recipe.cuisine.map { cuisines.id(of: $0) },
                tags: recipe.tags.map { tags.id(of: $0) },
                totalMinutes: recipe.totalMinutes, kcal: kcalFor.map { $0(recipe) } ?? kcal(of: recipe, config: config), difficulty: recipe.difficulty?.level,
                terms: terms.ids(of: recipe), picture: pictureFor(recipe)))
        }

        let (vocabulary, termIDs) = terms.sortedVocabulary()
        let (categoryNames, categoryIDs) = categories.sorted()
        let (cuisineNames, cuisineIDs) = cuisines.sorted()
        let (tagNames, tagIDs) = tags.sorted()
        let entries = titleOrder(provisional).map { position in
            var entry = provisional[position]
            entry.category = entry.category.map { categoryIDs[$0] }
            entry.cuisine = entry.cuisine.map { cuisineIDs[$0] }
            entry.tags = Array(Set(entry.tags.map { tagIDs[$0] })).sorted()
            entry.terms = entry.terms.map { termIDs[$0] }.sorted()
            return entry
        }
        return SearchIndex(
            vocabulary: vocabulary.terms, termNamesIngredient: vocabulary.namesIngredient, termTails: vocabulary.tails,
            categories: categoryNames, cuisines: cuisineNames, tags: tagNames, entries: entries,
            normalizer: normalizer)
    }
}

extension SearchIndexBuilder {
    /// Positions of the entries sorted by title (folded, then as written), then slug.
    private static func titleOrder(_ entries: [SearchIndex.Entry]) -> [Int] {
        let keys = entries.map { TextFolding.fold($0.title) }
        return entries.indices.sorted { a, b in
            if keys[a] != keys[b] { return keys[a].utf8.lexicographicallyPrecedes(keys[b].utf8) }
            if entries[a].title != entries[b].title {
                return entries[a].title.utf8.lexicographicallyPrecedes(entries[b].title.utf8)
            }
            return entries[a].slug.utf8.lexicographicallyPrecedes(entries[b].slug.utf8)
        }
    }

    /// Energy per serving for the "at most N kcal" filter: the author's calories (in kcal), else
    /// the estimate from the ingredients.
    public static func kcal(of recipe: Recipe, config: SiteConfig) -> Int? {
        kcal(of: recipe) { NutritionEstimate(recipe, config: config) }
    }

    /// The same, with the recipe's estimate as the caller has it (worked out once a build, and
    /// only when the author gave no calories: `authorKcal`).
    public static func kcal(of recipe: Recipe, estimate: () -> NutritionEstimate?) -> Int? {
        authorKcal(recipe) ?? estimate().map { Int($0.perServing.energyKcal.rounded()) }
    }

    /// The author's calories per serving, when given in kcal (or with no unit).
    public static func authorKcal(_ recipe: Recipe) -> Int? {
        guard let calories = recipe.nutrition.first(where: { $0.name == "calories" }),
              calories.unit == nil || calories.unit?.lowercased() == "kcal" else { return nil }
        return Int(calories.amount.rounded())
    }
}
