import Foundation
import Pantomime

/// One change in a `batch` step, by item names.
public enum UpdateSpec: Sendable {
    case insert([String], at: Int?, before: String?, after: String?, section: Int)
    case delete([String])
    case move(String, before: String?, after: String?, toEndOf: Int?)
    case reload([String])
    case insertSection(index: Int, items: [String])
    case deleteSection(Int)
    case moveSection(Int, to: Int)
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
    case name(String)
    case indexPath(IndexPath)
}
