import Foundation

/// One group laid out: its cells' frames relative to the group's origin.
struct SolvedGroup {
    /// A cell's frame (after its item's insets), its z-index from a custom group, and the
    /// axes its content sizes (its item's estimated sides; none in a count-fixed group).
    struct Cell {
        var frame: CGRect
        var zIndex: Int
        var axes: SelfSizingAxes = []
    }

    /// Supplementary items on one host: an item (on its cell's frame) or a nested group (on
    /// its frame), relative to the group's origin.
    struct Attachment {
        /// The host's frame.
        var frame: CGRect
        /// The host's supplementary items.
        var items: [LayoutSupplementaryItem]
        /// The place among the group's cells of the host's first cell: the attachment goes
        /// with that cell when a section's last group keeps fewer items.
        var firstCell: Int
    }

    /// The group's size (an estimated side is as long as its items reach).
    var size: CGSize
    /// The cells, in item order.
    var cells: [Cell]
    /// The supplementary items of the group's items and nested groups, in layout order:
    /// an item's after the items before it, a nested group's after its own items'.
    var attachments: [Attachment] = []
    /// How far the group's items reach (their slots, the group's insets and edge spacing
    /// included), from the group's origin.
    var reach: CGSize
    /// Whether the group stopped for lack of room (or its count), not because the items
    /// ran out: a group that is not full is trimmed when it is a section's last.
    var isFull: Bool

    static var empty: SolvedGroup { SolvedGroup(size: .zero, cells: [], reach: .zero, isFull: true) }
}

/// Lays out one group, as UIKit's compositional layout does (see ``LayoutGroup``).
struct GroupSolver {
    /// The pixels per point that fractional sizes are rounded down to.
    let scale: Double
    /// The sizes self-sizing cells reported, by item of the section being laid out: they
    /// replace the estimated sides of their items.
    var measured: [Int: CGSize] = [:]

    /// One subitem placed along the group's axis: its slot's size and room.
    private struct Instance {
        var item: LayoutItem
        var slot: CGSize
        var leading: LayoutSpacing?
        var trailing: LayoutSpacing?
        var crossLeading: LayoutSpacing?
        var nested: SolvedGroup?
        var consumed: Int
        var length: Double
        var axes: SelfSizingAxes
    }

    /// The most items one group holds, whatever its sizes: a bound on the work of a group
    /// of items 0 points long.
    static let maximumItemsPerGroup = 100_000
    /// The most items one group holds when their sizes depend on how many there are
    /// (fractions of the group's length with spacing between them).
    static let maximumSizedItemsPerGroup = 1_000

    /// Lays out `group` at `size`, with `remaining` items left in the section (at least 1),
    /// the first of them the section's item `first`.
    func solve(_ group: LayoutGroup, size: CGSize, remaining: Int, first: Int = 0) -> SolvedGroup {
        guard remaining > 0 else { return .empty }
        let insets = group.contentInsets.resolvingFractions(in: size)
        let inner = CGSize(width: max(0, Double(size.width) - insets.leading - insets.trailing),
                           height: max(0, Double(size.height) - insets.top - insets.bottom))
        var solved: SolvedGroup
        switch group.arrangement {
        case let .cycling(axis, subitems):
            solved = cycle(subitems, axis: axis, spacing: group.interItemSpacing, inner: inner, remaining: remaining, first: first)
        case let .repeating(axis, subitem, count):
            solved = repeatItem(subitem, count: count, axis: axis, spacing: group.interItemSpacing, inner: inner, remaining: remaining,
                                first: first)
        case let .custom(provider):
            let items = provider(LayoutEnvironment(container: LayoutContainer(contentSize: inner)))
            let taken = items.prefix(remaining).filter { Geometry.isUsable($0.frame) }
            // A custom group's items are frames alone (UIKit's NSCollectionLayoutGroupCustomItem
            // has a frame and a z-index, no supplementary items).
            solved = SolvedGroup(size: size, cells: taken.map { .init(frame: $0.frame, zIndex: $0.zIndex) },
                                 reach: CGSize(width: taken.map { Double($0.frame.maxX) }.max() ?? 0,
                                               height: taken.map { Double($0.frame.maxY) }.max() ?? 0),
                                 isFull: taken.count == items.count)
        }
        // Cells and reach move in by the group's own insets.
        for index in solved.cells.indices {
            solved.cells[index].frame = solved.cells[index].frame.offsetBy(dx: insets.leading, dy: insets.top)
        }
        for index in solved.attachments.indices {
            solved.attachments[index].frame = solved.attachments[index].frame.offsetBy(dx: insets.leading, dy: insets.top)
        }
        let reach = CGSize(width: Double(solved.reach.width) + insets.leading + insets.trailing,
                           height: Double(solved.reach.height) + insets.top + insets.bottom)
        // An estimated side is as long as the items reach.
        let width = group.layoutSize.widthDimension.isEstimated ? reach.width : size.width
        let height = group.layoutSize.heightDimension.isEstimated ? reach.height : size.height
        return SolvedGroup(size: CGSize(width: width, height: height), cells: solved.cells, attachments: solved.attachments, reach: reach,
                           isFull: solved.isFull)
    }

