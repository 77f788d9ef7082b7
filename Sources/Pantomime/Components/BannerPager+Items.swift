import Foundation

/// Items and pages: which item a page turn goes to, which items are copies, and which page
/// and data index an item stands for.
extension BannerPager {
    /// Whether the items include the two copies: infinite paging with at least two pages.
    public var hasCopies: Bool { isInfinitePaging && pageCount >= 2 }

    /// How many items the collection view shows: the pages, plus two copies when
    /// ``hasCopies``.
    public var numberOfItems: Int { hasCopies ? pageCount + 2 : pageCount }

    /// The item the banner starts on and returns to on new data: 1 with copies, else 0.
    public var firstItem: Int { hasCopies ? 1 : 0 }

    /// The index in the original data of the picture `item` shows: a copy stands for the
    /// page it copies. Items outside the range are clamped into it; 0 when there are none.
    public func page(forItem item: Int) -> Int {
        guard pageCount > 0 else { return 0 }
        let item = min(max(item, 0), numberOfItems - 1)
        guard hasCopies else { return item }
        if item == 0 { return pageCount - 1 }
        if item == pageCount + 1 { return 0 }
        return item - 1
    }

    /// Whether `item` is one of the two copies.
    public func isCopy(_ item: Int) -> Bool {
        hasCopies && (item == 0 || item == pageCount + 1)
    }

    /// The real item a copy stands for; any other item is itself.
    public func realItem(for item: Int) -> Int {
        guard hasCopies else { return item }
        if item == 0 { return pageCount }
        if item == pageCount + 1 { return 1 }
        return item
    }

    /// The item nearest to a scroll position measured in pages (offset ÷ page length),
    /// rounded half up and clamped to the items; 0 when there are none.
    public func nearestItem(toPosition position: Double) -> Int {
        guard numberOfItems > 0, position.isFinite else { return 0 }
        let rounded = (position + 0.5).rounded(.down)
        if rounded <= 0 { return 0 }
        if rounded >= Double(numberOfItems - 1) { return numberOfItems - 1 }
        return Int(rounded)
    }

    /// The page a page control shows at a scroll position in pages: the nearest item's
    /// page, so a banner more than half-way to the next page shows the next page.
    public func currentPage(atPosition position: Double) -> Int {
        page(forItem: nearestItem(toPosition: position))
    }

    /// The item after `item` for a page turn: the next one, or the first page after the
    /// last without copies. A copy counts as the real item it stands for.
    public func itemAfter(_ item: Int) -> Int {
        guard numberOfItems > 0 else { return 0 }
        let from = realItem(for: min(max(item, 0), numberOfItems - 1))
        if hasCopies { return from + 1 }
        return from + 1 < pageCount ? from + 1 : 0
    }
}
