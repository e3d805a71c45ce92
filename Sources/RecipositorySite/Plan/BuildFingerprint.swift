import RecipositoryCore

/// The keys an incremental build compares with the last build's (`BuildCache`): pure, from what
/// load read and what plan decided. A key holds everything its output can show, so an equal key
/// means the same bytes as a full build would write:
///
/// - `global`: what every page may use: the program (`ProgramIdentity`, which holds the default
///   theme), the build's options, `recipository.yml`, the site's `Templates/`, the site's folders,
///   and every picture's size;
/// - `files`: the names of the files of `static/` and `content/` that are not recipes (the output
///   table leaves out a file `static/` makes itself);
/// - each recipe's source (`recipe`) and what its model asked of the site's index and was told
///   (`Recipe.lookups`: where its links lead, which its related recipes are), so a recipe made,
///   renamed or deleted re-renders the pages of the recipes whose links it changes, not every
///   page; what lists show of it (`asListed`: its card, its entry in
///   the feed, the sitemap and the home page's strips) with its terms (the category, cuisine, tags
///   and ingredients it is listed under; their counts only where its page shows them: `TermCounts`);
/// - `site`: all of it and the bytes of every other file, so an unchanged site is not even parsed.
///
/// A unit's key: a recipe's page and mail files, its recipe's source, it as listed with its terms
/// and the recipes it names as related (their cards); a term's listing, its recipes as listed
/// with their terms; any other page (home, A–Z, search, feed, sitemap), every recipe as listed, in
/// order; a cookbook page, as a listing and its articles (each its recipe as its page shows it).
/// So a recipe's edit that lists do not show (a step, an ingredient's amount) renders its page,
/// its mail files and the cookbook pages holding its article, and no list.
struct BuildFingerprint: Sendable {
    static let version = "recipository incremental 3"

    let global: String
    /// The names of the files of `static/` and `content/` that are not recipes.
    let files: String
    /// The site's own template of a row of the output table (`recipe`, `listing`), by name, when
    /// no template names it as a partial or parent: only that row's pages use it.
    let templates: [String: String]
    /// Whether the theme can show a recipe's terms' counts on its page, mail files or cookbook
    /// articles (`TermCounts`): when not, its key as shown leaves them out.
    let termCountsShown: Bool
    private(set) var site: String
    /// Each recipe file's key, by its path as diagnostics show it.
    private(set) var recipes: [String: String]

    /// A long-lived process's keys of its last build (`serve`), by the bytes they hashed; nil for `build`.
    let cache: FingerprintCache?

    /// `knownRecipes`: recipe files' keys by the path shown, as the stat index gave them (`SourceIndex`), not hashed again.
    init(_ loaded: SiteLoader.Loaded, layout: SiteLayout, options: BuildOptions, program: String, fileDigests: [String: String],
         cache: FingerprintCache? = nil, knownRecipes: [String: String] = [:]) {
        self.cache = cache
        var global = Fingerprint(Self.version)
        global.add(program)
        global.add([options.includeDrafts, options.buildAnyway].map { $0 ? "1" : "0" }.joined())
        global.add(options.previewScript ?? "")
        global.add(loaded.configText ?? "\u{0}none")
        for folder in [layout.root, layout.content, layout.staticFolder, layout.templates, layout.recipesFolder] { global.add(folder.path) }
        let theme = Self.theme(loaded.templateFiles)
        global.add(theme.shared)
        templates = theme.own
        termCountsShown = theme.countsShown
        for (path, size) in loaded.pictureSizes.sorted(by: { $0.key < $1.key }) {
            global.add(path)
            global.add(size.width)
            global.add(size.height)
        }
        for (path, problem) in loaded.pictureProblems.sorted(by: { $0.key < $1.key }) {
            global.add(path)
            global.add("\(problem)")
        }
        self.global = global.value
        let recipeFiles = Set(loaded.recipes.map(\.contentPath))
        var files = Fingerprint("files")
        for (kind, names) in [("static", loaded.staticFiles.sorted()), ("content", loaded.contentFiles.filter { !recipeFiles.contains($0) }.sorted())] {
            files.add(kind)
            files.add(names.count)
            for name in names { files.add(name) }
        }
        self.files = files.value
        let recipes = Dictionary(loaded.recipes.parallelMap { file in (file.path, knownRecipes[file.path] ?? Self.recipe(file, cache: cache)) },
                                 uniquingKeysWith: { first, _ in first })
        let order = recipes.keys.sorted()
        recipeGroups = Array(stride(from: 0, to: order.count, by: Self.groupSize)).parallelMap(itemsPerTask: 4) { start in
            Self.recipeGroup(order[start..<min(start + Self.groupSize, order.count)], recipes: recipes)
        }
        (self.recipes, recipeOrder) = (recipes, order)
        others = Self.others(loaded: loaded, fileDigests: fileDigests)
        site = ""
        site = siteKey()
    }

