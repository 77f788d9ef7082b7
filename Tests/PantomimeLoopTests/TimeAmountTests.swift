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

    @Test("Subtracting the smallest amount, or an instant at it, saturates instead of trapping on the negation")
    func subtractingTheMinimum() {
        #expect(TimeAmount.zero - .min == .max)
        #expect(TimeAmount.seconds(-1) - .min == TimeAmount(nanoseconds: Int64.max - 999_999_999))
        #expect(TimeAmount.min - .min == .zero)
        #expect(TimeAmount.min - .seconds(1) == .min)
        #expect(TimeAmount.max - .seconds(-1) == .max)
        #expect(LoopInstant.zero - TimeAmount.seconds(-.infinity) == LoopInstant(nanoseconds: .max))
        #expect(LoopInstant.zero - LoopInstant(nanoseconds: .min) == .max)
        #expect(TimeAmount.seconds(3) - .seconds(1) == .seconds(2))
    }
}
