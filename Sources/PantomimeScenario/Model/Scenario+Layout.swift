import Foundation
import Pantomime

/// The layout a scenario's collection view uses: a flow, a waterfall or a compositional layout.
public enum LayoutSpec: Sendable {
    /// A ``FlowLayout`` with these settings.
    case flow(FlowSpec)
    /// A ``WaterfallLayout`` with these settings.
    case waterfall(WaterfallSpec)
    /// A ``CompositionalLayout`` with these settings.
    case compositional(CompositionalSpec)
}

/// The settings of a scenario's flow layout, as `layout: {flow: …}` writes them.
public struct FlowSpec: Sendable {
    /// Whether the layout scrolls vertically (lines run across); false scrolls horizontally.
    /// Default true.
    public var vertical = true
    /// The size of every item that `itemSizes` does not name. Default 50 × 50.
    public var itemSize = CGSize(width: 50, height: 50)
    /// The minimum spacing between lines, in points. Default 10.
    public var lineSpacing: Double = 10
    /// The minimum spacing between the items of a line, in points. Default 10.
    public var interitemSpacing: Double = 10
    /// The inset around each section's items. Default none.
    public var sectionInset: EdgeInsets = .zero
    /// The size of each section's header; zero for no header. Default zero.
    public var headerSize: CGSize = .zero
    /// The size of each section's footer; zero for no footer. Default zero.
    public var footerSize: CGSize = .zero
    /// A section background decoration this far around each section's items; none when nil.
    public var sectionBackgrounds: Double?
    /// The flow layout's `estimatedItemSize` (`FlowLayout.automaticSize` for `automatic`);
    /// none when nil.
    public var estimatedItemSize: CGSize?

    /// A vertical flow layout with 50 × 50 items, spacings of 10 and no supplementary views.
    public init() {}
}

/// The settings of a scenario's waterfall layout, as `layout: {waterfall: …}` writes them.
public struct WaterfallSpec: Sendable {
    /// The number of columns; each item goes into the shortest one. Default 3.
    public var columns = 3
    /// The spacing between columns and between the items of a column, in points. Default 10.
    public var spacing: Double = 10
    /// The margin around the columns, in points. Default 10.
    public var edge: Double = 10
    /// The height of each section's header; zero for no header. Default 0.
    public var headerHeight: Double = 0
    /// The height of each section's footer; zero for no footer. Default 0.
    public var footerHeight: Double = 0
    /// Item height when `itemSizes` names none.
    public var itemHeight: Double = 100

    /// Three columns, spacings and margins of 10, items 100 points high, no headers or footers.
    public init() {}
}
