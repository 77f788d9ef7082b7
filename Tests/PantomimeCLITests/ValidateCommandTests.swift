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
}