    /// Subitems cycled along `axis`, as many as fit: the largest n whose items, each sized
    /// against the length less n − 1 spacings, fit with those spacings.
    private func cycle(_ subitems: [LayoutItem], axis: LayoutGroup.GroupAxis, spacing: LayoutSpacing?,
                       inner: CGSize, remaining: Int, first: Int) -> SolvedGroup {
        guard !subitems.isEmpty else { return SolvedGroup(size: inner, cells: [], reach: .zero, isFull: true) }
        let gap = spacing?.spacing ?? 0
        let length = Self.along(inner, axis)
        let dependsOnCount = gap > 0 && subitems.contains { Self.readsAlong($0, axis) }
        // The group's capacity: the largest n that fits. Where sizes depend on n, n may pass
        // the items left (a section's last group sizes its items as a full group would).
        var best: [Instance] = []
        var current: [Instance] = []
        var n = 0
        var exhausted = false
        // Sizes that depend on n are worked out again for each n: that search stops at
        // ``maximumSizedItemsPerGroup`` so that its cost stays bounded.
        let limit = dependsOnCount ? Self.maximumSizedItemsPerGroup : Self.maximumItemsPerGroup
        while n < limit {
            n += 1
            var consumed = current.reduce(0) { $0 + $1.consumed }
            if dependsOnCount {
                let container = Self.with(inner, along: max(0, length - Double(n - 1) * gap), axis)
                current = []
                consumed = 0
                for index in 0..<n {
                    let instance = place(subitems[index % subitems.count], container: container, axis: axis,
                                         remaining: max(1, remaining - consumed), first: first + consumed)
                    current.append(instance)
                    consumed += instance.consumed
                }
            } else {
                guard consumed < remaining else { exhausted = true; break }
                let instance = place(subitems[(n - 1) % subitems.count], container: inner, axis: axis, remaining: remaining - consumed,
                                     first: first + consumed)
                current.append(instance)
            }
            guard current.allSatisfy({ $0.consumed > 0 }) else { break }
            let used = current.reduce(0) { $0 + $1.length } + Double(n - 1) * gap
            guard used <= length + 1e-9 else { break }
            best = current
        }
        // Only the items left are placed.
        var kept: [Instance] = []
        var taken = 0
        for var instance in best where taken < remaining {
            if instance.consumed > remaining - taken, var nested = instance.nested {
                nested.cells = Array(nested.cells.prefix(remaining - taken))
                nested.attachments.removeAll { $0.firstCell >= nested.cells.count }
                instance.nested = nested
                instance.consumed = nested.cells.count
            }
            kept.append(instance)
            taken += instance.consumed
        }
        let ranOut = kept.count < best.count || exhausted
        return arrange(kept, axis: axis, spacing: spacing, inner: inner, isFull: !ranOut)
    }

