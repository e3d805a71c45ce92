#!/usr/bin/env python3
"""The picture budgets of issue 28, measured in headless Chromium: what a built site costs a phone.

usage: budget_bench.py SITE_DIR [--recipes N] [--page SLUG] [--chromium PATH] [--json FILE]

Serves SITE_DIR (a built site) on loopback with Python's HTTP server, gzipping text as every
static host does (HTML, CSS, JavaScript, JSON, XML, SVG, mail and Markdown files; pictures are
sent as they are), and drives Chromium over the DevTools protocol on a pipe
(--remote-debugging-pipe: no library needed). Bytes are what the DevTools Network domain says
was transferred (Network.loadingFinished's encodedDataLength: headers and body as sent), in a
fresh browser context each time (no cache, no service worker):

  recipe page   every recipe page (or the N with the largest photos; or one, --page SLUG), each
                file it fetched listed for a page over the budget, first load
                at 390 x 844 CSS px, 3 device pixels a CSS pixel (a phone), until the network is
                quiet; the page's own requests (the service worker's precache is counted apart)
  A-Z           the A-Z page (recipes/index.html) at the same size, scrolled to the end a screen
                at a time, each lazy picture loaded
  first visit   the home page and everything the service worker fetches when it installs (the
                precache), until the worker is active and the network quiet

Prints the figures and the budgets (150 KB, 1.5 MB, 8 MB; KB = 1,000 bytes), with --json also into
FILE (bytes, requests and whether each page settled: what a test asserts); exits 1 when one is
missed. Every wait has a deadline: a page that never settles is reported, never waited on for ever.
"""
import functools
import gzip
import http.server
import json
import os
import shutil
import subprocess
import sys
import select
import tempfile
import threading
import time

BUDGETS = {"recipe": 150_000, "az": 1_500_000, "first": 8_000_000}
TEXT = (".html", ".css", ".js", ".json", ".xml", ".svg", ".txt", ".md", ".eml", ".webmanifest")
QUIET_SECONDS = 1.0     # no request in flight for this long: the page has settled
PAGE_DEADLINE = 60.0    # seconds a page may take to settle


class Handler(http.server.SimpleHTTPRequestHandler):
    """Python's file server, with gzip for text when the browser asks (as GitHub Pages, Netlify
    and nginx's gzip_static do) and no log on the terminal."""

    def log_message(self, *args):
        pass

    def send_head(self):
        path = self.translate_path(self.path)
        if os.path.isdir(path):
            path = os.path.join(path, "index.html")
        if not path.endswith(TEXT) or "gzip" not in self.headers.get("Accept-Encoding", "") or not os.path.isfile(path):
            return super().send_head()
        with open(path, "rb") as f:
            body = gzip.compress(f.read(), 6, mtime=0)
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)
        return None


class Server(http.server.ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request, client_address):
        pass  # a request the browser gave up (its context closed while the worker fetched)


class Browser:
    """One headless Chromium, spoken to over fds 3 and 4 (NUL-ended JSON messages)."""

    def __init__(self, chromium):
        self.profile = tempfile.mkdtemp(prefix="budget-bench-")
        to_chrome, self.commands = os.pipe()
        self.replies, from_chrome = os.pipe()
        os.set_inheritable(to_chrome, True)
        os.set_inheritable(from_chrome, True)

        def plumb():
            # Chromium gets its two pipes and nothing else of ours (the server's socket above all:
            # a browser that outlived us would keep it open).
            os.dup2(to_chrome, 3)
            os.dup2(from_chrome, 4)
            os.closerange(5, 65536)

        self.process = subprocess.Popen(
            [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
             "--user-data-dir=" + self.profile, "--no-first-run", "--no-default-browser-check",
             "--disable-extensions", "--disable-background-networking", "about:blank"],
            preexec_fn=plumb, close_fds=False,  # plumb closes the rest: fds 3 and 4 are made there
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_chrome)
        os.close(from_chrome)
        self.next_id = 1
        self.buffer = b""
        self.events = []

    def close(self):
        os.close(self.commands)
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        os.close(self.replies)
        shutil.rmtree(self.profile, ignore_errors=True)

    def _read(self, deadline):
        while b"\0" not in self.buffer:
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError("Chromium said nothing in time")
            ready, _, _ = select.select([self.replies], [], [], left)
            if not ready:
                continue
            chunk = os.read(self.replies, 1 << 20)
            if not chunk:
                raise EOFError("Chromium closed its pipe")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def post(self, method, params=None, session=None):
        """Sends a command without waiting for its reply (a paused worker answers only once it runs)."""
        ident = self.next_id
        self.next_id += 1
        message = {"id": ident, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self.commands, json.dumps(message).encode() + b"\0")
        return ident

    def send(self, method, params=None, session=None, timeout=30.0):
        ident = self.post(method, params, session)
        deadline = time.monotonic() + timeout
        while True:
            reply = self._read(deadline)
            if reply.get("id") == ident:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})
            self.events.append(reply)

    def pump(self, seconds):
        """Reads events for `seconds`."""
        deadline = time.monotonic() + seconds
        while True:
            try:
                self.events.append(self._read(deadline))
            except TimeoutError:
                return


