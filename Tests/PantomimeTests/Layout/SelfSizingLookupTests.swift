import Foundation
import Testing
@testable import Pantomime

@Suite("Which layouts may have views that size themselves")
struct SelfSizingLookupTests {
    final class SubclassedFlowLayout: FlowLayout {}
    final class SubclassedWaterfallLayout: WaterfallLayout {}

    private static func compositional() -> CompositionalLayout {
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
        let group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                                           subitems: [item])
        return CompositionalLayout(section: LayoutSection(group: group))
    }

    @Test("A layout names itself as self-sizing exactly when a cast to the self-sizing layouts finds it and it has items that size themselves")
    func lookupIsTheCast() {
        let estimating = FlowLayout(), subclassedEstimating = SubclassedFlowLayout()
        for layout in [estimating, subclassedEstimating] { layout.estimatedItemSize = CGSize(width: 50, height: 50) }
        let layouts: [CollectionViewLayout] = [FlowLayout(), estimating, SubclassedFlowLayout(), subclassedEstimating, WaterfallLayout(),
                                               SubclassedWaterfallLayout(), Self.compositional(), StripLayout(itemLength: 60, horizontal: false),
                                               CollectionViewLayout()]
        for layout in layouts {
            let cast = (layout as? SelfSizingLayout).flatMap { $0.hasSelfSizingItems ? $0 : nil }
            #expect(layout.selfSizingLayout === cast, "\(type(of: layout))")
        }
        #expect(estimating.selfSizingLayout === estimating && subclassedEstimating.selfSizingLayout === subclassedEstimating)
        #expect(FlowLayout().selfSizingLayout == nil && SubclassedFlowLayout().selfSizingLayout == nil)
    }
}
