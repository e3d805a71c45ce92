// Pantry: the "I have..." question. Which of the ingredients at hand each recipe uses, and what
// else it needs. Salt, pepper and water are taken as always there.
'use strict';
(() => {
  const ns = (window.RecipositorySearch ??= {});

  const STAPLES = ['salt', 'black pepper', 'water'];
  /** One bit per "I have..." term: more than this many are ignored. */
  const MAX_TERMS = 32;

  /** How one recipe meets the "I have..." list. Names are only looked up for the results shown. */
  class PantryUse {
    constructor(pantry, recipe, terms, masks, usedBits, missingCount) {
      this.pantry = pantry;
      this.recipe = recipe;
      this.terms = terms;
      this.masks = masks;
      this.usedBits = usedBits;
      this.missingCount = missingCount;
      this.haveCount = 0;
      for (let bits = usedBits; bits !== 0; bits &= bits - 1) this.haveCount += 1;
    }

    /** The visitor's ingredients the recipe uses, in the order given. */
    get have() {
      return this.terms.filter((_, j) => (this.usedBits >>> j) & 1).map((term) => term.text);
    }

    /** What the recipe needs besides: its ingredient terms, A to Z. */
    get missing() {
      return this.pantry.missingNames(this.recipe, this.masks);
    }
  }

  class Pantry {
    /**
     * @param vocabulary the index's ingredient terms
     * @param exactMarks what a term finds in the vocabulary (SearchEngine.exactMarks)
     * @param recipes the recipes, their `id` their place
     * @param terms every recipe's term ids, one after the other: recipe i's are
     *   `terms.ids[terms.start[i]]` up to `terms.ids[terms.start[i + 1]]` (its `terms` views them)
     */
    constructor(vocabulary, exactMarks, recipes, terms) {
      this.vocabulary = vocabulary;
      this.recipes = recipes;
      this.ids = terms.ids;
      this.start = terms.start;
      this.staples = new Uint8Array(vocabulary.length);
      for (const term of STAPLES) exactMarks(term).forEach((mark, id) => { this.staples[id] |= mark; });
      const ids = new Map(vocabulary.map((term, id) => [term, id]));
      this.parts = vocabulary.map((term) => Pantry.partIds(term, ids));
      // Beside each recipe term, its owner or -1 (see ownersOf); worked out once per recipe.
      this.owners = new Int32Array(this.ids.length);
      this.ownersKnown = new Uint8Array(recipes.length);
      // Scratch marks for one recipe at a time: a fresh stamp value instead of clearing.
      this.missingStamps = new Uint32Array(vocabulary.length);
      this.impliedStamps = new Uint32Array(vocabulary.length);
      this.stamp = 0;
    }

    /** For each vocabulary term, one bit per "I have..." term that covers it; null without any. */
    masks(matchers) {
      if (matchers.length === 0) return null;
      const masks = new Uint32Array(this.vocabulary.length);
      matchers.slice(0, MAX_TERMS).forEach((matcher, j) => {
        matcher.marks.forEach((mark, id) => { if (mark) masks[id] |= 1 << j; });
      });
      return masks;
    }

    /**
     * How many of its own terms the recipe at `position` still needs beside the "I have..."
     * terms (`masks`) and the staples. Which of them it uses is `masks` OR-ed over its terms, which
     * the search reads from the recipes listed by term. Counting allocates nothing: this runs for
     * every recipe that uses some of the list; the names of what is missing are only looked up for
     * the results shown (PantryUse.missing).
     */
    missingCount(position, masks) {
      if (this.ownersKnown[position] === 0) this.ownersOf(this.recipes[position]);
      if (this.stamp === 0xffffffff) {
        this.missingStamps.fill(0);
        this.impliedStamps.fill(0);
        this.stamp = 0;
      }
      const stamp = ++this.stamp;
      const { ids, owners, staples, missingStamps, impliedStamps } = this;
      const from = this.start[position];
      const to = this.start[position + 1];
      let missing = 0;
      for (let k = from; k < to; k++) {
        const id = ids[k];
        const owner = owners[k];
        // Not a staple, and covered by the "I have..." list neither itself nor through its listed
        // owner (eggs give "egg yolk").
        if (masks[id] === 0 && (owner < 0 || masks[owner] === 0) && staples[id] === 0) {
          missingStamps[id] = stamp;
          missing += 1;
        }
      }
      // "vanilla" is listed beside "vanilla extract" (an owner is a term of its own): count it once.
      for (let k = from; k < to && missing > 0; k++) {
        const owner = owners[k];
        if (owner >= 0 && missingStamps[ids[k]] === stamp && missingStamps[owner] === stamp && impliedStamps[owner] !== stamp) {
          impliedStamps[owner] = stamp;
          missing -= 1;
        }
      }
      return missing;
    }

    /** What the page shows for a recipe that uses `usedBits` of the "I have..." terms and misses `missingCount`. */
    useOf(recipe, terms, masks, usedBits, missingCount) {
      return new PantryUse(this, recipe, terms, masks, usedBits, missingCount);
    }

    /** Every recipe's owners worked out ahead (when the page is idle), so no search has to. */
    prepare() {
      for (const recipe of this.recipes) this.ownersOf(recipe);
    }

    /** The names of what a recipe needs beyond the "I have..." list and the staples (as `missingCount` counts them). */
    missingNames(recipe, masks) {
      const ids = recipe.terms;
      const owners = this.ownersOf(recipe);
      const missing = new Set();
      ids.forEach((id, k) => { if (Pantry.coverage(ids, owners, k, masks) === 0 && this.staples[id] === 0) missing.add(id); });
      ids.forEach((id, k) => { if (missing.has(id) && owners[k] >= 0) missing.delete(owners[k]); });
      return [...missing].sort((a, b) => a - b).map((id) => this.vocabulary[id]);
    }

    /**
     * For each of a recipe's terms, the term it is a part of when the recipe lists that owner
     * too ("egg" beside "egg yolk"), else -1. Worked out once per recipe, when first asked.
     */
    ownersOf(recipe) {
      const from = this.start[recipe.id];
      const owners = this.owners.subarray(from, this.start[recipe.id + 1]);
      if (this.ownersKnown[recipe.id] === 0) {
        const ids = recipe.terms;
        ids.forEach((id, k) => { owners[k] = this.parts[id].find((part) => ids.includes(part)) ?? -1; });
        this.ownersKnown[recipe.id] = 1;
      }
      return owners;
    }

    /** The "I have.." bits covering a recipe's k-th term: its own, or its listed owner's (eggs give "egg yolk"). */
    static coverage(ids, owners, k, masks) {
      return masks[ids[k]] || (owners[k] >= 0 ? masks[owners[k]] : 0);
    }

    /** The vocabulary terms a term contains as whole words, itself excepted: "vanilla" in "vanilla extract". */
    static partIds(term, ids) {
      const words = term.split(' ');
      const found = [];
      for (let start = 0; start < words.length; start++) {
        for (let end = start + 1; end <= words.length; end++) {
          const id = end - start < words.length ? ids.get(words.slice(start, end).join(' ')) : undefined;
          if (id !== undefined) found.push(id);
        }
      }
      return found;
    }
  }

  ns.Pantry = Pantry;
})();
