import Foundation
import Testing
@testable import Pantomime

@Suite("A prefetching pass's distances, worked out once per window")
struct PrefetchDistanceTests {
    /// The rule as Foundation's rects state it, read afresh for every frame.
    static func distance(of frame: CGRect, in window: PrefetchWindow, from bounds: CGRect) -> Double? {
        guard Geometry.rect(window.rect, intersects: frame), !Geometry.rect(bounds, intersects: frame) else { return nil }
        return window.vertical
            ? max(Double(bounds.minY - frame.maxY), Double(frame.minY - bounds.maxY), 0)
            : max(Double(bounds.minX - frame.maxX), Double(frame.minX - bounds.maxX), 0)
    }

    @Test("Distances measured with the window's and bounds' spans worked out once are the rule's, read from Foundation's rects, to the bit, for every frame")
    func sameAsTheWindowsRule() {
        var random = LayoutTestRandom(seed: 5)
        let specials: [Double] = [0, -0.0, 1, -1, 0.5, -7.25, 50, -50, 480, 1e18, -1e18, .infinity, -.infinity, .nan]
        func value() -> Double {
            random.next() % 4 == 0 ? specials[Int(random.next() % UInt64(specials.count))] : Double(Int64(random.next() % 2_001) - 1_000) / 4
        }
        func rect() -> CGRect { CGRect(x: value(), y: value(), width: value(), height: value()) }
        var compared = 0, candidates = 0
        for _ in 0..<400 {
            let bounds = random.next() % 5 == 0 ? rect() : CGRect(x: value(), y: value(), width: 320, height: 480)
            for vertical in [true, false] {
                let windowRect = random.next() % 5 == 0 ? rect()
                    : (vertical ? CGRect(x: bounds.origin.x, y: bounds.origin.y, width: bounds.size.width, height: bounds.size.height * 2)
                                : CGRect(x: bounds.origin.x, y: bounds.origin.y, width: bounds.size.width * 2, height: bounds.size.height))
                let window = PrefetchWindow(rect: windowRect, vertical: vertical, moved: 1)
                let measure = PrefetchDistance(window, bounds: bounds)
                for _ in 0..<40 {
                    // Frames near the bounds, so that many meet the window and some the bounds.
                    let frame = random.next() % 3 == 0 ? rect()
                        : CGRect(x: Double(bounds.origin.x) + 4 * value(), y: Double(bounds.origin.y) + 4 * value(), width: value(), height: value())
                    let expected = Self.distance(of: frame, in: window, from: bounds), found = measure(frame)
                    #expect(found?.bitPattern == expected?.bitPattern, "frame \(frame), window \(windowRect), bounds \(bounds), vertical \(vertical)")
                    if expected != nil { candidates += 1 }
                    compared += 1
                }
            }
        }
        #expect(compared == 400 * 2 * 40)
        // The frames cover candidates as well as frames that are none.
        #expect(candidates > 500 && candidates < compared - 1_000, "\(candidates) candidates of \(compared)")
    }
}
