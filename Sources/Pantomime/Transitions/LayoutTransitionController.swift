import Foundation
import PantomimeLoop

/// Layout transitions as a collection view component: it owns the transition machine, the
/// running transition's layouts and animation, and carries out UIKit's
/// `setCollectionViewLayout(_:animated:completion:)` and interactive transitions for the
/// collection view, which forwards them here.
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
/// - views move on frame ticks over ``CollectionView/layoutTransitionDuration`` (0.3 s), ease-in-ease-out;
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
/// - assigning ``CollectionView/collectionViewLayout`` directly swaps without transition hooks; a
///   transition running then ends as by a reload;
/// - one transition at a time: starting another throws ``LayoutTransitionError``, except
///   that a new animated change during an animated change ends the first at its new layout
///   (its completion gets `false`) and starts from there.
final class LayoutTransitionController: CollectionViewComponent {
    private weak var host: CollectionViewComponentHost?
    @exclusivity(unchecked) private(set) var machine = LayoutTransitionMachine<LayoutTransitionRun>()
    /// How long an animated change takes.
    var duration: TimeAmount = CollectionView.defaultLayoutTransitionDuration
    /// A layout the controller is installing itself, and whether it was prepared for the
    /// data as it is (so it needs no invalidation); assigning it skips the rules for a
    /// layout assigned by the user.
    private var installing: (layout: CollectionViewLayout, prepared: Bool)?

    init(host: CollectionViewComponentHost) {
        self.host = host
    }

    /// The trace's and loop's window.
    private var window: Window? { host?.window }

    /// Records `event` through the host, the collection view.
    private func record(_ event: TraceEvent) {
        host?.record(event)
    }

    var contentOffsetOwner: ContentOffsetOwner? { machine.phase == .idle ? nil : .layoutTransition }

    func dataWillReload() {
        interrupt()
    }

    /// The layout shown during the running transition.
    var activeTransitionLayout: TransitionLayout? { machine.payload?.transitionLayout }

    // MARK: UIKit's API, as the collection view forwards it

