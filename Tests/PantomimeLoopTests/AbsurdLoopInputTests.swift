import PantomimeLoop
import Testing

@Suite("Absurd values handed to the loop end in a value or an error, never a trap")
struct AbsurdLoopInputTests {
    @Test("A frame rate beyond one tick a nanosecond is kept at one tick a nanosecond, even late on the clock")
    func hugeFrameRate() throws {
        let loop = try EventLoop(framesPerSecond: .max)
        #expect(loop.framesPerSecond == EventLoop.maximumFramesPerSecond)
        try loop.advance(to: LoopInstant(nanoseconds: LoopInstant.horizon.nanoseconds - 1_000))
        let start = loop.now
        var times: [LoopInstant] = []
        loop.animate(name: "two frames") { time in
            times.append(time)
            return times.count < 2
        }
        try loop.advance(by: .microseconds(1))
        #expect(times == [start + .nanoseconds(1), start + .nanoseconds(2)])
    }

    @Test("A frame rate of zero or less is one tick a second")
    func zeroFrameRate() throws {
        let loop = try EventLoop(framesPerSecond: -5)
        #expect(loop.framesPerSecond == 1)
    }
}
