#!/usr/bin/env python3
"""Opens filmstrip pages in headless Chromium and checks what a reader would see.

For every page in --pages it asserts that the page loads without console errors,
uncaught exceptions or network requests, has a timeline with a drawn frame (opened at the
failure on a failing page; scripts/check_timeline.py scrubs timelines frame by frame),
draws one frame per step run (plus the setup),
and, for a failing scenario, marks exactly the last step run as the failing one and shows
the failure, expected against actual, in the first screenful. It saves screenshots of the
index, of every failing page (the top, and the failing step scrolled into view) and of
the pages named with --also, into --screenshots.

It drives Chromium over the DevTools protocol with python3-websocket (Debian's
websocket-client). Exit status 0 when every check holds, 1 otherwise.
"""
import argparse
import base64
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

import websocket


class Browser:
    """A headless Chromium and one page, driven over the DevTools protocol."""

    def __init__(self, chromium, width, height):
        self.profile = tempfile.mkdtemp(prefix="filmstrip-check-")
        self.process = subprocess.Popen(
            [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
             "--no-default-browser-check", "--hide-scrollbars", "--remote-debugging-port=0",
             "--remote-allow-origins=*", f"--user-data-dir={self.profile}",
             f"--window-size={width},{height}", "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
            # Its own process group, so that closing ends every helper process it started.
            start_new_session=True)
        url = None
        deadline = time.time() + 60
        while time.time() < deadline:
            line = self.process.stderr.readline()
            if not line:
                break
            found = re.search(r"DevTools listening on (ws://\S+)", line)
            if found:
                url = found.group(1)
                break
        if url is None:
            self.close()
            raise SystemExit(f"{chromium} did not start its DevTools endpoint within 60 s.")
        self.socket = websocket.create_connection(url, timeout=60, suppress_origin=True)
        self.next_id = 0
        self.events = []
        target = self.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        for domain in ("Page", "Runtime", "Log", "Network"):
            self.call(f"{domain}.enable", session=True)
        self.call("Emulation.setDeviceMetricsOverride",
                  {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False}, session=True)

    def call(self, method, params=None, session=False):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = self.session
        self.socket.send(json.dumps(message))
        while True:
            reply = json.loads(self.socket.recv())
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method} failed: {reply['error']}")
                return reply.get("result", {})
            if "method" in reply:
                self.events.append(reply)

    def wait_for(self, method, seconds=30):
        deadline = time.time() + seconds
        while time.time() < deadline:
            if any(event["method"] == method for event in self.events):
                return True
            self.socket.settimeout(max(0.1, deadline - time.time()))
            try:
                reply = json.loads(self.socket.recv())
            except websocket.WebSocketTimeoutException:
                break
            if "method" in reply:
                self.events.append(reply)
        return False

    def open(self, path):
        self.events = []
        self.call("Page.navigate", {"url": "file://" + os.path.abspath(path)}, session=True)
        if not self.wait_for("Page.loadEventFired"):
            return False
        # Let late console messages arrive.
        self.call("Runtime.evaluate", {"expression": "new Promise(r => setTimeout(r, 50))", "awaitPromise": True}, session=True)
        return True

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", {"expression": expression, "returnByValue": True}, session=True)
        if "exceptionDetails" in result:
            raise RuntimeError(f"Evaluating the page check failed: {result['exceptionDetails']}")
        return result["result"].get("value")

    def screenshot(self, path):
        data = self.call("Page.captureScreenshot", {"format": "png"}, session=True)["data"]
        with open(path, "wb") as file:
            file.write(base64.b64decode(data))

    def problems(self):
        """Console errors and warnings, exceptions, log errors and requests to the network."""
        found = []
        for event in self.events:
            method, params = event["method"], event.get("params", {})
            if method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "warning", "assert"):
                text = " ".join(str(arg.get("value", arg.get("description", ""))) for arg in params.get("args", []))
                found.append(f"console {params['type']}: {text}")
            elif method == "Runtime.exceptionThrown":
                found.append(f"exception: {params.get('exceptionDetails', {}).get('text')}")
            elif method == "Log.entryAdded" and params.get("entry", {}).get("level") in ("error", "warning"):
                found.append(f"log {params['entry']['level']}: {params['entry'].get('text')}")
            elif method == "Network.requestWillBeSent":
                url = params.get("request", {}).get("url", "")
                if not url.startswith("file://") and not url.startswith("data:"):
                    found.append(f"network request: {url}")
        return found

    def close(self):
        try:
            if getattr(self, "socket", None):
                self.socket.close()
        finally:
            self.end_process_group()
            self.remove_profile()

    def end_process_group(self):
        """Ends Chromium and every process it started, which may still write to the profile."""
        for sig, wait in ((signal.SIGTERM, 10), (signal.SIGKILL, 5)):
            try:
                os.killpg(self.process.pid, sig)
            except ProcessLookupError:
                return
            try:
                self.process.wait(timeout=wait)
            except subprocess.TimeoutExpired:
                continue
            # The group may outlive its leader: wait until no member is left.
            deadline = time.time() + wait
            while time.time() < deadline:
                try:
                    os.killpg(self.process.pid, 0)
                except ProcessLookupError:
                    return
                time.sleep(0.05)

    def remove_profile(self):
        """Removes the throwaway profile; a file a late process left behind is no failure of the pages."""
        for _ in range(5):
            try:
                shutil.rmtree(self.profile)
                return
            except FileNotFoundError:
                return
            except OSError:
                time.sleep(0.2)
        shutil.rmtree(self.profile, ignore_errors=True)


