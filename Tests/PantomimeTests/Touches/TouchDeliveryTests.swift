import Foundation
import Testing
@testable import Pantomime

@Suite("How far a touch has reached its view")
struct TouchDeliveryTests {
    private func delivery() -> TouchDelivery {
        TouchDelivery(touch: Touch(finger: 0, location: .zero, timestamp: .zero, tapCount: 1))
    }

    @Test("A touch starts withheld, is delivered, then finished, and the view had it")
    func withheldDeliveredFinished() {
        let delivery = delivery()
        #expect(delivery.state == .withheld)
        delivery.deliverBegan()
        #expect(delivery.state == .delivered)
        #expect(delivery.finish() == .delivered)
        #expect(delivery.state == .finished)
    }

    @Test("A touch dropped before it reached its view is finished without the view having had it")
    func droppedWhileWithheld() {
        let delivery = delivery()
        #expect(delivery.finish() == .withheld)
        #expect(delivery.state == .finished)
    }

    @Test("A finished touch is never delivered again, and finishing it twice says it was already finished")
    func finishedStaysFinished() {
        let delivery = delivery()
        delivery.deliverBegan()
        delivery.finish()
        delivery.deliverBegan()
        #expect(delivery.state == .finished)
        #expect(delivery.finish() == .finished)
    }
}
