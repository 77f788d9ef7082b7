import Foundation
import Pantomime

/// The data source and delegate a scenario's collection view uses: named items in
/// sections, per-item sizes, and the delegate answers the setup asks for.
class ScenarioModel: CollectionViewDataSource, CollectionViewDelegateFlowLayout, WaterfallLayoutDelegate {
    struct Section {
        var items: ItemList
        var spec: SectionSpec

        init(items: [String], spec: SectionSpec) {
            self.items = ItemList(items)
            self.spec = spec
        }

        init(items: ItemList, spec: SectionSpec) {
            self.items = items
            self.spec = spec
        }
    }

    /// The sections, read and changed in place; a subclass may give its own.
    var sections: [Section] {
        get { storedSections }
        set {
            storedSections = newValue
            sectionChanges &+= 1
        }
        _modify {
            yield &storedSections
            sectionChanges &+= 1
        }
    }
    // Unchecked for exclusivity: the sections are read and changed in place, never across
    // a call out, and the trace names every record's item through them. Final, so that a
    // name is read where it is stored, not through a getter that copies out the sections.
    @exclusivity(unchecked) private final var storedSections: [Section]
    /// Counts the changes of the items' names: two equal readings mean no name moved.
    var dataChangeCount: Int { sectionChanges }
    @exclusivity(unchecked) private var sectionChanges = 0
    var itemSizes: [String: CGSize]
    var refuseHighlight: Set<String>
    var refuseSelect: Set<String>
    var refuseDeselect: Set<String>
    /// Items `canMoveItemAt` refuses.
    var refuseMove: Set<String>
    /// Items `canEditItemAt` refuses.
    var refuseEdit: Set<String>
    var reorderTargets: ReorderSpec.Targets
    /// Item height for a waterfall layout when `itemSizes` names none.
    var defaultItemHeight: Double = 100
    /// The identifier cells are dequeued with.
    var reuseIdentifier: String
    /// What self-sizing cells fit, when the setup has `selfSizing:`.
    let selfSizing: SelfSizingContent?
    /// The accessories of every list row's cell (`list.accessories`); none outside a list.
    let listAccessories: [CellAccessory]
    /// Whether the layout is a list with a leading or trailing swipe provider.
    let listSwipes: Bool

    static let cellIdentifier = "cell"
    static let headerIdentifier = "header"
    static let footerIdentifier = "footer"

    init(setup: ScenarioSetup) {
        storedSections = setup.sections.map { Section(items: $0.itemList, spec: $0) }
        itemSizes = setup.itemSizes
        refuseHighlight = setup.refuseHighlight
        refuseSelect = setup.refuseSelect
        refuseDeselect = setup.refuseDeselect
        refuseMove = setup.reorder?.refuse ?? []
        refuseEdit = setup.editing?.notEditable ?? []
        reorderTargets = setup.reorder?.targets ?? .anywhere
        reuseIdentifier = setup.reuseIdentifier
        selfSizing = setup.selfSizing.map(SelfSizingContent.init)
        let list: CompositionalListSpec? = if case let .compositional(spec) = setup.layout { spec.list } else { nil }
        listAccessories = list?.accessories ?? []
        listSwipes = list?.leadingSwipe != nil || list?.trailingSwipe != nil
    }

    func name(at indexPath: IndexPath) -> String? {
        guard indexPath.count == 2 else { return nil }
        // Each of the path's accessors is a call into Foundation: the two indexes are read
        // once each, the count checked above.
        let section = indexPath[0], item = indexPath[1]
        // Read in place: the trace names every record's item through here, and a copy of
        // the section (its spec with it) per name cost more than the look-up.
        return storedSections.withUnsafeBufferPointer { sections in
            guard sections.indices.contains(section) else { return nil }
            return sections[section].items.name(at: item)
        }
    }

    func indexPath(of name: String) -> IndexPath? {
        for (section, content) in sections.enumerated() {
            if let item = content.items.firstIndex(of: name) { return IndexPath(item: item, section: section) }
        }
        return nil
    }

    var allNames: [String] { sections.flatMap(\.items) }

