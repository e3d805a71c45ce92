// Step text in the units chosen: temperatures and lengths (pans, pieces, depths of oil) follow
// the unit switch, rounded as cooks write them (docs/cooking-and-shopping.md, "Steps"). A value
// the author gave in both systems ("350°F (175°C)", "9 by 5 inches (23 by 13 cm)") shows once,
// the author's own, in the system chosen; a range or a set of dimensions converts every number.
// The page converts; the kitchen truth suite (KitchenTruthTests) reads what it shows.
(function () {
  "use strict";
  const K = (window.RecipositoryKitchen ??= {});
  const NBSP = "\u00a0";

  const GLYPH_VALUES = { "½": 1 / 2, "¼": 1 / 4, "¾": 3 / 4, "⅓": 1 / 3, "⅔": 2 / 3, "⅛": 1 / 8, "⅜": 3 / 8, "⅝": 5 / 8, "⅞": 7 / 8 };
  const GLYPHS = "½¼¾⅓⅔⅛⅜⅝⅞";
  // `1-1/2-inch` is 1½ inches as US recipes hyphenate it, never a range from 1 down to ½.
  const NUMBER = "(?:\\d+-\\d+/\\d+|\\d+\\s+\\d+/\\d+|\\d+/\\d+|\\d+(?:\\.\\d+|,\\d(?!\\d))?(?:\\s?[" + GLYPHS + "])?|[" + GLYPHS + "]|\\bhalf\\b)";
  const RANGE = "(?:\\s*(?:-|–|—)\\s*|\\s+to\\s+)";
  const BY = "(?:\\s*[x×X]\\s*|\\s+by\\s+)";
  const AMOUNT = NUMBER + "(?:" + RANGE + NUMBER + ")?";
  const SIZES = AMOUNT + "(?:" + BY + AMOUNT + "){0,2}";
  // A length's unit: a word after a space or hyphen ("9-inch", "2 cm"), or a mark right after the number (`1/2"`, `14in`).
  const LENGTH = "(?:\\s?-?\\s?(inches|inch|centimet(?:re|er)s?|millimet(?:re|er)s?|cm|mm)\\b|(″|”|\"|in\\b))";
  // A temperature: `350°F`, `350 °F`, `350 degrees F`, `425 F`, `180 Celsius`.
  const TEMPERATURE = "(?:\\s?(?:°|º|˚)\\s?(?:(F|C)\\b|(Fahrenheit|Celsius))|\\s?(?:°|º)?\\s?(?:degrees?|deg\\.?)\\s?(F|C|Fahrenheit|Celsius|centigrade)\\b|\\s?(F|C)\\b|\\s(Fahrenheit|Celsius)\\b)";
  const MEASURE = new RegExp("(?<![\\d.,])(" + SIZES + ")(?:" + LENGTH + "|" + TEMPERATURE + ")", "gi");

  function value(text) {
    text = text.trim().toLowerCase();
    if (text === "half") return 0.5;
    let m = /^(\d+)\s+(\d+)\/(\d+)$/.exec(text);
    if (m) return Number(m[1]) + Number(m[2]) / Number(m[3]);
    m = /^(\d+)\/(\d+)$/.exec(text);
    if (m) return Number(m[1]) / Number(m[2]);
    m = /^(\d+(?:[.,]\d+)?)?\s?([½¼¾⅓⅔⅛⅜⅝⅞])?$/.exec(text);
    if (!m) return NaN;
    return (m[1] ? Number(m[1].replace(",", ".")) : 0) + (m[2] ? GLYPH_VALUES[m[2]] : 0);
  }

  /** One measure found in the text: its numbers in rows (dimensions) of one or two (a range), what it measures and in which system. */
  function measureAt(match) {
    const [whole, sizes, lengthWord, lengthMark, tempLetter, tempWord, tempDegrees, tempBare, tempBareWord] = match;
    const rows = sizes.split(new RegExp(BY, "i")).map((part) => {
      const ends = part.replace(/(\d)-(\d+\/\d)/g, "$1 $2").split(new RegExp(RANGE, "i"));   // `1-1/2` is 1 1/2
      return { numbers: ends.map(value), to: /\sto\s/i.test(part) };
    });
    const byWord = /\sby\s/i.test(sizes);
    let kind, metric;
    const unit = (lengthWord || lengthMark || tempLetter || tempWord || tempDegrees || tempBare || tempBareWord || "").toLowerCase();
    if (lengthWord || lengthMark) {
      kind = "length";
      metric = /^(c|m)/.test(unit);
      if (lengthMark === "in" && /\s$/.test(sizes)) return null;
    } else {
      kind = "temperature";
      metric = /^c/.test(unit);
      if (tempBare && rows[0].numbers[0] < 90) return null;   // `2 C` is more likely cups than a temperature
    }
    if (rows.some((row) => row.numbers.some((n) => !(n > 0)))) return null;
    return { start: match.index, end: match.index + whole.length, text: whole, rows, byWord, kind, metric, unit };
  }

  // Oven marks (kitchen-conventions.md): °F to °C and back as oven dials and cookbooks give them.
  const OVEN_F = { 250: 120, 275: 140, 300: 150, 325: 160, 350: 180, 375: 190, 400: 200, 425: 220, 450: 230, 475: 240, 500: 260 };
  const OVEN_C = { 120: 250, 140: 275, 150: 300, 160: 325, 165: 325, 170: 325, 175: 350, 180: 350, 190: 375, 200: 400,
    220: 425, 230: 450, 240: 475, 260: 500 };
  const to = (x, step) => Math.round(x / step) * step;
  /** How the sentence uses the temperature: frying oil to 5 degrees, meat and sugar exact, ovens by their marks. */
  function temperatureUse(sentence) {
    if (/\b(thermometer|internal|reach(es)?|registers?|cent(re|er)|soft[- ]ball|hard[- ]ball|firm[- ]ball|thread|candy|syrup|caramel|rare|doneness)\b/i.test(sentence)) return "exact";
    if (/\b(oil|fry|fryer|frying|deep[- ]fry|lard|shortening)\b/i.test(sentence) && !/\boven\b/i.test(sentence)) return "oil";
    if (/\b(oven|bake|baking|roast|roasting|grill|broil)\b/i.test(sentence)) return "oven";
    return "other";
  }
  function toCelsius(f, use) {
    const exact = ((f - 32) * 5) / 9;
    if (use === "oil") return to(exact, 5);
    if (use === "exact") return Math.round(exact);
    if (OVEN_F[f] !== undefined) return OVEN_F[f];
    return use === "oven" || f >= 250 ? to(exact, 5) : Math.round(exact);
  }
  function toFahrenheit(c, use) {
    const exact = (c * 9) / 5 + 32;
    if (use === "exact") return Math.round(exact);
    if (use === "oil") return Math.abs(to(exact, 25) - exact) <= 3 ? to(exact, 25) : to(exact, 5);
    if (OVEN_C[c] !== undefined) return OVEN_C[c];
    return use === "oven" || c >= 120 ? to(exact, 5) : Math.round(exact);
  }

  // Lengths (kitchen-conventions.md): below 1 cm whole millimetres, then ½ cm, whole centimetres from 10 cm;
  // back in inches: ⅛ below 1 inch, ¼ below 2, ½ below 4, whole inches above.
  const INCH_MM = { 0.25: 5, 0.5: 10 };   // what cooks write, not 6 mm and 1.5 cm
  const MM_INCH = { 3: 1 / 8, 5: 1 / 4, 10: 1 / 2, 20: 3 / 4, 25: 1 };
  // Pans sold in both systems (a loaf tin is 21 × 11 cm, not 22 × 11).
  const PANS = [[[8.5, 4.5], [210, 110]], [[9, 5], [230, 130]], [[13, 9], [330, 230]], [[18, 13], [460, 330]]];
  function millimetres(inches) {
    if (INCH_MM[inches] !== undefined) return INCH_MM[inches];
    const mm = inches * 25.4;
    return mm < 9.5 ? Math.max(1, Math.round(mm)) : mm < 100 ? to(mm, 5) : to(mm, 10);
  }
  function inches(mm) {
    if (MM_INCH[mm] !== undefined) return MM_INCH[mm];
    const x = mm / 25.4;
    return x < 1 ? Math.max(1 / 8, to(x, 1 / 8)) : x < 2 ? to(x, 1 / 4) : x < 4 ? to(x, 1 / 2) : Math.round(x);
  }
  function pan(numbers, metric) {
    const key = numbers.join(" ");
    for (const [us, mm] of PANS) {
      for (const order of [[0, 1], [1, 0]]) {
        const from = metric ? mm : us, into = metric ? us : mm;
        if (key === order.map((i) => from[i]).join(" ")) return order.map((i) => into[i]);
      }
    }
    return null;
  }

  const FRACTION_GLYPHS = { 0.125: "⅛", 0.25: "¼", 0.375: "⅜", 0.5: "½", 0.625: "⅝", 0.75: "¾", 0.875: "⅞" };
  function inchText(x) {
    const whole = Math.floor(x + 1e-9), rest = Math.round((x - whole) * 8) / 8;
    const glyph = FRACTION_GLYPHS[rest] || "";
    return whole === 0 ? glyph : whole + glyph;
  }
  const decimal = (x) => String(Math.round(x * 10) / 10);

  /** The measure in the other system, as a cook writes it. */
  function converted(measure, sentence, after) {
    const dash = (row) => (row.to ? " to " : "–");
    const join = (rows, text) => rows.map((row, i) => row.map(text).filter((t, j, all) => j === 0 || t !== all[0]).join(dash(measure.rows[i])))
      .join(measure.byWord ? " by " : NBSP + "×" + NBSP);
    if (measure.kind === "temperature") {
      const use = temperatureUse(sentence);
      const rows = measure.rows.map((row) => row.numbers.map((n) => (measure.metric ? toFahrenheit(n, use) : toCelsius(n, use))));
      return join(rows, String) + NBSP + (measure.metric ? "°F" : "°C");
    }
    const mm = (n) => (measure.unit.startsWith("m") ? n : n * 10);
    const flat = measure.rows.map((row) => (measure.metric ? mm(row.numbers[0]) : row.numbers[0]));
    const sized = measure.rows.length > 1 && measure.rows.every((row) => row.numbers.length === 1) ? pan(flat, measure.metric) : null;
    if (!measure.metric) {
      const mm = measure.rows.map((row, i) => row.numbers.map((n) => (sized ? sized[i] : millimetres(n))));
      const largest = Math.max(...mm.flat());
      return largest < 10 ? join(mm, String) + NBSP + "mm" : join(mm, (v) => decimal(v / 10)) + NBSP + "cm";
    }
    const rows = measure.rows.map((row, i) => row.numbers.map((n) => (sized ? sized[i] : inches(mm(n)))));
    const text = join(rows, inchText);
    // `a 12-inch circle`, but `1 inch thick`, `2 inches of oil`.
    const adjective = /^\s+[a-z]/i.test(after) && !/^\s+(of|thick|deep|long|wide|high|tall|apart|across|in|and|or|to|from|on|at|with|into|for|each|square|round)\b/i.test(after);
    if (adjective) return text + "-inch";
    const largest = Math.max(...rows[rows.length - 1]);
    return text + " " + (largest > 1 ? "inches" : "inch");
  }
  // `square` and `round` after a size read `23 cm square` and `9-inch square` alike: a size before them is an adjective.
  const SHAPE_AFTER = /^\s+(square|round)\b/i;

  function sentenceAround(text, start, end) {
    const before = text.lastIndexOf(".", start - 1);
    const from = Math.max(before, text.lastIndexOf("!", start - 1), text.lastIndexOf("?", start - 1)) + 1;
    const next = text.slice(end).search(/[.!?](\s|$)/);
    return text.slice(from, next < 0 ? text.length : end + next);
  }

  /** Two measures of one thing, the second in brackets, after a slash or after `or`: `350°F (175°C)`, `25x35cm/10x14in`. */
  function pairedWith(text, first, second) {
    if (!second || first.kind !== second.kind || first.metric === second.metric) return null;
    const between = text.slice(first.end, second.start);
    if (/^\s*\(\s*(?:~|about\s+|approx\.?\s+|approximately\s+|ca\.?\s+)?$/i.test(between)) {
      const close = /^\s*\)/.exec(text.slice(second.end));
      return close ? second.end + close[0].length : null;
    }
    if (/^\s*\/\s*~?\s*$|^\s+or\s+(?:~|about\s+)?$/i.test(between)) return second.end;
    return null;
  }

  /** `an 8½-inch pan` is `a 21 cm pan`; `a 20 cm tin` `an 8-inch tin`. */
  function article(before, next) {
    const an = /^(8|11(?!\d)|18(?!\d))/.test(next);
    return before.replace(/\b(a|an|A|An)(\s+)$/, (_, word, space) => (an ? word.charAt(0) + "n" : word.charAt(0)) + space);
  }

  function convertStepText(original, units) {
    if (units !== "metric" && units !== "us") return original;
    const wantMetric = units === "metric";
    const found = [];
    for (const match of original.matchAll(MEASURE)) {
      const measure = measureAt(match);
      if (measure) found.push(measure);
    }
    let out = "", at = 0;
    for (let i = 0; i < found.length; i++) {
      const measure = found[i];
      const pairEnd = pairedWith(original, measure, found[i + 1]);
      out += original.slice(at, measure.start);
      if (pairEnd !== null) {
        const chosen = (measure.metric === wantMetric ? measure : found[i + 1]).text.replace(/^~\s*/, "");
        out = article(out, chosen) + chosen;
        at = pairEnd;
        i++;
        continue;
      }
      const after = original.slice(measure.end);
      if (measure.metric === wantMetric) {
        out += measure.text;
      } else {
        const text = converted(measure, sentenceAround(original, measure.start, measure.end), SHAPE_AFTER.test(after) ? " pan" : after);
        out = article(out, text) + text;
      }
      at = measure.end;
    }
    return out + original.slice(at);
  }

  Object.assign(K, { convertStepText });
})();
