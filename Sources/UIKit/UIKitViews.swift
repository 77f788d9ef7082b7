import Foundation
import Pantomime

/// UIKit's `UILabel`: a view holding text. Pantomime draws no text; the text is kept for
/// the code and tests that read it.
open class UILabel: View {
    /// The text shown.
    open var text: String?
    /// The font.
    open var font: UIFont = .systemFont(ofSize: 17)
    /// The text colour.
    open var textColor: UIColor = .label
    /// How many lines the text may take; 0 for any number.
    open var numberOfLines = 1
    /// UIKit's `NSTextAlignment`.
    public enum Alignment: Hashable, Sendable {
        /// Text starts at the left.
        case left
        /// Text is centred.
        case center
        /// Text ends at the right.
        case right
        /// The writing direction's start.
        case natural
    }
    /// How the text is aligned.
    open var textAlignment: Alignment = .natural

    /// A label with `frame` and no text.
    public override init(frame: CGRect) { super.init(frame: frame) }
    /// The label draws its text: a cell's renders and filmstrip frames show it.
    open override var drawing: ViewDrawing? { text.map { .text($0) } }
    /// A label with an empty frame, as `UILabel()`.
    public convenience init() { self.init(frame: .zero) }
    /// UIKit's `init?(coder:)`: an empty label (Pantomime has no storyboards).
    public required init?(coder: NSCoder) { super.init(frame: .zero) }
}

/// UIKit's `UIImageView`: a view holding an image, known by its name.
open class UIImageView: View {
    /// The image shown.
    open var image: UIImage?

    /// An image view with `frame` and no image.
    public override init(frame: CGRect) { super.init(frame: frame) }
    /// The image view draws its image's name: a cell's renders show it.
    open override var drawing: ViewDrawing? { image.map { .text($0.name) } }
    /// An image view showing `image`, as `UIImageView(image:)`.
    public convenience init(image: UIImage?) {
        self.init(frame: .zero)
        self.image = image
    }
    /// UIKit's `init?(coder:)`: an empty image view.
    public required init?(coder: NSCoder) { super.init(frame: .zero) }
}

/// UIKit's `UIButton`, with a closure for its action (Linux has no selectors): a tap on it
/// runs the actions added with ``addAction(_:)``.
open class UIButton: View {
    /// The title shown.
    open private(set) var title: String?
    private var actions: [(UIButton) -> Void] = []

    /// A button with `frame`.
    public override init(frame: CGRect) { super.init(frame: frame) }
    /// A button with an empty frame, as `UIButton(type: .system)`.
    public convenience init() { self.init(frame: .zero) }
    /// UIKit's `init?(coder:)`: a button with no title.
    public required init?(coder: NSCoder) { super.init(frame: .zero) }

    /// Sets the title, as `setTitle(_:for: .normal)`.
    open func setTitle(_ title: String?) { self.title = title }

    /// Adds an action, the closure form of `addTarget(_:action:for: .touchUpInside)`.
    open func addAction(_ action: @escaping (UIButton) -> Void) { actions.append(action) }

    /// Runs the actions, as a tap that lifts inside the button does.
    open func sendActions() { for action in actions { action(self) } }

    /// A touch that lifts inside the button runs its actions.
    open override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
        if touches.contains(where: { point(inside: $0.location(in: self)) }) { sendActions() }
    }
}

/// Core Animation's `CALayer`, with the properties cells set. Pantomime draws nothing, so
/// a layer only holds them: a view's ``View/layer`` answers a new layer each time, and what
/// is set on it is not kept.
public final class CALayer {
    /// The corner radius.
    public var cornerRadius = 0.0
    /// The border width.
    public var borderWidth = 0.0
    /// The border colour.
    public var borderColor: UIColor?
    /// The shadow's opacity.
    public var shadowOpacity = 0.0
    /// The shadow's radius.
    public var shadowRadius = 3.0
    /// The shadow's offset.
    public var shadowOffset = CGSize(width: 0, height: -3)
    /// The shadow's colour.
    public var shadowColor: UIColor?
    /// Whether sublayers are clipped to the bounds.
    public var masksToBounds = false
    /// The layer's 3D transform.
    public var transform = CATransform3DIdentity
    /// The z position.
    public var zPosition = 0.0

    /// A layer with Core Animation's defaults.
    public init() {}
}

/// Auto Layout's `NSLayoutConstraint`, inert: Pantomime places views by their frames, and a
/// constraint changes no frame (see docs/UIKit.md).
public final class NSLayoutConstraint {
    /// Whether the constraint is active; kept, and changes nothing.
    public var isActive = false
    /// The constant; kept, and changes nothing.
    public var constant = 0.0
    /// The priority; kept, and changes nothing.
    public var priority = 1000.0

    /// An inert constraint.
    public init() {}

