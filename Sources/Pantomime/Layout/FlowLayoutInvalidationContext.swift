import Foundation

/// What a ``FlowLayout`` recomputes: UIKit's `UICollectionViewFlowLayoutInvalidationContext`.
///
/// Both flags are true by default, as in UIKit. Clear
/// ``invalidateFlowLayoutDelegateMetrics`` when the delegate's sizes, insets and spacings
/// are known not to have changed: the layout then positions its elements again from the
/// metrics it asked for last time, without asking the delegate. Clear both for an
/// invalidation that needs no new frames (say, one that only adjusts the content offset).
///
/// ```swift
/// let context = FlowLayoutInvalidationContext()
/// context.invalidateFlowLayoutDelegateMetrics = false
/// layout.invalidateLayout(with: context)
/// ```
open class FlowLayoutInvalidationContext: LayoutInvalidationContext {
    /// Whether to ask the delegate again for item sizes, insets, spacings and header and
    /// footer sizes. Default true.
    open var invalidateFlowLayoutDelegateMetrics = true
    /// Whether to compute the elements' frames again. Default true.
    open var invalidateFlowLayoutAttributes = true

    /// A context that invalidates delegate metrics and attributes.
    public required init() {
        super.init()
    }

    /// Merges another context: a flag stays set if either context sets it. A context that
    /// is not a flow layout context invalidates both.
    open override func merge(_ other: LayoutInvalidationContext) {
        super.merge(other)
        if let other = other as? FlowLayoutInvalidationContext {
            invalidateFlowLayoutDelegateMetrics = invalidateFlowLayoutDelegateMetrics || other.invalidateFlowLayoutDelegateMetrics
            invalidateFlowLayoutAttributes = invalidateFlowLayoutAttributes || other.invalidateFlowLayoutAttributes
        } else {
            invalidateFlowLayoutDelegateMetrics = true
            invalidateFlowLayoutAttributes = true
        }
    }
}
