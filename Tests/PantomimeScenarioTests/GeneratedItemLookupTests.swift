import Foundation
import Testing
@testable import PantomimeScenario

/// A setup's generated items are looked up by reading a name's number back instead of
/// through a set of every name: every answer must be the set's.
@Suite("Looking up generated item names")
struct GeneratedItemLookupTests {
    static let patterns = ["I{n}", "{n}", "{n}I", "a{n}b{n}c", "{n}{n}", "Élément {n}", "K{n}", "e\u{301}{n}", "{n}\u{301}", "x{n}0"]

    static let probes = [
        "I0", "I1", "I9", "I10", "I11", "I12", "I007", "I07", "I00", "I-1", "I", "I1x", "i1", "I 1", "II1", "I1I",
        "0", "1", "10", "11", "01", "1I", "10I", "a1b1c", "a10b10c", "a1b10c", "a10b1c", "11", "1010", "1111", "010",
        "Élément 3", "E\u{301}le\u{301}ment 3", "\u{212A}3", "K3", "K03", "e\u{301}5", "\u{E9}5", "5\u{301}", "50", "500", "x50", "x30",
        "I99999999999999999999", "I+1", "I١", "",
    ]

    @Test("Whether a name is an item is what a set of every generated name says, for names near, beside and unlike the pattern",
          arguments: patterns)
    func sameAsSet(pattern: String) {
        for numbers in [0..<1, 0..<12, 3..<11, 10..<12] {
            let generated = GeneratedItemNames(pattern: pattern, numbers: numbers)
            let set = Set(generated.names)
            for probe in Self.probes + generated.names {
                #expect(generated.contains(probe) == set.contains(probe), "pattern \(pattern), numbers \(numbers), name \(probe)")
            }
            #expect(ItemNames.generated(generated).count == set.count)
            #expect(ItemNames.generated(generated).all == set)
        }
    }

    @Test("A setup of generated items checks itemSizes and steps against them, naming the items it lacks")
    func namesCheckedInScenario() throws {
        let good = """
        name: sizes of generated items
        setup:
          items: {pattern: "I{n}", count: 1000}
          itemSizes: {I999: [10, 10]}
        steps:
          - tap: I500
        """
        let scenario = try #require(try? ScenarioValidator.readChecked(text: good))
        #expect(scenario.setup.itemSizes.keys.sorted() == ["I999"])
        #expect(scenario.setup.sections.first?.items.count == 1000)

        let unknownSize = good.replacingOccurrences(of: "I999:", with: "I1000:")
        #expect(throws: ScenarioError.self) { try ScenarioValidator.readChecked(text: unknownSize) }
        do { _ = try ScenarioValidator.readChecked(text: unknownSize) } catch let error as ScenarioError {
            #expect(error.message.hasPrefix("setup.itemSizes names 'I1000', which is not an item."))
        }
        let unknownStep = good.replacingOccurrences(of: "tap: I500", with: "tap: I0500")
        do { _ = try ScenarioValidator.readChecked(text: unknownStep) } catch let error as ScenarioError {
            #expect(error.message.hasPrefix("There is no item named 'I0500' in the setup"))
        }
        #expect(throws: ScenarioError.self) { try ScenarioValidator.readChecked(text: unknownStep) }
    }
}

private extension ScenarioValidator {
    /// Reads and checks scenario text through a file, as a suite does.
    static func readChecked(text: String) throws -> Scenario {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("generated-lookup-\(UUID().uuidString).yaml").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try readChecked(contentsOf: path)
    }
}

/// Numbers are read from their text trimmed of whitespace at its ends, skipping the trim
/// when there is none: the text read must be what Foundation's trim gives.
@Suite("Trimming numbers' text")
struct NumberTextTrimTests {
    @Test("Text is trimmed as trimmingCharacters(in: .whitespaces) trims it, with and without whitespace at either end",
          arguments: ["", " ", "12", " 12", "12 ", "\t1e3\t", "\u{A0}7", "7\u{2003}", "\n5", "5\n", "1 2", " - 3 ", "é", "\u{301}"])
    func sameAsFoundation(text: String) {
        #expect(ScenarioNode.trimmed(text) == text.trimmingCharacters(in: .whitespaces))
    }
}
