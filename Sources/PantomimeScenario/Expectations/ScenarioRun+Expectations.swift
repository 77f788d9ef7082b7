import Foundation
import Pantomime
import PantomimeLoop

extension ScenarioRun {
    /// Checks every field the expectation gives; the first mismatch fails the step with a
    /// message saying what was expected and what was found.
    mutating func check(_ expectation: Expectation, at location: SourceLocation) throws {
        try loop.runPending()
        let now = loop.now
        func fail(_ message: String) -> ScenarioFailure {
            ScenarioFailure("At \(now)s: \(message)", at: location)
        }
        func names(_ paths: [IndexPath]) -> [String] { paths.map(world.name(of:)) }
        func listed(_ names: [String]) -> String { "[\(names.joined(separator: ", "))]" }

        // A name that is no item now is almost always a typo: say so, with a suggestion,
        // rather than report a mismatched list.
        for name in (expectation.selected ?? []) + (expectation.highlighted ?? []) + (expectation.visible ?? []) {
            _ = try world.indexPath(of: name, at: location)
        }
        if let time = expectation.time, abs(now.seconds - time) > 1e-9 {
            throw fail("expected the time to be \(LoopInstant.seconds(time))s, but it is \(now)s.")
        }
        if let expected = expectation.selected {
            let actual = names(collectionView.indexPathsForSelectedItems ?? [])
            if Set(expected) != Set(actual) || expected.count != actual.count {
                throw fail("expected selected \(listed(expected)), but the selection is \(listed(actual)).")
            }
        }
        if let expected = expectation.highlighted {
            let actual = names(collectionView.indexPathsForHighlightedItems)
            if Set(expected) != Set(actual) || expected.count != actual.count {
                throw fail("expected highlighted \(listed(expected)), but highlighted is \(listed(actual)).")
            }
        }
        if let expected = expectation.visible {
            let actual = names(collectionView.indexPathsForVisibleItems)
            if expected != actual {
                throw fail("expected visible items \(listed(expected)) (in index-path order), but visible are \(listed(actual)).")
            }
        }
        if let part = expectation.visiblePart { try checkVisiblePart(part, at: location) }
        if let offset = expectation.contentOffset {
            let actual = collectionView.contentOffset
            // A non-finite offset never matches: NaN compares false with everything.
            if !(abs(Double(actual.x - offset.x)) <= expectation.tolerance) || !(abs(Double(actual.y - offset.y)) <= expectation.tolerance) {
                throw fail("expected contentOffset \(Geometry.format(offset)) (±\(Geometry.format(expectation.tolerance))), but it is \(Geometry.format(actual)).")
            }
        }
        if let section = expectation.section { try checkSection(section, tolerance: expectation.tolerance, at: location) }
        if let size = expectation.contentSize {
            let actual = collectionView.contentSize
            if !(abs(Double(actual.width - size.width)) <= 1e-6) || !(abs(Double(actual.height - size.height)) <= 1e-6) {
                throw fail("expected contentSize \(Geometry.format(size)), but it is \(Geometry.format(actual)).")
            }
        }
        for name in expectation.frames.keys.sorted() {
            guard let expected = expectation.frames[name] else { continue }
            let indexPath = try world.indexPath(of: name, at: location)
            guard let actual = collectionView.layoutAttributesForItem(at: indexPath)?.frame else {
                throw fail("expected item '\(name)' at \(Geometry.format(expected)), but the layout has no frame for it.")
            }
            let close = [actual.minX - expected.minX, actual.minY - expected.minY, actual.width - expected.width, actual.height - expected.height]
                .allSatisfy { abs(Double($0)) <= 1e-6 }   // false for NaN
            if !close {
                throw fail("expected item '\(name)' at \(Geometry.format(expected)), but its frame is \(Geometry.format(actual)).")
            }
        }
        if let count = expectation.cellsCreated, collectionView.viewsCreated != count {
            throw fail("expected \(count) views created in all, but \(collectionView.viewsCreated) were.")
        }
        if let count = expectation.cellsCreatedAtMost, collectionView.viewsCreated > count {
            throw fail("expected at most \(count) views created, but \(collectionView.viewsCreated) were.")
        }
        if let count = expectation.liveCellsAtMost, collectionView.liveViewCount > count {
            throw fail("expected at most \(count) live views (on screen and queued), but there are \(collectionView.liveViewCount).")
        }
        if let value = expectation.dragging, collectionView.isDragging != value {
            throw fail("expected isDragging \(value), but it is \(collectionView.isDragging).")
        }
        if let value = expectation.decelerating, collectionView.isDecelerating != value {
            throw fail("expected isDecelerating \(value), but it is \(collectionView.isDecelerating).")
        }
        if let value = expectation.tracking, collectionView.isTracking != value {
            throw fail("expected isTracking \(value), but it is \(collectionView.isTracking).")
        }
        if expectation.page != nil || expectation.autoPaging != nil || expectation.lastPageTurn != nil || expectation.pageTurns != nil {
            let banner = try world.autoPaging(for: "page, autoPaging, lastPageTurn and pageTurns", at: location)
            if let page = expectation.page, banner.currentPage != page {
                throw fail("expected the banner on page \(page), but it is on page \(banner.currentPage) (showing \(banner.visibleItem ?? "nothing")).")
            }
            try checkPageTurns(autoPaging: expectation.autoPaging, lastPageTurn: expectation.lastPageTurn, pageTurns: expectation.pageTurns,
                               isActive: banner.isAutoPagingActive, last: banner.lastPageTurnTime, count: banner.pageTurnCount, fail: fail)
        }
        if !expectation.gestures.isEmpty {
            let recognizers = world.recognizersByName
            for name in expectation.gestures.keys.sorted() {
                guard let expected = expectation.gestures[name] else { continue }
                guard let recognizer = recognizers[name] else {
                    throw fail("there is no gesture recognizer named '\(name)'.\(Suggest.didYouMean(name, in: recognizers.keys.sorted())) Recognizers: \(recognizers.keys.sorted().joined(separator: ", ")).")
                }
                if recognizer.state.rawValue != expected {
                    throw fail("expected the gesture recognizer '\(name)' to be \(expected), but it is \(recognizer.state.rawValue).")
                }
            }
        }
        if let clean = expectation.audit {
            let report = try LayoutAudit(collectionView: collectionView).run()
            if clean && !report.isClean {
                throw fail("expected the layout audit to be clean, but it found:\n\(report.findings.map { "    \($0)" }.joined(separator: "\n"))")
            }
            if !clean && report.isClean {
                throw fail("expected the layout audit to find problems, but it found none in \(report.rectsQueried) rect queries.")
            }
        }
        if let expected = expectation.render {
            let actual = ScenarioPicture.text(of: world)
            if let diff = ScenarioPicture.diff(expected: ScenarioPicture.trimmingNewlines(expected),
                                               actual: ScenarioPicture.trimmingNewlines(actual)) {
                throw fail("the rendered view differs from the expected text, which is what pantomime render prints at this step \(diff)")
            }
        }
        if let expected = expectation.menu {
            guard let actual = lastMenu else { throw fail("expected a menu \(listed(expected)), but no menu step ran before this expect.") }
            if actual != expected { throw fail("expected the menu \(listed(expected)), but it offered \(listed(actual)).") }
        }
        try checkEditing(expectation, fail: fail)
        if let expected = expectation.swipedRow { try checkSwipedRow(expected, tolerance: expectation.tolerance, at: location) }
        let records = world.trace.records
        // The calls compared, gathered only for an expect that compares calls. The kinds are
        // a short list compared case by case: a set of them hashes each kind's text.
        let kinds = expectation.callKinds ?? scenario.setup.callKinds
        let since = expectation.calls == nil && expectation.callsInOrder == nil ? []
            : Self.records(records, from: callsMark, of: kinds)
        if let calls = expectation.calls {
            let patterns = calls.map(CallPattern.init)
            if !CallMatcher.matchesExactly(patterns, Array(since)) {
                throw fail("the calls since the previous expect differ (Expected: −, Actual: +):\n" + CallMatcher.diff(patterns, Array(since)))
            }
        }
        if let calls = expectation.callsInOrder {
            let patterns = calls.map(CallPattern.init)
            if let missing = CallMatcher.firstMissingInOrder(patterns, Array(since)) {
                let actual = since.map { "    \($0.summary)" }.joined(separator: "\n")
                throw fail("expected the calls to include, in order, \(patterns.map(\.text).joined(separator: ", ")); '\(patterns[missing].text)' was not found in order. The calls since the previous expect were:\n\(actual.isEmpty ? "    (none)" : actual)")
            }
        }
        if let forbidden = expectation.notCalled {
            let all = records[min(callsMark, records.count)...]
            for text in forbidden {
                let pattern = CallPattern.notCalled(text)
                if let found = all.first(where: pattern.matchesAnywhere) {
                    throw fail("expected no call matching '\(text)' since the previous expect, but '\(found.summary)' happened at \(found.time)s.")
                }
            }
        }
        callsMark = records.count
    }
}

