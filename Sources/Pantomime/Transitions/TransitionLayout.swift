import Foundation

/// A layout that stands between two layouts during a transition: UIKit's
/// `UICollectionViewTransitionLayout`.
///
/// It shows every element of ``currentLayout`` and ``nextLayout`` at
/// ``transitionProgress`` of the way from its attributes in the first to its attributes in
/// the second (see ``LayoutInterpolation`` for the rules). As in UIKit, after changing the
/// progress call ``CollectionViewLayout/invalidateLayout()`` so the collection view shows
/// it at its next layout pass. The progress may go below 0 or above 1 for a springy
/// overshoot. ``updateValue(_:forAnimatedKey:)`` and ``value(forAnimatedKey:)`` keep
/// values of a subclass's own for the transition.
///
/// Subclass it to move elements along other paths: override
/// ``layoutAttributesForElements(in:)`` (and the single-element queries), call `super`,
/// and adjust the copies it returns.
///
/// ```swift
/// let transition = try collectionView.startInteractiveTransition(to: listLayout) { completed, finished in
///     print(completed ? "now a list" : "still a grid")
/// }
/// transition.transitionProgress = 0.4
/// transition.invalidateLayout()
/// collectionView.finishInteractiveTransition()
/// ```
open class TransitionLayout: CollectionViewLayout {
    /// The layout the transition starts from.
    public let currentLayout: CollectionViewLayout
    /// The layout the transition goes to.
    public let nextLayout: CollectionViewLayout

    private var progress = 0.0
    private var animatedValues: [String: Double] = [:]
    private var pairs: [(key: ElementKey, from: LayoutAttributes?, to: LayoutAttributes?)] = []
    private var pairIndex: [ElementKey: Int] = [:]
    private var needsPairs = true
    private var shown: [LayoutAttributes] = []
    private var shownProgress: Double?

    /// Makes a transition layout from the layout shown now to the one to show; UIKit's
    /// `init(currentLayout:nextLayout:)`.
    public init(currentLayout: CollectionViewLayout, nextLayout: CollectionViewLayout) {
        self.currentLayout = currentLayout
        self.nextLayout = nextLayout
        super.init()
    }

    /// How far the transition has gone: 0 shows ``currentLayout``, 1 ``nextLayout``; other
    /// values interpolate or extrapolate. A NaN is ignored (the progress stays), and a
    /// value beyond ±``LayoutInterpolation/progressLimit`` (infinities included) counts as
    /// that limit. Setting it is recorded in the trace (`transitionProgress progress=…`).
    open var transitionProgress: Double {
        get { progress }
        set {
            guard !newValue.isNaN else { return }
            progress = LayoutInterpolation.usable(newValue)
            traceSink?.record(.transitionProgress(progress))
        }
    }

    /// Sets the progress without a trace record (the collection view's own animations).
    func setProgressQuietly(_ value: Double) {
        guard !value.isNaN else { return }
        progress = LayoutInterpolation.usable(value)
    }

    /// Keeps a value of your own for the transition under `key`: UIKit's
    /// `updateValue(_:forAnimatedKey:)`. A non-finite value is ignored.
    ///
    /// Pantomime keeps the value as given: it does not animate it itself when the
    /// transition finishes or is cancelled.
    open func updateValue(_ value: Double, forAnimatedKey key: String) {
        guard value.isFinite else { return }
        animatedValues[key] = value
    }

    /// The value last given for `key`, or 0 for a key never given: UIKit's
    /// `value(forAnimatedKey:)`.
    open func value(forAnimatedKey key: String) -> Double {
        animatedValues[key] ?? 0
    }

    /// Attaches the layout and both of its layouts to a collection view.
    func attach(to collectionView: CollectionView) {
        self.collectionView = collectionView
        currentLayout.collectionView = collectionView
        nextLayout.collectionView = collectionView
    }

    /// Prepares whichever of the two layouts was invalidated, then pairs their elements.
    open override func prepare() {
        for layout in [currentLayout, nextLayout] where layout.isInvalid {
            _ = layout.willPrepare()
            layout.prepare()
            needsPairs = true
        }
        if needsPairs { buildPairs() }
        shownProgress = nil
    }

