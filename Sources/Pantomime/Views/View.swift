import Foundation
import PantomimeLoop

/// A rectangle in a view hierarchy: UIKit's `UIView`, without drawing.
///
/// `frame` is in the superview's coordinates; `bounds.origin` shifts the content (a
/// scroll view's content offset). Views receive touches through the responder methods,
/// which pass them to the superview unless overridden.
///
/// The stored properties carry `@exclusivity(unchecked)`: views live on one thread, and
/// no access to them spans a call that could reach the same property again, so their
/// runtime exclusivity checks find nothing while costing a part of every cell that
/// enters or leaves the screen.
open class View: CustomStringConvertible {
    /// The view's rectangle in its superview's coordinates.
    ///
    /// A rectangle that is not finite (or beyond ``Geometry/maximumMagnitude``) is refused:
    /// the frame stays, and a ``GeometryError`` is reported on the window's loop.
    @exclusivity(unchecked) open var frame: CGRect {
        didSet {
            if frame.origin.x != oldValue.origin.x || frame.origin.y != oldValue.origin.y
                || frame.size.width != oldValue.size.width || frame.size.height != oldValue.size.height {
                superviewStorage?._withUnsafeGuaranteedRef { $0.subviewFrameDidChange() }
            }
            guard Geometry.isUsable(frame) else {
                let refused = frame
                frame = oldValue
                reportGeometryError(.notFinite(call: "\(type(of: self)).frame", value: Geometry.format(refused), kept: Geometry.format(oldValue)))
                return
            }
            guard frame.size != oldValue.size else { return }
            bounds.size = frame.size
            verifyFiniteGeometry()
        }
    }
    /// The view's own coordinate space: its origin is the visible content's top-left.
    ///
    /// A rectangle that is not finite (or beyond ``Geometry/maximumMagnitude``) is refused:
    /// the bounds stay, and a ``GeometryError`` is reported on the window's loop.
    @exclusivity(unchecked) open var bounds: CGRect {
        didSet {
            guard Geometry.isUsable(bounds) else {
                let refused = bounds
                bounds = oldValue
                reportGeometryError(.notFinite(call: "\(type(of: self)).bounds", value: Geometry.format(refused), kept: Geometry.format(oldValue)))
                return
            }
            verifyFiniteGeometry()
            // Compared field by field: CGSize's `!=` is a call into Foundation, and a scroll
            // moves the bounds at every frame without resizing them.
            if bounds.size.width != oldValue.size.width || bounds.size.height != oldValue.size.height { setNeedsLayout() }
        }
    }
    /// Errors raised while the view was in no window (a refused geometry value, an
    /// exception UIKit raises), each with the trace record it makes, reported when the view
    /// joins one.
    @exclusivity(unchecked) private var pendingErrors: [(error: any Error, record: TraceEvent?)] = [] {
        didSet { if !pendingErrors.isEmpty { noteHeldErrors() } }
    }
    /// Whether this view or one of its subviews may hold ``pendingErrors``: false only when
    /// none does, so that a view joining a window whose subtree holds none (every cell the
    /// collection view shows) is not walked. Set on the view and its ancestors when one of
    /// them holds an error or is given a subview that may, and worked out again when the
    /// subtree reports.
    @exclusivity(unchecked) private var mayHoldErrors = false
    /// The error the layout pass in progress met (a data source that threw), which
    /// ``layoutIfNeeded()`` throws once ``layoutSubviews()`` returns.
    @exclusivity(unchecked) private var layoutFailure: (any Error)?
    /// The view controller whose root view this is, which hears of each layout pass.
    package var layoutListener: (any ViewLayoutListener)? {
        get { layoutListenerBox?.listener }
        set { layoutListenerBox = newValue.map(LayoutListenerBox.init) }
    }
    /// ``layoutListener``'s weak reference, boxed: a view that has none (every cell) tests a
    /// plain reference at each layout pass instead of loading a weak one twice.
    @exclusivity(unchecked) private var layoutListenerBox: LayoutListenerBox?

    /// A weak reference to a view controller.
    private final class LayoutListenerBox {
        weak var listener: (any ViewLayoutListener)?

