import Foundation
import RecipositoryCore

/// Everything the pages need to know about the whole collection, sorted once.
struct SiteCatalog: Sendable {
    /// The recipes given, in title order, one per slug. Which recipes are given (drafts or not)
    /// is validation's choice (`SiteCheck.published`), made once for the pages, the search index and the recipe files.
    private(set) var recipes: [Recipe]
    private(set) var terms: [Taxonomy: [TaxonomyTerm]]
    /// Recipes without a category page, in title order: the home page and the cookbook list
    /// them last, under "Other recipes".
    private(set) var uncategorized: RecipeList
    /// Pages that could not be written, such as a second recipe with the same slug.
    let diagnostics: [Diagnostic]
    /// Term slug by taxonomy and name as written, for links from recipe pages.
    private var slugs: [Taxonomy: [String: String]]
    /// Recipe count by taxonomy and term slug.
    private var counts: [Taxonomy: [String: Int]]
    private var positionBySlug: [String: Int]

    /// The same catalog, its recipes' values replaced: what `reused` makes.
    private init(_ catalog: SiteCatalog, recipes: [Recipe]) {
        self.recipes = recipes
        terms = catalog.terms.mapValues { $0.map { TaxonomyTerm(taxonomy: $0.taxonomy, name: $0.name, slug: $0.slug, recipes: $0.recipes.over(recipes)) } }
        uncategorized = catalog.uncategorized.over(recipes)
        (diagnostics, slugs, counts, positionBySlug) = (catalog.diagnostics, catalog.slugs, catalog.counts, catalog.positionBySlug)
    }

    /// This catalog, made from `previous`, over `input`, the recipes given again after an edit,
    /// when no recipe's place in it can have changed: the same files in the same order, each with
    /// the same slug, title, category, cuisine, tags and ingredients (what the title order, the
    /// terms, their pages and counts and the duplicates are made of); nil otherwise. Only the
    /// recipes' values are new, at the positions they had: a step's edit costs a comparison of
    /// each recipe's few fields (the same strings and arrays, compared by their storage), not the
    /// grouping of every recipe again.
    func reused(from previous: [Recipe], for input: [Recipe]) -> SiteCatalog? {
        // By position throughout: iterating the arrays would copy each whole `Recipe`.
        guard previous.count == input.count, previous.indices.allSatisfy({ Self.samePlace(previous[$0], input[$0]) }) else { return nil }
        let bySource = Dictionary(input.indices.map { (input[$0].sourcePath, $0) }, uniquingKeysWith: { first, _ in first })
        return SiteCatalog(self, recipes: recipes.indices.map { input[bySource[recipes[$0].sourcePath]!] })
    }

    /// The recipes at these positions replaced, each by one with the same place in it
    /// (`samePlace`). The terms' lists let go of the recipes while they change and take them
    /// again after, so when nothing else holds them they are changed where they are: a copy of
    /// 10,000 recipes, and letting go of the old, was a tenth of a save's CPU.
    mutating func replace(_ changed: [Int: Recipe]) {
        terms = terms.mapValues { $0.map { TaxonomyTerm(taxonomy: $0.taxonomy, name: $0.name, slug: $0.slug, recipes: $0.recipes.over([])) } }
        uncategorized = uncategorized.over([])
        for (position, recipe) in changed { recipes[position] = recipe }
        terms = terms.mapValues { [recipes] in
            $0.map { TaxonomyTerm(taxonomy: $0.taxonomy, name: $0.name, slug: $0.slug, recipes: $0.recipes.over(recipes)) }
        }
        uncategorized = uncategorized.over(recipes)
    }

    /// The recipes at these positions replaced by ones under other categories, cuisines or tags, at
    /// the places they had (the same slug and title order, the same ingredients' foods:
    /// `sameFoods`): those three taxonomies grouped again, a pass over every recipe each, side by
    /// side; the ingredients' terms, the costly grouping, kept with the recipes' new values. The
    /// lists let go of the recipes while they change, as in `replace`.
    mutating func regroup(_ changed: [Int: Recipe]) {
        terms = terms.mapValues { $0.map { TaxonomyTerm(taxonomy: $0.taxonomy, name: $0.name, slug: $0.slug, recipes: $0.recipes.over([])) } }
        uncategorized = uncategorized.over([])
        for (position, recipe) in changed { recipes[position] = recipe }
        let grouped = [Taxonomy.category, .cuisine, .tag].parallelMap(itemsPerTask: 1) { [recipes] taxonomy in
            (taxonomy, Self.group(recipes, by: taxonomy, ingredients: IngredientGrouping([], normalizer: IngredientNormalizer(synonyms: []))))
        }
        for (taxonomy, (taxonomyTerms, taxonomySlugs)) in grouped {
            terms[taxonomy] = taxonomyTerms
            slugs[taxonomy] = taxonomySlugs
            counts[taxonomy] = Dictionary(uniqueKeysWithValues: taxonomyTerms.map { ($0.slug, $0.recipes.count) })
        }
        terms[.ingredient] = terms[.ingredient].map { [recipes] in
            $0.map { TaxonomyTerm(taxonomy: $0.taxonomy, name: $0.name, slug: $0.slug, recipes: $0.recipes.over(recipes)) }
        }
        let categories = slugs[.category] ?? [:]
        uncategorized = RecipeList(recipes, positions: recipes.indices.filter { position in
            recipes[position].category.map { categories[$0] == nil } ?? true
        })
    }

