import Foundation

/// What an ``AutoScrollBanner`` tells its owner: taps and page changes. Both methods have
/// defaults that do nothing.
public protocol AutoScrollBannerDelegate: AnyObject {
    /// The user tapped the item at `index` in the banner's ``AutoScrollBanner/items``.
    ///
    /// The index is always one of the original data, never a copy's and never −1.
    func autoScrollBanner(_ banner: AutoScrollBanner, didSelectItemAt index: Int)

    /// The page control's current page changed to `page` (while scrolling, the nearest page).
    func autoScrollBanner(_ banner: AutoScrollBanner, didChangeCurrentPageTo page: Int)
}

extension AutoScrollBannerDelegate {
    public func autoScrollBanner(_ banner: AutoScrollBanner, didSelectItemAt index: Int) {}
    public func autoScrollBanner(_ banner: AutoScrollBanner, didChangeCurrentPageTo page: Int) {}
}
