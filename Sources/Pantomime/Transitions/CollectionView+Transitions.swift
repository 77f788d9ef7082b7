import Foundation
import PantomimeLoop

/// A running layout transition's layouts, offsets and completion.
final class LayoutTransitionRun {
    let oldLayout: CollectionViewLayout
    let newLayout: CollectionViewLayout
    /// The layout shown during the transition.
    let transitionLayout: TransitionLayout
    let startOffset: CGPoint
    let targetOffset: CGPoint
    /// Elements shown at either end, kept on screen for the whole transition.
    let kept: Set<ElementKey>
    let animatedCompletion: ((Bool) -> Void)?
    let interactiveCompletion: ((Bool, Bool) -> Void)?
    var animation: Animation?

    init(oldLayout: CollectionViewLayout, newLayout: CollectionViewLayout, transitionLayout: TransitionLayout,
         startOffset: CGPoint, targetOffset: CGPoint, kept: Set<ElementKey>,
         animatedCompletion: ((Bool) -> Void)?, interactiveCompletion: ((Bool, Bool) -> Void)?) {
        self.oldLayout = oldLayout
        self.newLayout = newLayout
        self.transitionLayout = transitionLayout
        self.startOffset = startOffset
        self.targetOffset = targetOffset
        self.kept = kept
        self.animatedCompletion = animatedCompletion
        self.interactiveCompletion = interactiveCompletion
    }
}

/// What a collection view keeps about layout transitions.
struct LayoutTransitionState {
    var machine = LayoutTransitionMachine<LayoutTransitionRun>()
    var duration: TimeAmount = CollectionView.defaultLayoutTransitionDuration
    /// A layout the collection view is installing itself, so assigning it skips the
    /// rules for a layout assigned by the user.
    var installing: CollectionViewLayout?
    /// Whether the layout being installed was prepared for the data as it is, so it needs
    /// no invalidation.
    var installingPrepared = false
}

/// Layout transitions: UIKit's `setCollectionViewLayout(_:animated:completion:)` and its
/// interactive transitions.
///
/// The order of calls, as UIKit makes them: the old layout's
/// ``CollectionViewLayout/prepareForTransition(to:)``, the new layout's ``CollectionViewLayout/prepare()``
/// and ``CollectionViewLayout/prepareForTransition(from:)``, the new layout's
/// ``CollectionViewLayout/targetContentOffset(forProposedContentOffset:)`` (proposed: the
/// current offset; the answer is kept within the new content), then the views move; at
/// the end ``CollectionViewLayout/finalizeLayoutTransition()`` on the old layout, then on
/// the new one, then the completion. An interactive transition asks the delegate's
/// `collectionView(_:transitionLayoutForOldLayout:newLayout:)` first.
///
/// Pantomime's rules where UIKit is silent:
/// - views move on frame ticks over ``layoutTransitionDuration`` (0.3 s), ease-in-ease-out;
///   the content offset moves from where it was to the target with the same progress, and
///   the content size between the two layouts' sizes;
/// - the transition holds the offset: it stops a deceleration or bounce when it begins,
///   and an offset it leaves outside the scrollable range when it ends (a cancelled pinch
///   that began mid-bounce goes back to where the bounce was) springs back in, as the
///   content does when a finger that stopped a bounce lifts;
/// - an element shown at either end (in the old layout at the old offset, or in the new
///   layout at the target offset) is displayed for the whole transition; another appears
///   while its moving frame meets the visible bounds; at the end the new layout's display
///   rules apply, so elements it does not show end displaying;
/// - while a transition runs, the user cannot scroll (the pan recognizer is off; a drag
///   in progress ends), touches neither highlight nor select, and a reload ends the
///   transition at once (`finished` false: an animated change lands on its new layout, an
///   interactive one goes back to its old layout);
/// - assigning ``collectionViewLayout`` directly swaps without transition hooks; a
///   transition running then ends as by a reload;
/// - one transition at a time: starting another throws ``LayoutTransitionError``, except
///   that a new animated change during an animated change ends the first at its new layout
///   (its completion gets `false`) and starts from there.
extension CollectionView {
    /// How long an animated layout change takes unless changed: 0.3 s.
    public static let defaultLayoutTransitionDuration: TimeAmount = .milliseconds(300)

    /// How long an animated layout change takes, and a finishing or cancelling interactive
    /// transition from a progress 1 away from its end (a nearer one takes a part of it).
    public var layoutTransitionDuration: TimeAmount {
        get { layoutTransition.duration }
        set { layoutTransition.duration = max(.zero, newValue) }
    }

