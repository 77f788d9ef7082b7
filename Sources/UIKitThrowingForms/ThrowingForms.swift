import Foundation
import Pantomime

/// Pantomime's throwing calls, named so that the `UIKit` module can reach them: there its
/// non-throwing forms, spelt as UIKit spells them, are the ones a call finds.
///
/// This module imports Pantomime alone, so each call below is Pantomime's own.
public enum ThrowingForms {
    /// ``CollectionView/dequeueReusableCell(withReuseIdentifier:for:)``.
    public static func dequeueCell(_ view: CollectionView, _ identifier: String, _ indexPath: IndexPath) throws -> CollectionViewCell {
        try view.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    }

    /// ``CollectionView/dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)``.
    public static func dequeueSupplementary(_ view: CollectionView, _ kind: String, _ identifier: String,
                                            _ indexPath: IndexPath) throws -> CollectionReusableView {
        try view.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
    }

    /// ``CollectionView/scrollToItem(at:at:animated:)``.
    public static func scrollToItem(_ view: CollectionView, _ indexPath: IndexPath, _ position: ScrollPosition, _ animated: Bool) throws {
        try view.scrollToItem(at: indexPath, at: position, animated: animated)
    }

    /// ``CollectionView/selectItem(at:animated:scrollPosition:)``.
    public static func selectItem(_ view: CollectionView, _ indexPath: IndexPath?, _ animated: Bool, _ position: ScrollPosition) throws {
        try view.selectItem(at: indexPath, animated: animated, scrollPosition: position)
    }

    /// ``CollectionView/performBatchUpdates(_:completion:)``.
    public static func performBatchUpdates(_ view: CollectionView, _ updates: () throws -> Void, _ completion: ((Bool) -> Void)?) throws {
        try view.performBatchUpdates(updates, completion: completion)
    }

    /// Pantomime's call for one of the collection view's item or section updates.
    public static func update(_ view: CollectionView, _ update: BatchUpdate.Operation) throws {
        switch update {
        case let .insertItems(paths): try view.insertItems(at: paths)
        case let .deleteItems(paths): try view.deleteItems(at: paths)
        case let .reloadItems(paths): try view.reloadItems(at: paths)
        case let .moveItem(from, to: to): try view.moveItem(at: from, to: to)
        case let .insertSections(sections): try view.insertSections(sections)
        case let .deleteSections(sections): try view.deleteSections(sections)
        case let .reloadSections(sections): try view.reloadSections(sections)
        case let .moveSection(from, toSection: to): try view.moveSection(from, toSection: to)
        }
    }

    /// ``View/layoutIfNeeded()``.
    public static func layoutIfNeeded(_ view: View) throws {
        try view.layoutIfNeeded()
    }
}
