import Foundation
import PantomimeLoop

extension ScenarioRun {
    /// The step `waitUntil` advances virtual time by between checks: a frame at 60 Hz.
    static let waitUntilFrame = 1.0 / 60

    /// Checks the expectation, then advances virtual time a frame at a time and checks again,
    /// until it holds; after `timeout` seconds without it holding, fails with what the last
    /// check found instead.
    mutating func waitUntil(_ expectation: Expectation, timeout: Double, at location: SourceLocation) throws {
        let start = loop.now
        var waited = 0.0
        do {
            while true {
                do {
                    try checkAll(expectation, at: location)
                    return
                } catch let failure as ScenarioFailure {
                    guard waited < timeout - 1e-9 else {
                        throw ScenarioFailure("waitUntil waited \(ScenarioNode.format(timeout))s from \(start)s, and what it waited for did not happen. \(failure.message)", at: location)
                    }
                }
                let step = min(Self.waitUntilFrame, timeout - waited)
                try loop.advance(by: .seconds(step))
                waited += step
            }
        } catch LoopError.workBudgetExceeded(let turns, _, let now, _) {
            throw ScenarioFailure("waitUntil ran out of the run's work budget of \(turns) loop turns at \(now)s, "
                + "after \(ScenarioNode.format((waited * 1000).rounded() / 1000))s of its \(ScenarioNode.format(timeout))s timeout: it checks at every frame, "
                + "60 times a virtual second, so a long wait spends the turns a whole run may take. "
                + "Wait most of the time with 'wait', then 'waitUntil' with a short timeout, or give the run a larger work budget.", at: location)
        }
    }
}
