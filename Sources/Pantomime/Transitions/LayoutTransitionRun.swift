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

extension LayoutTransitionError {
    /// The error for a start the transition machine refused.
    init(_ refusal: LayoutTransitionMachine<LayoutTransitionRun>.Refusal) {
        switch refusal {
        case let .transitionInProgress(phase): self = .transitionInProgress(interactive: phase != .animating)
        case .noInteractiveTransition, .alreadyEnding: self = .transitionInProgress(interactive: true)
        }
    }
}

extension CollectionViewDelegate {
    public func collectionView(_ collectionView: CollectionView, transitionLayoutForOldLayout fromLayout: CollectionViewLayout,
                               newLayout toLayout: CollectionViewLayout) -> TransitionLayout {
        TransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
    }
}
