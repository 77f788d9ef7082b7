import Foundation

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

    /// The content offset that puts `frame` at this position in `viewport` (the bounds now:
    /// the content offset and the view's size).
    ///
    /// Along an axis the position does not name, the offset moves as little as brings the
    /// frame's far edge in when it starts at or after the viewport's start, or its near
    /// edge when it starts before it, and not at all when the frame is shown whole.
    public func offset(showing frame: CGRect, in viewport: CGRect) -> CGPoint {
        var offset = viewport.origin
        let width = Double(viewport.width), height = Double(viewport.height)
        if contains(.top) { offset.y = frame.minY }
        else if contains(.centeredVertically) { offset.y = frame.midY - height / 2 }
        else if contains(.bottom) { offset.y = frame.maxY - height }
        else if frame.minY < offset.y { offset.y = frame.minY }
        else if frame.maxY > offset.y + height { offset.y = frame.maxY - height }
        if contains(.left) { offset.x = frame.minX }
        else if contains(.centeredHorizontally) { offset.x = frame.midX - width / 2 }
        else if contains(.right) { offset.x = frame.maxX - width }
        else if frame.minX < offset.x { offset.x = frame.minX }
        else if frame.maxX > offset.x + width { offset.x = frame.maxX - width }
        return offset
    }
}

/// What `reloadData` does to the selection. UIKit's behaviour is not documented and
/// sources disagree; Pantomime keeps the selected paths that still exist by default.
public enum ReloadSelectionPolicy: String, Sendable, CaseIterable {
    /// Keep selected paths that are still valid after the reload.
    case keepValidPaths
    /// Clear the selection on every reload.
    case clear
}
