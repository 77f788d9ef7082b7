import Foundation

extension ViewSnapshot {
    /// The frame each orthogonal section's row scrolls in, by section, in the collection
    /// view's content coordinates; nil for a section without a row (or a layout that is not
    /// compositional).
    ///
    /// UIKit scrolls such a row in a nested scroll view, which clips its cells to its frame:
    /// a card half out of the row shows only its half inside, even where the collection view
    /// itself would show more (pulled past its edge, say). The renderers clip to it.
    package static func orthogonalRowFrames(_ collectionView: CollectionView) -> (Int) -> CGRect? {
        guard let layout = collectionView.collectionViewLayout as? CompositionalLayout, layout.hasOrthogonalRows else {
            return { _ in nil }
        }
        var frames: [Int: CGRect?] = [:]
        return { section in
            if let known = frames[section] { return known }
            let frame = layout.orthogonalRowFrame(inSection: section)
            frames[section] = frame
            return frame
        }
    }

    /// ``orthogonalRowFrames(_:)`` in window coordinates.
    static func rowClips(_ collectionView: CollectionView) -> (Int) -> CGRect? {
        let frames = orthogonalRowFrames(collectionView)
        return { section in
            frames(section).map { CGRect(origin: collectionView.convert($0.origin, to: nil), size: $0.size) }
        }
    }
}
