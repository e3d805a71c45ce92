// Words: text -> folded, singular words, exactly as Recipository's Swift side reads them
// (TextFolding, IngredientTokenizer, Singularizer), driven by the tables in search-index.json.
// Steps 1 to 3 of the query recipe documented in SearchIndex.swift.
'use strict';
(() => {
  const ns = (window.RecipositorySearch ??= {});

  const UNICODE_WORD = /[\p{Alphabetic}\p{N}]/u;
  const UNICODE_DIGIT = /\p{N}/u;
  const COMBINING_ACCENTS = /[\u0300-\u036f]/g;
  const HYPHENS = new Set(['-', '\u2010', '\u2011']);
  const APOSTROPHES = new Set(["'", '\u2019', '\u02bc']);
  // Between two digits these belong to the number: 1.5, 1,5, 1/2, 1⁄2, 2–3.
  const NUMBER_JOINERS = new Set(['.', ',', '/', '\u2044', '\u2013']);
  const SEPARATOR_WORDS = { ',': 'and', ';': 'and', '&': 'and', '+': 'and', '/': 'or', '|': 'or' };

  const isDigit = (c) => (c < '\x80' ? c >= '0' && c <= '9' : UNICODE_DIGIT.test(c));
  const isWordChar = (c) => {
    if (c >= '\x80') return UNICODE_WORD.test(c);
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z');
  };
  const isASCII = (text) => !/[^\x00-\x7f]/.test(text);

  /** Byte length in UTF-8: the Swift side measures words in bytes. */
  const utf8Length = (text) => {
    let bytes = 0;
    for (let i = 0; i < text.length; i++) {
      const unit = text.charCodeAt(i);
      // A surrogate pair is 4 bytes: 2 for each half.
      bytes += unit < 0x80 ? 1 : unit < 0x800 || (unit >= 0xd800 && unit < 0xe000) ? 2 : 3;
    }
    return bytes;
  };

  class Words {
    constructor(index) {
      this.letters = index.letters ?? {};
      const keys = Object.keys(this.letters);
      this.lettersPattern = keys.length ? new RegExp(`[${keys.join('')}]`, 'gu') : null;
      const plural = index.plural;
      this.irregular = new Map(Object.entries(plural.irregular));
      this.invariant = new Set(plural.invariant);
      this.minLength = plural.minLength;
      this.singularEndings = plural.singularEndings;
      this.suffixes = plural.suffixes;
    }

    /** Step 1: lowercase, strip accents, map the letters NFD keeps ("Crème" -> "creme", "æ" -> "ae"). */
    fold(text) {
      if (isASCII(text)) return text.toLowerCase();  // most text: no tables needed
      // NFC afterwards recomposes what NFD split but is not an accent (kana, Hangul), as Swift keeps it.
      const folded = text.toLowerCase().normalize('NFD').replace(COMBINING_ACCENTS, '').normalize('NFC');
      return this.lettersPattern ? folded.replace(this.lettersPattern, (letter) => this.letters[letter]) : folded;
    }

    /**
     * Step 2: the words of folded text. "," ";" "&" "+" become "and", "/" "|" become "or"; numbers
     * and (unless keepParentheses, for titles) text in parentheses are dropped.
     */
    split(folded, { keepParentheses = false } = {}) {
      const words = [];
      let word = '';
      let depth = 0;
      let previous = ' ';
      const finish = () => {
        const cleaned = Words.cleanWord(word);
        if (cleaned) words.push(cleaned);
        word = '';
      };
      // By code point, with one character of look-ahead for numbers ("1/2").
      for (let i = 0; i < folded.length;) {
        const c = String.fromCodePoint(folded.codePointAt(i));
        i += c.length;
        if (depth > 0) {
          if (c === '(') depth += 1;
          else if (c === ')') depth -= 1;
        } else if (isWordChar(c)) {
          word += c;
        } else if (HYPHENS.has(c)) {
          word += '-';
        } else if (APOSTROPHES.has(c)) {
          word += "'";
        } else if (NUMBER_JOINERS.has(c) && isDigit(previous) && i < folded.length
          && isDigit(String.fromCodePoint(folded.codePointAt(i)))) {
          word += '.';
        } else {
          finish();
          if (SEPARATOR_WORDS[c]) words.push(SEPARATOR_WORDS[c]);
          else if (c === '(' && !keepParentheses) depth = 1;
        }
        previous = c;
      }
      finish();
      return words;
    }

    /** Step 3: "tomatoes" -> "tomato", "leaves" -> "leaf", "hummus" stays. */
    singular(word) {
      const irregular = this.irregular.get(word);
      if (irregular !== undefined) return irregular;
      if (!word.endsWith('s') || utf8Length(word) < this.minLength || this.invariant.has(word)
        || this.singularEndings.some((ending) => word.endsWith(ending))) {
        return word;
      }
      for (const [plural, singular] of this.suffixes) {
        if (word.endsWith(plural)) return word.slice(0, word.length - plural.length) + singular;
      }
      return word;
    }

    /** Steps 1 to 3 at once. */
    wordsOf(text, options) {
      return this.split(this.fold(text), options).map((word) => this.singular(word));
    }

    /** Drops numbers, a final "'s" and other apostrophes, and hyphens at the ends. */
    static cleanWord(word) {
      let start = 0;
      while (start < word.length && (word[start] === '-' || word[start] === "'")) start += 1;
      let text = word.slice(start);
      if (!text || isDigit(String.fromCodePoint(text.codePointAt(0)))) return '';
      if (text.length > 2 && text.endsWith("'s")) text = text.slice(0, -2);  // bird's eye -> bird eye
      text = text.replaceAll("'", '');  // za'atar -> zaatar
      return text.replace(/-+$/, '');
    }
  }

  ns.Words = Words;
})();
