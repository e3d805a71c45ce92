// search-index.json, format version 1
// ===================================
//
// One JSON object for the browser's ingredient search ("chicken tomato" -> recipes). Compact (no
// spaces), keys sorted, every list sorted: the same recipes always give the same bytes. Strings
// are UTF-8; `<` `>` `&` U+2028 U+2029 are written as \u escapes. Shared tables keep it small:
// recipes refer to terms, categories, cuisines and tags by index (0-based).
//
// {
//   "categories": ["Breakfast", "Dessert", ...],  distinct values as written, sorted by code point
//   "cuisines":   ["French", "Italian", ...],     same
//   "ignore":     ["a", "about", "chopped", ...], words a query drops (units, amounts, preparation,
//                                                 size, "and", "for", ...) unless part of a phrase
//   "letters":    {"æ": "ae", "ß": "ss", ...},    letters NFD does not decompose (query step 1)
//   "levels":     ["Easy", "Fairly easy", "Medium", "Fairly hard", "Hard"],  the words of
//                 difficulty 1 to 5, as the pages show them: a query word among them is a term
//                 even when "ignore" has it ("medium"), and finds the recipes so rated (step 5)
//   "plural": {                                   how each word is made singular (query step 3)
//     "invariant":       ["greens", "molasses", ...],
//     "irregular":       {"leaves": "leaf", "pies": "pie", ...},
//     "minLength":       4,
//     "singularEndings": ["ss", "us"],
//     "suffixes":        [["ies", "y"], ["oes", "o"], ..., ["s", ""]]
//   },
//   "recipes": {            one array per field; element i of each belongs to recipe i. Recipes are
//                           sorted by title (accents folded, lowercase), then title, then slug.
//     "category":   [1, null, ...],        index into "categories", or null
//     "cuisine":    [0, 3, ...],           index into "cuisines", or null
//     "difficulty": [2, null, ...],        1 (easy) to 5 (hard), or null
//     "minutes":    [45, null, ...],       total time in minutes, or null
//     "kcal":       [410, null, ...],      energy per serving: the author's, else the estimate
//                                          from the ingredients (NutritionEstimate), or null
//     "picture":    ["pix/pie.webp", null, ...],  the recipe's picture (its own, else the first of
//                                          its gallery), percent-encoded, relative to the site's
//                                          root as the URLs are; or null
//     "pictureSize": [[800, 600], null, ...],  its width and height in pixels where known, or null
//     "tags":       [[0, 7], [], ...],     indices into "tags", ascending
//     "terms":      [[4, 3, 120], ...],    the recipe's ingredient terms as indices into
//                   "vocabulary", ascending, GAP-ENCODED: the first index, then each difference
//                   to the one before ([4, 3, 120] is 4, 7, 127). Only the most specific terms are
//                   listed: the recipe also has every term reached by following "tail" from them.
//     "title":      ["Apple Pie", ...],    as written
//     "url":        ["apple-pie", ...]     the URL is urlPrefix + url[i] + urlSuffix
//   },
//   "synonyms":   {"aubergine": "eggplant", "spring onion": "scallion", ...}
//                 normalized variant (one or more words) -> canonical term; built-in groups plus
//                 the site's `synonyms`
//   "tags":       ["quick", "vegetarian", ...],   distinct tags as written, sorted by code point
//   "tail":       [null, 0, 5, ...],   one per vocabulary term: the index of the shorter term it
//                 implies (itself minus its first word), or null. "light brown sugar" -> "brown
//                 sugar" -> "sugar"; "chicken breast" -> "breast". Atomic names have none: "peanut
//                 butter" is not "butter", "bay leaf" is not "leaf", "sweet potato" not "potato".
//                 A part's owner is a term of its own: "chicken breast" recipes also list "chicken".
//   "urlPrefix":  "/recipes/",   shared start of every recipe URL (may be "")
//   "urlSuffix":  "/",           shared end of every recipe URL (may be "")
//   "version":    2,             this format; refuse a version you do not know
//   "vocabulary": ["almond", "brown sugar", ...]   every ingredient term, sorted by code point:
//                 folded, singular words joined by one space
// }
//
// Reading a query (mirrors IngredientNormalizer.queryTerms and SearchIndex.recipeSlugs(matching:)):
// 1. Fold: q.toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, ""), then replace each
//    character that is a key of "letters".
// 2. Words: drop text inside (...). A word is a run of letters, digits, "-" and "'" (’ is '); a "."
//    "," or "/" between two digits belongs to the number. "," ";" "&" "+" stand for the word "and",
//    "/" "|" for "or"; any other character separates words. Drop words that start with a digit
//    (also ½), remove a final "'s" and then every "'", trim "-" from both ends.
// 3. Singularize each word with "plural": irregular[w] if present; else keep w when it is shorter
//    than minLength, does not end in "s", is invariant, or ends with a singularEnding; else replace
//    the first of "suffixes" that w ends with ("berries" -> "berry", "oats" -> "oat").
// 4. Terms: from left to right take the longest run of words (joined by " ") that is a key of
//    "synonyms" or a "vocabulary" term; its term is synonyms[run] or run. A word in no such run is
//    skipped if it is in "ignore" and not a word of "levels", else it is a term itself. Drop
//    repeated terms.
//    "Spring onions, 2 chopped tomatoes" -> ["scallion", "tomato"].
// 5. Match: a term in the vocabulary finds the terms whose tail chain (t, tail[t], tail[tail[t]],
//    ...) reaches it ("sugar" finds "sugar", "brown sugar", "light brown sugar"); a term not in
//    the vocabulary finds the terms that contain it as whole words ("bulgur" -> "bulgur wheat").
//    A term also names the difficulty levels whose words (folded, singular) contain it as whole
//    words: "easy" names 1 and 2 (Easy, Fairly easy), "medium" 3. A recipe matches a term when
//    one of its "terms" is among those found or its difficulty is among those named, and the
//    query when it matches every term. An empty query matches nothing.
//
// An ingredient line is reduced the same way, except that the text after a comma is a note, and
// what is left after dropping ignored words is one compound: "2 cups finely chopped light brown
// sugar, packed" -> "light brown sugar". See IngredientNormalizer.

