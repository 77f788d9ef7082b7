import Foundation
import Pantomime
import PantomimeLoop

/// Records a ``FilmstripFrame`` after the setup and after every step of a scenario, and a
/// ``FilmstripTimeline`` of every loop turn in between.
///
/// ```swift
/// let recorder = FilmstripRecorder()
/// let (result, _) = ScenarioPlayer.play(scenario, steps: scenario.steps.count, observer: recorder)
/// let page = Filmstrip.page(for: result, frames: recorder.frames, timeline: recorder.timeline)
/// ```
///
/// The timeline is drawn after each turn of the world's loop (through its `turnObserver`,
/// after any observer already set), reading the views only, so the run and its trace are
/// the same with or without a recorder.
public final class FilmstripRecorder: ScenarioObserver {
    /// The frames recorded so far: one for the setup, then one per step.
    public private(set) var frames: [FilmstripFrame] = []
    /// Every frame of the run in virtual time.
    public private(set) var timeline = FilmstripTimeline()
    private var mark = 0
    private let location: SourceLocation
    private let keepsText: ((Int) -> Bool)?
    /// The step running: 0 during the setup, then the step's number from 1.
    private var step = 0
    /// The touch records of the current gesture (from the first finger down after all were
    /// up), which draw the fingers; the fingers down; how far the trace was scanned.
    private var gestureTouches: [TraceRecord] = []
    private var fingersDown: Set<String> = []
    private var scanned = 0

    /// A recorder for a scenario; `location` is where its setup is written.
    ///
    /// - Parameter keepsText: which timeline frames (by index) also keep the viewport as
    ///   text (``FilmstripTimeline/Frame/text``), for checking the pictures against the
    ///   text render; none when nil.
    public init(location: SourceLocation = SourceLocation(file: "", line: 1, column: 1), keepsText: ((Int) -> Bool)? = nil) {
        self.location = location
        self.keepsText = keepsText
    }

    /// Records the world as the setup left it, as frame 0, and starts the timeline.
    public func didSetUp(_ world: ScenarioWorld) {
        frames.append(frame(step: 0, location: location, isExpectation: false, world: world, failure: nil))
        captureTurn(of: world)
        step = 1
        let previous = world.loop.turnObserver
        world.loop.turnObserver = { [weak self, weak world] in
            previous?()
            if let world { self?.captureTurn(of: world) }
        }
    }

    /// Records the world as the step left it, with the step's failure if it failed.
    public func didPerform(_ step: ScenarioStep, index: Int, in world: ScenarioWorld, failure: ScenarioFailure?) {
        var isExpectation = false
        if case .expect = step.action { isExpectation = true }
        frames.append(frame(step: index + 1, location: step.location, isExpectation: isExpectation, world: world, failure: failure))
        self.step = index + 1
        captureTurn(of: world)
        if failure != nil { timeline.markFailure() }
        self.step = index + 2
    }

    private func captureTurn(of world: ScenarioWorld) {
        let records = world.trace.records
        if scanned > records.count { scanned = 0 }
        for record in records[scanned...] where record.kind == .touch {
            let finger = record.values.first { $0.key == "finger" }?.value ?? ""
            switch record.call {
            case "touchesBegan":
                if fingersDown.isEmpty { gestureTouches.removeAll() }
                fingersDown.insert(finger)
            case "touchesEnded", "touchesCancelled":
                fingersDown.remove(finger)
            default:
                break
            }
            gestureTouches.append(record)
        }
        scanned = records.count
        let snapshot = ViewSnapshot(world.collectionView, fingerRecords: gestureTouches)
        let keepsText = keepsText
        timeline.add(snapshot, at: world.loop.now, step: step, recordCount: records.count) { index in
            keepsText?(index) == true ? TextRenderer.render(world.collectionView) : nil
        }
    }

    private func frame(step: Int, location: SourceLocation, isExpectation: Bool, world: ScenarioWorld,
                       failure: ScenarioFailure?) -> FilmstripFrame {
        let records = world.trace.records
        let start = min(mark, records.count)
        mark = records.count
        let added = Array(records[start...])
        return FilmstripFrame(step: step, location: location, isExpectation: isExpectation,
                              snapshot: ViewSnapshot(world.collectionView, fingerRecords: added),
                              records: added, failure: failure)
    }
}