    /// The recipe files' paths in order, and their keys in groups of `groupSize` in that order,
    /// each group hashed apart: a save of one recipe hashes its group and the groups' keys again,
    /// not every recipe's key (a pass over 10,000, 6% of such a save's CPU).
    private let recipeOrder: [String]
    private var recipeGroups: [String]
    static let groupSize = 64
    /// The other files of `content/` and `static/` with their hashes, and load's warnings, hashed together.
    private let others: String

    /// The key of every input together: the global one, the templates', the recipe files' groups and the other files'.
    private func siteKey() -> String {
        var site = Fingerprint("site")
        site.add(global)
        for (name, key) in templates.sorted(by: { $0.key < $1.key }) {
            site.add(name)
            site.add(key)
        }
        site.add(recipeGroups.count)
        for group in recipeGroups { site.add(group) }
        site.add(others)
        return site.value
    }

    private static func recipeGroup(_ paths: ArraySlice<String>, recipes: [String: String]) -> String {
        var group = Fingerprint("recipes")
        for path in paths {
            group.add(path)
            group.add(recipes[path] ?? "")
        }
        return group.value
    }

    private static func others(loaded: SiteLoader.Loaded, fileDigests: [String: String]) -> String {
        var others = Fingerprint("other files")
        for (kind, files) in [("content", loaded.contentFiles), ("static", loaded.staticFiles)] {
            others.add(kind)
            for path in files.sorted() {
                others.add(path)
                others.add(fileDigests["\(kind)/\(path)"] ?? "")
            }
        }
        for diagnostic in loaded.diagnostics + loaded.templateDiagnostics { others.add("\(diagnostic)") }
        return others.value
    }

    /// These keys after a save of `files` alone, each a recipe file this build knew, the other
    /// files of `content/` and `static/` and the rest the same (`RecipeSave`): their keys made
    /// again, their groups' and the site's; every other kept.
    mutating func save(_ files: [SourceFile]) {
        var groups = Set<Int>()
        for file in files {
            recipes[file.path] = Self.recipe(file, cache: nil)
            // The paths are in order: found by halving.
            var (low, high) = (0, recipeOrder.count)
            while low < high {
                let middle = (low + high) / 2
                if recipeOrder[middle] < file.path { low = middle + 1 } else { high = middle }
            }
            groups.insert(low / Self.groupSize)
        }
        for group in groups where group < recipeGroups.count {
            let start = group * Self.groupSize
            recipeGroups[group] = Self.recipeGroup(recipeOrder[start..<min(start + Self.groupSize, recipeOrder.count)], recipes: recipes)
        }
        site = siteKey()
    }

    /// A recipe file's key: its paths and bytes.
    static func recipe(_ file: SourceFile, cache: FingerprintCache?) -> String {
        var recipe = Fingerprint("recipe", cache: cache)
        recipe.add(file.path)
        recipe.add(file.contentPath)
        recipe.add(file.byteCount)
        recipe.add(file.bytes)
        return recipe.value
    }

    /// Every unit's key, in the render plan's order.
    func units(_ plan: RenderPlan) -> [String] {
        keys(plan).units
    }

    /// What the render stage compares: each unit's key, in the render plan's order, each
    /// cookbook page's articles' keys, in book order, by the page's path, and each recipe's card's
    /// key by catalog position, by the root prefix of the pages listing it (`KeptParts`).
    struct Keys: Sendable {
        var units: [String]
        var articles: [String: [String]]
        var cards: [String: [String]]
        /// What the units' keys are made of, kept by `serve` to key again only the units a save reaches.
        var inputs: UnitInputs
        /// The recipes' and terms' keys with what decides them, for the next record (`BuildCache.KeyMemo`).
        var memo: BuildCache.KeyMemo?
    }