    /// Whether a layout transition (animated or interactive) runs.
    public var isTransitioningLayout: Bool { layoutTransition.machine.phase != .idle }

    /// Whether an interactive transition runs (also while it finishes or cancels).
    public var isInteractiveTransitionRunning: Bool {
        switch layoutTransition.machine.phase {
        case .interactive, .settling: return true
        case .idle, .animating: return false
        }
    }

    /// The layout shown during the running transition: the interactive transition's layout,
    /// or the one an animated change moves the views with.
    public var activeTransitionLayout: TransitionLayout? { layoutTransition.machine.payload?.transitionLayout }

    /// The layout the views show now: the transition's layout while one runs.
    var presentedLayout: CollectionViewLayout { activeTransitionLayout ?? collectionViewLayout }

    /// Changes the layout, animated or at once: UIKit's
    /// `setCollectionViewLayout(_:animated:completion:)`.
    ///
    /// Not animated, the hooks run, the offset moves to the target, and the next layout pass
    /// shows the new layout; the completion runs before this returns, with `true`.
    /// Animated, ``collectionViewLayout`` is the new layout at once, the views move over
    /// ``layoutTransitionDuration``, and the completion runs at the end with `true`, or with
    /// `false` when something cut the animation short.
    ///
    /// - Throws: ``LayoutTransitionError`` while an interactive transition or an
    ///   interactive movement runs, or for a transition layout; nothing changes then.
    public func setCollectionViewLayout(_ layout: CollectionViewLayout, animated: Bool,
                                        completion: ((Bool) -> Void)? = nil) throws {
        guard !(layout is TransitionLayout) else {
            throw LayoutTransitionError.unusableLayout("a TransitionLayout is shown only during an interactive transition; pass the layout to go to (startInteractiveTransition(to:completion:) makes the transition layout).")
        }
        switch layoutTransition.machine.phase {
        case .interactive, .settling: throw LayoutTransitionError.transitionInProgress(interactive: true)
        case .animating: interruptLayoutTransition()
        case .idle: break
        }
        guard !hasUncommittedUpdates else { throw LayoutTransitionError.interactiveMovementInProgress }
        let old = collectionViewLayout
        guard layout !== old else {
            completion?(true)
            return
        }
        try prepareLayoutIfNeeded()
        let target = beginTransitionHooks(from: old, to: layout)
        guard animated, let loop = window?.loop else {
            installLayout(layout, prepared: true)
            old.collectionView = nil
            finalizeTransitionHooks(old: old, new: layout)
            contentSize = layout.collectionViewContentSize
            setContentOffsetCore(target)
            setNeedsLayout()
            record(.setCollectionViewLayoutCompletion(finished: true))
            completion?(true)
            return
        }
        let transition = TransitionLayout(currentLayout: old, nextLayout: layout)
        let run = makeRun(old: old, new: layout, transition: transition, target: target,
                          animatedCompletion: completion, interactiveCompletion: nil)
        installLayout(layout)
        transition.attach(to: self)
        switch layoutTransition.machine.startAnimated(run) {
        case .begin:
            beginShowing(run)
            let begin = loop.now
            let duration = layoutTransition.duration.seconds
            run.animation = loop.animate(name: "layout transition") { [weak self, weak run] time in
                guard let self, let run else { return false }
                let t = duration > 0 ? (time - begin).seconds / duration : 1
                run.transitionLayout.setProgressQuietly(LayoutInterpolation.easeInOut(t))
                run.transitionLayout.invalidateLayout()
                guard t >= 1 else { return true }
                run.animation = nil
                try self.handle(self.layoutTransition.machine.animationEnded())
                return false
            }
        case .settle, .complete, .none:
            preconditionFailure("Starting an animated layout change must begin it.")
        case .refuse:
            preconditionFailure("An animated layout change starts only when none runs.")
        }
    }

