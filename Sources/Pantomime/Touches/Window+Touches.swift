import Foundation
import PantomimeLoop

extension Window {
    /// Plays a touch script from now and runs the loop to its last event (timers and frame
    /// ticks due by then run; later ones stay pending): at once on an ``EventLoop``, in
    /// real time on a ``WallClockEventLoop``.
    ///
    /// - Throws: a ``TouchError`` for an impossible event, or what the loop's work threw.
    public func perform(_ script: TouchScript) throws {
        let start = loop.now
        script.schedule(on: self, at: start)
        try loop.run(until: start + script.duration)
    }

    /// Taps once at `point` (window coordinates) and runs the loop to the lift.
    public func tap(at point: CGPoint) throws {
        try perform(.tap(at: point))
    }
}
