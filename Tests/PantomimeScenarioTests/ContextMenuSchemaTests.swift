import Foundation
@testable import PantomimeScenario
import Testing

/// The schema and the reader agree on a context menu's words.
@Suite("Context menu schema")
struct ContextMenuSchemaTests {
    static func scenario(hold: String, form: String = "itemsAt") -> String {
        """
        name: A context menu
        setup:
          items: [A, B]
          contextMenu: {form: \(form)}
        steps:
          - contextMenu: {item: B, hold: \(hold)}
        """
    }

    @Test("A contextMenu hold of 0.5 s or less is refused by the reader and by the schema; a longer one by neither",
          arguments: [("0.5", false), ("0.3", false), ("0.51", true), ("0.8", true)])
    func holdBoundsAgree(hold: String, accepted: Bool) throws {
        let text = Self.scenario(hold: hold)
        let readerAccepts = (try? ScenarioReader.read(text, file: "hold.yaml")) != nil
        let (errors, checked) = try ScenarioSchemaTests.complaints([.init(origin: "hold", json: try ScenarioSchemaTests.json(text))])
        #expect(checked == 1)
        #expect(readerAccepts == accepted)
        #expect(errors.isEmpty == accepted, "hold \(hold): \(errors.joined(separator: "\n"))")
    }

    @Test("contextMenu.form takes the three forms; another word is refused by the reader, with the forms named, and by the schema")
    func formWords() throws {
        for form in ContextMenuSpec.Form.allCases {
            let scenario = try ScenarioReader.read(Self.scenario(hold: "0.8", form: form.rawValue), file: "form.yaml")
            #expect(scenario.setup.contextMenu?.form == form)
        }
        let wrong = Self.scenario(hold: "0.8", form: "itemAtt")
        #expect(throws: (any Error).self) { try ScenarioReader.read(wrong, file: "form.yaml") }
        do {
            _ = try ScenarioReader.read(wrong, file: "form.yaml")
        } catch {
            #expect("\(error)".contains("itemsAt, itemAt, both"))
        }
        let (errors, _) = try ScenarioSchemaTests.complaints([.init(origin: "form", json: try ScenarioSchemaTests.json(wrong))])
        #expect(!errors.isEmpty)
    }
}
