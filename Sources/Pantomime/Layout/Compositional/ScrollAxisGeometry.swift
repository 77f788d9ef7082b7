import Foundation

/// Where a boundary item sits along a compositional layout's scroll axis: before the
/// content, after it, or over it.
enum BoundaryPlace {
    case start, end, overlay
}

/// Sizes and rectangles written along a compositional layout's scroll axis ("main") and
/// across it ("cross"), so that one description of sections, headers and footers serves both
/// scroll directions.
protocol ScrollAxisGeometry {
    /// Whether the layout scrolls vertically.
    var vertical: Bool { get }
}

extension ScrollAxisGeometry {
    /// The size's length along the scroll axis.
    func main(_ size: CGSize) -> Double { Double(vertical ? size.height : size.width) }

    /// The size's length across the scroll axis.
    func cross(_ size: CGSize) -> Double { Double(vertical ? size.width : size.height) }

    /// A size of `main` along the scroll axis and `cross` across it.
    func size(main: Double, cross: Double) -> CGSize {
        vertical ? CGSize(width: cross, height: main) : CGSize(width: main, height: cross)
    }

    /// A rectangle from `main` along the scroll axis and `cross` across it.
    func rect(main: Double, cross: Double, mainLength: Double, crossLength: Double) -> CGRect {
        vertical ? CGRect(x: cross, y: main, width: crossLength, height: mainLength)
            : CGRect(x: main, y: cross, width: mainLength, height: crossLength)
    }

    /// Where an alignment puts a boundary item along the scroll axis.
    func place(_ alignment: RectAlignment) -> BoundaryPlace {
        switch alignment {
        case .top: vertical ? .start : .overlay
        case .bottom: vertical ? .end : .overlay
        case .leading: vertical ? .overlay : .start
        case .trailing: vertical ? .overlay : .end
        case .topLeading: .start
        case .topTrailing: vertical ? .start : .end
        case .bottomLeading: vertical ? .end : .start
        case .bottomTrailing: .end
        case .none: .overlay
        }
    }

    /// How far across the scroll axis an alignment puts an item, given `free` room.
    func crossPosition(_ alignment: RectAlignment, free: Double) -> Double {
        let room = max(0, free)
        let toStart: Set<RectAlignment> = vertical ? [.topLeading, .leading, .bottomLeading, .none] : [.topLeading, .top, .topTrailing, .none]
        let toEnd: Set<RectAlignment> = vertical ? [.topTrailing, .trailing, .bottomTrailing] : [.bottomLeading, .bottom, .bottomTrailing]
        if toStart.contains(alignment) { return 0 }
        if toEnd.contains(alignment) { return room }
        return room / 2
    }
}
