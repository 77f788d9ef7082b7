import Foundation
import PantomimeLoop

extension Window {
    /// Plays a touch script from now and advances the loop to its last event (timers and
    /// frame ticks due by then run; later ones stay pending).
    ///
    /// - Throws: a ``TouchError`` for an impossible event, or what the loop's work threw.
    public func perform(_ script: TouchScript) throws {
        let start = loop.now
        script.schedule(on: self, at: start)
        try loop.advance(to: start + script.duration)
    }

    /// Taps once at `point` (window coordinates) and advances to the lift.
    public func tap(at point: CGPoint) throws {
        try perform(.tap(at: point))
    }
}
