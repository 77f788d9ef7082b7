import PantomimeLoop
import Testing

@Suite("Time amounts")
struct TimeAmountTests {
    @Test("Seconds print with no trailing zeros and no floating-point noise")
    func formatting() {
        #expect(LoopInstant.seconds(1.5).description == "1.5")
        #expect(LoopInstant(nanoseconds: 16_666_667).description == "0.016666667")
        #expect(LoopInstant.zero.description == "0")
        #expect(TimeAmount.milliseconds(-250).description == "-0.25s")
    }

    @Test("Arithmetic saturates instead of overflowing")
    func saturation() {
        #expect(TimeAmount.max + .seconds(1) == .max)
        #expect(TimeAmount.seconds(.infinity) == .max)
        #expect(TimeAmount.seconds(.nan) == .zero)
        #expect(TimeAmount.max * 3 == .max)
    }
}
