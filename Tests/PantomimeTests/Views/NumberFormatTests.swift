import Foundation
import Testing
@testable import Pantomime

@Suite("Numbers as trace text")
struct NumberFormatTests {
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
        var compared = 0
        for value in values where value.isFinite && abs(value) < 1e15 {
            let rounded = (value * 1000).rounded() / 1000
            guard rounded != rounded.rounded(), abs(rounded) < 0x1p42 else { continue }
            compared += 1
            #expect(Geometry.thousandths(Int64((value * 1000).rounded())) == Geometry.formatterText(rounded), "\(value)")
            #expect(Geometry.format(value) == Geometry.formatterText(rounded), "\(value)")
        }
        #expect(compared > 20_000)
        #expect(Geometry.format(.nan) == "nan" && Geometry.format(-.infinity) == "-inf" && Geometry.format(-0.0004) == "0")
        #expect(Geometry.format(12.5) == "12.5" && Geometry.format(-0.333) == "-0.333" && Geometry.format(0x1p42 + 0.5) == "4398046511104.5")
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
