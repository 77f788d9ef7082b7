import Foundation
import Pantomime

/// Where a `scrollTo` step scrolls in code.
public enum ScrollTarget: Sendable {
    /// This content offset, set with `setContentOffset(_:animated:)`; not clamped, as in UIKit.
    case offset(CGPoint)
    /// This content offset, assigned to `contentOffset`: during a deceleration, bounce or
    /// paging snap the motion carries on from there, as in UIKit.
    case assigned(CGPoint)
    /// The named item at this position, with `scrollToItem(at:at:animated:)`; the offset is
    /// clamped to the content.
    case item(String, ScrollPosition)
}

/// How far a `scroll` step scrolls, as a user does: in drags.
public enum ScrollAmount: Sendable {
    /// Moves the content by this much; past the content's edge it stops at the edge.
    case by(CGPoint)
    /// Moves the content to this offset; past the content's edge it stops at the edge.
    case to(CGPoint)
    /// Drags until the whole named item is on screen, with the least scrolling; nothing
    /// happens if it already is.
    case untilVisible(String)
}
