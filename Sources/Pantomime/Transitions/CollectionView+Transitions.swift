import Foundation
import PantomimeLoop

/// Layout transitions: UIKit's `setCollectionViewLayout(_:animated:completion:)` and its
/// interactive transitions, carried out by `LayoutTransitionController` (see there for the
/// order of calls and Pantomime's rules where UIKit is silent).
extension CollectionView {
    /// How long an animated layout change takes unless changed: 0.3 s.
    public static let defaultLayoutTransitionDuration: TimeAmount = .milliseconds(300)

    /// How long an animated layout change takes, and a finishing or cancelling interactive
    /// transition from a progress 1 away from its end (a nearer one takes a part of it).
    public var layoutTransitionDuration: TimeAmount {
        get { transitionController.duration }
        set { transitionController.duration = max(.zero, newValue) }
    }

    /// Whether a layout transition (animated or interactive) runs.
    public var isTransitioningLayout: Bool { transitionController.machine.phase != .idle }

    /// Whether an interactive transition runs (also while it finishes or cancels).
    public var isInteractiveTransitionRunning: Bool { transitionController.machine.phase.isInteractive }

    /// The layout shown during the running transition: the interactive transition's layout,
    /// or the one an animated change moves the views with.
    public var activeTransitionLayout: TransitionLayout? { transitionController.activeTransitionLayout }

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
        try transitionController.setLayout(layout, animated: animated, completion: completion)
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
        try transitionController.startInteractive(to: layout, completion: completion)
    }

    /// Finishes the interactive transition: the progress moves to 1 on frame ticks, then
    /// the new layout is installed and the completion runs with `completed` true. UIKit's
    /// `finishInteractiveTransition()`. Without an interactive transition, or when it is
    /// already ending, nothing happens and the trace notes `interactiveTransitionIgnored`.
    public func finishInteractiveTransition() {
        transitionController.endInteractive(completing: true)
    }

    /// Cancels the interactive transition: the progress moves back to 0 on frame ticks,
    /// then the old layout is installed again and the completion runs with `completed`
    /// false. UIKit's `cancelInteractiveTransition()`. Ignored as
    /// ``finishInteractiveTransition()`` is.
    public func cancelInteractiveTransition() {
        transitionController.endInteractive(completing: false)
    }

    /// What runs: `none`, `animated`, `interactive` or `settling` (an interactive
    /// transition finishing or cancelling).
    public var layoutTransitionPhaseName: String { transitionController.machine.phase.name }
}
