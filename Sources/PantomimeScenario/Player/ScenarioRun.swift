import Foundation
import Pantomime
import PantomimeLoop

/// The state of one run: the world and where the last expectation left the trace.
struct ScenarioRun {
    let world: ScenarioWorld
    let scenario: Scenario
    var callsMark = 0
    /// The actions the last `menu` step offered.
    var lastMenu: [String]?
    /// The invariants checked after every loop turn, when the scenario expects some.
    var watch: InvariantWatch?
    /// Whether golden snapshots are compared or written.
    var snapshotMode = SnapshotMode.verify
    /// The golden snapshot files this run wrote.
    var recordedSnapshots: [String] = []

    init(world: ScenarioWorld, scenario: Scenario) {
        self.world = world
        self.scenario = scenario
        watch = Self.watchIfExpected(world: world, scenario: scenario)
    }

    var loop: EventLoop { world.loop }
    var collectionView: CollectionView { world.collectionView }

    mutating func perform(_ step: ScenarioStep) throws {
        defer { if !step.action.isExpect { watch?.actionEnded() } }
        guard let expected = step.expectedError else {
            try perform(step.action, at: step.location)
            return
        }
        do {
            try perform(step.action, at: step.location)
        } catch let error as ScenarioFailure {
            throw error
        } catch {
            let message = (error as? ScenarioError)?.message ?? "\(error)"
            guard message.contains(expected) else {
                throw ScenarioFailure("The step failed with a different error than expected.\n  expected an error containing: \(expected)\n  actual error: \(message)", at: step.location)
            }
            return
        }
        throw ScenarioFailure("The step succeeded, but an error containing \"\(expected)\" was expected.", at: step.location)
    }

    mutating func perform(_ action: ScenarioAction, at location: SourceLocation) throws {
        switch action {
        case let .tap(target, count, duration, interval):
            let point = try world.touchDownPoint(for: target, at: location)
            var script = TouchScript.tap(at: point, count: 1, holdDuration: .seconds(duration))
            for _ in 1..<max(count, 1) {
                script = script.then(.tap(at: point, count: 1, holdDuration: .seconds(duration)), after: .seconds(interval))
            }
            try play(script)
        case let .longPress(target, duration):
            let point = try world.touchDownPoint(for: target, at: location)
            try play(.longPress(at: point, duration: .seconds(duration)))
        case let .touch(specs):
            var steps: [TouchScript.Step] = []
            for spec in specs {
                let offset = TimeAmount.seconds(spec.at)
                let point = try spec.target.map {
                    spec.phase == .down ? try world.touchDownPoint(for: $0, at: spec.location) : try world.windowPoint(for: $0, at: spec.location)
                }
                switch spec.phase {
                case .down: steps.append(.init(offset: offset, finger: spec.finger, action: .down(point ?? .zero)))
                case .move: steps.append(.init(offset: offset, finger: spec.finger, action: .move(point ?? .zero)))
                case .up, .cancel:
                    if let point { steps.append(.init(offset: offset, finger: spec.finger, action: .move(point))) }
                    steps.append(.init(offset: offset, finger: spec.finger, action: spec.phase == .up ? .up : .cancel))
                }
            }
            try play(TouchScript(steps: steps))
        case let .drag(path, duration, sampleRate, hold):
            let points = try path.enumerated().map { index, target in
                index == 0 ? try world.touchDownPoint(for: target, at: location) : try world.windowPoint(for: target, at: location)
            }
            try play(.drag(path: points, duration: .seconds(duration), sampleRate: sampleRate, holdAfter: .seconds(hold)))
        case let .fling(from, direction, velocity):
            let start = try world.touchDownPoint(for: from, at: location)
            try play(.fling(from: start, direction: .init(dx: Double(direction.x), dy: Double(direction.y)), velocity: velocity))
        case let .scroll(amount):
            try scroll(amount, at: location)
        case let .scrollSection(spec):
            try scrollSection(spec, at: location)
        case let .wait(seconds):
            try loop.advance(by: .seconds(seconds))
        case let .waitUntil(expectation, timeout):
            try waitUntil(expectation, timeout: timeout, at: location)
        case let .resize(size):
            // The views that filled the window (the collection view, a banner, a view
            // controller's root view) fill it at its new size, as on a rotation.
            let old = world.window.bounds
            world.window.frame.size = size
            let filling = world.window.subviews.filter { $0.frame == old }
            for view in filling { view.frame.size = size }
            // A collection view inside none of them (placed by inert constraints, say) is
            // given the new size itself.
            if !collectionView.ancestry.contains(where: { view in filling.contains { $0 === view } }) {
                collectionView.frame.size = size
            }
            try loop.runPending()
        case let .settle(budget):
            try loop.settle(budget: .seconds(budget))
        case let .scrollTo(target, animated):
            switch target {
            case let .offset(point):
                collectionView.setContentOffset(point, animated: animated)
            case let .assigned(point):
                collectionView.contentOffset = point
            case let .item(name, position):
                let indexPath = try world.indexPath(of: name, at: location)
                try collectionView.scrollToItem(at: indexPath, at: position, animated: animated)
            }
            try loop.runPending()
        case let .batch(updates):
            try refuseOnDiffable("batch", at: location)
            if world.isOwnComponents, world.ownParts.setItems == nil, let refusal = Self.ownComponentsRefusal(of: action) {
                throw ScenarioError(refusal, at: location)
            }
            guard world.banner == nil else {
                throw ScenarioError("A banner's pages change with reloadData {items: [...]}, not with batch updates.", at: location)
            }
            try performBatch(updates, at: location)
        case let .menu(item, action):
            let indexPath = try world.indexPath(of: item, at: location)
            lastMenu = try collectionView.showMenuForItem(at: indexPath).map(\.rawValue)
            if let action, let editAction = EditAction(rawValue: action) {
                try collectionView.performMenuAction(editAction, forItemAt: indexPath)
            }
            try loop.runPending()
        case .background:
            try world.lifecycleTarget(for: "background", at: location).didEnterBackground()
            try loop.runPending()
        case .foreground:
            try world.lifecycleTarget(for: "foreground", at: location).willEnterForeground()
            try loop.runPending()
        case let .reloadData(items):
            if let banner = world.banner {
                if let items {
                    guard items.count == 1, let names = items.first else {
                        throw ScenarioError("A banner has one section; give reloadData {items: [...]}.", at: location)
                    }
                    guard Set(names).count == names.count else {
                        throw ScenarioError("The banner's new items have a name twice; every page needs its own name.", at: location)
                    }
                    banner.items = names
                } else {
                    collectionView.reloadData()
                }
                try loop.runPending()
                return
            }
            if items != nil { try refuseOnDiffable("reloadData with items", at: location) }
            if items != nil, world.isOwnComponents, world.ownParts.setItems == nil, let refusal = Self.ownComponentsRefusal(of: action) {
                throw ScenarioError(refusal, at: location)
            }
            if let items {
                let sections = try world.dataSections(at: location)
                try world.setDataSections(items.enumerated().map { index, names in
                    ScenarioModel.Section(items: names, spec: sections.indices.contains(index) ? sections[index].spec : SectionSpec(items: names))
                })
            }
            collectionView.reloadData()
            try loop.runPending()
        case let .select(name):
            let indexPath = try name.map { try world.indexPath(of: $0, at: location) }
            try collectionView.selectItem(at: indexPath, animated: false, scrollPosition: .none)
            try loop.runPending()
        case let .deselect(name):
            collectionView.deselectItem(at: try world.indexPath(of: name, at: location), animated: false)
            try loop.runPending()
        case let .selectAt(path):
            try collectionView.selectItem(at: path, animated: false, scrollPosition: .none)
            try loop.runPending()
        case let .deselectAt(path):
            collectionView.deselectItem(at: path, animated: false)
            try loop.runPending()
        case let .reorder(spec):
            try reorder(spec, at: location)
        case let .dragItem(spec):
            try dragItem(spec, at: location)
        case let .selectAcross(spec):
            try selectAcross(spec, at: location)
        case let .contextMenu(spec):
            try contextMenu(spec, at: location)
        case let .chooseMenu(choice):
            try chooseMenu(choice, at: location)
        case let .setEditing(editing):
            collectionView.isEditing = editing
            try loop.runPending()
        case let .placeholder(action):
            try placeholder(action, at: location)
        case let .swipe(spec):
            try swipe(spec, at: location)
        case let .tapAction(item, title):
            try tapAction(item: item, title: title, at: location)
        case let .switchLayout(layout, animated):
            try switchLayout(layout, animated: animated, at: location)
        case let .transition(spec):
            try transition(spec, at: location)
        case let .pinch(spec):
            try pinch(spec, at: location)
        case let .expect(expectation):
            try checkAll(expectation, at: location)
        case let .diffable(spec):
            try performDiffable(spec, at: location)
        }
    }

