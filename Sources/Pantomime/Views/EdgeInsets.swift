import Foundation

/// Insets on four edges: UIKit's `UIEdgeInsets`.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: Double, left: Double, bottom: Double, right: Double
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    /// The same inset on every edge.
    public init(all value: Double) { self.init(top: value, left: value, bottom: value, right: value) }
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    public var description: String {
        "(top \(Geometry.format(top)), left \(Geometry.format(left)), bottom \(Geometry.format(bottom)), right \(Geometry.format(right)))"
    }
}