class Visit:
    """A fresh browser context with one page, its requests (and its service worker's) counted."""

    def __init__(self, browser, workers=False, width=390, height=844, scale=3):
        self.browser = browser
        self.context = browser.send("Target.createBrowserContext")["browserContextId"]
        target = browser.send("Target.createTarget", {"url": "about:blank", "browserContextId": self.context})["targetId"]
        self.page = browser.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        self.sessions = {self.page: "page"}
        self.in_flight = {}   # (session, requestId) -> url
        self.bytes = {"page": 0, "worker": 0}
        self.requests = {"page": 0, "worker": 0}
        self.files = []       # (what, url, bytes)
        self.last_activity = time.monotonic()
        browser.events.clear()
        # Workers the page starts (its service worker) are attached too, paused until counted.
        # Else the page alone is counted: its service worker is kept from registering, since
        # its precache would fill the browser's cache and the page's own requests would then
        # seem to cost nothing (the precache is the first visit's figure).
        if workers:
            browser.send("Target.setAutoAttach", {"autoAttach": True, "waitForDebuggerOnStart": True, "flatten": True},
                         session=self.page)
        else:
            browser.send("Page.addScriptToEvaluateOnNewDocument", {"source": "delete Navigator.prototype.serviceWorker;"},
                         session=self.page)
        browser.send("Network.enable", session=self.page)
        browser.send("Page.enable", session=self.page)
        browser.send("Emulation.setDeviceMetricsOverride",
                     {"width": width, "height": height, "deviceScaleFactor": scale, "mobile": True}, session=self.page)

    def close(self):
        self.browser.send("Target.disposeBrowserContext", {"browserContextId": self.context})

    def handle(self, events):
        for event in events:
            method, params, session = event.get("method"), event.get("params", {}), event.get("sessionId")
            if method == "Target.attachedToTarget":
                info, child = params["targetInfo"], params["sessionId"]
                if info.get("type") in ("service_worker", "worker", "shared_worker"):
                    self.sessions[child] = "worker"
                    self.browser.post("Network.enable", session=child)
                if params.get("waitingForDebugger"):
                    self.browser.post("Runtime.runIfWaitingForDebugger", session=child)
                continue
            what = self.sessions.get(session)
            if what is None:
                continue
            key = (session, params.get("requestId"))
            if method == "Network.requestWillBeSent":
                self.in_flight[key] = params["request"]["url"]
                self.last_activity = time.monotonic()
            elif method == "Network.loadingFinished":
                url = self.in_flight.pop(key, "?")
                size = int(params.get("encodedDataLength", 0))
                self.bytes[what] += size
                self.requests[what] += 1
                self.files.append((what, url, size))
                self.last_activity = time.monotonic()
            elif method == "Network.loadingFailed":
                self.in_flight.pop(key, None)
                self.last_activity = time.monotonic()

    def settle(self, deadline_seconds=PAGE_DEADLINE):
        """Waits until nothing is in flight and nothing started for QUIET_SECONDS."""
        deadline = time.monotonic() + deadline_seconds
        while time.monotonic() < deadline:
            self.browser.pump(0.2)
            events, self.browser.events = self.browser.events, []
            self.handle(events)
            if not self.in_flight and time.monotonic() - self.last_activity >= QUIET_SECONDS:
                return True
        return False

    def go(self, url):
        self.browser.send("Page.navigate", {"url": url}, session=self.page)
        return self.settle()

    def evaluate(self, expression, timeout=30.0):
        result = self.browser.send("Runtime.evaluate", {"expression": expression, "awaitPromise": True, "returnByValue": True},
                                   session=self.page, timeout=timeout)
        self.handle(self.browser.events)
        self.browser.events = []
        return result.get("result", {}).get("value")


def kb(n):
    return f"{n / 1000:,.1f} KB"


def recipe_pages(site, limit):
    """Every recipe page, the one with the largest photo first (those without a photo last):
    a budget is for each page, not for the median, and a picture in the text costs as much as
    the photo."""
    recipes = os.path.join(site, "recipes")
    pages = []
    for slug in sorted(os.listdir(recipes)):
        page = os.path.join(recipes, slug, "index.html")
        if not os.path.isfile(page):
            continue
        with open(page, encoding="utf-8") as f:
            text = f.read()
        size = 0
        start = text.find('<figure class="hero">')
        if start >= 0:
            src = text[start:].split('src="', 1)[1].split('"', 1)[0]
            picture = os.path.normpath(os.path.join(recipes, slug, src))
            size = os.path.getsize(picture) if os.path.isfile(picture) else 0
        pages.append((size, slug))
    pages.sort(key=lambda p: (-p[0], p[1]))
    return [slug for _, slug in (pages[:limit] if limit else pages)]


