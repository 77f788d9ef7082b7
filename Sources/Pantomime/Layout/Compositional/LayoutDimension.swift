import Foundation

/// One side of a compositional element's size: UIKit's `NSCollectionLayoutDimension`.
///
/// A fractional dimension is a fraction of the container the element is laid out in (a
/// section's group in the section's content width, an item in its group less the group's
/// insets). `fractionalWidth` used for a height is still a fraction of the container's
/// width, which makes square items. An estimated dimension is its value until the item's
/// cell is measured on screen: then it is the size the cell prefers
/// (``CollectionReusableView/preferredLayoutAttributesFitting(_:)``), kept until a reload,
/// new counts or a new collection view size. An item in a count-fixed group is never
/// measured, and an item's content insets are not applied on its estimated sides.
///
/// ```swift
/// let size = LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(100))
/// ```
public struct LayoutDimension: Hashable, Sendable, CustomStringConvertible {
    /// How a dimension's value is read.
    public enum Kind: String, Hashable, Sendable {
        /// A length in points.
        case absolute
        /// A length in points until the element is measured.
        case estimated
        /// A fraction of the container's width.
        case fractionalWidth
        /// A fraction of the container's height.
        case fractionalHeight
    }

    /// How ``dimension`` is read.
    public let kind: Kind
    /// The points, or the fraction.
    public let dimension: Double

    /// A dimension of `kind` and `dimension`.
    public init(kind: Kind, dimension: Double) {
        self.kind = kind
        self.dimension = dimension
    }

    /// `value` points.
    public static func absolute(_ value: Double) -> LayoutDimension { LayoutDimension(kind: .absolute, dimension: value) }
    /// `value` points until the element is measured.
    public static func estimated(_ value: Double) -> LayoutDimension { LayoutDimension(kind: .estimated, dimension: value) }
    /// `fraction` of the container's width.
    public static func fractionalWidth(_ fraction: Double) -> LayoutDimension { LayoutDimension(kind: .fractionalWidth, dimension: fraction) }
    /// `fraction` of the container's height.
    public static func fractionalHeight(_ fraction: Double) -> LayoutDimension { LayoutDimension(kind: .fractionalHeight, dimension: fraction) }

    /// Whether the dimension is a fraction of the container's width.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether the dimension is a fraction of the container's height.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether the dimension is a length in points.
    public var isAbsolute: Bool { kind == .absolute }
    /// Whether the dimension is an estimate.
    public var isEstimated: Bool { kind == .estimated }

    /// The dimension written as in Swift, `.fractionalWidth(0.5)`.
    public var description: String { ".\(kind.rawValue)(\(Geometry.format(dimension)))" }

    /// The length in `container`: a fraction is rounded down to a pixel of `scale`; a value
    /// that is not finite, or below 0, is 0.
    func resolve(in container: CGSize, scale: Double) -> Double {
        let value: Double
        switch kind {
        case .absolute, .estimated: value = dimension
        case .fractionalWidth: value = PixelGrid.floor(dimension * Double(container.width), scale: scale)
        case .fractionalHeight: value = PixelGrid.floor(dimension * Double(container.height), scale: scale)
        }
        return Geometry.isUsable(value) ? max(0, value) : 0
    }
}

/// A compositional element's width and height: UIKit's `NSCollectionLayoutSize`.
///
/// Each side is a ``LayoutDimension``; see there how it is read.
public struct LayoutSize: Hashable, Sendable, CustomStringConvertible {
    /// The width.
    public var widthDimension: LayoutDimension
    /// The height.
    public var heightDimension: LayoutDimension

    /// A size of `widthDimension` × `heightDimension`.
    public init(widthDimension: LayoutDimension, heightDimension: LayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }

    /// The size written as `width × height`.
    public var description: String { "\(widthDimension) × \(heightDimension)" }

    /// The size in `container`.
    func resolve(in container: CGSize, scale: Double) -> CGSize {
        CGSize(width: widthDimension.resolve(in: container, scale: scale), height: heightDimension.resolve(in: container, scale: scale))
    }
}

/// Rounding to device pixels.
enum PixelGrid {
    /// `value` rounded down to a pixel of `scale` (a scale of 0 or less leaves it).
    static func floor(_ value: Double, scale: Double) -> Double {
        guard scale > 0, scale.isFinite else { return value }
        // A hair of tolerance so that 0.1 · 1390 is 139, not 138.5.
        return ((value * scale) + 1e-9).rounded(.down) / scale
    }

    /// `value` rounded to the nearest pixel of `scale`.
    static func round(_ value: Double, scale: Double) -> Double {
        guard scale > 0, scale.isFinite else { return value }
        return (value * scale).rounded() / scale
    }

    /// `rect` with its origin and size rounded to the nearest pixel of `scale`.
    static func round(_ rect: CGRect, scale: Double) -> CGRect {
        CGRect(x: round(Double(rect.minX), scale: scale), y: round(Double(rect.minY), scale: scale),
               width: round(Double(rect.width), scale: scale), height: round(Double(rect.height), scale: scale))
    }
}