    /// What a unit's key is made of besides its pages: the global and files keys (`base`), each
    /// recipe as listed and as shown, by catalog position, each term's recipes as listed, by
    /// taxonomy and slug, and every recipe as listed.
    struct UnitInputs: Sendable {
        var base: String
        var listed: [String]
        var shown: [String]
        var terms: [String: String]
        var everything: String
    }

    /// The key of a recipe's energy per serving as the search index shows it (`NutritionEstimates.kcal`):
    /// what its model is made from (its file, the settings, what its model was told of the site's
    /// index) and what the estimate reads besides (the settings, the program's food table); nil for
    /// a file this build did not read.
    func energyKey(of recipe: Recipe) -> String? {
        guard let file = recipes[recipe.sourcePath] else { return nil }
        var key = Fingerprint("energy")
        key.add(global)
        key.add(file)
        Self.lookups(recipe, into: &key)
        return key.value
    }

    /// The key of the search index's files (`SearchIndexFiles.make`), which the index stage
    /// compares with the record's before it makes them: everything `SearchIndexBuilder` reads of
    /// each published recipe, in order (its file, slug, title, category, cuisine and tags as
    /// written, total time, difficulty, the first picture its card shows, each line's food, its
    /// energy per serving as `kcal` gives it), the global key (the program, whose code builds the
    /// index; the settings, which its normalizer, the pictures' widths and the estimates follow;
    /// every picture's size) and the files key (the output table, which `Routes` reads).
    func searchIndexKey(_ recipes: [Recipe], kcal: (Recipe) -> Int?) -> String {
        func add(_ text: String?, to key: inout Fingerprint) {
            key.add(text == nil ? 0 : 1)
            key.add(text ?? "")
        }
        var key = Fingerprint("search index")
        key.add(global)
        key.add(files)
        key.add(recipes.count)
        // By index: iterating the list would copy each whole `Recipe`.
        for index in recipes.indices {
            key.add(recipes[index].sourcePath)
            key.add(recipes[index].slug)
            key.add(recipes[index].title)
            add(recipes[index].category, to: &key)
            add(recipes[index].cuisine, to: &key)
            key.add(recipes[index].tags.count)
            for tag in recipes[index].tags { key.add(tag) }
            add(recipes[index].totalMinutes.map { String($0) }, to: &key)
            add(recipes[index].difficulty.map { String($0.level) }, to: &key)
            add(RecipeImages(recipes[index]).all.first, to: &key)
            let foods = IngredientPages.foods(of: recipes[index])
            key.add(foods.count)
            for food in foods { key.add(food) }
            add(kcal(recipes[index]).map { String($0) }, to: &key)
        }
        return key.value
    }

    /// The key of one of the search index's files: the index's, and the file's path.
    static func searchIndexFileKey(_ index: String, path: String) -> String {
        var key = Fingerprint("search index file")
        key.add(index)
        key.add(path)
        return key.value
    }

    /// What a recipe's model was told of the site's index (`Recipe.lookups`): the answers, in
    /// order. The questions are its file's, which its key holds.
    static func lookups(_ recipe: Recipe, into key: inout Fingerprint) {
        key.add(recipe.lookups.answers.count)
        for answer in recipe.lookups.answers { key.add(answer) }
    }

    /// What the render stage compares (`Keys`), every key made from `plan`.
    func keys(_ plan: RenderPlan) -> Keys {
        keys(plan, recorded: nil, energies: [:])
    }

