import Foundation
import Pantomime
import PantomimeLoop

/// A scenario's filmstrip as one self-contained HTML page: an SVG picture of the window
/// after the setup and after every step, each beside the step's source and the trace
/// records it added; a failing scenario's page starts with the failure (expected against
/// actual) and marks the failing step.
///
/// The page loads nothing (no scripts, fonts or images from elsewhere) and holds no wall
/// time, so the same run gives the same bytes.
public enum Filmstrip {
    /// The most trace records listed beside one frame; the rest are counted.
    public static let maximumRecordsPerFrame = 120

    /// The page for a scenario's run.
    ///
    /// - Parameters:
    ///   - source: the scenario file's text, for each step's source; read from
    ///     `result.file` when nil.
    ///   - timeline: every frame in virtual time (``FilmstripRecorder/timeline``): the page
    ///     then starts with a timeline to scrub through them, at the failure when there is one.
    public static func page(for result: ScenarioResult, frames: [FilmstripFrame], source: String? = nil,
                            timeline: FilmstripTimeline? = nil) -> String {
        let lines = (source ?? (try? String(contentsOfFile: result.file, encoding: .utf8)) ?? "")
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let stepLines = frames.filter { $0.step > 0 }.map(\.location.line)
        let status = result.passed ? "pass" : "fail"
        var html = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        html += "<title>\(result.passed ? "pass" : "FAIL") · \(escape(result.name))</title>\n"
        html += "<style>\n\(pageStyle)\n\(timelineStyle)\n\(SVGRenderer.style)\n</style>\n</head>\n"
        html += "<body class=\"\(status)\" data-result=\"\(status)\" data-steps-run=\"\(result.stepsRun)\">\n"
        html += "<header>\n<h1>\(escape(result.name))</h1>\n<p class=\"file\">\(escape(result.file))</p>\n"
        if let failure = result.failure {
            let failing = frames.last(where: { $0.failure != nil })?.step
            html += "<p class=\"verdict fail\">Failed"
            if let failing { html += " at <a href=\"#step-\(failing)\">step \(failing)</a>" }
            html += " · \(escape(failure.location.description))</p>\n"
            html += "<section id=\"failure\" class=\"failure\">\n<div class=\"side\"><h2>Expected against actual</h2>\n\(diff(failure.message))</div>\n"
            if let frame = frames.last(where: { $0.failure != nil }) {
                html += "<div class=\"picture\">" + SVGRenderer(includesStyle: false, idPrefix: "failure", maximumWidth: 300).render(frame.snapshot) + "</div>\n"
            }
            html += "</section>\n"
        } else {
            html += "<p class=\"verdict pass\">Passed · \(result.stepsRun) step\(result.stepsRun == 1 ? "" : "s") · \(result.endTime)s virtual</p>\n"
        }
        html += "</header>\n"
        if let timeline {
            var titles: [Int: String] = [0: "setup"]
            for frame in frames where frame.step > 0 {
                let first = stepSource(lines, line: frame.location.line, nextLines: stepLines).split(separator: "\n").first.map(String.init) ?? ""
                titles[frame.step] = "step \(frame.step) · line \(frame.location.line)" + (first.isEmpty ? "" : ": \(first)")
            }
            html += timelineSection(timeline, result: result, stepTitles: titles)
        }
        html += "<ol class=\"frames\">\n"
        for (index, frame) in frames.enumerated() {
            var classes = ["frame", frame.step == 0 ? "setup" : "step"]
            if frame.isExpectation { classes.append("expectation") }
            if frame.failure != nil { classes.append("failing") }
            let id = frame.step == 0 ? "setup" : "step-\(frame.step)"
            html += "<li class=\"\(classes.joined(separator: " "))\" id=\"\(id)\" data-step=\"\(frame.step)\">\n"
            html += "<div class=\"picture\">"
            html += SVGRenderer(includesStyle: false, idPrefix: "f\(index)").render(frame.snapshot)
            html += "</div>\n<div class=\"side\">\n"
            if frame.step == 0 {
                html += "<h2>Setup</h2>\n"
            } else {
                html += "<h2>Step \(frame.step)\(frame.isExpectation ? " · expect" : "") <span class=\"line\">line \(frame.location.line)</span></h2>\n"
                let text = stepSource(lines, line: frame.location.line, nextLines: stepLines)
                if !text.isEmpty { html += "<pre class=\"source\">\(escape(text))</pre>\n" }
            }
            if let failure = frame.failure {
                html += "<div class=\"failure\"><h3>Failed here</h3>\(diff(failure.message))</div>\n"
            }
            html += records(frame.records)
            html += "</div>\n</li>\n"
        }
        return html + "</ol>\n</body>\n</html>\n"
    }

