import Foundation
import Pantomime
import PantomimeLoop

extension ScenarioWorld {
    /// Applies `setup.selfSizing`: the collection view's invalidation mode and round limit,
    /// and each change of an item's, header's or footer's content at its moment, after which
    /// its view (when on screen) calls `invalidateIntrinsicContentSize()`.
    func installSelfSizing(_ spec: SelfSizingSpec) {
        collectionView.selfSizingInvalidation = spec.invalidation
        collectionView.maximumSelfSizingRounds = spec.maximumRounds
        guard let content = model.selfSizing else { return }
        for resize in spec.resizes {
            loop.schedule(at: .seconds(resize.at), name: "selfSizing.resize \(resize.target.name)") { [weak self] in
                guard let self else { return }
                content.apply(resize)
                switch resize.target {
                case let .item(item):
                    guard let indexPath = model.indexPath(of: item) else { return }
                    collectionView.cellForItem(at: indexPath)?.invalidateIntrinsicContentSize()
                case let .header(section), let .footer(section):
                    let kind = resize.target == .header(section: section) ? ElementKind.sectionHeader : ElementKind.sectionFooter
                    collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: section))?.invalidateIntrinsicContentSize()
                case .layoutHeader, .layoutFooter:
                    // The layout's own boundary items are item Int.max of section 0, as in UIKit.
                    let kind = resize.target == .layoutHeader ? CompositionalLayoutBoundarySpec.headerKind : CompositionalLayoutBoundarySpec.footerKind
                    collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: .max, section: 0))?.invalidateIntrinsicContentSize()
                }
            }
        }
    }
}

extension SelfSizingSpec.Target {
    /// The target as the loop's timer names it: the item, or `header 0`.
    var name: String {
        switch self {
        case let .item(item): item
        case let .header(section): "header \(section)"
        case let .footer(section): "footer \(section)"
        case .layoutHeader: "layout header"
        case .layoutFooter: "layout footer"
        }
    }
}
