import Foundation
import Pantomime

/// What a run does with golden snapshots (`expect: {snapshot: NAME}`).
public enum SnapshotMode: String, Sendable, CaseIterable {
    /// Compare each snapshot with its recorded files; a missing file fails the step.
    case verify
    /// Write the snapshots that have no files yet and compare the others
    /// (`pantomime run --record`).
    case recordMissing
    /// Write every snapshot, replacing its files (`pantomime run --update-snapshots`).
    case updateAll
}

/// Where a scenario's golden snapshots are kept: beside its file, in
/// `__snapshots__/STEM/`, where STEM is the file's name without `.yaml` or `.yml`; each
/// snapshot is three files there, `NAME.trace.jsonl`, `NAME.txt` and `NAME.svg`.
///
/// ```
/// Scenarios/selection/tap-selects.yaml
/// Scenarios/selection/__snapshots__/tap-selects/after-tap.trace.jsonl
/// Scenarios/selection/__snapshots__/tap-selects/after-tap.txt
/// Scenarios/selection/__snapshots__/tap-selects/after-tap.svg
/// ```
public enum GoldenSnapshot {
    /// The folder that holds a scenario file's snapshots.
    public static func folder(for scenarioFile: String) -> String {
        let file = scenarioFile as NSString
        let stem = (file.lastPathComponent as NSString).deletingPathExtension
        return (file.deletingLastPathComponent as NSString).appendingPathComponent("__snapshots__/\(stem)")
    }

    /// The three files of snapshot `name` and what each holds now: the trace so far as
    /// JSON lines (records only, as `[1, t, call, …]`), the text picture and the SVG
    /// picture (``ScenarioPicture``).
    static func files(named name: String, in world: ScenarioWorld, scenarioFile: String) -> [(path: String, content: String)] {
        let folder = folder(for: scenarioFile) as NSString
        let trace = world.trace.records.map { TraceLines.line($0, id: 1) + "\n" }.joined()
        return [
            (folder.appendingPathComponent("\(name).trace.jsonl"), trace),
            (folder.appendingPathComponent("\(name).txt"), ScenarioPicture.text(of: world)),
            (folder.appendingPathComponent("\(name).svg"), ScenarioPicture.svg(of: world)),
        ]
    }

    /// Whether a snapshot name can be a file name: letters, digits, `-`, `_` and `.`, not
    /// starting with `.`.
    static func isValidName(_ name: String) -> Bool {
        // A tag's letters, which no file name would mangle, and no leading dot (a hidden file).
        ScenarioSelection.isValidTag(name) && !name.hasPrefix(".")
    }
}

extension ScenarioRun {
    /// Compares (or writes, by the run's ``SnapshotMode``) the golden snapshot the
    /// expectation names.
    mutating func checkGolden(_ expectation: Expectation, at location: SourceLocation) throws {
        guard let name = expectation.golden else { return }
        try loop.runPending()
        let manager = FileManager.default
        var differences: [String] = []
        for (path, content) in GoldenSnapshot.files(named: name, in: world, scenarioFile: scenario.file) {
            let recorded = manager.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
            if snapshotMode == .updateAll || (snapshotMode == .recordMissing && recorded == nil) {
                if recorded == content { continue }
                do {
                    try manager.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                    try content.write(toFile: path, atomically: true, encoding: .utf8)
                } catch {
                    throw ScenarioFailure("At \(loop.now)s: the snapshot '\(name)' could not be written to \(path): \(error.localizedDescription). Check that the scenario's folder is writable.", at: location)
                }
                recordedSnapshots.append(path)
                continue
            }
            guard let recorded else {
                throw ScenarioFailure("At \(loop.now)s: the snapshot '\(name)' has no recorded \(path). Record it with: pantomime run --record \(scenario.file)", at: location)
            }
            if let diff = ScenarioPicture.diff(expected: recorded, actual: content) {
                differences.append("\(path) differs \(diff)")
            }
        }
        if !differences.isEmpty {
            throw ScenarioFailure("At \(loop.now)s: the snapshot '\(name)' differs from what is recorded. If the change is meant, accept it with: pantomime run --update-snapshots \(scenario.file)\n" + differences.joined(separator: "\n"), at: location)
        }
    }
}
