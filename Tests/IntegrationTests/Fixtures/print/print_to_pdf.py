#!/usr/bin/env python3
"""Prints pages to PDF with headless Chromium, for the print tests.

Usage: print_to_pdf.py JOBS.json
JOBS.json is a list of {"url": ..., "out": ..., "paper": "a4" | "letter"}.

One browser per worker, driven over the DevTools pipe (--remote-debugging-pipe), so each page
costs a navigation, not a browser start; two workers print side by side. The paper size is set
per print (Page.printToPDF), as a person's print dialog would, so the site's CSS must work for
both sizes without naming one. Exits non-zero when a page could not be printed.
"""
import base64
import fcntl
import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading

PAPER = {"a4": (8.2677, 11.6929), "letter": (8.5, 11.0)}  # inches
TIMEOUT = 60
STARTING = threading.Lock()


class Browser:
    def __init__(self):
        self.profile = tempfile.mkdtemp(prefix="rcp-chromium-")
        read_end, self.to_browser = os.pipe()
        self.from_browser, write_end = os.pipe()
        # Moved above 4, so that putting them at 3 and 4 in the child cannot overwrite one another.
        to_browser_read = fcntl.fcntl(read_end, fcntl.F_DUPFD_CLOEXEC, 10)
        from_browser_write = fcntl.fcntl(write_end, fcntl.F_DUPFD_CLOEXEC, 10)
        os.close(read_end)
        os.close(write_end)

        def wire_pipes():  # the browser reads commands on fd 3 and writes answers on fd 4
            os.dup2(to_browser_read, 3)
            os.dup2(from_browser_write, 4)

        chromium = shutil.which("chromium") or shutil.which("chromium-browser") or "chromium"
        with STARTING:  # one fork at a time: preexec_fn is not safe with threads forking together
            self.process = subprocess.Popen(
                [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
                 "--no-first-run", "--no-default-browser-check", "--disable-extensions",
                 "--user-data-dir=" + self.profile, "about:blank"],
                stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                preexec_fn=wire_pipes, pass_fds=(3, 4))
        for fd in (to_browser_read, from_browser_write):
            os.close(fd)
        self.buffer = b""
        self.next_id = 0
        self.events = []
        target = self.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        self.call("Page.enable", session=self.session)

    def send(self, method, params, session):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self.to_browser, json.dumps(message).encode() + b"\0")
        return self.next_id

    def receive(self):
        while b"\0" not in self.buffer:
            chunk = os.read(self.from_browser, 1 << 20)
            if not chunk:
                raise RuntimeError("the browser closed its pipe")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def call(self, method, params=None, session=None):
        wanted = self.send(method, params, session)
        while True:
            message = self.receive()
            if message.get("id") == wanted:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message.get("result", {})
            if "method" in message:
                self.events.append(message)

    def wait_for(self, event):
        while True:
            for index, message in enumerate(self.events):
                if message.get("method") == event and message.get("sessionId") == self.session:
                    del self.events[index]
                    return
            message = self.receive()
            if "method" in message:
                self.events.append(message)

    def print_page(self, url, paper):
        width, height = PAPER[paper]
        self.events.clear()
        self.call("Page.navigate", {"url": url}, self.session)
        self.wait_for("Page.loadEventFired")
        result = self.call("Page.printToPDF", {
            "paperWidth": width, "paperHeight": height, "preferCSSPageSize": False,
            "printBackground": False, "displayHeaderFooter": False,
        }, self.session)
        return base64.b64decode(result["data"])

    def close(self):
        try:
            self.send("Browser.close", {}, None)
            self.process.wait(timeout=10)
        except Exception:
            self.process.kill()
        os.close(self.to_browser)
        os.close(self.from_browser)
        shutil.rmtree(self.profile, ignore_errors=True)


def work(jobs, failures):
    browser = Browser()
    try:
        for job in jobs:
            try:
                data = browser.print_page(job["url"], job["paper"])
                # Seen once under heavy load: the folder briefly missing; make sure it is there.
                os.makedirs(os.path.dirname(job["out"]), exist_ok=True)
                with open(job["out"], "wb") as file:
                    file.write(data)
            except Exception as error:  # one bad page must not hide the others
                failures.append(f"{job['url']} ({job['paper']}): {error}")
    finally:
        browser.close()


def main():
    with open(sys.argv[1]) as file:
        jobs = json.load(file)
    workers = 2
    failures = []
    threads = [threading.Thread(target=work, args=(jobs[index::workers], failures)) for index in range(workers)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(TIMEOUT * max(1, len(jobs)))
    for failure in failures:
        print(failure, file=sys.stderr)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