    /// Exactly `count` copies of `subitem`, sharing the length less the spacings.
    private func repeatItem(_ subitem: LayoutItem, count: Int, axis: LayoutGroup.GroupAxis, spacing: LayoutSpacing?,
                            inner: CGSize, remaining: Int, first: Int) -> SolvedGroup {
        guard count > 0 else { return SolvedGroup(size: inner, cells: [], reach: .zero, isFull: true) }
        let gap = spacing?.spacing ?? 0
        let share = PixelGrid.floor(max(0, (Self.along(inner, axis) - Double(count - 1) * gap) / Double(count)), scale: scale)
        var instances: [Instance] = []
        var consumed = 0
        for _ in 0..<min(count, remaining) {
            let instance = place(subitem, container: inner, axis: axis, remaining: remaining - consumed, first: first + consumed,
                                 forcedLength: share)
            guard instance.consumed > 0 else { break }
            instances.append(instance)
            consumed += instance.consumed
        }
        return arrange(instances, axis: axis, spacing: spacing, inner: inner, isFull: instances.count == count)
    }

    /// One subitem, the section's item `first`, sized in `container`: a nested group is
    /// laid out with the items left; an item's estimated sides take its measured size,
    /// except in a count-fixed group (`forcedLength`), which divides its estimate.
    private func place(_ item: LayoutItem, container: CGSize, axis: LayoutGroup.GroupAxis, remaining: Int, first: Int,
                       forcedLength: Double? = nil) -> Instance {
        var slot = item.layoutSize.resolve(in: container, scale: scale)
        var axes: SelfSizingAxes = []
        if let forcedLength {
            slot = Self.with(slot, along: forcedLength, axis)
        } else if !(item is LayoutGroup) {
            if item.layoutSize.widthDimension.isEstimated { axes.insert(.width) }
            if item.layoutSize.heightDimension.isEstimated { axes.insert(.height) }
            if !axes.isEmpty, let size = measured[first] {
                slot = CGSize(width: axes.contains(.width) ? size.width : slot.width, height: axes.contains(.height) ? size.height : slot.height)
            }
        }
        let edges = item.edgeSpacing
        let leading = axis == .horizontal ? edges?.leading : edges?.top
        let trailing = axis == .horizontal ? edges?.trailing : edges?.bottom
        let crossLeading = axis == .horizontal ? edges?.top : edges?.leading
        var nested: SolvedGroup?
        var consumed = 1
        if let group = item as? LayoutGroup {
            let solved = solve(group, size: slot, remaining: remaining, first: first)
            slot = solved.size
            nested = solved
            consumed = solved.cells.count
        }
        let length = Self.along(slot, axis) + (leading?.spacing ?? 0) + (trailing?.spacing ?? 0)
        return Instance(item: item, slot: slot, leading: leading, trailing: trailing, crossLeading: crossLeading,
                        nested: nested, consumed: consumed, length: length, axes: axes)
    }