    /// Marks the pairs of elements stale, so the next ``prepare()`` asks both layouts again.
    open override func invalidateLayout(with context: LayoutInvalidationContext) {
        if context.invalidateEverything || context.invalidateDataSourceCounts { needsPairs = true }
        super.invalidateLayout(with: context)
    }

    private func buildPairs() {
        needsPairs = false
        var from: [ElementKey: LayoutAttributes] = [:]
        var to: [ElementKey: LayoutAttributes] = [:]
        for attributes in currentLayout.layoutAttributesForElements(in: Self.everywhere(currentLayout)) ?? [] { from[attributes.elementKey] = attributes }
        for attributes in nextLayout.layoutAttributesForElements(in: Self.everywhere(nextLayout)) ?? [] { to[attributes.elementKey] = attributes }
        let keys = Set(from.keys).union(to.keys).sorted(by: ElementKey.displayOrder)
        pairs = keys.map { (key: $0, from: from[$0], to: to[$0]) }
        pairIndex = [:]
        for (index, pair) in pairs.enumerated() { pairIndex[pair.key] = index }
    }

    /// A rectangle holding every element of a layout: its content with a wide margin.
    private static func everywhere(_ layout: CollectionViewLayout) -> CGRect {
        let size = layout.collectionViewContentSize
        let margin = 1_000_000.0
        return CGRect(x: -margin, y: -margin, width: Double(size.width) + 2 * margin, height: Double(size.height) + 2 * margin)
    }

    private func interpolated() -> [LayoutAttributes] {
        if let shownProgress, shownProgress == progress { return shown }
        shown = pairs.compactMap { LayoutInterpolation.attributes(from: $0.from, to: $0.to, progress: progress) }
        shownProgress = progress
        return shown
    }

    /// The content size, between the two layouts' sizes.
    open override var collectionViewContentSize: CGSize {
        LayoutInterpolation.size(from: currentLayout.collectionViewContentSize, to: nextLayout.collectionViewContentSize,
                                 progress: progress)
    }

    /// Every element whose interpolated frame meets `rect`, in a stable order (cells, then
    /// supplementary and decoration views, each by index path).
    open override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        interpolated().filter { Geometry.rect($0.frame, intersects: rect) }.map { $0.copy() }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        attributes(for: .cell(indexPath))
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        attributes(for: ElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath))
    }

    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        attributes(for: ElementKey(category: .decorationView, kind: elementKind, indexPath: indexPath))
    }

    private func attributes(for key: ElementKey) -> LayoutAttributes? {
        if let index = pairIndex[key] {
            return LayoutInterpolation.attributes(from: pairs[index].from, to: pairs[index].to, progress: progress)
        }
        // Not paired (asked before a layout pass): ask both layouts directly.
        let from: LayoutAttributes?, to: LayoutAttributes?
        switch key.category {
        case .cell:
            from = currentLayout.layoutAttributesForItem(at: key.indexPath)
            to = nextLayout.layoutAttributesForItem(at: key.indexPath)
        case .supplementaryView:
            from = currentLayout.layoutAttributesForSupplementaryView(ofKind: key.kind ?? "", at: key.indexPath)
            to = nextLayout.layoutAttributesForSupplementaryView(ofKind: key.kind ?? "", at: key.indexPath)
        case .decorationView:
            from = currentLayout.layoutAttributesForDecorationView(ofKind: key.kind ?? "", at: key.indexPath)
            to = nextLayout.layoutAttributesForDecorationView(ofKind: key.kind ?? "", at: key.indexPath)
        }
        return LayoutInterpolation.attributes(from: from, to: to, progress: progress)
    }

    /// A decoration kind's class: the one either layout registered (the next layout's
    /// first).
    override func decorationViewClass(ofKind elementKind: String) -> CollectionReusableView.Type? {
        super.decorationViewClass(ofKind: elementKind) ?? nextLayout.decorationViewClass(ofKind: elementKind)
            ?? currentLayout.decorationViewClass(ofKind: elementKind)
    }
}
