import Foundation
import Testing
@testable import PantomimeScenario

/// A section's generated names are made as they are read: every answer must be the one a
/// list of the names gives, before and after the items change.
@Suite("Item lists of generated names")
struct ItemListTests {
    static let patterns = ["I{n}", "{n}", "{n}I", "a{n}b{n}c", "{n}{n}", "Élément {n}", "e\u{301}{n}", "{n}\u{301}", "項目{n}番", "x{n}0"]

    @Test("Generated names read one by one are the names a list of them holds, and are found where the list finds them",
          arguments: patterns)
    func readAsListed(pattern: String) {
        for numbers in [0..<1, 0..<12, 3..<11, 95..<105, 999_990..<1_000_000] {
            let names = ScenarioNode.names(pattern, numbers: numbers)
            let list = ItemList(GeneratedItemNames(pattern: pattern, numbers: numbers))
            #expect(list.isGenerated)
            #expect(list.count == names.count)
            #expect(Array(list) == names, "pattern \(pattern), numbers \(numbers)")
            #expect(list.map { Array($0.utf8) } == names.map { Array($0.utf8) })
            #expect(list.name(at: -1) == nil && list.name(at: names.count) == nil)
            for probe in names + ["I0", "I007", "I-1", "", "10", "a1b1c", "\u{E9}5", "x30"] {
                #expect(list.firstIndex(of: probe) == names.firstIndex(of: probe), "pattern \(pattern), numbers \(numbers), name \(probe)")
                #expect(list.contains(probe) == names.contains(probe))
            }
            #expect(list == ItemList(names))
        }
    }

    @Test("Generated names that change become a list with the change, as a list of them would")
    func changesList() {
        let numbers = 0..<20
        let names = ScenarioNode.names("I{n}", numbers: numbers)
        let changes: [(inout ItemList) -> Void] = [
            { $0.remove(at: 3) }, { $0.insert("New", at: 5) }, { $0.append("End") }, { $0[7] = "Seven" },
            { $0.removeAll { $0.hasSuffix("1") } }, { $0.insert(contentsOf: ["P", "Q"], at: 0) }, { $0.swapAt(1, 2) },
        ]
        let arrayChanges: [(inout [String]) -> Void] = [
            { $0.remove(at: 3) }, { $0.insert("New", at: 5) }, { $0.append("End") }, { $0[7] = "Seven" },
            { $0.removeAll { $0.hasSuffix("1") } }, { $0.insert(contentsOf: ["P", "Q"], at: 0) }, { $0.swapAt(1, 2) },
        ]
        for (change, arrayChange) in zip(changes, arrayChanges) {
            var list = ItemList(GeneratedItemNames(pattern: "I{n}", numbers: numbers)), array = names
            change(&list)
            arrayChange(&array)
            #expect(!list.isGenerated)
            #expect(Array(list) == array)
        }
    }

    @Test("A setup of generated items keeps their pattern, not a list of their names, through reading and into the data source")
    func setupKeepsThePattern() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("item-list-\(UUID().uuidString).yaml").path
        try """
        name: generated items stay generated
        setup:
          items: {pattern: "I{n}", count: 100000}
        steps:
          - tap: I99999
        """.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let scenario = try ScenarioValidator.readChecked(contentsOf: path)
        let section = try #require(scenario.setup.sections.first)
        #expect(section.itemList.isGenerated)
        let model = ScenarioModel(setup: scenario.setup)
        #expect(model.sections.first?.items.isGenerated == true)
        #expect(model.name(at: IndexPath(item: 99_999, section: 0)) == "I99999")
        #expect(model.indexPath(of: "I4321") == IndexPath(item: 4_321, section: 0))
    }

    @Test("A section's names read back are the list it was given, and a name set in a list held once changes it in place")
    func listsAreNotCopied() {
        func address(_ names: [String]) -> UnsafeRawPointer? { names.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) } }
        let names = (0..<100).map { "Item \($0)" }
        let spec = SectionSpec(items: names)
        #expect(address(spec.items) == address(names))

        var list = ItemList((0..<100).map { "Item \($0)" })
        let before = address(list.list())
        list[3] = "Three"
        #expect(address(list.list()) == before)
        #expect(list[3] == "Three" && list.count == 100)
    }
}
