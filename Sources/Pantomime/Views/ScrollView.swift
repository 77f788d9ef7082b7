import Foundation
import PantomimeLoop

/// A view whose bounds origin scrolls over a larger content: UIKit's `UIScrollView`.
///
/// `contentOffset` is `bounds.origin`. Programmatic offsets are not clamped (as in UIKit);
/// animated changes run on the loop's frame ticks and end with
/// `scrollViewDidEndScrollingAnimation`.
///
/// The user scrolls through ``panGestureRecognizer``. While dragging, the content follows
/// the finger, rubber-banded past its edges when ``bounces`` (see
/// ``ScrollPhysics/rubberBand(_:dimension:)``). On release the delegate hears
/// `scrollViewWillEndDragging(withVelocity:targetContentOffset:)` (velocity in points per
/// millisecond; it may change the target), `scrollViewDidEndDragging(willDecelerate:)`,
/// and, if the content moves on, `scrollViewWillBeginDecelerating`, `scrollViewDidScroll`
/// on every frame tick and `scrollViewDidEndDecelerating`. The motion is UIKit's
/// exponential deceleration at ``decelerationRate`` (``ScrollPhysics``), a spring back
/// inside the edges, or with ``isPagingEnabled`` a snap to a page. When the delegate moves
/// the target, the release velocity is changed so the same deceleration curve comes to
/// rest exactly there (a paging scroll view snaps to it).
///
/// Touches for the content: with ``delaysContentTouches`` the content sees a touch only
/// after ``contentTouchDelay`` without a drag (or at once when the finger lifts sooner);
/// a drag that starts first keeps it from the content. With ``canCancelContentTouches``
/// the content's touches are cancelled when dragging begins; without it, the scroll view
/// does not drag once the content tracks a touch. A touch on decelerating content stops
/// it and does not reach the content.
///
/// Every delegate call is recorded in the window's trace (kind `.scroll`).
open class ScrollView: View {
    /// How fast a decelerating scroll slows down: UIKit's `UIScrollView.DecelerationRate`,
    /// the fraction of velocity kept per millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: Double
        public init(rawValue: Double) { self.rawValue = rawValue }
        /// 0.998 per millisecond.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// 0.99 per millisecond.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    @exclusivity(unchecked) public weak var delegate: ScrollViewDelegate?
    /// The size of the scrollable content.
    ///
    /// It and ``contentInset`` have no runtime exclusivity check: views live on the loop's
    /// one thread, and no access to them spans a call out (their observers run after the
    /// write), while every frame of a scroll reads them.
    ///
    /// A size that is not finite, negative or beyond ``Geometry/maximumMagnitude`` is
    /// refused: the size stays, and a ``GeometryError`` is reported on the window's loop.
    @exclusivity(unchecked) open var contentSize: CGSize = .zero {
        didSet {
            guard Geometry.isUsable(contentSize) else {
                let refused = contentSize
                contentSize = oldValue
                reportGeometryError(.notFinite(call: "\(type(of: self)).contentSize", value: Geometry.format(refused), kept: Geometry.format(oldValue)))
                return
            }
            guard contentSize.width >= 0, contentSize.height >= 0 else {
                let refused = contentSize
                contentSize = oldValue
                reportGeometryError(.negativeSize(call: "\(type(of: self)).contentSize", value: Geometry.format(refused), kept: Geometry.format(oldValue)))
                return
            }
        }
    }
    /// Extra space around the content that the offset may scroll into.
    ///
    /// Insets that are not finite (or beyond ``Geometry/maximumMagnitude``) are refused:
    /// the insets stay, and a ``GeometryError`` is reported on the window's loop. Negative
    /// insets are allowed, as in UIKit.
    @exclusivity(unchecked) open var contentInset: EdgeInsets = .zero {
        didSet {
            guard Geometry.isUsable(contentInset) else {
                let refused = contentInset
                contentInset = oldValue
                reportGeometryError(.notFinite(call: "\(type(of: self)).contentInset", value: refused.description, kept: oldValue.description))
                return
            }
        }
    }
    /// Whether the user may scroll. Default true. When off, touches reach the content at
    /// once (nothing could take them from it).
    open var isScrollEnabled = true {
        didSet {
            panGestureRecognizer.isEnabled = isScrollEnabled
            delayRecognizer.isEnabled = isScrollEnabled
        }
    }
    /// Whether scrolling comes to rest on multiples of the bounds size. Default false.
    open var isPagingEnabled = false
    /// Whether the content goes past its edges and springs back. Default true.
    open var bounces = true
    /// Whether a vertical drag bounces even when the content is not taller than the view.
    /// It and ``alwaysBounceHorizontal`` have no runtime exclusivity check, as
    /// ``contentSize`` has none: every prefetching pass reads them.
    @exclusivity(unchecked) open var alwaysBounceVertical = false
    /// Whether a horizontal drag bounces even when the content is not wider than the view.
    @exclusivity(unchecked) open var alwaysBounceHorizontal = false
    /// Whether touches reach the content only after ``contentTouchDelay`` (or on lift).
    /// Default true.
    open var delaysContentTouches = true {
        didSet { delayRecognizer.delay = delaysContentTouches ? ScrollView.contentTouchDelay : .zero }
    }
    /// Whether dragging cancels the content's touches. Default true.
    open var canCancelContentTouches = true {
        didSet { panGestureRecognizer.cancelsTouchesInView = canCancelContentTouches }
    }
    /// How fast the content slows down after a flick. Default ``DecelerationRate/normal``.
    ///
    /// A rate that is not above 0 and below 1 is refused: the rate stays, and a
    /// ``GeometryError`` is reported on the window's loop.
    open var decelerationRate: DecelerationRate = .normal {
        didSet {
            let rate = decelerationRate.rawValue
            guard rate > 0, rate < 1 else {
                let kept = oldValue
                decelerationRate = kept
                reportGeometryError(.decelerationRate(value: Geometry.format(rate), kept: Geometry.format(kept.rawValue)))
                return
            }
        }
    }
    /// Whether a finger is on the content (it may not have started dragging yet); read
    /// from the physics machine's state.
    public var isTracking: Bool { physics.isTouched }
    /// Whether the user is dragging the content (from `scrollViewWillBeginDragging` to
    /// `scrollViewDidEndDragging`); read from the physics machine's state.
    public var isDragging: Bool {
        switch physics.current {
        case .dragging: return true
        case .idle, .decelerating: return false
        }
    }
    /// Whether the content is moving after the finger lifted; read from the physics
    /// machine's state.
    public var isDecelerating: Bool { physics.current.isDecelerating }
    /// The recognizer that drags the content.
    public let panGestureRecognizer: PanGestureRecognizer

