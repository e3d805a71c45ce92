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

    /** Uses more of what you have first, then needs fewer other things. */
    static compare(a, b) {
      return b.haveCount - a.haveCount || a.missingCount - b.missingCount;
    }
  }

  class Pantry {
    /**
     * @param vocabulary the index's ingredient terms
     * @param exactMarks what a term finds in the vocabulary (SearchEngine.exactMarks)
     */
    constructor(vocabulary, exactMarks) {
      this.vocabulary = vocabulary;
      this.staples = new Uint8Array(vocabulary.length);
      for (const term of STAPLES) exactMarks(term).forEach((mark, id) => { this.staples[id] |= mark; });
      // Each term's parts in one flat list: those of term t are partList[partStart[t] .. partStart[t + 1]).
      const ids = new Map(vocabulary.map((term, id) => [term, id]));
      const parts = vocabulary.map((term) => Pantry.partIds(term, ids));
      this.partStart = new Int32Array(parts.length + 1);
      parts.forEach((list, id) => { this.partStart[id + 1] = this.partStart[id] + list.length; });
      this.partList = Int32Array.from(parts.flat());
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
      const stamp = ++this.stamp;
      let used = 0;
      let missing = 0;
      for (let k = 0; k < ids.length; k++) {
        const id = ids[k];
        const mask = this.coverage(id, ids, masks);
        if (mask !== 0) {
          used |= mask;
        } else if (this.staples[id] === 0) {
          this.missingStamps[id] = stamp;
          missing += 1;
        }
      }
      if (used === 0) return null;
      // "vanilla" is listed beside "vanilla extract" (an owner is a term of its own): count it once.
      for (let k = 0; k < ids.length; k++) {
        const id = ids[k];
        if (this.missingStamps[id] !== stamp) continue;
        for (let p = this.partStart[id]; p < this.partStart[id + 1]; p++) {
          const part = this.partList[p];
          if (this.missingStamps[part] === stamp && this.impliedStamps[part] !== stamp) {
            this.impliedStamps[part] = stamp;
            missing -= 1;
          }
        }
      }
      return new PantryUse(this, recipe, terms, masks, used, missing);
    }

    /** The names of what a recipe needs beyond the "I have..." list and the staples (as `use` counts them). */
    missingNames(recipe, masks) {
      const missing = Array.from(recipe.terms)
        .filter((id) => this.coverage(id, recipe.terms, masks) === 0 && this.staples[id] === 0);
      const isPartOfAnother = (id) => missing.some((other) => this.partsOf(other).includes(id));
      return missing.filter((id) => !isPartOfAnother(id)).map((id) => this.vocabulary[id]);
    }

    /**
     * The "I have..." bits covering one of a recipe's terms (`ids`): its own, or those of its
     * owner when the recipe lists the owner beside it (eggs give "egg yolk").
     */
    coverage(id, ids, masks) {
      if (masks[id] !== 0) return masks[id];
      for (let p = this.partStart[id]; p < this.partStart[id + 1]; p++) {
        const part = this.partList[p];
        if (masks[part] !== 0 && ids.includes(part)) return masks[part];
      }
      return 0;
    }

    partsOf(id) {
      return this.partList.subarray(this.partStart[id], this.partStart[id + 1]);
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
  ns.PantryUse = PantryUse;
})();
