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

    /// How far an item with `frame` lies from `bounds` along the scroll axis, or nil when it
    /// is no candidate (rule 1 of ``PrefetchingController``): its frame does not meet the
    /// window, or meets the bounds.
    func distance(of frame: CGRect, from bounds: CGRect) -> Double? {
        // `Geometry.rect(_:intersects:)` twice, with the frame's finiteness checked once.
        guard Geometry.isFinite(frame), Geometry.isFinite(rect), Geometry.finiteRect(rect, intersects: frame),
              !(Geometry.isFinite(bounds) && Geometry.finiteRect(bounds, intersects: frame)) else { return nil }
        return vertical
            ? max(Double(bounds.minY - frame.maxY), Double(frame.minY - bounds.maxY), 0)
            : max(Double(bounds.minX - frame.maxX), Double(frame.minX - bounds.maxX), 0)
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
    /// The cells of the layout's answer for the part of the window beyond the bounds.
    case answer([LayoutCellFrame])
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