        init(_ listener: any ViewLayoutListener) {
            self.listener = listener
        }
    }
    /// The view this one is a subview of, if any.
    ///
    /// Not a weak reference, which would make every retain of the superview take the
    /// runtime's slow path: a superview holds its subviews, so it outlives its place here,
    /// and it clears this place in every subview when it is freed (see `deinit`).
    public var superview: View? { superviewStorage?.takeUnretainedValue() }
    /// The superview, unretained: code here that only asks it something goes through
    /// `_withUnsafeGuaranteedRef`, which retains nothing.
    @exclusivity(unchecked) private var superviewStorage: Unmanaged<View>?
    /// The subviews, back to front: hit-testing and renders take later ones as in front.
    @exclusivity(unchecked) public private(set) var subviews: [View] = []
    @exclusivity(unchecked) open var isHidden = false
    @exclusivity(unchecked) open var alpha: Double = 1
    @exclusivity(unchecked) open var isUserInteractionEnabled = true
    /// A name for tests and renders.
    @exclusivity(unchecked) open var accessibilityIdentifier: String?
    /// The gesture recognizers attached to this view.
    @exclusivity(unchecked) public internal(set) var gestureRecognizers: [GestureRecognizer] = []
    @exclusivity(unchecked) var needsLayout = true
    /// Whether this view or one of its subviews may be marked for layout (``needsLayout``):
    /// false only when none is, so that a layout pass skips the subtrees it has nothing to
    /// do in, as UIKit's does. Set on the view and its ancestors when one of them is marked
    /// or is given a subview that may be, and worked out again when the subtree is laid out.
    @exclusivity(unchecked) private var layoutBelow = true
    /// The z-index a collection view orders this view by among its siblings: a reusable
    /// view's ``CollectionReusableView/zIndex``, and for any other view `Int.min`, which no
    /// z-index is below. Kept here, so that finding a new view's place reads one field of
    /// each sibling rather than casting it.
    @exclusivity(unchecked) var reusableZIndex = Int.min {
        didSet {
            if let superviewStorage, reusableZIndex > oldValue {
                superviewStorage._withUnsafeGuaranteedRef { $0.noteSubviewZIndex(reusableZIndex) }
            }
        }
    }
    /// No subview's ``reusableZIndex`` is above this: the highest one any subview had while
    /// it was a subview. A view whose z-index is this or more goes last among the subviews
    /// without a look at them (see ``subviewIndex(forZIndex:)``); a collection view's cells
    /// mostly share one z-index.
    @exclusivity(unchecked) private var subviewZIndexBound = Int.min
    /// Set on the top view of a hierarchy whose window was freed while the view lived on.
    @exclusivity(unchecked) private var lostWindow: LostWindow?

    /// The loop of a window that was freed under its views, so that a view used afterwards
    /// says why nothing happens instead of silently not updating.
    ///
    /// A class, so that asking whether a view has one compares a pointer: every view added
    /// to a hierarchy asks, and an optional value holding a weak reference is copied
    /// through the runtime.
    private final class LostWindow {
        weak var loop: (any LoopScheduler)?
        init(loop: any LoopScheduler) { self.loop = loop }
    }

    /// A view with `frame`; a frame that is not finite (``Geometry/isUsable(_:)``) is
    /// replaced by `.zero`, and the ``GeometryError`` is reported when the view joins a
    /// window.
    public init(frame: CGRect) {
        let usable = Geometry.isUsable(frame)
        self.frame = usable ? frame : .zero
        self.bounds = CGRect(origin: .zero, size: usable ? frame.size : .zero)
        if !usable {
            let error = GeometryError.notFinite(call: "\(type(of: self)).init(frame:)", value: Geometry.format(frame), kept: Geometry.format(CGRect.zero))
            pendingErrors.append((error, nil))
            mayHoldErrors = true
        }
    }

    /// Reports a refused value on the window's loop (the next call that moves time throws
    /// it), or, outside a window, when the view joins one.
    func reportGeometryError(_ error: GeometryError) {
        reportOrHold(error)
    }

    /// Reports `error` on the window's loop, so that the next call that moves time throws
    /// it, after recording `record` in the window's trace; outside a window the view holds
    /// both, and reports them when it joins one.
    package func reportOrHold(_ error: any Error, record: TraceEvent? = nil) {
        if let window {
            if let record { window.record(record) }
            window.loop.reportError(error)
        } else if pendingErrors.count < View.pendingErrorLimit {
            pendingErrors.append((error, record))
        }
    }

    /// The errors this view and its subviews hold because they were raised while the view
    /// was in no window (a refused frame, an exception UIKit raises), oldest first.
    ///
    /// Joining a window reports them on its loop and empties this list; a test that never
    /// puts the view in a window reads them here at its end.
    public var heldErrors: [any Error] { pendingErrors.map(\.error) + subviews.flatMap(\.heldErrors) }

    /// The most errors a view outside a window keeps to report.
    private static let pendingErrorLimit = 16

