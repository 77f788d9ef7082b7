@testable import PantomimeLoop
import Testing

@Suite("The frame ticker's one state")
struct FrameTickerStateTests {
    @Test("A new ticker is idle, with no tick pending and no ticket it would fire for")
    func startsIdle() {
        let ticker = FrameTicker(framesPerSecond: 60)
        #expect(ticker.state == .idle)
        #expect(!ticker.isArmed && ticker.nextTick == nil && !ticker.isArmed(ticket: 0))
    }

    @Test("Arming pends one tick, the first strictly after now, under its ticket")
    func armPendsOneTick() {
        var ticker = FrameTicker(framesPerSecond: 60)
        let tick = ticker.arm(after: .zero, ticket: 7)
        #expect(tick == LoopInstant(nanoseconds: 16_666_666))
        #expect(ticker.state == .armed(tick: tick, ticket: 7))
        #expect(ticker.isArmed && ticker.nextTick == tick)
        #expect(ticker.isArmed(ticket: 7) && !ticker.isArmed(ticket: 6))
    }

    @Test("Arming again replaces the pending tick, so an entry of the earlier arming is stale")
    func rearmingReplaces() {
        var ticker = FrameTicker(framesPerSecond: 60)
        _ = ticker.arm(after: .zero, ticket: 1)
        let second = ticker.arm(after: LoopInstant(nanoseconds: 20_000_000), ticket: 2)
        #expect(second == LoopInstant(nanoseconds: 33_333_333))
        #expect(ticker.state == .armed(tick: second, ticket: 2))
        #expect(!ticker.isArmed(ticket: 1) && ticker.isArmed(ticket: 2))
    }

    @Test("A pending tick fires once: the ticker is idle during its frame, and a second fire runs no frame")
    func firesOnce() {
        var ticker = FrameTicker(framesPerSecond: 60)
        _ = ticker.arm(after: .zero, ticket: 3)
        let firstFire = ticker.fire()
        #expect(firstFire)
        #expect(ticker.state == .idle && !ticker.isArmed(ticket: 3))
        let secondFire = ticker.fire()
        #expect(!secondFire)
        #expect(ticker.state == .idle)
    }

    @Test("Stopping takes back a pending tick and does nothing to an idle ticker")
    func stopTakesBack() {
        var ticker = FrameTicker(framesPerSecond: 60)
        let stoppedIdle = ticker.stop()
        #expect(!stoppedIdle)
        _ = ticker.arm(after: .zero, ticket: 4)
        let stoppedArmed = ticker.stop()
        #expect(stoppedArmed)
        #expect(ticker.state == .idle && ticker.nextTick == nil)
        let fired = ticker.fire()
        #expect(!fired)
    }

    @Test("A tick is placed strictly after now, on the whole-nanosecond grid of the rate")
    func tickPlacement() {
        let ticker = FrameTicker(framesPerSecond: 60)
        #expect(ticker.tick(after: LoopInstant(nanoseconds: 16_666_665)) == LoopInstant(nanoseconds: 16_666_666))
        #expect(ticker.tick(after: LoopInstant(nanoseconds: 16_666_666)) == LoopInstant(nanoseconds: 33_333_333))
        #expect(ticker.tick(after: .seconds(1)) == LoopInstant(nanoseconds: 1_016_666_666))
    }

    @Test("The rate is kept between one tick a second and one a nanosecond")
    func rateIsClamped() {
        #expect(FrameTicker(framesPerSecond: 0).framesPerSecond == 1)
        #expect(FrameTicker(framesPerSecond: .max).framesPerSecond == FrameTicker.maximumFramesPerSecond)
    }

    @Test("On a loop, the first animation arms one tick, more animations share it, and cancelling the last takes it back")
    func loopKeepsOneTick() throws {
        let loop = try EventLoop()
        #expect(loop.core.frameTicker.state == .idle)
        var steps: [String: [LoopInstant]] = [:]
        let first = loop.animate(name: "first") { steps["first", default: []].append($0); return true }
        guard case let .armed(tick, _) = loop.core.frameTicker.state else {
            Issue.record("expected an armed ticker, got \(loop.core.frameTicker.state)")
            return
        }
        let second = loop.animate(name: "second") { steps["second", default: []].append($0); return true }
        #expect(loop.core.frameTicker.nextTick == tick)
        try loop.advance(to: tick)
        #expect(steps == ["first": [tick], "second": [tick]])
        #expect(loop.core.frameTicker.isArmed)
        first.cancel()
        #expect(loop.core.frameTicker.isArmed)
        second.cancel()
        #expect(loop.core.frameTicker.state == .idle)
        #expect(loop.busySources.isEmpty)
        let before = loop.now
        try loop.settle()
        #expect(loop.now == before)
        #expect(steps == ["first": [tick], "second": [tick]])
    }
}
