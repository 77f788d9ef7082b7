import Foundation
import Testing
@testable import Pantomime

@Suite("Searches of a flow layout's lines that start from a guess")
struct GuessedSearchTests {
    @Test("A search from any guess, or none, finds the first number a step predicate holds for, as a binary search does")
    func searchFromAGuessFindsTheFirstNumber() {
        var random = LayoutTestRandom(seed: 11)
        var looked = 0
        for _ in 0..<3_000 {
            let lower = Int(random.next() % 50), length = Int(random.next() % 300)
            let range = lower..<(lower + length)
            // The predicate holds from `first` on; `first` may lie before, in or after the range.
            let first = lower - 5 + Int(random.next() % UInt64(length + 11))
            let guess: Int? = random.next() % 5 == 0 ? nil : Int(random.next() % 400) - 50
            var calls = 0
            let found = LinedFrameStore.firstNumber(in: range, near: guess) { number in
                calls += 1
                #expect(range.contains(number), "looked at \(number) outside \(range)")
                return number >= first
            }
            #expect(found == min(max(first, range.lowerBound), range.upperBound), "range \(range), first \(first), guess \(String(describing: guess))")
            looked += calls
        }
        #expect(looked > 0)
    }

    @Test("A search from the right guess looks at a few numbers, not a binary search's share of a million")
    func goodGuessLooksAtFew() {
        var calls = 0
        let found = LinedFrameStore.firstNumber(in: 0..<1_000_000, near: 600_000) { number in
            calls += 1
            return number >= 600_003
        }
        #expect(found == 600_003)
        #expect(calls <= 6)
    }
}