extension ScenarioRun {
    /// The records from `start` on whose kind is one of `kinds`, in order. Each record's kind
    /// is read where it is stored, so that only the records kept are copied.
    static func records(_ records: [TraceRecord], from start: Int, of kinds: [TraceKind]) -> [TraceRecord] {
        var kept: [TraceRecord] = []
        records.withUnsafeBufferPointer { records in
            for index in min(max(start, 0), records.count)..<records.count where kinds.contains(records[index].kind) {
                kept.append(records[index])
            }
        }
        return kept
    }

    /// Checks a banner's timer and page turns (the setup's banner, your own auto-paging
    /// view, or a carousel banner on a compositional section) against what is expected.
    func checkPageTurns(autoPaging: Bool?, lastPageTurn: Double?, pageTurns: Int?, isActive: Bool, last: LoopInstant?, count: Int,
                        fail: (String) -> ScenarioFailure) throws {
        if let active = autoPaging, isActive != active {
            throw fail("expected the banner \(active ? "to be" : "not to be") auto-paging, but its timer is \(isActive ? "running" : "stopped").")
        }
        if let time = lastPageTurn {
            guard let last else { throw fail("expected the last page turn at \(LoopInstant.seconds(time))s, but no page has turned yet.") }
            if abs(last.seconds - time) > 1e-9 {
                throw fail("expected the last page turn at \(LoopInstant.seconds(time))s, but it was at \(last)s.")
            }
        }
        if let turns = pageTurns, count != turns {
            throw fail("expected \(turns) page turns, but there were \(count).")
        }
    }
}
