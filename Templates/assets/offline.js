// The service worker's work; sw.js at the site's root names the build and its files
// (self.RECIPOSITORY_OFFLINE = { version, files, later }) and imports this file.
// Every file in `files` is fetched when the worker installs, into a cache named after the
// build's hash; `later` (files past the precache budget) are kept as they are first opened. A
// collection longer than a page of its lists precaches only its shell (home, search, the shopping
// list, the 404 page, the assets and the search index), and names no `later` files: any of the
// site's files is kept as it is first opened, so a page opened later may come from a newer build.
// Pages come from the cache first, so a precached build's pages match one another. The browser
// checks sw.js in the background; a new build is a new sw.js, which installs (fetching the new
// build) beside the old one and waits until the page, on "New recipes: reload", says to take over.
"use strict";
const offline = self.RECIPOSITORY_OFFLINE;
const CACHE = "recipository-" + offline.version;
const scope = new URL(self.registration.scope);
const known = offline.later ? new Set(offline.files.concat(offline.later).map((path) => new URL(path, scope).href)) : null;

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(offline.files.map((path) => new URL(path, scope).href))));
});

self.addEventListener("activate", (event) => {
  // Older builds' caches go once this one is in charge.
  event.waitUntil(caches.keys().then((names) => Promise.all(
    names.filter((name) => name.startsWith("recipository-") && name !== CACHE).map((name) => caches.delete(name))))
    .then(() => self.clients.claim()));
});

self.addEventListener("message", (event) => {
  if (event.data === "take-over") { self.skipWaiting(); }
});

// The address of the file a request means: `recipes/pie/` is `recipes/pie/index.html`, and a
// search's `?q=` is the search page's own business.
function fileFor(request) {
  const url = new URL(request.url);
  url.hash = "";
  url.search = "";
  if (url.pathname.endsWith("/")) { url.pathname += "index.html"; }
  return url.href;
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || !request.url.startsWith(scope.href)) { return; }
  const file = fileFor(request);
  event.respondWith(caches.open(CACHE).then((cache) => cache.match(file).then((cached) => {
    if (cached) { return cached; }
    return fetch(request).then((response) => {
      // A file past the budget (or any file of a big collection), kept once it has been seen.
      if (response.ok && (known === null || known.has(file))) { cache.put(file, response.clone()); }
      return response;
    }, () => cache.match(new URL("404.html", scope).href)
      .then((page) => page || new Response("Offline, and this page was never opened here.", { status: 503 })));
  })));
});
