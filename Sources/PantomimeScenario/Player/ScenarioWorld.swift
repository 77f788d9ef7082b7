import Foundation
import Pantomime
import PantomimeLoop

/// Everything a scenario runs against: a virtual-time loop, a window, a collection view
/// and the scenario's model of named items.
public final class ScenarioWorld {
    /// The virtual-time loop that runs the world; steps advance its clock.
    public let loop: EventLoop
    /// The window that holds the collection view and records the trace.
    public let window: Window
    /// The collection view the steps act on.
    public let collectionView: CollectionView
    /// The auto-paging banner, when the setup has one; `collectionView` is then its own.
    public let banner: AutoScrollBanner?
    /// The carousel banner on an orthogonal section, when the compositional layout has one.
    public private(set) var sectionBanner: SectionBanner?
    let model: ScenarioModel
    /// The drag and drop delegates, when the setup has `dragDrop:` (the collection view
    /// holds them weakly, as UIKit does).
    private(set) var dragDrop: ScenarioDragDrop?
    /// The prefetch data source, when the setup has `prefetching:` (held weakly by the view).
    var prefetcher: ScenarioPrefetcher?
    /// The layout transitions' completions, in order.
    let transitionLog = TransitionLog()
    /// A user's own lookup of items by name, for a world built around their components.
    let namedIndexPath: ((String) -> IndexPath?)?
    /// The parts of a world built around your own components that steps need beyond the
    /// collection view: the auto-paging view, the lifecycle target, how to change the data.
    let ownParts: OwnParts
    /// Every record of the run so far.
    public var trace: Trace { window.trace }

    /// Builds the world a setup describes and runs the first layout pass.
    public init(setup: ScenarioSetup) throws {
        loop = try EventLoop()
        window = Window(frame: CGRect(origin: .zero, size: setup.viewport), loop: loop)
        if let diffable = setup.diffable {
            model = DiffableScenarioModel(setup: setup, diffable: diffable)
        } else {
            model = setup.swipeActions.map { SwipeScenarioModel(setup: setup, swipeActions: $0) }
                ?? Self.makeEditingModel(setup) ?? ScenarioModel(setup: setup)
        }
        namedIndexPath = nil
        ownParts = OwnParts()
        if let spec = setup.banner {
            let banner = try Self.makeBanner(spec, frame: window.bounds)
            self.banner = banner
            collectionView = banner.collectionView
            collectionView.isPrefetchingEnabled = Self.prefetches(setup)
            window.trace.itemNamer = { [weak banner] indexPath in
                guard let banner, indexPath.count == 2, indexPath.item >= 0, indexPath.item < banner.pager.numberOfItems else { return nil }
                // A copy is named after the page it copies: it shows the same picture.
                let page = banner.pager.page(forItem: indexPath.item)
                return banner.items.indices.contains(page) ? banner.items[page] : nil
            }
            window.addSubview(banner)
            banner.isAutoPaging = spec.isAutoPaging
        } else {
            banner = nil
            collectionView = CollectionView(frame: window.bounds, collectionViewLayout: Self.makeLayout(setup.layout, model: model))
            Self.configure(collectionView, setup: setup, model: model)
            collectionView.isPrefetchingEnabled = Self.prefetches(setup)
            // The trace names every record's item through the model, which the closure holds
            // in a box: the model holds nothing that holds the trace, so no cycle is made, and
            // no weak reference is read at each record. The collection view holds the model
            // weakly (it is the data source and delegate), which gives the model a side table
            // and every retain of it the runtime's slow path; the box has none, and the
            // closure's context, retained at each record, is the box.
            let names = ItemNamesBox(model)
            window.trace.itemNamer = { indexPath in names.model.name(at: indexPath) }
            window.addSubview(collectionView)
            for recognizer in Self.makeRecognizers(setup.recognizers) { collectionView.addGestureRecognizer(recognizer) }
            if let pinch = setup.pinch { installPinch(pinch) }
            collectionView.contentOffset = setup.contentOffset
            if let spec = setup.selfSizing { installSelfSizing(spec) }
            try (model as? DiffableScenarioModel)?.install(on: collectionView)
            if case let .compositional(spec) = setup.layout, let bannerSpec = spec.banner,
               let layout = collectionView.collectionViewLayout as? CompositionalLayout {
                let sectionBanner = try SectionBanner(layout: layout, section: bannerSpec.section, interval: .seconds(bannerSpec.interval))
                sectionBanner.isAutoPaging = bannerSpec.isAutoPaging
                self.sectionBanner = sectionBanner
            }
            if let spec = setup.dragDrop {
                let dragDrop = ScenarioDragDrop.make(spec: spec, model: model, reuseIdentifier: setup.reuseIdentifier)
                self.dragDrop = dragDrop
                collectionView.dragDelegate = dragDrop
                collectionView.dropDelegate = dragDrop
                collectionView.reorderingCadence = spec.cadence
            }
            installEditing(setup)
        }
        try loop.runPending()
    }

