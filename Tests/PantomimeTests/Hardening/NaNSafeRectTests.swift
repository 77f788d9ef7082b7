import Foundation
import Pantomime
import Testing

/// Foundation's `CGRect.contains(_:)`, `intersects(_:)` and `intersection(_:)` trap on a
/// value that is not finite; Pantomime's helpers answer instead.
@Suite("Rect questions that never trap")
struct NaNSafeRectTests {
    static let unusable: [CGRect] = [
        CGRect(x: Double.nan, y: 0, width: 10, height: 10),
        CGRect(x: 0, y: 0, width: Double.infinity, height: 10),
        CGRect(x: 0, y: -Double.infinity, width: 10, height: 10),
    ]

    @Test("The intersection with a rect that is not finite is null, either way round", arguments: NaNSafeRectTests.unusable)
    func intersectionWithUnusableRect(rect: CGRect) {
        let finite = CGRect(x: 0, y: 0, width: 20, height: 20)
        #expect(Geometry.rect(rect, intersection: finite).isNull)
        #expect(Geometry.rect(finite, intersection: rect).isNull)
        #expect(!Geometry.rect(rect, intersects: finite))
        #expect(!Geometry.rect(rect, contains: CGPoint(x: 5, y: 5)))
    }

    @Test("Finite rects get Foundation's intersection")
    func finiteIntersection() {
        let a = CGRect(x: 0, y: 0, width: 20, height: 20), b = CGRect(x: 10, y: 5, width: 20, height: 20)
        #expect(Geometry.rect(a, intersection: b) == CGRect(x: 10, y: 5, width: 10, height: 15))
        #expect(Geometry.rect(a, intersection: CGRect(x: 50, y: 50, width: 1, height: 1)).isNull)
    }

    @Test("Finite rects intersect exactly when Foundation says they do: overlapping, touching, empty, negative and fractional")
    func intersectsAgreesWithFoundation() {
        // Edges on a coarse grid make touching and nested rects common; negative lengths
        // and thirds exercise the standardized spans and their rounding.
        let values: [Double] = [-3, -1.5, -1 / 3, 0, 0.1, 1 / 3, 1, 2.5, 3, 7]
        var random = SystemRandomNumberGenerator()
        var checked = 0
        for _ in 0..<20_000 {
            func pick() -> Double { values.randomElement(using: &random) ?? 0 }
            let a = CGRect(x: pick(), y: pick(), width: pick(), height: pick())
            let b = CGRect(x: pick(), y: pick(), width: pick(), height: pick())
            #expect(Geometry.rect(a, intersects: b) == a.intersects(b), "\(a) and \(b)")
            checked += 1
        }
        let touching = (CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 10, y: 0, width: 5, height: 5))
        #expect(Geometry.rect(touching.0, intersects: touching.1))
        #expect(Geometry.rect(touching.0, intersects: touching.1) == touching.0.intersects(touching.1))
        #expect(!Geometry.rect(touching.0, intersects: CGRect(x: 10.5, y: 0, width: 5, height: 5)))
        #expect(checked == 20_000)
    }
}
