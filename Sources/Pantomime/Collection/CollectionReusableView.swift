import Foundation

/// A view a collection view recycles: UIKit's `UICollectionReusableView`.
///
/// Subclasses must keep `init(frame:)`, which the collection view calls to make views for
/// registered classes.
///
/// Its stored properties carry `@exclusivity(unchecked)`, as ``View``'s do.
open class CollectionReusableView: View {
    /// The identifier the view was dequeued with.
    @exclusivity(unchecked) public internal(set) var reuseIdentifier: String?
    /// The attributes last applied by the collection view.
    @exclusivity(unchecked) public internal(set) var layoutAttributes: LayoutAttributes?
    /// How many times this view has been prepared for reuse.
    @exclusivity(unchecked) public internal(set) var reuseCount = 0
    /// A transform applied from layout attributes.
    @exclusivity(unchecked) public internal(set) var transform: Transform = .identity
    /// Layout attributes' z-index.
    @exclusivity(unchecked) public internal(set) var zIndex = 0 {
        didSet { reusableZIndex = zIndex }
    }
    /// The name of the item shown when it was displayed, for trace records made after the
    /// data has changed under it.
    @exclusivity(unchecked) public internal(set) var traceName: String?
    /// The reuse queue the view returns to.
    @exclusivity(unchecked) var reuseQueueKey: String?

    public required override init(frame: CGRect) {
        super.init(frame: frame)
        reusableZIndex = zIndex
    }

    /// The size the view's content fits in, given a proposed size; `nil` keeps the proposal.
    ///
    /// Pantomime has no Auto Layout: a self-sizing cell says its size here (or by overriding
    /// ``sizeThatFits(_:)``). See ``preferredLayoutAttributesFitting(_:)``.
    @exclusivity(unchecked) public var fittingSize: ((_ proposed: CGSize) -> CGSize)?
    /// The axes the layout leaves free while the view is measured (see ``SelfSizingAxes``).
    @exclusivity(unchecked) public internal(set) var selfSizingAxes: SelfSizingAxes = []

    /// The size that fits the view's content within `size`: UIKit's `sizeThatFits(_:)`.
    ///
    /// The default answers ``fittingSize``, or `size` when there is none.
    open func sizeThatFits(_ size: CGSize) -> CGSize { fittingSize?(size) ?? size }

    /// The attributes the view would like: UIKit's `preferredLayoutAttributesFitting(_:)`.
    ///
    /// The default is a copy of `layoutAttributes` whose size on the free axes
    /// (``selfSizingAxes``) is ``sizeThatFits(_:)`` of the given size, and held on the others.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: LayoutAttributes) -> LayoutAttributes {
        SelfSizing.preferredAttributes(fitting: layoutAttributes, axes: selfSizingAxes, sizeThatFits: sizeThatFits)
    }

    /// Tells the collection view that the view's size may have changed: UIKit's
    /// `invalidateIntrinsicContentSize()`.
    ///
    /// With the collection view's ``CollectionView/selfSizingInvalidation`` enabled, a
    /// self-sizing cell is measured again at the next layout pass.
    open func invalidateIntrinsicContentSize() { SelfSizing.intrinsicContentSizeInvalidated(self) }

    /// Called just before a reused view is handed out by a dequeue call. Call super.
    open func prepareForReuse() {
        reuseCount += 1
    }

    /// Applies layout attributes: frame, alpha, z-index, hidden and transform.
    open func apply(_ layoutAttributes: LayoutAttributes) {
        self.layoutAttributes = layoutAttributes
        frame = layoutAttributes.frame
        alpha = layoutAttributes.alpha
        isHidden = layoutAttributes.isHidden
        transform = layoutAttributes.transform
        zIndex = layoutAttributes.zIndex
    }
}

/// A cell: UIKit's `UICollectionViewCell`.
open class CollectionViewCell: CollectionReusableView {
    /// Where a cell's content goes.
    public let contentView: View
    /// Whether the cell's item is selected; the collection view sets it.
    @exclusivity(unchecked) open var isSelected = false
    /// Whether the cell's item is highlighted under a finger; the collection view sets it.
    @exclusivity(unchecked) open var isHighlighted = false
    /// Whether the cell shows its item in editing mode (UIKit's `configurationState.isEditing`):
    /// the collection view is editing and `canEditItemAt` allows the item. The collection view sets it.
    @exclusivity(unchecked) open var isEditing = false
    /// The name of the item shown, set by data sources that name items.
    @exclusivity(unchecked) open var title: String?

    public required init(frame: CGRect) {
        contentView = View(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        addSubview(contentView)
    }

    open override var frame: CGRect {
        didSet { if frame.size != oldValue.size { contentView.frame = CGRect(origin: .zero, size: frame.size) } }
    }

    /// A frame change of the content view (a swiped row's, say) or another subview counts
    /// among the collection view's changes as the view's own would.
    override func subviewFrameDidChange() {
        superview?.subviewFrameDidChange()
    }

    open override func prepareForReuse() {
        super.prepareForReuse()
        isSelected = false
        isHighlighted = false
        isEditing = false
        title = nil
    }
}