    /// Checks every kind of expectation an `expect` step holds; `waitUntil` polls the same.
    mutating func checkAll(_ expectation: Expectation, at location: SourceLocation) throws {
        try check(expectation, at: location)
        try checkReorder(expectation, at: location)
        try checkTransition(expectation, at: location)
        try checkInvariants(expectation, at: location)
        try checkDiffable(expectation, at: location)
        try checkGolden(expectation, at: location)
    }

    /// Refuses a step that changes the built-in data source's data in a diffable setup.
    func refuseOnDiffable(_ step: String, at location: SourceLocation) throws {
        guard world.diffableModel != nil else { return }
        throw ScenarioError("'\(step)' changes the data by index paths, and this setup's data is a diffable data source's snapshot: change it with '- apply: {edits: [...]}' (appendItems, insertItems, deleteItems, moveItem, …) or a snapshot written out.", at: location)
    }

    /// Why a step cannot play against your own components, or nil when it can: the batch
    /// steps and `reloadData` with items change the scenario's data, and your components
    /// bring their own.
    static func ownComponentsRefusal(of action: ScenarioAction) -> String? {
        let step: String
        switch action {
        case let .batch(updates):
            guard updates.count == 1, let only = updates.first else { step = "batch"; break }
            switch only {
            case .insert: step = "insert"
            case .delete, .deleteAt: step = "delete"
            case .move, .moveAt: step = "move"
            case .reload, .reloadAt: step = "reload"
            default: step = "batch"
            }
        case let .reloadData(items) where items != nil:
            step = "reloadData with items"
        default:
            return nil
        }
        return "'\(step)' changes the data, and this scenario plays against your own components without a way to change theirs: pass setItems: (a closure that sets your data to the item names it is given) to ScenarioWorld(loop:window:collectionView:name:indexPath:autoPaging:lifecycle:setItems:), or change the data through your app from Swift."
    }

    /// Plays a touch script from now to its last event.
    func play(_ script: TouchScript) throws {
        try world.window.perform(script)
    }
}
