import Foundation
import Testing

/// `pantomime validate` and `run` check names before anything plays.
@Suite("Validation from the command line")
struct ValidateCommandTests {
    static let missingItem = """
        name: Tapping an item that is not there
        setup:
          items: [A, B, C]
        steps:
          - tap: Z
          - expect: {selected: [Y]}

        """

    @Test("validate exits 2 for a step naming a missing item and prints every problem with its place")
    func validateMissingItem() throws {
        let runner = try CommandRunner()
        defer { runner.removeFolder() }
        let file = try runner.write("missing.yaml", Self.missingItem)
        let output = try runner.run("validate", file)
        #expect(output.status == 2, "\(output.all)")
        #expect(output.standardOutput.contains("\(file):5:5: error: There is no item named 'Z'"))
        #expect(output.standardOutput.contains("\(file):6:5: error: There is no item named 'Y'"))
        #expect(output.lastLine == "0 valid, 1 invalid")
    }

    @Test("run exits 2 for a step naming a missing item, before playing anything")
    func runMissingItem() throws {
        let runner = try CommandRunner()
        defer { runner.removeFolder() }
        let file = try runner.write("missing.yaml", Self.missingItem)
        let output = try runner.run("run", file)
        #expect(output.status == 2, "\(output.all)")
        #expect(!output.standardOutput.contains("FAIL"))
        #expect(output.standardOutput.contains("\(file):6:5: error: There is no item named 'Y'"))
        #expect(output.lastLine == "0 passed, 0 failed, 1 invalid")
    }

    static let fourTypos = """
        name: Four typos
        setup:
          viewprt: [320, 480]
          items: [Apple, Banana, Cherry]
        steps:
          - tapp: Apple
          - tap: Appel
          - expect: {calls: [didSelectItemAtt Apple]}

        """

    @Test("validate and run report a setup typo, a step typo, a misspelt item and a misspelt call in one run")
    func everyProblemInOneRun() throws {
        let runner = try CommandRunner()
        defer { runner.removeFolder() }
        let file = try runner.write("typos.yaml", Self.fourTypos)
        for command in ["validate", "run"] {
            let output = try runner.run(command, file)
            #expect(output.status == 2, "\(output.all)")
            for expected in ["\(file):3:3: error: Unknown key 'viewprt' in setup. Did you mean 'viewport'?",
                             "\(file):6:5: error: Unknown key 'tapp' in steps[0]. Did you mean 'tap'?",
                             "\(file):7:5: error: There is no item named 'Appel' in the setup or inserted by an earlier step. Did you mean 'Apple'?",
                             "\(file):8:5: error: calls names the call 'didSelectItemAtt', which no component records. Did you mean 'didSelectItemAt'?"] {
                #expect(output.standardOutput.contains(expected), "\(command): \(output.all)")
            }
        }
    }

    @Test("validate lists 20 problems of a file and one line counting the rest")
    func problemsAreCapped() throws {
        let runner = try CommandRunner()
        defer { runner.removeFolder() }
        var yaml = "name: Many\nsetup: {items: [A]}\nsteps:\n"
        for index in 0..<500 { yaml += "  - tap: missing\(index)\n" }
        let file = try runner.write("many.yaml", yaml)
        let output = try runner.run("validate", file)
        #expect(output.status == 2, "\(output.all)")
        let lines = output.standardOutput.split(separator: "\n")
        #expect(lines.filter { $0.contains("There is no item named") }.count == 20)
        #expect(lines.contains { $0 == "\(file): error: and 480 more problems in this file, not listed: fix the ones above and check the file again." }, "\(output.all)")
        #expect(output.lastLine == "0 valid, 1 invalid")
    }
}
