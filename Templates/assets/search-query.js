// QueryReader: what the visitor typed -> the terms to look for. Step 4 of the query recipe in
// SearchIndex.swift (longest known phrase first, synonyms to their canonical term, noise words
// dropped), plus what a search box needs on top: prefixes while typing ("tom" -> tomato) and
// typo repair against the site's own words ("chiken" -> chicken).
'use strict';
(() => {
  const ns = (window.RecipositorySearch ??= {});

  /**
   * A prefix must be this long before it is completed: the first letter typed already shows the
   * recipes with a word starting with it, so typing never empties the results.
   */
  const MIN_PREFIX = 1;
  /** Words shorter than this are never repaired: too many short words are one edit apart. */
  const MIN_TYPO_LENGTH = 4;
  /** Edits allowed for a word of this length: 1 up to 7 letters, 2 from 8. */
  const allowedEdits = (length) => (length < MIN_TYPO_LENGTH ? 0 : length <= 7 ? 1 : 2);
  /** Three rows reused by editDistance, one after the other; longer words are never repaired. */
  const ROW_SIZE = 64;
  const ROWS = new Int32Array(3 * ROW_SIZE);

  /** Phrases (normalized words joined by a space) -> canonical term, with what speeds look-ups up. */
  const phraseTable = (phrases) => {
    const keys = [...phrases.keys()];
    return {
      phrases,
      keys,
      firstWords: new Set(keys.map((key) => key.split(' ')[0])),
      longestPhrase: Math.max(1, ...keys.map((key) => key.split(' ').length)),
    };
  };

  class QueryReader {
    /**
     * @param index the parsed search-index.json
     * @param words a Words reader for it
     * @param dictionary Map of every word the site uses (ingredients, synonyms, titles, tags,
     *   categories, cuisines, difficulties) to how many recipes use it: what prefixes and typos resolve to.
     * @param levelWords the words of the difficulties, which a search keeps although ingredient
     *   lines drop them ("medium" is a size there)
     */
    constructor(index, words, dictionary, levelWords = []) {
      this.words = words;
      this.ignore = new Set(index.ignore);
      this.levelWords = new Set(levelWords);
      // Synonyms first, then the vocabulary where not already a synonym (as SearchIndex.queryPhrases).
      const phrases = new Map(Object.entries(index.synonyms));
      for (const term of index.vocabulary) if (!phrases.has(term)) phrases.set(term, term);
      this.known = phraseTable(phrases);
      // Titles only need the phrases that change something: the synonyms.
      this.synonyms = phraseTable(new Map(Object.entries(index.synonyms)));
      this.dictionary = dictionary;
      this.sortedWords = [...dictionary.keys()].sort();
      // The dictionary as two arrays, in its own order, for the typo search to run through.
      this.dictionaryWords = [...dictionary.keys()];
      this.dictionaryCounts = Float64Array.from(dictionary.values());
    }

    /**
     * The terms of a query: [{text, prefix}], with the words repaired on the way and whether the
     * query was all noise words (then they are searched as they are: "fried" finds a tag).
     * With `levels` (the search box, not "I have…") the difficulty words are terms.
     */
    read(text, { levels = false } = {}) {
      const corrections = [];
      const typed = this.words.split(this.words.fold(text));
      const last = typed.length - 1;
      // The last word is still being typed unless a separator ends it ("salt," is done); it is
      // compared as typed, not made singular ("pers" may become persimmon, "eggs" not eggplant).
      const typing = last >= 0 && QueryReader.endsInWord(text);
      const marked = typed.map((word, i) => this.mark(this.words.singular(word), corrections, typing && i === last ? word : null));
      const end = this.startOfTypedPhrase(marked);
      const terms = this.phraseTerms(marked.slice(0, end), levels);
      if (end < marked.length) terms.push({ text: marked.slice(end).map((m) => m.word).join(' '), prefix: true });
      const unique = terms.filter((term, i) => terms.findIndex((t) => t.text === term.text && t.prefix === term.prefix) === i);
      if (unique.length === 0 && marked.length > 0) {
        const noise = [...new Set(marked.map((m) => m.word).filter((w) => w !== 'and' && w !== 'or'))];
        return { terms: noise.map((word) => ({ text: word, prefix: false })), corrections, onlyNoiseWords: true };
      }
      return { terms: unique, corrections, onlyNoiseWords: false };
    }

    /**
     * Known words stay; an unknown one is a prefix of a known word, or a typo of one, or stays.
     * The word being typed (`typedAs`, as typed) is a prefix whenever a longer word starts with it,
     * even when it is a word itself or a noise word ("tom" finds Tom Yam and tomatoes, "on"
     * onions, "but" butter).
     */
    mark(word, corrections, typedAs = null) {
      if (typedAs !== null && this.startsLongerWord(typedAs)) return { word: typedAs, prefix: true };
      if (this.ignore.has(word) || this.dictionary.has(word)) return { word, prefix: false };
      if (word.length >= MIN_PREFIX && this.isPrefixOfKnownWord(word)) return { word, prefix: true };
      const repaired = this.closestKnownWord(word);
      if (repaired) {
        corrections.push({ from: word, to: repaired });
        return { word: repaired, prefix: false };
      }
      return { word, prefix: false };
    }

    /**
     * Where the phrase being typed starts: a last word that is only a prefix takes the words
     * before it along when together they begin a known name ("spring oni" -> spring onion).
     * Returns the number of words before it (all of them when the last word is complete).
     */
    startOfTypedPhrase(marked) {
      const last = marked.length - 1;
      if (last < 0 || !marked[last].prefix) return marked.length;
      for (let before = Math.min(this.known.longestPhrase - 1, last); before >= 1; before--) {
        const run = marked.slice(last - before);
        if (run.slice(0, -1).some((m) => m.prefix)) continue;
        const typed = run.map((m) => m.word).join(' ');
        if (this.known.keys.some((key) => key.startsWith(typed))) return last - before;
      }
      return last;
    }

    /**
     * Step 4: longest known phrase from left to right; noise words dropped (but difficulty words
     * when `levels`); prefixes kept as typed.
     */
    phraseTerms(marked, levels) {
      const terms = [];
      let i = 0;
      while (i < marked.length) {
        if (marked[i].prefix) {
          terms.push({ text: marked[i].word, prefix: true });
          i += 1;
          continue;
        }
        const match = this.longestPhraseAt(marked, i);
        if (match) {
          terms.push({ text: match.canonical, prefix: false });
          i += match.length;
          continue;
        }
        if (!this.ignore.has(marked[i].word) || (levels && this.levelWords.has(marked[i].word))) {
          terms.push({ text: marked[i].word, prefix: false });
        }
        i += 1;
      }
      return terms;
    }

    /** Words with every known phrase replaced by its canonical term, nothing dropped (for titles). */
    canonicalWords(words) {
      const marked = words.map((word) => ({ word, prefix: false }));
      const canonical = [];
      let i = 0;
      while (i < marked.length) {
        const match = this.longestPhraseAt(marked, i, this.synonyms);
        canonical.push(match ? match.canonical : words[i]);
        i += match ? match.length : 1;
      }
      return canonical;
    }

    /** The longest phrase of `table` (all known phrases, or only synonyms) starting at `start`. */
    longestPhraseAt(marked, start, table = this.known) {
      if (marked[start].prefix || !table.firstWords.has(marked[start].word)) return null;
      let longest = 1;
      while (longest < table.longestPhrase && start + longest < marked.length && !marked[start + longest].prefix) longest += 1;
      for (let length = longest; length >= 1; length--) {
        const phrase = length === 1 ? marked[start].word : marked.slice(start, start + length).map((m) => m.word).join(' ');
        const canonical = table.phrases.get(phrase);
        if (canonical !== undefined) return { canonical, length };
      }
      return null;
    }

    isPrefixOfKnownWord(prefix) {
      const words = this.sortedWords;
      const low = this.firstWordFrom(prefix);
      return low < words.length && words[low].startsWith(prefix);
    }

    /** Whether a known word longer than `prefix` starts with it. */
    startsLongerWord(prefix) {
      const words = this.sortedWords;
      let at = this.firstWordFrom(prefix);
      if (at < words.length && words[at] === prefix) at += 1;
      return at < words.length && words[at].startsWith(prefix);
    }

    /** The place of the first known word that is not before `prefix` (binary search). */
    firstWordFrom(prefix) {
      const words = this.sortedWords;
      let low = 0;
      let high = words.length;
      while (low < high) {
        const middle = (low + high) >> 1;
        if (words[middle] < prefix) low = middle + 1;
        else high = middle;
      }
      return low;
    }

    /**
     * Whether the text ends in a word, not a separator: a letter or digit, or a hyphen or an
     * apostrophe inside it ("all-" is on its way to all-purpose).
     */
    static endsInWord(text) {
      return /[\p{Alphabetic}\p{N}\-\u2010\u2011'\u2019\u02bc]\s*$/u.test(text);
    }

    /** The known word fewest edits away; ties go to the word more recipes use, then A to Z. */
    closestKnownWord(word) {
      const limit = allowedEdits(word.length);
      if (limit === 0) return null;
      let best = null;
      let bestDistance = limit + 1;
      let bestCount = -1;
      const words = this.dictionaryWords;
      for (let i = 0; i < words.length; i++) {
        const candidate = words[i];
        if (Math.abs(candidate.length - word.length) > limit) continue;
        const count = this.dictionaryCounts[i];
        // Capped one above the best so far: a tie is a true tie.
        const distance = QueryReader.editDistance(word, candidate, bestDistance + 1);
        if (distance < bestDistance || (distance === bestDistance && distance <= limit
          && (count > bestCount || (count === bestCount && candidate < best)))) {
          best = candidate;
          bestDistance = distance;
          bestCount = count;
        }
      }
      return best;
    }

    /**
     * Insertions, deletions, substitutions and swaps of two neighbours ("chikcen"), counted up to
     * `cap`: anything at `cap` or beyond is reported as `cap`, which keeps the search cheap.
     * Three reused rows: it runs against every word of the site for each unknown word.
     */
    static editDistance(a, b, cap) {
      if (b.length >= ROW_SIZE || a.length >= ROW_SIZE) return cap;
      const rows = ROWS;
      // Where rows i - 2, i - 1 and i start in ROWS; they take turns.
      let before = 0;
      let previous = ROW_SIZE;
      let current = 2 * ROW_SIZE;
      for (let j = 0; j <= b.length; j++) rows[previous + j] = j;
      for (let i = 1; i <= a.length; i++) {
        rows[current] = i;
        let rowMinimum = i;
        const letter = a.charCodeAt(i - 1);
        const letterBefore = i > 1 ? a.charCodeAt(i - 2) : -1;
        for (let j = 1; j <= b.length; j++) {
          const other = b.charCodeAt(j - 1);
          let value = rows[previous + j - 1] + (letter === other ? 0 : 1);
          if (rows[previous + j] + 1 < value) value = rows[previous + j] + 1;
          if (rows[current + j - 1] + 1 < value) value = rows[current + j - 1] + 1;
          if (j > 1 && letterBefore === other && letter === b.charCodeAt(j - 2) && rows[before + j - 2] + 1 < value) {
            value = rows[before + j - 2] + 1;
          }
          rows[current + j] = value;
          if (value < rowMinimum) rowMinimum = value;
        }
        if (rowMinimum >= cap) return cap;
        const oldest = before;
        before = previous;
        previous = current;
        current = oldest;
      }
      return Math.min(rows[previous + b.length], cap);
    }
  }

  ns.QueryReader = QueryReader;
})();
