import Foundation

/// One cell of a layout's answer, as prefetching reads it: its place and its frame.
struct PrefetchCell {
    /// The item's place as two integers.
    var key: PrefetchItemKey
    /// The index path the layout gave.
    var path: IndexPath
    /// The frame the layout gave.
    var frame: CGRect
}

/// Where a prefetching pass looks for candidates.
struct PrefetchWindow {
    /// The bounds extended by one viewport length along the scroll axis.
    var rect: CGRect
    /// Whether the scroll axis is vertical.
    var vertical: Bool
    /// How far the bounds moved along the scroll axis since the last pass.
    var moved: Double
}

/// How far an item lies from the bounds along the scroll axis, for one window and one set of
/// bounds, or nil when it is no candidate (rule 1 of ``PrefetchingController``): its frame
/// is not finite, does not intersect the window (`Geometry.rect(_:intersects:)`, edges
/// touching included), or intersects the bounds. What the rule reads of the two rects is
/// worked out once: a pass measures every cell of its window against them.
struct PrefetchDistance {
    private let vertical: Bool
    /// Whether the window and the bounds are finite.
    private let windowIsFinite: Bool
    private let boundsAreFinite: Bool
    /// Each rect's span along an axis as ``Geometry/finiteRect(_:intersects:)`` takes it:
    /// the low end (a negative length reaching back from the origin) and the low end plus
    /// the length's size.
    private let window: (x: Span, y: Span)
    private let bounds: (x: Span, y: Span)
    /// The bounds' near and far edges along the scroll axis, as Foundation's `minY` and
    /// `maxY` (or `minX` and `maxX`) give them.
    private let boundsMin: Double, boundsMax: Double

    /// The span of an origin and a length, as a rect intersection check reads it.
    private struct Span {
        let low: Double
        let reach: Double

        @inline(__always)
        init(_ origin: Double, _ length: Double) {
            low = length < 0 ? origin + length : origin
            reach = low + abs(length)
        }
    }

    init(_ window: PrefetchWindow, bounds: CGRect) {
        vertical = window.vertical
        windowIsFinite = Geometry.isFinite(window.rect)
        boundsAreFinite = Geometry.isFinite(bounds)
        self.window = (Span(Double(window.rect.origin.x), Double(window.rect.size.width)),
                       Span(Double(window.rect.origin.y), Double(window.rect.size.height)))
        self.bounds = (Span(Double(bounds.origin.x), Double(bounds.size.width)), Span(Double(bounds.origin.y), Double(bounds.size.height)))
        boundsMin = Double(vertical ? bounds.minY : bounds.minX)
        boundsMax = Double(vertical ? bounds.maxY : bounds.maxX)
    }

    /// How far an item with `frame` lies from the bounds along the scroll axis, or nil when
    /// it is no candidate: its frame does not meet the window, or meets the bounds.
    @inline(__always)
    func callAsFunction(_ frame: CGRect) -> Double? {
        let x = Double(frame.origin.x), y = Double(frame.origin.y), width = Double(frame.size.width), height = Double(frame.size.height)
        guard windowIsFinite, x.isFinite, y.isFinite, width.isFinite, height.isFinite else { return nil }
        let across = Span(x, width), along = Span(y, height)
        guard Self.meet(window.x, across), Self.meet(window.y, along),
              !(boundsAreFinite && Self.meet(bounds.x, across) && Self.meet(bounds.y, along)) else { return nil }
        // The frame's edges as Foundation's accessors give them.
        let low = vertical ? y + min(height, 0) : x + min(width, 0)
        let high = vertical ? y + max(height, 0) : x + max(width, 0)
        return max(boundsMin - high, low - boundsMax, 0)
    }

    /// Whether two closed spans overlap or touch: the rule of ``Geometry/finiteRect(_:intersects:)``.
    @inline(__always)
    private static func meet(_ span: Span, _ other: Span) -> Bool {
        span.low <= other.reach && other.low <= span.reach
    }
}

/// What prefetching keeps of the layout's answers between passes (see ``PrefetchBand``).
enum PrefetchBandState {
    /// Nothing: the last pass could keep no band (see ``PrefetchPassInputs``).
    case none
    /// No band, and the layout and data of the last pass: a band is asked for when the next
    /// pass finds them unchanged and its bounds moved a little.
    case seen(PrefetchBand.Token)
    /// A band, which answers while its layout and data are unchanged.
    case kept(PrefetchBand)
    /// No band for this layout and data: the layout's cells came out of index-path order, so
    /// each window is asked about.
    case refused(PrefetchBand.Token)
}

