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

    public weak var delegate: ScrollViewDelegate?
    /// The size of the scrollable content.
    ///
    /// A size that is not finite, negative or beyond ``Geometry/maximumMagnitude`` is
    /// refused: the size stays, and a ``GeometryError`` is reported on the window's loop.
    open var contentSize: CGSize = .zero {
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
    open var contentInset: EdgeInsets = .zero {
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
    open var alwaysBounceVertical = false
    /// Whether a horizontal drag bounces even when the content is not wider than the view.
    open var alwaysBounceHorizontal = false
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
    public var isDecelerating: Bool { physics.current == .decelerating }
    /// The recognizer that drags the content.
    public let panGestureRecognizer: PanGestureRecognizer

    /// Duration of `setContentOffset(_:animated: true)`; UIKit's is about a third of a second.
    public static let scrollAnimationDuration: TimeAmount = .milliseconds(330)
    /// How long a touch waits before it reaches the content, with ``delaysContentTouches``.
    public static let contentTouchDelay: TimeAmount = .milliseconds(150)
    /// How long a paging scroll view takes to snap to its page.
    public static let pagingSnapDuration: TimeAmount = .milliseconds(220)

    let delayRecognizer: DelayedTouchesGestureRecognizer
    private var scrollAnimation: Animation?
    fileprivate var physics = ScrollPhysicsMachine()
    private var motion: Animation?

    /// Whether an animated offset change is running.
    public var isScrollAnimating: Bool { scrollAnimation != nil }

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
    /// A point that is not finite (or beyond ``Geometry/maximumMagnitude``) is refused:
    /// the offset stays, and a ``GeometryError`` is reported on the window's loop.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard acceptsOffset(newValue, call: "contentOffset") else { return }
            setContentOffsetCore(newValue)
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
            scrollAnimation = loop.animate(name: "scroll animation") { [weak self] _ in
                guard let self else { return false }
                self.scrollAnimation = nil
                self.didEndScrollingAnimation()
                return false
            }
            return
        }
        // Where the curve starts and how far along its ease it was then: something else
        // (a batch update keeping the offset in range) may move the content under the
        // animation, which then goes on from there over what is left of its ease.
        var from = start, fromEased = 0.0, lastEased = 0.0
        var lastSet = start
        scrollAnimation = loop.animate(name: "scroll animation") { [weak self] time in
            guard let self else { return false }
            let progress = min(1, max(0, (time - begin).seconds / duration.seconds))
            let eased = ScrollPhysics.easeOut(progress)
            if self.contentOffset != lastSet {
                from = self.contentOffset
                fromEased = lastEased
            }
            lastEased = eased
            let goal = keepsInRange ? self.clampedOffset(offset) : offset
            let share = fromEased < 1 ? (eased - fromEased) / (1 - fromEased) : 1
            let point = CGPoint(x: from.x + (goal.x - from.x) * share, y: from.y + (goal.y - from.y) * share)
            lastSet = progress >= 1 ? goal : point
            self.setContentOffsetCore(lastSet)
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
        traceSink?.record(.scrollViewDidEndScrollingAnimation)
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

    /// The offset moved no further past the scrollable range, on each axis, than a bounce
    /// may go (``ScrollPhysics/boundedPastRange(_:minimum:maximum:dimension:)``).
    func boundedPastRange(_ offset: CGPoint) -> CGPoint {
        let low = minimumContentOffset, high = maximumContentOffset
        return CGPoint(
            x: ScrollPhysics.boundedPastRange(Double(offset.x), minimum: Double(low.x), maximum: Double(high.x), dimension: Double(bounds.width)),
            y: ScrollPhysics.boundedPastRange(Double(offset.y), minimum: Double(low.y), maximum: Double(high.y), dimension: Double(bounds.height)))
    }

    /// Whether a drag moves the content horizontally: it is wider than the view, or
    /// ``alwaysBounceHorizontal``.
    public var canScrollHorizontally: Bool {
        maximumContentOffset.x > minimumContentOffset.x || alwaysBounceHorizontal
    }

    /// Whether a drag moves the content vertically: it is taller than the view, or
    /// ``alwaysBounceVertical``.
    public var canScrollVertically: Bool {
        maximumContentOffset.y > minimumContentOffset.y || alwaysBounceVertical
    }

    /// Sets the offset and tells the delegate; subclasses hook in to lay out.
    ///
    /// Every change of the offset goes through here: one that is not finite is refused
    /// (and reported as a ``GeometryError``), so no NaN or infinity is ever stored.
    open func setContentOffsetCore(_ offset: CGPoint) {
        guard offset != bounds.origin else { return }
        guard acceptsOffset(offset, call: "setContentOffsetCore(_:)") else { return }
        bounds.origin = offset
        contentOffsetDidChange()
        traceSink?.record(.scrollViewDidScroll(offset: offset))
        delegate?.scrollViewDidScroll(self)
    }

    /// Called after every offset change, before `scrollViewDidScroll`.
    open func contentOffsetDidChange() {}

    // MARK: Dragging

    private func handlePan(_ recognizer: GestureRecognizer) {
        switch recognizer.state {
        case .began:
            beginDragging()
            followPan()
        case .changed:
            followPan()
        case .ended:
            let velocity = panGestureRecognizer.velocity(in: self)
            endDragging(velocity: CGPoint(x: Self.usableVelocity(-Double(velocity.x)), y: Self.usableVelocity(-Double(velocity.y))))
        case .cancelled:
            endDragging(velocity: .zero)
        case .possible, .failed:
            break
        }
    }

    /// A release velocity the physics can use: one that is not finite (touches too close
    /// in time) counts as no flick, and a finite one is kept within
    /// ±``Geometry/maximumMagnitude`` points per second.
    static func usableVelocity(_ velocity: Double) -> Double {
        guard velocity.isFinite else { return 0 }
        return min(max(velocity, -Geometry.maximumMagnitude), Geometry.maximumMagnitude)
    }

    private func beginDragging() {
        stopScrollAnimation()
        let shown = contentOffset
        let low = minimumContentOffset, high = maximumContentOffset
        let origin = CGPoint(
            x: ScrollPhysics.unbandedOffset(Double(shown.x), minimum: Double(low.x), maximum: Double(high.x), dimension: Double(bounds.width)),
            y: ScrollPhysics.unbandedOffset(Double(shown.y), minimum: Double(low.y), maximum: Double(high.y), dimension: Double(bounds.height)))
        switch physics.beginDragging(origin: origin, startOffset: shown) {
        case .beginDragging:
            window?.touchDispatcher.dropWithheldDelivery(of: panGestureRecognizer.trackedTouches)
            traceSink?.record(.scrollViewWillBeginDragging)
            delegate?.scrollViewWillBeginDragging(self)
        case .none, .endDragging, .stopMotion, .endDeceleration, .beginDeceleration:
            preconditionFailure("Beginning a drag must ask for scrollViewWillBeginDragging.")
        }
    }

    private func followPan() {
        guard case let .dragging(origin, _) = physics.current else { return }
        let translation = panGestureRecognizer.translation(in: self)
        let low = minimumContentOffset, high = maximumContentOffset
        var offset = contentOffset
        if canScrollHorizontally {
            offset.x = dragged(Double(origin.x - translation.x), minimum: Double(low.x), maximum: Double(high.x), dimension: Double(bounds.width))
        }
        if canScrollVertically {
            offset.y = dragged(Double(origin.y - translation.y), minimum: Double(low.y), maximum: Double(high.y), dimension: Double(bounds.height))
        }
        setContentOffsetCore(offset)
    }

    private func dragged(_ raw: Double, minimum: Double, maximum: Double, dimension: Double) -> Double {
        guard bounces else { return min(max(raw, minimum), maximum) }
        return ScrollPhysics.rubberBandedOffset(raw, minimum: minimum, maximum: maximum, dimension: dimension)
    }

    /// The finger lifted (or the pan was cancelled) with `velocity` in points per second,
    /// in the direction the offset moves.
    private func endDragging(velocity rawVelocity: CGPoint) {
        guard case let .dragging(_, startOffset) = physics.current else { return }
        let current = contentOffset
        let low = minimumContentOffset, high = maximumContentOffset
        let velocity = CGPoint(x: canScrollHorizontally ? rawVelocity.x : 0, y: canScrollVertically ? rawVelocity.y : 0)
        let rate = decelerationRate.rawValue
        var proposed = current
        if isPagingEnabled {
            if canScrollHorizontally {
                proposed.x = ScrollPhysics.pagingTarget(offset: Double(current.x), velocity: Double(velocity.x),
                                                        dragStartOffset: Double(startOffset.x), pageSize: Double(bounds.width),
                                                        minimum: Double(low.x), maximum: Double(high.x))
            }
            if canScrollVertically {
                proposed.y = ScrollPhysics.pagingTarget(offset: Double(current.y), velocity: Double(velocity.y),
                                                        dragStartOffset: Double(startOffset.y), pageSize: Double(bounds.height),
                                                        minimum: Double(low.y), maximum: Double(high.y))
            }
        } else {
            proposed = clampedOffset(CGPoint(
                x: ScrollPhysics.restingOffset(from: Double(current.x), velocity: Double(velocity.x), rate: rate),
                y: ScrollPhysics.restingOffset(from: Double(current.y), velocity: Double(velocity.y), rate: rate)))
        }
        let natural = proposed
        let perMillisecond = CGPoint(x: velocity.x / 1000, y: velocity.y / 1000)
        if !isPagingEnabled {
            proposed = clampedOffset(decelerationTarget(forProposedContentOffset: proposed, withVelocity: perMillisecond))
        }
        var target = proposed
        traceSink?.record(.scrollViewWillEndDragging(velocity: perMillisecond, target: proposed))
        delegate?.scrollViewWillEndDragging(self, withVelocity: perMillisecond, targetContentOffset: &target)
        let motions = releaseMotions(from: current, velocity: velocity, proposed: natural, target: target)
        let willDecelerate = motions.x.isMoving || motions.y.isMoving
        switch physics.endDragging(willDecelerate: willDecelerate) {
        case let .endDragging(decelerate):
            traceSink?.record(.scrollViewDidEndDragging(willDecelerate: decelerate))
            delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerate)
            // The delegate may have stopped the motion (a new offset, a touch): then nothing
            // decelerates, as in UIKit.
            guard decelerate, isDecelerating else { return }
            traceSink?.record(.scrollViewWillBeginDecelerating)
            delegate?.scrollViewWillBeginDecelerating(self)
            guard isDecelerating else { return }
            startMotion(motions)
        case .none, .beginDragging, .stopMotion, .endDeceleration, .beginDeceleration:
            preconditionFailure("Ending a drag must ask for scrollViewDidEndDragging.")
        }
    }

    /// Where a decelerating scroll should come to rest, given where the physics would stop
    /// it. The default keeps the proposal; a collection view asks its layout
    /// (`targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`).
    ///
    /// - Parameter velocity: the release velocity in points per millisecond.
    open func decelerationTarget(forProposedContentOffset proposed: CGPoint, withVelocity velocity: CGPoint) -> CGPoint {
        proposed
    }

    private func releaseMotions(from current: CGPoint, velocity: CGPoint, proposed: CGPoint,
                                target: CGPoint) -> (x: ScrollPhysicsMotion, y: ScrollPhysicsMotion) {
        let low = minimumContentOffset, high = maximumContentOffset
        let rate = decelerationRate.rawValue
        if isPagingEnabled {
            let goal = clampedOffset(target)
            let snap = ScrollView.pagingSnapDuration.seconds
            return (.snap(from: Double(current.x), to: Double(goal.x), duration: snap),
                    .snap(from: Double(current.y), to: Double(goal.y), duration: snap))
        }
        var velocity = velocity
        if target != proposed {
            let goal = clampedOffset(target)
            velocity = CGPoint(x: ScrollPhysics.velocityToRest(at: Double(goal.x), from: Double(current.x), rate: rate),
                               y: ScrollPhysics.velocityToRest(at: Double(goal.y), from: Double(current.y), rate: rate))
        }
        let duration = ScrollPhysics.decelerationDuration(speed: hypot(Double(velocity.x), Double(velocity.y)), rate: rate)
        return (.deceleration(offset: Double(current.x), velocity: Double(velocity.x), rate: rate, duration: duration,
                              minimum: Double(low.x), maximum: Double(high.x), bounces: bounces,
                              dimension: Double(bounds.width)),
                .deceleration(offset: Double(current.y), velocity: Double(velocity.y), rate: rate, duration: duration,
                              minimum: Double(low.y), maximum: Double(high.y), bounces: bounces,
                              dimension: Double(bounds.height)))
    }

    private func startMotion(_ motions: (x: ScrollPhysicsMotion, y: ScrollPhysicsMotion)) {
        guard let loop = window?.loop else {
            setContentOffsetCore(CGPoint(x: motions.x.restingOffset, y: motions.y.restingOffset))
            finishMotion()
            return
        }
        let start = loop.now
        let duration = max(motions.x.duration, motions.y.duration)
        let plannedRange = (minimumContentOffset, maximumContentOffset)
        // The offset this motion set last: another value means something else (a batch
        // update keeping the offset in range, say) moved the content under the motion.
        var lastSet: CGPoint?
        motion = loop.animate(name: "deceleration") { [weak self] time in
            guard let self else { return false }
            let t = (time - start).seconds
            // The content changed size under the motion (a batch update): it goes on from
            // where it is, at its speed, toward the new range, instead of the old one, and
            // never further past the new range than a bounce may go.
            if !self.isPagingEnabled, t < duration, (self.minimumContentOffset, self.maximumContentOffset) != plannedRange {
                let step = 0.001
                let curve = CGPoint(x: motions.x.offset(at: t), y: motions.y.offset(at: t))
                let before = CGPoint(x: motions.x.offset(at: max(0, t - step)), y: motions.y.offset(at: max(0, t - step)))
                let velocity = CGPoint(x: (curve.x - before.x) / step, y: (curve.y - before.y) / step)
                let moved = lastSet.map { $0 != self.contentOffset } ?? false
                let here = self.boundedPastRange(moved ? self.contentOffset : curve)
                self.setContentOffsetCore(here)
                guard self.isDecelerating else { return false }
                self.motion = nil
                self.startMotion(self.releaseMotions(from: here, velocity: velocity, proposed: here, target: here))
                return false
            }
            if t >= duration {
                self.setContentOffsetCore(CGPoint(x: motions.x.restingOffset, y: motions.y.restingOffset))
                self.motion = nil
                self.finishMotion()
                return false
            }
            let point = CGPoint(x: motions.x.offset(at: t), y: motions.y.offset(at: t))
            lastSet = point
            self.setContentOffsetCore(point)
            // scrollViewDidScroll may have stopped the motion (a new offset, for one).
            return self.isDecelerating
        }
    }

    private func finishMotion() {
        // A delegate that set an offset from scrollViewDidScroll has already stopped it.
        guard isDecelerating else { return }
        switch physics.finishDeceleration() {
        case .endDeceleration:
            traceSink?.record(.scrollViewDidEndDecelerating)
            delegate?.scrollViewDidEndDecelerating(self)
            // The content may have shrunk under the motion (a batch that deleted items):
            // content left past its end springs back in.
            if !isTracking { springBackIntoRange() }
        case .none, .beginDragging, .endDragging, .stopMotion, .beginDeceleration:
            preconditionFailure("Finishing a deceleration must ask for scrollViewDidEndDecelerating.")
        }
    }

    /// Stops a deceleration where it is, without telling the delegate. Returns whether
    /// there was one.
    @discardableResult
    private func stopMotion() -> Bool {
        switch physics.interrupt() {
        case .stopMotion:
            motion?.cancel()
            motion = nil
            return true
        case .none, .beginDragging, .endDragging, .endDeceleration, .beginDeceleration:
            return false
        }
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
        case .beginDeceleration:
            traceSink?.record(.scrollViewWillBeginDecelerating)
            delegate?.scrollViewWillBeginDecelerating(self)
            guard isDecelerating else { return }
            // Content that shrank at the end of a motion may have left the offset further
            // out than a bounce goes: the spring starts from the bounce's limit.
            let current = boundedPastRange(contentOffset)
            setContentOffsetCore(current)
            startMotion(releaseMotions(from: current, velocity: .zero, proposed: current, target: current))
        case .none, .beginDragging, .endDragging, .stopMotion, .endDeceleration:
            break
        }
    }

    /// A finger touched the view: a deceleration stops, and the touch is kept from the
    /// content.
    private func catchMotion() -> Bool {
        stopMotion()
    }
}

