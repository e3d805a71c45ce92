// SearchEngine: search-index.json -> ranked recipes. Pure: no DOM, no URL; search.js shows what
// it finds. Ingredient and difficulty matching is step 5 of the recipe in SearchIndex.swift, the
// same rules as SearchIndex.recipeSlugs(matching:); titles, tags, categories and cuisines are
// searched as well.
'use strict';
(() => {
  const ns = (window.RecipositorySearch ??= {});

  const FORMAT_VERSION = 2;
  /** Points a query term earns where it is found; ingredient and title hits rank first. */
  const WEIGHTS = { ingredient: 3, title: 3, ingredientPrefix: 2, titlePrefix: 2, other: 1, level: 1, whole: 1 };
  /**
   * Where a term is found in a recipe, one bit each (a byte per recipe while searching): an
   * ingredient, the title, a category, cuisine or tag (OTHER), the word of its difficulty (LEVEL).
   */
  const INGREDIENT = 1;
  const TITLE = 2;
  const OTHER = 4;
  const LEVEL = 8;
  /**
   * A prefix that is also a whole word found as that word in an ingredient or the title ("egg"
   * being typed, in a recipe with eggs rather than only eggplant): one point more, so recipes
   * with the word itself come before those with only longer words.
   */
  const WHOLE = 16;
  /**
   * The points for each combination of those bits: POINTS[where] for a whole term,
   * POINTS[PREFIX + where] for a prefix.
   */
  const PREFIX = 32;
  const POINTS = Int32Array.from({ length: 2 * PREFIX }, (_, entry) => {
    const prefix = entry >= PREFIX;
    const where = entry % PREFIX;
    return ((where & INGREDIENT) ? (prefix ? WEIGHTS.ingredientPrefix : WEIGHTS.ingredient) : 0)
      + ((where & TITLE) ? (prefix ? WEIGHTS.titlePrefix : WEIGHTS.title) : 0)
      + ((where & OTHER) ? WEIGHTS.other : 0)
      + ((where & LEVEL) ? WEIGHTS.level : 0)
      + ((where & WHOLE) ? WEIGHTS.whole : 0);
  });
  /**
   * How a result matched, as bits of its BY_INGREDIENT field: every term by an ingredient;
   * every term by an ingredient or the difficulty's word (what SearchIndex.recipeSlugs finds).
   */
  const ALL_BY_INGREDIENT = 1;
  const ALL_BY_INGREDIENT_OR_LEVEL = 2;
  /** A vocabulary term's mark when a prefix finds it as a whole word (`prefixMarks`). */
  const WHOLE_MARK = 2;
  /** A recipe's category or cuisine when it has none: no id, and not indexOf's -1 for an unknown name. */
  const NONE = -2;
  /** "I have..." results rank by how many of its own ingredients a recipe still needs, up to this. */
  const MAX_MISSING = 4095;

  /**
   * For each of `size` lists (terms, tags, ...), the recipes in it, in index order: recipes
   * `recipes[start[id]]` up to (not including) `recipes[start[id + 1]]`. `each(i, add)` calls
   * add(id) for the lists recipe i is in.
   */
  const postings = (size, count, each) => {
    const start = new Int32Array(size + 1);
    for (let i = 0; i < count; i++) each(i, (id) => { start[id + 1] += 1; });
    for (let id = 0; id < size; id++) start[id + 1] += start[id];
    const next = start.slice(0, size);
    const recipes = new Int32Array(start[size]);
    for (let i = 0; i < count; i++) each(i, (id) => { recipes[next[id]++] = i; });
    return { start, recipes };
  };

  /**
   * The first `length` entries of `order` (indices into `keys`) sorted by key into `sorted`,
   * stably, largest first or smallest first. Keys are small whole numbers (points, counts), so
   * counting them is quicker than comparing. `counts` is scratch space: a bigger one is returned
   * when it is too small for the largest key, for the caller to keep.
   */
  const countingSort = (order, length, keys, largestFirst, sorted, counts) => {
    let top = 0;
    for (let i = 0; i < length; i++) if (keys[order[i]] > top) top = keys[order[i]];
    const next = counts.length >= top + 2 ? counts : new Int32Array(top + 2);
    next.fill(0, 0, top + 2);
    for (let i = 0; i < length; i++) {
      const key = keys[order[i]];
      next[(largestFirst ? top - key : key) + 1] += 1;
    }
    for (let key = 0; key <= top; key++) next[key + 1] += next[key];
    for (let i = 0; i < length; i++) {
      const key = keys[order[i]];
      sorted[next[largestFirst ? top - key : key]++] = order[i];
    }
    return next;
  };

  /**
   * The words of every title, each with the recipes whose title text has it: a title search
   * only looks at the titles that have its first word (or a word starting with it).
   */
  class TitleIndex {
    /** @param texts each recipe's " word word | variant " title text */
    constructor(texts) {
      this.texts = texts;
      const wordsOf = texts.map((text) => [...new Set(text.split(' '))]);
      // Sorted, so the words starting with a prefix are neighbours; a word's id is its place.
      this.words = [...new Set(wordsOf.flat())].sort();
      this.ids = new Map(this.words.map((word, id) => [word, id]));
      const idsOf = wordsOf.map((words) => words.map((word) => this.ids.get(word)));
      this.recipesByWord = postings(this.words.length, texts.length, (i, add) => idsOf[i].forEach(add));
    }

    /**
     * Sets `bit` in `found` for the recipes whose title text includes `needle` (" word " for a
     * whole word, " wor" for a prefix, " spring oni" for a phrase being typed).
     */
    mark(needle, found, bit) {
      const text = needle.slice(1);
      const space = text.indexOf(' ');
      const first = space < 0 ? text : text.slice(0, space);
      if (needle[0] !== ' ' || first === '') {
        // Not a search the page makes: every title is looked at.
        this.texts.forEach((title, recipe) => { if (title.includes(needle)) found[recipe] |= bit; });
        return;
      }
      // The titles to look at: those with the first word itself when a space follows it (a
      // title with " word " has the word "word"), else those with a word it begins.
      let from;
      let to;
      if (space >= 0) {
        from = this.ids.get(first);
        if (from === undefined) return;
        to = from + 1;
      } else {
        from = this.firstWordFrom(first);
        to = from;
        while (to < this.words.length && this.words[to].startsWith(first)) to += 1;
      }
      const { start, recipes } = this.recipesByWord;
      for (let i = start[from]; i < start[to]; i++) {
        const recipe = recipes[i];
        if ((found[recipe] & bit) === 0 && this.texts[recipe].includes(needle)) found[recipe] |= bit;
      }
    }

    /** The id of the first word that is not before `prefix` (binary search). */
    firstWordFrom(prefix) {
      let low = 0;
      let high = this.words.length;
      while (low < high) {
        const middle = (low + high) >> 1;
        if (this.words[middle] < prefix) low = middle + 1;
        else high = middle;
      }
      return low;
    }
  }

  /** What SearchResults keeps of each result, one after the other in one array. */
  const POSITION = 0;
  const SCORE = 1;
  const BY_INGREDIENT = 2;
  const USED = 3;
  const MISSING = 4;

  /**
   * What a search found, best first. Only the results shown are made into objects (`slice`,
   * `at`); the rest is a few numbers a result in one array: its position (in the index), its
   * score, whether every term matched an ingredient and, for "I have...", which of it the recipe
   * uses and how many other things it needs.
   */
  class SearchResults {
    /**
     * @param fields `stride` numbers per result (POSITION, SCORE, BY_INGREDIENT, then USED and
     *   MISSING when `pantry` is given)
     * @param pantry for "I have...": {terms, masks}; else null
     */
    constructor(engine, fields, stride, pantry) {
      this.engine = engine;
      this.fields = fields;
      this.stride = stride;
      this.pantry = pantry;
      this.length = fields.length / stride;
    }

    /** The i-th best: {recipe, position, score, rank, allByIngredient, allByIngredientOrLevel, pantry}. */
    at(i) {
      const index = i < 0 ? i + this.length : i;
      if (!(index >= 0 && index < this.length)) return undefined;
      const at = index * this.stride;
      const position = this.fields[at + POSITION];
      const recipe = this.engine.recipes[position];
      let rank = 0;
      let uses = null;
      if (this.pantry) {
        uses = this.engine.pantry.useOf(recipe, this.pantry.terms, this.pantry.masks, this.fields[at + USED], this.fields[at + MISSING]);
        rank = uses.haveCount * 4096 - Math.min(uses.missingCount, MAX_MISSING);
      }
      const by = this.fields[at + BY_INGREDIENT];
      return { recipe, position, score: this.fields[at + SCORE], rank, allByIngredient: (by & ALL_BY_INGREDIENT) !== 0,
        allByIngredientOrLevel: (by & ALL_BY_INGREDIENT_OR_LEVEL) !== 0, pantry: uses };
    }

    /** Results `start` to `end` (not included), as Array.prototype.slice counts them. */
    slice(start = 0, end = this.length) {
      const clamp = (value) => (value < 0 ? Math.max(this.length + value, 0) : Math.min(value, this.length));
      const from = clamp(Math.trunc(start) || 0);
      const to = clamp(Math.trunc(end) || 0);
      const part = [];
      for (let i = from; i < to; i++) part.push(this.at(i));
      return part;
    }

    * [Symbol.iterator]() {
      for (let i = 0; i < this.length; i++) yield this.at(i);
    }
  }

  class SearchEngine {
    constructor(index) {
      if (index?.version !== FORMAT_VERSION) {
        throw new Error(`search index format ${index?.version} is not ${FORMAT_VERSION}: rebuild the site`);
      }
      this.words = new ns.Words(index);
      this.vocabulary = index.vocabulary;
      this.tails = index.tail;
      this.vocabularyIds = new Map(index.vocabulary.map((term, id) => [term, id]));
      this.paddedVocabulary = index.vocabulary.map((term) => ` ${term} `);
      this.synonyms = Object.entries(index.synonyms);
      this.categories = index.categories;
      this.cuisines = index.cuisines;
      this.tags = index.tags;
      /** The words of difficulty 1 to 5 ("Easy" ... "Hard"). */
      this.levels = index.levels;
      const { recipes, terms } = SearchEngine.decodeRecipes(index);
      this.recipes = recipes;

      const tableWords = (names) => names.map((name) => this.words.wordsOf(name, { keepParentheses: true }));
      const titleWords = this.recipes.map((recipe) => this.words.wordsOf(recipe.title, { keepParentheses: true }));
      const tagWords = tableWords(this.tags);
      const categoryWords = tableWords(this.categories);
      const cuisineWords = tableWords(this.cuisines);
      const levelWords = tableWords(this.levels);
      this.reader = new ns.QueryReader(index, this.words,
        this.wordUses(index, titleWords, tagWords, categoryWords, cuisineWords, levelWords), levelWords.flat());

      // Field texts are " word word | variant " strings: a term is found with includes(" term ").
      this.recipes.forEach((recipe, i) => { recipe.titleText = this.fieldText(titleWords[i]); });
      this.tagTexts = tagWords.map((words) => this.fieldText(words));
      this.categoryTexts = categoryWords.map((words) => this.fieldText(words));
      this.cuisineTexts = cuisineWords.map((words) => this.fieldText(words));
      this.levelTexts = levelWords.map((words) => this.fieldText(words));
      // Categories, cuisines, tags and difficulty words are searched alike: one list, categories,
      // cuisines, tags, then the five levels (found as LEVEL, the others as OTHER).
      this.facetTexts = [...this.categoryTexts, ...this.cuisineTexts, ...this.tagTexts, ...this.levelTexts];
      this.pantry = new ns.Pantry(this.vocabulary, (term) => this.exactMarks(term), this.recipes, terms);

      // What a search needs by recipe, as numbers in arrays, and the recipes by what they have:
      // a term is looked up, then only the recipes that have it are touched.
      const count = this.recipes.length;
      this.categoryOf = Int32Array.from(this.recipes, (recipe) => recipe.category ?? NONE);
      this.cuisineOf = Int32Array.from(this.recipes, (recipe) => recipe.cuisine ?? NONE);
      this.minutesOf = Float64Array.from(this.recipes, (recipe) => recipe.minutes ?? NaN);  // NaN <= max is false
      this.levelOf = Float64Array.from(this.recipes, (recipe) => recipe.difficulty ?? NaN);
      this.kcalOf = Float64Array.from(this.recipes, (recipe) => recipe.kcal ?? NaN);
      this.recipesByTerm = postings(this.vocabulary.length, count, (i, add) => this.recipes[i].terms.forEach(add));
      const cuisinesFrom = this.categories.length;
      const tagsFrom = cuisinesFrom + this.cuisines.length;
      this.levelsFrom = tagsFrom + this.tags.length;
      this.recipesByFacet = postings(this.facetTexts.length, count, (i, add) => {
        const recipe = this.recipes[i];
        if (recipe.category !== null) add(recipe.category);
        if (recipe.cuisine !== null) add(cuisinesFrom + recipe.cuisine);
        for (const tag of recipe.tags) add(tagsFrom + tag);
        if (recipe.difficulty !== null) add(this.levelsFrom + recipe.difficulty - 1);
      });
      this.titles = new TitleIndex(this.recipes.map((recipe) => recipe.titleText));
      // Reused by every search: where each term is found (a byte per recipe), the matches.
      this.foundBuffers = [new Uint8Array(count)];
      this.pointsFrom = new Int32Array(4);
      this.pantryUsed = new Int32Array(count);
      this.matches = { positions: new Int32Array(count), scores: new Int32Array(count), byIngredient: new Uint8Array(count),
        used: new Int32Array(count), missing: new Int32Array(count), needs: new Int32Array(count), have: new Int32Array(count),
        order: new Int32Array(count), sorted: new Int32Array(count), counts: new Int32Array(64) };
    }

    /**
     * Recipes for a search: `q` (every term must match somewhere), `have` (the "I have..." list:
     * ranks by how many of those ingredients a recipe uses and lists what it still needs),
     * `category` and `cuisine` (names as written), `max` (total minutes), `difficulty` (a level,
     * 1 easy to 5 hard: that hard at most), `kcal` (energy per serving: at most that).
     * Returns the terms as read, the repaired words and the results, best first.
     */
    search({ q = '', have = '', category = '', cuisine = '', max = '', difficulty = '', kcal = '' } = {}) {
      const query = this.reader.read(q, { levels: true });
      const pantry = this.reader.read(have);
      if (pantry.onlyNoiseWords) pantry.terms = [];
      const filter = this.filter(category, cuisine, max, difficulty, kcal);
      const asked = query.terms.length > 0 || pantry.terms.length > 0 || filter.active;
      const queryMatchers = query.terms.map((term) => this.matcher(term));
      const pantryMatchers = pantry.terms.map((term) => this.matcher(term));
      // Whether results can say every term matched an ingredient: not when all were noise words.
      const exactQuery = query.terms.length > 0 && !query.onlyNoiseWords;

      const pantryMasks = this.pantry.masks(pantryMatchers);
      const results = asked ? this.rank(queryMatchers, exactQuery, filter, pantryMasks, pantry.terms)
        : new SearchResults(this, new Int32Array(0), 3, null);
      return {
        asked,
        terms: query.terms,
        pantryTerms: pantry.terms,
        corrections: [...query.corrections, ...pantry.corrections],
        results,
      };
    }

    /**
     * One search of each kind, their results thrown away: the browser compiles the search code
     * and the pantry learns each recipe's owners while the visitor is still reading, so the
     * first keystroke is as quick as the rest.
     */
    warmUp() {
      for (const step of this.warmUpSteps()) step();
    }

    /**
     * The warm-up in steps of a few milliseconds each, for the page to run one per idle moment:
     * a keystroke during the warm-up waits for one step at most.
     */
    warmUpSteps() {
      // The terms and the long word the site uses most, so that each search below finds recipes
      // and every step runs: whole words, prefixes, typos, "I have...", filters, results made.
      const recipesWith = (id) => this.recipesByTerm.start[id + 1] - this.recipesByTerm.start[id];
      const [first = 'a', second = first, third = second] = this.vocabulary.map((term, id) => id)
        .sort((a, b) => recipesWith(b) - recipesWith(a)).slice(0, 3).map((id) => this.vocabulary[id]);
      let word = 'qqqqq';
      let wordUses = -1;
      for (const [known, uses] of this.reader.dictionary) {
        if (known.length >= 6 && uses > wordUses) {
          word = known;
          wordUses = uses;
        }
      }
      const searches = [
        { q: `${first} ${first.slice(0, 3)} qqqqq` },
        { q: `${word[1]}${word[0]}${word.slice(2)} ${word}x` },  // two typos: letters swapped, one added
        { q: first },
        { q: second.slice(0, 3) },
        { have: `${first}, ${second}, ${third}` },
        { q: second, have: first, max: '60', difficulty: '3' },
        { have: third, category: this.categories[0] ?? '', cuisine: this.cuisines[0] ?? '' },
        { q: [this.categories[0], this.cuisines[0], this.tags[0]].filter(Boolean).join(' ') },
      ];
      return [
        () => this.pantry.prepare(),
        ...searches.map((search) => () => {
          for (const result of this.search(search).results.slice(0, 30)) void result.pantry?.missing;
        }),
      ];
    }

    /**
     * The recipes that pass the filters, match every query term and (with an "I have..." list)
     * use some of it, best first: by points, or for "I have..." by how much of it they use, then
     * how few other things they need, then points; ties in index order (A to Z).
     * Where each term is found comes from the lists of recipes by term, title word and facet (a
     * byte per recipe); one pass over those bytes finds the matches, and counting sorts (the keys
     * are small numbers) put them in order: no comparisons, no object per recipe.
     */
    rank(matchers, exactQuery, filter, masks, pantryTerms) {
      const count = this.recipes.length;
      const terms = matchers.length;
      // The arrays read below keep one shape from search to search: the compiled loop stays valid.
      while (this.foundBuffers.length < terms) this.foundBuffers.push(new Uint8Array(count));
      if (this.pointsFrom.length < terms) this.pointsFrom = new Int32Array(terms);
      for (let k = 0; k < terms; k++) {
        this.markFound(matchers[k], this.foundBuffers[k]);
        this.pointsFrom[k] = matchers[k].term.prefix ? PREFIX : 0;
      }
      const found = this.foundBuffers;
      const pointsFrom = this.pointsFrom;
      const withPantry = masks !== null;
      if (withPantry) this.markPantry(masks);
      const anyCategory = filter.categoryId === null;
      const category = filter.categoryId ?? NONE;
      const anyCuisine = filter.cuisineId === null;
      const cuisine = filter.cuisineId ?? NONE;
      const anyTime = filter.maxMinutes === null;
      const maxMinutes = filter.maxMinutes ?? 0;
      const anyLevel = filter.maxLevel === null;
      const maxLevel = filter.maxLevel ?? 0;
      const anyEnergy = filter.maxKcal === null;
      const maxKcal = filter.maxKcal ?? 0;
      const matches = this.matches;
      let matched = 0;
      for (let position = 0; position < count; position++) {
        if (!anyCategory && this.categoryOf[position] !== category) continue;
        if (!anyCuisine && this.cuisineOf[position] !== cuisine) continue;
        if (!anyTime && !(this.minutesOf[position] <= maxMinutes)) continue;
        if (!anyLevel && !(this.levelOf[position] <= maxLevel)) continue;
        if (!anyEnergy && !(this.kcalOf[position] <= maxKcal)) continue;
        let score = 0;
        let allByIngredient = exactQuery;
        let allByIngredientOrLevel = exactQuery;
        let k = 0;
        for (; k < terms; k++) {
          const where = found[k][position];
          if (where === 0) break;
          score += POINTS[pointsFrom[k] + where];
          if ((where & INGREDIENT) === 0) allByIngredient = false;
          if ((where & (INGREDIENT | LEVEL)) === 0) allByIngredientOrLevel = false;
        }
        if (k < terms) continue;
        if (withPantry) {
          const used = this.pantryUsed[position];
          if (used === 0) continue;
          const missing = this.pantry.missingCount(position, masks);
          matches.used[matched] = used;
          matches.missing[matched] = missing;
          matches.needs[matched] = Math.min(missing, MAX_MISSING);
        }
        matches.positions[matched] = position;
        matches.scores[matched] = score;
        matches.byIngredient[matched] = (allByIngredient ? ALL_BY_INGREDIENT : 0)
          | (allByIngredientOrLevel ? ALL_BY_INGREDIENT_OR_LEVEL : 0);
        matched += 1;
      }

      // Stable sorts from the last key to the first, starting from index order.
      let { order, sorted } = matches;
      for (let i = 0; i < matched; i++) order[i] = i;
      const sort = (keys, largestFirst) => {
        matches.counts = countingSort(order, matched, keys, largestFirst, sorted, matches.counts);
        [order, sorted] = [sorted, order];
      };
      sort(matches.scores, true);
      if (withPantry) {
        // rank = have * 4096 - min(missing, 4095): more used first, then fewer needed.
        sort(matches.needs, false);
        for (let i = 0; i < matched; i++) {
          let have = 0;
          for (let bits = matches.used[i]; bits !== 0; bits &= bits - 1) have += 1;
          matches.have[i] = have;
        }
        sort(matches.have, true);
      }
      const stride = withPantry ? 5 : 3;
      const fields = new Int32Array(matched * stride);
      for (let i = 0; i < matched; i++) {
        const match = order[i];
        const at = i * stride;
        fields[at + POSITION] = matches.positions[match];
        fields[at + SCORE] = matches.scores[match];
        fields[at + BY_INGREDIENT] = matches.byIngredient[match];
        if (withPantry) {
          fields[at + USED] = matches.used[match];
          fields[at + MISSING] = matches.missing[match];
        }
      }
      return new SearchResults(this, fields, stride, withPantry ? { terms: pantryTerms, masks } : null);
    }

    /** Where a query term is found, a byte per recipe into `found`: INGREDIENT, TITLE, OTHER, LEVEL bits. */
    markFound(matcher, found) {
      found.fill(0);
      const { start, recipes } = this.recipesByTerm;
      const { marks } = matcher;
      for (let id = 0; id < marks.length; id++) {
        if (marks[id] === 0) continue;
        const bits = marks[id] === WHOLE_MARK ? INGREDIENT | WHOLE : INGREDIENT;
        for (let i = start[id]; i < start[id + 1]; i++) found[recipes[i]] |= bits;
      }
      this.titles.mark(matcher.needle, found, TITLE);
      if (matcher.term.prefix) this.titles.mark(`${matcher.needle} `, found, WHOLE);
      const facets = this.recipesByFacet;
      for (let id = 0; id < matcher.facets.length; id++) {
        if (matcher.facets[id] !== 1) continue;
        const bit = id >= this.levelsFrom ? LEVEL : OTHER;
        for (let i = facets.start[id]; i < facets.start[id + 1]; i++) found[facets.recipes[i]] |= bit;
      }
    }

    /**
     * Which "I have..." terms each recipe uses, one bit each (0: none, so not a result): its terms'
     * masks OR-ed, read from the recipes listed by term. A term covered through its owner ("egg
     * yolk" by eggs) adds nothing more: the owner is one of the recipe's terms.
     */
    markPantry(masks) {
      const used = this.pantryUsed;
      used.fill(0);
      const { start, recipes } = this.recipesByTerm;
      for (let id = 0; id < masks.length; id++) {
        const mask = masks[id];
        if (mask === 0) continue;
        for (let i = start[id]; i < start[id + 1]; i++) used[recipes[i]] |= mask;
      }
    }

    /** What a term finds: marked vocabulary terms, and the text to look for in the other fields. */
    matcher(term) {
      const needle = term.prefix ? ` ${term.text}` : ` ${term.text} `;
      const marks = term.prefix ? this.prefixMarks(term.text) : this.exactMarks(term.text);
      return {
        term,
        marks,
        needle,
        // Whether it is found in each category, cuisine, tag and level (this.facetTexts): 1 or 0.
        facets: Uint8Array.from(this.facetTexts, (text) => (text.includes(needle) ? 1 : 0)),
      };
    }

    /**
     * Step 5: a term in the vocabulary finds the terms whose tail chain reaches it ("sugar" finds
     * "light brown sugar"); any other finds the terms that contain it as whole words.
     */
    exactMarks(text) {
      const marks = new Uint8Array(this.vocabulary.length);
      const wanted = this.vocabularyIds.get(text);
      for (let id = 0; id < marks.length; id++) {
        if (wanted === undefined) {
          if (this.paddedVocabulary[id].includes(` ${text} `)) marks[id] = 1;
          continue;
        }
        for (let link = id; link !== null && link !== undefined; link = this.tails[link]) {
          if (link === wanted) {
            marks[id] = 1;
            break;
          }
        }
      }
      return marks;
    }

    /**
     * A prefix finds the terms with a word that starts with it, and what its synonyms find;
     * WHOLE_MARK (not 1) where it is found as a whole word, as the term itself would be.
     */
    prefixMarks(text) {
      const marks = this.exactMarks(text);
      marks.forEach((mark, id) => { if (mark) marks[id] = WHOLE_MARK; });
      this.paddedVocabulary.forEach((term, id) => { if (marks[id] === 0 && term.includes(` ${text}`)) marks[id] = 1; });
      for (const [variant, canonical] of this.synonyms) {
        if (!` ${variant}`.includes(` ${text}`)) continue;
        this.exactMarks(canonical).forEach((mark, id) => { if (mark && marks[id] === 0) marks[id] = 1; });
      }
      return marks;
    }

    filter(category, cuisine, max, difficulty = '', kcal = '') {
      const categoryId = category ? this.categories.indexOf(category) : null;
      const cuisineId = cuisine ? this.cuisines.indexOf(cuisine) : null;
      const maxMinutes = /^\d+$/.test(String(max)) ? Number(max) : null;
      const maxLevel = /^\d+$/.test(String(difficulty)) ? Number(difficulty) : null;
      const maxKcal = /^\d+$/.test(String(kcal)) ? Number(kcal) : null;
      // An unknown name matches nothing (index -1); a recipe without a time is not "quick", nor
      // one without a difficulty "easy", nor one with no energy known "light".
      const active = categoryId !== null || cuisineId !== null || maxMinutes !== null || maxLevel !== null || maxKcal !== null;
      return { active, categoryId, cuisineId, maxMinutes, maxLevel, maxKcal };
    }

    /** " words | words with hyphens split | words with synonyms replaced ", variants only if different. */
    fieldText(words) {
      const plain = words.join(' ');
      const variants = new Set([plain, plain.replaceAll('-', ' '), this.reader.canonicalWords(words).join(' ')]);
      return ` ${[...variants].join(' | ')} `;
    }

    /** How often each word of the site is used: what prefixes and typos resolve to, most used first. */
    wordUses(index, titleWords, tagWords, categoryWords, cuisineWords, levelWords) {
      const uses = new Map();
      const add = (words, count) => {
        for (const word of words) uses.set(word, (uses.get(word) ?? 0) + count);
      };
      const termUses = new Array(this.vocabulary.length).fill(0);
      const tagUses = new Array(this.tags.length).fill(0);
      const categoryUses = new Array(this.categories.length).fill(0);
      const cuisineUses = new Array(this.cuisines.length).fill(0);
      const levelUses = new Array(this.levels.length).fill(0);
      this.recipes.forEach((recipe, i) => {
        for (const id of recipe.terms) termUses[id] += 1;
        for (const tag of recipe.tags) tagUses[tag] += 1;
        if (recipe.category !== null) categoryUses[recipe.category] += 1;
        if (recipe.cuisine !== null) cuisineUses[recipe.cuisine] += 1;
        if (recipe.difficulty !== null) levelUses[recipe.difficulty - 1] += 1;
        add(titleWords[i], 1);
      });
      this.vocabulary.forEach((term, id) => add(term.split(' '), termUses[id]));
      tagWords.forEach((words, id) => add(words, tagUses[id]));
      categoryWords.forEach((words, id) => add(words, categoryUses[id]));
      cuisineWords.forEach((words, id) => add(words, cuisineUses[id]));
      levelWords.forEach((words, id) => add(words, levelUses[id]));
      for (const [variant, canonical] of Object.entries(index.synonyms)) add([...variant.split(' '), ...canonical.split(' ')], 0);
      uses.delete('and');
      uses.delete('or');
      return uses;
    }

    /**
     * The column arrays of the index as one object per recipe. Term ids are un-gapped into one
     * Int32Array, `terms.ids`, each recipe viewing its own stretch (from `terms.start[i]`):
     * compact, and quick to scan.
     */
    static decodeRecipes(index) {
      const columns = index.recipes;
      const allTerms = new Int32Array(columns.terms.reduce((sum, gaps) => sum + gaps.length, 0));
      const starts = new Int32Array(columns.title.length + 1);
      let next = 0;
      const recipes = columns.title.map((title, i) => {
        const start = next;
        let id = 0;
        for (const gap of columns.terms[i]) allTerms[next++] = (id += gap);
        starts[i + 1] = next;
        return {
          id: i,
          title,
          url: index.urlPrefix + columns.url[i] + index.urlSuffix,
          category: columns.category[i],
          cuisine: columns.cuisine[i],
          tags: columns.tags[i],
          minutes: columns.minutes[i],
          difficulty: columns.difficulty[i],
          kcal: columns.kcal ? columns.kcal[i] : null,
          // The picture its card shows, relative to the site's root: {src, width, height} or null.
          picture: columns.picture[i] === null ? null
            : { src: columns.picture[i], width: columns.pictureSize[i]?.[0] ?? null, height: columns.pictureSize[i]?.[1] ?? null },
          terms: allTerms.subarray(start, next),
          titleText: '',
        };
      });
      return { recipes, terms: { ids: allTerms, start: starts } };
    }
  }

  ns.SearchEngine = SearchEngine;
  ns.SearchResults = SearchResults;
})();
