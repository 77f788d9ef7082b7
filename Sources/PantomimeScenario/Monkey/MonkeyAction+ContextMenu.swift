import Foundation
import Pantomime

/// The monkey's context menus: in a setup whose delegate offers menus (`contextMenu:`), a
/// ``MonkeyAction/contextMenu(_:)`` is the `contextMenu` step's long press at a point (over
/// an item or empty space), and while a menu shows a ``MonkeyAction/chooseMenu(_:)`` is the
/// `chooseMenu` step: one of the open menu's actions, the preview, or a dismissal.
extension MonkeyAction {
    /// The scenario step of a context menu action.
    var menuStep: ScenarioAction {
        switch self {
        case let .contextMenu(point): return .contextMenu(ContextMenuStepSpec(target: .point(point)))
        case let .chooseMenu(choice): return .chooseMenu(choice)
        default: return .wait(0)
        }
    }

    /// The YAML of a context menu action: `contextMenu: {at: [x, y]}` or `chooseMenu: Copy`.
    var menuYAML: String {
        switch self {
        case let .contextMenu(point):
            return "contextMenu: {at: [\(ScenarioNode.format(Double(point.x))), \(ScenarioNode.format(Double(point.y)))]}"
        case .chooseMenu(.preview): return "chooseMenu: preview"
        case .chooseMenu(.dismiss): return "chooseMenu: dismiss"
        case let .chooseMenu(.action(title)): return "chooseMenu: \(ScenarioWriter.quoted(title))"
        default: return "wait: 0"
        }
    }
}

/// The monkey's user of context menus, in a setup whose delegate offers them: now and then
/// a long press that may open a menu, and, while one shows, a choice in it most of the time
/// (the other actions, which touch outside the menu, end it too, as UIKit's modal menu is
/// ended by any touch).
///
/// It draws from its own random sequence, and only in a setup with menus, so a setup
/// without them gets the very actions it got without it.
struct MonkeyContextMenus {
    /// Mixed into the run's seed, so that this sequence is not the generator's.
    static let seedSalt: UInt64 = 0xC0_27E7_3E2B_A5ED
    /// How often a long press for a menu comes in place of the generator's action.
    static let openChance = 0.15
    /// How often an open menu gets a choice before the generator is asked.
    static let chooseChance = 0.7

    var random: MonkeyRandom

    /// The next action: a menu's long press or a choice in the open menu, sometimes, or
    /// else the generator's action.
    mutating func next(_ world: ScenarioWorld, generated: () -> MonkeyAction) -> MonkeyAction {
        let view = world.collectionView
        guard view.delegate is CollectionViewContextMenuDelegate else { return generated() }
        if let menu = view.visibleContextMenuConfiguration {
            guard random.chance(Self.chooseChance) else { return generated() }
            let roll = random.unit()
            if roll < 0.2 { return .chooseMenu(.preview) }
            if roll < 0.45 || menu.actions.isEmpty { return .chooseMenu(.dismiss) }
            return .chooseMenu(.action(random.pick(menu.actions)?.title ?? ""))
        }
        guard random.chance(Self.openChance) else { return generated() }
        let origin = view.convert(view.bounds.origin, to: nil)
        let width = max(0, Double(view.bounds.width) - 1), height = max(0, Double(view.bounds.height) - 1)
        var point = CGPoint(x: Double(origin.x) + random.double(0...width), y: Double(origin.y) + random.double(0...height))
        // Mostly over an item's centre, kept inside the view.
        if random.chance(0.8), let cell = random.pick(view.visibleCells) {
            let center = cell.convert(CGPoint(x: Double(cell.bounds.midX), y: Double(cell.bounds.midY)), to: nil)
            point = CGPoint(x: min(max(Double(center.x), Double(origin.x)), Double(origin.x) + width),
                            y: min(max(Double(center.y), Double(origin.y)), Double(origin.y) + height))
        }
        return .contextMenu(CGPoint(x: Double(point.x).rounded(.down), y: Double(point.y).rounded(.down)))
    }
}
