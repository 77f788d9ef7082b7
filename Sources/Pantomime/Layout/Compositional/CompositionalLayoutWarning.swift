import Foundation

/// Something a compositional layout laid out otherwise than its sections say, found when it
/// was solved (``CompositionalLayout/warnings``).
///
/// UIKit lays such sections out the same way without a word; Pantomime keeps a warning so
/// that a test can see why items are missing.
public enum CompositionalLayoutWarning: Equatable, Sendable, CustomStringConvertible {
    /// A section's group held no item from item `laidOut` on (its first item is longer
    /// than the group along the group's axis, say), so that item and the ones after it are
    /// not laid out: as in UIKit, the rest of the section stays empty.
    case itemsNotLaidOut(section: Int, laidOut: Int, items: Int)

    /// The warning as a sentence: where, what happened and how to change it.
    public var description: String {
        switch self {
        case let .itemsNotLaidOut(section, laidOut, items):
            "CompositionalLayout: section \(section) lays out \(laidOut) of its \(items) item(s): its group is shorter along its axis "
                + "than item \(laidOut), so the rest of the section stays empty (as in UIKit); make the group longer or the item shorter."
        }
    }

    /// The sections of `sections` (each with its item count, at least 1) whose last item
    /// `store` did not lay out, each with how many it did: O(log n) a section, the items
    /// laid out being the first ones.
    static func itemsNotLaidOut(in store: CompositionalStore, sections: [(section: Int, items: Int)]) -> [Self] {
        sections.compactMap { section, items in
            func laid(_ item: Int) -> Bool { store.attributesForItem(at: IndexPath(item: item, section: section)) != nil }
            guard !laid(items - 1) else { return nil }
            var low = 0, high = items - 1
            while low < high {
                let middle = (low + high) / 2
                if laid(middle) { low = middle + 1 } else { high = middle }
            }
            return .itemsNotLaidOut(section: section, laidOut: low, items: items)
        }
    }
}
