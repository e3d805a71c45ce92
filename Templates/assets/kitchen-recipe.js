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

  /** The amount as the chosen scale and units show it, or null to show the line as written. */
  function shown(li, factor, units) {
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
    const known = !amount.unit || K.dimension(amount.unit) || !/\s/.test(amount.unit);
    // The author's own measure at ×1 stays in the author's unit (`⅓ lb`, `¼–½ gal`).
    const main = swapped && K.cmp(factor, K.ONE) === 0 ? scaled : known ? K.converted(scaled, units, density, stick) : scaled;
    // Nothing to change (`3 tbsp` vinegar in metric at ×1): the author's line as written.
    if (K.cmp(factor, K.ONE) === 0 && !swapped && main.unit === amount.unit && !alternative) return null;
    // The author's own measure, unscaled, is shown as written (`680 g`, not rounded to 675).
    let text = swapped && K.cmp(factor, K.ONE) === 0 && main.unit === amount.unit ? K.displayed(main, (value) => value)
      : K.shownAmount(main, li.dataset.whole === "true");
    if (alternative && units === "as-written") {
      text += " (" + K.displayed(K.converted({ quantity: K.scaleQ(alternative.quantity, factor), unit: alternative.unit }, units, density)) + ")";
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

  /** What follows the amount in the author's line (a copy): from the food on, plus a can's size in parentheses. */
  function rest(line, hasAlternative) {
    const name = line.querySelector(NAME);
    if (!name) return null;
    const before = document.createRange();
    before.setStart(line, 0);
    before.setEndBefore(name);
    const kept = (before.toString().match(/\([^()]*\)/g) || []).slice(hasAlternative ? 1 : 0);
    const after = document.createRange();
    after.setStartBefore(name);
    after.setEnd(line, line.childNodes.length);
    // A name inside a link or emphasis keeps that element around it.
    const fragment = after.cloneContents();
    if (/\bof\s*$/.test(before.toString())) fragment.prepend("of ");   // `2 pinches of salt`
    if (kept.length) fragment.prepend(kept.join(" ") + " ");
    return fragment;
  }

  /** `2 bay leaf` reads `2 bay leaves`, and `1 limes` `1 lime`: the food's name follows a count across 1. */
  function agree(fragment, before, after) {
    const wasMany = K.cmp(before.high, K.ONE) > 0, isMany = K.cmp(after.high, K.ONE) > 0;
    const element = fragment.querySelector(NAME);
    if (wasMany === isMany || !element) return fragment;
    const name = element.textContent;
    if (isMany) {
      element.textContent = K.plural(name);
    } else {
      const words = name.split(" ");
      const last = words.pop();
      const single = K.singular(last.toLowerCase());
      element.textContent = words.concat([last.toLowerCase().startsWith(single) ? last.slice(0, single.length) : single]).join(" ");
    }
    return fragment;
  }

  function element(name, className, text) {
    const made = document.createElement(name);
    made.className = className;
    made.textContent = text;
    return made;
  }

  function convertNotes(nodes, units) {
    const walker = document.createTreeWalker(nodes, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) walker.currentNode.nodeValue = K.convertStepText(walker.currentNode.nodeValue, units);
  }

  function render(state) {
    const lines = document.querySelectorAll(".ingredients li[data-low]");
    const changed = state.units !== "as-written" || K.cmp(state.factor, K.ONE) !== 0;
    for (const li of lines) {
      if (!asWritten.has(li)) asWritten.set(li, copied(li));
      const original = asWritten.get(li);
      const amount = changed ? shown(li, state.factor, state.units) : null;
      // The line's tick box (assets/site.js) stays first, ticked or not, whatever the amounts show.
      const tick = li.querySelector(":scope > input.tick");
      const kept = tick ? [tick] : [];
      if (!amount) {
        const written = copied(original);
        // Lengths and temperatures in the line's notes follow the units as the steps' do (`cut into 2 cm cubes`).
        if (state.units !== "as-written") convertNotes(written, state.units);
        li.replaceChildren(...kept, ...written.childNodes);
        li.classList.remove("kitchen-changed");
        continue;
      }
      const after = rest(original, amount.hasAlternative);
      // Lengths and temperatures in the line's notes follow the units as the steps' do (`cut into 2 cm cubes`).
      if (after !== null && state.units !== "as-written") convertNotes(after, state.units);
      const parts = [element("span", "kitchen-amount", amount.text), " "];
      const count = !li.dataset.unit;
      if (after !== null) {
        parts.push(count ? agree(after, amount.before, amount.value) : after);
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
        if (Array.isArray(parts)) lines.push(...parts);
        continue;
      }
      const food = foodOf(li) || (li.querySelector(".ingredient-name") || li).textContent.trim();
      if (!food) continue;
      lines.push({ food, low: li.dataset.low || null, high: li.dataset.high || null, unit: li.dataset.unit || null, weights: weightsOf(li) });
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