    /// An index page linking every scenario's filmstrip, failures first.
    public static func index(_ entries: [(result: ScenarioResult, page: String)]) -> String {
        let failed = entries.filter { !$0.result.passed }
        var html = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>Filmstrips</title>\n"
        html += "<style>\n\(pageStyle)\n</style>\n</head>\n<body>\n<header><h1>Filmstrips</h1>\n"
        html += "<p>\(entries.count - failed.count) passed, \(failed.count) failed</p></header>\n<ul class=\"index\">\n"
        for entry in failed + entries.filter({ $0.result.passed }) {
            let status = entry.result.passed ? "pass" : "fail"
            html += "<li class=\"\(status)\"><span class=\"badge\">\(entry.result.passed ? "pass" : "FAIL")</span> "
            html += "<a href=\"\(escape(entry.page))\">\(escape(entry.result.name))</a> <span class=\"file\">\(escape(entry.result.file))</span></li>\n"
        }
        return html + "</ul>\n</body>\n</html>\n"
    }

    /// A page name for each file, unique among them: the path below the files' common
    /// folder with `/` as `--` and `.html` for the extension (`-2`, `-3`… added when two
    /// paths give the same name; never `index.html`).
    public static func pageNames(for files: [String]) -> [String] {
        let folders = files.map { ($0 as NSString).deletingLastPathComponent.split(separator: "/").map(String.init) }
        var common = folders.first ?? []
        for folder in folders.dropFirst() {
            common = Array(zip(common, folder).prefix { $0.0 == $0.1 }.map(\.0))
        }
        var taken = Set<String>(["index"])
        return files.map { file in
            var parts = file.split(separator: "/").map(String.init)
            parts.removeFirst(min(common.count, max(0, parts.count - 1)))
            var name = parts.filter { $0 != "." }.joined(separator: "--")
            for suffix in [".yaml", ".yml"] where name.hasSuffix(suffix) { name.removeLast(suffix.count) }
            let safe = name.unicodeScalars.map { scalar -> String in
                CharacterSet.alphanumerics.contains(scalar) || "-_.".unicodeScalars.contains(scalar) ? String(scalar) : "_"
            }.joined()
            var unique = safe
            var number = 2
            while !taken.insert(unique).inserted {
                unique = "\(safe)-\(number)"
                number += 1
            }
            return unique + ".html"
        }
    }

