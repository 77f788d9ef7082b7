import Foundation
import Testing
import Yams
@testable import PantomimeScenario

@Suite("A mapping's keys read in their declared order")
struct KeyedFieldsTests {
    private func given(_ yaml: String) throws -> [(key: Keys.GeneratedNames, value: ScenarioNode)] {
        let root = try #require(try ScenarioReader.composeForReading(yaml))
        return try ScenarioNode(node: root, file: "keys.yaml", path: "items").fields(Keys.GeneratedNames.self).given
    }

    @Test("The keys a mapping gives come in their declared order, whatever the file's order, each with its own value")
    func declaredOrder() throws {
        for yaml in ["{from: 3, count: 2, pattern: 'I{n}'}", "{pattern: 'I{n}', count: 2, from: 3}", "{count: 2, from: 3, pattern: 'I{n}'}"] {
            let given = try given(yaml)
            #expect(given.map(\.key) == [.pattern, .count, .from])
            #expect(try given.map { try $0.value.string() } == ["I{n}", "2", "3"])
        }
    }

    @Test("Keys the mapping leaves out are left out, and an empty mapping gives none")
    func missingKeys() throws {
        #expect(try given("{from: 1, pattern: 'X{n}'}").map(\.key) == [.pattern, .from])
        #expect(try given("{}").isEmpty)
    }
}

extension KeyedFieldsTests {
    @Test("A key is looked up, and given, as the first pair holding it, whatever pairs come before or after")
    func lookupFindsTheFirstPair() throws {
        let root = try #require(try ScenarioReader.composeForReading("{pattern: 'I{n}', count: 2, from: 3}\n"))
        let owner = ScenarioNode(node: root, file: "f.yaml", path: "m")
        let pairs = try owner.mapping(allowed: Keys.GeneratedNames.names)
        let doubled = Fields(owner: owner, pairs: pairs + pairs.map { ($0.key, $0.keyNode, owner) })
        for key in Keys.GeneratedNames.names {
            #expect(try doubled[key]?.string() == pairs.first { $0.key == key }?.value.string())
        }
        #expect(doubled["d"] == nil)
        let given = KeyedFields<Keys.GeneratedNames>(fields: doubled).given
        #expect(given.map(\.key) == [.pattern, .count, .from])
        #expect(try given.map { try $0.value.string() } == ["I{n}", "2", "3"])
    }
}
