import Foundation
import Pantomime

/// One change in a `batch` step, by item names.
public enum UpdateSpec: Sendable {
    /// New items: at an index of `section`, before or after a named item (in that item's
    /// section), or at the end of `section` when none of those is given.
    case insert([String], at: Int?, before: String?, after: String?, section: Int)
    /// The named items go.
    case delete([String])
    /// The named item moves before or after another item, or to the end of a section.
    case move(String, before: String?, after: String?, toEndOf: Int?)
    /// The named items are reloaded (`reloadItems(at:)`).
    case reload([String])
    /// A new section of these items at this index.
    case insertSection(index: Int, items: [String])
    /// The section at this index goes.
    case deleteSection(Int)
    /// The section at the first index moves to the second.
    case moveSection(Int, to: Int)
    /// The section at this index is reloaded.
    case reloadSection(Int)
    /// A change to the data with no matching update call (to script inconsistent batches).
    case dataOnly(sections: [[String]])
    /// Items deleted by their index paths before the update, which need not exist (to meet
    /// UIKit's errors for paths out of range).
    case deleteAt([IndexPath])
    /// Items reloaded by their index paths before the update.
    case reloadAt([IndexPath])
    /// An item (by name, or by its index path before the update) moved to an index path
    /// after the update.
    case moveAt(from: ItemReference, to: IndexPath)
}

/// An item named, or the place of one.
public enum ItemReference: Sendable, Equatable {
    /// The item of this name.
    case name(String)
    /// The item at this index path, which need not hold one.
    case indexPath(IndexPath)
}
