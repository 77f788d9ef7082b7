import Foundation
@testable import Pantomime
import PantomimeLoop
import Testing
@testable import PantomimeScenario

/// Checking after a turn only the invariants whose inputs changed finds every break that
/// checking all of them after every turn finds, at the same moment.
@Suite("Incremental invariant checks")
struct IncrementalInvariantTests {
    static func listSetup() throws -> ScenarioSetup {
        let text = try String(contentsOfFile: ScenarioFixture.scenariosFolder + "/monkey/list.yaml", encoding: .utf8)
        return try ScenarioReader.read(text, file: "list.yaml").setup
    }

    /// Plants `bug` in a timer half a second into a wait on the list setup, and returns the
    /// first break the session reports with `checks`, with the time the timer ran.
    static func breakPlanted(by bug: @escaping (ScenarioWorld) throws -> Void, watching invariants: [MonkeyInvariant],
                             checks: InvariantChecks, before: [MonkeyAction] = []) throws -> (MonkeyViolation?, LoopInstant) {
        let setup = try listSetup()
        let session = try MonkeySession(makeWorld: { try ScenarioWorld(setup: setup) }, invariants: invariants, checks: checks)
        defer { session.close() }
        for action in before { #expect(session.perform(action) == nil) }
        let world = session.world
        let plantedAt = world.loop.now + .milliseconds(500)
        world.loop.schedule(at: plantedAt, name: "planted bug") { try bug(world) }
        return (session.perform(.wait(1)), plantedAt)
    }

    /// Shows another item in the visible cell at `index` (in index-path order), as showing
    /// an element again does: the cell is put back on screen under its element.
    static func rename(cell index: Int, to name: String?, in world: ScenarioWorld) {
        let view = world.collectionView
        let path = view.indexPathsForVisibleItems[index]
        guard let cell = view.cellForItem(at: path) else { return }
        cell.traceName = name
        view.elements.visibleViews[.cell(path)] = cell
    }

    /// One kind of input, a turn that changes only it, and a check that reads only it.
    struct Plant: CustomTestStringConvertible, Sendable {
        let inputs: MonkeyInvariant.Inputs
        let label: String
        var testDescription: String { label }
    }

    static let plants: [Plant] = [
        Plant(inputs: .scrolling, label: "scrolling"), Plant(inputs: .layout, label: "layout"),
        Plant(inputs: .counts, label: "counts"), Plant(inputs: .data, label: "data"), Plant(inputs: .cells, label: "cells"), Plant(inputs: .frames, label: "frames"),
        Plant(inputs: .selection, label: "selection"), Plant(inputs: .trace, label: "trace"),
    ]

    /// The planted change for a kind of input, and a check of only that kind that it breaks:
    /// the check compares the state with what it was when the run began.
    static func planted(_ inputs: MonkeyInvariant.Inputs) -> (bug: (ScenarioWorld) throws -> Void, invariant: MonkeyInvariant) {
        func watching(_ read: @escaping (ScenarioWorld) -> String) -> MonkeyInvariant {
            MonkeyInvariant("unchanged", inputs: inputs) {
                var first: String?
                return { world in
                    let now = read(world)
                    guard let before = first else { first = now; return nil }
                    return now == before ? nil : "It was \(before) and is \(now)."
                }
            }
        }
        switch inputs {
        case .scrolling:
            return ({ $0.collectionView.contentOffset = CGPoint(x: 0, y: 30) }, watching { "\($0.collectionView.contentOffset)" })
        case .layout:
            return ({ world in
                world.collectionView.collectionViewLayout.invalidateLayout()
                try world.collectionView.layoutIfNeeded()
            }, watching { "\($0.collectionView.collectionViewLayout.prepareCount)" })
        case .counts:
            return ({ $0.collectionView.layoutPass.sectionCounts = [59] }, watching { "\($0.collectionView.loadedItemCounts ?? [])" })
        case .data:
            return ({ $0.model.sections[0].items.swapAt(0, 1) }, watching { $0.model.name(at: IndexPath(item: 0, section: 0)) ?? "none" })
        case .cells:
            return ({ rename(cell: 0, to: "planted", in: $0) }, watching { $0.collectionView.visibleCells.first?.traceName ?? "none" })
        case .frames:
            return ({ $0.collectionView.visibleCells.first?.frame.origin.x += 7 }, watching { "\($0.collectionView.visibleCells.first?.frame ?? .zero)" })
        case .selection:
            return ({ $0.collectionView.selection.highlighted.insert(IndexPath(item: 3, section: 0)) },
                    watching { "\($0.collectionView.highlightedIndexPathSet.count)" })
        default:
            return ({ $0.trace.record(.numberOfSections, at: $0.loop.now) }, watching { "\($0.trace.records.count)" })
        }
    }

    @Test("A check that reads one kind of input catches a turn that changes only that kind, when the turn ends", arguments: plants)
    func turnThatChangesOneKindIsCaught(_ plant: Plant) throws {
        let (bug, invariant) = Self.planted(plant.inputs)
        let (changed, plantedAt) = try Self.breakPlanted(by: bug, watching: [invariant], checks: .changed)
        let found = try #require(changed)
        #expect(found.invariant == "unchanged")
        #expect(found.time == plantedAt)
        let (everyTurn, _) = try Self.breakPlanted(by: bug, watching: [invariant], checks: .everyTurn)
        #expect(everyTurn == found)
    }

    @Test("A check that reads other kinds than a turn changed does not run after it")
    func checkOfOtherKindsIsSkipped() throws {
        let setup = try Self.listSetup()
        var calls = 0
        let selectionOnly = MonkeyInvariant("selectionOnly", inputs: .selection) { _ in
            calls += 1
            return nil
        }
        let session = try MonkeySession(makeWorld: { try ScenarioWorld(setup: setup) }, invariants: [selectionOnly], checks: .changed)
        defer { session.close() }
        let start = session.turns
        #expect(session.perform(.scroll(dx: 0, dy: 300)) == nil)
        #expect(session.turns > start + 5)
        // Only the first look at the world ran it: the scroll selected nothing.
        #expect(calls == 1)
        #expect(session.perform(.select("i10")) == nil)
        #expect(calls == 2)
    }

    /// A built-in invariant, the change that breaks it and the one kind of input the change touches.
    struct BuiltInPlant: CustomTestStringConvertible, Sendable {
        let invariant: String
        let touches: String
        var testDescription: String { "\(invariant) after a turn that changes only the \(touches)" }
    }

    static let builtInPlants = [
        BuiltInPlant(invariant: "cellFrames", touches: "frames"),
        BuiltInPlant(invariant: "shownOrder", touches: "data"),
        BuiltInPlant(invariant: "highlightPerFinger", touches: "selection"),
        BuiltInPlant(invariant: "selectionExists", touches: "counts"),
        BuiltInPlant(invariant: "contentOffset", touches: "scrolling (a scroll animation)"),
        BuiltInPlant(invariant: "swipedRow", touches: "content origin of a cell that is not swiped"),
        BuiltInPlant(invariant: "uniqueItems", touches: "shown item of a cell"),
    ]

    static func builtInBug(_ plant: BuiltInPlant) -> (ScenarioWorld) throws -> Void {
        switch plant.invariant {
        case "cellFrames": return { $0.collectionView.visibleCells[2].frame.origin.y += 3 }
        case "shownOrder": return { $0.model.sections[0].items.swapAt(1, 2) }
        case "uniqueItems": return { rename(cell: 4, to: $0.collectionView.visibleCells[5].traceName, in: $0) }
        case "highlightPerFinger": return { $0.collectionView.selection.highlighted.insert(IndexPath(item: 3, section: 0)) }
        case "selectionExists": return { $0.collectionView.layoutPass.sectionCounts = [2] }
        case "contentOffset": return { world in
            // Code's own scroll animation runs more than a view's size past the end.
            world.collectionView.setContentOffset(CGPoint(x: 0, y: 60 * 44 + 2000), animated: true)
        }
        default: return { world in
            // A cell that is not the swiped row shows its content moved, as an open row does.
            world.collectionView.visibleCells[1].contentView.frame.origin.x = -40
        }
        }
    }

    @Test("A built-in invariant broken by a turn that changes only one kind of input is caught when the turn ends, as when every invariant is checked after every turn",
          arguments: builtInPlants)
    func builtInBreakIsCaught(_ plant: BuiltInPlant) throws {
        let invariants = MonkeyInvariant.builtIn.filter { $0.name == plant.invariant }
        let before: [MonkeyAction] = [.select("i03")]
        let (changed, plantedAt) = try Self.breakPlanted(by: Self.builtInBug(plant), watching: invariants, checks: .changed, before: before)
        let found = try #require(changed)
        #expect(found.invariant == plant.invariant)
        // The animation leaves the range a few frames after it starts; the others break at once.
        #expect(plant.invariant == "contentOffset" ? found.time > plantedAt : found.time == plantedAt)
        let (everyTurn, _) = try Self.breakPlanted(by: Self.builtInBug(plant), watching: invariants, checks: .everyTurn, before: before)
        #expect(everyTurn == found)
    }
}

/// The two schedules side by side over the setup of every scenario file: the same actions,
/// the same loop turns and the same first break (or none) in every run.
@Suite("Incremental invariant checks find what checking every turn finds", .tags(.slow), .slowTier)
struct IncrementalInvariantSweepTests {
    @Test("Over the setup of any scenario file, checking only what changed gives the same runs as checking everything every turn",
          arguments: ScenarioFixture.scenarioFiles)
    func sameRuns(file: String) throws {
        let path = ScenarioFixture.scenariosFolder + "/" + file
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let scenario = try ScenarioReader.read(text, file: path)
        guard (try? ScenarioWorld(setup: scenario.setup)) != nil || scenario.setup.components != nil else { return }
        let items = scenario.setup.sections.reduce(0) { $0 + $1.items.count }
        var configuration = MonkeyConfiguration()
        configuration.runs = 1
        configuration.actionsPerRun = items > MonkeySweepTests.largeSetup ? 3 : 15
        configuration.seed = 3
        configuration.invariantChecks = .changed
        let changed = try MonkeyRunner(scenarioText: text, file: path, configuration: configuration).runOne(0)
        configuration.invariantChecks = .everyTurn
        let everyTurn = try MonkeyRunner(scenarioText: text, file: path, configuration: configuration).runOne(0)
        #expect(changed.actions.map(\.yaml) == everyTurn.actions.map(\.yaml), "\(file)")
        #expect(changed.turns == everyTurn.turns, "\(file)")
        #expect(changed.violation == everyTurn.violation, "\(file)")
    }
}
