import Foundation
import PantomimeLoop

/// The numbers that govern swipe actions. UIKit documents none of them; these are
/// Pantomime's defaults, each changeable through ``CollectionView/swipeActionSettings``.
///
/// With `W` the open width (``buttonWidth`` × the number of actions, at most the item's
/// width) and `w` the item's width:
/// - a swipe begins when the finger has moved ``startThreshold`` points, more across than
///   down, over an item with actions on that side;
/// - while the finger is down the row's reveal follows the finger's horizontal travel since
///   touch-down; past `W` it goes on up to `w` when a full swipe is possible, else it is
///   damped to `W` plus ``overswipeResistance`` × the excess;
/// - a full swipe is armed while the reveal is at least ``fullSwipeFraction`` × `w`;
/// - on release, armed: the first action runs; else a horizontal speed of at least
///   ``releaseVelocity`` decides by its direction (open to `W`, or close); slower, the row
///   opens if the reveal is at least ``openFraction`` × `W`, and closes otherwise;
/// - rows snap open or closed over ``snapDuration`` on frame ticks, easing out.
public struct SwipeActionSettings: Equatable, Sendable {
    /// The width of each revealed button, in points. Default 74.
    public var buttonWidth: Double = 74
    /// How far the finger moves before a swipe can begin, in points. Default 10, the pan
    /// threshold.
    public var startThreshold: Double = PanGestureRecognizer.defaultThreshold
    /// The fraction of the item's width the reveal must reach to arm a full swipe.
    /// Default 0.6.
    public var fullSwipeFraction: Double = 0.6
    /// The horizontal release speed, in points per second, from which the direction of
    /// the release decides whether the row opens or closes. Default 300.
    public var releaseVelocity: Double = 300
    /// The fraction of the open width a slow release must reach to open the row.
    /// Default 0.5.
    public var openFraction: Double = 0.5
    /// How much of the finger's travel past the open width the row follows when no full
    /// swipe is possible. Default 0.4.
    public var overswipeResistance: Double = 0.4
    /// How long a row takes to snap open or closed. Default 0.25 s.
    public var snapDuration: TimeAmount = .milliseconds(250)

    /// The defaults.
    public init() {}
}
