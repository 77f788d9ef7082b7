import Foundation
import Pantomime

/// UIKit's `UIViewController`: a view and the lifecycle calls UIKit makes around it.
///
/// ``UIWindow/show(_:)`` puts the controller's view in a window and calls, in UIKit's order:
/// `loadView()` (through ``view``), `viewDidLoad()`, `viewWillAppear(_:)`,
/// `viewWillLayoutSubviews()`, the view's layout pass, `viewDidLayoutSubviews()`,
/// `viewDidAppear(_:)`. Every later layout pass of the view (a resize, a
/// `setNeedsLayout()`) is framed by `viewWillLayoutSubviews()` and
/// `viewDidLayoutSubviews()` too, as in UIKit.
open class UIViewController {
    private var loadedView: View?
    /// The title.
    open var title: String?

    /// A controller whose view is not loaded yet.
    public init() {}
    /// UIKit's `init(nibName:bundle:)`: Pantomime loads no nib, so both are ignored.
    public convenience init(nibName: String?, bundle: Bundle?) { self.init() }
    /// UIKit's `init?(coder:)`: a controller with no storyboard state.
    public required init?(coder: NSCoder) {}

    /// The root view, loaded on first use by ``loadView()`` and then ``viewDidLoad()``.
    public var view: View! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            if loadedView?.layoutListener === self { loadedView?.layoutListener = nil }
            loadedView = newValue
            newValue?.layoutListener = self
        }
    }

    /// UIKit's `viewIfLoaded`: the root view if it is loaded, without loading it.
    public var viewIfLoaded: View? { loadedView }

    /// Whether the view is loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Loads the view if it is not, as `loadViewIfNeeded()`.
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = View(frame: .zero) }
        viewDidLoad()
    }

    /// Makes the root view; the default is an empty view.
    open func loadView() { view = View(frame: .zero) }
    /// Called once the view is loaded.
    open func viewDidLoad() {}
    /// Called before the view joins the window.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view joined the window and was laid out.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view leaves the window.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view left the window.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before each layout pass of the view.
    open func viewWillLayoutSubviews() {}
    /// Called after each layout pass of the view that ended well.
    open func viewDidLayoutSubviews() {}
    /// UIKit's `traitCollection`: the view's.
    public var traitCollection: UITraitCollection { UITraitCollection() }
}

/// UIKit's `UICollectionViewController`: a controller whose view is a collection view with
/// the controller as its data source and delegate, and the standard reorder gesture on
/// (`installsStandardGestureForInteractiveMovement` is true, as in UIKit).
///
/// Override the data source and delegate methods below as in UIKit, with `override`.
open class UICollectionViewController: UIViewController, CollectionViewDataSource, CollectionViewDelegate {
    private let layout: CollectionViewLayout
    /// The reorder gesture setting made before the view loads, applied when it does.
    private var installsStandardGesture = true

    /// A controller whose collection view will use `layout`.
    public init(collectionViewLayout layout: CollectionViewLayout) {
        self.layout = layout
        super.init()
    }
    /// UIKit's `init?(coder:)`: a controller with a flow layout.
    public required init?(coder: NSCoder) {
        layout = FlowLayout()
        super.init(coder: coder)
    }

    /// The collection view, which is the controller's view.
    public var collectionView: CollectionView! {
        get { view as? CollectionView }
        set { view = newValue }
    }

    /// The collection view's layout now (the one it was made with until it is changed).
    public var collectionViewLayout: CollectionViewLayout { collectionView?.collectionViewLayout ?? layout }

    /// Whether the standard long press moves items; true, as in UIKit.
    ///
    /// Setting it does not load the view (an `init` may set it, as in UIKit): a setting
    /// made before the view loads is applied to the collection view ``loadView()`` makes.
    public var installsStandardGestureForInteractiveMovement: Bool {
        get { (viewIfLoaded as? CollectionView)?.installsStandardGestureForInteractiveMovement ?? installsStandardGesture }
        set {
            installsStandardGesture = newValue
            (viewIfLoaded as? CollectionView)?.installsStandardGestureForInteractiveMovement = newValue
        }
    }

    /// Makes the collection view, with this controller as data source and delegate.
    open override func loadView() {
        let collectionView = CollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.installsStandardGestureForInteractiveMovement = installsStandardGesture
        view = collectionView
    }

