import Foundation
import Pantomime
import PantomimeLoop

/// Records a ``FilmstripFrame`` after the setup and after every step of a scenario.
///
/// ```swift
/// let recorder = FilmstripRecorder()
/// let (result, _) = ScenarioPlayer.play(scenario, steps: scenario.steps.count, observer: recorder)
/// let page = Filmstrip.page(for: scenario, result: result, frames: recorder.frames)
/// ```
public final class FilmstripRecorder: ScenarioObserver {
    /// The frames recorded so far: one for the setup, then one per step.
    public private(set) var frames: [FilmstripFrame] = []
    private var mark = 0
    private let location: SourceLocation

    /// A recorder for a scenario; `location` is where its setup is written.
    public init(location: SourceLocation = SourceLocation(file: "", line: 1, column: 1)) {
        self.location = location
    }

    /// Records the world as the setup left it, as frame 0.
    public func didSetUp(_ world: ScenarioWorld) {
        frames.append(frame(step: 0, location: location, isExpectation: false, world: world, failure: nil))
    }

    /// Records the world as the step left it, with the step's failure if it failed.
    public func didPerform(_ step: ScenarioStep, index: Int, in world: ScenarioWorld, failure: ScenarioFailure?) {
        var isExpectation = false
        if case .expect = step.action { isExpectation = true }
        frames.append(frame(step: index + 1, location: step.location, isExpectation: isExpectation, world: world, failure: failure))
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