    /// Auto Layout's `activate(_:)`: marks the constraints active; no frame changes.
    public static func activate(_ constraints: [NSLayoutConstraint]) { for constraint in constraints { constraint.isActive = true } }
    /// Auto Layout's `deactivate(_:)`: marks the constraints inactive.
    public static func deactivate(_ constraints: [NSLayoutConstraint]) { for constraint in constraints { constraint.isActive = false } }
}

/// Auto Layout's anchors (`NSLayoutXAxisAnchor`, `NSLayoutYAxisAnchor`, `NSLayoutDimension`),
/// inert: each call answers an inactive ``NSLayoutConstraint``.
public struct NSLayoutAnchor: Sendable {
    /// `constraint(equalTo:constant:)`.
    public func constraint(equalTo anchor: NSLayoutAnchor, constant: Double = 0) -> NSLayoutConstraint { NSLayoutConstraint() }
    /// `constraint(greaterThanOrEqualTo:constant:)`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor, constant: Double = 0) -> NSLayoutConstraint { NSLayoutConstraint() }
    /// `constraint(lessThanOrEqualTo:constant:)`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor, constant: Double = 0) -> NSLayoutConstraint { NSLayoutConstraint() }
    /// `constraint(equalToConstant:)`.
    public func constraint(equalToConstant constant: Double) -> NSLayoutConstraint { NSLayoutConstraint() }
    /// `constraint(equalTo:multiplier:)`.
    public func constraint(equalTo anchor: NSLayoutAnchor, multiplier: Double) -> NSLayoutConstraint { NSLayoutConstraint() }
}

/// UIKit's `UILayoutGuide`, as far as its anchors: inert.
public struct UILayoutGuide: Sendable {
    /// The guide's anchors, inert.
    public var topAnchor: NSLayoutAnchor { NSLayoutAnchor() }
    /// The bottom anchor, inert.
    public var bottomAnchor: NSLayoutAnchor { NSLayoutAnchor() }
    /// The leading anchor, inert.
    public var leadingAnchor: NSLayoutAnchor { NSLayoutAnchor() }
    /// The trailing anchor, inert.
    public var trailingAnchor: NSLayoutAnchor { NSLayoutAnchor() }
}

extension View {
    /// The view's layer: a new ``CALayer`` each time, so what is set on it is not kept.
    public var layer: CALayer { CALayer() }
    /// UIKit's `backgroundColor`, inert: Pantomime draws no colour, and answers nil.
    public var backgroundColor: UIColor? {
        get { nil }
        set {}
    }
    /// UIKit's `clipsToBounds`, inert: Pantomime draws nothing to clip.
    public var clipsToBounds: Bool {
        get { false }
        set {}
    }
    /// UIKit's `translatesAutoresizingMaskIntoConstraints`, inert: frames always decide.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { true }
        set {}
    }
    /// UIKit's `traitCollection`: a portrait phone's, with a display scale of 2.
    public var traitCollection: UITraitCollection { UITraitCollection() }
    /// UIKit's `safeAreaInsets`: none, as for a view under no bars or notch.
    public var safeAreaInsets: UIEdgeInsets { .zero }
    /// UIKit's `layoutMargins`: UIKit's default of 8 points on every side.
    public var layoutMargins: UIEdgeInsets { UIEdgeInsets(all: 8) }
    /// UIKit's `safeAreaLayoutGuide`, inert.
    public var safeAreaLayoutGuide: UILayoutGuide { UILayoutGuide() }
    /// UIKit's `layoutMarginsGuide`, inert.
    public var layoutMarginsGuide: UILayoutGuide { UILayoutGuide() }
    /// The top anchor, inert.
    public var topAnchor: NSLayoutAnchor { NSLayoutAnchor() }
    /// The bottom anchor, inert.
    public var bottomAnchor: NSLayoutAnchor { NSLayoutAnchor() }
    /// The leading anchor, inert.
    public var leadingAnchor: NSLayoutAnchor { NSLayoutAnchor() }
    /// The trailing anchor, inert.
    public var trailingAnchor: NSLayoutAnchor { NSLayoutAnchor() }
    /// The left anchor, inert.
    public var leftAnchor: NSLayoutAnchor { NSLayoutAnchor() }
    /// The right anchor, inert.
    public var rightAnchor: NSLayoutAnchor { NSLayoutAnchor() }
    /// The width anchor, inert.
    public var widthAnchor: NSLayoutAnchor { NSLayoutAnchor() }
    /// The height anchor, inert.
    public var heightAnchor: NSLayoutAnchor { NSLayoutAnchor() }
    /// The horizontal centre anchor, inert.
    public var centerXAnchor: NSLayoutAnchor { NSLayoutAnchor() }
    /// The vertical centre anchor, inert.
    public var centerYAnchor: NSLayoutAnchor { NSLayoutAnchor() }
}

extension GestureRecognizer {
    /// UIKit's target-action without selectors: `recognizer.addTarget { recognizer in … }`
    /// is Pantomime's ``addTarget(_:)``; see docs/UIKit.md for replacing `#selector`.
    public func addAction(_ action: @escaping (GestureRecognizer) -> Void) { addTarget(action) }
}