    /// A world around a user's own components: their loop, window and collection view
    /// (already in the window, with its data source, delegate and layout), their names for
    /// items, and the parts of their screen the steps need beyond the collection view.
    ///
    /// Steps name items as `name` does. Give the other parts to make the steps that need
    /// them work against your code; a step that needs a part you did not give fails with a
    /// sentence naming the parameter.
    ///
    /// - Parameters:
    ///   - name: the name of the item at a data source index path, or nil.
    ///   - indexPath: the data source index path of a named item, or nil.
    ///   - autoPaging: the view that turns pages by itself (an ``AutoScrollBanner`` or your
    ///     own ``ScenarioAutoPaging``), which the `page`, `autoPaging`, `lastPageTurn` and
    ///     `pageTurns` expectations read.
    ///   - lifecycle: what the `background` and `foreground` steps tell; when nil, the
    ///     auto-paging view if it is a ``ScenarioLifecycleTarget`` (a banner is).
    ///   - setItems: how the batch steps (`insert`, `delete`, `move`, `reload`, `batch`)
    ///     and `reloadData` with items change your data: called with every section's item
    ///     names as they are to be, in order, it sets your data to them (making an item
    ///     for a name it has not seen); the step then tells the collection view with
    ///     UIKit's batch calls. If the collection view refuses the batch, it is called
    ///     again with the names as they were.
    public init(loop: EventLoop, window: Window, collectionView: CollectionView,
                name: @escaping (IndexPath) -> String?, indexPath: @escaping (String) -> IndexPath?,
                autoPaging: (any ScenarioAutoPaging)? = nil, lifecycle: (any ScenarioLifecycleTarget)? = nil,
                setItems: (([[String]]) throws -> Void)? = nil) throws {
        self.loop = loop
        self.window = window
        self.collectionView = collectionView
        banner = nil
        model = ScenarioModel(setup: ScenarioSetup())
        namedIndexPath = indexPath
        ownParts = OwnParts(autoPaging: autoPaging, lifecycle: lifecycle ?? (autoPaging as? any ScenarioLifecycleTarget),
                            setItems: setItems)
        window.trace.itemNamer = name
        try loop.runPending()
    }

    /// Whether the items are the scenario's own model (so batch steps can change them).
    var hasScenarioModel: Bool { namedIndexPath == nil && banner == nil && diffableModel == nil }

    /// The app of a diffable setup, or nil.
    var diffableModel: DiffableScenarioModel? { model as? DiffableScenarioModel }

    static func makeLayout(_ spec: LayoutSpec, model: ScenarioModel) -> CollectionViewLayout {
        switch spec {
        case let .flow(spec):
            let flow = spec.sectionBackgrounds.map { inset -> FlowLayout in
                let decorated = SectionBackgroundFlowLayout()
                decorated.backgroundInset = inset
                return decorated
            } ?? FlowLayout()
            flow.scrollDirection = spec.vertical ? .vertical : .horizontal
            flow.itemSize = spec.itemSize
            flow.minimumLineSpacing = spec.lineSpacing
            flow.minimumInteritemSpacing = spec.interitemSpacing
            flow.sectionInset = spec.sectionInset
            flow.headerReferenceSize = spec.headerSize
            flow.footerReferenceSize = spec.footerSize
            flow.estimatedItemSize = spec.estimatedItemSize ?? .zero
            return flow
        case let .waterfall(spec):
            let waterfall = WaterfallLayout()
            waterfall.numberOfColumns = spec.columns
            waterfall.cellDistance = spec.spacing
            waterfall.topAndBottomDustance = spec.edge
            waterfall.headerViewHeight = spec.headerHeight
            waterfall.footerViewHeight = spec.footerHeight
            model.defaultItemHeight = spec.itemHeight
            return waterfall
        case let .compositional(spec):
            return spec.makeLayout { [weak model] side, indexPath, collectionView in
                model?.swipeConfiguration(side, at: indexPath, in: collectionView)
            }
        }
    }

