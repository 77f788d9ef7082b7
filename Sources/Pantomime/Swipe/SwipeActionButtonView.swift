import Foundation

/// The button a swipe action's handler is given as its source view.
///
/// UIKit hands a `UIContextualAction`'s handler the revealed button whose action runs (the
/// first one, for a full swipe), so that an app can anchor a popover or an action sheet to
/// it. Pantomime keeps revealed buttons as values (``SwipedRow/Button``); this view stands
/// for the one whose action runs. Its frame is the button's at that moment, in the
/// collection view's content coordinates (as item frames are), and its title and style are
/// the action's. It is not added to the view hierarchy: it takes no touches and is not
/// drawn.
public final class SwipeActionButtonView: View {
    /// The action's title.
    public let title: String?
    /// The action's style.
    public let style: ContextualAction.Style

    /// A view standing for `button`.
    public init(_ button: SwipedRow.Button) {
        title = button.title
        style = button.style
        super.init(frame: button.frame)
    }
}
