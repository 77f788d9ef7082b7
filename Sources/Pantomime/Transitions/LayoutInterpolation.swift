import Foundation

/// How a layout transition moves an element between two layouts, as pure functions.
///
/// Rules (UIKit's `UICollectionViewTransitionLayout` interpolates linearly; where UIKit does
/// not say how, the rule is Pantomime's):
/// - the frame's origin and size, the alpha and the transform move linearly with the
///   progress `p`: `value = from + (to − from) · p`. A progress below 0 or above 1
///   extrapolates (a springy overshoot), except that a size never goes below zero and the
///   alpha stays within 0…1;
/// - the z-index and `isHidden` are the current layout's while `p < 0.5`, the next
///   layout's from 0.5 on;
/// - an element only the current layout has keeps its frame and fades out (alpha to 0 at
///   `p = 1`); one only the next layout has keeps its frame and fades in from 0.
public enum LayoutInterpolation {
    /// The largest progress magnitude a transition uses: a larger value (or an infinite
    /// one) counts as this much, so frames stay finite.
    public static let progressLimit = 1000.0

    /// `from + (to − from) · progress`.
    public static func value(from: Double, to: Double, progress: Double) -> Double {
        from + (to - from) * progress
    }

    /// A frame between two frames; the size never goes below zero.
    public static func frame(from: CGRect, to: CGRect, progress: Double) -> CGRect {
        CGRect(x: value(from: Double(from.minX), to: Double(to.minX), progress: progress),
               y: value(from: Double(from.minY), to: Double(to.minY), progress: progress),
               width: max(0, value(from: Double(from.width), to: Double(to.width), progress: progress)),
               height: max(0, value(from: Double(from.height), to: Double(to.height), progress: progress)))
    }

    /// A point between two points.
    public static func point(from: CGPoint, to: CGPoint, progress: Double) -> CGPoint {
        CGPoint(x: value(from: Double(from.x), to: Double(to.x), progress: progress),
                y: value(from: Double(from.y), to: Double(to.y), progress: progress))
    }

    /// A size between two sizes, never below zero.
    public static func size(from: CGSize, to: CGSize, progress: Double) -> CGSize {
        CGSize(width: max(0, value(from: Double(from.width), to: Double(to.width), progress: progress)),
               height: max(0, value(from: Double(from.height), to: Double(to.height), progress: progress)))
    }

    /// A transform between two transforms, component by component.
    public static func transform(from: Transform, to: Transform, progress: Double) -> Transform {
        Transform(a: value(from: from.a, to: to.a, progress: progress), b: value(from: from.b, to: to.b, progress: progress),
                  c: value(from: from.c, to: to.c, progress: progress), d: value(from: from.d, to: to.d, progress: progress),
                  tx: value(from: from.tx, to: to.tx, progress: progress), ty: value(from: from.ty, to: to.ty, progress: progress))
    }

    /// The attributes of one element at `progress` between its attributes in the current
    /// layout (`from`) and in the next (`to`); nil when neither layout has it.
    public static func attributes(from: LayoutAttributes?, to: LayoutAttributes?, progress: Double) -> LayoutAttributes? {
        let p = usable(progress)
        switch (from, to) {
        case (nil, nil):
            return nil
        case let (from?, nil):
            let result = from.copy()
            result.alpha = clampedAlpha(value(from: from.alpha, to: 0, progress: p))
            return result
        case let (nil, to?):
            let result = to.copy()
            result.alpha = clampedAlpha(value(from: 0, to: to.alpha, progress: p))
            return result
        case let (from?, to?):
            let result = (p < 0.5 ? from : to).copy()
            result.frame = frame(from: from.frame, to: to.frame, progress: p)
            result.alpha = clampedAlpha(value(from: from.alpha, to: to.alpha, progress: p))
            result.transform = transform(from: from.transform, to: to.transform, progress: p)
            result.zIndex = p < 0.5 ? from.zIndex : to.zIndex
            result.isHidden = p < 0.5 ? from.isHidden : to.isHidden
            return result
        }
    }

    /// A progress a transition can use: NaN counts as 0, anything else is kept within
    /// ±``progressLimit``.
    public static func usable(_ progress: Double) -> Double {
        guard !progress.isNaN else { return 0 }
        return min(max(progress, -progressLimit), progressLimit)
    }

    private static func clampedAlpha(_ alpha: Double) -> Double {
        alpha.isFinite ? min(1, max(0, alpha)) : 0
    }

    /// UIKit's default animation curve, ease-in-ease-out: slow at both ends. `t` is kept
    /// within 0…1.
    public static func easeInOut(_ t: Double) -> Double {
        let t = t.isFinite ? min(1, max(0, t)) : 1
        return t < 0.5 ? 2 * t * t : 1 - pow(-2 * t + 2, 2) / 2
    }

    /// Ease-out: fast at the start, slow at the end. `t` is kept within 0…1.
    public static func easeOut(_ t: Double) -> Double {
        let t = t.isFinite ? min(1, max(0, t)) : 1
        return 1 - (1 - t) * (1 - t)
    }
}