    /// Whether `a` and `b` have the same place in a catalog: every field the catalog reads (of the
    /// ingredients, what groups them onto pages: a line moved by an edit above it is the same).
    static func samePlace(_ a: Recipe, _ b: Recipe) -> Bool {
        a.title == b.title && sameTerms(a, b)
    }

    /// The same but for the title, which places a recipe in title order (`keepsOrder`): the file,
    /// the slug, and what puts it on the terms' pages.
    static func sameTerms(_ a: Recipe, _ b: Recipe) -> Bool {
        a.sourcePath == b.sourcePath && a.slug == b.slug && a.category == b.category && a.cuisine == b.cuisine && a.tags == b.tags && sameFoods(a, b)
    }

    /// Whether `a` and `b` are under the same ingredients' pages (a line moved by an edit above it is the same).
    static func sameFoods(_ a: Recipe, _ b: Recipe) -> Bool {
        a.ingredientGroups == b.ingredientGroups || a.ingredients.map(IngredientPages.food) == b.ingredients.map(IngredientPages.food)
    }

    /// Whether these recipes, at these positions (a save's new values, titles changed), would
    /// still be in title order there: each after the recipe before it and before the one after
    /// (taking the new values where both changed). A title whose edit moves no recipe: a typo
    /// fixed, a word added that sorts it among the same neighbours.
    func keepsOrder(_ changed: [Int: Recipe]) -> Bool {
        changed.keys.allSatisfy { position in
            (position == 0 || orderKey(position - 1, changed) < orderKey(position, changed))
                && (position + 1 == recipes.count || orderKey(position, changed) < orderKey(position + 1, changed))
        }
    }

    /// What title order sorts the recipe at `position` by (`titleOrder`), its new values where `changed` has them.
    private func orderKey(_ position: Int, _ changed: [Int: Recipe]) -> (String, String) {
        changed[position].map { (Self.sortKey($0.title), $0.slug) } ?? (Self.sortKey(recipes[position].title), recipes[position].slug)
    }

    /// The recipes at these positions replaced by ones whose new titles move them in title order
    /// (each with the same terms: `sameTerms`): each is taken out and put back where its title now
    /// sorts, found by halving (only those compared have their titles folded), and the terms'
    /// lists and the slugs' positions are renumbered. Returns each old position's new one.
    mutating func move(_ changed: [Int: Recipe]) -> [Int] {
        var order = recipes.indices.filter { changed[$0] == nil }
        for position in changed.keys.sorted() {
            let key = orderKey(position, changed)
            var (low, high) = (0, order.count)
            while low < high {
                let middle = (low + high) / 2
                if orderKey(order[middle], changed) < key { low = middle + 1 } else { high = middle }
            }
            order.insert(position, at: low)
        }
        var renumbered = Array(repeating: 0, count: recipes.count)
        for (new, old) in order.enumerated() { renumbered[old] = new }
        // By position: iterating the recipes would copy each whole `Recipe`.
        let moved = order.map { changed[$0] ?? recipes[$0] }
        recipes = moved
        terms = terms.mapValues { $0.map { TaxonomyTerm(taxonomy: $0.taxonomy, name: $0.name, slug: $0.slug, recipes: $0.recipes.renumbered(renumbered, over: moved)) } }
        uncategorized = uncategorized.renumbered(renumbered, over: moved)
        positionBySlug = Dictionary(uniqueKeysWithValues: moved.indices.map { (moved[$0].slug, $0) })
        return renumbered
    }

