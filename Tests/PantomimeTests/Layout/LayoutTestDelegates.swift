import Foundation
import Pantomime

/// A flow layout delegate whose answers tests set per item and per section; what is not
/// set falls back to the layout's properties. Counts the size calls.
final class FlowMetricsDelegate: CollectionViewDelegateFlowLayout {
    var itemSizes: [IndexPath: CGSize] = [:]
    var insets: [Int: EdgeInsets] = [:]
    var lineSpacings: [Int: Double] = [:]
    var interitemSpacings: [Int: Double] = [:]
    var headerSizes: [Int: CGSize] = [:]
    var footerSizes: [Int: CGSize] = [:]
    private(set) var sizeCalls = 0

    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizeCalls += 1
        return itemSizes[indexPath] ?? (collectionViewLayout as? FlowLayout)?.itemSize ?? .zero
    }

    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        insetForSectionAt section: Int) -> EdgeInsets {
        insets[section] ?? (collectionViewLayout as? FlowLayout)?.sectionInset ?? .zero
    }

    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        CGFloat(lineSpacings[section] ?? (collectionViewLayout as? FlowLayout)?.minimumLineSpacing ?? 0)
    }

    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        CGFloat(interitemSpacings[section] ?? (collectionViewLayout as? FlowLayout)?.minimumInteritemSpacing ?? 0)
    }

    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize {
        headerSizes[section] ?? (collectionViewLayout as? FlowLayout)?.headerReferenceSize ?? .zero
    }

    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        referenceSizeForFooterInSection section: Int) -> CGSize {
        footerSizes[section] ?? (collectionViewLayout as? FlowLayout)?.footerReferenceSize ?? .zero
    }
}

/// Gives waterfall items the heights in a list, in turn (repeating).
final class WaterfallHeights: WaterfallLayoutDelegate, ScrollViewDelegate {
    var heights: [Double]
    private(set) var widthsSeen: [Double] = []

    init(_ heights: [Double]) {
        self.heights = heights
    }

    func collectionView(_ collectionView: CollectionView, layout: WaterfallLayout,
                        heightForItemAt indexPath: IndexPath, itemWidth: Double) -> Double {
        widthsSeen.append(itemWidth)
        return heights.isEmpty ? 0 : heights[indexPath.item % heights.count]
    }
}
