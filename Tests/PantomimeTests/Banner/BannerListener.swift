import Pantomime

/// Records an ``AutoScrollBannerDelegate``'s calls.
final class BannerListener: AutoScrollBannerDelegate {
    var taps: [Int] = []
    var pages: [Int] = []

    func autoScrollBanner(_ banner: AutoScrollBanner, didSelectItemAt index: Int) { taps.append(index) }
    func autoScrollBanner(_ banner: AutoScrollBanner, didChangeCurrentPageTo page: Int) { pages.append(page) }
}
