import Foundation

/// A collection view's layout pass: the counts it reads from its data source, the layout's
/// preparation, and the pass that updates the views on screen from them.
///
/// It is the collection view's own machinery, not a component: the collection view keeps
/// its public API (`numberOfSections`, `reloadData()`, `layoutSubviews()`) and asks this
/// type to carry it out, as it asks ``VisibleElements`` to show what the pass finds.
final class LayoutPass {
    /// The collection view, which owns this value and so outlives it: not a counted
    /// reference, which would cost a retain on every use. Set once, by ``attach(to:)``, as
    /// soon as the collection view is initialized: it makes this value as one of its own
    /// constants, before it may refer to itself, so that reading it costs no retain.
    private unowned(unsafe) var owner: CollectionView?
    /// ``owner``, which is set before anything asks for it.
    @inline(__always) private var collectionView: CollectionView { owner.unsafelyUnwrapped }

    /// Names the collection view that owns this value.
    func attach(to collectionView: CollectionView) {
        owner = collectionView
        selfSizing.attach(to: collectionView)
    }

    /// The number of items of each section, as the data source last reported them.
    var sectionCounts: [Int] = []
    /// Whether the counts must be asked for again before they are read.
    var needsCountsReload = true
    /// Whether every view on screen ends display at the next pass and is asked for anew
    /// (after ``CollectionView/reloadData()``).
    private var needsRedisplay = false
    /// What the counts or the layout are being read for, if anything. Its exclusivity is
    /// not checked at run time: it is only ever read or assigned whole, never held across
    /// a call, and the pass reads it at every frame.
    @exclusivity(unchecked) private(set) var reading = Reading.idle
    /// Measures the self-sizing cells the pass shows.
    let selfSizing: SelfSizingController

    /// How many times one layout pass starts over because the data changed under it.
    static let maximumRestarts = 8

    /// What the collection view is reading from its data source or layout, so that a call
    /// back in from there waits for the reading to end.
    enum Reading {
        case idle, counts, preparing
    }

    init() {
        selfSizing = SelfSizingController()
    }

    /// The data is to be asked for again: the counts, then every view on screen, at the
    /// next pass; the layout is invalidated with its data-source counts.
    func invalidateForReload() {
        needsCountsReload = true
        needsRedisplay = true
        let layout = collectionView.collectionViewLayout
        let context = type(of: layout).invalidationContextClass.init()
        context.invalidateEverything = true
        context.invalidateDataSourceCounts = true
        layout.invalidateLayout(with: context)
        collectionView.setNeedsLayout()
    }

    /// Loads counts, prepares the layout and updates the visible views. An error it meets
    /// (a data source that threw) ends the pass and is held as the pass's failure, which
    /// ``View/layoutIfNeeded()`` throws.
    func run() {
        withCollectionView { view in
            do {
                loadCountsIfNeeded(of: view)
                let sizeBefore = view.contentSize
                try prepareLayoutIfNeeded(of: view)
                if view.contentSize != sizeBefore { keepRestingOffsetInRange(of: view) }
                let elements = view.elements
                if needsRedisplay {
                    needsRedisplay = false
                    for key in elements.visibleViews.keys.sorted(by: ElementKey.displayOrder) { try elements.endDisplaying(key) }
                }
                try elements.updateVisibleViews()
                try selfSizing.settle { anchor in try relayoutForSelfSizing(anchor: anchor) }
                try view.prefetchingController.layoutPassDidEnd(in: view)
                view.verifyInvariants()
            } catch {
                view.holdLayoutFailure(error)
            }
        }
    }

    /// Runs `body` with the collection view, borrowed: the collection view owns this value,
    /// so it outlives the call, and it keeps a side table (layouts, recognizers and
    /// components hold it weakly), which sends every retain of it down the runtime's slow
    /// path.
    @inline(__always)
    private func withCollectionView<Result>(_ body: (CollectionView) throws -> Result) rethrows -> Result {
        try Unmanaged.passUnretained(collectionView)._withUnsafeGuaranteedRef(body)
    }

    /// After self-sizing views changed size: prepares the layout, moves the content by
    /// `anchor` (the growth above the visible area), keeps a resting offset in range, and
    /// shows what the layout now finds.
    private func relayoutForSelfSizing(anchor: CGPoint) throws {
        try withCollectionView { view in
            let sizeBefore = view.contentSize
            try prepareLayoutIfNeeded(of: view)
            let anchored = anchor != .zero && view.keepContentInPlace(movedBy: anchor)
            if !anchored, view.contentSize != sizeBefore { keepRestingOffsetInRange(of: view) }
            try view.elements.updateVisibleViews()
        }
    }

