import Foundation
import Pantomime
import PantomimeScenario
import Testing

/// `runFlow`: the steps of another file, with parameters.
@Suite("Subflows")
struct SubflowTests {
    /// A fresh folder of files for one test.
    final class Folder {
        let path: String

        init() throws {
            path = (NSTemporaryDirectory() as NSString).appendingPathComponent("pantomime-flows-\(UUID().uuidString)")
            try FileManager.default.createDirectory(atPath: path + "/flows", withIntermediateDirectories: true)
        }

        deinit { try? FileManager.default.removeItem(atPath: path) }

        @discardableResult
        func write(_ name: String, _ text: String) throws -> String {
            let file = (path as NSString).appendingPathComponent(name)
            try text.write(toFile: file, atomically: true, encoding: .utf8)
            return file
        }
    }

    static let setup = """
        setup:
          layout: {flow: {itemSize: [320, 100], lineSpacing: 0}}
          items: [A, B, C, D, E, F, G, H]
        """

    static let openRow = """
        steps:
          - scrollTo: {item: "${row}", position: top}
          - tap: ${row}
          - wait: ${pause}
          - expect: {selected: ["${row}"], callsInOrder: ["didSelectItemAt ${row}"]}
        """

    @Test("A flow run twice with different parameters gives the same trace, byte for byte, as its steps written out")
    func sameTraceAsWrittenOut() throws {
        let folder = try Folder()
        try folder.write("flows/open-row.yaml", Self.openRow)
        let included = try folder.write("included.yaml", """
            name: Same
            \(Self.setup)
            steps:
              - runFlow: {file: flows/open-row.yaml, with: {row: B, pause: 0.5}}
              - runFlow: {file: flows/open-row.yaml, with: {row: F, pause: 1}}
            """)
        let written = try folder.write("written.yaml", """
            name: Same
            \(Self.setup)
            steps:
              - scrollTo: {item: B, position: top}
              - tap: B
              - wait: 0.5
              - expect: {selected: [B], callsInOrder: [didSelectItemAt B]}
              - scrollTo: {item: F, position: top}
              - tap: F
              - wait: 1
              - expect: {selected: [F], callsInOrder: [didSelectItemAt F]}
            """)
        let first = ScenarioSuite.run([included]), second = ScenarioSuite.run([written])
        #expect(first.invalid.isEmpty && first.failed == 0, "\(first.invalid) \(first.results.map { $0.failure?.description ?? "" })")
        #expect(second.failed == 0)
        let a = ScenarioSuite.traceJSONLines(first).replacingOccurrences(of: included, with: "FILE")
        let b = ScenarioSuite.traceJSONLines(second).replacingOccurrences(of: written, with: "FILE")
        #expect(a.split(separator: "\n").count > 20)
        #expect(Data(a.utf8) == Data(b.utf8), "\(a)\n---\n\(b)")
    }

    @Test("The package's run-flow scenario and its written-out twin record the same trace")
    func packageTwins() throws {
        func records(_ name: String) throws -> [String] {
            let path = (ScenarioFixture.scenariosFolder as NSString).appendingPathComponent("language/\(name).yaml")
            let result = ScenarioPlayer.run(try ScenarioValidator.readChecked(contentsOf: path))
            #expect(result.failure == nil, "\(result.failure?.description ?? "")")
            return result.records.map(\.jsonLine)
        }
        let included = try records("run-flow"), written = try records("run-flow-written-out")
        #expect(included.count > 40)
        #expect(included == written)
    }

    @Test("Flows run flows, with paths relative to the file holding the step")
    func nested() throws {
        let folder = try Folder()
        try folder.write("flows/inner.yaml", "steps: [{tap: '${item}'}]\n")
        try folder.write("flows/outer.yaml", """
            steps:
              - runFlow: {file: inner.yaml, with: {item: "${first}"}}
              - runFlow: {file: inner.yaml, with: {item: C}}
            """)
        let file = try folder.write("main.yaml", """
            name: Nested
            setup: {items: [A, B, C], allowsMultipleSelection: true}
            steps:
              - runFlow: {file: flows/outer.yaml, with: {first: A}}
              - expect: {selected: [A, C]}
            """)
        let scenario = try ScenarioValidator.readChecked(contentsOf: file)
        #expect(scenario.steps.count == 3)
        #expect(scenario.steps[1].includedFrom.map(\.line) == [3, 4])
        #expect(ScenarioPlayer.run(scenario).failure == nil)
    }

