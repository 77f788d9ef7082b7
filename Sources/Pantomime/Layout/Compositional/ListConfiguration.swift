import Foundation

/// The look of a list, which sets its metrics and whether its headers pin:
/// UIKit's `UICollectionLayoutListConfiguration.Appearance`.
public enum ListAppearance: String, Hashable, Sendable, CaseIterable {
    /// Rows edge to edge; supplementary headers pin to the top while their section shows.
    case plain
    /// Rows edge to edge in grouped sections.
    case grouped
    /// Grouped sections inset from the sides.
    case insetGrouped
    /// A sidebar's grouped sections.
    case sidebar
    /// A sidebar's rows edge to edge; supplementary headers pin as in a plain list.
    case sidebarPlain

    /// Whether supplementary headers of this appearance pin to the visible bounds: UIKit
    /// pins them in plain and sidebar-plain lists.
    public var pinsHeaders: Bool { self == .plain || self == .sidebarPlain }
}

/// Where a list section's header comes from: UIKit's
/// `UICollectionLayoutListConfiguration.HeaderMode`.
public enum ListHeaderMode: String, Hashable, Sendable, CaseIterable {
    /// No header.
    case none
    /// A boundary supplementary view of kind ``ElementKind/sectionHeader`` above the rows.
    case supplementary
    /// The section's item 0 is its header, shown as the first row; the other items follow it.
    case firstItemInSection
}

/// Where a list section's footer comes from: UIKit's
/// `UICollectionLayoutListConfiguration.FooterMode`.
public enum ListFooterMode: String, Hashable, Sendable, CaseIterable {
    /// No footer.
    case none
    /// A boundary supplementary view of kind ``ElementKind/sectionFooter`` below the rows.
    case supplementary
}

/// The sizes a list section is built with, each named so that a test can change it.
///
/// The row and header heights are estimates: a row is this tall until its cell is measured,
/// as with any estimated dimension of a compositional layout. The defaults are iPhone-like
/// values chosen by Pantomime (UIKit documents none): rows 44, headers and footers 28 in
/// plain and sidebar-plain lists and 38 in the grouped ones, inset-grouped sections 20 from
/// each side, and nothing else.
public struct ListMetrics: Hashable, Sendable {
    /// The estimated height of a row; default 44.
    public var rowEstimatedHeight: Double
    /// The estimated height of a supplementary header; default 28 (plain, sidebar plain)
    /// or 38 (grouped, inset grouped, sidebar).
    public var headerEstimatedHeight: Double
    /// The estimated height of a supplementary footer; default the header's.
    public var footerEstimatedHeight: Double
    /// The section's leading and trailing inset; default 20 in an inset-grouped list, 0
    /// otherwise.
    public var sideInset: Double

    /// Metrics with the given sizes.
    public init(rowEstimatedHeight: Double, headerEstimatedHeight: Double, footerEstimatedHeight: Double, sideInset: Double) {
        self.rowEstimatedHeight = rowEstimatedHeight
        self.headerEstimatedHeight = headerEstimatedHeight
        self.footerEstimatedHeight = footerEstimatedHeight
        self.sideInset = sideInset
    }

    /// The estimated height of a row by default.
    public static let defaultRowEstimatedHeight = 44.0
    /// The estimated height of a header in a plain or sidebar-plain list by default.
    public static let defaultPlainHeaderEstimatedHeight = 28.0
    /// The estimated height of a header in a grouped, inset-grouped or sidebar list by default.
    public static let defaultGroupedHeaderEstimatedHeight = 38.0
    /// The leading and trailing inset of an inset-grouped section by default.
    public static let defaultInsetGroupedSideInset = 20.0

    /// The default metrics of `appearance`.
    ///
    /// A sidebar, grouped in sections as a grouped list is, takes the grouped header height.
    public static func defaults(for appearance: ListAppearance) -> ListMetrics {
        let header = appearance.pinsHeaders ? defaultPlainHeaderEstimatedHeight : defaultGroupedHeaderEstimatedHeight
        return ListMetrics(rowEstimatedHeight: defaultRowEstimatedHeight, headerEstimatedHeight: header,
                           footerEstimatedHeight: header, sideInset: appearance == .insetGrouped ? defaultInsetGroupedSideInset : 0)
    }
}

/// How a compositional layout's list sections look and swipe:
/// UIKit's `UICollectionLayoutListConfiguration`.
///
/// Give it to ``CompositionalLayout/list(using:)`` (every section a list) or to
/// ``LayoutSection/list(using:layoutEnvironment:)`` in a section provider. A list section
/// is one full-width row per group, with an estimated height, and the header and footer
/// its modes ask for (boundary items that extend the section, at z-index 200; in plain and
/// sidebar-plain lists the header pins to the visible bounds).
///
/// The swipe providers give a row's swipe actions. The provider of the side a horizontal
/// drag reveals is asked with the row's index path when the drag begins (a drag to the left
/// asks the trailing provider, to the right the leading one); nil, or a configuration
/// without actions, leaves the row alone. The swipe then follows the collection view's
/// swipe rules (``CollectionView/swipeActionSettings``). In a list section the delegate's
/// swipe methods (``CollectionViewSwipeActionsDelegate``) are not asked for
/// configurations, though it still hears `willBeginEditingItemAt` and
/// `didEndEditingItemAt`. A list in editing mode does not swipe.
///
/// ```swift
/// var list = ListConfiguration(appearance: .insetGrouped)
/// list.headerMode = .supplementary
/// list.trailingSwipeActionsConfigurationProvider = { indexPath in
///     SwipeActionsConfiguration(actions: [ContextualAction(style: .destructive, title: "Delete") { _, _, done in
///         model.delete(at: indexPath)
///         done(true)
///     }])
/// }
/// let layout = CompositionalLayout.list(using: list)
/// ```
public struct ListConfiguration {
    /// Gives the swipe actions of the row at an index path, or nil for none: UIKit's
    /// `UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider`.
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> SwipeActionsConfiguration?

    /// The list's look.
    public let appearance: ListAppearance
    /// Whether rows show separators; default true. Pantomime draws no separators: the
    /// value is kept for code written for UIKit.
    public var showsSeparators = true
    /// Where each section's header comes from; default `.none`.
    public var headerMode = ListHeaderMode.none
    /// Where each section's footer comes from; default `.none`.
    public var footerMode = ListFooterMode.none
    /// Extra space above each supplementary header; nil (the default) for none.
    ///
    /// The space lies between the section's start and its header, so the rows move down
    /// by it too.
    public var headerTopPadding: Double?
    /// The sizes the sections are built with; the appearance's defaults unless changed.
    public var metrics: ListMetrics
    /// Gives the actions a swipe to the right reveals; default nil (none).
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// Gives the actions a swipe to the left reveals; default nil (none).
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    /// A list of `appearance`, with its default metrics and no header, footer or swipe actions.
    public init(appearance: ListAppearance) {
        self.appearance = appearance
        self.metrics = .defaults(for: appearance)
    }

    /// Whether either side has a swipe provider.
    var hasSwipeProviders: Bool {
        leadingSwipeActionsConfigurationProvider != nil || trailingSwipeActionsConfigurationProvider != nil
    }

    /// The z-index of list headers and footers, as UIKit gives them.
    public static let boundaryZIndex = 200
}
