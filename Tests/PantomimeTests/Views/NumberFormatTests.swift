import Foundation
import Testing
@testable import Pantomime

@Suite("Numbers as trace text")
struct NumberFormatTests {
    /// What the trace has always written: the C formatter's three decimals, trailing zeros
    /// dropped, whole numbers without a fraction.
    private static func reference(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value > 0 ? "inf" : "-inf" }
        if abs(value) >= 1e15 { return "\(value)" }
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int64(rounded)) }
        var text = String(format: "%.3f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    @Test("A number is written as the C formatter's three decimals without trailing zeros, at every magnitude")
    func numbersMatchTheFormatter() {
        var generator = LayoutTestRandom(seed: 42)
        var values: [Double] = [0, -0.0, 0.5, -0.5, 12.5, 0.333, -0.333, 0.0004, -0.0004, 0.0005, 0.0015, 1.0005, 2.675,
                                0.001, -0.001, 0.01, 0.1, 99.999, 99.9995, 1e-9, 4398046511103.9, 4398046511104.3,
                                0x1p42 - 0.001, 0x1p42 + 0.5, 1e14 + 0.3, 1e15 - 0.5, .nan, .infinity, -.infinity, 1e300]
        for exponent in -4...16 {
            let scale = pow(10.0, Double(exponent))
            for _ in 0..<500 {
                let value = Double.random(in: -1...1, using: &generator) * scale
                values += [value, (value * 1000).rounded() / 1000, value.rounded() + 0.5]
            }
        }
        for value in values {
            #expect(Geometry.format(value) == Self.reference(value), "\(value)")
        }
    }

    @Test("A timer's name is written with its spaces as underscores, and a name without spaces as it is")
    func timerNames() {
        #expect(TraceEvent.timerFired(name: "auto page").values == [TraceRecord.Field("name", "auto_page")])
        #expect(TraceEvent.timerFired(name: "tick").values == [TraceRecord.Field("name", "tick")])
        #expect(TraceEvent.timerFired(name: " a  b ").values == [TraceRecord.Field("name", "_a__b_")])
        for name in ["banner section 0", "é b", "a \u{301}b", "\r\n x", "", " "] {
            #expect(TraceEvent.underscored(name) == name.replacingOccurrences(of: " ", with: "_"), "\(name)")
        }
    }
}
