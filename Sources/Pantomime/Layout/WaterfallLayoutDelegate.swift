import Foundation

/// Gives a ``WaterfallLayout`` the height of each item.
///
/// The layout computes every item's width from its columns and asks only for the height,
/// as the classic Objective-C waterfall layouts do. Set it as the layout's
/// ``WaterfallLayout/delegate``, or let the collection view's delegate adopt it.
///
/// ```swift
/// final class Photos: WaterfallLayoutDelegate {
///     var aspectRatios: [Double] = [1.5, 0.75, 1]
///     func collectionView(_ collectionView: CollectionView, layout: WaterfallLayout,
///                         heightForItemAt indexPath: IndexPath, itemWidth: Double) -> Double {
///         itemWidth / aspectRatios[indexPath.item % aspectRatios.count]
///     }
/// }
/// ```
public protocol WaterfallLayoutDelegate: AnyObject {
    /// The height of the item at `indexPath`, whose width is `itemWidth`.
    ///
    /// A negative, NaN or infinite height counts as 0.
    func collectionView(_ collectionView: CollectionView, layout: WaterfallLayout,
                        heightForItemAt indexPath: IndexPath, itemWidth: Double) -> Double
}