    /// Duration of `setContentOffset(_:animated: true)`; UIKit's is about a third of a second.
    public static let scrollAnimationDuration: TimeAmount = .milliseconds(330)
    /// How long a touch waits before it reaches the content, with ``delaysContentTouches``.
    public static let contentTouchDelay: TimeAmount = .milliseconds(150)
    /// How long a paging scroll view takes to snap to its page.
    public static let pagingSnapDuration: TimeAmount = .milliseconds(220)

    let delayRecognizer: DelayedTouchesGestureRecognizer
    /// The one record of what moves the content: the phase (with a deceleration's motion),
    /// the finger, and an animated offset change.
    ///
    /// Unchecked for exclusivity: the machine's methods take values and call nothing
    /// back, so no access to it spans a call that could reach it again; checked, every
    /// read of a flag (``isTracking``) copied the whole machine out first.
    @exclusivity(unchecked) var physics = ScrollPhysicsMachine<Animation>()

    /// Whether an animated offset change is running; read from the physics machine's state.
    public var isScrollAnimating: Bool { physics.isOffsetAnimating }

    public override init(frame: CGRect) {
        let pan = ScrollViewPanGestureRecognizer()
        pan.name = "scrollViewPan"
        panGestureRecognizer = pan
        delayRecognizer = DelayedTouchesGestureRecognizer(delay: ScrollView.contentTouchDelay)
        delayRecognizer.name = "scrollViewDelayedTouches"
        super.init(frame: frame)
        pan.scrollView = self
        pan.addTarget { [weak self] recognizer in self?.handlePan(recognizer) }
        delayRecognizer.shouldCatch = { [weak self] in self?.catchMotion() ?? false }
        addGestureRecognizer(pan)
        addGestureRecognizer(delayRecognizer)
    }

