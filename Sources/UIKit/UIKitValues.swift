import Foundation
import Pantomime

/// UIKit's `UIColor`: a colour by its components. Pantomime draws nothing, so a colour is
/// only kept and compared.
public struct UIColor: Hashable, Sendable {
    /// The red, green, blue and alpha components, from 0 to 1.
    public var red: Double, green: Double, blue: Double, alpha: Double

    /// A colour of these components, as `UIColor(red:green:blue:alpha:)`.
    public init(red: Double, green: Double, blue: Double, alpha: Double) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// A grey, as `UIColor(white:alpha:)`.
    public init(white: Double, alpha: Double) { self.init(red: white, green: white, blue: white, alpha: alpha) }

    /// The colour with another alpha, as `withAlphaComponent(_:)`.
    public func withAlphaComponent(_ alpha: Double) -> UIColor { UIColor(red: red, green: green, blue: blue, alpha: alpha) }

    /// UIKit's `.clear`.
    public static let clear = UIColor(white: 0, alpha: 0)
    /// UIKit's `.black`.
    public static let black = UIColor(white: 0, alpha: 1)
    /// UIKit's `.white`.
    public static let white = UIColor(white: 1, alpha: 1)
    /// UIKit's `.gray`.
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// UIKit's `.lightGray`.
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    /// UIKit's `.darkGray`.
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    /// UIKit's `.red`.
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// UIKit's `.green`.
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// UIKit's `.blue`.
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// UIKit's `.orange`.
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// UIKit's `.yellow`.
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// UIKit's `.cyan`.
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// UIKit's `.magenta`.
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// UIKit's `.purple`.
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// UIKit's `.brown`.
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// Core Graphics' colour of a `UIColor`, `cgColor`: the same value here.
    public var cgColor: UIColor { self }
    /// UIKit's `.systemBackground`, as in the light appearance.
    public static let systemBackground = UIColor.white
    /// UIKit's `.label`, as in the light appearance.
    public static let label = UIColor.black
    /// UIKit's `.secondaryLabel`, as in the light appearance.
    public static let secondaryLabel = UIColor(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.6)
    /// UIKit's `.systemBlue`, as in the light appearance.
    public static let systemBlue = UIColor(red: 0, green: 0.478, blue: 1, alpha: 1)
}

/// UIKit's `UIFont`: a size and weight, kept for the code that reads them.
public struct UIFont: Hashable, Sendable {
    /// UIKit's `UIFont.Weight`.
    public struct Weight: Hashable, Sendable {
        /// The weight's value, as UIKit's (regular 0, bold 0.4).
        public var rawValue: Double
        /// A weight of `rawValue`.
        public init(rawValue: Double) { self.rawValue = rawValue }
        /// UIKit's `.regular`.
        public static let regular = Weight(rawValue: 0)
        /// UIKit's `.medium`.
        public static let medium = Weight(rawValue: 0.23)
        /// UIKit's `.semibold`.
        public static let semibold = Weight(rawValue: 0.3)
        /// UIKit's `.bold`.
        public static let bold = Weight(rawValue: 0.4)
    }
    /// The point size.
    public var pointSize: Double
    /// The weight.
    public var weight: Weight

    /// UIKit's `systemFont(ofSize:weight:)`.
    public static func systemFont(ofSize size: Double, weight: Weight = .regular) -> UIFont {
        UIFont(pointSize: size, weight: weight)
    }

    /// UIKit's `UIFont.TextStyle`, with its point size in UIKit's default content size.
    public struct TextStyle: Hashable, Sendable {
        /// The point size UIKit gives the style at the default content size.
        public var pointSize: Double
        /// UIKit's `.largeTitle`.
        public static let largeTitle = TextStyle(pointSize: 34)
        /// UIKit's `.title1`.
        public static let title1 = TextStyle(pointSize: 28)
        /// UIKit's `.headline`.
        public static let headline = TextStyle(pointSize: 17)
        /// UIKit's `.body`.
        public static let body = TextStyle(pointSize: 17)
        /// UIKit's `.caption1`.
        public static let caption1 = TextStyle(pointSize: 12)
    }

