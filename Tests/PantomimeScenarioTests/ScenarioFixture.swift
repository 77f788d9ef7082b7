import Foundation
import PantomimeScenario

/// Scenario text read and run in memory, and the package's own scenario files.
enum ScenarioFixture {
    /// The package root, found from this file's place in `Tests/PantomimeScenarioTests/`.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The folder of the package's scenario files.
    static let scenariosFolder: String = packageRoot.appendingPathComponent("Scenarios").path

    /// Every scenario file under `Scenarios/`, relative to that folder, sorted.
    static let scenarioFiles: [String] = {
        let prefix = scenariosFolder + "/"
        let files = (try? ScenarioSuite.files(in: [scenariosFolder])) ?? []
        return files.map { $0.hasPrefix(prefix) ? String($0.dropFirst(prefix.count)) : $0 }
    }()

    /// The file name that in-memory scenarios report in their locations.
    static let fileName = "scenario.yaml"

    /// Reads YAML text as the scenario file ``fileName``.
    static func read(_ yaml: String) throws -> Scenario {
        try ScenarioReader.read(yaml, file: fileName)
    }

    /// Reads and runs YAML text.
    static func run(_ yaml: String) throws -> ScenarioResult {
        ScenarioPlayer.run(try read(yaml))
    }

    /// The place `line:column` in ``fileName``.
    static func location(_ line: Int, _ column: Int) -> SourceLocation {
        SourceLocation(file: fileName, line: line, column: column)
    }
}