    init(_ input: [Recipe], normalizer: IngredientNormalizer = IngredientNormalizer(synonyms: [])) {
        var diagnostics: [Diagnostic] = []
        var bySlug: [String: Int] = [:]
        // Sorting by source path first makes "which duplicate wins" independent of input order.
        // By position: the recipes are copied once, in title order (a `Recipe` is some 800 bytes
        // and forty references to retain; sorting, keying and ordering them copied each three times).
        for position in input.indices.sorted(by: { input[$0].sourcePath < input[$1].sourcePath }) {
            let (slug, path) = (input[position].slug, input[position].sourcePath)
            if let first = bySlug[slug] {
                diagnostics.append(Diagnostic(
                    .duplicatePage, "Another recipe already has the page `recipes/\(slug)/`, so this one is not written.",
                    at: SourceLocation(file: path, line: 1, column: 1),
                    note: "the page belongs to \(input[first].sourcePath); give one of them a different `slug`"))
            } else {
                bySlug[slug] = position
            }
        }
        let recipes = Self.titleOrder(input, positions: Array(bySlug.values))
        let ingredients = IngredientGrouping(recipes, normalizer: normalizer)
        var terms: [Taxonomy: [TaxonomyTerm]] = [:]
        var slugs: [Taxonomy: [String: String]] = [:]
        // The taxonomies are grouped side by side: each is a pass over every recipe.
        let grouped = Taxonomy.allCases.parallelMap(itemsPerTask: 1) { Self.group(recipes, by: $0, ingredients: ingredients) }
        for (taxonomy, (taxonomyTerms, taxonomySlugs)) in zip(Taxonomy.allCases, grouped) {
            terms[taxonomy] = taxonomyTerms
            slugs[taxonomy] = taxonomySlugs
        }
        self.recipes = recipes
        self.terms = terms
        self.slugs = slugs
        self.counts = terms.mapValues { Dictionary(uniqueKeysWithValues: $0.map { ($0.slug, $0.recipes.count) }) }
        self.positionBySlug = Dictionary(uniqueKeysWithValues: recipes.enumerated().map { ($1.slug, $0) })
        self.uncategorized = RecipeList(recipes, positions: recipes.indices.filter { position in
            recipes[position].category.map { slugs[.category]?[$0] == nil } ?? true
        })
        self.diagnostics = diagnostics
    }

    /// The position in `recipes` of the published recipe at `recipes/<slug>/`.
    func position(slug: String) -> Int? { positionBySlug[slug] }

    /// Every recipe, as a list.
    var all: RecipeList { RecipeList(recipes, positions: Array(recipes.indices)) }

    func terms(_ taxonomy: Taxonomy) -> [TaxonomyTerm] { terms[taxonomy] ?? [] }

    /// The slug of the page for `name` in `taxonomy`, nil when there is no such page.
    func slug(of name: String, in taxonomy: Taxonomy) -> String? { slugs[taxonomy]?[name] }

    func recipeCount(ofTerm name: String, in taxonomy: Taxonomy) -> Int {
        slug(of: name, in: taxonomy).flatMap { counts[taxonomy]?[$0] } ?? 0
    }

    /// Alphabetical, ignoring case and accents, the same on every machine; ties by slug.
    /// The recipes at `positions`, in title order.
    static func titleOrder(_ recipes: [Recipe], positions: [Int]) -> [Recipe] {
        let keys = positions.parallelMap { sortKey(recipes[$0].title) }
        return positions.indices.sorted { (keys[$0], recipes[positions[$0]].slug) < (keys[$1], recipes[positions[$1]].slug) }
            .map { recipes[positions[$0]] }
    }

    static func sortKey(_ text: String) -> String {
        TextFolding.fold(text)
    }
}

private extension SiteCatalog {
    /// Groups by slug, so `Desserts` and `desserts` share one page, named by the most used spelling.
    /// The work per name written (trimming, the slug) is done once per distinct name.
    static func group(_ recipes: [Recipe], by taxonomy: Taxonomy, ingredients: IngredientGrouping) -> ([TaxonomyTerm], [String: String]) {
        var slugByName: [String: String] = [:]
        var uses: [String: Int] = [:]
        var positionsBySlug: [String: [Int]] = [:]
        for position in recipes.indices {
            var seen: [String] = []
            for name in taxonomy.names(of: position, in: recipes, ingredients: ingredients) {
                uses[name, default: 0] += 1
                let slug: String
                if let known = slugByName[name] {
                    slug = known
                } else {
                    let trimmed = Trimming.whitespace(name)
                    slug = trimmed.isEmpty ? "" : Slug.term(trimmed)
                    slugByName[name] = slug
                }
                guard !slug.isEmpty, !seen.contains(slug) else { continue }
                seen.append(slug)
                positionsBySlug[slug, default: []].append(position)
            }
        }
        slugByName = slugByName.filter { !$0.value.isEmpty }
        var spellings: [String: [String: Int]] = [:]
        for (name, slug) in slugByName {
            spellings[slug, default: [:]][Trimming.whitespace(name), default: 0] += uses[name]!
        }
        let terms = positionsBySlug.map { slug, positions in
            let name = spellings[slug]!.max { ($0.value, $1.key) < ($1.value, $0.key) }!.key
            return TaxonomyTerm(taxonomy: taxonomy, name: name, slug: slug, recipes: RecipeList(recipes, positions: positions))
        }
        let keys = terms.map { sortKey($0.name) }
        let order = terms.indices.sorted { (keys[$0], terms[$0].slug) < (keys[$1], terms[$1].slug) }
        return (order.map { terms[$0] }, slugByName)
    }
}