    @Test("A cycle of flows is an error naming the chain")
    func cycle() throws {
        let folder = try Folder()
        try folder.write("flows/b.yaml", "steps: [{runFlow: a.yaml}]\n")
        try folder.write("flows/a.yaml", "steps: [{runFlow: b.yaml}]\n")
        let file = try folder.write("main.yaml", """
            name: Cycle
            steps:
              - runFlow: flows/a.yaml
            """)
        #expect {
            try ScenarioReader.read(contentsOf: file)
        } throws: { error in
            let message = (error as? ScenarioError)?.message ?? ""
            return message.contains("cycle") && message.contains("flows/a.yaml → \(folder.path)/flows/b.yaml → \(folder.path)/flows/a.yaml")
        }
    }

    @Test("An error inside a flow names its place in the flow and the runFlow step's place")
    func errorLocations() throws {
        let folder = try Folder()
        try folder.write("flows/bad.yaml", """
            steps:
              - wait: 1
              - tapp: A
            """)
        let file = try folder.write("main.yaml", """
            name: Places
            steps:
              - wait: 1
              - runFlow: flows/bad.yaml
            """)
        #expect {
            try ScenarioReader.read(contentsOf: file)
        } throws: { error in
            guard let error = error as? ScenarioError else { return false }
            return error.location == SourceLocation(file: folder.path + "/flows/bad.yaml", line: 3, column: 5)
                && error.message.hasPrefix("In the flow run at \(file):4:5: ")
                && error.message.contains("Did you mean 'tap'?")
        }
    }

    @Test("A missing item in a flow, and a failure at run time, name both places")
    func validationAndRunLocations() throws {
        let folder = try Folder()
        try folder.write("flows/check.yaml", """
            steps:
              - expect: {selected: ["${item}"]}
            """)
        let bad = try folder.write("bad.yaml", """
            name: Missing
            setup: {items: [A]}
            steps:
              - runFlow: {file: flows/check.yaml, with: {item: Z}}
            """)
        let problems = ScenarioValidator.problems(in: try ScenarioReader.read(contentsOf: bad))
        try #require(problems.count == 1)
        #expect(problems[0].location == SourceLocation(file: folder.path + "/flows/check.yaml", line: 2, column: 5))
        #expect(problems[0].message.hasPrefix("In the flow run at \(bad):4:5: There is no item named 'Z'"))
        let failing = try folder.write("failing.yaml", """
            name: Fails
            setup: {items: [A]}
            steps:
              - runFlow: {file: flows/check.yaml, with: {item: A}}
            """)
        let failure = try #require(ScenarioPlayer.run(try ScenarioReader.read(contentsOf: failing)).failure)
        #expect(failure.location.line == 2)
        #expect(failure.message.hasPrefix("In the flow run at \(failing):4:5: "))
    }

    @Test("A parameter the step does not give is an error naming it and the parameters given")
    func unknownParameter() throws {
        let folder = try Folder()
        try folder.write("flows/open.yaml", "steps:\n  - tap: ${rwo}\n")
        let file = try folder.write("main.yaml", """
            name: Unknown
            setup: {items: [A]}
            steps:
              - runFlow: {file: flows/open.yaml, with: {row: A, unused: 1}}
            """)
        #expect {
            try ScenarioReader.read(contentsOf: file)
        } throws: { error in
            let message = (error as? ScenarioError)?.message ?? ""
            return message.contains("'${rwo}'") && message.contains("the parameters given are row, unused")
                && message.contains("Did you mean 'row'?")
        }
    }

    @Test("An unquoted parameter inside brackets is a YAML error that says to quote it")
    func unquotedInBrackets() throws {
        let folder = try Folder()
        try folder.write("flows/open.yaml", "steps:\n  - expect: {selected: [${row}]}\n")
        let file = try folder.write("main.yaml", "name: Quote\nsetup: {items: [A]}\nsteps: [{runFlow: {file: flows/open.yaml, with: {row: A}}}]\n")
        #expect {
            try ScenarioReader.read(contentsOf: file)
        } throws: { error in
            (error as? ScenarioError)?.message.contains("quote it: [\"${row}\"]") == true
        }
    }

    @Test("A flow with a setup is an error")
    func flowWithSetup() throws {
        let folder = try Folder()
        try folder.write("flows/full.yaml", "name: Full\nsetup: {items: [A]}\nsteps: [{tap: A}]\n")
        let file = try folder.write("main.yaml", "name: Setup\nsteps: [{runFlow: flows/full.yaml}]\n")
        #expect {
            try ScenarioReader.read(contentsOf: file)
        } throws: { error in
            (error as? ScenarioError)?.message.contains("has no setup") == true
        }
    }

    @Test("A flow path that is missing or not a plain file is an error at the step, without reading it")
    func notAFile() throws {
        let folder = try Folder()
        for path in ["flows", "flows/missing.yaml", "/dev/zero"] {
            let file = try folder.write("main.yaml", "name: Not a file\nsteps:\n  - runFlow: \(path)\n")
            #expect {
                try ScenarioReader.read(contentsOf: file)
            } throws: { error in
                guard let error = error as? ScenarioError else { return false }
                return error.location.line == 3 && error.message.contains("not a plain file")
            }
        }
    }

    @Test("A folder search skips folders named flows")
    func suiteSkipsFlows() throws {
        let folder = try Folder()
        try folder.write("flows/open.yaml", "steps: [{tap: A}]\n")
        let main = try folder.write("main.yaml", "name: Main\nsteps: [{wait: 1}]\n")
        #expect(try ScenarioSuite.files(in: [folder.path]) == [main])
    }
}
