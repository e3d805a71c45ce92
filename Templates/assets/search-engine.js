// SearchEngine: search-index.json -> ranked recipes. Pure: no DOM, no URL; search.js shows what
// it finds. Ingredient matching is step 5 of the recipe in SearchIndex.swift, the same rules as
// SearchIndex.recipeSlugs(matching:); titles, tags, categories and cuisines are searched as well.
'use strict';
(() => {
  const ns = (window.RecipositorySearch ??= {});

  const FORMAT_VERSION = 1;
  /** Points a query term earns where it is found; ingredient and title hits rank first. */
  const WEIGHTS = { ingredient: 3, title: 3, ingredientPrefix: 2, titlePrefix: 2, other: 1 };

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
      this.recipes = SearchEngine.decodeRecipes(index);

      const tableWords = (names) => names.map((name) => this.words.wordsOf(name, { keepParentheses: true }));
      const titleWords = this.recipes.map((recipe) => this.words.wordsOf(recipe.title, { keepParentheses: true }));
      const tagWords = tableWords(this.tags);
      const categoryWords = tableWords(this.categories);
      const cuisineWords = tableWords(this.cuisines);
      this.reader = new ns.QueryReader(index, this.words,
        this.wordUses(index, titleWords, tagWords, categoryWords, cuisineWords));

      // Field texts are " word word | variant " strings: a term is found with includes(" term ").
      this.recipes.forEach((recipe, i) => { recipe.titleText = this.fieldText(titleWords[i]); });
      this.tagTexts = tagWords.map((words) => this.fieldText(words));
      this.categoryTexts = categoryWords.map((words) => this.fieldText(words));
      this.cuisineTexts = cuisineWords.map((words) => this.fieldText(words));
      this.pantry = new ns.Pantry(this.vocabulary, (term) => this.exactMarks(term), this.recipes.length);
    }

    /**
     * Recipes for a search: `q` (every term must match somewhere), `have` (the "I have..." list:
     * ranks by how many of those ingredients a recipe uses and lists what it still needs),
     * `category` and `cuisine` (names as written), `max` (total minutes).
     * Returns the terms as read, the repaired words and the results, best first.
     */
    search({ q = '', have = '', category = '', cuisine = '', max = '' } = {}) {
      const query = this.reader.read(q);
      const pantry = this.reader.read(have);
      if (pantry.onlyNoiseWords) pantry.terms = [];
      const filter = this.filter(category, cuisine, max);
      const asked = query.terms.length > 0 || pantry.terms.length > 0 || filter.active;
      const queryMatchers = query.terms.map((term) => this.matcher(term));
      const pantryMatchers = pantry.terms.map((term) => this.matcher(term));
      const exactQuery = query.terms.length > 0 && !query.onlyNoiseWords && query.terms.every((t) => !t.prefix);

      const pantryMasks = this.pantry.masks(pantryMatchers);
      const results = [];
      for (let position = 0; asked && position < this.recipes.length; position++) {
        const recipe = this.recipes[position];
        if (!filter.accepts(recipe)) continue;
        let score = 0;
        let allByIngredient = exactQuery;
        for (const matcher of queryMatchers) {
          const ingredient = SearchEngine.hasMarkedTerm(recipe, matcher.marks);
          const points = this.points(matcher, recipe, ingredient);
          if (points === 0) {
            score = -1;
            break;
          }
          score += points;
          allByIngredient &&= ingredient;
        }
        if (score < 0) continue;
        const uses = pantryMasks ? this.pantry.use(recipe, pantry.terms, pantryMasks) : null;
        if (pantryMasks && uses === null) continue;
        // For "I have...": more of it used first, then fewer other things needed (one number sorts faster).
        const rank = uses ? uses.haveCount * 4096 - Math.min(uses.missingCount, 4095) : 0;
        results.push({ recipe, position, score, rank, allByIngredient, pantry: uses });
      }
      results.sort(pantryMasks ? SearchEngine.byPantry : SearchEngine.byScore);
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
      const term = this.vocabulary[0] ?? 'a';
      this.search({ q: `${term} ${term.slice(0, 2)} qqqqq` });
      this.search({ have: term });
    }

    /** What a term finds: marked vocabulary terms, and the text to look for in the other fields. */
    matcher(term) {
      const needle = term.prefix ? ` ${term.text}` : ` ${term.text} `;
      const marks = term.prefix ? this.prefixMarks(term.text) : this.exactMarks(term.text);
      const found = (texts) => texts.map((text) => text.includes(needle));
      return {
        term,
        marks,
        needle,
        tags: found(this.tagTexts),
        categories: found(this.categoryTexts),
        cuisines: found(this.cuisineTexts),
      };
    }

    /** The points a term earns in one recipe: 0 when it is found nowhere. */
    points(matcher, recipe, ingredient) {
      const prefix = matcher.term.prefix;
      let points = ingredient ? (prefix ? WEIGHTS.ingredientPrefix : WEIGHTS.ingredient) : 0;
      if (recipe.titleText.includes(matcher.needle)) points += prefix ? WEIGHTS.titlePrefix : WEIGHTS.title;
      if ((recipe.category !== null && matcher.categories[recipe.category])
        || (recipe.cuisine !== null && matcher.cuisines[recipe.cuisine])
        || recipe.tags.some((tag) => matcher.tags[tag])) {
        points += WEIGHTS.other;
      }
      return points;
    }

    static hasMarkedTerm(recipe, marks) {
      const ids = recipe.terms;
      for (let k = 0; k < ids.length; k++) if (marks[ids[k]] === 1) return true;
      return false;
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

    /** A prefix finds the terms with a word that starts with it, and what its synonyms find. */
    prefixMarks(text) {
      const marks = new Uint8Array(this.vocabulary.length);
      this.paddedVocabulary.forEach((term, id) => { if (term.includes(` ${text}`)) marks[id] = 1; });
      for (const [variant, canonical] of this.synonyms) {
        if (!` ${variant}`.includes(` ${text}`)) continue;
        this.exactMarks(canonical).forEach((mark, id) => { if (mark) marks[id] = 1; });
      }
      return marks;
    }

    filter(category, cuisine, max) {
      const categoryId = category ? this.categories.indexOf(category) : null;
      const cuisineId = cuisine ? this.cuisines.indexOf(cuisine) : null;
      const maxMinutes = /^\d+$/.test(String(max)) ? Number(max) : null;
      return {
        active: categoryId !== null || cuisineId !== null || maxMinutes !== null,
        // An unknown name matches nothing (index -1); a recipe without a time is not "quick".
        accepts: (recipe) => (categoryId === null || recipe.category === categoryId)
          && (cuisineId === null || recipe.cuisine === cuisineId)
          && (maxMinutes === null || (recipe.minutes !== null && recipe.minutes <= maxMinutes)),
      };
    }

    /** " words | words with hyphens split | words with synonyms replaced ", variants only if different. */
    fieldText(words) {
      const plain = words.join(' ');
      const variants = new Set([plain, plain.replaceAll('-', ' '), this.reader.canonicalWords(words).join(' ')]);
      return ` ${[...variants].join(' | ')} `;
    }

    /** How often each word of the site is used: what prefixes and typos resolve to, most used first. */
    wordUses(index, titleWords, tagWords, categoryWords, cuisineWords) {
      const uses = new Map();
      const add = (words, count) => {
        for (const word of words) uses.set(word, (uses.get(word) ?? 0) + count);
      };
      const termUses = new Array(this.vocabulary.length).fill(0);
      const tagUses = new Array(this.tags.length).fill(0);
      const categoryUses = new Array(this.categories.length).fill(0);
      const cuisineUses = new Array(this.cuisines.length).fill(0);
      this.recipes.forEach((recipe, i) => {
        for (const id of recipe.terms) termUses[id] += 1;
        for (const tag of recipe.tags) tagUses[tag] += 1;
        if (recipe.category !== null) categoryUses[recipe.category] += 1;
        if (recipe.cuisine !== null) cuisineUses[recipe.cuisine] += 1;
        add(titleWords[i], 1);
      });
      this.vocabulary.forEach((term, id) => add(term.split(' '), termUses[id]));
      tagWords.forEach((words, id) => add(words, tagUses[id]));
      categoryWords.forEach((words, id) => add(words, categoryUses[id]));
      cuisineWords.forEach((words, id) => add(words, cuisineUses[id]));
      for (const [variant, canonical] of Object.entries(index.synonyms)) add([...variant.split(' '), ...canonical.split(' ')], 0);
      uses.delete('and');
      uses.delete('or');
      return uses;
    }

    /**
     * The column arrays of the index as one object per recipe. Term ids are un-gapped into one
     * Int32Array, each recipe viewing its own stretch: compact, and quick to scan.
     */
    static decodeRecipes(index) {
      const columns = index.recipes;
      const allTerms = new Int32Array(columns.terms.reduce((sum, gaps) => sum + gaps.length, 0));
      let next = 0;
      return columns.title.map((title, i) => {
        const start = next;
        let id = 0;
        for (const gap of columns.terms[i]) allTerms[next++] = (id += gap);
        return {
          id: i,
          title,
          url: index.urlPrefix + columns.url[i] + index.urlSuffix,
          category: columns.category[i],
          cuisine: columns.cuisine[i],
          tags: columns.tags[i],
          minutes: columns.minutes[i],
          difficulty: columns.difficulty[i],
          terms: allTerms.subarray(start, next),
          titleText: '',
        };
      });
    }

    /** Most points first, then the index's order: alphabetical by title. */
    static byScore(a, b) {
      return b.score - a.score || a.position - b.position;
    }

    /** Uses more of what you have, then needs fewer other things, then as byScore. */
    static byPantry(a, b) {
      return b.rank - a.rank || SearchEngine.byScore(a, b);
    }
  }

  ns.SearchEngine = SearchEngine;
})();
