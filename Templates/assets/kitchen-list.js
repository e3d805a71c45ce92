// The shopping list page: the recipes added from their pages (kept in localStorage, so the list
// works opened from disk and offline), merged by kitchen-amounts.js, sorted by aisle. Ticking a
// food moves it to "Already at home"; the pantry foods start there. Copy, share, e-mail and
// print send only what is still to buy.
(function () {
  "use strict";
  const K = window.RecipositoryKitchen;
  const LIST_KEY = "recipository.shoppingList";
  const UNITS_KEY = "recipository.units";

  function load() {
    let text = null;
    try { text = window.localStorage.getItem(LIST_KEY); } catch (e) { /* not kept */ }
    return K.storedList(text);
  }
  function save(list) {
    try { window.localStorage.setItem(LIST_KEY, JSON.stringify(list)); return true; } catch (e) { return false; }
  }
  function units() {
    let chosen = null;
    try { chosen = window.localStorage.getItem(UNITS_KEY); } catch (e) { /* not kept */ }
    chosen = chosen || K.data().units;
    return ["as-written", "metric", "us"].includes(chosen) ? chosen : "as-written";
  }

  const BY_HAND = "added by hand";

  /** The list's lines, each recipe's amounts times its factor, then what was added by hand. */
  function lines(list) {
    const out = [];
    for (const food of list.added) out.push({ recipe: BY_HAND, food, amount: null, unitText: null, weights: null });
    for (const recipe of list.recipes) {
      const factor = K.parse(recipe.factor) || K.ONE;
      for (const line of recipe.lines || []) {
        const low = K.parse(line.low), high = K.parse(line.high);
        const known = !line.unit || K.knownUnit(line.unit);
        out.push({ recipe: recipe.title, food: line.food,
          amount: low && high ? { quantity: K.scaleQ({ low, high }, factor), unit: known ? line.unit : null } : null,
          unitText: known ? null : line.unit, weights: K.weightsOf(line.weights), optional: line.optional === true,
          unitWord: line.word || null, containerSize: line.size || null });
      }
    }
    return out;
  }

  function isHad(list, item) {
    const had = list.have[item.key];
    return had === true || (had === undefined && item.pantry);
  }

  function asText(list, items) {
    const toBuy = items.filter((item) => !isHad(list, item));
    let text = "Shopping list" + (list.recipes.length ? " for " + list.recipes.map((r) => r.title).join(", ") : "") + "\n";
    let aisle = null;
    for (const item of toBuy) {
      if (item.aisle !== aisle) { text += "\n" + item.aisle + "\n"; aisle = item.aisle; }
      text += "- " + item.text + "\n";
    }
    return text;
  }

  function element(tag, attributes, text) {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes || {})) node.setAttribute(name, value);
    if (text != null) node.textContent = text;
    return node;
  }

  function itemLine(item, checked) {
    const li = element("li", { "data-key": item.key });
    const label = element("label");
    const box = element("input", { type: "checkbox", "data-key": item.key });
    box.checked = checked;
    label.append(box, " ", element("span", { class: "shopping-text" }, item.text));
    li.append(label, " ", element("span", { class: "shopping-from" }, item.recipes.join(", ")));
    return li;
  }

  function render(page, list) {
    const system = units();
    const pantry = Array.isArray(list.pantry) ? list.pantry : K.data().pantry;
    const items = K.mergeList(lines(list), system, pantry);
    const empty = list.recipes.length === 0 && list.added.length === 0;
    page.querySelector("[data-list-empty]").hidden = !empty;
    for (const selector of ["[data-list-recipes]", "[data-list-tools]", "[data-list-actions]", "[data-list-pantry]"]) {
      page.querySelector(selector).hidden = empty;
    }
    const recipes = page.querySelector("[data-list-recipes] ul");
    recipes.replaceChildren();
    for (const recipe of list.recipes) {
      const li = element("li");
      const factor = K.parse(recipe.factor) || K.ONE;
      const scale = recipe.servings ? recipe.servings + " servings"
        : K.cmp(factor, K.ONE) === 0 ? "" : "×" + K.format({ low: factor, high: factor }, null);
      li.append(element("a", { href: recipe.href }, recipe.title));
      if (scale) li.append(" ", element("span", { class: "shopping-scale" }, "(" + scale + ")"));
      li.append(" ", element("button", { type: "button", class: "screen-only", "data-remove": recipe.id, "aria-label": "Remove " + recipe.title }, "Remove"));
      recipes.append(li);
    }
    for (const food of list.added) {
      const li = element("li");
      li.append(element("span", { class: "shopping-added" }, food), " ", element("span", { class: "shopping-scale" }, "(" + BY_HAND + ")"),
        " ", element("button", { type: "button", class: "screen-only", "data-remove-added": food, "aria-label": "Remove " + food }, "Remove"));
      recipes.append(li);
    }
    const aisles = page.querySelector("[data-list-aisles]");
    aisles.replaceChildren();
    let section = null;
    for (const item of items.filter((entry) => !isHad(list, entry))) {
      if (!section || section.dataset.aisle !== item.aisle) {
        section = element("section", { class: "shopping-aisle", "data-aisle": item.aisle });
        section.append(element("h2", {}, item.aisle), element("ul"));
        aisles.append(section);
      }
      section.querySelector("ul").append(itemLine(item, false));
    }
    const had = items.filter((entry) => isHad(list, entry));
    const have = page.querySelector("[data-list-have]");
    have.hidden = had.length === 0;
    have.querySelector("ul").replaceChildren(...had.map((item) => itemLine(item, true)));
    for (const button of page.querySelectorAll("[data-units]")) {
      button.setAttribute("aria-pressed", String(button.dataset.units === system));
    }
    const text = asText(list, items);
    page.querySelector("[data-list-mail]").href = "mailto:?subject=" + encodeURIComponent("Shopping list")
      + "&body=" + encodeURIComponent(text);
    page.querySelector("#shopping-pantry-field").value = pantry.join(", ");
    page.dataset.text = text;
  }

  // Send this list: the whole list in the link's fragment (#list=...), which browsers never send
  // to the site: UTF-8 JSON in base64url. On receipt it is checked like every stored value.
  const FRAGMENT = "#list=";
  const MAX_FRAGMENT = 400000;
  function sendLink(list) {
    const bytes = new TextEncoder().encode(JSON.stringify({ recipes: list.recipes, added: list.added, have: list.have }));
    let binary = "";
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
    const code = btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
    return location.href.split("#")[0].split("?")[0] + FRAGMENT + code;
  }
  /** The list a link holds, checked (K.storedList), or null when the fragment is not one. */
  function received(hash) {
    if (!hash.startsWith(FRAGMENT) || hash.length > MAX_FRAGMENT) return null;
    try {
      const binary = atob(hash.slice(FRAGMENT.length).replace(/-/g, "+").replace(/_/g, "/"));
      const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
      const list = K.storedList(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
      return list.recipes.length || list.added.length ? list : null;
    } catch (e) {
      return null;
    }
  }
  /** Merge: the recipes and things added by hand not on my list join it (mine stay as they are); ticks from both. */
  function merged(mine, theirs) {
    const ids = new Set(mine.recipes.map((recipe) => recipe.id));
    return { ...mine, recipes: mine.recipes.concat(theirs.recipes.filter((recipe) => !ids.has(recipe.id))),
      added: mine.added.concat(theirs.added.filter((food) => !mine.added.includes(food))),
      have: { ...theirs.have, ...mine.have } };
  }
  /** What a received list holds, shown before the choice: recipes, things added by hand, ticks, its lines. */
  function showReceived(page, list) {
    const box = page.querySelector("[data-list-received]");
    const summary = page.querySelector("[data-list-received-summary]");
    summary.replaceChildren();
    if (!list) { box.hidden = true; return; }
    const recipes = element("ul");
    for (const recipe of list.recipes) {
      recipes.append(element("li", {}, recipe.title + (recipe.servings ? " (" + recipe.servings + " servings)" : "")));
    }
    for (const food of list.added) recipes.append(element("li", {}, food + " (" + BY_HAND + ")"));
    const items = K.mergeList(lines(list), units(), Array.isArray(load().pantry) ? load().pantry : K.data().pantry);
    const ticked = Object.values(list.have).filter((value) => value === true).length;
    const details = element("details");
    details.append(element("summary", {}, "The " + items.length + " lines on it"));
    const all = element("ul");
    for (const item of items) all.append(element("li", {}, item.text));
    details.append(all);
    summary.append(element("p", {}, "For:"), recipes, details,
      element("p", {}, ticked ? ticked + (ticked === 1 ? " thing is" : " things are") + " ticked as at home." : "Nothing is ticked."));
    box.hidden = false;
  }
  /** Takes the fragment away, so a reload does not offer the list again. */
  function forgetFragment() {
    try { history.replaceState(null, "", location.href.split("#")[0]); } catch (e) { location.hash = ""; }
  }

  function copy(text) {
    const fallback = () => {
      const area = element("textarea", { class: "visually-hidden" });
      area.value = text;
      document.body.append(area);
      area.select();
      let done = false;
      try { done = document.execCommand("copy"); } catch (e) { done = false; }
      area.remove();
      return done;
    };
    if (navigator.clipboard && window.isSecureContext) {
      return navigator.clipboard.writeText(text).then(() => true, fallback);
    }
    return Promise.resolve(fallback());
  }

  document.addEventListener("DOMContentLoaded", function () {
    const page = document.querySelector("[data-shopping-list]");
    if (!page || !K) return;
    const status = page.querySelector("[data-list-status]");
    const share = page.querySelector("[data-list-share]");
    share.hidden = typeof navigator.share !== "function";
    page.addEventListener("change", (event) => {
      const box = event.target.closest("input[type=checkbox][data-key]");
      if (!box) return;
      const list = load();
      list.have[box.dataset.key] = box.checked;
      save(list);
      render(page, list);
    });
    page.addEventListener("click", (event) => {
      const button = event.target.closest("button");
      if (!button) return;
      const list = load();
      if (button.dataset.removeAdded) {
        list.added = list.added.filter((food) => food !== button.dataset.removeAdded);
        save(list);
        status.textContent = "Removed.";
      } else if (button.dataset.remove) {
        list.recipes = list.recipes.filter((recipe) => recipe.id !== button.dataset.remove);
        save(list);
        status.textContent = "Removed.";
      } else if (button.dataset.units) {
        try { window.localStorage.setItem(UNITS_KEY, button.dataset.units); } catch (e) { /* shown, not kept */ }
      } else if (button.hasAttribute("data-list-send")) {
        const panel = page.querySelector("[data-list-send-panel]");
        const field = page.querySelector("[data-list-send-link]");
        field.value = sendLink(list);
        panel.hidden = false;
        field.focus();
        field.select();
        if (typeof navigator.share === "function") {
          navigator.share({ title: "Shopping list", url: field.value }).catch(() => {});
        }
      } else if (button.hasAttribute("data-list-send-copy")) {
        copy(page.querySelector("[data-list-send-link]").value).then((done) => {
          status.textContent = done ? "The link is copied: send it in a message." : "Copying is not allowed here: select the link and copy it.";
        });
      } else if (button.hasAttribute("data-list-copy")) {
        copy(page.dataset.text).then((done) => {
          status.textContent = done ? "The list is copied: paste it in a message or a note." : "Copying is not allowed here: select the list and copy it.";
        });
      } else if (button.hasAttribute("data-list-share")) {
        navigator.share({ title: "Shopping list", text: page.dataset.text }).catch(() => {});
      } else if (button.hasAttribute("data-list-print")) {
        window.print();
      } else if (button.hasAttribute("data-list-clear")) {
        save({ recipes: [], added: [], have: {}, pantry: list.pantry });
        status.textContent = "The list is empty.";
      } else if (button.hasAttribute("data-list-pantry-save")) {
        list.pantry = page.querySelector("#shopping-pantry-field").value.split(",").map((food) => food.trim()).filter(Boolean);
        save(list);
        status.textContent = "Saved.";
      }
      render(page, load());
    });
    page.querySelector("[data-list-add]").addEventListener("submit", (event) => {
      event.preventDefault();
      const field = event.target.elements.item;
      const list = load();
      const food = field.value.trim().slice(0, 100);
      if (food && !list.added.includes(food)) {
        list.added.push(food);
        save(list);
        status.textContent = "Added " + food + ".";
      }
      field.value = "";
      render(page, load());
    });
    let incoming = null;
    const receive = () => {
      if (!location.hash.startsWith(FRAGMENT)) return;
      incoming = received(location.hash);
      showReceived(page, incoming);
      if (!incoming) {
        status.textContent = "This link's list could not be read: it may have been cut short. Ask for it again.";
        forgetFragment();
      }
    };
    page.querySelector("[data-list-received]").addEventListener("click", (event) => {
      const button = event.target.closest("button");
      if (!button || !incoming) return;
      event.stopPropagation();
      if (button.hasAttribute("data-list-merge")) {
        save(merged(load(), incoming));
        status.textContent = "The list sent to you is merged into yours.";
      } else if (button.hasAttribute("data-list-replace")) {
        save({ ...incoming, pantry: load().pantry });
        status.textContent = "Your list is now the one sent to you.";
      } else if (button.hasAttribute("data-list-ignore")) {
        status.textContent = "The list sent to you was left out.";
      } else {
        return;
      }
      incoming = null;
      showReceived(page, null);
      forgetFragment();
      render(page, load());
    });
    window.addEventListener("hashchange", receive);
    receive();
    window.addEventListener("storage", (event) => { if (event.key === LIST_KEY) render(page, load()); });
    render(page, load());
  });
})();