/// Where a prefetching pass reads the layout's cells from.
enum PrefetchCellSource {
    /// A band that holds the window, and the rect the layout would have been asked about
    /// (the part of the window beyond the bounds): only the band's cells that meet it, as
    /// ``CGRect/meets(_:)`` counts it, are those the layout would have answered.
    case band(PrefetchBand, asked: CGRect)
    /// The layout, to be asked about the part of the window beyond the bounds (`asked`):
    /// asked by the pass that reads it, which may ask about less of it (see
    /// ``PrefetchingController``'s walk for the nearest candidate).
    case layout(CollectionViewLayout, asked: CGRect)
}

/// The layout's cells over a band around the bounds, kept so that the prefetching passes of
/// a scroll or an animation, whose windows move a little at every frame, ask the layout once
/// for many frames instead of at every one.
///
/// UIKit's contract for ``CollectionViewLayout/layoutAttributesForElements(in:)`` is that it
/// returns every element whose frame meets the rect, and that the answer holds while the
/// layout is not invalidated (it has not prepared again) and the data has not changed: the
/// same contract the shown band relies on. So, for a window inside the band, the cells of the
/// band that meet the window are the cells a query of the window would find. A band is kept
/// only when its cells come in strictly increasing index-path order, each once, so that the
/// candidates found in it come in the order, and with the distances, that a query of the
/// window gives.
struct PrefetchBand {
    /// What a band's answer depends on besides its rect.
    struct Token: Equatable {
        /// The layout asked.
        var layout: ObjectIdentifier
        /// How many times it had prepared (every invalidation prepares it again).
        var preparations: Int
        /// The collection view's data generation.
        var dataGeneration: Int

        /// The token of a pass with `inputs`.
        init(_ inputs: PrefetchPassInputs) {
            layout = inputs.layout
            preparations = inputs.preparations
            dataGeneration = inputs.dataGeneration
        }
    }

    /// The rect the layout was asked about.
    let rect: CGRect
    /// The layout asked, held so that while the band is kept no other layout can take its
    /// identity.
    let layout: CollectionViewLayout
    /// The layout's preparations and the data generation when it was asked.
    let token: Token
    /// The cells of the answer, in strictly increasing index-path order.
    let cells: [PrefetchCell]

    /// A band over `rect` from the layout's `answer` for it, or nil when the answer's cells
    /// are not in strictly increasing index-path order (a layout that names a cell twice, or
    /// answers in another order, is asked about each window instead).
    init?(rect: CGRect, layout: CollectionViewLayout, inputs: PrefetchPassInputs, answer: [LayoutCellFrame]) {
        var cells: [PrefetchCell] = []
        cells.reserveCapacity(answer.count)
        for element in answer {
            guard let key = element.key else { continue }
            if let last = cells.last, !(last.key < key) { return nil }
            cells.append(PrefetchCell(key: key, path: key.indexPath, frame: element.frame))
        }
        self.rect = rect
        self.layout = layout
        token = Token(inputs)
        self.cells = cells
    }

    /// Whether the band holds every cell meeting `window` and `lookAhead` (the part of the
    /// window the layout would be asked about) for a pass with `token`.
    func covers(_ window: CGRect, _ lookAhead: CGRect, token: Token) -> Bool {
        token == self.token && Self.contains(rect, window) && Self.contains(rect, lookAhead)
    }

    /// The rect to ask the layout about for `bounds`: the bounds grown by two viewport lengths
    /// each way along the scroll axis, so that the window looked in (one viewport length
    /// beyond the bounds, either way) stays inside it while the bounds move less than one
    /// viewport length.
    static func rect(around bounds: CGRect, vertical: Bool) -> CGRect {
        vertical
            ? CGRect(x: bounds.minX, y: bounds.minY - 2 * bounds.height, width: bounds.width, height: 5 * bounds.height)
            : CGRect(x: bounds.minX - 2 * bounds.width, y: bounds.minY, width: 5 * bounds.width, height: bounds.height)
    }

    /// Whether a band is worth asking for after the bounds moved `moved` along an axis whose
    /// viewport length is `length`: they moved, by less than one viewport length, as the
    /// frames of a scroll or an animation do; a jump of a viewport or more would leave it at
    /// once.
    static func isWorthKeeping(moved: Double, length: Double) -> Bool {
        moved != 0 && abs(moved) < length
    }

    private static func contains(_ outer: CGRect, _ inner: CGRect) -> Bool {
        outer.minX <= inner.minX && inner.maxX <= outer.maxX && outer.minY <= inner.minY && inner.maxY <= outer.maxY
    }
}
