import Testing
@testable import PantomimeLoop

@Suite("The virtual clock's horizon")
struct HorizonTests {
    @Test("Advancing past the horizon throws a sentence and leaves the clock where it was")
    func advancingPastTheHorizonThrows() throws {
        let loop = try EventLoop()
        for _ in 0..<4 { try loop.advance(by: .seconds(1_000_000_000)) }
        let before = loop.now
        #expect(throws: LoopError.self) { try loop.advance(by: .seconds(1_000_000_000)) }
        #expect(loop.now == before)
        let message = LoopError.beyondHorizon(requested: .seconds(1_000_000_000)).description
        #expect(message.contains("about 146 years") && message.contains("wait less"))
    }

    @Test("An animation started just before the horizon ticks without overflowing")
    func animationNearTheHorizon() throws {
        let loop = try EventLoop()
        try loop.advance(to: LoopInstant.horizon - .milliseconds(50))
        var ticks = 0
        loop.animate(name: "late") { _ in
            ticks += 1
            return true
        }
        try loop.advance(to: LoopInstant.horizon)
        #expect(ticks >= 2)
        #expect(throws: LoopError.self) { try loop.advance(by: .milliseconds(1)) }
    }

    @Test("settle near the horizon stops at it instead of overflowing")
    func settleNearTheHorizon() throws {
        let loop = try EventLoop()
        try loop.advance(to: LoopInstant.horizon - .seconds(1))
        loop.animate(name: "endless") { _ in true }
        #expect(throws: LoopError.self) { try loop.settle(budget: .seconds(60)) }
        #expect(loop.now <= LoopInstant.horizon)
    }
}
