// The search page (search/index.html): the form and the URL hold the search, SearchEngine finds
// the recipes, this file shows them. Progressive enhancement: the page is a list of links to
// category and ingredient pages until this runs and reveals the form.
'use strict';
(() => {
  const ns = (window.RecipositorySearch ??= {});

  /**
   * The form fields, also the URL parameters: ?q=...&have=...&category=...&cuisine=...&max=...&difficulty=...&kcal=...
   * (a theme, or a collection without difficulties, may leave a filter out).
   */
  const FIELDS = ['q', 'have', 'category', 'cuisine', 'max', 'difficulty', 'kcal'];
  /** Results shown at first and added by "Show more": thousands of links would slow typing. */
  const PAGE_SIZE = 30;
  /** While typing: the URL is rewritten, and the count announced, once the typing pauses. */
  const URL_DELAY_MS = 300;
  const ANNOUNCE_DELAY_MS = 700;

  const plural = (count, noun) => `${count} ${noun}${count === 1 ? '' : 's'}`;
  const listText = (items) => (items.length <= 1 ? items.join('')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);
  const minutesText = (minutes) => {
    if (minutes < 60) return `${minutes} min`;
    const rest = minutes % 60;
    return rest ? `${Math.floor(minutes / 60)} h ${rest} min` : `${minutes / 60} h`;
  };
  const element = (name, className, text) => {
    const node = document.createElement(name);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  };

  class SearchPage {
    constructor(form, engine) {
      this.form = form;
      this.engine = engine;
      this.root = form.dataset.root ?? '';
      this.status = document.getElementById('search-status');
      this.note = document.getElementById('search-note');
      this.list = document.getElementById('search-results');
      this.more = document.getElementById('search-more');
      this.fallback = document.getElementById('search-fallback');
      this.found = null;
      this.shown = 0;
      this.pageSize = PAGE_SIZE;
      this.timers = {};
      this.fields = FIELDS.filter((name) => this.form.elements[name]);
      // The difficulty words, by level, as the page's own choices name them.
      this.levelWords = new Map([...(this.form.elements.difficulty?.options ?? [])]
        .filter((option) => option.dataset.word).map((option) => [Number(option.value), option.dataset.word]));
    }

    /** Fills the filters, reads the URL, shows its results, then follows the form. */
    start() {
      this.addOptions('category', this.engine.categories);
      this.addOptions('cuisine', this.engine.cuisines);
      const params = new URLSearchParams(window.location.search);
      this.readURL(params);
      // The folded part of the form stays folded even when the address uses it (opened, it would
      // push the results below a phone's screen): its summary says what is in use.
      this.optionsSummary = document.querySelector('#search-options summary');
      this.optionsLabel = this.optionsSummary?.textContent ?? '';
      this.form.hidden = false;
      this.fallback.hidden = true;
      this.update({ typing: false, fromURL: true });
      this.form.addEventListener('input', () => this.update({ typing: true }));
      this.form.addEventListener('submit', (event) => {
        event.preventDefault();  // the results are already here; keep the page
        this.update({ typing: false });
      });
      this.more.addEventListener('click', () => this.showMore({ moveFocus: true }));
    }

    state() {
      return Object.fromEntries(FIELDS.map((name) => [name, this.form.elements[name]?.value.trim() ?? '']));
    }

    update({ typing, fromURL = false }) {
      const state = this.state();
      if (this.optionsSummary) {
        const inUse = this.inUse(state);
        this.optionsSummary.textContent = inUse.length ? `${this.optionsLabel} (in use: ${inUse.join('; ')})` : this.optionsLabel;
      }
      this.show(this.engine.search(state));
      this.later('announce', typing ? ANNOUNCE_DELAY_MS : 0, () => { this.status.textContent = this.summary(state); });
      if (!fromURL) this.later('url', typing ? URL_DELAY_MS : 0, () => this.writeURL(state));
    }

    /**
     * What the folded fields hold, as the summary names them: "I have eggs, flour", then each
     * filter's chosen option ("1 hour or less").
     */
    inUse(state) {
      return this.fields.filter((name) => name !== 'q' && state[name]).map((name) => {
        const field = this.form.elements[name];
        return field.tagName === 'SELECT' ? field.selectedOptions[0]?.textContent ?? state[name] : `I have ${state[name]}`;
      });
    }

    /** Replaces the results with `found` (what SearchEngine.search returned). */
    show(found) {
      this.found = found;
      this.shown = 0;
      this.list.replaceChildren();
      this.list.dataset.terms = found.terms.map((term) => term.text).join('|');
      this.list.dataset.prefixes = found.terms.filter((term) => term.prefix).map((term) => term.text).join('|');
      this.list.dataset.count = String(found.results.length);
      this.list.hidden = found.results.length === 0;
      this.showMore({ moveFocus: false });
      const repaired = found.corrections.map((fix) => `“${fix.to}” (you typed “${fix.from}”)`);
      this.note.textContent = repaired.length ? `Showing results for ${listText(repaired)}.` : '';
      this.note.hidden = repaired.length === 0;
    }

    showMore({ moveFocus }) {
      const next = this.found.results.slice(this.shown, this.shown + this.pageSize);
      this.list.append(...next.map((result) => this.resultItem(result)));
      if (moveFocus && next.length) this.list.children[this.shown].querySelector('a').focus();
      this.shown += next.length;
      const left = this.found.results.length - this.shown;
      this.more.hidden = left === 0;
      if (left > 0) this.more.textContent = `Show ${Math.min(left, this.pageSize)} more of ${left}`;
    }

    resultItem({ recipe, allByIngredient, allByIngredientOrLevel, pantry }) {
      const item = element('li', 'search-result');
      // How every word matched: by an ingredient, or (some of them) by the difficulty's word.
      if (allByIngredient) item.dataset.ingredientMatch = '';
      else if (allByIngredientOrLevel) item.dataset.difficultyMatch = '';
      if (recipe.picture) item.append(this.picture(recipe.picture));
      const text = element('div', 'search-result-text');
      const link = element('a', 'search-result-title', recipe.title);
      link.href = this.root + recipe.url;
      const facts = [
        recipe.category !== null ? this.engine.categories[recipe.category] : null,
        recipe.cuisine !== null ? this.engine.cuisines[recipe.cuisine] : null,
        recipe.minutes !== null ? minutesText(recipe.minutes) : null,
        this.levelWords.get(recipe.difficulty) ?? null,
      ].filter((fact) => fact !== null);
      text.append(link, element('span', 'search-result-meta', facts.join(' · ')));
      if (pantry) {
        const uses = element('p', 'search-result-pantry');
        uses.append(element('span', 'search-have', `Uses your ${listText(pantry.have)}.`), ' ',
          element('span', 'search-missing', pantry.missing.length
            ? `Still needs ${listText(pantry.missing)}.` : 'Nothing else needed.'));
        text.append(uses);
      }
      item.append(text);
      return item;
    }

    /**
     * The recipe's picture as its card shows it: the same fixed box, its size given when known
     * (nothing moves while it loads), fetched only when scrolled near, no alt (the title says it).
     */
    picture({ src, width, height }) {
      const image = element('img', 'recipe-card-image search-result-image');
      image.alt = '';
      image.loading = 'lazy';  // before src, or the browser starts fetching at once
      image.decoding = 'async';
      if (width !== null && height !== null) {
        image.width = width;
        image.height = height;
      }
      image.src = this.root + src;
      return image;
    }

    /** The sentence the status region announces: how many recipes, for what. */
    summary(state) {
      const { results, terms, pantryTerms, asked } = this.found;
      if (!asked) return '';
      const count = plural(results.length, 'recipe');
      // A difficulty's word is said as one ("with chicken, rated easy"), not as an ingredient.
      const rated = terms.filter((term) => !term.prefix && this.engine.reader.levelWords.has(term.text));
      const words = terms.filter((term) => !rated.includes(term)).map((term) => (term.prefix ? `${term.text}…` : term.text));
      const filters = [
        rated.length && `rated ${rated.map((term) => term.text).join(' ')}`,
        state.category && `in ${state.category}`,
        state.cuisine && `from ${state.cuisine} cooking`,
        state.max && `ready in ${minutesText(Number(state.max))} or less`,
        state.difficulty && `rated ${this.form.elements.difficulty.selectedOptions[0]?.textContent.toLowerCase()}`,
        state.kcal && `at most ${state.kcal} kcal a serving`,
      ].filter(Boolean);
      const scope = [words.length ? `with ${listText(words)}` : '', ...filters].filter(Boolean).join(', ');
      if (pantryTerms.length) {
        return results.length
          ? `${count} use what you have${scope ? `, ${scope}` : ''}; those that use the most come first.`
          : `No recipe uses ${listText(pantryTerms.map((term) => term.text))}${scope ? `, ${scope}` : ''}.`;
      }
      return results.length ? `${count}${scope ? ` ${scope}` : ''}.` : `No recipe ${scope}. Try fewer words or other spellings.`;
    }

    readURL(params) {
      for (const name of this.fields) {
        const value = params.get(name) ?? '';
        const field = this.form.elements[name];
        if (field.tagName === 'SELECT' && value && ![...field.options].some((option) => option.value === value)) {
          // A bookmarked value the list lacks (?max=40, a renamed category): shown rather than lost.
          const label = { max: `${minutesText(Number(value))} or less`, difficulty: `at most ${value} of 5`,
            kcal: `${value} kcal or less` }[name] ?? value;
          field.append(new Option(label, value));
        }
        field.value = value;
      }
    }

    /** history.replaceState: the address always reproduces the search, without filling history. */
    writeURL(state) {
      const params = new URLSearchParams();
      for (const name of this.fields) if (state[name]) params.set(name, state[name]);
      const query = params.toString();
      try {
        window.history.replaceState(null, '', query ? `?${query}` : window.location.pathname);
      } catch {
        // Some browsers refuse it for file:// pages; the search still works.
      }
    }

    /** A filter with nothing to choose from (no recipe has a cuisine) is not shown at all. */
    addOptions(name, values) {
      const field = this.form.elements[name];
      field.append(...values.map((value) => new Option(value, value)));
      field.closest('.search-filter').hidden = values.length === 0;
    }

    /** Runs `action` after `delay` ms, cancelling the one still waiting under that name. */
    later(name, delay, action) {
      clearTimeout(this.timers[name]);
      if (delay === 0) action();
      else this.timers[name] = setTimeout(action, delay);
    }
  }

  /** Over HTTP without search-index.js (a theme that leaves it out), the JSON itself. */
  const fetchIndex = (root) => fetch(`${root}search-index.json`).then((response) => {
    if (!response.ok) throw new Error(`search-index.json: HTTP ${response.status}`);
    return response.json();
  });

  const start = (form, index) => {
    const started = performance.now();
    const engine = new ns.SearchEngine(index);
    const setupMs = performance.now() - started;
    const page = new SearchPage(form, engine);
    page.start();
    const params = new URLSearchParams(window.location.search);
    if (params.has('bench')) {
      // `recipository-bench search` copies its script into the built site's assets (sites ship
      // without it); the script runs the bench as it loads, before the page's load event.
      ns.benchRequest = { engine, page, setupMs, runs: Number(params.get('runs')) || 20 };
      const script = document.createElement('script');
      script.src = `${form.dataset.root ?? ''}assets/search-bench.js`;
      document.head.append(script);
    } else {
      const whenIdle = window.requestIdleCallback?.bind(window) ?? ((action) => setTimeout(action, 0));
      const steps = engine.warmUpSteps();
      const next = () => {
        steps.shift()();
        if (steps.length > 0) whenIdle(next);
      };
      whenIdle(next);
    }
  };

  const failed = (error) => {
    const message = element('p', 'search-error', `The search could not start (${error.message}). Browse the recipes instead:`);
    document.getElementById('search-fallback')?.prepend(message);
  };

  const form = document.getElementById('search-form');
  if (form) {
    // With search-index.js present this runs at once, before the page's load event.
    if (window.RECIPOSITORY_INDEX) {
      try {
        start(form, window.RECIPOSITORY_INDEX);
      } catch (error) {
        failed(error);
      }
    } else {
      fetchIndex(form.dataset.root ?? '').then((index) => start(form, index)).catch(failed);
    }
  }

  ns.SearchPage = SearchPage;
})();
