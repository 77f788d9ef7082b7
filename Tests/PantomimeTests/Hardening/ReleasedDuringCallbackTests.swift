import Foundation
import PantomimeLoop
import Testing
@testable import Pantomime

@Suite("Views and windows let go of from inside their own callbacks")
struct ReleasedDuringCallbackTests {
    /// Takes its scroll view out of the hierarchy at the first scroll it hears of.
    final class Remover: ScrollViewDelegate {
        var scrolls = 0
        func scrollViewDidScroll(_ scrollView: ScrollView) {
            scrolls += 1
            scrollView.removeFromSuperview()
        }
    }

    @Test("A scroll view removed by its delegate during an animated scroll, held by nothing else, finishes the frame and is freed")
    func scrollViewRemovedDuringItsAnimation() throws {
        let loop = try EventLoop()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), loop: loop)
        let remover = Remover()
        weak var freed: ScrollView?
        do {
            let scrollView = ScrollView(frame: window.bounds)
            scrollView.contentSize = CGSize(width: 320, height: 2_000)
            scrollView.delegate = remover
            window.addSubview(scrollView)
            scrollView.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
            freed = scrollView
        }
        try loop.advance(by: .milliseconds(500))
        #expect(remover.scrolls == 1)
        #expect(freed == nil)
    }

    /// Lets go of the window it is given at the first layout pass it hears of.
    final class WindowDropper: View {
        var window_: Window?
        override func layoutSubviews() { window_ = nil }
    }

    @Test("A window whose last reference is let go of during its own layout pass finishes the pass and is freed")
    func windowReleasedDuringItsLayoutPass() throws {
        let loop = try EventLoop()
        weak var freed: Window?
        let dropper = WindowDropper(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        do {
            let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), loop: loop)
            window.addSubview(dropper)
            dropper.window_ = window
            dropper.setNeedsLayout()
            freed = window
        }
        try loop.runPending()
        #expect(dropper.window_ == nil)
        #expect(freed == nil)
    }
}