    /// What the render stage compares (`Keys`), made from `plan`; a recipe's keys as listed, as
    /// shown and of its cards, and a term's, are taken from `recorded` (the last record's,
    /// `BuildCache.KeyMemo`) where what they are made of is this build's, and made otherwise:
    ///
    /// - as listed (and its cards): the same energy key (`energies`, by path: the program, options
    ///   and settings, its file, and what its model was told of the site's index: the same model,
    ///   so the same fields lists show) and the same terms' entries, in order (with their counts);
    /// - as shown: that, and each recipe it names as related found and taken as listed too (the
    ///   same recipe, the same card), where a slug is unique;
    /// - a term's: the same entry (name, slug, count) and each of its recipes taken as listed (each
    ///   was under it before, with the same count: the same recipes, in the same order);
    ///
    /// and all of it only under the same base (the global and files keys), the same depths of list
    /// pages and the same answer to whether a template shows the terms' counts. `Keys.memo` is what
    /// the next record keeps.
    func keys(_ plan: RenderPlan, recorded: BuildCache.KeyMemo?, energies: [String: String]) -> Keys {
        let catalog = plan.context.index
        let base = global + files
        // A card is its recipe as lists show it, at the depth of the pages listing it.
        let depths = Set(plan.units.flatMap(\.pages).compactMap(\.listRootPrefix)).sorted()
        let recorded = recorded.flatMap { $0.base == base && $0.depths == depths && $0.countsShown == termCountsShown ? $0 : nil }
        let allTerms = Taxonomy.allCases.flatMap { catalog.terms($0) }
        let names = allTerms.map(Self.termName)
        let entries = allTerms.map(Self.termEntry)
        // Each term by the place of its name in `allTerms`, as the record keeps it (the first, were a name twice).
        var place: [String: Int] = [:]
        for (index, name) in names.enumerated() where place[name] == nil { place[name] = index }
        var recordedPlace: [String: Int] = [:]
        for (index, name) in (recorded?.termOrder ?? []).enumerated() where recordedPlace[name] == nil { recordedPlace[name] = index }
        // Each term whose entry (name, slug, count) is the record's, at the place the record gives: its recorded place, else -1.
        let holding = names.indices.map { index in
            recorded?.terms[names[index]]?.entry == entries[index] ? recordedPlace[names[index]] ?? -1 : -1
        }
        // Each recipe's terms, by their places in `allTerms`, by catalog position.
        var places = Array(repeating: [Int](), count: catalog.recipes.count)
        for (index, term) in allTerms.enumerated() {
            for member in term.recipes.indices { places[term.recipes.position(at: member)].append(index) }
        }
        // Each recipe's energy key and terms for the next record, and the last record's keys where they
        // still hold: the same model, and each of its terms the one at the same place of the record with
        // the same entry. Kept field by field: a whole entry copied for each look was a tenth of the keys.
        let checked = Array(catalog.recipes.indices).parallelMap { [places, place] position -> (energy: String?, own: [Int], holds: Bool) in
            let path = catalog.recipes[position].sourcePath
            guard let energy = energies[path] else { return (nil, [], false) }
            let own = places[position].map { place[names[$0]] ?? $0 }
            let holds = recorded?.recipes[path].map { last in
                last.energy == energy && last.cards.count == depths.count && last.terms.count == own.count
                    && zip(places[position], last.terms).allSatisfy { holding[$0] >= 0 && holding[$0] == $1 }
            } ?? false
            return (energy, own, holds)
        }
        let taken = checked.map(\.holds)
        let last = { @Sendable (position: Int) in recorded?.recipes[catalog.recipes[position].sourcePath] }
        // A recipe's terms' entries, for the keys made again.
        let terms = { @Sendable [places] (position: Int) in places[position].map { entries[$0] } }
        let listed = Array(catalog.recipes.indices).parallelMap { position in
            taken[position] ? last(position)?.listed ?? "" : listedKey(position, catalog: catalog, terms: terms(position))
        }
        let shown = Array(catalog.recipes.indices).parallelMap { position in
            // The recipes it names as related, each taken as listed: their cards are the last build's.
            if taken[position], let kept = last(position)?.shown, catalog.recipes[position].related.allSatisfy({ reference in
                reference.recipe.map { slug in catalog.position(slug: slug).map { taken[$0] } ?? false } ?? true
            }) {
                return kept
            }
            return shownKey(position, catalog: catalog, base: base, listed: listed, terms: terms(position))
        }
        let termKeys = Dictionary(zip(names, Array(allTerms.indices).parallelMap(itemsPerTask: 8) { index in
            let term = allTerms[index]
            if holding[index] >= 0, let last = recorded?.terms[names[index]],
               term.recipes.indices.allSatisfy({ taken[term.recipes.position(at: $0)] }) {
                return last.key
            }
            return termKey(term, listed: listed)
        }), uniquingKeysWith: { first, _ in first })
        let inputs = UnitInputs(base: base, listed: listed, shown: shown, terms: termKeys, everything: Self.everything(listed))
        // An article is its recipe's page as the book shows it, on that page (its number is put in as it is written).
        let books = plan.units.flatMap(\.pages).filter { if case .cookbook = $0.format.kind { true } else { false } }
        let articles = Dictionary(books.parallelMap(itemsPerTask: 1) { page in (page.path, articleKeys(page, catalog: catalog, shown: shown)) },
                                  uniquingKeysWith: { first, _ in first })
        let units = plan.units.parallelMap(itemsPerTask: 16) { unit in unitKey(unit.pages, inputs: inputs, articles: articles) }
        let cards = depths.enumerated().map { depth, prefix in
            (prefix, Array(catalog.recipes.indices).parallelMap { position in
                taken[position] ? last(position)?.cards[depth] ?? "" : cardKey(base: base, listed: listed[position], prefix: prefix)
            })
        }
        var keys = Keys(units: units, articles: articles, cards: Dictionary(cards, uniquingKeysWith: { first, _ in first }), inputs: inputs)
        var memo = BuildCache.KeyMemo(base: base, countsShown: termCountsShown, depths: depths)
        memo.recipes.reserveCapacity(catalog.recipes.count)
        for position in catalog.recipes.indices {
            guard let energy = checked[position].energy else { continue }
            let path = catalog.recipes[position].sourcePath
            let recipe = BuildCache.KeyMemo.Recipe(energy: energy, terms: checked[position].own, listed: listed[position], shown: shown[position],
                                                   cards: cards.map { $0.1[position] })
            if memo.recipes.updateValue(recipe, forKey: path) == nil { memo.order.append(path) }
        }
        // Every term, in order, each name's first kept.
        memo.termOrder = names
        for (index, name) in names.enumerated() where memo.terms[name] == nil {
            if let key = termKeys[name] { memo.terms[name] = BuildCache.KeyMemo.Term(entry: entries[index], key: key) }
        }
        keys.memo = memo
        return keys
    }

