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
     * @param recipeCount how many recipes there are (their `id`s run from 0)
     */
    constructor(vocabulary, exactMarks, recipeCount) {
      this.vocabulary = vocabulary;
      this.staples = new Uint8Array(vocabulary.length);
      for (const term of STAPLES) exactMarks(term).forEach((mark, id) => { this.staples[id] |= mark; });
      const ids = new Map(vocabulary.map((term, id) => [term, id]));
      this.parts = vocabulary.map((term) => Pantry.partIds(term, ids));
      this.owners = new Array(recipeCount);
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
     * Which of the visitor's ingredients a recipe uses (null for none) and how many of its own it
     * still needs. Counting allocates nothing: this runs for every recipe; the names of what is
     * missing are only looked up for the results shown (PantryUse.missing).
     */
    use(recipe, terms, masks) {
      const ids = recipe.terms;
      const owners = this.ownersOf(recipe);
      let used = 0;
      for (let k = 0; k < ids.length; k++) used |= Pantry.coverage(ids, owners, k, masks);
      if (used === 0) return null;
      const stamp = ++this.stamp;
      let missing = 0;
      for (let k = 0; k < ids.length; k++) {
        if (Pantry.coverage(ids, owners, k, masks) === 0 && this.staples[ids[k]] === 0) {
          this.missingStamps[ids[k]] = stamp;
          missing += 1;
        }
      }
      // "vanilla" is listed beside "vanilla extract" (an owner is a term of its own): count it once.
      for (let k = 0; k < ids.length; k++) {
        const owner = owners[k];
        if (owner >= 0 && this.missingStamps[ids[k]] === stamp && this.missingStamps[owner] === stamp
          && this.impliedStamps[owner] !== stamp) {
          this.impliedStamps[owner] = stamp;
          missing -= 1;
        }
      }
      return new PantryUse(this, recipe, terms, masks, used, missing);
    }

    /** The names of what a recipe needs beyond the "I have..." list and the staples (as `use` counts them). */
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
      let owners = this.owners[recipe.id];
      if (owners === undefined) {
        const ids = recipe.terms;
        owners = Int32Array.from(ids, (id) => this.parts[id].find((part) => ids.includes(part)) ?? -1);
        this.owners[recipe.id] = owners;
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
