import Foundation
import Pantomime

/// Editing mode and two-finger selection in a scenario's setup: `editing:`.
public struct EditingSpec: Sendable {
    /// Whether the collection view starts in editing mode (`isEditing`). Default true.
    public var isEditing = true
    /// `allowsSelectionDuringEditing`. Default true.
    public var selection = true
    /// `allowsMultipleSelectionDuringEditing`. Default false.
    public var multipleSelection = false
    /// The delegate's answer to `shouldBeginMultipleSelectionInteractionAt`; nil when the
    /// delegate does not offer two-finger selection at all.
    public var twoFingerSelection: Bool?
    /// Whether the delegate enters editing mode in `didBeginMultipleSelectionInteractionAt`,
    /// as UIKit's sample code does. Default false.
    public var editsOnBegin = false
    /// Items the data source's `canEditItemAt` refuses: their cells show no editing state,
    /// and while editing they cannot start an interactive movement.
    public var notEditable: Set<String> = []

    /// Editing on, with single selection.
    public init() {}
}

/// The context menus of a scenario's delegate: `contextMenu:`.
public struct ContextMenuSpec: Sendable {
    /// The titles of every menu's actions. Default Copy and Delete.
    public var actions = ["Copy", "Delete"]
    /// Items the delegate gives no menu (nil).
    public var none: Set<String> = []
    /// Items the delegate gives an empty menu (no actions).
    public var empty: Set<String> = []
    /// Whether space between items has a menu. Default false (nil for an empty `indexPaths`).
    public var space = false
    /// Which of UIKit's configuration methods the delegate implements. Default the iOS 16 form.
    public var form = Form.itemsAt

    /// The configuration methods a scenario's delegate implements (`contextMenu.form`).
    public enum Form: String, Sendable, CaseIterable {
        /// Only the iOS 16 form, `contextMenuConfigurationForItemsAt`.
        case itemsAt
        /// Only UIKit's deprecated single-item form, `contextMenuConfigurationForItemAt`.
        case itemAt
        /// Both forms: UIKit asks only the iOS 16 one.
        case both
    }

    /// Copy and Delete on every item, nothing on empty space.
    public init() {}

    /// The configuration for a long press on `paths` (the first names the menu's item).
    func configuration(for paths: [IndexPath], name: (IndexPath) -> String?) -> ContextMenuConfiguration? {
        guard let first = paths.first else { return space ? ContextMenuConfiguration(actions: actions.map { ContextMenuAction(title: $0) }) : nil }
        let item = name(first) ?? ""
        if none.contains(item) { return nil }
        if empty.contains(item) { return ContextMenuConfiguration(actions: []) }
        return ContextMenuConfiguration(identifier: item, actions: actions.map { ContextMenuAction(title: $0) })
    }
}

/// How a scenario prefetches: `prefetching:`.
public struct PrefetchingSpec: Sendable {
    /// `isPrefetchingEnabled`. Default true.
    public var enabled = true
    /// Whether a prefetch data source that records its calls is set; without one only
    /// cells are prepared ahead. Default true.
    public var dataSource = true

    /// A prefetch data source with prefetching on.
    public init() {}
}

/// How a `contextMenu` step ends the menu it opened, or an open menu's `chooseMenu` step.
public enum ContextMenuChoice: Sendable, Equatable {
    /// The preview is tapped.
    case preview
    /// The menu is dismissed, as by a tap outside it.
    case dismiss
    /// The action of that title is chosen.
    case action(String)

    /// Reads `preview`, `dismiss` or an action's title.
    init(_ word: String) {
        switch word {
        case "preview": self = .preview
        case "dismiss": self = .dismiss
        default: self = .action(word)
        }
    }
}

/// A `contextMenu` step: a long press on an item or a point, and what is then chosen.
public struct ContextMenuStepSpec: Sendable {
    /// Where the finger presses.
    public var target: TouchTarget
    /// How long the finger stays down. Default 0.8 s; longer than ``shortestHold``.
    public var hold = 0.8
    /// The press a menu needs: a `hold` must be longer than this, in seconds.
    public static let shortestHold = 0.5
    /// What is chosen once the finger lifts; nil leaves the menu open.
    public var choose: ContextMenuChoice?
}
