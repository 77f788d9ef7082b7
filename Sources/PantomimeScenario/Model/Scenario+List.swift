import Foundation
import Pantomime

/// A compositional layout whose every section is a list, as
/// `layout: {compositional: {list: {appearance: insetGrouped, headerMode: supplementary}}}`
/// writes it (a ``ListConfiguration``).
public struct CompositionalListSpec: Sendable {
    /// The list's look. Default plain.
    public var appearance = ListAppearance.plain
    /// Where each section's header comes from. Default none.
    public var headerMode = ListHeaderMode.none
    /// Where each section's footer comes from. Default none.
    public var footerMode = ListFooterMode.none
    /// Space above each supplementary header; nil (the default) for none.
    public var headerTopPadding: Double?
    /// The estimated row height; nil (the default) for the appearance's.
    public var rowHeight: Double?
    /// The estimated header height; nil (the default) for the appearance's.
    public var headerHeight: Double?
    /// The estimated footer height; nil (the default) for the appearance's.
    public var footerHeight: Double?
    /// The leading swipe provider's actions; nil for no provider.
    public var leadingSwipe: SwipeSideSpec?
    /// The trailing swipe provider's actions; nil for no provider.
    public var trailingSwipe: SwipeSideSpec?
    /// The accessories every row's cell gets, outermost first (`accessories: [reorder]`);
    /// default none. With any, rows are ``ListCell``s.
    public var accessories: [CellAccessory] = []

    /// A plain list without headers, footers or swipe actions.
    public init() {}

    /// The configuration these settings describe; `provider` makes a side's configuration
    /// for an index path, in the collection view of `layout`.
    func makeConfiguration(provider: @escaping SwipeProvider) -> ListConfiguration {
        var list = ListConfiguration(appearance: appearance)
        list.headerMode = headerMode
        list.footerMode = footerMode
        list.headerTopPadding = headerTopPadding
        if let rowHeight { list.metrics.rowEstimatedHeight = rowHeight }
        if let headerHeight { list.metrics.headerEstimatedHeight = headerHeight }
        if let footerHeight { list.metrics.footerEstimatedHeight = footerHeight }
        if let leadingSwipe { list.leadingSwipeActionsConfigurationProvider = { provider(leadingSwipe, $0) } }
        if let trailingSwipe { list.trailingSwipeActionsConfigurationProvider = { provider(trailingSwipe, $0) } }
        return list
    }

    /// Makes one side's swipe configuration for the row at an index path.
    public typealias SwipeProvider = (SwipeSideSpec, IndexPath) -> SwipeActionsConfiguration?
}
