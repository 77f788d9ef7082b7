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

    @Test("A point written as one token is its two numbers, each as a number is written, joined by a comma")
    func compactPoints() {
        var generator = LayoutTestRandom(seed: 7)
        var values: [Double] = [0, -0.0, 0.5, -0.5, 12.5, -0.333, 0.0004, -0.0004, 0.0005, 99.9995, 320, -480, 1e-9,
                                4398046511103.9, 0x1p42 + 0.5, -0x1p42 - 0.25, 1e14 + 0.3, 1e15 - 0.5, 1e15, -1e15,
                                Double(Int64.max), .nan, .infinity, -.infinity, 1e300, -1e300]
        for exponent in -4...16 {
            let scale = pow(10.0, Double(exponent))
            for _ in 0..<60 {
                let value = Double.random(in: -1...1, using: &generator) * scale
                values += [value, (value * 1000).rounded() / 1000, value.rounded()]
            }
        }
        var index = 0
        for x in values {
            // Each value beside a few others, so that both places meet every kind of number.
            for y in [values[index % values.count], values[(index * 7 + 3) % values.count], 0, -0.5, .nan] {
                let point = CGPoint(x: x, y: y)
                #expect(Geometry.compact(point) == "\(Geometry.format(x)),\(Geometry.format(y))", "\(x), \(y)")
            }
            index += 1
        }
        #expect(Geometry.compact(CGPoint(x: -0.0, y: 12.5)) == "0,12.5")
        #expect(Geometry.compact(CGPoint(x: -333.25, y: 1e300)) == "-333.25,1e+300")
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
