import Foundation

/// Lays out a compositional layout's sections one after another along the scroll axis,
/// as UIKit does (see ``CompositionalLayout``).
struct SectionSolver: ScrollAxisGeometry {
    /// The scroll direction.
    let direction: FlowLayout.ScrollDirection
    /// The collection view's bounds size.
    let viewSize: CGSize
    /// The pixels per point frames are rounded to.
    let scale: Double
    /// The sizes self-sizing cells reported, by section and item.
    var measured: [Int: [Int: CGSize]] = [:]
    /// The sizes self-sizing boundary items reported, by section and element kind.
    var measuredBoundary: [Int: [String: CGSize]] = [:]

    var vertical: Bool { direction == .vertical }
    private var mainLength: Double { Double(vertical ? viewSize.height : viewSize.width) }
    private var crossLength: Double { Double(vertical ? viewSize.width : viewSize.height) }

    /// Lays out `section` (the layout's section `index`, of `count` items) from `start`
    /// along the scroll axis; returns where it ends, how far across its content reaches,
    /// and the axes each self-sizing item's content sizes.
    func lay(_ section: LayoutSection, index: Int, count: Int, from start: Double, into builder: inout CompositionalStore.Builder)
        -> (end: Double, crossReach: Double, selfSizing: [Int: SelfSizingAxes]) {
        let boundary = section.boundarySupplementaryItems
        guard count > 0 || !boundary.isEmpty else { return (start, 0, [:]) }
        var selfSizing: [Int: SelfSizingAxes] = [:]
        let insets = section.contentInsets.resolvingFractions(in: viewSize)
        let (mainStart, mainEnd) = vertical ? (insets.top, insets.bottom) : (insets.leading, insets.trailing)
        let (crossStart, crossEnd) = vertical ? (insets.leading, insets.trailing) : (insets.top, insets.bottom)
        let contentCross = max(0, crossLength - crossStart - crossEnd)

        // Boundary items: sized in the section's width (less its insets when they follow them).
        let follows = section.supplementariesFollowContentInsets
        let boundaryCrossOrigin = follows ? crossStart : 0
        let boundaryCross = follows ? contentCross : crossLength
        let boundaryContainer = size(main: mainLength, cross: boundaryCross)
        let sizes = boundarySizes(boundary, section: index, in: boundaryContainer)
        let places = boundary.map { place($0.alignment) }
        func extent(_ wanted: BoundaryPlace) -> Double {
            zip(boundary, zip(places, sizes)).filter { $0.0.extendsBoundary && $0.1.0 == wanted }.map { main($0.1.1) }.max() ?? 0
        }
        let headerLength = extent(.start), footerLength = extent(.end)

        var cursor = start + headerLength
        let contentStart = cursor
        var crossReach = 0.0
        let hasDecorations = !section.decorationItems.isEmpty
        if count > 0 {
            cursor += mainStart
            let groupContainer = size(main: mainLength, cross: contentCross)
            let groupSize = section.group.layoutSize.resolve(in: groupContainer, scale: scale)
            let solver = GroupSolver(scale: scale, measured: measured[index] ?? [:])
            var anchoring = SupplementaryAnchoring(scale: scale)
            var remaining = count
            let spacing = Geometry.isUsable(section.interGroupSpacing) ? max(0, section.interGroupSpacing) : 0
            if section.orthogonalScrollingBehavior != .none {
                let rowMain = layRow(section, count: count, groupSize: groupSize, spacing: spacing, solver: solver,
                                     at: (main: cursor, crossStart: crossStart, viewport: contentCross), into: &builder,
                                     selfSizing: &selfSizing)
                crossReach = crossLength
                cursor += rowMain
                remaining = 0
            }
            while remaining > 0 {
                let first = count - remaining
                let solved = solver.solve(section.group, size: groupSize, remaining: remaining, first: first)
                // A group that holds not even one item lays out nothing more: UIKit shows the
                // rest of the section as empty.
                guard !solved.cells.isEmpty else { break }
                remaining -= solved.cells.count
                var groupMain = main(solved.size)
                if remaining <= 0, !solved.isFull { groupMain = min(groupMain, main(solved.reach)) }
                let groupFrame = rect(main: cursor, cross: crossStart, mainLength: groupMain, crossLength: cross(solved.size))
                let roundedGroup = PixelGrid.round(groupFrame, scale: scale)
                for (offset, cell) in solved.cells.enumerated() {
                    let frame = PixelGrid.round(cell.frame.offsetBy(dx: groupFrame.minX, dy: groupFrame.minY), scale: scale)
                    builder.appendCell(frame, groupFrame: roundedGroup, zIndex: hasDecorations && cell.zIndex < 1 ? 1 : cell.zIndex)
                    if !cell.axes.isEmpty { selfSizing[first + offset] = cell.axes }
                }
                anchoring.place(solved, of: section.group, at: groupFrame)
                crossReach = max(crossReach, crossStart + cross(solved.size) + crossEnd)
                cursor += groupMain
                if remaining > 0 { cursor += spacing }
            }
            anchoring.append(into: &builder)
            cursor += mainEnd
        }
        let contentEnd = cursor
        let end = contentEnd + footerLength
        let sectionFrame = rect(main: start, cross: 0, mainLength: end - start, crossLength: max(crossLength, crossReach))

        for (index, item) in boundary.enumerated() {
            let itemSize = sizes[index]
            let along: Double
            switch (places[index], item.extendsBoundary) {
            case (.start, true): along = start
            case (.end, true): along = contentEnd
            case (.end, false): along = contentEnd - main(itemSize)
            case (.start, false), (.overlay, _): along = contentStart
            }
            let across = boundaryCrossOrigin + crossPosition(item.alignment, free: boundaryCross - cross(itemSize))
            let frame = PixelGrid.round(rect(main: along, cross: across, mainLength: main(itemSize), crossLength: cross(itemSize))
                .offsetBy(dx: item.absoluteOffset.x, dy: item.absoluteOffset.y), scale: scale)
            let role: CompositionalStore.Element.Role = !item.pinToVisibleBounds ? .supplementary : (places[index] == .end ? .pinnedToEnd : .pinnedToStart)
            builder.append(role, kind: item.elementKind, item: 0, frame: frame, reach: item.pinToVisibleBounds ? sectionFrame : frame,
                           zIndex: item.zIndex)
        }
        if end > start {
            // Queries find a decoration through its section's frame, as UIKit does.
            let roundedSection = PixelGrid.round(sectionFrame, scale: scale)
            for (index, decoration) in section.decorationItems.enumerated() {
                let insets = decoration.contentInsets.cleaned
                let frame = CGRect(x: Double(sectionFrame.minX) + insets.leading, y: Double(sectionFrame.minY) + insets.top,
                                   width: max(0, Double(sectionFrame.width) - insets.leading - insets.trailing),
                                   height: max(0, Double(sectionFrame.height) - insets.top - insets.bottom))
                let rounded = PixelGrid.round(frame, scale: scale)
                builder.append(.decoration, kind: decoration.elementKind, item: index, frame: rounded, reach: roundedSection, zIndex: decoration.zIndex)
            }
        }
        return (end, crossReach, selfSizing)
    }

