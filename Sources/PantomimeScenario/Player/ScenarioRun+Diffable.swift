import Foundation
import Pantomime
import PantomimeLoop

extension ScenarioRun {
    /// The app of a diffable setup, or an error saying the step needs one.
    func requireDiffable(_ step: String, at location: SourceLocation) throws -> DiffableScenarioModel {
        guard let model = world.diffableModel, model.dataSource != nil else {
            if world.isOwnComponents {
                throw ScenarioError("'\(step)' applies snapshots to the scenario's own diffable data source, and this world is built around your own components, whose data source is yours: apply your snapshots from Swift, or change the data with the batch steps through the world's setItems:.", at: location)
            }
            throw ScenarioError("'\(step)' applies snapshots to a diffable data source, which this setup does not have; write the setup's data as 'diffable: {sections: [{id: S, items: [...]}]}'.", at: location)
        }
        return model
    }

    /// Plays an `apply`, `applyUsingReloadData`, `expand` or `collapse` step.
    func performDiffable(_ spec: DiffableStepSpec, at location: SourceLocation) throws {
        switch spec {
        case let .apply(content, animating, usingReloadData):
            let model = try requireDiffable(usingReloadData ? "applyUsingReloadData" : "apply", at: location)
            guard let dataSource = model.dataSource else { return }
            do {
                switch content {
                case let .sections(sections):
                    let snapshot = try DiffableScenarioModel.snapshot(of: sections)
                    try apply(snapshot, to: dataSource, animating: animating, usingReloadData: usingReloadData)
                    model.store = DiffableScenarioModel.sections(of: snapshot)
                case let .edits(edits):
                    var snapshot = try DiffableScenarioModel.snapshot(of: model.store)
                    for edit in edits { try Self.perform(edit, on: &snapshot) }
                    try apply(snapshot, to: dataSource, animating: animating, usingReloadData: usingReloadData)
                    model.store = DiffableScenarioModel.sections(of: snapshot)
                case let .tree(section, items, expanded):
                    var tree = DiffableDataSourceSectionSnapshot<String>()
                    try Self.append(items, to: nil, in: &tree)
                    tree.expand(expanded)
                    try dataSource.apply(tree, to: section, animatingDifferences: animating) { }
                    model.store = model.currentSections
                }
            } catch let error as ScenarioError {
                throw error
            } catch {
                throw ScenarioError("\(error)", at: location)
            }
        case let .expand(items, collapse):
            let model = try requireDiffable(collapse ? "collapse" : "expand", at: location)
            guard let dataSource = model.dataSource else { return }
            for item in items {
                let snapshot = dataSource.snapshot()
                guard let section = snapshot.sectionIdentifiers.first(where: { dataSource.snapshot(for: $0).contains(item) }) else {
                    throw ScenarioError("No section of the data source holds '\(item)', so it cannot be \(collapse ? "collapsed" : "expanded"); apply a tree that holds it first, like '- apply: {toSection: S, tree: [{\(item): [Child]}]}'.", at: location)
                }
                let expanded = (try? dataSource.snapshot(for: section).isExpanded(item)) ?? false
                guard expanded == collapse else {
                    throw ScenarioError("'\(item)' is already \(collapse ? "collapsed" : "expanded"), so its disclosure would \(collapse ? "expand" : "collapse") it; \(collapse ? "expand" : "collapse") it first or leave the step out.", at: location)
                }
                // The user's tap on the item's outline disclosure: through the app's
                // section snapshot handlers, which may refuse it.
                do {
                    if collapse {
                        try dataSource.collapseFromDisclosure(item)
                    } else {
                        try dataSource.expandFromDisclosure(item)
                    }
                } catch {
                    throw ScenarioError("\(error)", at: location)
                }
            }
            model.store = model.currentSections
        }
        try loop.runPending()
    }

    private func apply(_ snapshot: DiffableScenarioModel.Snapshot, to dataSource: DiffableScenarioModel.DataSource,
                       animating: Bool, usingReloadData: Bool) throws {
        if usingReloadData {
            try dataSource.applySnapshotUsingReloadData(snapshot) { }
        } else {
            try dataSource.apply(snapshot, animatingDifferences: animating) { }
        }
    }

    private static func append(_ items: [TreeItemSpec], to parent: String?, in tree: inout DiffableDataSourceSectionSnapshot<String>) throws {
        try tree.append(items.map(\.item), to: parent)
        for item in items where !item.children.isEmpty {
            try append(item.children, to: item.item, in: &tree)
        }
    }

    /// One edit, through the snapshot method it names; the snapshot's errors are UIKit's.
    static func perform(_ edit: SnapshotEditSpec, on snapshot: inout DiffableScenarioModel.Snapshot) throws {
        switch edit {
        case let .appendSections(ids): try snapshot.appendSections(ids)
        case let .insertSections(ids, before, after):
            if let before { try snapshot.insertSections(ids, beforeSection: before) }
            if let after { try snapshot.insertSections(ids, afterSection: after) }
        case let .deleteSections(ids): snapshot.deleteSections(ids)
        case let .moveSection(id, before, after):
            if let before { try snapshot.moveSection(id, beforeSection: before) }
            if let after { try snapshot.moveSection(id, afterSection: after) }
        case let .reloadSections(ids): try snapshot.reloadSections(ids)
        case let .appendItems(items, section):
            if let section { try snapshot.appendItems(items, toSection: section) } else { try snapshot.appendItems(items) }
        case let .insertItems(items, before, after):
            if let before { try snapshot.insertItems(items, beforeItem: before) }
            if let after { try snapshot.insertItems(items, afterItem: after) }
        case let .deleteItems(items): snapshot.deleteItems(items)
        case .deleteAllItems: snapshot.deleteAllItems()
        case let .moveItem(item, before, after):
            if let before { try snapshot.moveItem(item, beforeItem: before) }
            if let after { try snapshot.moveItem(item, afterItem: after) }
        case let .reloadItems(items): try snapshot.reloadItems(items)
        case let .reconfigureItems(items): try snapshot.reconfigureItems(items)
        }
    }

    /// Checks `snapshot`: the data source's sections and items.
    func checkDiffable(_ expectation: Expectation, at location: SourceLocation) throws {
        guard let expected = expectation.snapshot else { return }
        let model = try requireDiffable("expect.snapshot", at: location)
        let actual = model.currentSections
        guard actual != expected else { return }
        func shown(_ sections: [SnapshotSectionSpec]) -> String {
            "[" + sections.map { "\($0.id): [\($0.items.joined(separator: ", "))]" }.joined(separator: ", ") + "]"
        }
        throw ScenarioFailure("At \(loop.now)s: expected the data source's snapshot \(shown(expected)), but it is \(shown(actual)).", at: location)
    }
}
