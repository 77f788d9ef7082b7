import Foundation

/// The attributes objects a layout made for its answers, kept so that later answers are
/// written into those that no one holds any more instead of into new objects.
///
/// A layout answers every rect query with new attributes (a caller may change what it is
/// given), and a scroll asks for a screenful of them at every step, while the ones it was
/// given before are let go as the views showing them take others. Making and freeing an
/// object is most of what one element of an answer costs. The recycler keeps the objects
/// it made; one whose only reference is the recycler's own (``isKnownUniquelyReferenced(_:)``)
/// is one no caller can see, and is given the new element's values — every field as a new
/// object has it — instead of a new object being made.
///
/// It holds at most ``capacity`` objects, and looks at ``probes`` of them, round the list,
/// for each element: where a caller still holds them all (a screen's worth taken by the
/// views on it), a new object is made.
final class LayoutAttributesRecycler {
    /// The objects made, each held here until it is replaced.
    @exclusivity(unchecked) private var kept: [LayoutAttributes] = []
    /// The next place in ``kept`` to look at.
    @exclusivity(unchecked) private var cursor = 0

    /// The most objects kept.
    static let capacity = 256
    /// How many kept objects are looked at before a new one is made.
    static let probes = 4

    init() {}

    /// How many objects are kept.
    var count: Int { kept.count }

    /// Attributes for the element of `category` and `kind` at item `item` of `section`,
    /// with `frame` and every other value as new attributes have it: a kept object no one
    /// else holds, or a new one.
    func attributes(section: Int, item: Int, category: ElementCategory, kind: String?, frame: CGRect) -> LayoutAttributes {
        let count = kept.count
        var probed = -1
        if count > 0 {
            for _ in 0..<min(Self.probes, count) {
                let index = cursor
                cursor = index + 1 == count ? 0 : index + 1
                probed = index
                if isKnownUniquelyReferenced(&kept[index]) {
                    let attributes = kept[index]
                    attributes.reuse(section: section, item: item, category: category, kind: kind, frame: frame)
                    return attributes
                }
            }
        }
        let made = LayoutAttributes(section: section, item: item, category: category, kind: kind, frame: frame)
        if count < Self.capacity {
            kept.append(made)
        } else if probed >= 0 {
            // Every object looked at is still held: the last one gives its place to the new
            // one, so that the list follows what was made most recently.
            kept[probed] = made
        }
        return made
    }
}