    /// Lays out an orthogonal section's groups in one row across the scroll axis, from
    /// `at.crossStart`, whose resting points are those of a viewport `at.viewport` long;
    /// returns the row's length along the scroll axis (its tallest group's).
    private func layRow(_ section: LayoutSection, count: Int, groupSize: CGSize, spacing: Double, solver: GroupSolver,
                        at place: (main: Double, crossStart: Double, viewport: Double),
                        into builder: inout CompositionalStore.Builder, selfSizing: inout [Int: SelfSizingAxes]) -> Double {
        var groups: [SolvedGroup] = []
        var remaining = count
        while remaining > 0 {
            let solved = solver.solve(section.group, size: groupSize, remaining: remaining, first: count - remaining)
            guard !solved.cells.isEmpty else { break }
            remaining -= solved.cells.count
            groups.append(solved)
        }
        let rowMain = groups.map { main($0.size) }.max() ?? 0
        // The row scrolls within the section's whole width (its insets are the row's own), so
        // its cells are found, and clipped, by that frame.
        let rowFrame = PixelGrid.round(rect(main: place.main, cross: 0, mainLength: rowMain, crossLength: crossLength), scale: scale)
        var across = place.crossStart
        var item = 0
        var anchoring = SupplementaryAnchoring(scale: scale)
        for solved in groups {
            let groupFrame = rect(main: place.main, cross: across, mainLength: main(solved.size), crossLength: cross(solved.size))
            anchoring.place(solved, of: section.group, at: groupFrame)
            for cell in solved.cells {
                let frame = PixelGrid.round(cell.frame.offsetBy(dx: groupFrame.minX, dy: groupFrame.minY), scale: scale)
                builder.appendCell(frame, groupFrame: rowFrame, zIndex: !section.decorationItems.isEmpty && cell.zIndex < 1 ? 1 : cell.zIndex)
                if !cell.axes.isEmpty { selfSizing[item] = cell.axes }
                item += 1
            }
            across += cross(solved.size) + spacing
        }
        anchoring.append(into: &builder, row: rowFrame, vertical: vertical)
        let stops = OrthogonalStops(behavior: section.orthogonalScrollingBehavior, viewportLength: place.viewport,
                                    groupLength: groups.first.map { cross($0.size) } ?? 0, spacing: spacing, groupCount: groups.count)
        builder.setRow(CompositionalStore.Row(stops: stops, position: place.main, length: rowMain))
        return rowMain
    }
}