    /// Reports the errors this view and its subviews kept while outside a window; those of
    /// a view still outside one stay kept. A view that keeps none does not look for its
    /// window.
    private func reportPendingErrors() {
        guard mayHoldErrors else { return }
        defer { mayHoldErrors = !pendingErrors.isEmpty || subviews.contains { $0.mayHoldErrors } }
        if !pendingErrors.isEmpty {
            guard let window else { return }
            for (error, record) in pendingErrors {
                if let record { window.record(record) }
                window.loop.reportError(error)
            }
            pendingErrors.removeAll()
        }
        // Each subview is borrowed from the list: the list holds them while they report.
        let subviews = subviews
        subviews.withUnsafeBufferPointer { buffer in
            for index in buffer.indices {
                Unmanaged.passUnretained(buffer[index])._withUnsafeGuaranteedRef { $0.reportPendingErrors() }
            }
        }
    }

    /// Marks this view and its ancestors as ones that may hold errors (see ``mayHoldErrors``).
    private func noteHeldErrors() {
        markUpwards(.mayHoldErrors)
    }

    /// A flag that says something of a view's subtree (see ``markUpwards(_:)``).
    private enum SubtreeFlag {
        case mayHoldErrors, layoutBelow
    }

    /// Sets `flag` on this view and its ancestors. The walk retains no view, and stops at an
    /// ancestor whose flag is set already: its own ancestors' flags are (each flag is set on
    /// the whole path up whenever it is set).
    private func markUpwards(_ flag: SubtreeFlag) {
        var view = Unmanaged.passUnretained(self)
        while true {
            let next: Unmanaged<View>? = view._withUnsafeGuaranteedRef { view in
                switch flag {
                case .mayHoldErrors:
                    if view.mayHoldErrors, view !== self { return nil }
                    view.mayHoldErrors = true
                case .layoutBelow:
                    if view.layoutBelow, view !== self { return nil }
                    view.layoutBelow = true
                }
                return view.superviewStorage
            }
            guard let next else { return }
            view = next
        }
    }

    /// Stops the process, in a build with `PANTOMIME_INVARIANTS`, when the frame or bounds
    /// is not finite (refused values never are stored).
    func verifyFiniteGeometry(file: StaticString = #fileID, line: UInt = #line) {
        verifyInvariant(Geometry.isFinite(frame) && Geometry.isFinite(bounds) ? nil
                        : "\(description) holds a frame or bounds that is not finite: \(Geometry.format(frame)), \(Geometry.format(bounds)).",
                        file: file, line: line)
    }

    /// The window the view is in, if any.
    open var window: Window? { superviewStorage?._withUnsafeGuaranteedRef { $0.window } }

    /// Where the view's records go: the trace of the window it is in, which stamps them
    /// with the loop's time. Nil, and nothing recorded, outside a window.
    public var traceSink: TraceSink? { window }

    deinit {
        detachSubviews()
    }

    /// Called when the frame of one of the subviews changes (a number of it differs, a
    /// refused frame included); a collection view counts these for its readers.
    func subviewFrameDidChange() {}

    /// Clears this view as the superview of its subviews: a subview that outlives it
    /// (someone else holds it) has no superview, as a weak reference would read. A view
    /// whose own teardown asks its subviews things calls it first (``Window`` does).
    func detachSubviews() {
        for subview in subviews { subview.superviewStorage = nil }
    }

    open func addSubview(_ view: View) {
        view.removeFromSuperview()
        subviews.append(view)
        noteSubviewZIndex(view.reusableZIndex)
        view.superviewStorage = .passUnretained(self)
        view.lostWindow = nil
        if view.mayHoldErrors { view.noteHeldErrors() }
        if view.layoutBelow { view.noteLayoutBelow() }
        view.reportPendingErrors()
        view.didMoveToWindow()
    }

    open func insertSubview(_ view: View, at index: Int) {
        view.removeFromSuperview()
        // Most views go in front of the others: appending moves nothing.
        if index >= subviews.count { subviews.append(view) } else { subviews.insert(view, at: max(index, 0)) }
        noteSubviewZIndex(view.reusableZIndex)
        view.superviewStorage = .passUnretained(self)
        if view.lostWindow != nil { view.lostWindow = nil }
        if view.mayHoldErrors { view.noteHeldErrors() }
        if view.layoutBelow { view.noteLayoutBelow() }
        view.reportPendingErrors()
        view.didMoveToWindow()
    }

    open func removeFromSuperview() {
        guard let superview = superviewStorage else { return }
        superview._withUnsafeGuaranteedRef { $0.removeSubview(self) }
        superviewStorage = nil
    }

