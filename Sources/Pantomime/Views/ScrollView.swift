import Foundation
import PantomimeLoop

/// A view whose bounds origin scrolls over a larger content: UIKit's `UIScrollView`.
///
/// `contentOffset` is `bounds.origin`. Programmatic offsets are not clamped (as in UIKit);
/// animated changes run on the loop's frame ticks and end with
/// `scrollViewDidEndScrollingAnimation`.
open class ScrollView: View {
    public weak var delegate: ScrollViewDelegate?
    /// The size of the scrollable content.
    open var contentSize: CGSize = .zero
    /// Extra space around the content that the offset may scroll into.
    open var contentInset: EdgeInsets = .zero
    open var isScrollEnabled = true
    open var isPagingEnabled = false
    open var bounces = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var delaysContentTouches = true
    open var canCancelContentTouches = true
    /// Whether a finger is on the content (it may not have started dragging yet).
    public internal(set) var isTracking = false
    /// Whether the user is dragging the content.
    public internal(set) var isDragging = false
    /// Whether the content is moving after the finger lifted.
    public internal(set) var isDecelerating = false
    /// Duration of `setContentOffset(_:animated: true)`; UIKit's is about a third of a second.
    public static let scrollAnimationDuration: TimeAmount = .milliseconds(330)

    private var scrollAnimation: Animation?

    /// Whether an animated offset change is running.
    public var isScrollAnimating: Bool { scrollAnimation != nil }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// The point of the content shown at the view's top-left.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { setContentOffsetCore(newValue) }
    }

    /// Moves the content, optionally animated over ``scrollAnimationDuration`` on frame
    /// ticks with an ease-out curve. A new call stops an animation in progress.
    open func setContentOffset(_ offset: CGPoint, animated: Bool) {
        stopScrollAnimation()
        guard animated, let loop = window?.loop else {
            setContentOffsetCore(offset)
            return
        }
        let start = contentOffset
        let begin = loop.now
        let duration = ScrollView.scrollAnimationDuration
        if start == offset {
            // UIKit reports the end of an animation that had nowhere to go, on the next turn.
            scrollAnimation = loop.animate(name: "scroll animation") { [weak self] _ in
                guard let self else { return false }
                self.scrollAnimation = nil
                self.didEndScrollingAnimation()
                return false
            }
            return
        }
        scrollAnimation = loop.animate(name: "scroll animation") { [weak self] time in
            guard let self else { return false }
            let progress = min(1, max(0, (time - begin).seconds / duration.seconds))
            let eased = 1 - (1 - progress) * (1 - progress)
            let point = CGPoint(x: start.x + (offset.x - start.x) * eased, y: start.y + (offset.y - start.y) * eased)
            self.setContentOffsetCore(progress >= 1 ? offset : point)
            if progress >= 1 {
                self.scrollAnimation = nil
                self.didEndScrollingAnimation()
                return false
            }
            return true
        }
    }

    /// Stops an animated offset change where it is, without telling the delegate.
    public func stopScrollAnimation() {
        scrollAnimation?.cancel()
        scrollAnimation = nil
    }

    /// Called when an animated offset change reaches its end.
    open func didEndScrollingAnimation() {
        window?.record(.scroll, "scrollViewDidEndScrollingAnimation")
        delegate?.scrollViewDidEndScrollingAnimation(self)
    }

    /// The smallest and largest offsets on each axis, with the content inset.
    public var minimumContentOffset: CGPoint {
        CGPoint(x: -contentInset.left, y: -contentInset.top)
    }

    public var maximumContentOffset: CGPoint {
        CGPoint(x: max(-contentInset.left, Double(contentSize.width) + contentInset.right - Double(bounds.width)),
                y: max(-contentInset.top, Double(contentSize.height) + contentInset.bottom - Double(bounds.height)))
    }

    /// The offset moved inside the scrollable range.
    public func clampedOffset(_ offset: CGPoint) -> CGPoint {
        let low = minimumContentOffset, high = maximumContentOffset
        return CGPoint(x: min(max(offset.x, low.x), high.x), y: min(max(offset.y, low.y), high.y))
    }

    /// Sets the offset and tells the delegate; subclasses hook in to lay out.
    open func setContentOffsetCore(_ offset: CGPoint) {
        guard offset != bounds.origin else { return }
        bounds.origin = offset
        contentOffsetDidChange()
        window?.record(.scroll, "scrollViewDidScroll", values: [.init("offset", Geometry.compact(offset))])
        delegate?.scrollViewDidScroll(self)
    }

    /// Called after every offset change, before `scrollViewDidScroll`.
    open func contentOffsetDidChange() {}
}