    /// Starts an interactive transition to `layout` and returns the layout that stands
    /// between: UIKit's `startInteractiveTransition(to:completion:)`.
    ///
    /// The delegate's `collectionView(_:transitionLayoutForOldLayout:newLayout:)` supplies
    /// the transition layout (a plain ``TransitionLayout`` by default); it becomes
    /// ``collectionViewLayout`` until the transition ends. Drive it by setting its
    /// ``TransitionLayout/transitionProgress`` and invalidating it; end it with
    /// ``finishInteractiveTransition()`` or ``cancelInteractiveTransition()``. The completion
    /// gets `completed` (true when the new layout was installed, false when cancelled) and
    /// `finished` (false when something cut the transition short).
    ///
    /// - Throws: ``LayoutTransitionError`` while another transition or an interactive
    ///   movement runs, or when `layout` is the one shown or a transition layout; nothing
    ///   changes then.
    @discardableResult
    public func startInteractiveTransition(to layout: CollectionViewLayout,
                                           completion: ((Bool, Bool) -> Void)? = nil) throws -> TransitionLayout {
        switch layoutTransition.machine.phase {
        case .interactive, .settling: throw LayoutTransitionError.transitionInProgress(interactive: true)
        case .animating: throw LayoutTransitionError.transitionInProgress(interactive: false)
        case .idle: break
        }
        guard !hasUncommittedUpdates else { throw LayoutTransitionError.interactiveMovementInProgress }
        let old = collectionViewLayout
        guard layout !== old, !(layout is TransitionLayout) else {
            throw LayoutTransitionError.unusableLayout("an interactive transition needs a layout other than the one shown, and not a TransitionLayout; pass the layout to go to.")
        }
        try prepareLayoutIfNeeded()
        record(.transitionLayoutForOldLayout)
        let transition = collectionDelegate?.collectionView(self, transitionLayoutForOldLayout: old, newLayout: layout)
            ?? TransitionLayout(currentLayout: old, nextLayout: layout)
        guard transition.currentLayout === old, transition.nextLayout === layout else {
            throw LayoutTransitionError.unusableLayout("the delegate's transition layout must go from the layout shown to the layout asked for; make it with TransitionLayout(currentLayout: fromLayout, nextLayout: toLayout).")
        }
        let target = beginTransitionHooks(from: old, to: layout)
        let run = makeRun(old: old, new: layout, transition: transition, target: target,
                          animatedCompletion: nil, interactiveCompletion: completion)
        transition.attach(to: self)
        switch layoutTransition.machine.startInteractive(run) {
        case .begin:
            installLayout(transition)
            transition.invalidateLayout()
            beginShowing(run)
        case .settle, .complete, .none, .refuse:
            preconditionFailure("An interactive transition starts only when none runs.")
        }
        return transition
    }

    /// Finishes the interactive transition: the progress moves to 1 on frame ticks, then
    /// the new layout is installed and the completion runs with `completed` true. UIKit's
    /// `finishInteractiveTransition()`. Without an interactive transition, or when it is
    /// already ending, nothing happens and the trace notes `interactiveTransitionIgnored`.
    public func finishInteractiveTransition() {
        endInteractive(completing: true)
    }

    /// Cancels the interactive transition: the progress moves back to 0 on frame ticks,
    /// then the old layout is installed again and the completion runs with `completed`
    /// false. UIKit's `cancelInteractiveTransition()`. Ignored as
    /// ``finishInteractiveTransition()`` is.
    public func cancelInteractiveTransition() {
        endInteractive(completing: false)
    }

    // MARK: Internals

    private func endInteractive(completing: Bool) {
        do {
            try handle(completing ? layoutTransition.machine.finish() : layoutTransition.machine.cancel())
        } catch {
            // Settling only starts an animation; nothing here throws.
            record(.interactiveTransitionIgnored(reason: "\(error)"))
        }
    }

    private func handle(_ action: LayoutTransitionMachine<LayoutTransitionRun>.Action) throws {
        switch action {
        case .none, .begin:
            break
        case let .refuse(refusal):
            let reason: String
            switch refusal {
            case .noInteractiveTransition: reason = "no interactive transition runs"
            case .alreadyEnding: reason = "the transition is already finishing or cancelling"
            case .transitionInProgress: reason = "a transition runs already"
            }
            record(.interactiveTransitionIgnored(reason: reason))
        case let .settle(run, completing):
            settle(run, completing: completing)
        case let .complete(run, completed, finished):
            complete(run, completed: completed, finished: finished)
            try layoutNow()
            if let completion = run.animatedCompletion {
                record(.setCollectionViewLayoutCompletion(finished: finished))
                completion(finished)
            } else {
                record(.interactiveTransitionCompletion(completed: completed, finished: finished))
                run.interactiveCompletion?(completed, finished)
            }
            handBackOffset()
        }
    }

    /// The transition no longer holds the offset: one it leaves outside the scrollable range
    /// (a pinch that stopped a bounce, then cancelled back to where the bounce was) springs
    /// back, as content a finger stopped mid-bounce does when it lifts.
    private func handBackOffset() {
        guard !isTransitioningLayout, !isTracking else { return }
        springBackIntoRange()
    }