    /// The place among ``subviews`` for a view of z-index `zIndex`: before the first subview
    /// whose ``reusableZIndex`` is above it, else last.
    func subviewIndex(forZIndex zIndex: Int) -> Int {
        if zIndex >= subviewZIndexBound { return subviews.count }
        return subviews.firstIndex { $0.reusableZIndex > zIndex } ?? subviews.count
    }

    /// Raises ``subviewZIndexBound`` to a subview's z-index.
    private func noteSubviewZIndex(_ zIndex: Int) {
        if zIndex > subviewZIndexBound { subviewZIndexBound = zIndex }
    }

    /// Takes `view` out of ``subviews``, keeping the others' order: found by identity, no
    /// element moved but those after it.
    private func removeSubview(_ view: View) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.remove(at: index)
    }

    /// The window this view was in has been freed (it holds its views, not the other way
    /// round): from now on every change that would lay the view out reports
    /// ``ViewError/windowFreed(view:)`` on the window's loop, which the next call that
    /// moves time throws.
    func windowWasFreed(loop: any LoopScheduler) {
        lostWindow = LostWindow(loop: loop)
    }

    /// Reports on the lost window's loop that the view was used after its window was freed.
    ///
    /// The walk up the hierarchy retains no view: a view outside any window (one a test
    /// lays out on its own) passes here for every subview it adds.
    private func reportLostWindow() {
        var top = Unmanaged.passUnretained(self)
        while let up = top._withUnsafeGuaranteedRef({ $0.superviewStorage }) { top = up }
        guard top._withUnsafeGuaranteedRef({ $0.lostWindow != nil }) else { return }
        let view = top.takeUnretainedValue()
        guard let loop = view.lostWindow?.loop else { return }
        loop.reportError(ViewError.windowFreed(view: view.description))
    }

    /// What the view draws of its own in a ``ViewSnapshot``; nil for nothing. A view that
    /// shows something renderers draw (a page control's dots) overrides it, so that the
    /// renderer needs to know no view class.
    open var drawing: ViewDrawing? { nil }

    /// Its window is being freed: a view drops what it keeps that may hold it (handlers,
    /// animations), with no delegate call. Called on every view of the window.
    func windowWillBeFreed() {}

    /// Called after the view joins a hierarchy.
    open func didMoveToWindow() {
        setNeedsLayout()
    }

    // MARK: Layout

    /// Marks the view to be laid out in the layout pass at the end of this loop turn.
    open func setNeedsLayout() {
        needsLayout = true
        noteLayoutBelow()
        if let window {
            window.scheduleLayoutPass()
        } else {
            reportLostWindow()
        }
    }

    /// Lays the view out now if it is marked, then its subviews.
    ///
    /// As in UIKit, a subtree in which no view is marked is not walked: its views are not
    /// asked again (``setNeedsLayout()`` marks a view, and the path from it to its root).
    ///
    /// A view controller whose root view this is hears `viewWillLayoutSubviews()` before
    /// ``layoutSubviews()`` and `viewDidLayoutSubviews()` after it, as in UIKit.
    ///
    /// - Throws: the error the pass met (see ``holdLayoutFailure(_:)``); the view stays
    ///   marked, so the next pass finishes what this one left.
    @_disfavoredOverload open func layoutIfNeeded() throws {
        // Nothing in the subtree is marked: a view marked without setNeedsLayout() (a
        // collection view's layoutNow()) is marked itself, and so is looked at.
        guard layoutBelow || needsLayout else { return }
        if needsLayout {
            needsLayout = false
            if let box = layoutListenerBox { box.listener?.viewWillLayoutSubviews() }
            layoutSubviews()
            if let failure = layoutFailure {
                layoutFailure = nil
                needsLayout = true
                throw failure
            }
            if let box = layoutListenerBox { box.listener?.viewDidLayoutSubviews() }
        }
        // The copy holds every subview for the loop, whatever a subview's pass does to the
        // hierarchy: each is borrowed from it, not retained again (a view that others hold
        // weakly keeps a side table, and every retain of it takes the runtime's slow path).
        let subviews = subviews
        try subviews.withUnsafeBufferPointer { buffer in
            for index in buffer.indices {
                try Unmanaged.passUnretained(buffer[index])._withUnsafeGuaranteedRef { try $0.layoutIfNeeded() }
            }
        }
        // A subview marked meanwhile (by another's pass) keeps this view marked too.
        layoutBelow = needsLayout || self.subviews.contains { $0.layoutBelow }
    }

    /// Marks this view and its ancestors as ones that may have a subview to lay out (see
    /// ``layoutBelow``).
    private func noteLayoutBelow() {
        markUpwards(.layoutBelow)
    }

    /// Override to position subviews. The default does nothing.
    ///
    /// It does not throw, as UIKit's does not: a pass that meets an error (a data source
    /// that threw) holds it with ``holdLayoutFailure(_:)``, and ``layoutIfNeeded()`` throws
    /// it when the pass returns, which the window's layout pass reports on its loop.
    open func layoutSubviews() {}

    /// Holds `error` as the failure of the layout pass in progress: ``layoutIfNeeded()``
    /// throws it once ``layoutSubviews()`` returns (the first one, when a pass meets
    /// several). The view stays marked, so a pass run outside ``layoutIfNeeded()`` reports
    /// it at the next pass that reaches the view.
    func holdLayoutFailure(_ error: any Error) {
        if layoutFailure == nil { layoutFailure = error }
        needsLayout = true
        noteLayoutBelow()
    }

    // MARK: Coordinates

    /// Converts a point in this view's coordinates to `view`'s (the window's when nil).
    public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
        let inWindow = convertToRoot(point)
        guard let view else { return inWindow }
        return view.convertFromRoot(inWindow)
    }

    /// Converts a point in `view`'s coordinates (the window's when nil) to this view's.
    public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
        let inWindow = view?.convertToRoot(point) ?? point
        return convertFromRoot(inWindow)
    }

    private func convertToRoot(_ point: CGPoint) -> CGPoint {
        guard let superview else { return point }
        let inSuper = CGPoint(x: point.x - bounds.origin.x + frame.origin.x, y: point.y - bounds.origin.y + frame.origin.y)
        return superview.convertToRoot(inSuper)
    }

    private func convertFromRoot(_ point: CGPoint) -> CGPoint {
        guard let superview else { return point }
        let inSuper = superview.convertFromRoot(point)
        return CGPoint(x: inSuper.x - frame.origin.x + bounds.origin.x, y: inSuper.y - frame.origin.y + bounds.origin.y)
    }

    // MARK: Hit-testing

    /// Whether the point, in this view's coordinates, is inside it.
    /// A point that is not finite is inside no view.
    open func point(inside point: CGPoint) -> Bool {
        Geometry.rect(bounds, contains: point)
    }

    /// The deepest visible, interactive view containing the point (in this view's
    /// coordinates); later subviews are in front.
    open func hitTest(_ point: CGPoint) -> View? {
        guard !isHidden, isUserInteractionEnabled, alpha > 0.01, self.point(inside: point) else { return nil }
        for subview in subviews.reversed() {
            let local = CGPoint(x: point.x - subview.frame.origin.x + subview.bounds.origin.x,
                                y: point.y - subview.frame.origin.y + subview.bounds.origin.y)
            if let hit = subview.hitTest(local) { return hit }
        }
        return self
    }

    /// This view and its ancestors, nearest first.
    public var ancestry: [View] {
        var chain: [View] = []
        var current: View? = self
        while let view = current { chain.append(view); current = view.superview }
        return chain
    }

    // MARK: Touches

    /// A touch began in this view. The default passes it to the superview.
    open func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) { superview?.touchesBegan(touches, with: event) }
    open func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) { superview?.touchesMoved(touches, with: event) }
    open func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) { superview?.touchesEnded(touches, with: event) }
    open func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) { superview?.touchesCancelled(touches, with: event) }

    // MARK: Gestures

    open func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        gestureRecognizers.append(recognizer)
        recognizer.view = self
    }

    open func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        gestureRecognizers.removeAll { $0 === recognizer }
        if recognizer.view === self { recognizer.view = nil }
    }

    open var description: String {
        "\(type(of: self))\(accessibilityIdentifier.map { " '\($0)'" } ?? "") frame \(Geometry.format(frame))"
    }
}

/// What a view draws of its own in a ``ViewSnapshot``, beyond the collection view's
/// elements: the vocabulary views describe themselves to renderers in.
public enum ViewDrawing: Equatable, Sendable {
    /// A row of page dots: how many there are, and which one is lit.
    case pageDots(numberOfPages: Int, currentPage: Int)
    /// Text the view shows (a label's text, an image's name): a cell's renders read the
    /// texts its views draw when the cell has no ``CollectionReusableView/title``.
    case text(String)
}

/// What a view controller hears of its root view's layout passes: UIKit's
/// `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()`.
package protocol ViewLayoutListener: AnyObject {
    /// The view is about to lay out its subviews.
    func viewWillLayoutSubviews()
    /// The view laid out its subviews.
    func viewDidLayoutSubviews()
}
