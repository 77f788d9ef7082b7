import Foundation
import Pantomime
import Testing

@Suite("Layout audit")
struct LayoutAuditTests {
    private func audit(_ layout: CollectionViewLayout, counts: [Int] = [30], delegate: ScrollViewDelegate? = nil) throws -> LayoutAudit.Report {
        let harness = LayoutHarness(layout, counts: counts, delegate: delegate)
        return try LayoutAudit(collectionView: harness.collectionView).run()
    }

    @Test("A correct user-written layout passes the audit")
    func correctListPasses() throws {
        let report = try audit(ListFixtureLayout())
        #expect(report.isClean, "\(report)")
        #expect(report.elementsChecked == 30)
        #expect(report.rectsQueried == 5)
    }

    @Test("Flow layouts with headers, footers and several sections pass, both directions",
          arguments: [FlowLayout.ScrollDirection.vertical, .horizontal])
    func flowLayoutPasses(direction: FlowLayout.ScrollDirection) throws {
        let layout = FlowLayout()
        layout.scrollDirection = direction
        layout.headerReferenceSize = CGSize(width: 30, height: 30)
        layout.footerReferenceSize = CGSize(width: 20, height: 20)
        layout.sectionInset = EdgeInsets(top: 5, left: 7, bottom: 9, right: 11)
        let report = try audit(layout, counts: [40, 0, 77, 1])
        #expect(report.isClean, "\(report)")
        #expect(report.elementsChecked == 118 + 8)
    }

    @Test("A waterfall layout passes the audit")
    func waterfallPasses() throws {
        let layout = WaterfallLayout()
        layout.headerViewHeight = 30
        layout.footerViewHeight = 10
        let heights = WaterfallHeights([120, 45, 80, 200, 33])
        layout.delegate = heights
        let report = try audit(layout, counts: [50, 20])
        #expect(report.isClean, "\(report)")
    }

