import Foundation
import PantomimeLoop

/// What a window shows at one moment, as plain values for drawing: the collection view's
/// elements with their names and frames, selection and highlight, the scroll offset and
/// content bounds, page controls, and the fingers with their recent paths.
///
/// Every rectangle and point is in window coordinates. Elements are listed in drawing
/// order (lowest z-index first; headers and footers under cells), so a renderer draws
/// them as they come; a new kind of element is a new ``Element/Kind`` case and one case in
/// each renderer's switch.
///
/// ```swift
/// let snapshot = ViewSnapshot(collectionView, fingerRecords: trace.records)
/// print(SVGRenderer().render(snapshot))
/// ```
public struct ViewSnapshot: Equatable, Sendable {
    /// One drawn element.
    public struct Element: Equatable, Sendable {
        /// What an element is; renderers draw each kind in its own way.
        public enum Kind: String, Equatable, Sendable {
            /// An item's cell.
            case cell
            /// A header, footer or other supplementary view.
            case supplementary
            /// The item moving interactively, lifted above everything at its position.
            case movingItem
            /// Where the moving item would land: its target's layout frame, empty.
            case placeholder
            /// Where a drag would drop with no gap shown (a copy): a line along the top of the
            /// item it would go before.
            case dropInsertion
            /// The item a drag would drop into (`insertIntoDestinationIndexPath`).
            case dropTarget
            /// A revealed swipe action's button; the label is its title.
            case swipeButton
            /// A revealed destructive swipe action's button.
            case destructiveSwipeButton
        }

        /// What the element is.
        public var kind: Kind
        /// The element's frame in window coordinates.
        public var frame: CGRect
        /// The element's frame in the collection view's content, as the layout gave it.
        public var layoutFrame: CGRect
        /// The item's name (or `section.item`), or a supplementary view's kind and section.
        public var label: String
        /// Whether the element (a cell) is selected.
        public var isSelected: Bool
        /// Whether the element (a cell) is highlighted.
        public var isHighlighted: Bool
        /// The part of the window the element is clipped to besides the viewport, in window
        /// coordinates: for a cell of an orthogonal section, its row's frame (the row scrolls
        /// in a nested scroll view that clips its content, as in UIKit); nil otherwise.
        public var clip: CGRect?

        /// An element; its layout frame is its frame unless given, and it is clipped by the
        /// viewport alone unless a `clip` is given.
        public init(kind: Kind, frame: CGRect, layoutFrame: CGRect? = nil, label: String, isSelected: Bool = false,
                    isHighlighted: Bool = false, clip: CGRect? = nil) {
            self.kind = kind
            self.frame = frame
            self.layoutFrame = layoutFrame ?? frame
            self.label = label
            self.isSelected = isSelected
            self.isHighlighted = isHighlighted
            self.clip = clip
        }

        /// The part of the frame its ``clip`` leaves (the whole frame without a clip);
        /// `CGRect.null` when the clip hides all of it.
        public var visibleFrame: CGRect {
            guard let clip else { return frame }
            return Geometry.rect(frame, intersection: clip)
        }
    }

    /// A page control's dots.
    public struct PageDots: Equatable, Sendable {
        /// The control's frame in window coordinates.
        public var frame: CGRect
        /// How many dots the control shows.
        public var numberOfPages: Int
        /// The index of the dot that is lit.
        public var currentPage: Int
    }

    /// One finger: where it went since the previous snapshot, and whether it is still down.
    public struct Finger: Equatable, Sendable {
        /// Which finger, as the script numbers them.
        public var finger: Int
        /// Window points, oldest first; the last is where the finger is (or lifted).
        public var path: [CGPoint]
        /// Whether the finger still touches the screen.
        public var isDown: Bool
    }

    /// The window's size.
    public var windowSize: CGSize
    /// The collection view's frame in window coordinates: the viewport.
    public var viewport: CGRect
    /// The scroll offset (the collection view's bounds origin).
    public var contentOffset: CGPoint
    /// The content's size.
    public var contentSize: CGSize
    /// The content's bounds in window coordinates (content size at the scroll offset).
    public var contentFrame: CGRect
    /// Visible elements, in drawing order.
    public var elements: [Element]
    /// Page controls showing dots.
    public var pageControls: [PageDots]
    /// Fingers that moved since the previous snapshot or are still down.
    public var fingers: [Finger]
    /// The loop's time when the snapshot was taken.
    public var time: LoopInstant

