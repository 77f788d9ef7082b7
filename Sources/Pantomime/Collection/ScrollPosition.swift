/// Where `scrollToItem` puts an item: UIKit's `UICollectionView.ScrollPosition`.
public struct ScrollPosition: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let top = ScrollPosition(rawValue: 1 << 0)
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    public static let left = ScrollPosition(rawValue: 1 << 3)
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
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