    /// The keys of `plan` after a save changed the categories, cuisines or tags of the recipes at
    /// `saved`, every recipe at the place it had (`SiteCatalog.regroup`), made from `old`, the
    /// last build's: only what that can change is keyed again. As listed (with their cards): the
    /// recipes saved and every recipe under a term whose entry changed (`termEntry`: its name or
    /// its count), or that is new; as shown, those and the recipes naming one as related; the
    /// categories', cuisines' and tags' keys, and the ingredients' holding a recipe listed anew;
    /// every recipe as listed; the cookbooks' articles of the recipes shown anew, or every article
    /// when `chapters` (a category changed: the book's chapters and pages); every unit's.
    /// `entriesBefore`: each category's, cuisine's and tag's entry before the save, by `termName`.
    func keys(after old: Keys, plan: RenderPlan, saved: [Int], entriesBefore: [String: String], chapters: Bool) -> Keys {
        let catalog = plan.context.index
        var inputs = old.inputs
        var relisted = Array(repeating: false, count: catalog.recipes.count)
        for position in saved { relisted[position] = true }
        for taxonomy in [Taxonomy.category, .cuisine, .tag] {
            for term in catalog.terms(taxonomy) where entriesBefore[Self.termName(term)] != Self.termEntry(term) {
                for index in term.recipes.indices { relisted[term.recipes.position(at: index)] = true }
            }
        }
        let positions = relisted.indices.filter { relisted[$0] }
        // The terms of each recipe listed anew, found in every term's list.
        var terms = Array(repeating: [String](), count: catalog.recipes.count)
        for taxonomy in Taxonomy.allCases {
            for term in catalog.terms(taxonomy) {
                let entry = Self.termEntry(term)
                for index in term.recipes.indices where relisted[term.recipes.position(at: index)] {
                    terms[term.recipes.position(at: index)].append(entry)
                }
            }
        }
        for (position, key) in zip(positions, positions.parallelMap { [terms] in listedKey($0, catalog: catalog, terms: terms[$0]) }) {
            inputs.listed[position] = key
        }
        // By index: iterating the recipes would copy each whole `Recipe`.
        let slugs = Set(positions.map { catalog.recipes[$0].slug })
        let reshown = catalog.recipes.indices.filter { position in
            relisted[position] || catalog.recipes[position].related.contains { $0.recipe.map(slugs.contains) ?? false }
        }
        for (position, key) in zip(reshown, reshown.parallelMap { [inputs, terms, relisted] position in
            shownKey(position, catalog: catalog, base: inputs.base, listed: inputs.listed,
                     terms: relisted[position] ? terms[position] : Self.termEntries(of: position, catalog: catalog, shown: true))
        }) {
            inputs.shown[position] = key
        }
        var termKeys: [String: String] = [:]
        for taxonomy in Taxonomy.allCases {
            for term in catalog.terms(taxonomy) {
                let name = Self.termName(term)
                let again = taxonomy != .ingredient || old.inputs.terms[name] == nil
                    || term.recipes.indices.contains { relisted[term.recipes.position(at: $0)] }
                termKeys[name] = again ? termKey(term, listed: inputs.listed) : old.inputs.terms[name]
            }
        }
        inputs.terms = termKeys
        inputs.everything = Self.everything(inputs.listed)
        var shownAgain = Array(repeating: false, count: catalog.recipes.count)
        for position in reshown { shownAgain[position] = true }
        let books = plan.units.flatMap(\.pages).filter { if case .cookbook = $0.format.kind { true } else { false } }
        let articles = Dictionary(books.parallelMap(itemsPerTask: 1) { [inputs, shownAgain] page -> (String, [String]) in
            let term: TaxonomyTerm? = if case .term(let term) = page.subject { term } else { nil }
            let kept = chapters ? nil : old.articles[page.path]
            return (page.path, CookbookViewModel.bookOrder(term, catalog, paging: page.paging).enumerated().map { index, place in
                guard let kept, kept.indices.contains(index), !shownAgain[place.position] else {
                    return articleKey(shown: inputs.shown[place.position], page: page.path)
                }
                return kept[index]
            })
        }, uniquingKeysWith: { first, _ in first })
        let units = plan.units.parallelMap(itemsPerTask: 16) { [inputs] unit in unitKey(unit.pages, inputs: inputs, articles: articles) }
        let depths = Set(plan.units.flatMap(\.pages).compactMap(\.listRootPrefix)).sorted()
        let cards = depths.map { [inputs] prefix in
            guard var column = old.cards[prefix] else {
                return (prefix, inputs.listed.parallelMap { listing in cardKey(base: inputs.base, listed: listing, prefix: prefix) })
            }
            for position in positions { column[position] = cardKey(base: inputs.base, listed: inputs.listed[position], prefix: prefix) }
            return (prefix, column)
        }
        return Keys(units: units, articles: articles, cards: Dictionary(cards, uniquingKeysWith: { first, _ in first }), inputs: inputs)
    }

