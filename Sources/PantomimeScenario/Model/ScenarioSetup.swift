import Foundation
import Pantomime

/// A key given in a scenario's `setup`, with its place in the file.
public struct SetupKey: Sendable {
    /// The key as written, such as `viewport` or `swipeActions`.
    public var key: String
    /// Where the key is written.
    public var location: SourceLocation
}

/// How the world of a scenario starts.
public struct ScenarioSetup: Sendable {
    /// The name of your own components registered with ``ScenarioComponents``, which the
    /// scenario plays against instead of the built-in model; nil for the built-in model.
    public var components: String?
    /// The size of the window and of the collection view. Default 320 × 480.
    public var viewport = CGSize(width: 320, height: 480)
    /// The collection view's layout. Default a vertical flow layout with its defaults.
    public var layout: LayoutSpec = .flow(FlowSpec())
    /// The sections and their items, in order; empty for a collection view with no items.
    public var sections: [SectionSpec] = []
    /// Per-item sizes by item name (the flow layout's `sizeForItemAt`); for a waterfall
    /// layout only the height counts.
    public var itemSizes: [String: CGSize] = [:]
    /// Whether touches select items; when false they neither highlight nor select, and the
    /// delegate hears nothing of them. Default true.
    public var allowsSelection = true
    /// Whether a tap adds to the selection instead of replacing it. Default false.
    public var allowsMultipleSelection = false
    /// What `reloadData` does to the selection: keep the selected index paths that still
    /// exist, or clear it. Default ``ReloadSelectionPolicy/keepValidPaths``.
    public var reloadSelectionPolicy: ReloadSelectionPolicy = .keepValidPaths
    /// Items whose delegate answers `false` to `shouldHighlightItemAt`, …
    public var refuseHighlight: Set<String> = []
    /// Items whose delegate answers `false` to `shouldSelectItemAt`.
    public var refuseSelect: Set<String> = []
    /// Items whose delegate answers `false` to `shouldDeselectItemAt`.
    public var refuseDeselect: Set<String> = []
    /// The kinds of trace records that `calls` expectations compare.
    public var callKinds: [TraceKind] = ScenarioSetup.defaultCallKinds
    /// The scroll view's content inset. Default none.
    public var contentInset: EdgeInsets = .zero
    /// The content offset set once the collection view is in the window. Default (0, 0).
    public var contentOffset: CGPoint = .zero
    /// Whether scrolling comes to rest on multiples of the view's size (`isPagingEnabled`).
    /// Default false.
    public var isPagingEnabled = false
    /// UIKit's fast deceleration (0.99 per ms) instead of the normal one (0.998).
    public var fastDeceleration = false
    /// Whether dragging past an edge rubber-bands and a deceleration into an edge springs
    /// back; without it the content stops at the edge. Default true.
    public var bounces = true
    /// Whether drags and flings scroll; without it touches reach the items at once. Default true.
    public var isScrollEnabled = true
    /// Whether touches reach the items only after 150 ms or at the lift, as UIKit's
    /// `delaysContentTouches` does. Default true.
    public var delaysContentTouches = true
    /// Whether a drag cancels a touch an item tracks; when false, the scroll view does not
    /// drag once an item tracks the touch. Default true.
    public var canCancelContentTouches = true
    /// An auto-paging banner built instead of a plain collection view; nil for none.
    public var banner: BannerSpec?
    /// Gesture recognizers added to the collection view, in order.
    public var recognizers: [RecognizerSpec] = []
    /// Interactive movement (reorder), when the setup turns it on.
    public var reorder: ReorderSpec?
    /// Drag and drop, when the setup turns it on.
    public var dragDrop: DragDropSpec?
    /// Editing mode and two-finger selection, when the setup has `editing:`.
    public var editing: EditingSpec?
    /// Context menus, when the setup has `contextMenu:`.
    public var contextMenu: ContextMenuSpec?
    /// A prefetch data source, when the setup has `prefetching:`.
    public var prefetching: PrefetchingSpec?
    /// Cells that size themselves, when the setup has `selfSizing:`.
    public var selfSizing: SelfSizingSpec?
    /// Swipe actions of the items; nil for none (the delegate then has no swipe actions).
    public var swipeActions: SwipeActionsSpec?
    /// A pinch recognizer, and the layout transition it drives.
    public var pinch: PinchSpec?
    /// The identifier the data source dequeues its cells with.
    public var reuseIdentifier = "cell"
    /// The identifiers registered for cells; nil for just ``reuseIdentifier``.
    public var registered: [String]?
    /// A diffable data source fed with snapshots instead of the built-in data source; nil for
    /// the built-in one. ``sections`` then holds the first snapshot's items.
    public var diffable: DiffableSetupSpec?

    /// The kinds `calls` expectations compare when the setup names none: selection, scroll,
    /// edit, component and transition records.
    public static let defaultCallKinds: [TraceKind] = [.selection, .scroll, .edit, .component, .transition]

    /// The defaults: a 320×480 viewport, a vertical flow layout, no items.
    public init() {}
}

/// A section's items and supplementary views.
public struct SectionSpec: Sendable {
    /// The section's item names, in order.
    public var items: [String] {
        get { itemList.list() }
        set { itemList = ItemList(newValue) }
    }
    /// The item names, generated ones made as they are read.
    var itemList: ItemList
    /// `false` hides the layout's header for this section.
    public var header: Bool?
    /// `false` hides the layout's footer for this section.
    public var footer: Bool?
    /// The section's inset (`insetForSectionAt`); nil for the layout's.
    public var inset: EdgeInsets?
    /// The spacing between lines (`minimumLineSpacingForSectionAt`); nil for the layout's.
    public var lineSpacing: Double?
    /// The spacing between items of a line (`minimumInteritemSpacingForSectionAt`); nil for the
    /// layout's.
    public var interitemSpacing: Double?
    /// The header's size (`referenceSizeForHeaderInSection`); nil for the layout's.
    public var headerSize: CGSize?
    /// The footer's size (`referenceSizeForFooterInSection`); nil for the layout's.
    public var footerSize: CGSize?

    /// A section of these items, with the layout's insets, spacings and supplementary views.
    public init(items: [String]) { itemList = ItemList(items) }

    /// A section of these items.
    init(itemList: ItemList) { self.itemList = itemList }
}
