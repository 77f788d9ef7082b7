#!/usr/bin/env python3
"""Scrubs filmstrip timelines in headless Chromium and compares what they show with the text render.

For each page given with --page PAGE=EXPECTED.json it opens the page (no console errors,
exceptions or network requests), moves the timeline's scrubber to every frame as a reader
dragging it would (an `input` event on the range control) and checks that each frame
draws a picture with the frame's time, in time order; then, for each frame the expected
file lists, that the picture is at the content offset the text render gave at that time,
shows every item the text render drew, and that the trace beside it lists the records up
to that time. A failing page must open
at the failure, and its "Jump to the failure" button must return there.

EXPECTED.json: {"frames": N, "failureFrame": F or null,
                 "checks": [{"frame": I, "time": T, "offset": "X,Y", "labels": [...], "records": R}, ...]}

It reuses the Browser of scripts/check_filmstrips.py. Exit status 0 when every check
holds, 1 otherwise.
"""
import argparse
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from check_filmstrips import Browser  # noqa: E402

# Scrubs frames [from, to) and carries the previous time over in window.scrubState, so a
# long timeline is scrubbed in chunks that each answer well within the socket's timeout.
SCRUB_RANGE = """JSON.stringify(((from, to) => {
  const scrub = document.getElementById('tl-scrub');
  const stage = document.getElementById('tl-stage');
  const problems = [];
  const state = window.scrubState || (window.scrubState = {previous: -Infinity});
  let previous = state.previous, drawn = 0;
  for (let i = from; i < to; i++) {
    scrub.value = String(i);
    scrub.dispatchEvent(new Event('input', {bubbles: true}));
    const t = Number(stage.dataset.time);
    if (Number(stage.dataset.frame) !== i) problems.push(`frame ${i}: the stage shows frame ${stage.dataset.frame}`);
    if (!(t >= previous)) problems.push(`frame ${i}: time ${t} is before the previous frame's ${previous}`);
    previous = t;
    const svg = stage.querySelector('svg');
    if (svg && svg.querySelectorAll('rect').length > 0) drawn++;
    else problems.push(`frame ${i}: no picture drawn`);
    if (problems.length > 20) break;
  }
  state.previous = previous;
  return {drawn, problems};
})(%d, %d))"""

CHUNK = 1000

FRAME_FACTS = """JSON.stringify(((i) => {
  const scrub = document.getElementById('tl-scrub');
  scrub.value = String(i);
  scrub.dispatchEvent(new Event('input', {bubbles: true}));
  const stage = document.getElementById('tl-stage');
  const svg = stage.querySelector('svg');
  const box = svg.getBoundingClientRect();
  return {
    frame: Number(stage.dataset.frame),
    time: Number(stage.dataset.time),
    labels: [...svg.querySelectorAll('g.element')].map(g => g.dataset.label),
    caption: (svg.querySelector('text.caption') || {textContent: ''}).textContent,
    records: Number(document.getElementById('tl-trace').dataset.records),
    shownTime: document.getElementById('tl-time').textContent,
    width: box.width, height: box.height,
  };
})(%d))"""


def check(browser, page, expected, screenshots, errors):
    name = os.path.basename(page)
    if not browser.open(page):
        errors.append(f"{name}: the page did not finish loading within 30 s.")
        return
    for problem in browser.problems():
        errors.append(f"{name}: {problem}")
    count = browser.evaluate("window.timeline ? timeline.count : -1")
    if count != expected["frames"]:
        errors.append(f"{name}: the timeline has {count} frames, expected {expected['frames']}.")
        return
    failure = expected.get("failureFrame")
    if failure is not None:
        opened = browser.evaluate("timeline.frame()")
        if opened != failure:
            errors.append(f"{name}: the page opens at frame {opened}, not at the failure's frame {failure}.")
        browser.evaluate("timeline.show(0), document.getElementById('tl-failure').click(), true")
        if browser.evaluate("timeline.frame()") != failure:
            errors.append(f"{name}: 'Jump to the failure' does not show frame {failure}.")
    drawn = 0
    for start in range(0, count, CHUNK):
        scrubbed = json.loads(browser.evaluate(SCRUB_RANGE % (start, min(count, start + CHUNK))))
        drawn += scrubbed["drawn"]
        errors.extend(f"{name}: {problem}" for problem in scrubbed["problems"])
    if drawn != count:
        errors.append(f"{name}: {drawn} of {count} frames drew a picture.")
    for index, want in enumerate(expected["checks"]):
        facts = json.loads(browser.evaluate(FRAME_FACTS % want["frame"]))
        where = f"{name} frame {want['frame']} (t {want['time']} s)"
        if facts["frame"] != want["frame"] or abs(facts["time"] - want["time"]) > 1e-9:
            errors.append(f"{where}: the stage shows frame {facts['frame']} at t {facts['time']}.")
        missing = sorted(set(want["labels"]) - set(facts["labels"]))
        if missing:
            errors.append(f"{where}: the text render shows {missing}, which the picture ({sorted(facts['labels'])}) does not.")
        offset = facts["caption"].split("offset ", 1)[-1].split(" ", 1)[0] if "offset " in facts["caption"] else None
        if offset != want["offset"]:
            errors.append(f"{where}: the picture's offset is {offset!r}, the text render's {want['offset']!r}.")
        if facts["records"] != want["records"]:
            errors.append(f"{where}: the trace follows to record {facts['records']}, expected {want['records']}.")
        if facts["width"] <= 0 or facts["height"] <= 0:
            errors.append(f"{where}: the picture is not visible.")
        if screenshots:
            browser.screenshot(os.path.join(screenshots, f"{name[:-5]}--frame-{want['frame']}.png"))
    for problem in browser.problems():
        errors.append(f"{name} after scrubbing: {problem}")
    print(f"{name}: scrubbed {count} frames, compared {len(expected['checks'])} with the text render")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--chromium", default="chromium")
    parser.add_argument("--page", action="append", required=True, help="PAGE.html=EXPECTED.json")
    parser.add_argument("--screenshots", help="folder for a screenshot of each compared frame")
    options = parser.parse_args()
    if options.screenshots:
        os.makedirs(options.screenshots, exist_ok=True)
    errors = []
    browser = Browser(options.chromium, 1200, 900)
    try:
        for pair in options.page:
            page, expected_path = pair.split("=", 1)
            with open(expected_path) as file:
                expected = json.load(file)
            check(browser, page, expected, options.screenshots, errors)
    finally:
        browser.close()
    for error in errors:
        print(error, file=sys.stderr)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