    // MARK: Data source

    func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].items.count : 0
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
        let cell = try collectionView.dequeueReusableCell(withReuseIdentifier: reuseIdentifier, for: indexPath)
        cell.title = name(at: indexPath)
        selfSizing?.configure(cell, item: cell.title)
        if let listCell = cell as? ListCell { listCell.accessories = listAccessories }
        return cell
    }

    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) throws -> CollectionReusableView {
        let identifier = kind == ElementKind.sectionFooter ? Self.footerIdentifier : Self.headerIdentifier
        let view = try collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
        selfSizing?.configure(view, kind: kind, section: indexPath.section)
        return view
    }

    func collectionView(_ collectionView: CollectionView, canEditItemAt indexPath: IndexPath) -> Bool {
        name(at: indexPath).map { !refuseEdit.contains($0) } ?? true
    }

    func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        name(at: indexPath).map { !refuseMove.contains($0) } ?? false
    }

    func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard let moved = name(at: sourceIndexPath), sections.indices.contains(destinationIndexPath.section) else { return }
        sections[sourceIndexPath.section].items.remove(at: sourceIndexPath.item)
        let items = sections[destinationIndexPath.section].items
        sections[destinationIndexPath.section].items.insert(moved, at: min(max(0, destinationIndexPath.item), items.count))
    }

    func collectionView(_ collectionView: CollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        switch reorderTargets {
        case .anywhere: return proposedIndexPath
        case .withinSection: return proposedIndexPath.section == originalIndexPath.section ? proposedIndexPath : currentIndexPath
        }
    }

    // MARK: Delegate

    func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        name(at: indexPath).map { !refuseHighlight.contains($0) } ?? true
    }

    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        name(at: indexPath).map { !refuseSelect.contains($0) } ?? true
    }

    func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        name(at: indexPath).map { !refuseDeselect.contains($0) } ?? true
    }

    func collectionView(_ collectionView: CollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool { true }

    func collectionView(_ collectionView: CollectionView, canPerformAction action: EditAction,
                        forItemAt indexPath: IndexPath, withSender sender: Any?) -> Bool {
        action == .copy
    }

    // MARK: Flow layout delegate

    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        // Most setups size no item by name: their items are not looked up one by one.
        if !itemSizes.isEmpty, let name = name(at: indexPath), let size = itemSizes[name] { return size }
        return (collectionViewLayout as? FlowLayout)?.itemSize ?? CGSize(width: 50, height: 50)
    }

    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        insetForSectionAt section: Int) -> EdgeInsets {
        sections.indices.contains(section) ? sections[section].spec.inset ?? flow(collectionViewLayout).sectionInset
            : flow(collectionViewLayout).sectionInset
    }

    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        CGFloat((sections.indices.contains(section) ? sections[section].spec.lineSpacing : nil) ?? flow(collectionViewLayout).minimumLineSpacing)
    }

    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        CGFloat((sections.indices.contains(section) ? sections[section].spec.interitemSpacing : nil) ?? flow(collectionViewLayout).minimumInteritemSpacing)
    }

    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize {
        guard sections.indices.contains(section) else { return .zero }
        let spec = sections[section].spec
        return spec.headerSize ?? (spec.header == false ? .zero : flow(collectionViewLayout).headerReferenceSize)
    }

    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        referenceSizeForFooterInSection section: Int) -> CGSize {
        guard sections.indices.contains(section) else { return .zero }
        let spec = sections[section].spec
        return spec.footerSize ?? (spec.footer == false ? .zero : flow(collectionViewLayout).footerReferenceSize)
    }

    // MARK: Waterfall layout delegate

    func collectionView(_ collectionView: CollectionView, layout: WaterfallLayout,
                        heightForItemAt indexPath: IndexPath, itemWidth: Double) -> Double {
        if !itemSizes.isEmpty, let name = name(at: indexPath), let size = itemSizes[name] { return Double(size.height) }
        return defaultItemHeight
    }

    private func flow(_ layout: CollectionViewLayout) -> FlowLayout {
        (layout as? FlowLayout) ?? FlowLayout()
    }
}
