import Foundation
import Pantomime

/// An auto-paging banner set up instead of a plain collection view.
public struct BannerSpec: Sendable {
    /// The banner's pages, one item each, in order.
    public var items: [String] = []
    /// Whether the pages scroll vertically; false scrolls them horizontally. Default false.
    public var vertical = false
    /// Whether a timer turns the pages. Default true.
    public var isAutoPaging = true
    /// The seconds between automatic page turns. Default 3.
    public var interval: Double = 3
    /// Whether the pages wrap around, the last one followed by the first. Default false.
    public var isInfinite = false
    /// Whether the banner shows a page control. Default true.
    public var showsPageControl = true
    /// Whether a finger may drag the pages while the timer runs. Default true.
    public var allowsDragWhileAutoPaging = true

    /// A horizontal, auto-paging banner with no pages, turning every 3 seconds.
    public init() {}
}
