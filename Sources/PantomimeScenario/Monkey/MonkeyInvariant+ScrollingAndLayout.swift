import Foundation
import Pantomime
import PantomimeLoop

/// The built-in invariants on scrolling, the banner and the layout.
extension MonkeyInvariant {
    /// While the content moves (a finger, a deceleration, an animation, an edge auto-scroll)
    /// the offset stays within a view's size of the scrollable range; at rest, within it,
    /// unless code put it outside.
    ///
    /// `setContentOffset(_:animated:)` does not clamp, as in UIKit: an offset that code
    /// puts outside the range (at once, with a jump while at rest, or with its own scroll
    /// animation) stays there until something moves it, and is allowed for as long as the
    /// offset and the range stay as they were. Anything else that leaves the view at rest
    /// outside the range (a deceleration, a bounce, a drag, content that changes under
    /// it) breaks the invariant.
    ///
    /// While a layout transition runs, the offset only has to be finite: it moves from where
    /// it was to the new layout's target with the transition's progress, and a progress
    /// below 0 or above 1 (a pinch past its end) carries it as far beyond either end as the
    /// progress goes, while the content size moves between the two layouts' sizes.
    public static var contentOffset: MonkeyInvariant {
        MonkeyInvariant("contentOffset", inputs: [.scrolling, .movement], makeCheck: {
            /// How the previous check saw the view.
            enum Seen: Equatable {
                case nothing
                /// At rest at this offset.
                case rest(CGPoint)
                /// Moved by code's own scroll animation only.
                case codeAnimation
                /// Moved otherwise (a finger, a deceleration, a transition…).
                case moving
                /// At rest outside the range where code put it, with this range.
                case placed(CGPoint, CGPoint, CGPoint)
            }
            var seen = Seen.nothing
            return { world in
                let view = world.collectionView
                let offset = view.contentOffset
                guard Double(offset.x).isFinite, Double(offset.y).isFinite else {
                    return "The content offset is \(Geometry.format(offset)), which is not a finite point."
                }
                let before = seen
                guard !view.isTransitioningLayout else {
                    seen = .moving
                    return nil
                }
                let low = view.minimumContentOffset, high = view.maximumContentOffset
                let touched = view.isTracking || view.isDragging || view.isDecelerating || view.interactiveMovement != nil
                let moving = touched || view.isScrollAnimating
                seen = !moving ? .rest(offset) : touched ? .moving : .codeAnimation
                let slackX = moving ? Double(view.bounds.width) : 0.5, slackY = moving ? Double(view.bounds.height) : 0.5
                let inside = Double(offset.x) >= Double(low.x) - slackX && Double(offset.x) <= Double(high.x) + slackX
                    && Double(offset.y) >= Double(low.y) - slackY && Double(offset.y) <= Double(high.y) + slackY
                guard !inside else { return nil }
                if !moving {
                    switch before {
                    case let .rest(previous) where previous != offset:
                        seen = .placed(offset, low, high)
                        return nil
                    case .codeAnimation:
                        seen = .placed(offset, low, high)
                        return nil
                    case let .placed(placed, placedLow, placedHigh) where placed == offset && placedLow == low && placedHigh == high:
                        seen = before
                        return nil
                    default:
                        break
                    }
                }
                let range = "from \(Geometry.format(low)) to \(Geometry.format(high))"
                return moving
                    ? "The content offset is \(Geometry.format(offset)) while the content moves, further than a view's size past the scrollable range \(range): rubber banding must stay within it."
                    : "The content offset is \(Geometry.format(offset)) at rest, outside the scrollable range \(range) (content \(Geometry.format(view.contentSize))), and no code put it there."
            }
        })
    }

