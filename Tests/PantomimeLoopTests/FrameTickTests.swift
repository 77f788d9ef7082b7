import PantomimeLoop
import Testing

@Suite("Frame ticks")
struct FrameTickTests {
    @Test("Each frame tick of an animation comes strictly later than the one before")
    func framesMoveForward() throws {
        let loop = try EventLoop()
        var times: [LoopInstant] = []
        loop.animate(name: "three frames") { time in
            times.append(time)
            return times.count < 3
        }
        try loop.advance(by: .seconds(1))
        #expect(times == [.init(nanoseconds: 16_666_666), .init(nanoseconds: 33_333_333), .init(nanoseconds: 50_000_000)])
    }
}
