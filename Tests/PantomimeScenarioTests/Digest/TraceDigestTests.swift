import Foundation
import Pantomime
import PantomimeScenario
import Testing

/// A guard on every package scenario's trace: the SHA-256 of what each file records is
/// committed in `Tests/Fixtures/trace-digests.txt`, so that a change to any trace fails here
/// and, when it is deliberate, shows in review as a change to that file.
///
/// `make trace-digests` writes the file anew (it runs this suite with
/// `PANTOMIME_UPDATE_TRACE_DIGESTS=1`).
@Suite("Trace digests")
struct TraceDigestTests {
    static let digestFile = ScenarioFixture.packageRoot
        .appendingPathComponent("Tests/Fixtures/trace-digests.txt").path

    static let header = """
        # The SHA-256 of each scenario file's trace under Scenarios/: its records as JSON, one a line,
        # then its result. Columns: file, records, digest. A test compares every trace with this file;
        # when a trace change is deliberate, run `make trace-digests` and name the change in the commit.

        """

    /// What a digest covers: the records, as their JSON without the file and scenario names,
    /// then the result, steps run and end time. Nothing about how a report lays them out.
    static func recordedContent(of file: String) -> (records: Int, text: String) {
        let outcome = ScenarioSuite.run([ScenarioFilesTests.path(file)])
        var text = ""
        var count = 0
        for error in outcome.invalid { text += "invalid \(error.message)\n" }
        for result in outcome.results {
            for record in result.records { text += record.jsonLine + "\n" }
            count += result.records.count
            text += "end \(result.passed ? "pass" : "fail") steps=\(result.stepsRun) t=\(result.endTime)\n"
        }
        return (count, text)
    }

    static func digestLine(_ file: String) -> String {
        let content = recordedContent(of: file)
        return "\(file)\t\(content.records)\t\(SHA256.hexDigest(of: content.text))"
    }

    /// The committed lines by file.
    static func committed() throws -> [String: String] {
        let text = try String(contentsOfFile: digestFile, encoding: .utf8)
        var lines: [String: String] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let file = String(line.prefix { $0 != "\t" })
            lines[file] = String(line)
        }
        return lines
    }

    @Test("Every scenario's trace has the digest committed for it", .tags(.slow), .slowTier)
    func everyTraceMatchesItsDigest() throws {
        let current = ScenarioFixture.scenarioFiles.map(Self.digestLine)
        if ProcessInfo.processInfo.environment["PANTOMIME_UPDATE_TRACE_DIGESTS"] == "1" {
            try (Self.header + current.joined(separator: "\n") + "\n").write(toFile: Self.digestFile, atomically: true, encoding: .utf8)
            return
        }
        let committed = try Self.committed()
        var problems: [String] = []
        for line in current {
            let file = String(line.prefix { $0 != "\t" })
            guard let expected = committed[file] else {
                problems.append("\(file) is new: it has no committed digest.")
                continue
            }
            if expected != line {
                let was = expected.split(separator: "\t").dropFirst().first ?? "?"
                let now = line.split(separator: "\t").dropFirst().first ?? "?"
                problems.append("\(file): the trace changed (\(was) records before, \(now) now).")
            }
        }
        let files = Set(ScenarioFixture.scenarioFiles)
        for file in committed.keys.sorted() where !files.contains(file) {
            problems.append("\(file) has a committed digest but is no longer in Scenarios/.")
        }
        #expect(problems.isEmpty, """
            \(problems.count) scenario traces differ from Tests/Fixtures/trace-digests.txt:
            \(problems.prefix(30).joined(separator: "\n"))\(problems.count > 30 ? "\n… and \(problems.count - 30) more" : "")
            If every change is deliberate, run `make trace-digests` and name the changed traces in the commit.
            """)
    }

    @Test("A digest changes when one record of a trace changes")
    func oneRecordChangesTheDigest() throws {
        let file = try #require(ScenarioFixture.scenarioFiles.first { $0.hasPrefix("selection/") })
        let content = Self.recordedContent(of: file)
        try #require(content.records > 0)
        let changed = content.text.replacingOccurrences(of: "\"t\":0,", with: "\"t\":0.001,")
        try #require(changed != content.text)
        #expect(SHA256.hexDigest(of: changed) != SHA256.hexDigest(of: content.text))
    }

    @Test("SHA-256 gives the standard's test vectors",
          arguments: [
            ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
            ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
            ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
             "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
            ("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
             "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"),
          ])
    func standardVectors(_ message: String, _ digest: String) {
        #expect(SHA256.hexDigest(of: message) == digest)
    }

    @Test("SHA-256 of a message fed in pieces is the digest of the whole")
    func piecesGiveTheSameDigest() {
        let message = String(repeating: "pantomime ", count: 50)
        var hash = SHA256()
        for piece in message.split(separator: " ", omittingEmptySubsequences: false) {
            hash.update(piece.utf8)
            hash.update(" ".utf8)
        }
        var whole = SHA256()
        whole.update((message + " ").utf8)
        #expect(hash.hexDigest() == whole.hexDigest())
    }
}
