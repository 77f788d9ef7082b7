import Foundation
import Pantomime
import PantomimeLoop
@testable import PantomimeScenario
import Testing

/// The filmstrip page's timeline: a frame for every loop turn that changed the picture,
/// equal pictures kept once, the run untouched by recording it, the failing step's source
/// cut where the step ends, and the page scrubbed in headless Chromium against the text
/// render at the same moments.
@Suite("Filmstrip timelines")
struct TimelineTests {
    static let fling = "Scenarios/physics/fling-decelerates-to-closed-form-rest.yaml"
    static let bannerHour = "Scenarios/banner/an-hour-without-changes.yaml"
    static let failing = "Tests/Fixtures/filmstrip/drag-then-wrong-selection.yaml"

    struct Recorded {
        var result: ScenarioResult
        var recorder: FilmstripRecorder
        var page: String
    }

    static func record(_ path: String, keepsText: ((Int) -> Bool)? = nil) throws -> Recorded {
        let file = ScenarioFixture.packageRoot.appendingPathComponent(path).path
        let scenario = try ScenarioReader.read(contentsOf: file)
        let recorder = FilmstripRecorder(location: scenario.location, keepsText: keepsText)
        let (result, _) = ScenarioPlayer.play(scenario, steps: scenario.steps.count, observer: recorder)
        let page = Filmstrip.page(for: result, frames: recorder.frames, timeline: recorder.timeline)
        return Recorded(result: result, recorder: recorder, page: page)
    }

    @Test("A fling's timeline has a frame at every frame tick that scrolled, in time order")
    func flingHasEveryFrameTick() throws {
        let recorded = try Self.record(Self.fling)
        #expect(recorded.result.passed, "\(recorded.result.failure?.description ?? "")")
        let frames = recorded.recorder.timeline.frames
        let times = frames.map(\.time)
        #expect(zip(times, times.dropFirst()).allSatisfy { $0 < $1 }, "Frames are in time order, one per time.")
        let scrolls = Set(recorded.result.records.filter { $0.call == "scrollViewDidScroll" }.map(\.time))
        #expect(scrolls.count > 60, "The fling scrolls on \(scrolls.count) frame ticks.")
        #expect(scrolls.isSubset(of: Set(times)), "\(scrolls.subtracting(times).count) frame ticks that scrolled have no frame.")
        #expect(zip(frames, frames.dropFirst()).allSatisfy { $0.picture != $1.picture }, "A frame shows a new picture.")
        #expect(recorded.page.contains("<section id=\"timeline\" class=\"timeline\" data-frames=\"\(frames.count)\""))
    }

    @Test("Recording a timeline leaves the run as it was: the same trace with and without it")
    func recordingDoesNotChangeTheRun() throws {
        for path in [Self.fling, Self.failing, "Scenarios/reorder/across-sections.yaml"] {
            let file = ScenarioFixture.packageRoot.appendingPathComponent(path).path
            let scenario = try ScenarioReader.read(contentsOf: file)
            let plain = ScenarioPlayer.play(scenario, steps: scenario.steps.count, observer: nil).result
            let recorded = try Self.record(path).result
            #expect(TraceLines.lines(plain) == TraceLines.lines(recorded), "\(path)")
        }
    }

    @Test("An hour of a banner keeps every frame in a page of sane size: equal pictures are kept once",
          .tags(.slow), .slowTier)
    func bannerHourIsSmall() throws {
        let recorded = try Self.record(Self.bannerHour)
        #expect(recorded.result.passed, "\(recorded.result.failure?.description ?? "")")
        let timeline = recorded.recorder.timeline
        let turns = recorded.result.records.filter { $0.call == "bannerPageTurn" }.count
        #expect(turns >= 1200)
        // Each page turn animates over several frame ticks; the rests between are one frame each.
        #expect(timeline.frames.count > turns * 10, "\(timeline.frames.count) frames for \(turns) page turns.")
        #expect(timeline.framesOnPage().count == timeline.frames.count, "Every frame is on the page.")
        #expect(timeline.pictures.count < 200, "\(timeline.pictures.count) distinct pictures.")
        #expect(recorded.page.utf8.count < 6_000_000, "The page is \(recorded.page.utf8.count) bytes.")
    }