    /// The banner's page control shows a real page: the page nearest to the offset.
    public static var bannerPage: MonkeyInvariant {
        MonkeyInvariant("bannerPage", inputs: .banner) { world in
            guard let banner = world.banner else { return nil }
            let page = banner.currentPage
            guard !banner.items.isEmpty else {
                return page == 0 ? nil : "The banner has no pages, but its page control shows page \(page)."
            }
            guard banner.items.indices.contains(page) else {
                return "The banner's page control shows page \(page), but the banner has \(banner.items.count) pages (0 to \(banner.items.count - 1))."
            }
            if let shown = banner.visibleItem, shown != banner.items[page] {
                return "The banner's page control shows page \(page) (\(banner.items[page])), but the page nearest to the offset \(Geometry.format(banner.collectionView.contentOffset)) is \(shown)."
            }
            return nil
        }
    }

    /// The banner's timer runs exactly while auto-paging is on, it has two pages or more, no
    /// finger drags it, it is in a window and the app is in the foreground.
    public static var bannerTimer: MonkeyInvariant {
        MonkeyInvariant("bannerTimer", inputs: .banner) { world in
            guard let banner = world.banner else { return nil }
            let holds = banner.pager.holds
            let dragging = banner.collectionView.isDragging
            let background = holds.contains(.background)
            let should = banner.isAutoPaging && banner.items.count >= 2 && !dragging && !background && banner.window != nil
            guard banner.isAutoPagingActive != should else { return nil }
            let why = "auto-paging \(banner.isAutoPaging ? "on" : "off"), \(banner.items.count) page\(banner.items.count == 1 ? "" : "s"), "
                + "\(dragging ? "dragged" : "not dragged"), \(background ? "in the background" : "in the foreground")"
            return should
                ? "The banner's timer is stopped, but it should run (\(why))."
                : "The banner's timer runs, but it should be stopped (\(why))."
        }
    }

    /// The layout audit finds nothing: rect queries agree with the per-element answers.
    ///
    /// While a layout transition runs, an element outside the content size is allowed: a
    /// transition layout moves each frame and the content size separately, each in a
    /// straight line between the two layouts (and past them, for a progress below 0 or
    /// above 1), so a frame can leave the content size in between. Every other finding
    /// still counts.
    ///
    /// The audit asks the layout about every element, so it runs again only when what it
    /// reads has changed since the last clean audit: the layout (or its preparation, which
    /// every invalidation renews), the item counts, the view's size or the content size.
    public static var layoutAudit: MonkeyInvariant {
        var audit = MonkeyInvariant("layoutAudit", timing: .afterEachAction, makeCheck: {
            var lastClean: AuditedState?
            return { world in
                let view = world.collectionView
                do { try view.prepareLayoutIfNeeded() } catch {
                    return "The layout audit could not run: \(error)"
                }
                let state = AuditedState(view)
                if state == lastClean { return nil }
                lastClean = nil
                let report: LayoutAudit.Report
                do { report = try LayoutAudit(collectionView: view).run() } catch {
                    return "The layout audit could not run: \(error)"
                }
                let transitioning = view.isTransitioningLayout
                let findings = report.findings.filter { finding in
                    if transitioning, case .outsideContent = finding.problem { return false }
                    return true
                }
                guard !findings.isEmpty else {
                    lastClean = AuditedState(view)
                    return nil
                }
                let shown = findings.prefix(3).map { "\($0)" }.joined(separator: " ")
                return "The layout audit of \(report.layoutName) found \(findings.count) problem\(findings.count == 1 ? "" : "s"): \(shown)"
            }
        })
        // It reads the layout and the view, never the trace.
        audit.traceKinds = []
        return audit
    }

    /// What a layout audit reads of a collection view, to tell whether another audit could
    /// find anything new.
    struct AuditedState: Equatable {
        var layout: ObjectIdentifier
        var preparations: Int
        var counts: [Int]
        var viewSize: CGSize
        var contentSize: CGSize
        var transitioning: Bool

        init(_ view: CollectionView) {
            let layout = view.collectionViewLayout
            self.layout = ObjectIdentifier(layout)
            preparations = layout.prepareCount
            counts = (0..<view.numberOfSections).map { view.numberOfItems(inSection: $0) }
            viewSize = view.bounds.size
            contentSize = layout.collectionViewContentSize
            transitioning = view.isTransitioningLayout
        }
    }
}
