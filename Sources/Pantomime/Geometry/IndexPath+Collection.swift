import Foundation

// UIKit adds `item` and `section` to IndexPath; Foundation on Linux does not, so Pantomime
// does, letting ported collection-view code read the same.
extension IndexPath {
    /// An index path for an item in a section: UIKit's `IndexPath(item:section:)`.
    ///
    /// Built index by index: an array of the two indexes would be allocated and freed for
    /// every index path a layout or the collection view makes.
    public init(item: Int, section: Int) {
        self.init(index: section)
        append(item)
    }

    /// The section: the first index.
    public var section: Int {
        get { count > 0 ? self[0] : 0 }
        set { if count > 0 { self[0] = newValue } else { self = IndexPath(index: newValue) } }
    }

    /// The item: the second index (0 for a section-only path).
    public var item: Int {
        get { count > 1 ? self[1] : 0 }
        set { if count > 1 { self[1] = newValue } else { self = IndexPath(item: newValue, section: section) } }
    }
}
