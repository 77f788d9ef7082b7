import Foundation

/// The invisible view over the whole window while a context menu shows: it makes the menu
/// modal, as UIKit's menu is.
///
/// Every touch that begins while the menu shows lands on the overlay, not on the views under
/// it, so no recognizer and no view of the window hears it: it selects nothing, highlights
/// nothing and scrolls nothing. At its touch down the menu ends (see
/// ``ContextMenuController/touchWhileShown(at:)``): a touch on one of the menu's items taps
/// the preview, which Pantomime draws in the item's place; any other dismisses the menu. The
/// rest of that touch, moves and lift, goes nowhere. The finger that opened the menu is not
/// affected: it began before the overlay came.
final class ContextMenuOverlay: View {
    private weak var controller: ContextMenuController?

    init(controller: ContextMenuController) {
        self.controller = controller
        super.init(frame: .zero)
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        for touch in touches { controller?.touchWhileShown(at: touch.locationInWindow) }
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {}

    override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {}

    override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) {}
}