    /// The step's text in the file: its first line up to the next step (or the first line
    /// indented no deeper than the step's own, which ends a YAML list item), without
    /// trailing blank lines or common indentation, at most 16 lines.
    static func stepSource(_ lines: [String], line: Int, nextLines: [Int]) -> String {
        guard line >= 1, line <= lines.count else { return "" }
        var end = min(nextLines.filter { $0 > line }.min() ?? lines.count + 1, lines.count + 1, line + 16)
        let stepIndent = lines[line - 1].prefix { $0 == " " }.count
        if let dedent = lines.indices.dropFirst(line).first(where: { index in
            let text = lines[index]
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            return !trimmed.isEmpty && !trimmed.hasPrefix("#") && text.prefix { $0 == " " }.count <= stepIndent
        }) {
            end = min(end, dedent + 1)
        }
        var chunk = Array(lines[(line - 1)..<(end - 1)])
        while let last = chunk.last, last.trimmingCharacters(in: .whitespaces).isEmpty || last.trimmingCharacters(in: .whitespaces).hasPrefix("#") {
            chunk.removeLast()
        }
        // The step line's own column: the text from its `-` or key onwards.
        let indent = chunk.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            .map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return chunk.map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }.joined(separator: "\n")
    }

    /// A failure message with its diff lines marked: `−` expected only, `+` actual only, and
    /// a sentence "expected X, but Y" split into the expectation and what happened.
    static func diff(_ message: String) -> String {
        var html = "<pre class=\"diff\">"
        for line in message.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            // "…expected X, but Y": the expectation and what happened on lines of their own.
            if let expected = line.range(of: "expected "), let but = line.range(of: ", but ", range: expected.upperBound..<line.endIndex) {
                html += escape(String(line[..<expected.lowerBound]))
                html += "<span class=\"expected\">\(escape(String(line[expected.lowerBound..<but.lowerBound])))</span>\n"
                html += "<span class=\"actual\">\(escape(String(line[but.lowerBound...].dropFirst(2))))</span>\n"
            } else if trimmed.hasPrefix("− ") || trimmed.hasPrefix("expected") {
                html += "<span class=\"expected\">\(escape(String(line)))</span>\n"
            } else if trimmed.hasPrefix("+ ") || trimmed.hasPrefix("actual") {
                html += "<span class=\"actual\">\(escape(String(line)))</span>\n"
            } else {
                html += escape(String(line)) + "\n"
            }
        }
        return html + "</pre>"
    }

    /// The records of one frame as a list, the surplus counted.
    static func records(_ records: [TraceRecord]) -> String {
        guard !records.isEmpty else { return "<p class=\"quiet\">No trace records.</p>\n" }
        var html = "<ol class=\"trace\">\n"
        for record in records.prefix(maximumRecordsPerFrame) {
            html += "<li class=\"\(record.kind.rawValue)\"><span class=\"t\">\(record.time)</span> \(escape(record.summary))</li>\n"
        }
        html += "</ol>\n"
        if records.count > maximumRecordsPerFrame {
            html += "<p class=\"quiet\">… and \(records.count - maximumRecordsPerFrame) more records.</p>\n"
        }
        return html
    }

    static func escape(_ text: String) -> String { SVGRenderer.escape(text) }

    static let pageStyle = """
        body{font:14px/1.4 system-ui,sans-serif;margin:0;background:#fafbfc;color:#1b1f24}
        header{padding:12px 20px;background:#fff;border-bottom:1px solid #d8dee4}
        h1{font-size:18px;margin:0 0 4px}h2{font-size:14px;margin:0 0 6px}h3{font-size:13px;margin:0 0 4px;color:#d1242f}
        .file,.line,.quiet{color:#6b7480;font-size:12px}.line{font-weight:400;margin-left:6px}
        .verdict{font-weight:600;margin:4px 0}.verdict.fail{color:#d1242f}.verdict.pass{color:#1a7f37}
        .failure{border:2px solid #d1242f;background:#fff5f5;border-radius:6px;padding:8px 12px;margin:8px 0}
        section.failure{display:flex;gap:16px;flex-wrap:wrap-reverse;justify-content:space-between}
        pre{margin:0;white-space:pre-wrap;font:12px/1.35 monospace}.source{background:#f0f3f6;padding:6px;border-radius:4px;margin-bottom:6px}
        .diff .expected{color:#b3261e;background:#ffe3e1}.diff .actual{color:#116329;background:#dafbe1}
        ol.frames{list-style:none;margin:0;padding:12px 20px}
        .frame{display:flex;gap:16px;align-items:flex-start;padding:10px 0;border-bottom:1px solid #e3e7eb}
        .frame.failing{background:#fff5f5;outline:3px solid #d1242f;outline-offset:2px}
        .frame.expectation h2{color:#0550ae}.picture{flex:none}.side{min-width:280px;max-width:640px}
        ol.trace{margin:0;padding-left:0;list-style:none;font:12px/1.35 monospace;max-height:260px;overflow:auto}
        ol.trace .t{color:#6b7480;display:inline-block;min-width:84px}
        ul.index{list-style:none;padding:12px 20px}ul.index li{margin:4px 0}
        .badge{font:700 11px monospace;padding:1px 5px;border-radius:3px;background:#dafbe1;color:#116329}
        li.fail .badge{background:#ffe3e1;color:#b3261e}
        """
}
