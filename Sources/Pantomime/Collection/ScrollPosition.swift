/// Where `scrollToItem` puts an item: UIKit's `UICollectionView.ScrollPosition`.
public struct ScrollPosition: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The item's top edge at the top of the visible area.
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// The item centred vertically in the visible area.
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// The item's bottom edge at the bottom of the visible area.
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    /// The item's left edge at the left of the visible area.
    public static let left = ScrollPosition(rawValue: 1 << 3)
    /// The item centred horizontally in the visible area.
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    /// The item's right edge at the right of the visible area.
    public static let right = ScrollPosition(rawValue: 1 << 5)
    /// No alignment: scroll as little as makes the item fully visible.
    public static let none: ScrollPosition = []
}

/// What `reloadData` does to the selection. UIKit's behaviour is not documented and
/// sources disagree; Pantomime keeps the selected paths that still exist by default.
public enum ReloadSelectionPolicy: String, Sendable, CaseIterable {
    /// Keep selected paths that are still valid after the reload.
    case keepValidPaths
    /// Clear the selection on every reload.
    case clear
}
