import Foundation
import Pantomime
import PantomimeLoop

/// A scripted interaction: how to set the collection view up, then steps of gestures,
/// time and expectations.
///
/// ```yaml
/// name: Tapping an item selects it
/// setup:
///   viewport: [320, 480]
///   layout: {flow: {itemSize: [100, 100]}}
///   items: [A, B, C]
/// steps:
///   - tap: B
///   - expect:
///       selected: [B]
///       calls: [shouldHighlightItemAt B, didHighlightItemAt B, shouldSelectItemAt B,
///               didSelectItemAt B, didUnhighlightItemAt B]
/// ```
public struct Scenario: Sendable {
    /// The scenario's `name`: a sentence saying the behaviour, printed in reports.
    public var name: String
    /// The path of the file the scenario was read from.
    public var file: String
    /// Where the scenario starts in its file; failures of the setup are reported here.
    public var location: SourceLocation
    /// The scenario's `tags`, in file order: words that `pantomime run --tag NAME` and
    /// `pantomime list --tag NAME` select it by.
    public var tags: [String] = []
    /// How the world starts: the collection view, its layout, its items and its delegate's answers.
    public var setup: ScenarioSetup
    /// The steps, run in order until the first failure; the steps of `runFlow` flows are
    /// already expanded in place.
    public var steps: [ScenarioStep]
    /// The keys the file's `setup` gives, with their places, in file order.
    public var setupKeys: [SetupKey] = []
    /// Where each setup key, and each key nested in one, is written, by dotted path
    /// (`layout.waterfall.columns`): an error from building the world points there.
    public var setupPlaces: [String: SourceLocation] = [:]
}
