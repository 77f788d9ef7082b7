import Foundation
import Testing

// The two tiers of the suite: `make check` runs the fast tier (every test but the slow
// ones) and `make test` runs everything. A test or suite that takes more than about a
// second carries both `.tags(.slow)` and `.slowTier`: the tag says so to whoever lists or
// reports the tests, the condition leaves it out when PANTOMIME_TEST_TIER=fast.
// Each test target declares them, since test targets cannot import one another.

extension Tag {
    /// A test that takes more than about a second: `make check` leaves it out, `make test`
    /// runs it.
    @Tag static var slow: Self
}

extension Trait where Self == ConditionTrait {
    /// Runs the test unless PANTOMIME_TEST_TIER is `fast`, as `make check` sets it; goes
    /// with `.tags(.slow)`.
    static var slowTier: Self {
        .disabled(if: ProcessInfo.processInfo.environment["PANTOMIME_TEST_TIER"] == "fast",
                  "a slow test: `make test` runs it, `make check` leaves it out")
    }
}