    @Test("The failing step's source on the page ends where the step ends, not in the steps that never ran")
    func failingStepSourceStopsAtTheStep() throws {
        let yaml = """
            name: Expecting C after tapping B
            setup:
              layout: {flow: {itemSize: [100, 100]}}
              items: [A, B, C, D]
            steps:
              - tap: B
              - expect:
                  selected: [C]
              - tap: D
              - expect: {selected: [D]}

            """
        let scenario = try ScenarioReader.read(yaml, file: "film.yaml")
        let recorder = FilmstripRecorder(location: scenario.location)
        let (result, _) = ScenarioPlayer.play(scenario, steps: scenario.steps.count, observer: recorder)
        #expect(result.stepsRun == 2)
        let page = Filmstrip.page(for: result, frames: recorder.frames, source: yaml, timeline: recorder.timeline)
        #expect(page.contains("<pre class=\"source\">- expect:\n    selected: [C]</pre>"), "\(page)")
        #expect(!page.contains("- tap: D"))
    }

    @Test("A page's script is inline and safe: a record's text cannot end the script element")
    func scriptStringsAreSafe() {
        #expect(Filmstrip.jsString("</script><b>\"x\"\n") == "\"\\u003c/script>\\u003cb>\\\"x\\\"\\n\"")
    }

    static let chromium: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }
    static let pythonWithWebSocket: Bool = FileManager.default.isExecutableFile(atPath: "/usr/bin/python3")
        && (try? SchemaCheck.run("/usr/bin/python3", ["-c", "import websocket"]).status) == 0

    @Test("Headless Chromium scrubs every frame of a fling, an hour of a banner and a failure, and each compared frame shows what the text render shows then",
          .tags(.slow), .slowTier,
          .enabled(if: chromium != nil && pythonWithWebSocket, "needs chromium and python3-websocket (scripts/check-filmstrips.sh installs them)"))
    func chromiumScrubsTheTimeline() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pantomime-timeline-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var pairs: [String] = []
        for (path, every) in [(Self.fling, 7), (Self.bannerHour, 997), (Self.failing, 3)] {
            let recorded = try Self.record(path) { $0 % every == 0 }
            let timeline = recorded.recorder.timeline
            let checks: [[String: Any]] = timeline.frames.enumerated().compactMap { index, frame in
                guard let text = frame.text else { return nil }
                let lines = text.split(separator: "\n")
                let offset = lines.first.flatMap { $0.split(separator: " ").dropFirst().first }.map(String.init) ?? ""
                let labels = Set(lines.dropFirst().flatMap { $0.split { !($0.isLetter || $0.isNumber) } }.map(String.init))
                return ["frame": index, "time": frame.time.seconds, "offset": offset, "labels": labels.sorted(),
                        "records": frame.recordCount]
            }
            #expect(checks.count >= 3, "\(path): \(checks.count) frames compared.")
            let name = (path as NSString).lastPathComponent.replacingOccurrences(of: ".yaml", with: "")
            let page = folder.appendingPathComponent("\(name).html")
            try recorded.page.write(to: page, atomically: true, encoding: .utf8)
            let expected: [String: Any] = ["frames": timeline.frames.count, "failureFrame": timeline.failureFrame as Any, "checks": checks]
            let expectedFile = folder.appendingPathComponent("\(name).json")
            try JSONSerialization.data(withJSONObject: expected).write(to: expectedFile)
            pairs += ["--page", "\(page.path)=\(expectedFile.path)"]
        }
        let script = ScenarioFixture.packageRoot.appendingPathComponent("scripts/check_timeline.py").path
        let (status, output) = try SchemaCheck.run("/usr/bin/python3", [script, "--chromium", Self.chromium ?? "chromium"] + pairs)
        #expect(status == 0, "\(output)")
        #expect(output.contains("scrubbed"), "\(output)")
    }
}
