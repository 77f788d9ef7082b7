import Foundation
@testable import PantomimeScenario
import Testing

/// A file's problems are all reported in one check, across the setup, the steps, the
/// names and the calls, and what `run` refuses for your own components is refused by
/// `validate` too.
@Suite("Every problem of a file in one check")
struct EveryProblemTests {
    /// Writes `yaml` to a file of its own and reads and checks it as `run` and `validate` do.
    static func check(_ yaml: String) throws -> ScenarioError? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("every-problem-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("scenario.yaml").path
        try yaml.write(toFile: file, atomically: true, encoding: .utf8)
        do {
            _ = try ScenarioValidator.readChecked(contentsOf: file)
            return nil
        } catch let error as ScenarioError {
            return error
        }
    }

    /// Each problem as `line:column: message`.
    static func places(_ error: ScenarioError?) -> [String] {
        (error?.all ?? []).map { "\($0.location.line):\($0.location.column): \($0.message)" }
    }

    @Test("A setup typo, a step typo, a misspelt item and a misspelt call are reported together, each at its place with a suggestion")
    func fourTyposInOneCheck() throws {
        let error = try Self.check("""
            name: Four typos
            setup:
              viewprt: [320, 480]
              items: [Apple, Banana, Cherry]
            steps:
              - tapp: Apple
              - tap: Appel
              - expect: {calls: [didSelectItemAtt Apple]}
            """)
        let found = Self.places(error)
        try #require(found.count == 4, "\(found)")
        #expect(found[0].hasPrefix("3:3: Unknown key 'viewprt' in setup. Did you mean 'viewport'?"))
        #expect(found[1].hasPrefix("6:5: Unknown key 'tapp' in steps[0]. Did you mean 'tap'?"))
        #expect(found[2].hasPrefix("7:5: There is no item named 'Appel'"))
        #expect(found[2].contains("Did you mean 'Apple'?"))
        #expect(found[3].hasPrefix("8:5: calls names the call 'didSelectItemAtt'"))
        #expect(found[3].contains("Did you mean 'didSelectItemAt'?"))
    }

    @Test("Every setup key that cannot be read is reported, and the keys that can still are")
    func everySetupKey() throws {
        let error = try Self.check("""
            name: Setup
            setup:
              viewport: [320, -1]
              allowsSelection: maybe
              bounce: true
              items: [A]
            steps:
              - tap: B
            """)
        let found = Self.places(error)
        #expect(found.count == 4, "\(found)")
        #expect(found.contains { $0.hasPrefix("3:13:") })
        #expect(found.contains { $0.hasPrefix("4:20: setup.allowsSelection must be true or false") })
        #expect(found.contains { $0.hasPrefix("5:3: Unknown key 'bounce' in setup. Did you mean 'bounces'?") })
        #expect(found.contains { $0.hasPrefix("8:5: There is no item named 'B'") })
    }

    @Test("Every unknown key of one mapping is reported, not only the first")
    func everyUnknownKeyOfAMapping() throws {
        let error = try Self.check("""
            name: Keys
            steps:
              - drag: {form: [0, 0], too: [10, 10], duraton: 1}
            """)
        let found = Self.places(error)
        #expect(found.count == 3, "\(found)")
        #expect(found.allSatisfy { $0.hasPrefix("3:") })
        #expect(found.contains { $0.contains("'duraton'") && $0.contains("Did you mean 'duration'?") })
    }

    @Test("A step that cannot be read does not make the names it would add look unknown to later steps")
    func unreadStepAddsItsNames() throws {
        let error = try Self.check("""
            name: Insert typo
            setup: {items: [A]}
            steps:
              - insert: {itms: [Fig]}
              - tap: Fig
              - tap: Gooseberry
            """)
        let found = Self.places(error)
        #expect(found.count == 2, "\(found)")
        #expect(found.first?.hasPrefix("4:14: Unknown key 'itms'") == true)
        #expect(found.last?.hasPrefix("6:5: There is no item named 'Gooseberry'") == true)
    }

