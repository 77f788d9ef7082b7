import Foundation

/// Worlds around your own components, by name, for scenario files that say
/// `setup: {components: NAME}`.
///
/// A Swift test can hand a world to ``ScenarioPlayer/run(_:in:budget:)`` directly. To play
/// files against your components from the command line (`run`, `validate`, `render` and
/// `monkey`, including the files a monkey run writes), register a factory under a name and
/// start the command-line tool from your own executable target:
///
/// ```swift
/// import Gallery
/// import PantomimeCommandLine
///
/// @main
/// struct GalleryPantomime {
///     static func main() {
///         PantomimeCommandLine.main(components: ["gallery": { try Gallery.scenarioWorld() }])
///     }
/// }
/// ```
///
/// The factory builds a fresh world each time it is called: one per scenario, and one per
/// monkey run.
public enum ScenarioComponents {
    /// Builds a world around your own collection view, layout, data source and delegate.
    public typealias Factory = @Sendable () throws -> ScenarioWorld

    private static let lock = NSLock()
    nonisolated(unsafe) private static var factories: [String: Factory] = [:]

    /// Makes `factory` the world of scenarios whose setup says `components: name`,
    /// replacing any factory registered under that name before.
    public static func register(_ name: String, _ factory: @escaping Factory) {
        lock.lock()
        defer { lock.unlock() }
        factories[name] = factory
    }

    /// Forgets the factory registered under `name`, if any.
    public static func unregister(_ name: String) {
        lock.lock()
        defer { lock.unlock() }
        factories[name] = nil
    }

    /// The names registered, sorted.
    public static var names: [String] {
        lock.lock()
        defer { lock.unlock() }
        return factories.keys.sorted()
    }

    /// The factory registered under `name`, if any.
    public static func factory(named name: String) -> Factory? {
        lock.lock()
        defer { lock.unlock() }
        return factories[name]
    }

    /// The world a scenario names in `setup.components`, freshly built, or nil for one on
    /// the built-in model.
    ///
    /// - Throws: ``ScenarioError`` when the setup gives keys that do not apply to your own
    ///   components, when the name is not registered, or when the factory fails.
    static func world(for scenario: Scenario) throws -> ScenarioWorld? {
        guard let name = scenario.setup.components else { return nil }
        try ScenarioPlayer.checkOwnComponentsSetup(of: scenario)
        let location = scenario.setupKeys.first { $0.key == "components" }?.location ?? scenario.location
        return try world(named: name, at: location)
    }

    /// Why `name` cannot be played: no factory is registered under it.
    static func unregisteredMessage(_ name: String) -> String {
        let known = names
        let hint = known.isEmpty
            ? " No components are registered here: the plain pantomime command plays only its built-in model. Register yours with ScenarioComponents.register(\"\(name)\") { … } in a Swift test, or start PantomimeCommandLine.main(components:) from your own executable."
            : "\(Suggest.didYouMean(name, in: known)) Registered: \(Suggest.list(known))."
        return "setup.components names '\(Suggest.shortened(name))', which is not registered.\(hint)"
    }

    /// The world registered under `name`, or an error that says which names there are and
    /// how to register one.
    static func world(named name: String, at location: SourceLocation) throws -> ScenarioWorld {
        guard let factory = factory(named: name) else {
            throw ScenarioError(unregisteredMessage(name), at: location)
        }
        do {
            return try factory()
        } catch let error as ScenarioError {
            throw error
        } catch {
            throw ScenarioError("The components '\(name)' failed to build: \(error)", at: location)
        }
    }
}