    @Test("A rect query that keeps only elements inside the rect is caught")
    func insideOnlyIsCaught() throws {
        let report = try audit(InsideOnlyFixtureLayout())
        #expect(!report.isClean)
        #expect(report.findings.allSatisfy {
            if case .missingFromRectQuery = $0.problem { return true } else { return false }
        })
        let first = try #require(report.findings.first)
        #expect(first.element == .cell(IndexPath(item: 10, section: 0)))
        #expect(first.rect == rect(0, 0, 320, 480))
        #expect(first.description == "The cell at [0, 10] has the frame (0, 440, 320, 44), which meets the rect (0, 0, 320, 480), "
            + "but layoutAttributesForElements(in:) did not return it; return every element whose frame intersects the rect, "
            + "not only those inside it or inside the visible area.")
    }

    @Test("A rect query that answers for the visible area instead of the rect is caught")
    func visibleAreaIsCaught() throws {
        let report = try audit(VisibleAreaFixtureLayout())
        let missing = report.findings.compactMap(\.element).map(\.indexPath.item)
        #expect(missing == Array(11..<30))
    }

    @Test("Frames that differ between the rect query and the per-item answer are reported")
    func mismatchIsCaught() throws {
        let report = try audit(ShiftedFixtureLayout(), counts: [2])
        #expect(report.findings.count == 2)
        let first = try #require(report.findings.first)
        #expect(first.problem == .frameMismatch(rectQuery: rect(0, 0, 320, 43), elementQuery: rect(0, 0, 320, 44)))
        #expect(first.description == "The cell at [0, 0] has the frame (0, 0, 320, 43) in layoutAttributesForElements(in:) "
            + "for the rect (0, 0, 320, 480) but (0, 0, 320, 44) from layoutAttributesForItem(at:); both must describe the same layout.")
    }

    @Test("Elements returned twice by one query are reported once each")
    func duplicatesAreCaught() throws {
        let report = try audit(DuplicatingFixtureLayout(), counts: [3])
        #expect(report.findings.map(\.problem) == [.duplicate(count: 2), .duplicate(count: 2), .duplicate(count: 2)])
        #expect(report.findings[0].description.hasPrefix("The cell at [0, 0] appears 2 times in layoutAttributesForElements(in:)"))
    }

    @Test("Frames outside the content size are reported")
    func outsideContentIsCaught() throws {
        let report = try audit(ShortContentFixtureLayout(), counts: [4])
        // Content 88 tall: items 2 and 3 stick out.
        let outside = report.findings.filter {
            if case .outsideContent = $0.problem { return true } else { return false }
        }
        #expect(outside.compactMap(\.element) == [.cell(IndexPath(item: 2, section: 0)), .cell(IndexPath(item: 3, section: 0))])
        #expect(outside[0].description.contains("outside the content size 320×88"))
    }

    @Test("NaN values and negative sizes are reported")
    func brokenFramesAreCaught() throws {
        let report = try audit(BrokenFramesFixtureLayout(), counts: [4])
        let problems = report.findings.filter { $0.rect == nil }.map(\.problem)
        #expect(problems.count == 2)
        if case .nonFiniteFrame = problems.first {} else { Issue.record("expected a non-finite frame first, got \(problems)") }
        if case .negativeSize = problems.last {} else { Issue.record("expected a negative size last, got \(problems)") }
        #expect(report.findings.contains { $0.description.contains("with a NaN or infinite value") })
    }

    @Test("Items without a per-item answer and elements the data source lacks are reported")
    func missingAnswersAreCaught() throws {
        let report = try audit(ForgetfulFixtureLayout(), counts: [5])
        #expect(report.findings.map(\.problem).contains(.noAttributesForItem))
        #expect(report.findings.contains { $0.element == .cell(IndexPath(item: 99, section: 0)) })
        #expect(report.findings.contains {
            $0.description == "The cell at [0, 3] exists in the data source, but layoutAttributesForItem(at:) returned nil; "
                + "return attributes for every item."
        })
    }

    /// A flow layout with headers and footers whose rect query names a header and a cell
    /// twice, an item the data source lacks twice, leaves item 5 out and moves item 7.
    final class ChaoticFlowLayout: FlowLayout {
        override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
            var answer = (super.layoutAttributesForElements(in: rect) ?? []).filter {
                !($0.representedElementCategory == .cell && $0.indexPath == IndexPath(item: 5, section: 0))
            }
            for attributes in answer where attributes.representedElementCategory == .cell && attributes.indexPath == IndexPath(item: 7, section: 0) {
                attributes.frame.origin.x += 3
            }
            if let header = answer.first(where: { $0.representedElementCategory == .supplementaryView }) { answer.append(header) }
            if let cell = answer.first(where: { $0.representedElementCategory == .cell }) { answer.insert(cell, at: 0) }
            let ghost = LayoutAttributes(forCellWith: IndexPath(item: 99, section: 1))
            ghost.frame = CGRect(x: 0, y: rect.minY, width: 10, height: 10)
            answer += [ghost, ghost]
            return answer
        }
    }

    @Test("Every kind of finding at once comes in one order: per-element answers, then each rect's answer in the order it names elements")
    func everyFindingInOrder() throws {
        let layout = ChaoticFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.headerReferenceSize = CGSize(width: 320, height: 30)
        layout.footerReferenceSize = CGSize(width: 320, height: 20)
        let report = try audit(layout, counts: [12, 4])
        let lines = report.findings.map(\.description)
        #expect(lines == Self.everyFinding, "\(lines)")
        #expect(report.rectsQueried == 3)
        #expect(report.elementsChecked == 20)
    }

    /// What the audit reports for ``ChaoticFlowLayout`` over 12 and 4 items.
    static let everyFinding: [String] = [
        "The cell at [0, 7] has the frame (113, 250, 100, 100) in layoutAttributesForElements(in:) for the rect (0, 0, 320, 480) but (110, 250, 100, 100) from layoutAttributesForItem(at:); both must describe the same layout.",
        "The cell at [1, 99] with the frame (0, 0, 10, 10) is returned by layoutAttributesForElements(in:) for the rect (0, 0, 320, 480), but the data source has no such item; lay out only what the data source reports.",
        "The cell at [0, 0] appears 2 times in layoutAttributesForElements(in:) for the rect (0, 0, 320, 480); return each element once.",
        "The section header at [0, 0] appears 2 times in layoutAttributesForElements(in:) for the rect (0, 0, 320, 480); return each element once.",
        "The cell at [1, 99] appears 2 times in layoutAttributesForElements(in:) for the rect (0, 0, 320, 480); return each element once.",
        "The cell at [0, 5] has the frame (220, 140, 100, 100), which meets the rect (0, 0, 320, 480), but layoutAttributesForElements(in:) did not return it; return every element whose frame intersects the rect, not only those inside it or inside the visible area.",
        "The cell at [0, 6] appears 2 times in layoutAttributesForElements(in:) for the rect (0, 240, 320, 480); return each element once.",
        "The section footer at [0, 0] appears 2 times in layoutAttributesForElements(in:) for the rect (0, 240, 320, 480); return each element once.",
        "The cell at [1, 0] appears 2 times in layoutAttributesForElements(in:) for the rect (0, 480, 320, 480); return each element once.",
        "The section header at [1, 0] appears 2 times in layoutAttributesForElements(in:) for the rect (0, 480, 320, 480); return each element once.",
    ]

    @Test("The report reads as a summary followed by one line per finding")
    func reportDescription() throws {
        let report = try audit(DuplicatingFixtureLayout(), counts: [1])
        #expect(report.description.hasPrefix("Layout audit of DuplicatingFixtureLayout: 1 finding over 1 rect query and 1 element.\n- The cell at [0, 0]"))
    }
}