    // MARK: Counts

    /// Asks the data source for the counts if they were invalidated.
    func loadCountsIfNeeded() {
        guard needsCountsReload else { return }
        withCollectionView { view in loadCountsIfNeeded(of: view) }
    }

    /// ``loadCountsIfNeeded()`` for `view`, the collection view.
    private func loadCountsIfNeeded(of view: CollectionView) {
        guard needsCountsReload else { return }
        needsCountsReload = false
        // Whoever reads the counts first after a reload applies the selection policy, so
        // that an early count query cannot skip it.
        defer {
            if view.reloadSelectionPolicy == .clear { view.selection.selected.removeAll() } else { view.selection.selected = view.selection.selected.filter(view.isValid) }
            view.selection.highlighted = view.selection.highlighted.filter(view.isValid)
            view.verifyInvariants()
        }
        sectionCounts = readCounts()
    }

    /// The data source's counts now, asked and recorded, without touching the cached ones;
    /// none without a data source.
    func readCounts() -> [Int] {
        let view = collectionView
        guard let dataSource = view.dataSource else { return [] }
        let outer = reading
        reading = .counts
        defer { reading = outer }
        view.record(.numberOfSections)
        let sections = max(0, dataSource.numberOfSections(in: view))
        return (0..<sections).map { section in
            view.record(.numberOfItemsInSection(section: section))
            return max(0, dataSource.collectionView(view, numberOfItemsInSection: section))
        }
    }

    // MARK: The layout

    /// Prepares the layout if it was invalidated, and takes its content size (see
    /// ``CollectionView/prepareLayoutIfNeeded()``).
    func prepareLayoutIfNeeded() throws {
        try withCollectionView { view in try prepareLayoutIfNeeded(of: view) }
    }

    /// ``prepareLayoutIfNeeded()`` for `view`, the collection view.
    private func prepareLayoutIfNeeded(of view: CollectionView) throws {
        loadCountsIfNeeded(of: view)
        guard reading == .idle else { return }
        // A layout that invalidates itself in every preparation stays invalid for the next pass.
        // (A valid layout is asked once, and prepares nothing.)
        // The layout is read once before the first preparation and once after each (a
        // preparation may replace it), not for every call: every read retains it.
        var preparations = 0
        var layout = view.collectionViewLayout
        while preparations < Self.maximumRestarts, layout.isInvalid {
            preparations += 1
            _ = layout.willPrepare()
            reading = .preparing
            layout.prepare()
            reading = .idle
            // A layout replaced while it prepared leaves its replacement to be prepared.
            layout = view.collectionViewLayout
            layout.repeatInvalidationDuringPrepare()
            loadCountsIfNeeded(of: view)
            takeContentSize(layout.collectionViewContentSize, of: layout, in: view)
        }
        view.elements.controllers.transition._withUnsafeGuaranteedRef { $0.prepareIfNeeded() }
    }

    /// Takes the layout's content size; one that is not finite (or is negative) is reported
    /// as a ``GeometryError`` naming the layout, and the content size stays.
    private func takeContentSize(_ size: CGSize, of layout: CollectionViewLayout, in view: CollectionView) {
        guard Geometry.isUsable(size), size.width >= 0, size.height >= 0 else {
            view.reportGeometryError(.layoutAnswerNotFinite(layout: String(describing: type(of: layout)),
                                                                      call: "collectionViewContentSize", value: Geometry.format(size)))
            return
        }
        view.contentSize = size
    }

    /// Content that changed size under a view at rest (a batch that deleted items, new data) would
    /// leave the offset past the content's end: it moves back in range, as UIKit's
    /// collection view does after updates. Not while anyone else owns the offset.
    private func keepRestingOffsetInRange(of view: CollectionView) {
        guard view.contentOffsetOwner == .resting else { return }
        let offset = view.contentOffset
        let clamped = view.clampedOffset(offset)
        guard clamped != offset, offset.x.isFinite, offset.y.isFinite else { return }
        view.setContentOffsetCore(clamped)
    }

    /// Why an index path names no item, saying so when the counts or the layout are still
    /// being read: a call from a data-source or layout-delegate method sees them unfinished.
    func noItemReason(_ reason: String) -> String {
        switch reading {
        case .idle: return reason
        case .counts:
            return reason + " yet: the data source is still reporting its counts (the call came from numberOfSections or numberOfItemsInSection); make the call once they are read"
        case .preparing:
            return reason + " yet: the layout is still preparing (the call came from a layout delegate method such as sizeForItemAt); make it once the layout is prepared"
        }
    }
}
