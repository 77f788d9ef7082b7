import Foundation
import Testing
@testable import Pantomime

/// The comparisons a layout pass makes at every frame, worked out without Foundation's calls,
/// give Foundation's answers.
@Suite("Frame comparisons give Foundation's answers")
struct FastComparisonTests {
    /// Edges on a coarse grid make touching, nested and equal rects common; negative lengths,
    /// thirds and tenths exercise standardized spans and rounding.
    static let values: [Double] = [-3, -1.5, -1 / 3, 0, 0.1, 0.2, 0.3, 1 / 3, 1, 2.5, 3, 7]

    @Test("A frame clipped by another meets a rect exactly when Foundation's intersection, then intersects, says so")
    func clippedFrameMeetsAgreesWithFoundation() {
        var random = LayoutTestRandom(seed: 0x5EED_F00D)
        func pick() -> Double { Self.values.randomElement(using: &random) ?? 0 }
        // Mostly long sides, so that the three rects often share a part.
        func side() -> Double { [-1.5, 0, 0.1, 0.2, 1 / 3, 2.5, 3, 7, 10, 10].randomElement(using: &random) ?? 0 }
        func rect() -> CGRect { CGRect(x: pick(), y: pick(), width: side(), height: side()) }
        var met = 0, missed = 0
        for _ in 0..<30_000 {
            let frame = rect(), clip = rect(), other = rect()
            let part = frame.intersection(clip)
            let foundation = !part.isNull && part.intersects(other)
            #expect(Geometry.rect(frame, clippedTo: clip, meets: other) == foundation, "\(frame) in \(clip) against \(other)")
            if foundation { met += 1 } else { missed += 1 }
        }
        // Both answers came up often enough for the comparison to mean something.
        #expect(met > 1_000 && missed > 1_000, "met \(met), missed \(missed)")
    }

    @Test("Parts that only touch, and far edges that rounding moves, are answered as Foundation answers them")
    func edgeCasesAgreeWithFoundation() {
        let cases: [(CGRect, CGRect, CGRect)] = [
            // The part is a line where the frame touches the clip.
            (CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 10, y: 0, width: 5, height: 10), CGRect(x: 10, y: 0, width: 1, height: 1)),
            // The part ends where the rect starts.
            (CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 2, y: 0, width: 5, height: 10), CGRect(x: 7, y: 0, width: 1, height: 1)),
            // 0.1 + (0.3 − 0.1) is not 0.3.
            (CGRect(x: 0.1, y: 0, width: 0.2, height: 1), CGRect(x: 0, y: 0, width: 0.3, height: 1), CGRect(x: 0.3, y: 0, width: 1, height: 1)),
            (CGRect(x: 0.1, y: 0, width: 1, height: 1), CGRect(x: 0, y: 0, width: 0.3, height: 1), CGRect(x: 0.30000000000000004, y: 0, width: 1, height: 1)),
            // Negative sizes go to Foundation.
            (CGRect(x: 10, y: 10, width: -10, height: -10), CGRect(x: 0, y: 0, width: 5, height: 5), CGRect(x: 4, y: 4, width: 1, height: 1)),
            // No part at all.
            (CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 5, y: 5, width: 1, height: 1), CGRect(x: 0, y: 0, width: 10, height: 10)),
        ]
        for (frame, clip, other) in cases {
            let part = frame.intersection(clip)
            #expect(Geometry.rect(frame, clippedTo: clip, meets: other) == (!part.isNull && part.intersects(other)),
                    "\(frame) in \(clip) against \(other)")
        }
    }

    @Test("A frame, a clip or a rect that is not finite meets nothing, as the part Pantomime's intersection gives is null")
    func clippedFrameThatIsNotFinite() {
        let finite = CGRect(x: 0, y: 0, width: 10, height: 10)
        for unusable in NaNSafeRectTests.unusable {
            #expect(!Geometry.rect(unusable, clippedTo: finite, meets: finite))
            #expect(!Geometry.rect(finite, clippedTo: unusable, meets: finite))
            #expect(!Geometry.rect(finite, clippedTo: finite, meets: unusable))
        }
        #expect(Geometry.rect(finite, clippedTo: finite, meets: finite))
    }

    @Test("Two frames are the same exactly when Foundation's == says so: equal, standardized, null or holding NaN")
    func sameFrameAgreesWithFoundation() {
        var random = LayoutTestRandom(seed: 0x5EED_F00D)
        func pick() -> Double { Self.values.randomElement(using: &random) ?? 0 }
        for _ in 0..<20_000 {
            let a = CGRect(x: pick(), y: pick(), width: pick(), height: pick())
            // Half the time a rect that describes the same area, written standardized.
            let b = Bool.random(using: &random) ? a.standardized : CGRect(x: pick(), y: pick(), width: pick(), height: pick())
            #expect(LayoutAttributes.sameFrame(a, b) == (a == b), "\(a) and \(b)")
        }
        let nan = CGRect(x: Double.nan, y: 0, width: 1, height: 1)
        #expect(LayoutAttributes.sameFrame(nan, nan) == (nan == nan))
        let nullA = CGRect(x: Double.infinity, y: 0, width: 1, height: 1), nullB = CGRect(x: Double.infinity, y: 3, width: 2, height: 5)
        #expect(LayoutAttributes.sameFrame(nullA, nullB) == (nullA == nullB))
        #expect(LayoutAttributes.sameFrame(CGRect(x: 0, y: 0, width: -1, height: 1), CGRect(x: -1, y: 0, width: 1, height: 1)))
    }

    @Test("Attributes are equal when their element and every value are, whatever their frames' signs")
    func attributesEquality() {
        let a = LayoutAttributes(forCellWith: IndexPath(item: 2, section: 1))
        a.frame = CGRect(x: 10, y: 0, width: -10, height: 5)
        let b = LayoutAttributes(forCellWith: IndexPath(item: 2, section: 1))
        b.frame = CGRect(x: 0, y: 0, width: 10, height: 5)
        #expect(a.isEqual(to: b))
        b.alpha = 0.5
        #expect(!a.isEqual(to: b))
        let header = LayoutAttributes(forSupplementaryViewOfKind: ElementKind.sectionHeader, with: IndexPath(item: 2, section: 1))
        header.frame = b.frame
        #expect(!header.isEqual(to: LayoutAttributes(forCellWith: IndexPath(item: 2, section: 1))))
        let footer = LayoutAttributes(forSupplementaryViewOfKind: ElementKind.sectionFooter, with: IndexPath(item: 2, section: 1))
        footer.frame = b.frame
        #expect(!header.isEqual(to: footer))
        let sameHeader = LayoutAttributes(forSupplementaryViewOfKind: ElementKind.sectionHeader, with: IndexPath(item: 2, section: 1))
        sameHeader.frame = b.frame
        #expect(header.isEqual(to: sameHeader))
        let deep = LayoutAttributes(forDecorationViewOfKind: "badge", with: IndexPath(indexes: [1, 2, 3]))
        let shallow = LayoutAttributes(forDecorationViewOfKind: "badge", with: IndexPath(indexes: [1, 2]))
        #expect(!deep.isEqual(to: shallow))
        #expect(deep.isEqual(to: LayoutAttributes(forDecorationViewOfKind: "badge", with: IndexPath(indexes: [1, 2, 3]))))
    }
}