    /// Animates an interactive transition's progress to its end.
    private func settle(_ run: LayoutTransitionRun, completing: Bool) {
        let layout = run.transitionLayout
        let from = layout.transitionProgress
        let to = completing ? 1.0 : 0.0
        guard let loop = window?.loop else {
            layout.setProgressQuietly(to)
            complete(run, completed: completing, finished: true)
            _ = layoutTransition.machine.animationEnded()
            handBackOffset()
            return
        }
        let begin = loop.now
        let duration = layoutTransition.duration.seconds * min(1, abs(to - from))
        run.animation = loop.animate(name: "layout transition") { [weak self, weak run] time in
            guard let self, let run else { return false }
            let t = duration > 0 ? (time - begin).seconds / duration : 1
            run.transitionLayout.setProgressQuietly(from + (to - from) * LayoutInterpolation.easeOut(t))
            run.transitionLayout.invalidateLayout()
            guard t >= 1 else { return true }
            run.animation = nil
            try self.handle(self.layoutTransition.machine.animationEnded())
            return false
        }
    }

    /// Calls the hooks that open a transition and returns the target offset.
    private func beginTransitionHooks(from old: CollectionViewLayout, to new: CollectionViewLayout) -> CGPoint {
        record(.prepareForTransitionTo)
        old.prepareForTransition(to: new)
        if new.collectionView !== self {
            // A layout coming from elsewhere may have been prepared for other data.
            new.collectionView = self
            new.invalidateLayout()
        }
        if new.isInvalid {
            _ = new.willPrepare()
            new.prepare()
        }
        record(.prepareForTransitionFrom)
        new.prepareForTransition(from: old)
        let proposed = contentOffset
        let target = offset(new.targetContentOffset(forProposedContentOffset: proposed), within: new.collectionViewContentSize)
        record(.targetContentOffset(proposed: proposed, target: target))
        return target
    }

    private func finalizeTransitionHooks(old: CollectionViewLayout, new: CollectionViewLayout) {
        record(.finalizeLayoutTransition(.old))
        old.finalizeLayoutTransition()
        record(.finalizeLayoutTransition(.new))
        new.finalizeLayoutTransition()
    }

    /// An offset kept within the scrollable range of content of `size`; a non-finite one
    /// counts as the range's start.
    private func offset(_ proposed: CGPoint, within size: CGSize) -> CGPoint {
        let low = minimumContentOffset
        let high = CGPoint(x: max(low.x, Double(size.width) + contentInset.right - Double(bounds.width)),
                           y: max(low.y, Double(size.height) + contentInset.bottom - Double(bounds.height)))
        let x = proposed.x.isFinite ? min(max(proposed.x, low.x), high.x) : low.x
        let y = proposed.y.isFinite ? min(max(proposed.y, low.y), high.y) : low.y
        return CGPoint(x: x, y: y)
    }

    private func makeRun(old: CollectionViewLayout, new: CollectionViewLayout, transition: TransitionLayout, target: CGPoint,
                         animatedCompletion: ((Bool) -> Void)?, interactiveCompletion: ((Bool, Bool) -> Void)?) -> LayoutTransitionRun {
        var kept = Set(old.layoutAttributesForElements(in: bounds).map(\.elementKey))
        let end = CGRect(origin: target, size: bounds.size)
        for attributes in new.layoutAttributesForElements(in: end) { kept.insert(attributes.elementKey) }
        return LayoutTransitionRun(oldLayout: old, newLayout: new, transitionLayout: transition, startOffset: contentOffset,
                                   targetOffset: target, kept: kept, animatedCompletion: animatedCompletion,
                                   interactiveCompletion: interactiveCompletion)
    }

    /// Stops the user's scrolling and touches for the transition.
    private func beginShowing(_ run: LayoutTransitionRun) {
        stopScrollAnimation()
        setContentOffset(contentOffset, animated: false)
        panGestureRecognizer.isEnabled = false
        run.transitionLayout.invalidateLayout()
        setNeedsLayout()
    }

    /// Installs the end layout, calls the closing hooks and restores scrolling.
    private func complete(_ run: LayoutTransitionRun, completed: Bool, finished: Bool) {
        run.animation?.cancel()
        run.animation = nil
        let final = completed ? run.newLayout : run.oldLayout
        let other = completed ? run.oldLayout : run.newLayout
        if collectionViewLayout !== final && (collectionViewLayout === run.transitionLayout || collectionViewLayout === run.newLayout
                                               || collectionViewLayout === run.oldLayout) {
            installLayout(final)
        }
        if collectionViewLayout !== other { other.collectionView = nil }
        if collectionViewLayout !== run.transitionLayout { run.transitionLayout.collectionView = nil }
        if collectionViewLayout === final {
            contentSize = final.collectionViewContentSize
            setContentOffsetCore(completed ? run.targetOffset : run.startOffset)
        }
        finalizeTransitionHooks(old: run.oldLayout, new: run.newLayout)
        panGestureRecognizer.isEnabled = isScrollEnabled
        collectionViewLayout.invalidateLayout()
        setNeedsLayout()
    }

