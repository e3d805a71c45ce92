// SearchBench: search/index.html?bench=1&runs=N times a fixed list of searches inside the browser
// and writes the figures into <pre id="search-bench"> as JSON, for `recipository-bench search`
// (which copies this file into the built site's assets/ and reads the figures with chromium
// --dump-dom). search.js loads it when asked and leaves what to measure in benchRequest.
'use strict';
(() => {
  const ns = (window.RecipositorySearch ??= {});

  /** Typing, several words, prefix, typos, synonym, nothing found, "I have...", filters. */
  const SEARCHES = [
    { q: 'tomato' },
    { q: 'chicken garlic' },
    { q: 'tom' },
    { q: 'chiken' },
    { q: 'tomatoe sauce' },
    { q: 'parmigano' },
    { q: 'spring oni' },
    { q: 'brown sugar butter' },
    { q: 'onion carrot celery' },
    { q: 'salt' },
    { q: 'xyzzy' },
    { have: 'chicken, rice, onion, garlic, tomato' },
    { q: 'chicken', max: '30' },
  ];

  /** The value below which `share` of the values fall: 0.5 is the median. */
  const percentile = (values, share) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];
  };
  const median = (values) => percentile(values, 0.5);
  const round = (ms) => Math.round(ms * 100) / 100;

  class SearchBench {
    constructor(engine, page, setupMs) {
      this.engine = engine;
      this.page = page;
      this.setupMs = setupMs;
    }

    /**
     * After the warm-up the page does when idle, each search `runs` times: the search with the
     * first page of results made (what the page shows; the engine makes the others only when
     * "Show more" asks), then search plus showing the results with layout.
     */
    run(runs) {
      // The bench runs as the page's script starts, before the page was ever laid out; a visitor
      // sees it laid out before typing. Without this, the first search shown would be timed
      // with the layout of the whole page.
      void document.body.offsetHeight;
      // As the page does once idle, before the visitor's first keystroke.
      const warmUpStarted = performance.now();
      this.engine.warmUp();
      const warmUpMs = performance.now() - warmUpStarted;
      const rows = SEARCHES.map((search) => {
        const searchTimes = [];
        const showTimes = [];
        let count = 0;
        for (let run = 0; run < runs; run++) {
          let started = performance.now();
          const { results } = this.engine.search(search);
          results.slice(0, this.page.pageSize);
          searchTimes.push(performance.now() - started);
          count = results.length;
          started = performance.now();
          this.page.show(this.engine.search(search));
          void document.body.offsetHeight;  // include the layout the browser must do
          showTimes.push(performance.now() - started);
        }
        return {
          search: new URLSearchParams(search).toString(),
          results: count,
          firstMs: round(searchTimes[0]),
          medianMs: round(median(searchTimes)),
          p90Ms: round(percentile(searchTimes, 0.9)),
          worstMs: round(Math.max(...searchTimes)),
          withDisplayMedianMs: round(median(showTimes)),
          withDisplayWorstMs: round(Math.max(...showTimes)),
        };
      });
      const figures = {
        recipes: this.engine.recipes.length,
        vocabulary: this.engine.vocabulary.length,
        runs,
        setupMs: round(this.setupMs),
        warmUpMs: round(warmUpMs),
        medianMs: round(median(rows.map((row) => row.medianMs))),
        p90Ms: round(Math.max(...rows.map((row) => row.p90Ms))),
        worstMs: round(Math.max(...rows.map((row) => row.worstMs))),
        withDisplayWorstMs: round(Math.max(...rows.map((row) => row.withDisplayWorstMs))),
        searches: rows,
      };
      const output = document.createElement('pre');
      output.id = 'search-bench';
      output.textContent = JSON.stringify(figures, null, 1);
      document.querySelector('main').append(output);
    }
  }

  ns.SearchBench = SearchBench;
  const asked = ns.benchRequest;
  if (asked) new SearchBench(asked.engine, asked.page, asked.setupMs).run(asked.runs);
})();
