import Testing
import Yams
@testable import PantomimeScenario

/// The reader composes YAML without typing plain scalars; what it reads must not change.
@Suite("Composing YAML for the reader")
struct ComposeForReadingTests {
    @Test("Every spelling of null YAML knows still reads as null", arguments: ["", "~", "null", "Null", "NULL"])
    func nullSpellings(spelling: String) throws {
        let node = try #require(try ScenarioReader.composeForReading("key: \(spelling)\n"))
        let value = try #require(node.mapping?["key"])
        #expect(ScenarioNode(node: value, file: "null.yaml", path: "key").isNull)
    }

    @Test("A quoted NULL is text, not null")
    func quotedNull() throws {
        let node = try #require(try ScenarioReader.composeForReading("key: 'NULL'\n"))
        let value = try #require(node.mapping?["key"])
        #expect(!ScenarioNode(node: value, file: "null.yaml", path: "key").isNull)
    }

    @Test("Keys that differ only in their YAML type are accepted as the default resolver accepts them")
    func keysOfDifferentTypes() throws {
        let text = "1: a\n\"1\": b\n"
        let node = try ScenarioReader.composeForReading(text)
        #expect(node?.mapping?.count == 2)
    }

    @Test("A key written twice is refused with Yams' own error")
    func duplicateKey() {
        #expect(throws: YamlError.self) { try ScenarioReader.composeForReading("a: 1\na: 2\n") }
    }

    @Test("Numbers and booleans are read from their text whatever the resolver")
    func typedValues() throws {
        let node = try #require(try ScenarioReader.composeForReading("d: 2.5\nb: yes\n"))
        let mapping = try #require(node.mapping)
        #expect(try ScenarioNode(node: try #require(mapping["d"]), file: "t.yaml", path: "d").double() == 2.5)
        #expect(try ScenarioNode(node: try #require(mapping["b"]), file: "t.yaml", path: "b").bool() == true)
    }
}
