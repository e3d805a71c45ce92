// Amounts for the scaling control, the unit switch and the shopping list: exact fractions
// (BigInt), by the same rules as Recipository's Swift side (KitchenAmount, KitchenRounding,
// QuantityFormatter, FoodKey, ShoppingList); a browser test compares the two case by case.
// The tables (aisles, pantry, plural rules) come from kitchen-data.js; what each food weighs
// comes with its ingredient line (data-group, data-g-cup, data-g-each, data-piece, data-liquid).
(function () {
  "use strict";
  const K = (window.RecipositoryKitchen ??= {});
  const data = () => window.RECIPOSITORY_KITCHEN || { aisles: { order: [], foods: {} }, pantry: [], units: "as-written" };

  // Fractions: { n, d } in lowest terms, d > 0.
  function gcd(a, b) {
    a = a < 0n ? -a : a;
    b = b < 0n ? -b : b;
    while (b) [a, b] = [b, a % b];
    return a;
  }
  function q(n, d = 1n) {
    n = BigInt(n);
    d = BigInt(d);
    if (d < 0n) { n = -n; d = -d; }
    const g = gcd(n, d) || 1n;
    return { n: n / g, d: d / g };
  }
  /** "3/4", "2", "0.5" -> fraction; null when it is not one. */
  function parse(text) {
    if (text == null || text === "") return null;
    const m = /^(-?\d+)(?:\/(\d+)|\.(\d+))?$/.exec(String(text).trim());
    if (!m) return null;
    if (m[2]) return m[2] === "0" ? null : q(m[1], m[2]);
    if (m[3]) return q(BigInt(m[1] + m[3]), 10n ** BigInt(m[3].length));
    return q(m[1]);
  }
  const add = (a, b) => q(a.n * b.d + b.n * a.d, a.d * b.d);
  const sub = (a, b) => q(a.n * b.d - b.n * a.d, a.d * b.d);
  const mul = (a, b) => q(a.n * b.n, a.d * b.d);
  const div = (a, b) => q(a.n * b.d, a.d * b.n);
  const cmp = (a, b) => { const x = a.n * b.d, y = b.n * a.d; return x < y ? -1 : x > y ? 1 : 0; };
  const text = (a) => (a.d === 1n ? String(a.n) : a.n + "/" + a.d);
  const ONE = q(1);

  // Units: what they measure, their exact size in grams, millilitres or millimetres.
  const FL_OZ = q(295735295625n, 10000000000n);
  const LB = q(45359237n, 100000n);
  const UNITS = {
    mg: ["mass", q(1, 1000), true], g: ["mass", q(1), true], kg: ["mass", q(1000), true],
    lb: ["mass", LB, false], oz: ["mass", div(LB, q(16)), false],
    ml: ["volume", q(1), true], cl: ["volume", q(10), true], dl: ["volume", q(100), true], l: ["volume", q(1000), true],
    "fl oz": ["volume", FL_OZ, false], tsp: ["volume", div(FL_OZ, q(6)), false], tbsp: ["volume", div(FL_OZ, q(2)), false],
    cup: ["volume", mul(FL_OZ, q(8)), false], pint: ["volume", mul(FL_OZ, q(16)), false],
    quart: ["volume", mul(FL_OZ, q(32)), false], gallon: ["volume", mul(FL_OZ, q(128)), false],
    cm: ["length", q(10), true], inch: ["length", q(254, 10), false],
  };
  const METRIC_OTHERS = new Set(["cm"]);
  const dimension = (unit) => (UNITS[unit] ? UNITS[unit][0] : null);
  const size = (unit) => UNITS[unit][1];
  const isMetric = (unit) => (UNITS[unit] ? UNITS[unit][2] : METRIC_OTHERS.has(unit));
  const PLURAL_UNITS = new Set(["cup", "pint", "quart", "gallon", "pinch", "dash", "clove", "can", "package", "stick",
    "slice", "bunch", "sprig", "handful", "piece", "jar", "bottle", "head", "leaf", "stalk", "drop", "sheet"]);
  const KNOWN_UNITS = new Set(Object.keys(UNITS).concat(Array.from(PLURAL_UNITS)));

  function scaleQ(quantity, factor) {
    return { low: mul(quantity.low, factor), high: mul(quantity.high, factor), approximate: quantity.approximate };
  }

  /** KitchenAmount.unit(for:dimension:metric:) */
  function unitFor(base, dim, metric) {
    if (metric) {
      if (dim === "mass") return cmp(base, q(1000)) >= 0 ? "kg" : "g";
      if (dim === "volume") return cmp(base, q(1000)) >= 0 ? "l" : "ml";
      return "cm";
    }
    if (dim === "length") return "inch";
    if (dim === "mass") return cmp(div(base, LB), ONE) >= 0 ? "lb" : "oz";
    const tsp = div(base, size("tsp"));
    const cups = div(tsp, q(48)), tbsp = div(tsp, q(3));
    const twelve = cmp(tsp, q(12)) >= 0, three = cmp(tsp, q(3)) >= 0;
    if (twelve && [1n, 2n, 3n, 4n].includes(cups.d)) return "cup";
    if (three && [1n, 2n].includes(tbsp.d)) return "tbsp";
    if (cmp(tsp, q(12)) < 0 && [1n, 2n, 4n, 8n].includes(tsp.d)) return "tsp"; // `4 tsp`, not `1⅓ tbsp`
    if (cmp(tsp, q(12)) < 0) {
      // From the other system (20 ml is 4.06 tsp) as a spoon measures it, to the quarter teaspoon:
      // whole or half tablespoons, else up to 5 teaspoons (`4 tsp`, not `1¼ tbsp`). KitchenAmount.unit(for:).
      const spooned = nearest(tsp, 4);
      if (cmp(spooned, q(3)) >= 0 && [1n, 2n].includes(div(spooned, q(3)).d)) return "tbsp";
      if (cmp(spooned, q(5)) <= 0) return "tsp";
    }
    return twelve ? "cup" : three ? "tbsp" : "tsp";
  }

  /** KitchenAmount.converted(to:density:stickGrams:): { quantity, unit } in the system's units. */
  function converted(amount, system, density, stickGrams) {
    const unit = amount.unit;
    if (unit === "stick" && system === "metric" && stickGrams) {
      const grams = scaleQ(amount.quantity, stickGrams);
      const chosen = unitFor(grams.low, "mass", true);
      return { quantity: scaleQ(grams, div(ONE, size(chosen))), unit: chosen };
    }
    const dim = dimension(unit);
    if (!dim) return amount;
    const metric = system === "metric" ? true : system === "us" ? false : isMetric(unit);
    // Spoons are the world's measure: a metric page keeps teaspoons and tablespoons up to 4 tbsp.
    const spoon = metric && (unit === "tsp" || unit === "tbsp") && cmp(mul(amount.quantity.low, size(unit)), mul(size("tsp"), q(12))) <= 0;
    let target = dim;
    if (density && metric !== isMetric(unit) && !spoon) {
      if (metric && dim === "volume") target = "mass";
      // A US page measures by the cup, but past 8 cups of a food lighter than 60 g a cup a cook weighs it (9 oz of cilantro).
      if (!metric && dim === "mass" && (cmp(mul(density, size("cup")), q(60)) >= 0
        || cmp(div(mul(amount.quantity.low, size(unit)), density), mul(size("cup"), q(8))) <= 0)) target = "volume";
    }
    let base = scaleQ(amount.quantity, size(unit));
    if (target !== dim) base = target === "mass" ? scaleQ(base, density) : scaleQ(base, div(ONE, density));
    // As written, pints and quarts stay; on a metric page too, a jug's dl and cl from 1 to a litre (`1 dl` doubled `2 dl`).
    if (system === "as-written" && ["pint", "quart", "gallon", "fl oz"].includes(unit) || system !== "us"
      && (unit === "dl" || unit === "cl") && cmp(base.low, size(unit)) >= 0 && cmp(base.high, q(1000)) < 0) {
      return { quantity: scaleQ(base, div(ONE, size(unit))), unit };
    }
    let chosen = unitFor(base.low, target, metric && !spoon);
    if (spoon && chosen === "cup") chosen = "tbsp";   // `4 tbsp` stays spoons in metric, never `¼ cup`
    return { quantity: scaleQ(base, div(ONE, size(chosen))), unit: chosen };
  }

  /** KitchenRounding.nearest: value to the nearest 1/step, halves up (value > 0). */
  function nearest(value, step) {
    const scaled = mul(value, q(step));
    const whole = scaled.n / scaled.d;
    const rest = q(scaled.n % scaled.d, scaled.d);
    return q(whole + (cmp(rest, q(1, 2)) >= 0 ? 1n : 0n), step);
  }
  /** KitchenRounding.round: as cooks write amounts (grams to 5 below 500, a cup 240 ml, US cups in quarters or thirds...). */
  function round(value, unit) {
    if (cmp(value, q(0)) <= 0) return value;
    const to = (step) => mul(nearest(div(value, q(step)), 1), q(step));
    const below = (n) => cmp(value, typeof n === "object" ? n : q(n)) < 0;
    // To 10, or to the 25 line of a jug or a scale where that is less than 5 away.
    const tenOrJug = () => { const d = sub(to(25), value); return cmp(d.n < 0n ? q(-d.n, d.d) : d, q(5)) < 0 ? to(25) : to(10); };
    switch (unit) {
      case "g": return below(20) ? (below(1) ? nearest(value, 10) : to(1)) : below(500) ? to(5) : tenOrJug();
      case "ml": return below(5) ? nearest(value, 10) : below(100) ? to(5) : tenOrJug();
      case "kg": return nearest(value, 20);
      case "l": return nearest(value, 10);
      // Lengths as the steps write them (kitchen-steps.js): ½ cm from 1 cm, whole from 10; inches ⅛, ¼ from 1, ½ from 2, whole from 4.
      case "cm": return below(1) ? nearest(value, 10) : below(10) ? nearest(value, 2) : nearest(value, 1);
      case "inch": return nearestOf(value, [below(1) ? 8 : below(2) ? 4 : below(4) ? 2 : 1]);
      case "mg": case "cl": case "dl": return below(10) ? nearest(value, 10) : nearest(value, 1);
      case "cup": return nearestOf(value, [4, 3]);
      case "tbsp": return nearestOf(value, [4]);
      case "tsp": return nearestOf(value, below(q(1, 2)) ? [8] : [4]);
      case "oz": case "fl oz": return nearestOf(value, [2]);
      case "lb": return nearestOf(value, [4]);
      default: return nearestOf(value, [8, 3]);
    }
  }

  /** KitchenRounding.nearestOf */
  function nearestOf(value, steps) {
    const distance = (a) => { const d = sub(a, value); return d.n < 0n ? q(-d.n, d.d) : d; };
    let best = null;
    for (const step of steps) {
      const candidate = nearest(value, step);
      if (!best || cmp(distance(candidate), distance(best)) < 0) best = candidate;
    }
    return cmp(best, q(0)) > 0 ? best : q(1, Math.max(...steps));
  }
  /** KitchenRounding.count: a scaled count to the nearest whole (things never cut) or half, and whether that changed it. */
  function countRound(value, wholeOnly) {
    if (cmp(value, q(0)) <= 0) return { value, about: false };
    const step = wholeOnly ? 1 : 2;
    let rounded = nearest(value, step);
    if (cmp(rounded, q(1, step)) < 0) rounded = q(1, step);
    return { value: rounded, about: cmp(rounded, value) !== 0 };
  }

  // QuantityFormatter: kitchen fractions, decimals for metric units.
  const GLYPHS = { "1/2": "½", "1/3": "⅓", "2/3": "⅔", "1/4": "¼", "3/4": "¾", "1/5": "⅕", "2/5": "⅖", "3/5": "⅗",
    "4/5": "⅘", "1/6": "⅙", "5/6": "⅚", "1/8": "⅛", "3/8": "⅜", "5/8": "⅝", "7/8": "⅞" };
  function decimal(value) {
    let places = null;
    for (let p = 0, s = 1n; p <= 3; p++, s *= 10n) if (s % value.d === 0n) { places = p; break; }
    if (places === null) places = cmp(value, q(100)) >= 0 ? 0 : cmp(value, q(10)) >= 0 ? 1 : 2;
    const scale = 10n ** BigInt(places);
    const rounded = (value.n * scale + value.d / 2n) / value.d;
    let whole = rounded / scale, fraction = rounded % scale, digits = places;
    while (digits > 0 && fraction % 10n === 0n) { fraction /= 10n; digits--; }
    if (digits === 0) return String(whole);
    return whole + "." + String(fraction).padStart(digits, "0");
  }
  function formatValue(value, metric) {
    if (value.n < 0n) return "-" + formatValue(q(-value.n, value.d), metric);
    if (value.d === 1n) return String(value.n);
    if (metric) return decimal(value);
    const whole = value.n / value.d;
    const glyph = GLYPHS[text(q(value.n % value.d, value.d))];
    if (!glyph) return decimal(value);
    return whole === 0n ? glyph : whole + glyph;
  }
  function format(quantity, unit) {
    const metric = isMetric(unit);
    let out = quantity.approximate ? "~" : "";
    out += formatValue(quantity.low, metric);
    if (cmp(quantity.low, quantity.high) !== 0) out += "\u2013" + formatValue(quantity.high, metric);
    return out;
  }
  function unitWord(unit, plural) {
    if (!plural || !PLURAL_UNITS.has(unit)) return unit;
    if (unit === "pinch" || unit === "dash" || unit === "bunch") return unit + "es";
    if (unit === "leaf") return "leaves";
    return unit + "s";
  }
  /** KitchenAmount.displayed; a unit the tables do not know (`envelope`) is written after the number. */
  function displayed(amount, rounding = round) {
    const unit = amount.unit;
    const known = unit == null || KNOWN_UNITS.has(unit);
    const rounded = { low: rounding(amount.quantity.low, known ? unit : null), high: rounding(amount.quantity.high, known ? unit : null),
      approximate: amount.quantity.approximate };
    const two = known && unit ? measuredInTwo(rounded, unit) : null;
    if (two) {
      const same = (value) => value;
      const first = displayed({ quantity: { low: two.larger, high: two.larger, approximate: rounded.approximate }, unit: two.largerUnit }, same);
      return cmp(two.rest, q(0)) > 0 ? first + " + " + displayed({ quantity: { low: two.rest, high: two.rest }, unit }, same) : first;
    }
    const number = format(rounded, known ? unit : null);
    if (unit == null) return number;
    // An unknown container takes a plural as a word does: `2 envelopes`, `2 boxes`.
    const many = cmp(rounded.high, ONE) > 0;
    return number + " " + (known ? unitWord(unit, many) : containerWord(unit, many));
  }
  /** KitchenAmount.measuredInTwo: `18 tbsp` is `1 cup + 2 tbsp`, `8 tsp` is `2 tbsp + 2 tsp`. */
  function measuredInTwo(rounded, unit) {
    if (cmp(rounded.low, rounded.high) !== 0) return null;
    const spec = unit === "tbsp" ? { larger: "cup", each: q(4), from: q(8) }
      : unit === "tsp" ? { larger: "tbsp", each: q(3), from: q(5) } : null;
    if (!spec || cmp(rounded.low, spec.from) <= 0) return null;
    const times = div(rounded.low, spec.each), whole = times.n / times.d;
    const rest = sub(rounded.low, mul(q(whole), spec.each));
    if (mul(rest, q(2)).d !== 1n) return null;   // whole or half spoons only: `6¼ tsp` stays
    return { larger: unit === "tbsp" ? q(whole, 4) : q(whole), largerUnit: spec.larger, rest };
  }
  /** KitchenRounding.irregularContainers: `2 loaves`, `1 loaf`. */
  const IRREGULAR_CONTAINERS = [["loaf", "loaves"]];
  /** KitchenRounding.containerWord: `2 envelopes`, `2 boxes`, `2 glasses`; `2 bowls` halved `1 bowl`. */
  function containerWord(word, plural) {
    const lower = word.toLowerCase();
    if (!/^[a-z]+$/.test(lower)) return word;
    const irregular = IRREGULAR_CONTAINERS.find(([one, many]) => lower === one || lower === many);
    if (irregular) return word.slice(0, 2) + irregular[plural ? 1 : 0].slice(2);
    if (!plural) {
      if (/(sses|xes|ches|shes)$/.test(lower)) return word.slice(0, -2);
      if (/ies$/.test(lower)) return word.slice(0, -3) + "y";
      return /s$/.test(lower) && !/ss$/.test(lower) ? word.slice(0, -1) : word;
    }
    if (/s$/.test(lower) && !/ss$/.test(lower)) return word;
    if (/(s|x|z|ch|sh)$/.test(lower)) return word + "es";
    if (/[^aeiou]y$/.test(lower)) return word.slice(0, -1) + "ies";
    return word + "s";
  }
  /** KitchenAmount.shown(wholeOnly:): a count rounded as a cook says it (`about 5` eggs), else `displayed`. */
  function shownAmount(amount, wholeOnly) {
    if (dimension(amount.unit)) return displayed(amount);
    const low = countRound(amount.quantity.low, wholeOnly), high = countRound(amount.quantity.high, wholeOnly);
    // `about 2`, not `about ~2`: one word for an amount that is not exact.
    const rounded = { quantity: { low: low.value, high: high.value, approximate: amount.quantity.approximate && !low.about && !high.about },
      unit: amount.unit };
    return (low.about || high.about ? "about " : "") + displayed(rounded);
  }
  // FoodKey: folded names, endings, singular last word.
  function fold(name) {
    return String(name).toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "").split(/[ \t]+/).filter(Boolean).join(" ");
  }
  function singular(word) {
    const rules = data().plural;
    if (!rules) return word;
    if (Object.prototype.hasOwnProperty.call(rules.irregular, word)) return rules.irregular[word];
    if (!word.endsWith("s") || new TextEncoder().encode(word).length < rules.minLength || rules.invariant.includes(word)
      || rules.singularEndings.some((ending) => word.endsWith(ending))) return word;
    for (const [plural, single] of rules.suffixes) {
      if (word.endsWith(plural)) return word.slice(0, word.length - plural.length) + single;
    }
    return word;
  }
  function mergeKey(food) {
    const words = fold(food).split(" ").filter(Boolean);
    if (!words.length) return "";
    words.push(singular(words.pop()));
    return words.join(" ");
  }
  function lookup(food, table) {
    const words = fold(food).split(" ").filter(Boolean);
    if (!words.length) return undefined;
    const has = (key) => Object.prototype.hasOwnProperty.call(table, key);
    for (let start = 0; start < words.length; start++) {
      const ending = words.slice(start);
      if (has(ending.join(" "))) return table[ending.join(" ")];
      const single = ending.slice(0, -1).concat([singular(ending[ending.length - 1])]).join(" ");
      if (has(single)) return table[single];
    }
    if (has(words[0])) return table[words[0]];
    const first = singular(words[0]);
    return has(first) ? table[first] : undefined;
  }
  // ShoppingList: the same food merged across recipes, in aisles.
  function plural(food) {
    const lower = food.toLowerCase();
    if (lower.endsWith("s") || [" in ", " of ", " and ", " or ", ","].some((part) => lower.includes(part))) return food;
    const last = lower.split(" ").pop();
    const irregular = Object.entries((data().plural || {}).irregular || {}).find(([, single]) => single === last);
    if (irregular) return food.slice(0, food.length - last.length) + irregular[0];
    if (["tomato", "potato", "mango"].some((w) => lower.endsWith(w))) return food + "es";
    if (lower.endsWith("ch") || lower.endsWith("sh") || lower.endsWith("x")) return food + "es";
    if (lower.endsWith("y") && !"aeiou".includes(lower.charAt(lower.length - 2))) return food.slice(0, -1) + "ies";
    return food + "s";
  }
  const sumQ = (total, more) => (total ? { low: add(total.low, more.low), high: add(total.high, more.high) } : { low: more.low, high: more.high });

  /** The weights a line carries (as text: grams per cup "125", per piece "113") as fractions: FoodWeights. */
  function weightsOf(stored) {
    if (!stored || !stored.group) return null;
    const cup = parse(stored.gCup);
    return { group: stored.group, gMl: cup ? div(cup, size("cup")) : null, gEach: parse(stored.gEach), piece: stored.piece || null,
      liquid: !!stored.liquid, byCup: !!stored.byCup };
  }
  /** FoodTable.grams(of:weights:): the amount in grams, or null. */
  const SPOON_FRACTIONS = { dash: q(1, 8), pinch: q(1, 16) };
  function grams(amount, weights) {
    const dim = dimension(amount.unit);
    if (dim === "mass") return scaleQ(amount.quantity, size(amount.unit));
    if (dim === "volume") return weights && weights.gMl ? scaleQ(amount.quantity, mul(size(amount.unit), weights.gMl)) : null;
    if (SPOON_FRACTIONS[amount.unit]) {
      return weights && weights.gMl ? scaleQ(amount.quantity, mul(mul(SPOON_FRACTIONS[amount.unit], size("tsp")), weights.gMl)) : null;
    }
    if (dim === "length") return null;
    return weights && weights.gEach ? scaleQ(amount.quantity, weights.gEach) : null;
  }
  /** ShoppingList.Sum.tidy: kilograms and litres from 1,000; US volumes in cups from a cup, or cups and spoons
   * where whole spoons miss the cups a cook fills by a tablespoon or more. */
  function tidy(base, unit, metric) {
    if (!metric && unit === "ml" && cmp(base.low, size("cup")) >= 0) {
      const tablespoons = scaleQ(base, div(ONE, size("tbsp")));
      if (cmp(base.low, base.high) === 0 && mul(tablespoons.low, q(2)).d === 1n) {
        const cups = div(tablespoons.low, q(16));
        const off = sub(round(cups, "cup"), cups);
        if (cmp(mul(off.n < 0n ? q(-off.n, off.d) : off, q(16)), ONE) >= 0) return { quantity: tablespoons, unit: "tbsp" };
      }
      return { quantity: scaleQ(base, div(ONE, size("cup"))), unit: "cup" };
    }
    return converted({ quantity: base, unit }, metric ? "metric" : "us");
  }
  /** KitchenRounding.countToBuy: whole things, rounded up. */
  function countToBuy(value) {
    return q(value.n / value.d + (value.n % value.d > 0n ? 1n : 0n));
  }
  /** ShoppingList.Sum.boughtIn and nearlyWhole: a whole number of containers and up to a tenth more is that number. */
  const BOUGHT_IN = new Set(["can", "jar", "bottle", "package"]);
  function nearlyWhole(value) {
    const whole = q(value.n / value.d);
    return cmp(whole, q(0)) > 0 && cmp(sub(value, whole), q(1, 10)) <= 0 ? whole : value;
  }
  /** ShoppingList.Part.shown: a count, a container or a counted unit rounded up (things are bought whole). */
  function partShown(part) {
    const whole = !dimension(part.amount.unit);
    const quantity = whole ? { low: countToBuy(part.amount.quantity.low), high: countToBuy(part.amount.quantity.high) } : part.amount.quantity;
    const bought = { quantity, unit: part.amount.unit };
    const word = part.unitText || part.unitWord;
    let out = word ? displayed({ quantity, unit: null }) + " " + containerWord(word, cmp(quantity.high, ONE) > 0) : displayed(bought);
    if (part.containerSize) out += " (" + part.containerSize + ")";
    if (part.aboutCount) out += " (about " + part.aboutCount + (part.aboutPiece ? " " + part.aboutPiece : "") + ")";
    return out;
  }
  /** ShoppingList.Sum: the amounts of one food, by kind and, through its weights, across kinds. */
  function sum(lines, system) {
    let mass = null, massMetric = true, volume = null, volumeMetric = true, count = null, total = { low: q(0), high: q(0) }, piece = null;
    let length = null, lengthMetric = true;
    let stickGrams = null;
    const containerSizes = [];   // what each can, jar, bottle or packet line weighs one of
    let spooned = false;
    let hasAmount = false;
    const named = [];
    for (const line of lines) {
      const amount = line.amount;
      if (!amount) continue;
      hasAmount = true;
      const container = !amount.unit && !!line.unitText;
      const weighed = container ? null : grams(amount, line.weights);
      total = weighed && total ? sumQ(total, weighed) : null;
      const dim = dimension(amount.unit);
      if (dim === "mass" || dim === "volume" || dim === "length") {
        const base = scaleQ(amount.quantity, size(amount.unit));
        if (dim === "length") { if (!length) lengthMetric = isMetric(amount.unit); length = sumQ(length, base); }
        else if (dim === "mass") { if (!mass) massMetric = isMetric(amount.unit); mass = sumQ(mass, base); }
        else {
          if (!volume) volumeMetric = isMetric(amount.unit);
          volume = sumQ(volume, base);
          spooned = spooned || amount.unit === "tsp" || amount.unit === "tbsp";
        }
      } else if (amount.unit || container) {
        if (amount.unit === "stick" && !stickGrams && line.weights && line.weights.gEach) stickGrams = line.weights.gEach;
        if (BOUGHT_IN.has(amount.unit)) containerSizes.push(line.weights && line.weights.gEach ? line.weights.gEach : null);
        const text = container ? line.unitText : null;
        // The author's word and each container's size, kept where every line of the unit said the same (ShoppingList.Sum).
        const word = line.unitWord ? containerWord(line.unitWord.toLowerCase(), false) : null, size = line.containerSize || null;   // `tins` and `tin`
        const found = named.find((entry) => entry.unit === amount.unit && entry.text === text);
        if (found) {
          found.quantity = sumQ(found.quantity, amount.quantity);
          if (found.word !== word) found.word = null;
          if (found.size !== size) found.size = null;
        } else {
          named.push({ unit: amount.unit, text, quantity: sumQ(null, amount.quantity), word, size });
        }
      } else {
        count = sumQ(count, amount.quantity);
        if (!piece && line.weights && line.weights.gEach) piece = { name: line.weights.piece, grams: line.weights.gEach };
      }
    }
    const weight = hasAmount ? total : null;
    const kinds = [mass, volume, count, length].filter(Boolean).length + named.length;
    const liquid = lines.some((line) => line.weights && line.weights.liquid);
    // Where the food comes in cans, jars, bottles or packets of one size and the rest weighs, it is bought in them (ShoppingList.Sum).
    const container = named.length === 1 ? named[0].unit : null;
    const each = containerSizes.length ? containerSizes[0] : null;
    if (weight && kinds > 1 && BOUGHT_IN.has(container) && each && cmp(each, q(0)) > 0 && containerSizes.every((s) => s && cmp(s, each) === 0)) {
      const containers = scaleQ(weight, div(ONE, each));
      return { parts: [{ amount: { quantity: { low: nearlyWhole(containers.low), high: nearlyWhole(containers.high) }, unit: container } }],
        grams: weight, plural: false };
    }
    // Spoons stay spoons for small amounts, as on the recipe page (ShoppingList.Sum).
    const spoons = system === "metric" && spooned && kinds === 1 && !!volume && cmp(volume.high, mul(size("tsp"), q(12))) <= 0;
    const metricWeighs = system === "metric" && !spoons && (!!volume || named.some((entry) => entry.unit === "stick") || kinds > 1);
    if (weight && !liquid && kinds > 0 && (metricWeighs || (mass && kinds > 1))) {
      const metric = system === "metric" || (system === "as-written" && (!mass || massMetric));
      // `butter (unsalted), 4 sticks`: where a recipe measured it in sticks, a US list buys it in sticks (ShoppingList.Sum).
      const part = { amount: !metric && stickGrams ? { quantity: scaleQ(weight, div(ONE, stickGrams)), unit: "stick" } : tidy(weight, "g", metric) };
      let plural = false;
      if (count && piece) {
        const middle = div(add(weight.low, weight.high), q(2));
        const ratio = div(middle, piece.grams);
        const pieces = Math.round(Number(ratio.n) / Number(ratio.d));
        part.aboutCount = Math.max(pieces, 1);
        // `about 8 cloves` of garlic; `about 12 medium` onions.
        const counted = piece.name && KNOWN_UNITS.has(piece.name);
        part.aboutPiece = counted ? unitWord(piece.name, pieces > 1) : piece.name;
        plural = pieces > 1 && !counted;
      }
      return { parts: [part], grams: weight, plural };
    }
    // A food counted on one line and measured by the cup on another is bought by the piece (ShoppingList.Sum).
    if (weight && !liquid && count && piece && !mass && !named.length && volume) {
      const pieces = scaleQ(weight, div(ONE, piece.grams));
      return { parts: [{ amount: { quantity: pieces, unit: null } }], grams: weight, plural: cmp(countToBuy(pieces.high), ONE) > 0 };
    }
    const parts = [];
    if (count) parts.push({ amount: { quantity: count, unit: null } });
    for (const entry of named) parts.push({ amount: { quantity: entry.quantity, unit: entry.unit }, unitText: entry.text, unitWord: entry.word, containerSize: entry.size });
    if (mass) parts.push({ amount: tidy(mass, "g", system === "metric" || (system === "as-written" && massMetric)) });
    if (volume) parts.push({ amount: spoons ? converted({ quantity: volume, unit: "ml" }, "us")
      : tidy(volume, "ml", system === "metric" || (system === "as-written" && volumeMetric)) });
    if (length) {
      const metric = system === "metric" || (system === "as-written" && lengthMetric);
      parts.push({ amount: converted({ quantity: scaleQ(length, div(ONE, size("cm"))), unit: "cm" }, metric ? "metric" : "us") });
    }
    return { parts, grams: weight, plural: !!count && cmp(count.high, ONE) > 0 };
  }
  /** ShoppingList.name(of:group:): the food, or the group and the varieties the lines named. */
  function nameOf(lines, group) {
    const keys = new Set(lines.map((line) => mergeKey(line.food)));
    if (keys.size <= 1) return { food: group === "ground " + mergeKey(lines[0].food) ? group : lines[0].food, varieties: [] };
    // `chicken thighs and drumsticks` names the item its lines merge into (ShoppingList.name).
    const both = lines.map((line) => line.food).filter((food) => {
      const parts = food.split(" and ");
      return parts.length === 2 && mergeKey(parts[0]) === group && parts[0].split(" ").length > 1 && parts[1].split(" ").length === 1;
    }).sort(compareBytes)[0];
    if (both) return { food: both, varieties: [] };
    const varieties = [];
    for (const line of lines) {
      const key = mergeKey(line.food);
      if (key === group || key.split(" ").includes("or")) continue;   // a choice (`dashi or water`) is no variety
      const variety = key.endsWith(" " + group) ? key.slice(0, key.length - group.length - 1) : key;
      if (!varieties.includes(variety)) varieties.push(variety);
    }
    return { food: group, varieties: varieties.sort() };   // as ShoppingList.name(of:group:): in any order of recipes the same line
  }

  const CANNED = "canned ";   // AisleTable.cannedKey: a list's key for a can of a fresh food
  /** ShoppingList.Line.isInCans: measured in cans or jars, so bought in them. */
  function isInCans(line, aisles) {
    return !!line.amount && (aisles.cannedUnits || []).includes(line.amount.unit);
  }
  /** ShoppingList.Line.groupKey: the table's group, else the food; dried, pickled and canned fresh foods apart. */
  function groupKey(line, aisles) {
    const group = line.weights ? line.weights.group : mergeKey(line.food);
    const own = mergeKey(line.food);
    const kept = ["dried", "pickled"].find((word) => own.startsWith(word + " "));
    if (kept && !group.startsWith(kept + " ")) return kept + " " + group;
    if (isInCans(line, aisles) && (aisles.fresh || []).includes(lookup(group, aisles.foods) || "Other")) return CANNED + group;
    return group;
  }
  /** ShoppingList.isInPantry: the group or a line's food, else for a food not weighed an ending of its name. */
  function isInPantry(key, lines, pantryKeys) {
    if (pantryKeys.has(key) || lines.some((line) => pantryKeys.has(mergeKey(line.food)))) return true;
    if (lines.some((line) => line.weights)) return false;
    // A pepper named after something (`chipotle pepper`) is a capsicum, not the spice.
    const words = key.split(" ");
    return words.some((_, i) => i > 0 && words.slice(i).join(" ") !== "pepper" && pantryKeys.has(words.slice(i).join(" ")));
  }
  /** The aisle of an item, as AisleTable.aisle(of:key:inCans:). */
  function aisleOf(food, key, aisles, inCans) {
    if (key.startsWith(CANNED) && aisles.order.includes(aisles.tins)) return aisles.tins;
    const own = mergeKey(food);
    const named = (name) => Object.prototype.hasOwnProperty.call(aisles.foods, name);
    const aisle = named(key) ? aisles.foods[key] : named(own) ? aisles.foods[own] : lookup(key, aisles.foods) || "Other";
    return inCans && (aisles.alsoCanned || []).includes(aisle) && aisles.order.includes(aisles.tins) ? aisles.tins : aisle;
  }
  /** lines: [{ recipe, food, amount: { quantity, unit } | null, unitText, weights, optional, unitWord, containerSize }] -> items in
   *  aisle order (ShoppingList). */
  function mergeList(lines, system, pantry) {
    const tables = data();
    const groups = new Map();
    for (const line of lines) {
      const key = groupKey(line, tables.aisles);
      if (!key) continue;
      if (!groups.has(key)) groups.set(key, []);
      groups.get(key).push(line);
    }
    const pantryKeys = new Set((pantry || tables.pantry).map(mergeKey));
    const order = tables.aisles.order.includes("Other") ? tables.aisles.order : tables.aisles.order.concat(["Other"]);
    const items = [];
    for (const [key, group] of groups) {
      const total = sum(group, system);
      const amounts = total.parts.map(partShown);
      const name = nameOf(group, key);
      const food = total.plural ? plural(name.food) : name.food;
      const named = name.varieties.length ? food + " (" + name.varieties.join(" and ") + ")" : food;
      const recipes = [];
      for (const line of group) if (!recipes.includes(line.recipe)) recipes.push(line.recipe);
      const count = total.parts.length === 1 && !total.parts[0].amount.unit && !total.parts[0].unitText && !total.parts[0].aboutCount;
      const inCans = group.some((line) => isInCans(line, tables.aisles));
      // Every line it merges may be left out: `(optional)` after it (ShoppingList.Item.text).
      const optional = group.every((line) => line.optional === true) ? " (optional)" : "";
      items.push({ key, food, varieties: name.varieties, aisle: aisleOf(name.food, key, tables.aisles, inCans), amounts, recipes,
        pantry: isInPantry(key, group, pantryKeys),
        // As a cook writes a list: the food first (`butter (unsalted), 2 sticks + 3 tbsp`), a count as said (`5 eggs`).
        text: (!amounts.length ? named : count ? amounts[0] + " " + named : named + ", " + amounts.join(" + ")) + optional });
    }
    const position = (aisle) => { const i = order.indexOf(aisle); return i < 0 ? order.length : i; };
    const bytes = (s) => new TextEncoder().encode(s);
    items.sort((a, b) => position(a.aisle) - position(b.aisle) || compareBytes(bytes(a.key), bytes(b.key)));
    return items;
  }
  /** Swift compares Strings by Unicode scalars: byte order of UTF-8 is the same. */
  function compareBytes(a, b) {
    for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] - b[i];
    return a.length - b.length;
  }

  /** The shopping list as localStorage keeps it, checked: what any script of the site's origin,
   *  an older version or a hand edit left there may be anything (`recipes: [null]` once emptied
   *  the page), so what is not the shape this page writes is dropped, never read. */
  function storedList(text) {
    let list = null;
    try { list = JSON.parse(text); } catch (e) { list = null; }
    const isObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value);
    const isText = (value) => typeof value === "string";
    const orNull = (value) => (isText(value) ? value : null);
    if (!isObject(list)) list = {};
    const recipes = Array.isArray(list.recipes) ? list.recipes : [];
    list.recipes = recipes.filter((r) => isObject(r) && isText(r.id) && isText(r.title)).map((r) => ({
      id: r.id, title: r.title, factor: orNull(r.factor),
      href: isText(r.href) && /^(https?:|file:|\/)/i.test(r.href) ? r.href : "#",
      servings: Number.isInteger(r.servings) && r.servings > 0 ? r.servings : null,
      lines: (Array.isArray(r.lines) ? r.lines : []).filter((l) => isObject(l) && isText(l.food))
        .map((l) => ({ food: l.food, low: orNull(l.low), high: orNull(l.high), unit: orNull(l.unit),
          // The food's weights (text fractions, parsed by weightsOf, which drops what is not one).
          weights: isObject(l.weights) && isText(l.weights.group)
            ? { group: l.weights.group, gCup: orNull(l.weights.gCup), gEach: orNull(l.weights.gEach), piece: orNull(l.weights.piece),
                liquid: l.weights.liquid === true, byCup: l.weights.byCup === true } : null,
          optional: l.optional === true, word: orNull(l.word), size: orNull(l.size) })),
    }));
    // Things added by hand ("kitchen roll"): short texts, each once.
    list.added = (Array.isArray(list.added) ? list.added : []).filter(isText).map((item) => item.trim().slice(0, 100))
      .filter((item, i, all) => item && all.indexOf(item) === i).slice(0, 200);
    // Ticks: a food's key -> true (at home) or false (to buy); anything else is dropped.
    list.have = Object.fromEntries(Object.entries(isObject(list.have) ? list.have : {})
      .filter(([, value]) => typeof value === "boolean").slice(0, 2000));
    if (list.pantry !== undefined && !(Array.isArray(list.pantry) && list.pantry.every(isText))) delete list.pantry;
    return list;
  }
  Object.assign(K, { storedList });

  /** The page was reloaded or come back to (not opened anew): what the cook chose is kept (scale, cook mode). */
  K.reloaded = function () {
    try {
      const entry = performance.getEntriesByType("navigation")[0];
      return !!entry && (entry.type === "reload" || entry.type === "back_forward");
    } catch (e) { return false; }
  };

  Object.assign(K, { knownUnit: (unit) => KNOWN_UNITS.has(unit), q, parse, add, mul, div, cmp, text, ONE, dimension, isMetric, scaleQ, converted, round, format, displayed,
    unitWord, containerWord, shownAmount, countRound, countToBuy, fold, singular, mergeKey, lookup, plural, mergeList, weightsOf, grams, data });
})();
