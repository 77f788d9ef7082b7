import Foundation

/// A row of page dots: the model of UIKit's `UIPageControl`, without drawing.
///
/// It holds how many pages there are and which one is current; ``currentPage`` is always
/// kept inside `0..<numberOfPages` (0 when there are no pages), as in UIKit. It takes no
/// touches (`isUserInteractionEnabled` is false), so taps reach what lies beneath it.
///
/// ```swift
/// let pageControl = PageControl(frame: .zero)
/// pageControl.numberOfPages = 3
/// pageControl.currentPage = 5   // clamped to 2
/// ```
///
/// Its page counts carry `@exclusivity(unchecked)`, as ``View``'s stored properties do: a
/// banner sets the current page at every frame of a scroll.
public final class PageControl: View {
    /// How many dots there are. Setting it keeps ``currentPage`` in range.
    @exclusivity(unchecked) public var numberOfPages = 0 {
        didSet {
            if numberOfPages < 0 { numberOfPages = 0 }
            currentPage = min(currentPage, max(0, numberOfPages - 1))
        }
    }

    /// The highlighted dot, clamped to `0..<numberOfPages`.
    @exclusivity(unchecked) public var currentPage = 0 {
        didSet {
            let clamped = min(max(currentPage, 0), max(0, numberOfPages - 1))
            if clamped != currentPage { currentPage = clamped }
        }
    }

    /// Whether the control hides itself when there is only one page (UIKit's default: false).
    public var hidesForSinglePage = false

    /// Whether the dots are shown: not hidden, and not a single page with
    /// ``hidesForSinglePage``.
    public var isShowingDots: Bool {
        !isHidden && numberOfPages > 0 && !(hidesForSinglePage && numberOfPages == 1)
    }

    /// The dots, while ``isShowingDots``.
    public override var drawing: ViewDrawing? {
        isShowingDots ? .pageDots(numberOfPages: numberOfPages, currentPage: currentPage) : nil
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        accessibilityIdentifier = "page control"
    }

    public override var description: String {
        "PageControl page \(currentPage + 1) of \(numberOfPages) frame \(Geometry.format(frame))"
    }
}
