import Foundation
import Pantomime
import Testing
@testable import PantomimeScenario

/// The trace names every record's item through the scenario's model.
@Suite("Naming the items of a scenario's trace")
struct ItemNamingTests {
    static func setup(_ yaml: String) throws -> ScenarioSetup {
        try ScenarioReader.readSetup(yaml: yaml)
    }

    @Test("A trace kept after its world is gone still names the items, through the model its namer holds")
    func namerHoldsTheModel() throws {
        var world: ScenarioWorld? = try ScenarioWorld(setup: Self.setup("items: [A, B, C]\n"))
        let trace = try #require(world?.trace)
        weak var model = world?.model
        world = nil
        #expect(model != nil)
        #expect(trace.itemNamer?(IndexPath(item: 1, section: 0)) == "B")
        #expect(trace.itemNamer?(IndexPath(item: 3, section: 0)) == nil)
    }

    @Test("A model names the items of its sections as they change in place, and counts every change")
    func namesFollowChangesInPlace() throws {
        let model = ScenarioModel(setup: try Self.setup("sections: [[A, B], [C, D, E]]\n"))
        #expect(model.name(at: IndexPath(item: 1, section: 0)) == "B")
        #expect(model.name(at: IndexPath(item: 2, section: 1)) == "E")
        #expect(model.name(at: IndexPath(item: 3, section: 1)) == nil)
        #expect(model.name(at: IndexPath(item: 0, section: 2)) == nil)
        #expect(model.name(at: IndexPath(index: 0)) == nil)
        let before = model.dataChangeCount
        model.sections[0].items.remove(at: 0)
        #expect(model.dataChangeCount == before + 1)
        #expect(model.name(at: IndexPath(item: 0, section: 0)) == "B")
        model.sections[1].items[0] = "first"
        #expect(model.dataChangeCount == before + 2)
        #expect(model.name(at: IndexPath(item: 0, section: 1)) == "first")
        model.sections = [ScenarioModel.Section(items: ["Z"], spec: SectionSpec(items: ["Z"]))]
        #expect(model.dataChangeCount == before + 3)
        #expect(model.name(at: IndexPath(item: 0, section: 0)) == "Z")
        #expect(model.allNames == ["Z"])

        let generated = ScenarioModel(setup: try Self.setup("items: {pattern: \"I{n}\", count: 3}\n"))
        #expect(generated.name(at: IndexPath(item: 2, section: 0)) == "I2")
        #expect(generated.name(at: IndexPath(item: 3, section: 0)) == nil)
        generated.sections[0].items[0] = "first"
        #expect(generated.name(at: IndexPath(item: 0, section: 0)) == "first")
        #expect(generated.name(at: IndexPath(item: 1, section: 0)) == "I1")
    }
}
