/// What only `recipository serve` sends, at addresses no site file can take (`/_recipository/`):
/// the reload script every served page loads (before `site.js`, which then registers no service
/// worker), and a service worker that removes itself, for a browser that kept one from a visit
/// to a built copy of the site on this address.
enum PreviewScripts {
    static let folder = "/_recipository/"
    static let scriptPath = folder + "preview.js"
    static let eventsPath = folder + "events"
    static let workerPath = "/sw.js"

    /// Styles are set through the DOM (`element.style`), which the pages' Content-Security-Policy
    /// (`style-src 'self'`) allows, unlike a style attribute or element.
    static let script = #"""
        // recipository serve: reload when this page or a file it loads changes; show the last rebuild's errors.
        (function () {
          "use strict";
          window.recipositoryPreview = true;
          if (navigator.serviceWorker) {
            navigator.serviceWorker.getRegistrations().then(function (all) {
              all.forEach(function (registration) { registration.unregister(); });
            }).catch(function () {});
          }
          var key = "recipository-preview-scroll:" + location.pathname;
          try {
            var kept = sessionStorage.getItem(key);
            if (kept !== null) {
              sessionStorage.removeItem(key);
              window.addEventListener("load", function () { window.scrollTo(0, Number(kept)); });
            }
          } catch (e) { /* storage refused: the page opens at the top */ }
          function reload() {
            try { sessionStorage.setItem(key, String(window.scrollY)); } catch (e) {}
            location.reload();
          }
          function shown() {
            var paths = [location.pathname.replace(/\/$/, "/index.html")];
            document.querySelectorAll("script[src], link[href], img[src]").forEach(function (element) {
              paths.push(new URL(element.getAttribute("src") || element.getAttribute("href"), location.href).pathname);
            });
            return paths.map(function (path) {
              try { return decodeURIComponent(path); } catch (e) { return path; }
            });
          }
          function overlay(problems) {
            var box = document.getElementById("recipository-problems");
            if (box) { box.remove(); }
            if (problems.length === 0) { return; }
            box = document.createElement("div");
            box.id = "recipository-problems";
            box.setAttribute("role", "alert");
            var s = box.style;
            s.position = "fixed"; s.left = "0"; s.right = "0"; s.bottom = "0"; s.zIndex = "2147483647";
            s.maxHeight = "50vh"; s.overflow = "auto"; s.padding = "1em"; s.margin = "0";
            s.background = "#7f1d1d"; s.color = "#fff"; s.font = "14px/1.4 monospace";
            var title = document.createElement("strong");
            title.textContent = "The last save was not built; this page is the last good one.";
            box.appendChild(title);
            problems.forEach(function (problem) {
              var line = document.createElement("div");
              line.textContent = problem.file + ":" + problem.line + ": " + problem.message + " [" + problem.code + "]";
              box.appendChild(line);
            });
            (document.body || document.documentElement).appendChild(box);
          }
          if (!window.EventSource) { return; }
          var opened = false;
          var events = new EventSource("/_recipository/events");
          events.addEventListener("open", function () {
            // Opened again: the server restarted, or the stream dropped while a rebuild ran.
            if (opened) { reload(); }
            opened = true;
          });
          events.addEventListener("problems", function (event) {
            var problems = JSON.parse(event.data);
            if (document.body) { overlay(problems); }
            else { document.addEventListener("DOMContentLoaded", function () { overlay(problems); }); }
          });
          events.addEventListener("reload", function (event) {
            var changed = JSON.parse(event.data).changed.map(function (path) { return "/" + path; });
            var mine = shown();
            if (changed.some(function (path) { return mine.indexOf(path) >= 0; })) { reload(); }
          });
        })();

        """#

    static let worker = #"""
        // recipository serve: a service worker kept from an earlier visit removes itself and its caches.
        self.addEventListener("install", function () { self.skipWaiting(); });
        self.addEventListener("activate", function (event) {
          event.waitUntil(caches.keys().then(function (names) {
            return Promise.all(names.filter(function (name) { return name.indexOf("recipository-") === 0; })
              .map(function (name) { return caches.delete(name); }));
          }).then(function () { return self.registration.unregister(); }).then(function () {
            return self.clients.matchAll({ type: "window" });
          }).then(function (windows) {
            windows.forEach(function (client) { client.navigate(client.url); });
          }));
        });

        """#
}