    /// Each category's, cuisine's and tag's entry (`termEntry`), by `termName`: what `keys(after:…)` compares.
    static func entries(_ catalog: SiteCatalog) -> [String: String] {
        Dictionary([Taxonomy.category, .cuisine, .tag].flatMap { catalog.terms($0).map { (termName($0), termEntry($0)) } },
                   uniquingKeysWith: { first, _ in first })
    }

    /// A term as each recipe under it is listed with it: its page and count, which a recipe's page links.
    static func termEntry(_ term: TaxonomyTerm) -> String {
        "\(term.taxonomy.rawValue)\u{0}\(term.name)\u{0}\(term.slug)\u{0}\(term.recipes.count)"
    }

    /// The terms the recipe at `position` is under (`termEntry`), found in every term's list;
    /// `shown`: only those its page shows (`shownTaxonomies`).
    static func termEntries(of position: Int, catalog: SiteCatalog, shown: Bool = false) -> [String] {
        (shown ? shownTaxonomies : Taxonomy.allCases).flatMap { catalog.terms($0).filter { $0.recipes.holds(position: position) }.map(termEntry) }
    }

    /// The terms a recipe's page, mail files and cookbook article show of it, each with its count
    /// (`RecipePageViewModel.termLink`): its category, cuisine and tags, not its ingredients'
    /// terms, which only lists show. A new recipe with salt in it changes the count of salt's page,
    /// and no recipe page.
    static let shownTaxonomies: [Taxonomy] = [.category, .cuisine, .tag]

    /// What lists show of the recipe at `position` (`asListed`), with the terms it is under, not
    /// their counts: no card shows a recipe's terms, and a page that shows every term with its
    /// count (the home page, search) is keyed by every recipe as listed, whose terms make the
    /// counts. A recipe made with salt in it changes salt's count, and the cards of no other recipe.
    func listedKey(_ position: Int, catalog: SiteCatalog, terms: [String]) -> String {
        var recipe = Fingerprint("listed recipe", cache: cache)
        Self.asListed(catalog.recipes[position], into: &recipe)
        for entry in terms { recipe.add(Self.withoutCount(entry)) }
        return recipe.value
    }

    /// A term's entry (`termEntry`) without its count, after the entry's last separator.
    static func withoutCount(_ entry: String) -> String {
        String(entry[..<(entry.lastIndex(of: "\u{0}") ?? entry.endIndex)])
    }

