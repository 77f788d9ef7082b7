import Foundation
import PantomimeLoop

/// A scroll view's helper that holds touches back from its content: with a delay it
/// withholds `touchesBegan` (``GestureRecognizer/delaysTouchesBegan``) and fails when the
/// delay elapses or the touch ends, which lets the touches through; a pan that begins
/// first cancels them, so the content never sees them.
///
/// When ``shouldCatch`` says so on touch down (a finger stopping a decelerating scroll),
/// it is recognized instead, so the content never sees that touch. It recognizes
/// simultaneously with every other recognizer, so it blocks none of them.
final class DelayedTouchesGestureRecognizer: GestureRecognizer {
    /// How long touches are held back; zero passes them at once.
    var delay: TimeAmount {
        didSet { delaysTouchesBegan = delay > .zero }
    }
    /// Asked on touch down; true keeps the touch from the content entirely.
    var shouldCatch: () -> Bool = { false }
    private var timer: Scheduled?

    init(delay: TimeAmount) {
        self.delay = delay
        super.init(kind: .discrete)
        delaysTouchesBegan = delay > .zero
        delaysTouchesEnded = false
        recognizesSimultaneouslyWithAll = true
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        guard state == .possible, timer == nil else { return }
        if shouldCatch() {
            requestRecognition()
        } else if delay > .zero, let loop = view?.window?.loop {
            timer = loop.schedule(after: delay, name: "\(traceName) delay") { [weak self] in
                self?.timer = nil
                self?.reportFailure()
            }
        } else {
            reportFailure()
        }
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
        if self.touches.isEmpty { reportFailure() }
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) {
        if self.touches.isEmpty { reportFailure() }
    }

    override func reset() {
        super.reset()
        stopTimer()
    }

    override func didFinish() {
        stopTimer()
    }

    private func stopTimer() {
        timer?.cancel()
        timer = nil
    }
}
