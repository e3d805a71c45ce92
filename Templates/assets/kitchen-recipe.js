// The recipe page's scaling control, unit switch and "Add to shopping list". Every ingredient
// line carries its amount as exact fractions (data-low, data-high, data-unit, data-alt-*) and
// its food (data-food), and its name in an element (.ingredient-name); the arithmetic is
// kitchen-amounts.js. The author's line is kept as nodes and comes back with ×1 and "As written";
// what is chosen on screen is what prints. Lines are read and made as elements, never as HTML text.
(function () {
  "use strict";
  const K = window.RecipositoryKitchen;
  const UNITS_KEY = "recipository.units";
  const LIST_KEY = "recipository.shoppingList";
  // The scale is kept for a reload (a call, the phone putting the tab away), not for the next visit.
  const SCALE_KEY = "recipository.scale:" + location.pathname;
  const NAME = ".ingredient-name";
  // An amount the author wrote after the name (`Oil 2 tbsp`, `bay leaves: 2`): the line's own amount,
  // left out when the page shows another first, never scaled as a note.
  const AMOUNT = ".ingredient-amount";
  // A unit the author wrote after the name (`2 garlic cloves`): the count shown first is a number
  // alone, and the unit's word follows it across 1 (`4 garlic cloves`, `1 garlic clove`).
  const UNIT = ".ingredient-unit";
  /** Each line's content as the author wrote it (a detached copy), kept from the first change. */
  const asWritten = new WeakMap();

  function stored(key) {
    try { return window.localStorage.getItem(key); } catch (e) { return null; }
  }
  function store(key, value) {
    try { window.localStorage.setItem(key, value); return true; } catch (e) { return false; }
  }

  function amountOf(li) {
    const low = K.parse(li.dataset.low), high = K.parse(li.dataset.high);
    if (!low || !high) return null;
    return { quantity: { low, high, approximate: li.dataset.approximate === "true" }, unit: li.dataset.unit || null };
  }
  /** The alternative measure; after a container (`1 can (14.5 oz)`) a measure is its size, which never scales,
   *  but sticks of butter are weighed with them (`2 sticks (225 g)`). */
  function alternativeOf(li) {
    if (li.dataset.unit && !K.dimension(li.dataset.unit) && li.dataset.unit !== "stick") return null;
    const low = K.parse(li.dataset.altLow), high = K.parse(li.dataset.altHigh);
    if (!low || !high) return null;
    return { quantity: { low, high, approximate: li.dataset.altApproximate === "true" }, unit: li.dataset.altUnit || null };
  }
  const foodOf = (li) => li.dataset.food || "";
  /** The food's weights as the line carries them (IngredientViewModel.dataAttributes), as stored on the list. */
  function weightsOf(li) {
    if (!li.dataset.group) return null;
    return { group: li.dataset.group, gCup: li.dataset.gCup || null, gEach: li.dataset.gEach || null,
      piece: li.dataset.piece || null, liquid: li.dataset.liquid === "true", byCup: li.dataset.byCup === "true" };
  }

  /** The amount as the chosen scale and units show it, or null to show the line as written;
   *  a number alone where the line says its unit after the name (`unitAfter`). */
  function shown(li, factor, units, unitAfter) {
    let amount = amountOf(li);
    if (!amount) return null;
    let alternative = alternativeOf(li);
    const weights = K.weightsOf(weightsOf(li));
    // Solids are weighed in metric, liquids stay volumes (kitchen-conventions.md); a US page measures
    // in cups what US cooks measure so (flour, sugar, butter: a plain cup in USDA; water and milk
    // a baker weighed), else ounces.
    const density = !weights ? null : units === "us" ? (weights.byCup || weights.liquid ? weights.gMl : null)
      : !weights.liquid ? weights.gMl : null;
    const stick = weights && amountOf(li).unit === "stick" ? weights.gEach : null;
    // In metric or US measures, the author's own measure in that system wins over a conversion.
    let swapped = false;
    if (units !== "as-written" && alternative && K.dimension(alternative.unit) && (K.dimension(amount.unit) || amount.unit === "stick")
      && K.isMetric(alternative.unit) === (units === "metric") && K.isMetric(amount.unit) !== (units === "metric")) {
      [amount, alternative, swapped] = [alternative, null, true];
    }
    const scaled = { quantity: K.scaleQ(amount.quantity, factor), unit: amount.unit };
    // A spoon or cup the author heaped or filled scant (`2 heaped tbsp`) is no exact volume: it scales in
    // its own unit with its word (`4 heaped tbsp`, never `¼ cup`), and no unit switch converts it. A level
    // spoon is the measure itself.
    if (li.dataset.size && !/^level$/i.test(li.dataset.size) && K.dimension(amount.unit) && !swapped) {
      if (K.cmp(factor, K.ONE) === 0) return null;
      const rounded = { low: K.round(scaled.quantity.low, amount.unit), high: K.round(scaled.quantity.high, amount.unit),
        approximate: scaled.quantity.approximate };
      const number = K.format(rounded, amount.unit), unit = K.unitWord(amount.unit, K.cmp(rounded.high, K.ONE) > 0);
      // Where the author put the word before the amount (`Scant 2 cups`), it stays there (`scant 4 cups`).
      const text = li.dataset.sizeFirst ? li.dataset.size + " " + number + " " + unit : number + " " + li.dataset.size + " " + unit;
      return { text, value: scaled.quantity, before: amount.quantity, hasAlternative: !!alternativeOf(li) };
    }
    const known = !amount.unit || K.dimension(amount.unit) || !/\s/.test(amount.unit);
    // A food the table cannot weigh, and does not know for a liquid, keeps the author's cups and
    // spoons on a metric page: `175 ml` of panko is no measure a cook uses, and ml would guess a liquid.
    const unweighed = units === "metric" && !density && ["cup", "tbsp", "tsp"].includes(amount.unit) && !(weights && weights.liquid);
    // The author's own measure at ×1 stays in the author's unit (`⅓ lb`, `¼–½ gal`).
    const main = swapped && K.cmp(factor, K.ONE) === 0 ? scaled
      : known ? K.converted(scaled, unweighed ? "as-written" : units, density, stick) : scaled;
    // Nothing to change at ×1 (`3 tbsp` vinegar in metric), nor where the author's measure, in the system asked for,
    // would only be rounded: `½ cup sugar +1 tsp` (25 tsp) on a US page is not `½ cup`, a metric page's 1234 g not
    // `1.25 kg`; an exact one is still said as cooks say it (`12 tbsp` is `¾ cup`).
    if (K.cmp(factor, K.ONE) === 0 && !swapped && !alternative && (main.unit === amount.unit || main.unit
      && K.dimension(main.unit) === K.dimension(amount.unit) && K.isMetric(main.unit) === K.isMetric(amount.unit)
      && K.displayed(main) !== K.displayed(main, (v) => v))) return null;
    // The author's own measure, unscaled, is shown as written (`680 g`, not rounded to 675).
    let text = swapped && K.cmp(factor, K.ONE) === 0 && main.unit === amount.unit ? K.displayed(main, (value) => value)
      : K.shownAmount(unitAfter ? { quantity: main.quantity, unit: null } : main, li.dataset.whole === "true");
    // A count of a unit that is no measure, said as the author said it: with the size before the unit
    // (`1 small piece` doubled `2 small pieces`, `small bunch` `2 small bunches`; `data-size`) and in the
    // author's word for it (`2 tins sardines` doubled `4 tins`, not `4 cans`; `data-unit-word`).
    const word = li.dataset.unitWord, size = li.dataset.size;
    if ((word || size) && !unitAfter && main.unit && !K.dimension(main.unit) && main.unit === amount.unit) {
      const whole = li.dataset.whole === "true";
      const many = K.cmp(K.countRound(main.quantity.high, whole).value, K.ONE) > 0;
      const named = word ? K.containerWord(word, many) : K.knownUnit(main.unit) ? K.unitWord(main.unit, many) : K.containerWord(main.unit, many);
      text = K.shownAmount({ quantity: main.quantity, unit: null }, whole) + (size ? " " + size : "") + " " + named;
    }
    if (alternative && units === "as-written") {
      const other = { quantity: K.scaleQ(alternative.quantity, factor), unit: alternative.unit };
      const moved = K.converted(other, units, density);
      // The author's own US measure, scaled to a fraction a cook writes, keeps its unit rather than
      // going down to a smaller one (`⅓ lb` doubled is `⅔ lb`, not `10½ oz`) or to the other spoon
      // (`2¼ tsp` doubled `4½ tsp`); it goes up where cooks do (`15 oz` doubled is `2 lb`).
      const order = ["tsp", "tbsp", "cup", "pint", "quart", "gallon", "oz", "lb"];
      const spoons = ["tsp", "tbsp"].includes(other.unit) && ["tsp", "tbsp"].includes(moved.unit);
      const plain = !K.isMetric(other.unit) && order.includes(other.unit) && (spoons || order.indexOf(moved.unit) <= order.indexOf(other.unit))
        && [other.quantity.low, other.quantity.high].every((v) => [1n, 2n, 3n, 4n].includes(v.d));
      text += " (" + K.displayed(plain ? other : moved, plain ? (value) => value : undefined) + ")";
    }
    return { text, value: main.quantity, before: amount.quantity, hasAlternative: !!alternativeOf(li) };
  }

  /** A copy of a line's content, its nodes detached from the page (not cook mode's tick box or timers). */
  function copied(line) {
    const copy = document.createElement("li");
    const own = Array.from(line.childNodes).filter((node) => !(node.nodeType === 1 && node.matches("input.tick, .timer-starts")));
    copy.append(...own.map((node) => node.cloneNode(true)));
    return copy;
  }

  /** Where the name starts when it has no element of its own because it runs into a link or
   *  emphasis (`3 tbsp *good* red wine vinegar`, `100g fed [sourdough starter](…)`): just after
   *  the amount and its unit, which open the line, and the second measure after them where the page
   *  shows its own (`1 cup (125 g) *good* flour`). A text node and an offset in it, or null. */
  function nameStart(line, unit, alternative) {
    const text = line.textContent;
    const number = "[\\d½¼¾⅓⅔⅛⅜⅝⅞]+(?:[.,/]\\d+)?(?:\\s+\\d+/\\d+)?";
    const amount = new RegExp("^\\s*(?:~\\s*|about\\s+)?" + number + "(?:\\s*(?:-|–|to)\\s*" + number + ")?\\s*").exec(text);
    if (!amount) return null;
    let at = amount[0].length;
    if (unit) {
      const word = /^[A-Za-z.]+(?:\s+oz\b)?\s+/.exec(text.slice(at));
      if (!word) return null;
      at += word[0].length;
      // The second measure in brackets (`(125 g)`) or written after `or` or a slash (`250g or 1/2lbs of`).
      const measure = alternative ? new RegExp("^(?:\\([^()]*\\)|(?:or\\s+|/\\s*)" + number + "\\s*[A-Za-z.]+)\\s*").exec(text.slice(at)) : null;
      if (measure) at += measure[0].length;
    }
    const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
    for (let passed = 0; walker.nextNode(); passed += walker.currentNode.nodeValue.length) {
      if (passed + walker.currentNode.nodeValue.length > at) return { node: walker.currentNode, offset: at - passed };
    }
    return null;
  }

  /** What follows the amount in the author's line (a copy): from the food on, plus a can's size in parentheses. */
  function rest(line, hasAlternative, unit, notes, eachSize, factor) {
    const name = line.querySelector(NAME);
    // `Onions 2 medium-sized, minced`: the name was not found as written, the amount was: the whole line, without it.
    const whole = !name && !!line.querySelector(AMOUNT);
    const start = name || whole ? null : nameStart(line, unit, hasAlternative);
    if (!name && !whole && !start) return null;
    const before = document.createRange();
    before.setStart(line, 0);
    if (name) before.setEndBefore(name); else if (start) before.setEnd(start.node, start.offset); else before.setEnd(line, 0);
    // Brackets before the name stay (`1 (15-ounce) can`), but not those of each piece's size, shown apart.
    const outside = eachSize ? before.toString().replace(eachSize, "") : before.toString();
    // Not a unit's plural marker (`clove(s)`); a count given instead (`1 (or 2) clove`) is `or`'s, scaled with the line.
    const kept = (outside.match(/\([^()]*\)/g) || []).filter((part) => !/^\((?:s|es)\)$/i.test(part)).slice(hasAlternative ? 1 : 0);
    const after = document.createRange();
    if (name) after.setStartBefore(name); else if (start) after.setStart(start.node, start.offset); else after.setStart(line, 0);
    after.setEnd(line, line.childNodes.length);
    // A name inside a link or emphasis keeps that element around it.
    const fragment = after.cloneContents();
    // The amount shown first stands for the author's own; the tick box is the line's, kept apart.
    for (const left of fragment.querySelectorAll(AMOUNT + ", input.tick")) left.remove();
    if (notes) notes(fragment);
    if (/\bof\s*$/.test(before.toString())) fragment.prepend("of ");   // `2 pinches of salt`
    if (kept.length) fragment.prepend(kept.map((part) => factor ? orCount(part, factor) : part).join(" ") + " ");
    return fragment;
  }

  /** A count given instead in brackets (`1 (or 2) clove`) scales with the line: `(or 4)` doubled. */
  function orCount(part, factor) {
    return part.replace(/^\(or (\d+)\)$/i, (whole, count) => {
      const scaled = K.mul(K.q(count), factor);
      return "(or " + K.format({ low: scaled, high: scaled }, null) + ")";
    });
  }

  /** One word made plural or singular as a count across 1 asks, keeping the author's letters where it can (`Onions` `Onion`). */
  function agreeing(word, isMany) {
    if (isMany) return K.plural(word);
    const single = K.singular(word.toLowerCase());
    return word.toLowerCase().startsWith(single) ? word.slice(0, single.length) : single;
  }

  /** `2 bay leaf` reads `2 bay leaves`, and `1 limes` `1 lime`: the food's name follows a count across 1. */
  function agree(fragment, before, after, food) {
    const wasMany = K.cmp(before.high, K.ONE) > 0, isMany = K.cmp(after.high, K.ONE) > 0;
    const element = fragment.querySelector(NAME);
    if (wasMany === isMany || !element) return fragment;
    // The thing counted is the name before ` in `, ` with ` or ` from ` (`2 chipotle peppers in adobo sauce` halved
    // `1 chipotle pepper in adobo sauce`), or before ` or ` and an amount of its own (`1 whole egg or 2 egg yolks`
    // doubled `2 whole eggs or 4 egg yolks`); what follows stays as written.
    const whole = element.textContent;
    const cut = /\s(?:in|with|from)\s|\sor\s+(?=\d)/i.exec(whole);
    const name = cut ? whole.slice(0, cut.index) : whole, tail = cut ? whole.slice(cut.index) : "";
    if (isMany && K.plural(name) === name) return fragment;   // `salt and pepper`: no one thing counted
    // The word that agrees is the food's own (`2 tomatoes per person.` halved `1 tomato per person.`, `1 or 2 onions.`
    // `½–1 onion.`), else the name's last; its punctuation stays.
    const words = name.split(" ");
    const bare = (word) => word.replace(/[^\p{L}]+$/u, "");
    const found = words.map((word) => bare(word).toLowerCase()).lastIndexOf((food || "").toLowerCase().split(" ").pop());
    const at = found >= 0 ? found : words.length - 1;
    const word = bare(words[at]), trail = words[at].slice(word.length);
    words[at] = agreeing(word, isMany) + trail;
    element.textContent = words.join(" ") + tail;
    return fragment;
  }

  function element(name, className, text) {
    const made = document.createElement(name);
    made.className = className;
    made.textContent = text;
    return made;
  }

  // Amounts in a line's notes follow the scale and the units with the line's own ("every amount
  // on a line scales and converts together"): `(about 1.3 kg)` doubled reads `(about 2.6 kg)`,
  // `beaten with 1 tbsp milk` `with 2 tbsp milk`, `or 4 ripe tomatoes` `or 8 ripe tomatoes`, and
  // `(about 2 cups)` of oil `(about 475 ml)` in metric. A count scales after `or`, `from`, `around`
  // or `about`; lengths, temperatures and times never scale (convertStepText converts them), nor
  // does oil for frying, which fills the pot whatever the batch. Kept in the author's unit, an
  // amount keeps the author's word for it (`about 2 litres`).
  const NOTE_UNITS = { g: "g", gram: "g", grams: "g", kg: "kg", ml: "ml", l: "l", litre: "l", litres: "l", liter: "l", liters: "l",
    cup: "cup", cups: "cup", tbsp: "tbsp", tablespoon: "tbsp", tablespoons: "tbsp", tsp: "tsp", teaspoon: "tsp", teaspoons: "tsp",
    oz: "oz", ounce: "oz", ounces: "oz", lb: "lb", lbs: "lb", pound: "lb", pounds: "lb", pint: "pint", pints: "pint", quart: "quart", quarts: "quart" };
  const NOTE_NUMBER = "\\d*[½¼¾⅓⅔⅛]|\\d+(?:\\s+|-)\\d+/\\d+|\\d+/\\d+|\\d+(?:[.,]\\d+)?";
  // Not a fraction's denominator (`1/2`), but after a unit's slash yes: `(250 g/9 oz peeled)`.
  const NOTE_AMOUNT = new RegExp("(?<![\\w.,½¼¾⅓⅔⅛])(?<!\\d/)(" + NOTE_NUMBER + ")(?:(\\s*(?:-|–|to)\\s*)(" + NOTE_NUMBER + "))?"
    + "(?:\\s?(" + Object.keys(NOTE_UNITS).join("|") + ")\\b|(?=\\s+([A-Za-z]+)))", "gi");
  const NOT_COUNTED = /^(minutes?|mins?|hours?|hrs?|seconds?|secs?|days?|weeks?|times|cm|mm|inch|inches|degrees?|percent|x)$/i;
  const GLYPH = { "½": [1, 2], "¼": [1, 4], "¾": [3, 4], "⅓": [1, 3], "⅔": [2, 3], "⅛": [1, 8] };
  function noteNumber(text) {
    const glyph = /^(\d*)([½¼¾⅓⅔⅛])$/.exec(text);
    if (glyph) return K.add(K.q(glyph[1] || 0), K.q(...GLYPH[glyph[2]]));
    const mixed = /^(\d+)(?:\s+|-)(\d+)\/(\d+)$/.exec(text);   // `1 1/2`, and `1-1/2` as US recipes hyphenate it
    if (mixed) return mixed[3] === "0" ? null : K.add(K.q(mixed[1]), K.q(mixed[2], mixed[3]));
    return K.parse(text.replace(",", "."));
  }
  // Two measures of one amount in both systems (`250 g/9 oz`): in metric or US measures, the
  // author's own in that system alone (kitchen-conventions.md: show one, drop the other).
  const NOTE_UNIT = "(" + Object.keys(NOTE_UNITS).join("|") + ")\\b";
  const NOTE_PAIR = new RegExp("(" + NOTE_NUMBER + ")(\\s?)" + NOTE_UNIT + "\\s*/\\s*(" + NOTE_NUMBER + ")(\\s?)" + NOTE_UNIT, "gi");
  function oneSystem(text, units) {
    if (units === "as-written") return text;
    return text.replace(NOTE_PAIR, (whole, a, spaceA, unitA, b, spaceB, unitB) => {
      const one = NOTE_UNITS[unitA.toLowerCase()], other = NOTE_UNITS[unitB.toLowerCase()];
      if (K.dimension(one) !== K.dimension(other) || K.isMetric(one) === K.isMetric(other)) return whole;
      return K.isMetric(one) === (units === "metric") ? a + spaceA + unitA : b + spaceB + unitB;
    });
  }
  // A weight said in the singular after more than one, outside brackets (`a 2-3 pound chuck roast`, `two 5 pound
  // bags`), is the size of each thing the line counts: it converts but does not scale with the count (`2 boneless
  // 2–3 pound chuck roasts`). Not a spoon (`(or 1 1/2 teaspoon onion powder)` is an amount written loosely).
  const EACH = /^(gram|kilogram|ounce|pound)$/i;
  const inBrackets = (text) => (text.match(/\(/g) || []).length > (text.match(/\)/g) || []).length;
  function scaleNoteText(written, factor, units) {
    const text = oneSystem(written, units);
    let out = "", last = 0;
    for (const match of text.matchAll(NOTE_AMOUNT)) {
      const scaled = scaledNoteAmount(text, match, factor, units);
      out += text.slice(last, match.index) + (typeof scaled === "string" ? scaled : scaled.text);
      last = match.index + match[0].length;
      // A count scaled across 1: the words it counts agree (`or 2 tea bags` halved `or 1 tea bag`).
      if (typeof scaled !== "string" && scaled.agrees !== null) {
        const counted = COUNTED.exec(text.slice(last));
        if (counted) {
          out += counted[1] + agreeingWords(counted[2].split(" "), scaled.agrees).join(" ");
          last += counted[0].length;
        }
      }
    }
    return out + text.slice(last);
  }
  /** One amount of a note in the chosen scale and units: its text, and for a count scaled across 1 whether what it
   *  counts is now many (`agrees`), or the text alone. */
  function scaledNoteAmount(text, match, factor, units) {
    const [whole, low, between, high, unitWord, next] = match, at = match.index;
    const from = noteNumber(low), to = high ? noteNumber(high) : from;
    if (!from || !to || !(from.n > 0n)) return whole;
    const by = unitWord && EACH.test(unitWord) && K.cmp(to, K.ONE) > 0 && !inBrackets(text.slice(0, at)) ? K.ONE : factor;
    if (!unitWord) {
      // `(or 4 ripe tomatoes)`, `(about 8)`, and a count opening brackets after a weight: `4 pounds apples (8 large)`.
      const cue = /(\b(or|from|around|about|approximately|roughly)\s+|\()$/i.test(text.slice(0, at));
      // `(50/50 mix of Gruyère and Emmentaler)` is a share, not a count.
      const share = /^(\d+)\/(\d+)$/.exec(low);
      if (!cue || NOT_COUNTED.test(next) || K.cmp(by, K.ONE) === 0 || (share && Number(share[1]) >= Number(share[2]))) return whole;
      const count = (value) => K.format({ low: K.mul(value, by), high: K.mul(value, by) }, null);
      const wasMany = K.cmp(to, K.ONE) > 0, isMany = K.cmp(K.mul(to, by), K.ONE) > 0;
      return { text: count(from) + (high ? between + count(to) : ""), agrees: wasMany !== isMany ? isMany : null };
    }
    const unit = NOTE_UNITS[unitWord.toLowerCase()];
    const scaled = { quantity: K.scaleQ({ low: from, high: to, approximate: false }, by), unit };
    let shown = units === "as-written" ? scaled : K.converted(scaled, units, null);
    if (K.cmp(by, K.ONE) === 0 && shown.unit === unit) return whole;   // nothing changes: the author's words
    if (units === "as-written") shown = K.converted(scaled, "as-written", null);
    // A litre of frying oil is `about 1 quart` to a US cook, not 4¼ cups: quarts to the half from 4 cups.
    if (units === "us" && shown.unit === "cup" && K.cmp(shown.quantity.low, K.q(4)) >= 0) {
      const quarts = (cups) => K.q(Math.round(Number(cups.n) / Number(cups.d) / 2), 2);   // halves of a quart
      shown = { quantity: { low: quarts(shown.quantity.low), high: quarts(shown.quantity.high), approximate: false }, unit: "quart" };
    }
    const out = K.displayed(shown);
    if (shown.unit !== unit || !/^(grams?|litres?|liters?|tablespoons?|teaspoons?|ounces?|pounds?|pints?|quarts?)$/i.test(unitWord)) return out;
    const many = !/^(?:1|[½¼¾⅓⅔⅛]|0\.\d+)$/.test(out.split(" ")[0]);
    return out.replace(/ \S+$/, " " + unitWord.replace(/s$/i, "") + (many ? "s" : ""));
  }
  // The words a count in a note counts: up to three words of letters after it, before a word that starts
  // something else (`2 cloves garlic, minced`, `2 tea bags`, `1 bunch of parsley`).
  // Not a possessive (`1 lemons' worth` stays as written: `lemon'` is no word).
  const COUNTED = /^(\s+)((?:(?!(?:and|or|in|with|from|for|per|of|to)\b)[A-Za-z]+)(?:[ ](?!(?:and|or|in|with|from|for|per|of|to)\b)[A-Za-z]+){0,2})(?![A-Za-z'’])/;
  // A word that counts pieces or packs of a food, the one that agrees before the food's name (`1 bag rice` doubled `2 bags rice`).
  const PIECE_WORDS = /^(bag|bunch|can|clove|cube|handful|head|jar|leaf|packet|piece|pinch|slice|sprig|stalk|stick|tin)$/i;
  /** The words a count counts, agreeing with it: made singular, the last plural word (`2 tea bags` `1 tea bag`,
   *  `2 cloves garlic` `1 clove garlic`); made plural, a piece's word if it comes first (`1 bunch parsley` `2 bunches
   *  parsley`), else the last word (`1 ripe tomato` `2 ripe tomatoes`). */
  function agreeingWords(words, isMany) {
    const at = isMany ? (PIECE_WORDS.test(words[0]) ? 0 : words.length - 1)
      : words.findLastIndex((word) => K.singular(word.toLowerCase()) !== word.toLowerCase());
    if (at < 0) return words;
    const changed = words.slice();
    changed[at] = agreeing(words[at], isMany);
    return changed;
  }
  /** The notes (text nodes of `nodes`) in the chosen scale and units: amounts, then lengths and temperatures. */
  function convertNotes(nodes, state) {
    const frying = /\bfr(?:y|ying)\b/i.test(nodes.textContent);
    const walker = document.createTreeWalker(nodes, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      if (walker.currentNode.parentElement?.closest(AMOUNT)) continue;
      let text = scaleNoteText(walker.currentNode.nodeValue, frying ? K.ONE : state.factor, state.units);
      if (state.units !== "as-written") text = K.convertStepText(text, state.units);
      walker.currentNode.nodeValue = text;
    }
  }

  /** Each piece's size (`3-inch`, `5-ounce`) in the chosen units, never scaled, where the line counts pieces of a
   *  solid. A container's stays as written (a `12 oz. bottle` of beer holds fluid ounces, a `15 oz can` of beans weighs them),
   *  and so does one with brackets of its own, which gives both systems already (`14.5 oz (400 grams)`). */
  function sizeShown(size, units, counted) {
    if (!counted || size.includes("(")) return size;
    const each = document.createElement("span");
    each.textContent = size.replace(/\.$/, "");   // the abbreviation's, not the converted unit's: `12 oz.`
    convertNotes(each, { factor: K.ONE, units });
    return each.textContent === size.replace(/\.$/, "") ? size : each.textContent;
  }

  function render(state) {
    // Every line but one holding a list of its own (`Spices:`, whose lines are changed themselves).
    const lines = document.querySelectorAll(".ingredients li:not(:has(li))");
    const changed = state.units !== "as-written" || K.cmp(state.factor, K.ONE) !== 0;
    for (const li of lines) {
      if (!asWritten.has(li)) asWritten.set(li, copied(li));
      const original = asWritten.get(li);
      const size = li.dataset.containerSize;   // each piece's or container's size (`3-inch`, `400g`)
      const amount = changed && li.dataset.low ? shown(li, state.factor, state.units, !!original.querySelector(UNIT)) : null;
      // The line's tick box (assets/site.js) stays first, ticked or not, whatever the amounts show.
      const tick = li.querySelector(":scope > input.tick");
      const kept = tick ? [tick] : [];
      if (!amount) {
        const written = copied(original);
        // The notes follow the scale and units (`cut into 2 cm cubes`, `(about 2 cups)`); a line's
        // own amount, unchanged, stays as the author wrote it.
        if (changed && li.dataset.low) {
          const name = written.querySelector(NAME);
          const start = name ? null : nameStart(written, li.dataset.unit);
          if (name || start) {
            const range = document.createRange();
            if (name) range.setStartBefore(name); else range.setStart(start.node, start.offset);
            range.setEnd(written, written.childNodes.length);
            const notes = range.extractContents();
            convertNotes(notes, state);
            const sizeIn = size && Array.from(written.childNodes).find((node) => node.nodeType === 3 && node.nodeValue.includes(size));
            const shownSize = size && sizeShown(size, state.units, !li.dataset.unit && !li.dataset.liquid);
            // In brackets where converted, as when scaled: `2 6-inch flour tortillas` in metric `2 (15 cm) flour tortillas`,
            // but not after a times sign (`2 x 5 oz`).
            if (sizeIn && shownSize !== size) {
              const times = /[x×]\s*$/i.test(sizeIn.nodeValue.slice(0, sizeIn.nodeValue.indexOf(size)));
              // The hyphen of `1-inch-thick` joined the size to its word; brackets do that now: `(2.5 cm) thick`.
              const at = sizeIn.nodeValue.indexOf(size), after = sizeIn.nodeValue.slice(at + size.length);
              sizeIn.nodeValue = sizeIn.nodeValue.slice(0, at) + (times ? shownSize : "(" + shownSize + ")") + (times ? after : after.replace(/^-/, " "));
            }
            written.append(notes);
          } else if (state.units !== "as-written") {
            const walker = document.createTreeWalker(written, NodeFilter.SHOW_TEXT);
            while (walker.nextNode()) walker.currentNode.nodeValue = K.convertStepText(walker.currentNode.nodeValue, state.units);
          }
        } else if (changed) {
          convertNotes(written, state);
        }
        li.replaceChildren(...kept, ...written.childNodes);
        li.classList.remove("kitchen-changed");
        continue;
      }
      const after = rest(original, amount.hasAlternative, li.dataset.unit, (notes) => convertNotes(notes, state), size, state.factor);
      const unitAfter = after && after.querySelector(UNIT);
      if (unitAfter) {
        const many = K.cmp(K.countRound(amount.value.high, li.dataset.whole === "true").value, K.ONE) > 0;
        const word = K.unitWord(li.dataset.unit, many);
        unitAfter.textContent = /^[A-Z]/.test(unitAfter.textContent) ? word[0].toUpperCase() + word.slice(1) : word;
      }
      // The amount as `shown` says it; a size before a unit written after the name stays where the author put it
      // (`2 large garlic cloves`).
      const parts = [element("span", "kitchen-amount", amount.text), " "];
      const count = !li.dataset.unit;
      // Each container's or piece's size written before its unit or name stays with the count, in the chosen units but
      // not scaled: `2 x 400g tins` doubled `4 tins (400g)`, `One 3-inch cinnamon stick` `2 (3-inch) cinnamon sticks`, or
      // `2 × 14.5 oz (400 grams) canned tomatoes` where the size has brackets of its own.
      if (size) parts.splice(1, 1, count && size.includes("(") ? " × " + size + " " : " (" + sizeShown(size, state.units, count && !li.dataset.liquid) + ") ");
      if (li.dataset.lead) parts.unshift(li.dataset.lead + " ");   // `Juice of` 4 lemons: the amount counts the fruit
      if (after !== null) {
        parts.push(count ? agree(after, amount.before, amount.value, li.dataset.food) : after);
      } else {
        const written = element("span", "kitchen-as-written", "(as written: ");
        written.append(...copied(original).childNodes, ")");
        parts.push(written);
      }
      li.replaceChildren(...kept, ...parts);
      li.classList.add("kitchen-changed");
    }
    renderSteps(state);
    renderFacts(state);
    try { sessionStorage.setItem(SCALE_KEY, K.text(state.factor)); } catch (e) { /* not kept: a reload starts at ×1 */ }
    const controls = document.querySelector("[data-kitchen]");
    for (const button of controls.querySelectorAll("[data-units]")) {
      button.setAttribute("aria-pressed", String(button.dataset.units === state.units));
    }
    for (const button of controls.querySelectorAll("[data-factor]")) {
      button.setAttribute("aria-pressed", String(K.cmp(K.parse(button.dataset.factor), state.factor) === 0));
    }
    const input = controls.querySelector("#kitchen-servings");
    if (input && document.activeElement !== input) input.value = String(state.servings);
    const summary = controls.querySelector("[data-kitchen-summary]");
    const parts = [];
    if (K.cmp(state.factor, K.ONE) !== 0) {
      parts.push(state.base ? "Amounts for " + state.servings + " servings (the recipe is for " + state.base + ")"
        : "Amounts ×" + K.format({ low: state.factor, high: state.factor }, null));
    }
    if (state.units !== "as-written") parts.push(state.units === "metric" ? "in metric measures" : "in US measures");
    summary.textContent = parts.length ? parts.join(", ") + "." : "";
  }

  /** The Servings and Makes facts in the header follow the scale: `4-6` at ×2 reads `8-12`, `about 24 fritters` `about 48 fritters`. */
  function renderFacts(state) {
    for (const fact of document.querySelectorAll("[data-kitchen-fact]")) {
      if (fact.dataset.asWritten === undefined) fact.dataset.asWritten = fact.textContent;
      const original = fact.dataset.asWritten;
      const factor = K.format({ low: state.factor, high: state.factor }, null);
      // A number of servings scales (`4-6` reads `8-12`); a yield in words is only multiplied (`1 pie (8 slices) ×2`).
      fact.textContent = K.cmp(state.factor, K.ONE) === 0 ? original : !state.base ? original + " \u00d7" + factor
        : original.replace(/\d+(?:\.\d+)?/g, (number) => {
          const value = K.mul(K.parse(number), state.factor);
          return K.format({ low: value, high: value, approximate: false }, null);
        });
      fact.classList.toggle("kitchen-changed", K.cmp(state.factor, K.ONE) !== 0);
    }
  }

  // Steps: temperatures and pan sizes follow the unit switch; other amounts stay as written, and say so.
  const stepTexts = new Map();
  function renderSteps(state) {
    const steps = document.querySelector(".steps");
    if (!steps) return;
    let note = steps.querySelector(".kitchen-steps-note");
    if (K.cmp(state.factor, K.ONE) !== 0) {
      if (!note) {
        note = document.createElement("p");
        note.className = "kitchen-steps-note";
        steps.querySelector("h2").after(note);
      }
      note.textContent = "Amounts in the steps are for the original recipe" + (state.base ? " (" + state.base + " servings)." : ".");
    } else if (note) {
      note.remove();
    }
    const walker = document.createTreeWalker(steps.querySelector(".step-list") ? steps : document.createElement("div"), NodeFilter.SHOW_TEXT);
    const nodes = [];
    while (walker.nextNode()) nodes.push(walker.currentNode);
    for (const node of nodes) {
      if (node.parentElement.closest(".kitchen-steps-note, .timer-starts")) continue;
      if (!stepTexts.has(node)) stepTexts.set(node, node.nodeValue);
      node.nodeValue = K.convertStepText(stepTexts.get(node), state.units);
    }
  }

  function addToList(state) {
    const list = K.storedList(stored(LIST_KEY));
    const title = document.querySelector("h1").textContent.trim();
    const id = location.pathname.replace(/index\.html$/, "");
    const lines = [];
    for (const li of document.querySelectorAll(".ingredients li")) {
      // What the line puts on the list where that is not the line itself (`1 tomato and ½ onion`,
      // `salt and black pepper`, `dried thyme`): the build says so (ShoppingList.parts), as stored.
      if (li.dataset.shopping) {
        let parts = [];
        try { parts = JSON.parse(li.dataset.shopping); } catch (e) { parts = []; }
        // A line the cook may leave out stays so on the list (`(optional)`, ShoppingList.Item).
        if (Array.isArray(parts)) lines.push(...parts.map((part) => (li.dataset.optional ? { ...part, optional: true } : part)));
        continue;
      }
      const food = foodOf(li) || (li.querySelector(".ingredient-name") || li).textContent.trim();
      if (!food) continue;
      lines.push({ food, low: li.dataset.low || null, high: li.dataset.high || null, unit: li.dataset.unit || null, weights: weightsOf(li),
        optional: li.dataset.optional === "true", word: li.dataset.unitWord || null, size: li.dataset.containerSize || null });
    }
    const entry = { id, title, href: location.href.split("#")[0].split("?")[0], factor: K.text(state.factor),
      servings: state.base ? state.servings : null, lines };
    const at = list.recipes.findIndex((recipe) => recipe.id === id);
    if (at >= 0) list.recipes[at] = entry; else list.recipes.push(entry);
    const saved = store(LIST_KEY, JSON.stringify(list));
    const status = document.querySelector(".kitchen-status");
    status.textContent = saved
      ? (at >= 0 ? "Updated " : "Added ") + title + (state.base ? " (" + state.servings + " servings)" : "")
        + " on the shopping list: " + list.recipes.length + (list.recipes.length === 1 ? " recipe." : " recipes.")
      : "This browser does not let the page keep a shopping list.";
  }

  document.addEventListener("DOMContentLoaded", function () {
    const controls = document.querySelector("[data-kitchen]");
    if (!controls || !K) return;
    const base = parseInt(controls.dataset.servings, 10) || null;
    const stateUnits = stored(UNITS_KEY) || K.data().units || "as-written";
    const state = { base, servings: base || 1, factor: K.ONE, units: ["as-written", "metric", "us"].includes(stateUnits) ? stateUnits : "as-written" };
    let keptScale = null;
    try { keptScale = K.reloaded() ? K.parse(sessionStorage.getItem(SCALE_KEY)) : null; } catch (e) { keptScale = null; }
    if (keptScale && keptScale.n > 0n) {
      const servings = base ? K.mul(keptScale, K.q(base)) : null;
      if (!base || (servings.d === 1n && servings.n <= 999n)) {
        state.factor = keptScale;
        if (base) state.servings = Number(servings.n);
      }
    }
    const setServings = (value) => {
      if (!base || !(value >= 1)) return;
      state.servings = Math.min(999, Math.round(value));
      state.factor = K.q(state.servings, base);
      render(state);
    };
    controls.addEventListener("click", (event) => {
      const button = event.target.closest("button");
      if (!button) return;
      if (button.dataset.servingsStep) setServings(state.servings + parseInt(button.dataset.servingsStep, 10));
      if (button.dataset.factor) { state.factor = K.parse(button.dataset.factor); render(state); }
      if (button.dataset.units) { state.units = button.dataset.units; store(UNITS_KEY, state.units); render(state); }
    });
    const listRow = document.querySelector("[data-kitchen-list]");
    if (listRow) {
      listRow.querySelector("[data-kitchen-add]").addEventListener("click", () => addToList(state));
      listRow.hidden = false;
    }
    const input = controls.querySelector("#kitchen-servings");
    if (input) input.addEventListener("input", () => setServings(parseInt(input.value, 10)));
    controls.hidden = false;
    render(state);
  });
})();
