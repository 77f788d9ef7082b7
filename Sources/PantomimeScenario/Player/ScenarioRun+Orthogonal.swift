import Foundation
import Pantomime
import PantomimeLoop

extension ScenarioRun {
    /// The compositional layout and the section of a step or expectation, which must scroll
    /// on its own.
    private func orthogonalLayout(section: Int, step: String, at location: SourceLocation) throws -> CompositionalLayout {
        guard let layout = collectionView.collectionViewLayout as? CompositionalLayout else {
            throw ScenarioError("\(step) needs a compositional layout with an orthogonal section; set one up with "
                + "'layout: {compositional: {sections: [{orthogonal: groupPaging}]}}'.", at: location)
        }
        try collectionView.prepareLayoutIfNeeded()
        let sections = collectionView.numberOfSections
        guard section < sections else {
            throw ScenarioError("\(step) names section \(section), which does not exist: the collection view has \(sections) "
                + "section\(sections == 1 ? "" : "s") (0 to \(sections - 1)); name one of them.", at: location)
        }
        guard layout.isOrthogonal(section: section) else {
            throw ScenarioError("\(step) names section \(section), which does not scroll on its own; give that section "
                + "'orthogonal: continuous' (or another behaviour) in the compositional layout, or name another section.", at: location)
        }
        return layout
    }

    /// Moves an orthogonal section's row, then lets the collection view lay out. A fling
    /// plays the row's motion through virtual time, frame by frame, until it rests.
    mutating func scrollSection(_ spec: SectionScrollSpec, at location: SourceLocation) throws {
        let step: String
        if case .fling = spec.motion { step = "flingSection" } else { step = "scrollSection" }
        let layout = try orthogonalLayout(section: spec.section, step: step, at: location)
        let start = layout.orthogonalOffset(inSection: spec.section)
        switch spec.motion {
        case let .to(offset):
            layout.setOrthogonalOffset(offset, inSection: spec.section)
        case let .by(distance):
            layout.setOrthogonalOffset(start + distance, inSection: spec.section)
        case let .fling(distance, velocity):
            layout.flingOrthogonalRow(inSection: spec.section, by: distance, velocity: velocity)
            try collectionView.layoutNow()
            try loop.runPending()
            if let rest = layout.orthogonalRowSecondsToRest(inSection: spec.section), rest > 0 {
                try loop.advance(by: TimeAmount.seconds(rest) + TimeAmount.nanoseconds(1_000_000_000 / max(1, loop.framesPerSecond)))
            }
        }
        try collectionView.layoutNow()
        try loop.runPending()
    }

    /// Checks an orthogonal section's offset, page and visible items.
    func checkSection(_ expected: SectionExpectation, tolerance: Double, at location: SourceLocation) throws {
        let now = loop.now
        let layout = try orthogonalLayout(section: expected.index, step: "expect.section", at: location)
        let offset = layout.orthogonalOffset(inSection: expected.index)
        func fail(_ message: String) -> ScenarioFailure {
            ScenarioFailure("At \(now)s: section \(expected.index): \(message)", at: location)
        }
        if let wanted = expected.offset, !(abs(offset - wanted) <= tolerance) {
            throw fail("expected the row's offset \(Geometry.format(wanted)) (±\(Geometry.format(tolerance))), but it is \(Geometry.format(offset)).")
        }
        if let wanted = expected.page {
            let stops = layout.orthogonalRestingOffsets(inSection: expected.index)
            guard !stops.isEmpty else {
                throw fail("expected page \(wanted), but this section's row rests anywhere (it has no pages); check its offset instead.")
            }
            let page = stops.firstIndex { abs($0 - offset) <= max(tolerance, 1e-6) }
            if page != wanted {
                let found = page.map { "page \($0)" } ?? "between resting points"
                throw fail("expected page \(wanted), but the row is at \(Geometry.format(offset)), \(found) "
                    + "(its resting points are \(stops.map { Geometry.format($0) }.joined(separator: ", "))).")
            }
        }
        if expected.autoPaging != nil || expected.pageTurns != nil || expected.lastPageTurn != nil {
            try checkSectionBanner(expected, fail: fail)
        }
        if let wanted = expected.visible {
            for name in wanted { _ = try world.indexPath(of: name, at: location) }
            let actual = collectionView.indexPathsForVisibleItems.filter { $0.section == expected.index }.map(world.name(of:))
            if actual != wanted {
                throw fail("expected visible items [\(wanted.joined(separator: ", "))] (in index-path order), but visible are [\(actual.joined(separator: ", "))].")
            }
        }
    }

    /// Checks the timer and page turns of the section's banner.
    private func checkSectionBanner(_ expected: SectionExpectation, fail: (String) -> ScenarioFailure) throws {
        guard let banner = world.sectionBanner, banner.section == expected.index else {
            throw fail("autoPaging, pageTurns and lastPageTurn need a banner on this section; add "
                + "'banner: {section: \(expected.index)}' to the compositional layout.")
        }
        try checkPageTurns(autoPaging: expected.autoPaging, lastPageTurn: expected.lastPageTurn, pageTurns: expected.pageTurns,
                           isActive: banner.isAutoPagingActive, last: banner.lastPageTurnTime, count: banner.pageTurnCount, fail: fail)
    }
}