def print_files(visit, base):
    for _, url, size in sorted(visit.files, key=lambda f: -f[2]):
        print(f"  {kb(size):>10}  {url[len(base):]}")


def main():
    args = sys.argv[1:]
    if not args or args[0].startswith("-"):
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        return 2
    site = os.path.abspath(args[0])
    limit = int(args[args.index("--recipes") + 1]) if "--recipes" in args else 0
    only = args[args.index("--page") + 1] if "--page" in args else None
    chromium = args[args.index("--chromium") + 1] if "--chromium" in args else (shutil.which("chromium") or "chromium")
    report_file = args[args.index("--json") + 1] if "--json" in args else None
    report = {"budgets": BUDGETS, "recipes": []}

    server = Server(("127.0.0.1", 0), functools.partial(Handler, directory=site))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_port}/"
    browser = Browser(chromium)
    missed = False
    try:
        # Recipe pages.
        figures = []
        unsettled = []
        over_files = {}
        for slug in [only] if only else recipe_pages(site, limit):
            visit = Visit(browser)
            if not visit.go(base + f"recipes/{slug}/"):
                unsettled.append(slug)
            figures.append((visit.bytes["page"], visit.requests["page"], slug))
            report["recipes"].append({"slug": slug, "bytes": visit.bytes["page"], "requests": visit.requests["page"],
                                      "settled": slug not in unsettled})
            if only:
                print(f"{slug}: {kb(visit.bytes['page'])} in {visit.requests['page']} requests")
                print_files(visit, base)
                visit.close()
                return 0
            if visit.bytes["page"] > BUDGETS["recipe"]:
                over_files[slug] = visit
            visit.close()
        figures.sort(reverse=True)
        if figures:
            sizes = sorted(f[0] for f in figures)
            print(f"recipe page, first load at 390 px, DPR 3 (every recipe page: {len(figures)}): "
                  f"median {kb(sizes[len(sizes) // 2])}, largest {kb(figures[0][0])} ({figures[0][2]}, {figures[0][1]} requests); "
                  f"budget {kb(BUDGETS['recipe'])}")
            for size, requests, slug in figures[:5]:
                print(f"  {kb(size):>10}  {requests:3d} requests  {slug}")
            over = [f for f in figures if f[0] > BUDGETS["recipe"]]
            if over:
                missed = True
                print(f"  over budget: {len(over)} pages: " + ", ".join(f"{slug} {kb(size)}" for size, _, slug in over))
                for size, requests, slug in over:
                    print(f"{slug}: {kb(size)} in {requests} requests")
                    print_files(over_files[slug], base)
        if unsettled:
            print(f"  did not settle in {PAGE_DEADLINE:.0f} s: {', '.join(unsettled)}")

        # The A-Z page, scrolled to the end a screen at a time.
        visit = Visit(browser)
        settled = visit.go(base + "recipes/index.html")
        for _ in range(2000):
            at_end = visit.evaluate("window.scrollBy(0, window.innerHeight);"
                                    "window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2")
            settled = visit.settle() and settled
            if at_end:
                break
        images = visit.evaluate("document.querySelectorAll('img').length")
        print(f"A-Z page scrolled to the end at 390 px, DPR 3: {kb(visit.bytes['page'])} in {visit.requests['page']} requests "
              f"({images} pictures on the page){'' if settled else ', did not settle'}; budget {kb(BUDGETS['az'])}")
        missed = missed or visit.bytes["page"] > BUDGETS["az"]
        report["az"] = {"bytes": visit.bytes["page"], "requests": visit.requests["page"], "pictures": images, "settled": settled}
        visit.close()

        # First visit: the home page, then the service worker's install (its precache).
        visit = Visit(browser, workers=True)
        settled = visit.go(base)
        state = visit.evaluate("navigator.serviceWorker ? Promise.race([navigator.serviceWorker.ready.then(() => 'active'),"
                               " new Promise((done) => setTimeout(() => done('not active'), 120000))]) : 'no worker'",
                               timeout=130.0)
        settled = visit.settle() and settled
        total = visit.bytes["page"] + visit.bytes["worker"]
        print(f"first visit (home page and service worker precache): {kb(total)} "
              f"(page {kb(visit.bytes['page'])} in {visit.requests['page']} requests, worker {kb(visit.bytes['worker'])} "
              f"in {visit.requests['worker']}; worker {state}){'' if settled else ', did not settle'}; budget {kb(BUDGETS['first'])}")
        missed = missed or total > BUDGETS["first"] or state != "active"
        report["first"] = {"bytes": total, "page": visit.bytes["page"], "worker": visit.bytes["worker"],
                           "worker_requests": visit.requests["worker"], "worker_state": state, "settled": settled}
        visit.close()
    finally:
        browser.close()
        server.shutdown()
    if report_file:
        with open(report_file, "w", encoding="utf-8") as f:
            json.dump(report, f, indent=1)
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
