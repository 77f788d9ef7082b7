import Foundation
import Pantomime

extension MonkeyInvariant {
    /// Every orthogonal row at rest (no finger holds it and it does not move) has an
    /// offset within its range and, for a behaviour with resting points, on one of them
    /// unless code put it there: a drag, a fling, a tap on a moving row and a re-solve of
    /// the layout all leave a row where its behaviour rests. An offset set by code
    /// (`setOrthogonalOffset`, a `scrollSection` step) may lie between resting points, as
    /// UIKit's nested scroll view allows, until a finger or a fling moves the row.
    public static var orthogonalRows: MonkeyInvariant {
        MonkeyInvariant("orthogonalRows", inputs: [.layout, .counts, .scrolling]) { world in
            let view = world.collectionView
            guard let layout = view.collectionViewLayout as? CompositionalLayout, !view.isTransitioningLayout else { return nil }
            for section in 0..<view.numberOfSections {
                guard let range = layout.orthogonalOffsetRange(inSection: section),
                      layout.orthogonalRowSecondsToRest(inSection: section) == 0 else { continue }
                let offset = layout.orthogonalOffset(inSection: section)
                guard range.contains(offset) else {
                    return "Section \(section)'s row rests at \(Geometry.format(offset)), outside its range "
                        + "\(Geometry.format(range.lowerBound))…\(Geometry.format(range.upperBound))."
                }
                let stops = layout.orthogonalRestingOffsets(inSection: section)
                guard stops.isEmpty || layout.isOrthogonalRowPlacedByCode(inSection: section) || stops.contains(where: { abs($0 - offset) < 1e-6 }) else {
                    return "Section \(section)'s row rests at \(Geometry.format(offset)), on none of its resting points "
                        + "(\(stops.map { Geometry.format($0) }.joined(separator: ", ")))."
                }
            }
            return nil
        }
    }
}
