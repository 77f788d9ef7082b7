import Foundation
import Pantomime
import PantomimeLoop

extension ScenarioWorld {
    /// Applies `setup.selfSizing`: the collection view's invalidation mode and round limit,
    /// and each change of an item's content at its moment, after which the item's cell (when
    /// on screen) calls `invalidateIntrinsicContentSize()`.
    func installSelfSizing(_ spec: SelfSizingSpec) {
        collectionView.selfSizingInvalidation = spec.invalidation
        collectionView.maximumSelfSizingRounds = spec.maximumRounds
        guard let content = model.selfSizing else { return }
        for resize in spec.resizes {
            loop.schedule(at: .seconds(resize.at), name: "selfSizing.resize \(resize.item)") { [weak self] in
                guard let self else { return }
                content.apply(resize)
                guard let indexPath = model.indexPath(of: resize.item) else { return }
                collectionView.cellForItem(at: indexPath)?.invalidateIntrinsicContentSize()
            }
        }
    }
}