/// A scroll view's pan: it begins only in a direction the scroll view can scroll, and
/// keeps ``ScrollView/isTracking`` up to date.
final class ScrollViewPanGestureRecognizer: PanGestureRecognizer {
    weak var scrollView: ScrollView?

    override func canBegin() -> Bool {
        guard let scrollView else { return false }
        if !scrollView.canCancelContentTouches, let dispatcher = scrollView.window?.touchDispatcher,
           trackedTouches.contains(where: dispatcher.isTrackedByView) {
            return false
        }
        let move = movementSinceTouchDown
        let horizontal = scrollView.canScrollHorizontally, vertical = scrollView.canScrollVertically
        if abs(move.x) > abs(move.y) { return horizontal }
        if abs(move.y) > abs(move.x) { return vertical }
        return horizontal || vertical
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        scrollView?.physics.touchDown()
        super.touchesBegan(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
        if self.touches.isEmpty { scrollView?.physics.touchesLifted() }
        super.touchesEnded(touches, with: event)
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) {
        if self.touches.isEmpty { scrollView?.physics.touchesLifted() }
        super.touchesCancelled(touches, with: event)
    }

    /// Runs once the gesture is over and every finger has lifted, whether the pan dragged,
    /// failed or lost to another recognizer.
    override func reset() {
        super.reset()
        scrollView?.physics.touchesLifted()
        scrollView?.springBackIntoRange()
    }
}
