import Foundation

/// The layout-wide boundary supplementary items of a compositional layout (from its
/// configuration): a header before the first section, a footer after the last.
///
/// They are sized in the collection view's size and placed at their alignment plus offset,
/// as section headers and footers are in their section. With `extendsBoundary` an item at
/// the start or end of the scroll axis lies outside the sections, and the content grows to
/// hold it; without, it overlaps the content. A pinned item keeps to the visible bounds
/// over the whole content. Each has the index path of item `Int.max` (UIKit's
/// `NSIntegerMax`) of section 0, as in UIKit, so they are laid out only when the
/// collection view has a section.
struct LayoutBoundaryItems: ScrollAxisGeometry {
    /// The item index of every layout-wide boundary item: UIKit's `NSIntegerMax`.
    static let itemIndex = Int.max
    /// The index path of every layout-wide boundary item: item `Int.max` of section 0.
    static let indexPath = IndexPath(item: itemIndex, section: 0)

    /// The items laid out: the configuration's, when the collection view has a section.
    let items: [LayoutBoundarySupplementaryItem]
    let vertical: Bool
    private let viewSize: CGSize
    private let scale: Double
    private let sizes: [CGSize]

    /// The items of `configuration`, for a view of `viewSize` with `sections` sections; an
    /// `.estimated` side takes the size in `measured` (by element kind) that the item's view
    /// reported, once it was measured.
    init(_ configuration: CompositionalLayoutConfiguration, sections: Int, viewSize: CGSize, scale: Double,
         measured: [String: CGSize] = [:]) {
        items = sections > 0 ? configuration.boundarySupplementaryItems : []
        vertical = configuration.scrollDirection == .vertical
        self.viewSize = viewSize
        self.scale = scale
        sizes = items.map { $0.size(in: viewSize, scale: scale, measured: measured[$0.elementKind]) }
    }

    /// How long the header is along the scroll axis: the room the sections start after.
    var headerLength: Double { extent(.start) }

    /// Where each item sits along the scroll axis.
    private var places: [BoundaryPlace] { items.map { place($0.alignment) } }

    /// How long the footer is along the scroll axis: the room after the last section.
    var footerLength: Double { extent(.end) }

    /// Appends the items to section 0 of `builder`, for content from 0 to `end` along the
    /// scroll axis and `crossLength` across it.
    func append(contentEnd end: Double, crossLength: Double, into builder: inout CompositionalStore.Builder) {
        guard !items.isEmpty else { return }
        let contentStart = headerLength, contentEnd = end - footerLength
        let content = rect(main: 0, cross: 0, mainLength: end, crossLength: crossLength)
        let viewCross = Double(vertical ? viewSize.width : viewSize.height)
        let places = self.places
        for (index, item) in items.enumerated() {
            let size = sizes[index]
            let along: Double
            switch (places[index], item.extendsBoundary) {
            case (.start, true): along = 0
            case (.end, true): along = contentEnd
            case (.end, false): along = contentEnd - main(size)
            case (.start, false), (.overlay, _): along = contentStart
            }
            let across = crossPosition(item.alignment, free: viewCross - cross(size))
            let frame = PixelGrid.round(rect(main: along, cross: across, mainLength: main(size), crossLength: cross(size))
                .offsetBy(dx: item.absoluteOffset.x, dy: item.absoluteOffset.y), scale: scale)
            let role: CompositionalStore.Element.Role = !item.pinToVisibleBounds ? .supplementary
                : (places[index] == .end ? .pinnedToEnd : .pinnedToStart)
            builder.append(role, kind: item.elementKind, item: Self.itemIndex, frame: frame,
                           reach: item.pinToVisibleBounds ? content : frame, zIndex: item.zIndex, section: 0)
        }
    }

    private func extent(_ wanted: BoundaryPlace) -> Double {
        items.indices.filter { items[$0].extendsBoundary && places[$0] == wanted }.map { main(sizes[$0]) }.max() ?? 0
    }
}