    @Test("Steps are not checked against item names when the setup's items cannot be read")
    func unreadItemsCheckNoNames() throws {
        let error = try Self.check("""
            name: Items unread
            setup: {items: {pattern: "I", count: 3}}
            steps:
              - tap: I1
            """)
        let found = Self.places(error)
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.contains("must contain {n}") == true)
    }

    @Test("A misspelt required key is reported once, as the unknown key, not also as missing")
    func misspeltRequiredKeyOnce() throws {
        let found = Self.places(try Self.check("name: Steps misspelt\nstpes:\n  - tap: A\n"))
        #expect(found == ["2:1: Unknown key 'stpes' in the scenario. Did you mean 'steps'? Allowed keys: name, description, tags, setup, steps."])
    }

    @Test("validate reports a components name that is not registered, setup keys that do not apply and batch steps, as run would refuse them")
    func ownComponentsChecked() throws {
        let name = "unregistered-\(UUID().uuidString.prefix(8))"
        let error = try Self.check("""
            name: Own components
            setup:
              components: \(name)
              layout: {flow: {itemSize: [50, 50]}}
            steps:
              - tap: Dawn
              - insert: {items: [X]}
              - delete: [Dawn]
                expectError: "may be its point"
              - reloadData: {items: [A]}
              - reloadData
            """)
        let found = Self.places(error)
        #expect(found.count == 4, "\(found)")
        #expect(found.first?.hasPrefix("3:3: setup.components names '\(name)', which is not registered.") == true)
        #expect(found.contains { $0.hasPrefix("4:3: setup.layout does not apply when the scenario plays against your own collection view") })
        #expect(found.contains { $0.hasPrefix("7:5: 'insert' changes the data, and this scenario plays against your own components without a way") })
        #expect(found.contains { $0.hasPrefix("10:5: 'reloadData with items' changes the data, and this scenario plays against your own components without a way") })
    }

    @Test("A registered components name is valid, and its steps are refused when they change the data")
    func registeredComponents() throws {
        let name = "rows-\(UUID().uuidString.prefix(8))"
        ScenarioComponents.register(name) { try MonkeyRows.world() }
        defer { ScenarioComponents.unregister(name) }
        #expect(try Self.check("name: Fine\nsetup: {components: \(name)}\nsteps:\n  - tap: row3\n") == nil)
        let found = Self.places(try Self.check("name: Batch\nsetup: {components: \(name)}\nsteps:\n  - move: {item: row3, after: row5}\n"))
        #expect(found.count == 1 && found[0].hasPrefix("4:5: 'move' changes the data, and this scenario plays against your own components without a way"), "\(found)")
        // Played from Swift against the world, the step fails with the same sentence.
        let scenario = try ScenarioReader.read("name: Batch\nsteps:\n  - delete: [row3]\n", file: "batch.yaml")
        let result = ScenarioPlayer.run(scenario, in: try MonkeyRows.world())
        #expect(result.failure?.message.hasPrefix("'delete' changes the data, and this scenario plays against your own components without a way") == true, "\(result.failure?.description ?? "")")
    }
}

/// The did-you-mean search and the listing of problems stay bounded on absurd input.
@Suite("Bounded suggestions and problem lists")
struct BoundedProblemTests {
    /// Levenshtein distance, the whole table.
    static func reference(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }

    @Test("The banded edit distance agrees with the whole table whenever the distance is within the band")
    func bandedDistanceAgrees() {
        var random = SystemRandomNumberGenerator()
        let letters: [Character] = ["a", "b", "c"]
        for _ in 0..<2000 {
            let a = (0..<Int.random(in: 0...9, using: &random)).map { _ in letters.randomElement(using: &random)! }
            let b = (0..<Int.random(in: 0...9, using: &random)).map { _ in letters.randomElement(using: &random)! }
            let k = Int.random(in: 0...5, using: &random)
            let whole = Self.reference(a, b)
            #expect(Suggest.distance(a, b, atMost: k) == (whole <= k ? whole : nil), "\(String(a)) \(String(b)) k=\(k)")
        }
    }

    @Test("A normal typo still gets its suggestion, and a name too far from every other gets none")
    func normalTypos() {
        #expect(Suggest.closest(to: "Appel", in: ["Apple", "Banana", "Cherry"]) == "Apple")
        #expect(Suggest.closest(to: "scrolViewDidScrol", in: ["scrollViewDidScroll", "scrollViewWillBeginDragging"]) == "scrollViewDidScroll")
        #expect(Suggest.closest(to: "Q", in: ["A", "B"]) == nil)
        #expect(Suggest.closest(to: "Zebra", in: ["Apple", "Banana"]) == nil)
    }

    @Test("A name of 200,000 characters one edit away from an item still gets that item as its suggestion", .tags(.slow), .slowTier)
    func hugeNameGetsAnAnswer() {
        let item = String(repeating: "x", count: 200_000)
        let typo = "y" + item.dropFirst()
        #expect(Suggest.closest(to: typo, in: ["A", item, "B"]) == item)
        #expect(Suggest.didYouMean(typo, in: [item]).contains("… (200000 characters)"))
    }

    @Test("A long name among 100,000 items gets an answer: the near miss when there is one")
    func longNameAmongManyItems() {
        let items = (0..<100_000).map { "I\($0)" }
        #expect(Suggest.closest(to: String(repeating: "y", count: 2000), in: items) == nil)
        #expect(Suggest.closest(to: "I4242x", in: items) == "I4242")
    }

    @Test("A file of 100,000 unknown calls lists 20 problems and one line counting the rest", .tags(.slow), .slowTier)
    func problemListIsCapped() throws {
        var yaml = "name: Calls\nsetup: {items: [A]}\nsteps:\n  - expect:\n      calls:\n"
        for index in 0..<100_000 { yaml += "        - nocall\(index)\n" }
        let error = try #require(try EveryProblemTests.check(yaml))
        #expect(error.count == 100_000)
        let lines = error.lines
        #expect(lines.count == ScenarioError.listLimit + 1)
        #expect(lines.first?.contains("calls names the call 'nocall0', which no component records.") == true)
        #expect(lines.last?.hasSuffix("error: and 99980 more problems in this file, not listed: fix the ones above and check the file again.") == true)
        #expect(error.description.split(separator: "\n").count == ScenarioError.listLimit + 1)
    }

    @Test("A file with a few problems lists them all, with no counting line")
    func fewProblemsAllListed() throws {
        let error = try #require(try EveryProblemTests.check("name: Two\nsetup: {items: [A]}\nsteps:\n  - tap: X\n  - tap: Y\n"))
        #expect(error.count == 2)
        #expect(error.lines.count == 2)
        #expect(!error.description.contains("more problem"))
    }
}