    private static func configure(_ collectionView: CollectionView, setup: ScenarioSetup, model: ScenarioModel) {
        for identifier in setup.registered ?? [setup.reuseIdentifier] {
            collectionView.register(model.listAccessories.isEmpty ? CollectionViewCell.self : ListCell.self, forCellWithReuseIdentifier: identifier)
        }
        collectionView.register(CollectionReusableView.self, forSupplementaryViewOfKind: ElementKind.sectionHeader,
                                withReuseIdentifier: ScenarioModel.headerIdentifier)
        collectionView.register(CollectionReusableView.self, forSupplementaryViewOfKind: ElementKind.sectionFooter,
                                withReuseIdentifier: ScenarioModel.footerIdentifier)
        if case let .compositional(spec) = setup.layout {
            for kind in spec.extraSupplementaryKinds {
                collectionView.register(CollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: ScenarioModel.headerIdentifier)
            }
        }
        collectionView.allowsSelection = setup.allowsSelection
        collectionView.allowsMultipleSelection = setup.allowsMultipleSelection
        collectionView.reloadSelectionPolicy = setup.reloadSelectionPolicy
        collectionView.contentInset = setup.contentInset
        collectionView.isPagingEnabled = setup.isPagingEnabled
        collectionView.bounces = setup.bounces
        collectionView.decelerationRate = setup.fastDeceleration ? .fast : .normal
        collectionView.isScrollEnabled = setup.isScrollEnabled
        collectionView.delaysContentTouches = setup.delaysContentTouches
        collectionView.canCancelContentTouches = setup.canCancelContentTouches
        collectionView.dataSource = model
        collectionView.delegate = model
        if let reorder = setup.reorder {
            collectionView.installsStandardGestureForInteractiveMovement = reorder.standardGesture
            collectionView.interactiveMovementAutoScrollZone = reorder.autoScrollZone
            collectionView.interactiveMovementAutoScrollSpeed = reorder.autoScrollSpeed
        }
    }

    private static func makeBanner(_ spec: BannerSpec, frame: CGRect) throws -> AutoScrollBanner {
        let banner = AutoScrollBanner(frame: frame, items: spec.items, scrollDirection: spec.vertical ? .vertical : .horizontal)
        banner.isInfinitePaging = spec.isInfinite
        banner.showsPageControl = spec.showsPageControl
        banner.allowsDraggingWhileAutoPaging = spec.allowsDragWhileAutoPaging
        try banner.setAutoPageInterval(.seconds(spec.interval))
        return banner
    }

    /// The setup's recognizers, linked by `requireToFail` once all exist, so that one may
    /// require a recognizer listed after it.
    private static func makeRecognizers(_ specs: [RecognizerSpec]) -> [GestureRecognizer] {
        var byName: [String: GestureRecognizer] = [:]
        let recognizers = specs.map { spec -> GestureRecognizer in
            let recognizer: GestureRecognizer
            switch spec.kind {
            case .tap:
                let tap = TapGestureRecognizer()
                tap.numberOfTapsRequired = spec.taps
                tap.numberOfTouchesRequired = spec.touches
                recognizer = tap
            case .longPress:
                let press = LongPressGestureRecognizer()
                press.minimumPressDuration = .seconds(spec.minimumPressDuration)
                press.allowableMovement = spec.allowableMovement
                press.numberOfTouchesRequired = spec.touches
                recognizer = press
            case .pan:
                let pan = PanGestureRecognizer()
                pan.threshold = spec.threshold
                recognizer = pan
            }
            recognizer.name = spec.name
            recognizer.cancelsTouchesInView = spec.cancelsTouchesInView
            recognizer.delaysTouchesBegan = spec.delaysTouchesBegan
            byName[spec.name] = recognizer
            return recognizer
        }
        for (spec, recognizer) in zip(specs, recognizers) {
            if let other = spec.requireToFail.flatMap({ byName[$0] }) { recognizer.require(toFail: other) }
        }
        return recognizers
    }