    /// Every recipe as listed, in order: what the home page, the A–Z list, search, the feed and the sitemap show.
    static func everything(_ listed: [String]) -> String {
        var every = Fingerprint("every recipe")
        for key in listed { every.add(key) }
        return every.value
    }

    /// A recipe's card on the pages at `prefix`: it as listed, at that depth.
    func cardKey(base: String, listed: String, prefix: String) -> String {
        var key = Fingerprint("card", cache: cache)
        key.add(base)
        key.add(listed)
        key.add(prefix)
        return key.value
    }

    /// What a recipe's page shows (its cookbook article too): its source and what its model was
    /// told of the site's index, it as listed with its
    /// terms, and the cards of the recipes it names as related.
    func shownKey(_ position: Int, catalog: SiteCatalog, base: String, listed: [String], terms: [String]) -> String {
        var recipe = Fingerprint("shown recipe", cache: cache)
        recipe.add(base)
        // A recipe whose file is not known by that name never matches: it is always rendered.
        recipe.add(recipes[catalog.recipes[position].sourcePath] ?? "unknown \(UInt64.random(in: 0...UInt64.max))")
        Self.lookups(catalog.recipes[position], into: &recipe)
        // It as listed, with the terms its page shows (`terms`: all it is under, or those alone).
        Self.asListed(catalog.recipes[position], into: &recipe)
        let shownPrefixes = Self.shownTaxonomies.map { $0.rawValue + "\u{0}" }
        for entry in terms where shownPrefixes.contains(where: entry.hasPrefix) {
            // Without its count when no template shows it.
            recipe.add(termCountsShown ? entry : Self.withoutCount(entry))
        }
        for reference in catalog.recipes[position].related {
            recipe.add(reference.recipe ?? "")
            recipe.add(reference.recipe.flatMap { catalog.position(slug: $0) }.map { listed[$0] } ?? "none")
        }
        return recipe.value
    }

    /// A cookbook page's articles' keys, in book order.
    func articleKeys(_ page: PageJob, catalog: SiteCatalog, shown: [String]) -> [String] {
        let term: TaxonomyTerm? = if case .term(let term) = page.subject { term } else { nil }
        return CookbookViewModel.bookOrder(term, catalog, paging: page.paging).map { _, position in
            articleKey(shown: shown[position], page: page.path)
        }
    }

    /// An article: its recipe as its page shows it, on that cookbook page. Not its number in the
    /// book, which a recipe made or deleted changes for every article after it: the article is kept
    /// without it and it is put in when the page is written (`PagePiece`).
    func articleKey(shown: String, page: String) -> String {
        var key = Fingerprint("article", cache: cache)
        key.add(shown)
        key.add(page)
        return key.value
    }

    /// A term's recipes, in order, hashed once for all its pages (a paged list's pages each show a
    /// part of it, and each page's key holds the whole list, as its pager and counts show it).
    func termKey(_ term: TaxonomyTerm, listed: [String]) -> String {
        var key = Fingerprint("term", cache: cache)
        key.add(term.taxonomy.rawValue)
        key.add(term.name)
        key.add(term.slug)
        for index in term.recipes.indices { key.add(listed[term.recipes.position(at: index)]) }
        return key.value
    }

    static func termName(_ term: TaxonomyTerm) -> String { "\(term.taxonomy.rawValue)\u{0}\(term.slug)" }

    /// A render unit's key, from its pages and what they show (`articles`: each cookbook page's, by path).
    func unitKey(_ pages: [PageJob], inputs: UnitInputs, articles: [String: [String]]) -> String {
        var key = Fingerprint("unit", cache: cache)
        key.add(inputs.base)
        for page in pages {
            key.add(page.format.name)
            key.add(page.path)
            // A page of a paged list: which recipes of it are shown, and how many pages it has.
            if let paging = page.paging {
                key.add("page \(paging.number) of \(paging.count): \(paging.range)")
            }
            for template in page.format.templates { key.add(templates[template] ?? "default") }
            switch (page.subject, page.format.kind) {
            case (.recipe(let position), _):
                key.add(inputs.shown[position])
            case (.term(let term), _):
                key.add(inputs.terms[Self.termName(term)] ?? termKey(term, listed: inputs.listed))
            case (.site, .plain), (.site, .notFound):
                break
            case (.site, _):
                key.add(inputs.everything)
            }
            // A cookbook page shows its recipes whole: its articles.
            for article in articles[page.path] ?? [] { key.add(article) }
        }
        return key.value
    }