    /// Places the instances along the axis, sharing the room left among flexible spacings.
    private func arrange(_ instances: [Instance], axis: LayoutGroup.GroupAxis, spacing: LayoutSpacing?,
                         inner: CGSize, isFull: Bool) -> SolvedGroup {
        let gap = spacing?.spacing ?? 0
        let length = Self.along(inner, axis)
        let used = instances.reduce(0) { $0 + $1.length } + Double(max(0, instances.count - 1)) * gap
        var flexible = instances.reduce(0) { $0 + ($1.leading?.isFlexibleSpacing == true ? 1 : 0) + ($1.trailing?.isFlexibleSpacing == true ? 1 : 0) }
        if spacing?.isFlexibleSpacing == true { flexible += max(0, instances.count - 1) }
        let share = flexible > 0 ? max(0, length - used) / Double(flexible) : 0
        func room(_ spacing: LayoutSpacing?) -> Double {
            guard let spacing else { return 0 }
            return spacing.spacing + (spacing.isFlexibleSpacing ? share : 0)
        }
        var cells: [SolvedGroup.Cell] = []
        var attachments: [SolvedGroup.Attachment] = []
        var cursor = 0.0
        var reachAcross = 0.0
        for (index, instance) in instances.enumerated() {
            cursor += room(instance.leading)
            let across = room(instance.crossLeading)
            let origin = axis == .horizontal ? CGPoint(x: cursor, y: across) : CGPoint(x: across, y: cursor)
            let slot = CGRect(origin: origin, size: instance.slot)
            let first = cells.count
            if let nested = instance.nested {
                cells += nested.cells.map { .init(frame: $0.frame.offsetBy(dx: slot.minX, dy: slot.minY), zIndex: $0.zIndex, axes: $0.axes) }
                attachments += nested.attachments.map {
                    .init(frame: $0.frame.offsetBy(dx: slot.minX, dy: slot.minY), items: $0.items, firstCell: first + $0.firstCell)
                }
                // A nested group's own items come after its items': it is placed on its frame.
                if !instance.item.supplementaryItems.isEmpty {
                    attachments.append(.init(frame: slot, items: instance.item.supplementaryItems, firstCell: first))
                }
            } else {
                let frame = Self.inset(slot, by: instance.item)
                cells.append(.init(frame: frame, zIndex: 0, axes: instance.axes))
                if !instance.item.supplementaryItems.isEmpty {
                    attachments.append(.init(frame: frame, items: instance.item.supplementaryItems, firstCell: first))
                }
            }
            cursor += Self.along(instance.slot, axis) + room(instance.trailing)
            reachAcross = max(reachAcross, across + Self.across(instance.slot, axis))
            if index < instances.count - 1 { cursor += room(spacing) }
        }
        let reach = axis == .horizontal ? CGSize(width: cursor, height: reachAcross) : CGSize(width: reachAcross, height: cursor)
        return SolvedGroup(size: inner, cells: cells, attachments: attachments, reach: reach, isFull: isFull)
    }

    /// The cell's frame in its slot: the item's insets, except on an estimated axis; insets
    /// larger than the slot leave |slot − insets|.
    private static func inset(_ slot: CGRect, by item: LayoutItem) -> CGRect {
        let insets = item.contentInsets.cleaned
        var frame = slot
        if !item.layoutSize.widthDimension.isEstimated {
            frame.origin.x += insets.leading
            frame.size.width = abs(Double(slot.width) - insets.leading - insets.trailing)
        }
        if !item.layoutSize.heightDimension.isEstimated {
            frame.origin.y += insets.top
            frame.size.height = abs(Double(slot.height) - insets.top - insets.bottom)
        }
        return frame
    }

    /// Whether `item`'s size depends on its container's length along `axis`.
    private static func readsAlong(_ item: LayoutItem, _ axis: LayoutGroup.GroupAxis) -> Bool {
        let kind: LayoutDimension.Kind = axis == .horizontal ? .fractionalWidth : .fractionalHeight
        return item.layoutSize.widthDimension.kind == kind || item.layoutSize.heightDimension.kind == kind
    }

    static func along(_ size: CGSize, _ axis: LayoutGroup.GroupAxis) -> Double {
        axis == .horizontal ? Double(size.width) : Double(size.height)
    }

    static func across(_ size: CGSize, _ axis: LayoutGroup.GroupAxis) -> Double {
        axis == .horizontal ? Double(size.height) : Double(size.width)
    }

    static func with(_ size: CGSize, along length: Double, _ axis: LayoutGroup.GroupAxis) -> CGSize {
        axis == .horizontal ? CGSize(width: length, height: size.height) : CGSize(width: size.width, height: length)
    }
}
