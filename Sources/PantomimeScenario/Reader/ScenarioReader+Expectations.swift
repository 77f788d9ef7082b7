import Foundation
import Pantomime

extension Keys {
    /// The keys of `expect`.
    enum Expect: String, ReaderKey {
        case selected, highlighted, visible, calls, callsInOrder, callKinds, contentOffset, tolerance
        case contentSize, frames, cellsCreated, cellsCreatedAtMost, liveCellsAtMost, audit, time
        case dragging, decelerating, tracking, gestures, page, autoPaging, lastPageTurn, pageTurns
        case render, menu, contextMenu, editing, editingCells, items, shown, moving, uncommittedUpdates, swipedRow, transition, invariants
        case notCalled, snapshot
        case section
    }
}

extension StepContext {
    func readExpectation(_ node: ScenarioNode) throws -> Expectation {
        var expectation = Expectation()
        let fields = try node.fields(Keys.Expect.self)
        guard fields.count > 0 else { throw node.error("expect is empty; say what must be true, like selected: [B].") }
        for (key, value) in fields.given {
            switch key {
            case .selected: expectation.selected = try value.names()
            case .highlighted: expectation.highlighted = try value.names()
            case .visible:
                if ScenarioReader.isVisiblePart(value) {
                    expectation.visiblePart = try ScenarioReader.readVisiblePart(value)
                } else {
                    expectation.visible = try value.names()
                }
            case .calls: expectation.calls = value.isNull ? [] : try value.list().map { try $0.string() }
            case .callsInOrder: expectation.callsInOrder = try value.list().map { try $0.string() }
            case .notCalled: expectation.notCalled = try value.listOrSingle().map { try $0.string() }
            case .callKinds: expectation.callKinds = try ScenarioReader.readKinds(value)
            case .contentOffset: expectation.contentOffset = try value.point()
            case .tolerance: expectation.tolerance = try value.nonNegativeDouble()
            case .contentSize: expectation.contentSize = try value.size()
            case .frames:
                for (name, _, frame) in try value.namedMapping() {
                    let numbers = try frame.list().map { try $0.double() }
                    guard numbers.count == 4 else {
                        throw frame.error("frames.\(name) must be [x, y, width, height], but found \(numbers.count) numbers.")
                    }
                    expectation.frames[name] = CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
                }
            case .cellsCreated: expectation.cellsCreated = try value.int()
            case .cellsCreatedAtMost: expectation.cellsCreatedAtMost = try value.int()
            case .liveCellsAtMost: expectation.liveCellsAtMost = try value.int()
            case .audit: expectation.audit = try value.oneOf(["clean", "findings"]) == "clean"
            case .time: expectation.time = try value.nonNegativeDouble()
            case .dragging: expectation.dragging = try value.bool()
            case .decelerating: expectation.decelerating = try value.bool()
            case .tracking: expectation.tracking = try value.bool()
            case .gestures:
                for (name, _, state) in try value.namedMapping() {
                    expectation.gestures[name] = try state.oneOf(GestureRecognizerState.allCases.map(\.rawValue))
                }
            case .page: expectation.page = try value.int()
            case .autoPaging: expectation.autoPaging = try value.bool()
            case .lastPageTurn: expectation.lastPageTurn = try value.nonNegativeDouble()
            case .pageTurns: expectation.pageTurns = try value.int()
            case .render: expectation.render = try value.string()
            case .menu: expectation.menu = try value.names()
            case .contextMenu: expectation.contextMenu = try value.names()
            case .editing: expectation.editing = try value.bool()
            case .editingCells: expectation.editingCells = try value.names()
            case .items: expectation.items = try ScenarioReader.readItemsExpectation(value)
            case .shown: expectation.shown = try value.names()
            case .section: expectation.section = try readSectionExpectation(value)
            case .moving: expectation.moving = try ScenarioReader.readMovingExpectation(value)
            case .uncommittedUpdates: expectation.uncommittedUpdates = try value.bool()
            case .swipedRow: expectation.swipedRow = try ScenarioReader.readSwipedRow(value)
            case .transition: expectation.transition = try ScenarioReader.readTransitionExpectation(value)
            case .invariants: expectation.invariants = try ScenarioReader.readInvariantNames(value)
            case .snapshot:
                if value.isScalar {
                    expectation.golden = try ScenarioReader.readGoldenName(value)
                } else {
                    expectation.snapshot = try ScenarioReader.readSnapshotSections(value)
                }
            }
        }
        return expectation
    }
}

extension Keys.Expect {
    var valueSchema: Schema {
        switch self {
        case .selected, .highlighted, .menu, .contextMenu, .shown, .editingCells: .names
        case .visible: .anyOf([.names, .object(Keys.VisiblePart.self)])
        case .calls: .nullable(.list(of: .text))
        case .callsInOrder: .list(of: .text)
        case .notCalled: .listOrSingle(.text)
        case .callKinds: .listOrSingle(.oneOf(TraceKind.allCases.map(\.rawValue)))
        case .contentOffset: .point
        case .tolerance, .time, .lastPageTurn: .nonNegative
        case .contentSize: .size
        case .frames: .named(.rect)
        case .cellsCreated, .cellsCreatedAtMost, .liveCellsAtMost, .page, .pageTurns: .integer()
        case .audit: .oneOf(["clean", "findings"])
        case .dragging, .decelerating, .tracking, .autoPaging, .uncommittedUpdates, .editing: .flag
        case .gestures: .named(.oneOf(GestureRecognizerState.allCases.map(\.rawValue)))
        case .render: .text
        case .section: .object(Keys.SectionExpect.self, required: [.index])
        case .items: .anyOf([.list(of: .text), .list(of: .list(of: .text))])
        case .moving: .anyOf([.null, .text, .object(Keys.Moving.self, required: [.item])])
        case .swipedRow: .anyOf([.null, .oneOf(["none"]), .object(Keys.SwipedRow.self)])
        case .transition: .anyOf([.null, .oneOf(["none"]), .object(Keys.TransitionExpect.self)])
        case .invariants: .listOrSingle(.oneOf(MonkeyInvariant.builtInNames))
        case .snapshot: .anyOf([.text, .list(of: .object(Keys.SnapshotSection.self, required: [.id]))])
        }
    }
}

extension ScenarioReader {
    /// `snapshot: NAME`: a golden snapshot's name, which names its files.
    static func readGoldenName(_ node: ScenarioNode) throws -> String {
        let name = try node.string()
        guard GoldenSnapshot.isValidName(name) else {
            throw node.error("The snapshot name '\(name)' cannot name a file; use letters, digits, '-', '_' and '.', not starting with '.', such as snapshot: after-tap.")
        }
        return name
    }

    /// `invariants: [NAME, …]` (or one name): built-in invariant names, checked here so that
    /// a typo is an error in the file rather than a check that never runs.
    static func readInvariantNames(_ node: ScenarioNode) throws -> [String] {
        let items = try node.listOrSingle()
        guard !items.isEmpty else {
            throw node.error("invariants lists invariant names, like invariants: [shownOrder]; the built-in ones are \(MonkeyInvariant.builtInNames.joined(separator: ", ")).")
        }
        return try items.map { item in
            let name = try item.string()
            guard MonkeyInvariant.builtInNames.contains(name) else {
                throw item.error("There is no invariant named '\(name)'.\(Suggest.didYouMean(name, in: MonkeyInvariant.builtInNames)) The built-in invariants are \(MonkeyInvariant.builtInNames.joined(separator: ", ")).")
            }
            return name
        }
    }
}
