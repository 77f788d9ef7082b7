import Pantomime

/// Watches a scenario play: told once the world is set up and after every step, with the
/// world as the step left it, so it can draw or record each moment.
public protocol ScenarioObserver: AnyObject {
    /// The world is built and its first layout pass has run; no step has run yet.
    func didSetUp(_ world: ScenarioWorld)
    /// Step `index` (from 0) ran; `failure` is set when it failed, and no step follows.
    func didPerform(_ step: ScenarioStep, index: Int, in world: ScenarioWorld, failure: ScenarioFailure?)
}
