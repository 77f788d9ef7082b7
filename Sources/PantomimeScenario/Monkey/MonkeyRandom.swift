import Foundation

/// The monkey's random numbers: SplitMix64, a small generator with a fixed algorithm.
///
/// A monkey run must make the same choices from the same seed on every machine and with
/// every Swift version, so that a failure found anywhere can be replayed anywhere. The
/// standard library's `SystemRandomNumberGenerator` cannot be seeded, and the algorithm
/// behind `Int.random(in:)` is not promised to stay the same, so the monkey draws every
/// number from this generator with its own range arithmetic.
public struct MonkeyRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose whole sequence is fixed by `seed`.
    public init(seed: UInt64) { state = seed }

    /// The generator for run `index` of a monkey started from `seed`: each run has its own
    /// sequence, so one run can be replayed without the runs before it.
    public init(seed: UInt64, run index: Int) {
        var mixer = MonkeyRandom(seed: seed ^ (UInt64(truncatingIfNeeded: index) &* 0xD1B5_4A32_D192_ED03))
        state = mixer.next()
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A whole number in `range` (which must not be empty; an empty range gives its lower bound).
    public mutating func int(_ range: ClosedRange<Int>) -> Int {
        let span = UInt64(range.upperBound - range.lowerBound) &+ 1
        guard span > 0 else { return range.lowerBound + Int(truncatingIfNeeded: next() >> 1) }
        return range.lowerBound + Int(next() % span)
    }

    /// A number in `[0, 1)` with 53 random bits.
    public mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }

    /// A number in `range`.
    public mutating func double(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + unit() * (range.upperBound - range.lowerBound)
    }

    /// True with probability `p`.
    public mutating func chance(_ p: Double) -> Bool { unit() < p }

    /// An element of a non-empty array; nil for an empty one.
    public mutating func pick<T>(_ elements: [T]) -> T? {
        elements.isEmpty ? nil : elements[int(0...(elements.count - 1))]
    }

    /// Milliseconds-rounded seconds in `range`: values that a scenario file writes exactly.
    public mutating func seconds(_ range: ClosedRange<Double>) -> Double {
        (double(range) * 1000).rounded() / 1000
    }
}
