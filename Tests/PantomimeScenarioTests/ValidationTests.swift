import Foundation
import Pantomime
import PantomimeScenario
import Testing

/// Checks made before a scenario runs: item names, call names, lists cut at commas.
@Suite("Static validation")
struct ValidationTests {
    static func problems(_ yaml: String) throws -> [ScenarioError] {
        ScenarioValidator.problems(in: try ScenarioFixture.read(yaml))
    }

    @Test("A step naming a missing item is an error at the step, with a suggestion")
    func missingItem() throws {
        let found = try Self.problems("""
            name: Missing
            setup: {items: [Apple, B]}
            steps:
              - tap: Appel
            """)
        try #require(found.count == 1)
        #expect(found[0].location == ScenarioFixture.location(4, 5))
        #expect(found[0].message.contains("no item named 'Appel'"))
        #expect(found[0].message.contains("Did you mean 'Apple'?"))
    }

    @Test("Every problem of a file is reported, each at its own step")
    func everyProblem() throws {
        let found = try Self.problems("""
            name: Several
            setup: {items: [A, B]}
            steps:
              - tap: X
              - select: Y
              - expect: {selected: [Z], calls: [didSelectItmAt A]}
            """)
        #expect(found.map(\.location.line) == [4, 5, 6, 6])
        #expect(found[3].message.contains("Did you mean 'didSelectItemAt'?"))
    }

    @Test("Names inserted by an earlier step are known from that step on, and not before")
    func insertedNames() throws {
        let found = try Self.problems("""
            name: Inserted
            setup: {items: [A]}
            steps:
              - tap: N
              - insert: {items: [N, M], after: A}
              - tap: N
              - batch: [{insert: {items: [P], after: M}}, {delete: [P]}]
              - reloadData: {items: [Q]}
              - expect: {visible: [Q], calls: [didSelectItemAt P, didSelectItemAt 0.1]}
            """)
        #expect(found.map(\.location.line) == [4])
    }

    @Test("Generated names of the setup are known")
    func generatedNames() throws {
        let found = try Self.problems("""
            name: Generated
            setup: {items: {pattern: "I{n}", count: 30, from: 5}}
            steps:
              - tap: I5
              - scrollTo: {item: I34}
              - scrollTo: {item: I35}
            """)
        #expect(found.map(\.location.line) == [6])
    }

    @Test("A step that expects an error may name a missing item")
    func expectedErrorStep() throws {
        let found = try Self.problems("""
            name: Expected
            setup: {items: [A]}
            steps:
              - tap: Z
                expectError: no item named
            """)
        #expect(found.isEmpty)
    }

    @Test("A call of a kind the expectation does not compare is an error saying which kind to add")
    func callOfOtherKind() throws {
        let found = try Self.problems("""
            name: Kinds
            setup: {items: [A]}
            steps:
              - expect: {calls: [cellForItemAt A]}
              - expect: {calls: [cellForItemAt A], callKinds: [dataSource]}
            """)
        try #require(found.count == 1)
        #expect(found[0].message.contains("a dataSource call"))
    }

    @Test("A call list cut at the commas inside an entry is an error saying to quote it")
    func commaSplit() throws {
        let found = try Self.problems("""
            name: Commas
            setup: {items: [A]}
            steps:
              - expect: {callsInOrder: [scrollViewWillEndDragging velocity=0,0 target=0,-20]}
              - expect: {callsInOrder: ["scrollViewWillEndDragging velocity=0,0 target=0,-20"]}
              - expect:
                  callsInOrder:
                    - scrollViewWillEndDragging velocity=0,0 target=0,-20
            """)
        try #require(found.count == 1)
        #expect(found[0].location.line == 4)
        #expect(found[0].message.contains("'0 target=0'"))
        #expect(found[0].message.contains("Quote the entry"))
    }

    @Test("A notCalled pattern must match some known call")
    func notCalledPattern() throws {
        let found = try Self.problems("""
            name: Patterns
            steps:
              - expect: {notCalled: [scrollView*, "*Highlight*", scrolView*]}
            """)
        #expect(found.count == 1)
        #expect(found.first?.message.contains("'scrolView*'") == true)
    }

    @Test("Reading a file reports every invalid step, not the first only")
    func everyReadError() throws {
        #expect {
            try ScenarioFixture.read("""
                name: Read
                steps:
                  - tapp: A
                  - wait: -1
                """)
        } throws: { error in
            guard let error = error as? ScenarioError else { return false }
            return error.all.map(\.location.line) == [3, 4]
        }
    }
}