    /// What the pages listing a recipe show of it, and nothing else: its card (title, summary,
    /// total time, rating, difficulty, first picture), its line in the feed (title, summary, date,
    /// author), the sitemap (date), the home page's strips of recipes made (the dates cooked), the
    /// lists' structured data (title) and the search page's difficulty filter; its link (slug) and
    /// file. A field a list shows that is not here would leave that list stale after an edit of it.
    static func asListed(_ recipe: Recipe, into key: inout Fingerprint) {
        func add(_ text: String?) {
            key.add(text == nil ? 0 : 1)
            key.add(text ?? "")
        }
        key.add(recipe.sourcePath)
        key.add(recipe.slug)
        key.add(recipe.title)
        add(recipe.description)
        add(recipe.totalMinutes.map { String($0) })
        add(recipe.rating.map { "\($0)" })
        add(recipe.difficulty.map { "\($0.level) \($0.label)" })
        let pictures = RecipeImages(recipe).all
        key.add(pictures.count)
        for picture in pictures { key.add(picture) }
        add(recipe.author)
        add(recipe.date?.description)
        key.add(recipe.cooked.count)
        for entry in recipe.cooked { key.add(entry.date.description) }
    }

    /// Each copied file's or picture's key, by its place in `files`, nil for a file made by the
    /// build or one load has no hash of (never kept): the program and settings (`global`: a new
    /// program may encode pictures otherwise), the source's hash, and every path and size written
    /// from it. An equal key and the files as the last build left them: nothing is read, compared
    /// or written.
    func copies(_ files: [OutputFile], fileDigests: [String: String]) -> [String?] {
        files.map { file in
            guard let digest = fileDigests[file.origin] else { return nil }
            var key = Fingerprint("copy", cache: cache)
            key.add(global)
            key.add(file.origin)
            key.add(digest)
            switch file.contents {
            case .bytes, .deflated: return nil
            case .copy(let source):
                key.add(source.path)
                key.add(file.path)
            case .picture(let source, let format, let pictures):
                key.add(source.path)
                key.add("\(format)")
                for picture in pictures {
                    key.add(picture.path)
                    key.add(picture.request.width)
                    key.add("\(picture.request.format)")
                }
            }
            return key.value
        }
    }

    /// The site's `Templates/` files split: a row's own template (only that row's pages use it)
    /// keyed apart, every other file (the layout, partials, assets, a row's template another names)
    /// in one shared key that every page has. Which templates name which is read from the tags of
    /// the theme's templates, the site's over the built-in ones (`{{> partial}}`, `{{< parent}}`); a
    /// template that changes the tag delimiters or names a partial dynamically makes all shared.
    static func theme(_ files: [String: [UInt8]]) -> (shared: String, own: [String: String], countsShown: Bool) {
        var sources = DefaultThemeFiles.files
        for (path, bytes) in files { sources[path] = String(decoding: bytes, as: UTF8.self) }
        var named = Set<String>()
        var unreadable = false
        for (path, text) in sources where path.hasSuffix(Theme.templateExtension) {
            if text.contains("{{=") { unreadable = true }
            for tag in text.components(separatedBy: "{{").dropFirst() {
                let body = tag.drop { $0 == " " }
                guard let first = body.first, first == ">" || first == "<" else { continue }
                let rest = body.dropFirst().drop { $0 == " " }
                if rest.hasPrefix("*") { unreadable = true }
                named.insert(String(rest.prefix { $0 != "}" && $0 != " " }))
            }
        }
        let rows = Set(OutputFormat.defaults.flatMap(\.templates))
        var shared = Fingerprint("shared theme")
        var own: [String: String] = [:]
        for (path, bytes) in files.sorted(by: { $0.key < $1.key }) {
            let name = path.hasSuffix(Theme.templateExtension) ? String(path.dropLast(Theme.templateExtension.count)) : nil
            if !unreadable, let name, rows.contains(name), !named.contains(name) {
                var key = Fingerprint("template")
                key.add(path)
                key.add(bytes)
                own[name] = key.value
            } else {
                shared.add(path)
                shared.add(bytes)
            }
        }
        return (shared.value, own, TermCounts.shown(in: sources))
    }
}