    /// UIKit's `preferredFont(forTextStyle:)`, at the default content size.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        UIFont(pointSize: style.pointSize, weight: style == .headline ? .semibold : .regular)
    }

    /// UIKit's `boldSystemFont(ofSize:)`.
    public static func boldSystemFont(ofSize size: Double) -> UIFont { UIFont(pointSize: size, weight: .bold) }
}

/// UIKit's `UIImage`, by its name: renders show the name, as they show a label's text.
public struct UIImage: Hashable, Sendable {
    /// The name the image was made with.
    public var name: String

    /// UIKit's `UIImage(named:)`: never nil here, since Pantomime loads no file.
    public init?(named name: String) { self.name = name }

    /// UIKit's `UIImage(systemName:)`: never nil here.
    public init?(systemName name: String) { self.name = name }
}

/// Core Animation's `CATransform3D`: a 4 × 4 matrix, kept on layout attributes and layers.
/// Pantomime lays out and hit-tests by frames, so a 3D transform changes neither.
public struct CATransform3D: Hashable, Sendable {
    /// The matrix's rows, as Core Animation names its entries.
    public var m11 = 1.0, m12 = 0.0, m13 = 0.0, m14 = 0.0
    /// The second row.
    public var m21 = 0.0, m22 = 1.0, m23 = 0.0, m24 = 0.0
    /// The third row.
    public var m31 = 0.0, m32 = 0.0, m33 = 1.0, m34 = 0.0
    /// The fourth row: the translation.
    public var m41 = 0.0, m42 = 0.0, m43 = 0.0, m44 = 1.0

    /// The identity transform.
    public init() {}
}

/// Core Animation's `CATransform3DIdentity`.
public let CATransform3DIdentity = CATransform3D()

/// Core Animation's `CATransform3DMakeScale(_:_:_:)`.
public func CATransform3DMakeScale(_ sx: Double, _ sy: Double, _ sz: Double) -> CATransform3D {
    var transform = CATransform3D()
    (transform.m11, transform.m22, transform.m33) = (sx, sy, sz)
    return transform
}

/// Core Animation's `CATransform3DMakeTranslation(_:_:_:)`.
public func CATransform3DMakeTranslation(_ tx: Double, _ ty: Double, _ tz: Double) -> CATransform3D {
    var transform = CATransform3D()
    (transform.m41, transform.m42, transform.m43) = (tx, ty, tz)
    return transform
}

/// Core Animation's `CATransform3DScale(_:_:_:_:)`: `transform` scaled by `sx`, `sy`, `sz`.
public func CATransform3DScale(_ transform: CATransform3D, _ sx: Double, _ sy: Double, _ sz: Double) -> CATransform3D {
    var scaled = transform
    (scaled.m11, scaled.m12, scaled.m13, scaled.m14) = (transform.m11 * sx, transform.m12 * sx, transform.m13 * sx, transform.m14 * sx)
    (scaled.m21, scaled.m22, scaled.m23, scaled.m24) = (transform.m21 * sy, transform.m22 * sy, transform.m23 * sy, transform.m24 * sy)
    (scaled.m31, scaled.m32, scaled.m33, scaled.m34) = (transform.m31 * sz, transform.m32 * sz, transform.m33 * sz, transform.m34 * sz)
    return scaled
}

/// Core Animation's `CATransform3DIsIdentity(_:)`.
public func CATransform3DIsIdentity(_ transform: CATransform3D) -> Bool { transform == CATransform3DIdentity }

/// UIKit's `UITraitCollection`, with what collection-view code reads: a screen of scale 2,
/// compact width and regular height (a portrait phone).
public struct UITraitCollection: Hashable, Sendable {
    /// UIKit's `UIUserInterfaceSizeClass`.
    public enum SizeClass: Hashable, Sendable {
        /// No size class.
        case unspecified
        /// A compact size.
        case compact
        /// A regular size.
        case regular
    }
    /// Points to pixels: 2.
    public var displayScale: Double = 2
    /// The horizontal size class: compact.
    public var horizontalSizeClass: SizeClass = .compact
    /// The vertical size class: regular.
    public var verticalSizeClass: SizeClass = .regular

    /// The traits of a portrait phone.
    public init() {}
}