/// The ingredient search index of a whole site: what `search-index.json` holds, and the data for
/// "recipes with leeks" pages. Built by `SearchIndexBuilder`; immutable.
public struct SearchIndex: Sendable {
    /// Bumped whenever `search-index.json` changes shape; the browser checks it.
    public static let formatVersion = 2
    /// The words of difficulty 1 to 5, as the pages show them ("Easy" ... "Hard").
    public static let levelNames = (1...5).map { Difficulty(level: $0).label }

    /// One recipe, with its strings shared through the index's tables.
    public struct Entry: Hashable, Sendable {
        public var slug: String
        public var url: String
        public var title: String
        /// Index into `categories`, `cuisines`, `tags`.
        public var category: Int?
        public var cuisine: Int?
        public var tags: [Int]
        public var totalMinutes: Int?
        /// Energy per serving, in kcal: the author's value, else the estimate.
        public var kcal: Int? = nil
        /// 1 (easy) to 5 (hard).
        public var difficulty: Int?
        /// Indices into `vocabulary`, ascending, no repeats: every term of every ingredient, tails
        /// included ("light brown sugar", "brown sugar", "sugar").
        public var terms: [Int]
        /// The picture a result shows beside the title, as the recipe's card does.
        public var picture: Picture?
    }

    /// A recipe's picture for a search result: where it is and, when known, its size, so the
    /// page keeps its place before it loads.
    public struct Picture: Hashable, Sendable {
        /// Percent-encoded, relative to the site's root (`pix/apple%20pie.webp`).
        public var path: String
        public var width: Int?
        public var height: Int?

        public init(path: String, width: Int? = nil, height: Int? = nil) {
            self.path = path
            self.width = width
            self.height = height
        }
    }

    /// Every ingredient term of every recipe, sorted by Unicode code point.
    public let vocabulary: [String]
    public let categories: [String]
    public let cuisines: [String]
    public let tags: [String]
    /// Sorted by title (folded, then as written), then slug.
    public let entries: [Entry]
    /// For each vocabulary term: does it name an ingredient (and so get a page)?
    let termNamesIngredient: [Bool]
    /// For each vocabulary term: the index of its tail, the shorter term it implies
    /// ("brown sugar" for "light brown sugar"), or nil.
    public let termTails: [Int?]
    let normalizer: IngredientNormalizer
    /// The normalizer's phrases plus the vocabulary: how a query is read (as the browser does).
    let queryPhrases: PhraseTable
    /// `levelNames` normalized ("fairly easy"), by level - 1: what a query word finds a difficulty by.
    static let levelPhrases = levelNames.map(IngredientNormalizer.normalizedPhrase)
    /// Every word of the difficulties: a query keeps them although ingredient lines drop "medium".
    static let levelWords = Set(levelPhrases.flatMap { $0.split(separator: " ").map(String.init) })

    init(vocabulary: [String], termNamesIngredient: [Bool], termTails: [Int?], categories: [String], cuisines: [String],
         tags: [String], entries: [Entry], normalizer: IngredientNormalizer) {
        self.vocabulary = vocabulary
        self.termNamesIngredient = termNamesIngredient
        self.termTails = termTails
        self.categories = categories
        self.cuisines = cuisines
        self.tags = tags
        self.entries = entries
        self.normalizer = normalizer
        var phrases = PhraseTable()
        // Exactly what the browser has: the synonyms as listed and the vocabulary, no hyphen twins.
        for (variant, canonical) in normalizer.synonyms {
            phrases.set(variant, .init(canonical: canonical, isAtomic: true), hyphenTwin: false)
        }
        for term in vocabulary {
            phrases.addIfAbsent(term, .init(canonical: term, isAtomic: true), hyphenTwin: false)
        }
        self.queryPhrases = phrases
    }

    /// One entry per term that names an ingredient of at least `minimumRecipes` recipes, sorted by
    /// term, with the slugs of its recipes in index (title) order: the "recipes with leeks" pages.
    /// Tails that only complete a longer name ("gold potato" of "yukon gold potato") and bare part
    /// words ("breast") get no page, unless some recipe names them on their own; nor does a term that is
    /// not a known food (`IngredientPages`).
    public func recipesByIngredient(minimumRecipes: Int = 1) -> [(term: String, recipeSlugs: [String])] {
        var slugsByTerm = [[String]](repeating: [], count: vocabulary.count)
        for entry in entries {
            for term in entry.terms where termNamesIngredient[term] {
                slugsByTerm[term].append(entry.slug)
            }
        }
        return vocabulary.indices.compactMap { term in
            let slugs = slugsByTerm[term]
            guard termNamesIngredient[term], !slugs.isEmpty, slugs.count >= minimumRecipes,
                  normalizer.isFood(vocabulary[term], recipeCount: slugs.count) else { return nil }
            return (vocabulary[term], slugs)
        }
    }
}