    /// Takes a snapshot of `collectionView` and what its window shows.
    ///
    /// - Parameters:
    ///   - collectionView: the view to draw; its window (when it has one) gives the page
    ///     controls, the active touches and the time.
    ///   - fingerRecords: touch records whose positions make the fingers' recent paths,
    ///     usually the records since the previous snapshot.
    public init(_ collectionView: CollectionView, fingerRecords: some Sequence<TraceRecord> = [TraceRecord]()) {
        let window = collectionView.window
        let root: View = collectionView.ancestry.last ?? collectionView
        windowSize = root.bounds.size
        let origin = collectionView.convert(collectionView.bounds.origin, to: nil)
        viewport = CGRect(origin: origin, size: collectionView.bounds.size)
        contentOffset = collectionView.bounds.origin
        contentSize = collectionView.contentSize
        contentFrame = CGRect(origin: collectionView.convert(.zero, to: nil), size: collectionView.contentSize)
        time = window?.loop.now ?? .zero

        let ordered = collectionView.visibleViews
            .filter { $0.key.category != .decorationView && !$0.value.isHidden && $0.value.alpha > 0 }
            .sorted { lhs, rhs in
                let rank: (ElementKey) -> Int = { $0.category == .cell ? 1 : 0 }
                if lhs.value.zIndex != rhs.value.zIndex { return lhs.value.zIndex < rhs.value.zIndex }
                if rank(lhs.key) != rank(rhs.key) { return rank(lhs.key) < rank(rhs.key) }
                if lhs.key.indexPath != rhs.key.indexPath { return lhs.key.indexPath < rhs.key.indexPath }
                return (lhs.key.kind ?? "") < (rhs.key.kind ?? "")
            }
        var elements: [Element] = []
        let moving = collectionView.interactiveMovement
        if let moving, let place = collectionView.collectionViewLayout.layoutAttributesForItem(at: moving.targetIndexPath)?.frame {
            let frame = CGRect(origin: collectionView.convert(place.origin, to: nil), size: place.size)
            elements.append(Element(kind: .placeholder, frame: frame, layoutFrame: place, label: ""))
        }
        let swiped = collectionView.swipedRow
        let rowClips = Self.rowClips(collectionView)
        for (key, view) in ordered {
            let frame = CGRect(origin: collectionView.convert(view.frame.origin, to: nil), size: view.frame.size)
            switch key.category {
            case .cell:
                let label = (view as? CollectionViewCell)?.title ?? Self.drawnText(in: view)
                    ?? window?.trace.itemNamer?(key.indexPath) ?? TraceRecord.format(key.indexPath)
                let isMoving = moving?.targetIndexPath == key.indexPath
                // A swiped row's content is drawn where the swipe moved it, its buttons beside.
                var shown = frame
                if let swiped, swiped.indexPath == key.indexPath {
                    shown = frame.offsetBy(dx: swiped.offset, dy: 0)
                    for button in swiped.buttons where button.frame.width > 0 {
                        let buttonFrame = CGRect(origin: collectionView.convert(button.frame.origin, to: nil), size: button.frame.size)
                        elements.append(Element(kind: button.style == .destructive ? .destructiveSwipeButton : .swipeButton,
                                                frame: buttonFrame, layoutFrame: button.frame, label: button.title ?? ""))
                    }
                }
                // A drag of several items: the lifted one says how many more it carries.
                let carried = isMoving ? collectionView.dragDropController.machine.session?.drag.items.count ?? 1 : 1
                elements.append(Element(kind: isMoving ? .movingItem : .cell, frame: shown, layoutFrame: view.frame,
                                        label: carried > 1 ? "\(label) +\(carried - 1)" : label,
                                        isSelected: collectionView.selection.selected.contains(key.indexPath),
                                        isHighlighted: collectionView.selection.highlighted.contains(key.indexPath),
                                        clip: rowClips(key.indexPath.section)))
            case .supplementaryView:
                let label = ElementKind.shortName(key.kind ?? "") + " " + String(key.indexPath.section)
                elements.append(Element(kind: .supplementary, frame: frame, layoutFrame: view.frame, label: label))
            case .decorationView:
                break
            }
        }
        elements += Self.dropElements(collectionView)
        self.elements = elements

        var dots: [PageDots] = []
        var pending: [View] = [root]
        while let view = pending.popLast() {
            if case let .pageDots(numberOfPages, currentPage)? = view.drawing {
                let frame = CGRect(origin: view.superview?.convert(view.frame.origin, to: nil) ?? view.frame.origin,
                                   size: view.frame.size)
                dots.append(PageDots(frame: frame, numberOfPages: numberOfPages, currentPage: currentPage))
            }
            if !view.isHidden { pending += view.subviews.reversed() }
        }
        pageControls = dots

        var paths: [Int: [CGPoint]] = [:]
        for record in fingerRecords where record.kind == .touch && record.call != "touchesCancelledInView" {
            guard let finger = record.values.first(where: { $0.key == "finger" }).flatMap({ Int($0.value) }),
                  let at = record.values.first(where: { $0.key == "at" }),
                  case let .pair(x, y) = at.typedValue else { continue }
            paths[finger, default: []].append(CGPoint(x: x, y: y))
        }
        let down = window?.touchDispatcher.activeTouches ?? []
        for touch in down where paths[touch.finger]?.last != touch.locationInWindow {
            paths[touch.finger, default: []].append(touch.locationInWindow)
        }
        let downFingers = Set(down.map(\.finger))
        fingers = paths.keys.sorted().map { finger in
            Finger(finger: finger, path: paths[finger] ?? [], isDown: downFingers.contains(finger))
        }
    }
}
