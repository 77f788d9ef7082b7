import Foundation

/// The layout's answer for a band around the bounds, kept so that a layout pass whose
/// bounds stay inside the band asks the layout nothing, and a pass in which no element can
/// have entered or left does nothing at all.
///
/// UIKit's contract for ``CollectionViewLayout/layoutAttributesForElements(in:)`` is that
/// it returns every element whose frame meets the rect. So, while the layout is not
/// invalidated (it has not prepared again) and the data has not changed, the elements on
/// screen for bounds inside the band are those of the band's answer that
/// ``Geometry/visiblePart(of:in:)`` finds on screen: frames that overlap the bounds with a
/// positive area. A frame that only touches the bounds is not on screen, whatever the
/// layout answered for it. A layout that changes its answer (even by editing the attributes
/// it keeps in place) must invalidate, as UIKit requires: until it does, the band answers
/// with the frames the layout gave when it was asked.
///
/// It is a class, refilled in place (``fill(rect:attributes:token:met:)``) by the pass that
/// asks the layout: a carousel's row or an animated layout asks at every frame, and a band
/// made and dropped each time would allocate and free its lists at every one.
final class ShownBand {
    /// What the answer depends on besides the rect: a change of any of it drops the band.
    struct Token: Equatable {
        /// The layout asked.
        var layout: ObjectIdentifier
        /// How many times it had prepared (every invalidation prepares it again).
        var preparations: Int
        /// The collection view's data generation.
        var dataGeneration: Int
    }

    /// What the band says of new bounds.
    enum Answer {
        /// The same elements as the last pass meet the bounds.
        case unchanged
        /// These elements meet the bounds, in display order.
        case changed([LayoutAttributes])
    }

    /// The rect the layout was asked about.
    @exclusivity(unchecked) private(set) var rect = CGRect.null
    /// What the layout returned for it, usable and displayable, each element once, in
    /// display order.
    @exclusivity(unchecked) private(set) var attributes: [LayoutAttributes] = []
    /// The frames of ``attributes`` as the layout answered them, read once: every pass
    /// inside the band compares them with its bounds.
    @exclusivity(unchecked) private var frames: [CGRect] = []
    /// What the answer was made of; nil while the band is empty, when it answers nothing.
    @exclusivity(unchecked) private var token: Token?
    /// Which of ``attributes`` met the bounds of the last pass.
    @exclusivity(unchecked) private var lastMet: [Bool] = []

    /// An empty band, which answers nothing until it is filled.
    init() {}

    /// Makes this the band over `rect`, whose elements are `attributes` (already filtered,
    /// deduplicated and sorted), of which those `met` says are on screen now. The lists of
    /// the band's last answer are written over.
    func fill(rect: CGRect, attributes: [LayoutAttributes], token: Token, met: (LayoutAttributes) -> Bool) {
        self.rect = rect
        self.attributes = attributes
        self.token = token
        frames.removeAll(keepingCapacity: true)
        lastMet.removeAll(keepingCapacity: true)
        frames.reserveCapacity(attributes.count)
        lastMet.reserveCapacity(attributes.count)
        attributes.forEachBorrowed { element in
            frames.append(element.frame)
            lastMet.append(met(element))
        }
    }

    /// The elements the last ``fill(rect:attributes:token:met:)`` or ``answer(for:token:)``
    /// found on screen, in display order: the band's own list, not a copy, when all of them
    /// are (as most of a scroll's are). Nothing once the band is emptied (its marks stay, unread).
    func elementsMet() -> [LayoutAttributes] {
        guard let first = attributes.indices.first(where: { !lastMet[$0] }) else { return attributes }
        var met = Array(attributes[..<first])
        for index in first..<attributes.count where lastMet[index] { met.append(attributes[index]) }
        return met
    }

    /// Empties the band, letting go of the attributes it holds (a layout that recycles its
    /// attributes may then write new answers into them); its frames and marks stay, unread,
    /// until the next ``fill(rect:attributes:token:met:)`` writes over them in place.
    func empty() {
        token = nil
        rect = .null
        attributes = []
    }

    /// The elements on screen for `bounds` by the band alone, or nil when the band cannot
    /// tell (bounds outside it, the layout or data changed, or the band is empty).
    func answer(for bounds: CGRect, token: Token) -> Answer? {
        guard token == self.token, Self.contains(rect, bounds) else { return nil }
        // The visible rule, ``Geometry/visiblePart(of:in:)``, on frames already known to be
        // finite. The elements are read in place, and the marks are written only once one
        // differs: most frames of a scroll change none.
        let changed = frames.withUnsafeBufferPointer { frames in
            lastMet.withUnsafeBufferPointer { met in
                frames.indices.first { Geometry.isOnScreen(frames[$0], in: bounds) != met[$0] }
            }
        }
        guard let changed else { return .unchanged }
        for index in changed..<frames.count { lastMet[index] = Geometry.isOnScreen(frames[index], in: bounds) }
        return .changed(elementsMet())
    }

    /// The rect to ask the layout about for `bounds`, having moved `movement` since the
    /// last pass: the bounds grown by their size along each axis they moved along, so that
    /// the next passes of a scroll or an animation find their elements in it (a band half
    /// as wide asks the layout twice as often, and a layout's answer costs more than
    /// comparing the band's extra frames at each pass); the
    /// bounds alone along an axis they did not move along, or jumped a whole bounds or more
    /// along (the band would be left at once).
    static func rect(around bounds: CGRect, movement: CGPoint) -> CGRect {
        func margin(_ moved: Double, _ size: Double) -> Double {
            let moved = abs(moved)
            return moved > 0 && moved < size ? size : 0
        }
        let dx = margin(movement.x, bounds.width), dy = margin(movement.y, bounds.height)
        return CGRect(x: bounds.minX - dx, y: bounds.minY - dy, width: bounds.width + 2 * dx, height: bounds.height + 2 * dy)
    }

    private static func contains(_ outer: CGRect, _ inner: CGRect) -> Bool {
        outer.minX <= inner.minX && inner.maxX <= outer.maxX && outer.minY <= inner.minY && inner.maxY <= outer.maxY
    }
}