    /// Ends a running transition at once (a reload, a layout assigned directly).
    func interruptLayoutTransition() {
        do {
            try handle(layoutTransition.machine.interrupt())
        } catch {
            record(.layoutTransitionError("\(error)"))
        }
    }

    /// Assigns a layout without the rules for a user's assignment.
    /// A layout `prepared` for the data as it is is not invalidated, so it is prepared once.
    private func installLayout(_ layout: CollectionViewLayout, prepared: Bool = false) {
        layoutTransition.installing = layout
        layoutTransition.installingPrepared = prepared
        collectionViewLayout = layout
        layoutTransition.installing = nil
        layoutTransition.installingPrepared = false
    }

    /// Called when ``collectionViewLayout`` changes.
    func layoutDidChange(from oldValue: CollectionViewLayout) {
        guard collectionViewLayout !== oldValue else { return }
        if let installing = layoutTransition.installing, installing === collectionViewLayout {
            collectionViewLayout.collectionView = self
            if !layoutTransition.installingPrepared { collectionViewLayout.invalidateLayout() }
            return
        }
        // Assigned by the user: a running transition ends, then the layout swaps.
        if let run = layoutTransition.machine.payload {
            _ = layoutTransition.machine.interrupt()
            run.animation?.cancel()
            run.animation = nil
            for layout in [run.oldLayout, run.newLayout, run.transitionLayout] where layout !== collectionViewLayout {
                layout.collectionView = nil
            }
            finalizeTransitionHooks(old: run.oldLayout, new: run.newLayout)
            panGestureRecognizer.isEnabled = isScrollEnabled
            if let completion = run.animatedCompletion {
                record(.setCollectionViewLayoutCompletion(finished: false))
                completion(false)
            } else {
                record(.interactiveTransitionCompletion(completed: false, finished: false))
                run.interactiveCompletion?(false, false)
            }
        } else {
            oldValue.collectionView = nil
        }
        collectionViewLayout.collectionView = self
        collectionViewLayout.invalidateLayout()
    }

    /// Prepares the layout shown by a running transition and moves the offset with its
    /// progress.
    func prepareTransitionIfNeeded() {
        guard let run = layoutTransition.machine.payload else { return }
        let layout = run.transitionLayout
        if layout.isInvalid {
            _ = layout.willPrepare()
            layout.prepare()
        }
        contentSize = layout.collectionViewContentSize
        let offset = LayoutInterpolation.point(from: run.startOffset, to: run.targetOffset, progress: layout.transitionProgress)
        if offset != contentOffset { setContentOffsetCore(offset) }
    }

    /// The running transition's kept elements whose moving frames are outside the bounds.
    func transitionKeptAttributes() -> [LayoutAttributes] {
        guard let run = layoutTransition.machine.payload else { return [] }
        let layout = run.transitionLayout
        var result: [LayoutAttributes] = []
        for key in run.kept.sorted(by: ElementKey.displayOrder) {
            let attributes: LayoutAttributes?
            switch key.category {
            case .cell: attributes = layout.layoutAttributesForItem(at: key.indexPath)
            case .supplementaryView: attributes = layout.layoutAttributesForSupplementaryView(ofKind: key.kind ?? "", at: key.indexPath)
            case .decorationView: attributes = layout.layoutAttributesForDecorationView(ofKind: key.kind ?? "", at: key.indexPath)
            }
            if let attributes, Geometry.isFinite(attributes.frame), !Geometry.rect(attributes.frame, intersects: bounds) { result.append(attributes) }
        }
        return result
    }

    /// The values of a decoration view's display records: its kind and class.
}

extension CollectionViewDelegate {
    public func collectionView(_ collectionView: CollectionView, transitionLayoutForOldLayout fromLayout: CollectionViewLayout,
                               newLayout toLayout: CollectionViewLayout) -> TransitionLayout {
        TransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
    }
}

extension CollectionView {
    /// What runs: `none`, `animated`, `interactive` or `settling` (an interactive
    /// transition finishing or cancelling).
    public var layoutTransitionPhaseName: String {
        switch layoutTransition.machine.phase {
        case .idle: return "none"
        case .animating: return "animated"
        case .interactive: return "interactive"
        case .settling: return "settling"
        }
    }
}
