import Foundation

/// Space between items of a group, or at an item's edge: UIKit's `NSCollectionLayoutSpacing`.
///
/// `.fixed(x)` is exactly x points. `.flexible(x)` is at least x, plus an equal share of
/// the room a group has left after its items and every other spacing.
public enum LayoutSpacing: Hashable, Sendable, CustomStringConvertible {
    /// Exactly this many points.
    case fixed(Double)
    /// At least this many points, growing into the room left.
    case flexible(Double)

    /// The points given (the least, for a flexible spacing); 0 for a value that is not
    /// finite or is below 0.
    public var spacing: Double {
        let value: Double
        switch self {
        case let .fixed(points), let .flexible(points): value = points
        }
        return Geometry.isUsable(value) ? max(0, value) : 0
    }

    /// Whether the spacing is exact.
    public var isFixedSpacing: Bool { if case .fixed = self { true } else { false } }
    /// Whether the spacing grows into the room left.
    public var isFlexibleSpacing: Bool { !isFixedSpacing }

    /// The spacing written as in Swift, `.fixed(10)`.
    public var description: String {
        switch self {
        case let .fixed(points): ".fixed(\(Geometry.format(points)))"
        case let .flexible(points): ".flexible(\(Geometry.format(points)))"
        }
    }
}

/// Spacing outside an item's edges, taking room in its group: UIKit's
/// `NSCollectionLayoutEdgeSpacing`. A `nil` edge has none.
public struct LayoutEdgeSpacing: Hashable, Sendable {
    /// Before the item along a horizontal group (its left).
    public var leading: LayoutSpacing?
    /// Above the item.
    public var top: LayoutSpacing?
    /// After the item along a horizontal group (its right).
    public var trailing: LayoutSpacing?
    /// Below the item.
    public var bottom: LayoutSpacing?

    /// Edge spacing of the given edges.
    public init(leading: LayoutSpacing?, top: LayoutSpacing?, trailing: LayoutSpacing?, bottom: LayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }
}

/// Insets named by leading and trailing edges: UIKit's `NSDirectionalEdgeInsets`.
///
/// Pantomime lays out left to right, so leading is left and trailing is right.
public struct DirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The top inset.
    public var top: Double
    /// The leading (left) inset.
    public var leading: Double
    /// The bottom inset.
    public var bottom: Double
    /// The trailing (right) inset.
    public var trailing: Double

    /// Insets of the given edges.
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on every edge.
    public init(all value: Double) { self.init(top: value, leading: value, bottom: value, trailing: value) }

    /// No insets.
    public static let zero = DirectionalEdgeInsets(all: 0)

    /// The insets written as `(top 1, leading 2, bottom 3, trailing 4)`.
    public var description: String {
        "(top \(Geometry.format(top)), leading \(Geometry.format(leading)), bottom \(Geometry.format(bottom)), trailing \(Geometry.format(trailing)))"
    }

    /// The insets in points in `container`: a value above 0 and below 1 is a fraction of
    /// the container's width (leading, trailing) or height (top, bottom), as UIKit reads
    /// container insets; a value that is not finite, or below 0, is 0.
    func resolvingFractions(in container: CGSize) -> DirectionalEdgeInsets {
        func points(_ value: Double, _ length: Double) -> Double {
            guard Geometry.isUsable(value), value > 0 else { return 0 }
            return value < 1 ? value * length : value
        }
        let width = Double(container.width), height = Double(container.height)
        return DirectionalEdgeInsets(top: points(top, height), leading: points(leading, width),
                                     bottom: points(bottom, height), trailing: points(trailing, width))
    }

    /// The insets as points, each cleaned to a finite value of at least 0.
    var cleaned: DirectionalEdgeInsets {
        func clean(_ value: Double) -> Double { Geometry.isUsable(value) ? max(0, value) : 0 }
        return DirectionalEdgeInsets(top: clean(top), leading: clean(leading), bottom: clean(bottom), trailing: clean(trailing))
    }
}