    /// Every gesture recognizer in the window, by its trace name (`scrollViewPan`, or the
    /// name a scenario gave it).
    public var recognizersByName: [String: GestureRecognizer] {
        var found: [String: GestureRecognizer] = [:]
        var pending: [View] = [window]
        while let view = pending.popLast() {
            for recognizer in view.gestureRecognizers where found[recognizer.traceName] == nil {
                found[recognizer.traceName] = recognizer
            }
            pending += view.subviews
        }
        return found
    }

    /// The name of the item shown at an index path (while an item moves, the data
    /// source's item shown there), or its path as `section.item`.
    public func name(of indexPath: IndexPath) -> String {
        let dataPath = collectionView.dataSourceIndexPath(forPresentationIndexPath: indexPath) ?? indexPath
        return trace.itemNamer?(dataPath) ?? TraceRecord.format(indexPath)
    }

    /// The index path of a named item, with a suggestion when the name is unknown.
    func indexPath(of name: String, at location: SourceLocation) throws -> IndexPath {
        if let banner {
            guard let index = banner.items.firstIndex(of: name) else {
                throw ScenarioError("The banner has no page named '\(Suggest.shortened(name))'.\(Suggest.didYouMean(name, in: banner.items)) Pages: \(Suggest.list(banner.items)).", at: location)
            }
            return IndexPath(item: banner.pager.firstItem + index, section: 0)
        }
        if let namedIndexPath {
            guard let indexPath = namedIndexPath(name) else {
                throw ScenarioError("There is no item named '\(name)'.", at: location)
            }
            return collectionView.presentationIndexPath(forDataSourceIndexPath: indexPath) ?? indexPath
        }
        guard let indexPath = model.indexPath(of: name) else {
            let known = model.allNames
            throw ScenarioError("There is no item named '\(Suggest.shortened(name))'.\(Suggest.didYouMean(name, in: known)) Items now: \(Suggest.list(known)).", at: location)
        }
        // While an item moves, where it is shown.
        return collectionView.presentationIndexPath(forDataSourceIndexPath: indexPath) ?? indexPath
    }

    /// Where a finger goes down for a touch target, in window coordinates: as
    /// ``windowPoint(for:at:)``, and a point must be on the window (its edges included),
    /// since a finger can touch only the screen; a point off it is an error saying where
    /// the window is.
    func touchDownPoint(for target: TouchTarget, at location: SourceLocation) throws -> CGPoint {
        let point = try windowPoint(for: target, at: location)
        let bounds = window.bounds
        guard point.x >= bounds.minX, point.x <= bounds.maxX, point.y >= bounds.minY, point.y <= bounds.maxY else {
            throw ScenarioError("A finger cannot go down at \(Geometry.format(point)): the point is off the window, which spans \(Geometry.format(bounds)), so the touch would reach nothing. Give a point within the viewport, or an item's name.", at: location)
        }
        return point
    }

    /// Where a touch target is, in window coordinates: an item's visible centre, or a point.
    func windowPoint(for target: TouchTarget, at location: SourceLocation) throws -> CGPoint {
        switch target {
        case let .point(point):
            return point
        case let .item(name):
            let indexPath = try indexPath(of: name, at: location)
            try collectionView.layoutNow()
            guard let frame = collectionView.layoutAttributesForItem(at: indexPath)?.frame else {
                throw ScenarioError("The layout has no frame for item '\(name)'.", at: location)
            }
            guard let visible = collectionView.visiblePart(of: frame) else {
                throw ScenarioError("Item '\(name)' is not on screen at \(loop.now)s (its frame is \(Geometry.format(frame)), the visible content is \(Geometry.format(collectionView.bounds))); scroll to it first, for example with '- scrollTo: {item: \(name)}'.", at: location)
            }
            return collectionView.convert(CGPoint(x: visible.midX, y: visible.midY), to: nil)
        case let .text(text):
            return try windowPoint(showing: text, at: location)
        }
    }
}

/// Holds a scenario's model for the trace's namer (see ``ScenarioWorld/init(setup:)``).
private final class ItemNamesBox {
    let model: ScenarioModel
    init(_ model: ScenarioModel) { self.model = model }
}
