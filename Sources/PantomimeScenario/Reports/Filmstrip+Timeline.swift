import Foundation
import Pantomime
import PantomimeLoop

extension Filmstrip {
    /// The timeline section of a page: a scrubber over every frame in virtual time, the
    /// frame's picture, its time and step, and the trace up to it beside; buttons step a
    /// frame, play, and jump to the failure. The frames, the distinct pictures and the
    /// records are data in one inline script, which draws the frame the scrubber is on.
    static func timelineSection(_ timeline: FilmstripTimeline, result: ScenarioResult, stepTitles: [Int: String]) -> String {
        let shown = timeline.framesOnPage()
        guard !shown.isEmpty else { return "" }
        let used = Set(shown.map(\.picture))
        // Pictures no shown frame uses (sampled away) are left out; indices are renumbered.
        var renumbered: [Int: Int] = [:]
        var pictures: [String] = []
        for (index, picture) in timeline.pictures.enumerated() where used.contains(index) {
            renumbered[index] = pictures.count
            pictures.append(picture)
        }
        let failure = timeline.failureFrame.flatMap { failing in shown.lastIndex { $0.time <= timeline.frames[failing].time } }
        let records = result.records
        let listed = records.prefix(FilmstripTimeline.maximumRecordsOnPage)
        var html = "<section id=\"timeline\" class=\"timeline\" data-frames=\"\(shown.count)\" data-frames-recorded=\"\(timeline.frames.count)\""
        html += " data-pictures=\"\(pictures.count)\" data-turns=\"\(timeline.turns)\" data-failure-frame=\"\(failure.map(String.init) ?? "")\">\n"
        html += "<h2>Timeline <span class=\"quiet\">\(shown.count) frame\(shown.count == 1 ? "" : "s") from \(timeline.turns) loop turns, \(pictures.count) distinct picture\(pictures.count == 1 ? "" : "s")"
        if shown.count < timeline.frames.count {
            html += "; \(shown.count) of \(timeline.frames.count) frames shown (an even sample, with each step's last frame)"
        }
        html += "</span></h2>\n<div class=\"tl-main\">\n<div class=\"tl-stage picture\" id=\"tl-stage\"></div>\n<div class=\"tl-side\">\n"
        html += "<div class=\"tl-controls\"><button type=\"button\" id=\"tl-prev\" title=\"Previous frame (←)\">◀</button>"
        html += "<input type=\"range\" id=\"tl-scrub\" min=\"0\" max=\"\(shown.count - 1)\" step=\"1\" value=\"0\" aria-label=\"Frame\">"
        html += "<button type=\"button\" id=\"tl-next\" title=\"Next frame (→)\">▶</button>"
        html += "<button type=\"button\" id=\"tl-play\">Play</button>"
        if failure != nil { html += "<button type=\"button\" id=\"tl-failure\" class=\"fail\">Jump to the failure</button>" }
        html += "</div>\n<p class=\"tl-now\"><b id=\"tl-time\"></b> · frame <span id=\"tl-frame\"></span> of \(shown.count) · <span id=\"tl-step\"></span></p>\n"
        html += "<ol class=\"trace\" id=\"tl-trace\"></ol>\n"
        if records.count > listed.count {
            html += "<p class=\"quiet\">The trace lists the first \(listed.count) of \(records.count) records; `pantomime run --trace` writes them all.</p>\n"
        }
        html += "</div>\n</div>\n<script>\n"
        html += "const timelineFrames=[" + shown.map { frame in
            "[\(frame.time),\(renumbered[frame.picture] ?? 0),\(frame.step),\(frame.recordCount)]"
        }.joined(separator: ",") + "];\n"
        html += "const timelinePictures=[" + pictures.map(jsString).joined(separator: ",\n") + "];\n"
        html += "const timelineRecords=[" + listed.map { record in
            "[\(record.time),\(jsString(record.kind.rawValue)),\(jsString(record.summary))]"
        }.joined(separator: ",\n") + "];\n"
        let titles = stepTitles.keys.sorted().map { "\"\($0)\":\(jsString(stepTitles[$0] ?? ""))" }
        html += "const timelineSteps={" + titles.joined(separator: ",") + "};\n"
        html += "const timelineFailure=\(failure.map(String.init) ?? "-1");\n"
        html += timelineScript
        return html + "</script>\n</section>\n"
    }