    func setLayout(_ layout: CollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)?) throws {
        guard let host else { return }
        guard !(layout is TransitionLayout) else {
            throw LayoutTransitionError.unusableLayout("a TransitionLayout is shown only during an interactive transition; pass the layout to go to (startInteractiveTransition(to:completion:) makes the transition layout).")
        }
        switch machine.phase {
        case .interactive, .settling: throw LayoutTransitionError.transitionInProgress(interactive: true)
        case .animating: interrupt()
        case .idle: break
        }
        guard !host.hasUncommittedUpdates else { throw LayoutTransitionError.interactiveMovementInProgress }
        let old = host.collectionViewLayout
        guard layout !== old else {
            completion?(true)
            return
        }
        try host.prepareLayoutIfNeeded()
        let target = beginTransitionHooks(from: old, to: layout)
        guard animated, let loop = window?.loop else {
            installLayout(layout, prepared: true)
            old.collectionView = nil
            finalizeTransitionHooks(old: old, new: layout)
            host.contentSize = layout.collectionViewContentSize
            host.setContentOffsetCore(target)
            host.setNeedsLayout()
            record(.setCollectionViewLayoutCompletion(finished: true))
            completion?(true)
            return
        }
        let transition = TransitionLayout(currentLayout: old, nextLayout: layout)
        let run = makeRun(old: old, new: layout, transition: transition, target: target,
                          animatedCompletion: completion, interactiveCompletion: nil)
        installLayout(layout)
        transition.attach(to: host.owner)
        switch machine.startAnimated(run) {
        case .begin:
            beginShowing(run)
            let begin = loop.now
            let duration = self.duration.seconds
            run.animation = loop.animate(name: "layout transition") { [weak self, weak run] time in
                guard let self, let run else { return false }
                let t = duration > 0 ? (time - begin).seconds / duration : 1
                run.transitionLayout.setProgressQuietly(LayoutInterpolation.easeInOut(t))
                run.transitionLayout.invalidateLayout()
                guard t >= 1 else { return true }
                run.animation = nil
                try self.complete(self.machine.animationEnded())
                return false
            }
        case let .refuse(refusal):
            // Only a transition started from inside this one's hooks gets here.
            throw LayoutTransitionError(refusal)
        }
    }

    func startInteractive(to layout: CollectionViewLayout, completion: ((Bool, Bool) -> Void)?) throws -> TransitionLayout {
        guard let host else { return TransitionLayout(currentLayout: layout, nextLayout: layout) }
        switch machine.phase {
        case .interactive, .settling: throw LayoutTransitionError.transitionInProgress(interactive: true)
        case .animating: throw LayoutTransitionError.transitionInProgress(interactive: false)
        case .idle: break
        }
        guard !host.hasUncommittedUpdates else { throw LayoutTransitionError.interactiveMovementInProgress }
        let old = host.collectionViewLayout
        guard layout !== old, !(layout is TransitionLayout) else {
            throw LayoutTransitionError.unusableLayout("an interactive transition needs a layout other than the one shown, and not a TransitionLayout; pass the layout to go to.")
        }
        try host.prepareLayoutIfNeeded()
        record(.transitionLayoutForOldLayout)
        let transition = host.collectionDelegate?.collectionView(host.owner, transitionLayoutForOldLayout: old, newLayout: layout)
            ?? TransitionLayout(currentLayout: old, nextLayout: layout)
        guard transition.currentLayout === old, transition.nextLayout === layout else {
            throw LayoutTransitionError.unusableLayout("the delegate's transition layout must go from the layout shown to the layout asked for; make it with TransitionLayout(currentLayout: fromLayout, nextLayout: toLayout).")
        }
        let target = beginTransitionHooks(from: old, to: layout)
        let run = makeRun(old: old, new: layout, transition: transition, target: target,
                          animatedCompletion: nil, interactiveCompletion: completion)
        transition.attach(to: host.owner)
        switch machine.startInteractive(run) {
        case .begin:
            installLayout(transition)
            transition.invalidateLayout()
            beginShowing(run)
        case let .refuse(refusal):
            // Only a transition started from inside this one's hooks gets here.
            throw LayoutTransitionError(refusal)
        }
        return transition
    }

    /// `finishInteractiveTransition()` (`completing`) or `cancelInteractiveTransition()`.
    func endInteractive(completing: Bool) {
        switch completing ? machine.finish() : machine.cancel() {
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
        }
    }

    // MARK: Internals

    private func complete(_ action: LayoutTransitionMachine<LayoutTransitionRun>.CompleteAction) throws {
        guard case let .complete(run, completed, finished) = action, let host else { return }
        complete(run, completed: completed, finished: finished)
        try host.layoutNow()
        if let completion = run.animatedCompletion {
            record(.setCollectionViewLayoutCompletion(finished: finished))
            completion(finished)
        } else {
            record(.interactiveTransitionCompletion(completed: completed, finished: finished))
            run.interactiveCompletion?(completed, finished)
        }
        handBackOffset()
    }

    /// The transition no longer holds the offset: one it leaves outside the scrollable range
    /// (a pinch that stopped a bounce, then cancelled back to where the bounce was) springs
    /// back, as content a finger stopped mid-bounce does when it lifts.
    private func handBackOffset() {
        guard let host, machine.phase == .idle, !host.isTracking else { return }
        host.springBackIntoRange()
    }

    /// Animates an interactive transition's progress to its end.
    private func settle(_ run: LayoutTransitionRun, completing: Bool) {
        let layout = run.transitionLayout
        let from = layout.transitionProgress
        let to = completing ? 1.0 : 0.0
        guard let loop = window?.loop else {
            // No loop to animate on: the progress reaches its end at once, and the
            // transition ends as an animation's last frame ends it, completion included.
            layout.setProgressQuietly(to)
            do {
                try complete(machine.animationEnded())
            } catch {
                record(.layoutTransitionError("\(error)"))
            }
            return
        }
        let begin = loop.now
        let duration = self.duration.seconds * min(1, abs(to - from))
        run.animation = loop.animate(name: "layout transition") { [weak self, weak run] time in
            guard let self, let run else { return false }
            let t = duration > 0 ? (time - begin).seconds / duration : 1
            run.transitionLayout.setProgressQuietly(from + (to - from) * LayoutInterpolation.easeOut(t))
            run.transitionLayout.invalidateLayout()
            guard t >= 1 else { return true }
            run.animation = nil
            try self.complete(self.machine.animationEnded())
            return false
        }
    }

    /// Calls the hooks that open a transition and returns the target offset.
    private func beginTransitionHooks(from old: CollectionViewLayout, to new: CollectionViewLayout) -> CGPoint {
        guard let host else { return .zero }
        record(.prepareForTransitionTo)
        old.prepareForTransition(to: new)
        if new.collectionView !== host.owner {
            // A layout coming from elsewhere may have been prepared for other data.
            new.collectionView = host.owner
            new.invalidateLayout()
        }
        if new.isInvalid {
            _ = new.willPrepare()
            new.prepare()
        }
        record(.prepareForTransitionFrom)
        new.prepareForTransition(from: old)
        let proposed = host.contentOffset
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
        guard let host else { return proposed }
        let low = host.minimumContentOffset, bounds = host.bounds
        let high = CGPoint(x: max(low.x, Double(size.width) + host.contentInset.right - Double(bounds.width)),
                           y: max(low.y, Double(size.height) + host.contentInset.bottom - Double(bounds.height)))
        let x = proposed.x.isFinite ? min(max(proposed.x, low.x), high.x) : low.x
        let y = proposed.y.isFinite ? min(max(proposed.y, low.y), high.y) : low.y
        return CGPoint(x: x, y: y)
    }

    private func makeRun(old: CollectionViewLayout, new: CollectionViewLayout, transition: TransitionLayout, target: CGPoint,
                         animatedCompletion: ((Bool) -> Void)?, interactiveCompletion: ((Bool, Bool) -> Void)?) -> LayoutTransitionRun {
        let bounds = host?.bounds ?? .zero
        var kept = Set((old.layoutAttributesForElements(in: bounds) ?? []).map(\.elementKey))
        let end = CGRect(origin: target, size: bounds.size)
        for attributes in new.layoutAttributesForElements(in: end) ?? [] { kept.insert(attributes.elementKey) }
        return LayoutTransitionRun(oldLayout: old, newLayout: new, transitionLayout: transition, startOffset: host?.contentOffset ?? .zero,
                                   targetOffset: target, kept: kept, animatedCompletion: animatedCompletion,
                                   interactiveCompletion: interactiveCompletion)
    }

    /// Stops the user's scrolling and touches for the transition.
    private func beginShowing(_ run: LayoutTransitionRun) {
        guard let host else { return }
        host.stopScrollAnimation()
        host.setContentOffset(host.contentOffset, animated: false)
        host.panGestureRecognizer.isEnabled = false
        run.transitionLayout.invalidateLayout()
        host.setNeedsLayout()
    }

    /// Installs the end layout, calls the closing hooks and restores scrolling.
    private func complete(_ run: LayoutTransitionRun, completed: Bool, finished: Bool) {
        guard let host else { return }
        run.animation?.cancel()
        run.animation = nil
        let final = completed ? run.newLayout : run.oldLayout
        let other = completed ? run.oldLayout : run.newLayout
        let shown = host.collectionViewLayout
        if shown !== final && (shown === run.transitionLayout || shown === run.newLayout || shown === run.oldLayout) {
            installLayout(final)
        }
        if host.collectionViewLayout !== other { other.collectionView = nil }
        if host.collectionViewLayout !== run.transitionLayout { run.transitionLayout.collectionView = nil }
        if host.collectionViewLayout === final {
            host.contentSize = final.collectionViewContentSize
            host.setContentOffsetCore(completed ? run.targetOffset : run.startOffset)
        }
        finalizeTransitionHooks(old: run.oldLayout, new: run.newLayout)
        host.panGestureRecognizer.isEnabled = host.isScrollEnabled
        host.collectionViewLayout.invalidateLayout()
        host.setNeedsLayout()
    }

    /// Ends a running transition at once (a reload, a layout assigned directly).
    func interrupt() {
        do {
            try complete(machine.interrupt())
        } catch {
            record(.layoutTransitionError("\(error)"))
        }
    }

    /// Assigns a layout without the rules for a user's assignment.
    /// A layout `prepared` for the data as it is is not invalidated, so it is prepared once.
    private func installLayout(_ layout: CollectionViewLayout, prepared: Bool = false) {
        installing = (layout, prepared)
        host?.collectionViewLayout = layout
        installing = nil
    }

    /// The collection view's layout changed from `oldValue`.
    func layoutDidChange(from oldValue: CollectionViewLayout) {
        guard let host, host.collectionViewLayout !== oldValue else { return }
        let layout = host.collectionViewLayout
        if let installing, installing.layout === layout {
            layout.collectionView = host.owner
            if !installing.prepared { layout.invalidateLayout() }
            return
        }
        // Assigned by the user: a running transition ends, then the layout swaps.
        if let run = machine.payload {
            _ = machine.interrupt()
            run.animation?.cancel()
            run.animation = nil
            for other in [run.oldLayout, run.newLayout, run.transitionLayout] where other !== layout {
                other.collectionView = nil
            }
            finalizeTransitionHooks(old: run.oldLayout, new: run.newLayout)
            host.panGestureRecognizer.isEnabled = host.isScrollEnabled
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
        host.collectionViewLayout.collectionView = host.owner
        host.collectionViewLayout.invalidateLayout()
    }

    /// Prepares the layout shown by a running transition and moves the offset with its
    /// progress.
    func prepareIfNeeded() {
        guard let run = machine.payload, let host else { return }
        let layout = run.transitionLayout
        if layout.isInvalid {
            _ = layout.willPrepare()
            layout.prepare()
        }
        host.contentSize = layout.collectionViewContentSize
        let offset = LayoutInterpolation.point(from: run.startOffset, to: run.targetOffset, progress: layout.transitionProgress)
        if offset != host.contentOffset { host.setContentOffsetCore(offset) }
    }

    /// The running transition's kept elements whose moving frames are outside the bounds.
    func keptAttributes() -> [LayoutAttributes] {
        guard let host, let run = machine.payload else { return [] }
        let layout = run.transitionLayout
        var result: [LayoutAttributes] = []
        for key in run.kept.sorted(by: ElementKey.displayOrder) {
            let attributes: LayoutAttributes?
            switch key.category {
            case .cell: attributes = layout.layoutAttributesForItem(at: key.indexPath)
            case .supplementaryView: attributes = layout.layoutAttributesForSupplementaryView(ofKind: key.kind ?? "", at: key.indexPath)
            case .decorationView: attributes = layout.layoutAttributesForDecorationView(ofKind: key.kind ?? "", at: key.indexPath)
            }
            if let attributes, Geometry.isFinite(attributes.frame), !Geometry.rect(attributes.frame, intersects: host.bounds) { result.append(attributes) }
        }
        return result
    }
}
