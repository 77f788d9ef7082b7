import Foundation
import Testing
import PantomimeLoop
@testable import Pantomime

@Suite("Counting touches without listing them")
struct TouchCountTests {
    /// The counts the dispatcher reports, beside the counts of its two lists.
    private func counts(_ dispatcher: TouchDispatcher) -> (counted: [Int], listed: [Int]) {
        let counted = dispatcher.touchCounts
        return ([counted.active, counted.inFlight], [dispatcher.activeTouches.count, dispatcher.touchesInFlight.count])
    }

    @Test("A lift held back by a double tap, another finger down and up meanwhile, then the interval over: the counts match the lists")
    func countsFollowTheLists() throws {
        let harness = try GestureHarness()
        let single = TapGestureRecognizer(), double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        harness.view.addGestureRecognizer(single)
        harness.view.addGestureRecognizer(double)
        let dispatcher = harness.window.touchDispatcher
        var seen: [[Int]] = []
        func note() {
            let now = counts(dispatcher)
            #expect(now.counted == now.listed)
            seen.append(now.counted)
        }

        note()
        try dispatcher.touchDown(finger: 0, at: harness.center)
        note()
        // The lift waits for the double tap to fail: the touch is in flight, not down.
        try dispatcher.touchUp(finger: 0)
        note()
        // A finger outside the tapped view, down and up while the first is in flight.
        try dispatcher.touchDown(finger: 1, at: CGPoint(x: 10, y: 400))
        note()
        try dispatcher.touchUp(finger: 1)
        note()
        try harness.loop.advance(by: .seconds(1))
        try harness.loop.settle()
        note()
        #expect(seen == [[0, 0], [1, 1], [0, 1], [1, 2], [0, 1], [0, 0]])
    }
}