    /// The point of the content shown at the view's top-left.
    ///
    /// Assigning it during a deceleration, bounce or paging snap moves the content there,
    /// and the motion carries on from the new offset, as in UIKit (see
    /// ``assignContentOffset(_:)``); `setContentOffset(_:animated: false)` stops it instead.
    ///
    /// A point that is not finite (or beyond ``Geometry/maximumMagnitude``) is refused:
    /// the offset stays, and a ``GeometryError`` is reported on the window's loop.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard acceptsOffset(newValue, call: "contentOffset") else { return }
            assignContentOffset(newValue)
        }
    }

    /// Whether `offset` is a usable point; if not, reports why on the window's loop.
    private func acceptsOffset(_ offset: CGPoint, call: String) -> Bool {
        guard Geometry.isUsable(offset) else {
            reportGeometryError(.notFinite(call: "\(type(of: self)).\(call)", value: Geometry.format(offset),
                                           kept: Geometry.format(contentOffset)))
            return false
        }
        return true
    }

    /// Moves the content, optionally animated over ``scrollAnimationDuration`` on frame
    /// ticks with an ease-out curve. A new call stops an animation in progress, and stops
    /// a deceleration without telling the delegate.
    ///
    /// An offset that is not finite (or beyond ``Geometry/maximumMagnitude``) changes
    /// nothing and is reported as a ``GeometryError`` on the window's loop.
    open func setContentOffset(_ offset: CGPoint, animated: Bool) {
        guard acceptsOffset(offset, call: "setContentOffset(_:animated:)") else { return }
        // An animation toward an offset inside the range stays inside it if the content
        // changes on the way; one the app aims outside the range goes there, as in UIKit.
        setContentOffset(offset, animated: animated, keepsInRange: clampedOffset(offset) == offset)
    }

    /// Moves the content; with `keepsInRange`, an animation's goal follows the scrollable
    /// range as it changes on the way (content that shrinks under a `scrollToItem` does not
    /// leave the view past its end).
    func setContentOffset(_ offset: CGPoint, animated: Bool, keepsInRange: Bool) {
        guard acceptsOffset(offset, call: "setContentOffset(_:animated:)") else { return }
        stopScrollAnimation()
        stopMotion()
        guard animated, let loop = window?.loop else {
            setContentOffsetCore(offset)
            return
        }
        let start = contentOffset
        let begin = loop.now
        let duration = ScrollView.scrollAnimationDuration
        if start == offset {
            // UIKit reports the end of an animation that had nowhere to go, on the next turn.
            let animation = loop.animate(name: "scroll animation") { [weak self] _ in
                guard let self else { return false }
                self.physics.stopOffsetAnimation()
                self.didEndScrollingAnimation()
                return false
            }
            physics.offsetAnimationStarted(animation)?.cancel()
            return
        }
        // The curve's state lives in one object made here: a frame allocates nothing.
        // Scroll anchoring moves the goal with the content (see `moveContentUnderMotion`).
        let curve = ScrollOffsetCurve(from: start, to: offset, keepsInRange: keepsInRange, begin: begin, duration: duration,
                                      shiftAtBegin: physics.contentShift)
        // Each frame holds the view while it steps: the delegate it tells may let go of the
        // last other reference to it (a view removed from its superview in scrollViewDidScroll).
        let view = WeakReference(self)
        let animation = loop.animate(name: "scroll animation") { time in
            guard let self = view.object else { return false }
            return self.stepOffsetAnimation(curve, at: time)
        }
        physics.offsetAnimationStarted(animation)?.cancel()
    }

    /// One frame of an animated offset change: moves the content along `curve`; at its end
    /// tells the delegate. Returns whether the animation goes on.
    private func stepOffsetAnimation(_ curve: ScrollOffsetCurve, at time: LoopInstant) -> Bool {
        let shift = physics.contentShift
        let moved = CGPoint(x: curve.goal.x + shift.x - curve.shiftAtBegin.x, y: curve.goal.y + shift.y - curve.shiftAtBegin.y)
        let goal = curve.keepsInRange ? clampedOffset(moved) : moved
        let (point, isLast) = curve.step(at: time, current: contentOffset, goalNow: goal)
        setContentOffsetCore(point)
        guard isLast else { return true }
        physics.stopOffsetAnimation()
        didEndScrollingAnimation()
        return false
    }

    /// Stops an animated offset change where it is, without telling the delegate.
    public func stopScrollAnimation() {
        physics.stopOffsetAnimation()?.cancel()
    }

    /// Called when an animated offset change reaches its end.
    open func didEndScrollingAnimation() {
        traceSink?.record(.scrollViewDidEndScrollingAnimation)
        delegate?.scrollViewDidEndScrollingAnimation(self)
    }

    /// The smallest and largest offsets on each axis, with the content inset.
    public var minimumContentOffset: CGPoint { offsetRange.low }

    public var maximumContentOffset: CGPoint { offsetRange.high }

    /// ``minimumContentOffset`` and ``maximumContentOffset`` from one reading of the inset,
    /// the content size and the bounds (a scroll reads them at every frame).
    var offsetRange: (low: CGPoint, high: CGPoint) {
        let inset = contentInset, size = contentSize, bounds = bounds
        return (CGPoint(x: -inset.left, y: -inset.top),
                CGPoint(x: max(-inset.left, Double(size.width) + inset.right - Double(bounds.width)),
                        y: max(-inset.top, Double(size.height) + inset.bottom - Double(bounds.height))))
    }

    /// The offset moved inside the scrollable range.
    public func clampedOffset(_ offset: CGPoint) -> CGPoint {
        let (low, high) = offsetRange
        return CGPoint(x: min(max(offset.x, low.x), high.x), y: min(max(offset.y, low.y), high.y))
    }

    /// The offset moved no further past the scrollable range, on each axis, than a bounce
    /// may go (``ScrollPhysics/boundedPastRange(_:minimum:maximum:dimension:)``).
    func boundedPastRange(_ offset: CGPoint) -> CGPoint {
        let (low, high) = offsetRange
        return CGPoint(
            x: ScrollPhysics.boundedPastRange(Double(offset.x), minimum: Double(low.x), maximum: Double(high.x), dimension: Double(bounds.width)),
            y: ScrollPhysics.boundedPastRange(Double(offset.y), minimum: Double(low.y), maximum: Double(high.y), dimension: Double(bounds.height)))
    }

    /// Whether a drag moves the content horizontally: it is wider than the view, or
    /// ``alwaysBounceHorizontal``.
    public var canScrollHorizontally: Bool { scrollableAxes.horizontal }

    /// Whether a drag moves the content vertically: it is taller than the view, or
    /// ``alwaysBounceVertical``.
    public var canScrollVertically: Bool { scrollableAxes.vertical }

    /// Whether a drag moves the content horizontally and vertically (see
    /// ``canScrollHorizontally`` and ``canScrollVertically``), from one reading of the
    /// scrollable range: content wider or taller than the view, or bouncing always.
    var scrollableAxes: (horizontal: Bool, vertical: Bool) {
        let (low, high) = offsetRange
        return (high.x > low.x || alwaysBounceHorizontal, high.y > low.y || alwaysBounceVertical)
    }

    /// Sets the offset and tells the delegate; subclasses hook in to lay out.
    ///
    /// Every change of the offset goes through here: one that is not finite is refused
    /// (and reported as a ``GeometryError``), so no NaN or infinity is ever stored.
    open func setContentOffsetCore(_ offset: CGPoint) {
        guard offset != bounds.origin else { return }
        guard acceptsOffset(offset, call: "setContentOffsetCore(_:)") else { return }
        // Read and written whole: changing the origin in place would run the bounds' modify
        // accessor, which a subclass's observer (a collection view's) makes allocate.
        var moved = bounds
        moved.origin = offset
        bounds = moved
        contentOffsetDidChange()
        traceSink?.record(.scrollViewDidScroll(offset: offset))
        delegate?.scrollViewDidScroll(self)
    }

    /// Called after every offset change, before `scrollViewDidScroll`.
    open func contentOffsetDidChange() {}

    /// Where a decelerating scroll should come to rest, given where the physics would stop
    /// it. The default keeps the proposal; a collection view asks its layout
    /// (`targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`).
    ///
    /// - Parameter velocity: the release velocity in points per millisecond.
    open func decelerationTarget(forProposedContentOffset proposed: CGPoint, withVelocity velocity: CGPoint) -> CGPoint {
        proposed
    }

    /// Content at rest outside its range springs back in, as in UIKit: after the last
    /// finger lifts from content a touch stopped mid-bounce, after a deceleration whose
    /// content shrank under it, or when a layout transition that stopped a bounce ends. The
    /// delegate hears `scrollViewWillBeginDecelerating`, `scrollViewDidScroll` on each
    /// frame, then `scrollViewDidEndDecelerating`. A collection view waits while a layout
    /// transition holds the offset.
    func springBackIntoRange() {
        guard !isDragging, !isDecelerating else { return }
        let resting = contentOffset
        let goal = clampedOffset(resting)
        guard goal != resting, resting.x.isFinite, resting.y.isFinite else { return }
        guard bounces, window?.loop != nil else {
            setContentOffsetCore(goal)
            return
        }
        switch physics.springBack() {
        case .tellDelegate:
            traceSink?.record(.scrollViewWillBeginDecelerating)
            delegate?.scrollViewWillBeginDecelerating(self)
            guard physics.motionMayStart() == .proceed else { return }
            // Content that shrank at the end of a motion may have left the offset further
            // out than a bounce goes: the spring starts from the bounce's limit.
            let current = boundedPastRange(contentOffset)
            setContentOffsetCore(current)
            startMotion(releaseMotions(from: current, velocity: .zero, proposed: current, target: current))
        case .ignore:
            break
        }
    }
}
