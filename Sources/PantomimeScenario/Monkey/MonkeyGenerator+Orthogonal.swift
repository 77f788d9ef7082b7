import Foundation
import Pantomime

/// Drags and flings inside orthogonal rows: one that starts in a row mostly goes along it,
/// so that the row, not the collection view, moves (and now and then across it, to try the
/// directional lock).
extension MonkeyGenerator {
    /// Where an orthogonal row lies on screen and which way it scrolls.
    struct OrthogonalRowBand: Equatable {
        /// The row's band in window coordinates, across the visible rect.
        var frame: CGRect
        /// Whether the row scrolls left to right (it does in a vertical layout).
        var runsAcross: Bool
    }

    /// `p` kept inside the view, on whole points.
    func clamp(_ p: CGPoint, _ s: Snapshot) -> CGPoint {
        CGPoint(x: min(max(Double(p.x), Double(s.rect.minX)), Double(s.rect.maxX) - 1).rounded(.down),
                y: min(max(Double(p.y), Double(s.rect.minY)), Double(s.rect.maxY) - 1).rounded(.down))
    }

    /// The bands of a compositional layout's orthogonal rows, in window coordinates, across
    /// the visible rect, each with the way it scrolls, as the layout tells them.
    static func orthogonalRows(_ view: CollectionView, visible: CGRect) -> [OrthogonalRowBand] {
        guard let layout = view.collectionViewLayout as? CompositionalLayout else { return [] }
        let across = layout.orthogonalScrollDirection == .horizontal
        return (0..<view.numberOfSections).compactMap { section in
            guard let frame = layout.orthogonalRowFrame(inSection: section) else { return nil }
            let origin = view.convert(frame.origin, to: nil)
            let band = across ? CGRect(x: visible.minX, y: origin.y, width: visible.width, height: frame.height)
                : CGRect(x: origin.x, y: visible.minY, width: frame.width, height: visible.height)
            return OrthogonalRowBand(frame: band, runsAcross: across)
        }
    }

    /// Whether a window point lies in an orthogonal row, and whether that row runs left to
    /// right.
    func inRow(_ point: CGPoint, _ s: Snapshot) -> (found: Bool, across: Bool) {
        guard let row = s.rows.first(where: { Geometry.rect($0.frame, contains: point) }) else { return (false, true) }
        return (true, row.runsAcross)
    }

    /// A drag from `start` mostly along the row it starts in, most of the time; nil for a
    /// start outside every row (or the other times).
    mutating func rowDrag(from start: CGPoint, _ s: Snapshot) -> MonkeyAction? {
        let (rowStart, across) = inRow(start, s)
        guard rowStart, random.chance(0.6) else { return nil }
        let along = random.double(-400...400), aside = random.double(-20...20)
        let end = clamp(CGPoint(x: Double(start.x) + (across ? along : aside), y: Double(start.y) + (across ? aside : along)), s)
        let hold = random.chance(0.5) ? 0 : random.seconds(0.05...0.5)
        return .drag([start, end], duration: random.seconds(0.05...1.5), hold: hold)
    }

    /// A fling from `start` mostly along the row it starts in, most of the time; nil for a
    /// start outside every row (or the other times).
    mutating func rowFling(from start: CGPoint, _ s: Snapshot) -> MonkeyAction? {
        let (rowStart, across) = inRow(start, s)
        guard rowStart, random.chance(0.6) else { return nil }
        var along = 0
        while along == 0 { along = random.int(-10...10) }
        let aside = random.int(-3...3)
        return .fling(from: start, dx: across ? along : aside, dy: across ? aside : along, velocity: Double(random.int(100...8000)))
    }
}