PAGE_FACTS = """JSON.stringify((() => {
  const failure = document.getElementById('failure');
  const box = failure ? failure.getBoundingClientRect() : null;
  const failing = [...document.querySelectorAll('li.frame.failing')];
  return {
    result: document.body.dataset.result || null,
    stepsRun: Number(document.body.dataset.stepsRun),
    stepFrames: document.querySelectorAll('li.frame.step').length,
    setupFrames: document.querySelectorAll('li.frame.setup').length,
    drawnFrames: [...document.querySelectorAll('li.frame')].filter(frame => {
      const svg = frame.querySelector('svg');
      if (!svg) return false;
      const r = svg.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && svg.querySelectorAll('rect').length > 0;
    }).length,
    failing: failing.map(frame => frame.id),
    failureShown: box ? box.top >= 0 && box.bottom <= innerHeight && box.height > 0 : false,
    failureText: failure ? failure.innerText : '',
    failingText: failing.length ? failing[0].innerText : '',
    resources: performance.getEntriesByType('resource').length,
    timelineFrames: window.timeline ? timeline.count : 0,
    timelineOpenedAt: window.timeline ? timeline.frame() : null,
    timelineFailure: window.timeline ? timeline.failure : null,
    timelinePicture: !!document.querySelector('#tl-stage svg rect'),
    links: document.querySelectorAll('ul.index a').length,
  };
})())"""


def check_page(browser, path, errors):
    name = os.path.basename(path)
    if not browser.open(path):
        errors.append(f"{name}: the page did not finish loading within 30 s.")
        return None
    facts = json.loads(browser.evaluate(PAGE_FACTS))
    for problem in browser.problems():
        errors.append(f"{name}: {problem}")
    if facts["resources"]:
        errors.append(f"{name}: the page loaded {facts['resources']} resources; it must be self-contained.")
    if name == "index.html":
        if facts["links"] == 0:
            errors.append("index.html: no links to filmstrip pages.")
        return facts
    if facts["setupFrames"] != 1:
        errors.append(f"{name}: {facts['setupFrames']} setup frames, expected 1.")
    if facts["stepFrames"] != facts["stepsRun"]:
        errors.append(f"{name}: {facts['stepFrames']} step frames for {facts['stepsRun']} steps run.")
    if facts["timelineFrames"] < 1 or not facts["timelinePicture"]:
        errors.append(f"{name}: no timeline with a drawn frame.")
    if facts["drawnFrames"] != facts["stepFrames"] + facts["setupFrames"]:
        errors.append(f"{name}: only {facts['drawnFrames']} of {facts['stepFrames'] + facts['setupFrames']} frames have a drawn picture.")
    if facts["result"] == "fail":
        expected = [f"step-{facts['stepsRun']}"]
        if facts["failing"] != expected:
            errors.append(f"{name}: failing frames {facts['failing']}, expected {expected}.")
        if not facts["failureShown"]:
            errors.append(f"{name}: the failure is not in the first screenful.")
        if "Expected against actual" not in facts["failureText"] or "expected" not in facts["failureText"]:
            errors.append(f"{name}: the failure section does not show expected against actual: {facts['failureText']!r}")
        if facts["timelineFailure"] is None or facts["timelineFailure"] < 0 or facts["timelineOpenedAt"] != facts["timelineFailure"]:
            errors.append(f"{name}: the timeline opens at frame {facts['timelineOpenedAt']}, not at the failure's {facts['timelineFailure']}.")
        if "Failed here" not in facts["failingText"]:
            errors.append(f"{name}: the failing frame does not say it failed.")
    elif facts["result"] == "pass":
        if facts["failing"]:
            errors.append(f"{name}: a passing scenario marks {facts['failing']} as failing.")
    else:
        errors.append(f"{name}: no result on the page (data-result is {facts['result']!r}).")
    return facts


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--pages", required=True, help="folder of filmstrip pages (pantomime run --filmstrip)")
    parser.add_argument("--screenshots", required=True, help="folder for the screenshots")
    parser.add_argument("--chromium", default="chromium")
    parser.add_argument("--expect-failing", type=int, required=True, help="how many pages must show a failure")
    parser.add_argument("--also", action="append", default=[], help="also screenshot pages whose name contains this")
    options = parser.parse_args()

    pages = sorted(name for name in os.listdir(options.pages) if name.endswith(".html"))
    if "index.html" not in pages or len(pages) < 2:
        raise SystemExit(f"{options.pages} holds no filmstrip pages and index; run pantomime run --filmstrip first.")
    os.makedirs(options.screenshots, exist_ok=True)
    errors = []
    failing_pages = 0
    frames = 0
    browser = Browser(options.chromium, 1200, 900)
    try:
        for name in pages:
            path = os.path.join(options.pages, name)
            facts = check_page(browser, path, errors)
            if facts is None:
                continue
            stem = name[:-len(".html")]
            frames += facts.get("stepFrames", 0) + facts.get("setupFrames", 0)
            if name == "index.html" or any(part in name for part in options.also):
                browser.screenshot(os.path.join(options.screenshots, f"{stem}.png"))
            if facts.get("result") == "fail":
                failing_pages += 1
                browser.screenshot(os.path.join(options.screenshots, f"{stem}.png"))
                browser.evaluate("document.querySelector('li.frame.failing').scrollIntoView({block: 'start'}), true")
                browser.screenshot(os.path.join(options.screenshots, f"{stem}--failing-step.png"))
    finally:
        browser.close()
    if failing_pages != options.expect_failing:
        errors.append(f"{failing_pages} pages show a failure, expected {options.expect_failing}.")
    for error in errors:
        print(error, file=sys.stderr)
    print(f"{len(pages)} pages, {frames} frames, {failing_pages} failing; "
          f"screenshots in {options.screenshots}; {len(errors)} problems")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