    /// The number of sections: 1 by default.
    open func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    /// The number of items in a section: 0 by default.
    open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    /// The cell for an item; override it. The default is a plain cell, which the
    /// collection view refuses as not dequeued, as UIKit does.
    open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        CollectionViewCell(frame: .zero)
    }
    /// Whether an item may move: true by default.
    open func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
    /// Moves an item in the data; does nothing by default.
    open func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    /// Whether an item may be highlighted: true by default.
    open func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    /// Whether an item may be selected: true by default.
    open func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    /// An item was selected.
    open func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// An item was deselected.
    open func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// A cell is about to show.
    open func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
    /// A cell left the screen.
    open func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}

    // Every other requirement of the data source and delegate protocols is declared here
    // too, with UIKit's default: a subclass overrides them with `override` as in UIKit, and
    // without a declaration here its method would never be called.

    /// A header, footer or other supplementary view; by default none, which the
    /// collection view reports as a missing view for a layout that shows one.
    open func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) throws -> CollectionReusableView {
        throw MissingSupplementaryViewError(kind: kind, indexPath: indexPath)
    }
    /// An item was highlighted.
    open func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {}
    /// An item's highlight ended.
    open func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    /// Whether an item may be deselected: true by default.
    open func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    /// A supplementary view is about to show.
    open func collectionView(_ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
                             forElementKind elementKind: String, at indexPath: IndexPath) {}
    /// A supplementary view left the screen.
    open func collectionView(_ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
                             forElementOfKind elementKind: String, at indexPath: IndexPath) {}
    /// Where a moving item goes: the proposed index path by default.
    open func collectionView(_ collectionView: CollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
                             toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath { proposedIndexPath }
    /// Where a moving item goes; by default the older form's answer, as in UIKit.
    open func collectionView(_ collectionView: CollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                             atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        self.collectionView(collectionView, targetIndexPathForMoveFromItemAt: originalIndexPath, toProposedIndexPath: proposedIndexPath)
    }
    /// Whether a long press shows the edit menu: false by default.
    open func collectionView(_ collectionView: CollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool { false }
    /// Whether the edit menu offers an action: false by default.
    open func collectionView(_ collectionView: CollectionView, canPerformAction action: EditAction,
                             forItemAt indexPath: IndexPath, withSender sender: Any?) -> Bool { false }
    /// The user chose an action from the edit menu.
    open func collectionView(_ collectionView: CollectionView, performAction action: EditAction,
                             forItemAt indexPath: IndexPath, withSender sender: Any?) {}
    /// The layout between two layouts in an interactive transition: a plain one by default.
    open func collectionView(_ collectionView: CollectionView, transitionLayoutForOldLayout fromLayout: CollectionViewLayout,
                             newLayout toLayout: CollectionViewLayout) -> TransitionLayout {
        TransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
    }
    /// The content moved.
    open func scrollViewDidScroll(_ scrollView: ScrollView) {}
    /// A drag began.
    open func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    /// A drag is ending; change `targetContentOffset` to choose where it comes to rest.
    open func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint,
                                        targetContentOffset: inout CGPoint) {}
    /// A drag ended.
    open func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    /// A deceleration began.
    open func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    /// A deceleration ended.
    open func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    /// An animated scroll set by code ended.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
}

extension UIViewController: ViewLayoutListener {}

extension Window {
    /// Shows `viewController` filling the window, with UIKit's lifecycle calls in UIKit's
    /// order: Pantomime's form of `window.rootViewController = viewController` followed by
    /// `makeKeyAndVisible()`. The layout pass runs now; a pass that fails is reported on the
    /// window's loop.
    ///
    /// A controller already shown leaves the window, as when UIKit replaces the root view
    /// controller without animation: the old one hears `viewWillDisappear(_:)`, the new one
    /// `viewWillAppear(_:)`; the old view leaves and the new one joins and is laid out
    /// (`viewWillLayoutSubviews()`, `viewDidLayoutSubviews()`); then the old one hears
    /// `viewDidDisappear(_:)` and the new one `viewDidAppear(_:)`. Showing the controller
    /// the window shows already changes nothing.
    public func show(_ viewController: UIViewController) {
        let root: View = viewController.view
        guard root.superview !== self else { return }
        let leaving = subviews.compactMap { $0.layoutListener as? UIViewController }
        for old in leaving { old.viewWillDisappear(false) }
        viewController.viewWillAppear(false)
        for old in leaving { old.viewIfLoaded?.removeFromSuperview() }
        root.frame = bounds
        addSubview(root)
        root.layoutIfNeeded()
        for old in leaving { old.viewDidDisappear(false) }
        viewController.viewDidAppear(false)
    }
}