    /// A JavaScript string literal that is safe inside a `<script>` element: the JSON string
    /// literal of the trace, with `<` and the two line separators JavaScript ends lines at escaped.
    static func jsString(_ text: String) -> String {
        TraceRecord.quoted(text).replacingOccurrences(of: "<", with: "\\u003c")
            .replacingOccurrences(of: "\u{2028}", with: "\\u2028").replacingOccurrences(of: "\u{2029}", with: "\\u2029")
    }

    /// Draws the frame the scrubber is on and keeps the trace beside it; exposes
    /// `window.timeline` (`show(i)`, `frame()`, `count`) for checks.
    static let timelineScript = """
        (() => {
          const frames = timelineFrames, pictures = timelinePictures, records = timelineRecords;
          const scrub = document.getElementById('tl-scrub'), stage = document.getElementById('tl-stage');
          const time = document.getElementById('tl-time'), number = document.getElementById('tl-frame');
          const stepLabel = document.getElementById('tl-step'), trace = document.getElementById('tl-trace');
          const play = document.getElementById('tl-play');
          let current = -1, timer = null;
          function show(index) {
            const i = Math.max(0, Math.min(frames.length - 1, Math.floor(Number(index) || 0)));
            const [t, picture, step, count] = frames[i];
            if (i !== current) { stage.innerHTML = pictures[picture]; }
            current = i;
            scrub.value = String(i);
            stage.dataset.frame = String(i);
            stage.dataset.time = String(t);
            time.textContent = 't ' + t + ' s';
            number.textContent = String(i + 1);
            stepLabel.textContent = timelineSteps[step] || ('step ' + step);
            const before = i > 0 ? frames[i - 1][3] : 0;
            const first = Math.max(0, Math.min(before, count) - 40);
            const last = Math.min(records.length, count + 10);
            const items = [];
            for (let r = first; r < last; r++) {
              const li = document.createElement('li');
              li.className = records[r][1] + (r >= count ? ' future' : r >= before ? ' now' : '');
              const stamp = document.createElement('span');
              stamp.className = 't';
              stamp.textContent = String(records[r][0]);
              li.append(stamp, ' ' + records[r][2]);
              items.push(li);
            }
            trace.replaceChildren(...items);
            const mark = [...trace.querySelectorAll('li:not(.future)')].pop();
            trace.scrollTop = mark ? Math.max(0, mark.offsetTop - trace.clientHeight / 2) : 0;
            trace.dataset.records = String(count);
          }
          function stop() { if (timer) { clearInterval(timer); timer = null; play.textContent = 'Play'; } }
          scrub.addEventListener('input', () => { stop(); show(scrub.value); });
          document.getElementById('tl-prev').addEventListener('click', () => { stop(); show(current - 1); });
          document.getElementById('tl-next').addEventListener('click', () => { stop(); show(current + 1); });
          play.addEventListener('click', () => {
            if (timer) { stop(); return; }
            if (current >= frames.length - 1) show(0);
            play.textContent = 'Pause';
            timer = setInterval(() => { if (current >= frames.length - 1) stop(); else show(current + 1); }, 1000 / 60);
          });
          const jump = document.getElementById('tl-failure');
          if (jump) jump.addEventListener('click', () => { stop(); show(timelineFailure); });
          document.addEventListener('keydown', (event) => {
            if (event.target instanceof HTMLInputElement && event.target !== scrub) return;
            if (event.key === 'ArrowLeft') { stop(); show(current - 1); event.preventDefault(); }
            if (event.key === 'ArrowRight') { stop(); show(current + 1); event.preventDefault(); }
          });
          window.timeline = { show, frame: () => current, count: frames.length, failure: timelineFailure };
          show(timelineFailure >= 0 ? timelineFailure : 0);
        })();

        """

    static let timelineStyle = """
        section.timeline{padding:12px 20px;background:#fff;border-bottom:1px solid #d8dee4}
        .tl-main{display:flex;gap:16px;align-items:flex-start;flex-wrap:wrap}.tl-side{flex:1;min-width:320px;max-width:720px}
        .tl-controls{display:flex;gap:6px;align-items:center}.tl-controls input{flex:1}
        .tl-controls button{font:inherit;padding:2px 8px}.tl-controls button.fail{color:#d1242f;border-color:#d1242f}
        .tl-now{margin:6px 0;font:13px/1.4 monospace}#tl-trace{max-height:420px}
        #tl-trace li.now{background:#fff8c5}#tl-trace li.future{color:#a0a8b2}
        """
}
