import Foundation
import Pantomime

extension ScenarioRun {
    /// The name of the item at a path of the data, or nil when the path holds none.
    static func name(at path: IndexPath, in sections: [ScenarioModel.Section]) -> String? {
        guard sections.indices.contains(path.section), sections[path.section].items.indices.contains(path.item) else { return nil }
        return sections[path.section].items[path.item]
    }

    /// Applies a batch to the scenario's data, then tells the collection view with UIKit's
    /// calls: deleted, reloaded and moved-from items by their paths before the batch,
    /// inserted and moved-to items by their paths after it. If the collection view refuses
    /// the batch, the data goes back to what it was, as the view stays as it was.
    func performBatch(_ updates: [UpdateSpec], at location: SourceLocation) throws {
        let before = try world.dataSections(at: location)
        var after = before
        func find(_ name: String, in sections: [ScenarioModel.Section]) throws -> IndexPath {
            for (section, content) in sections.enumerated() {
                if let item = content.items.firstIndex(of: name) { return IndexPath(item: item, section: section) }
            }
            let known = sections.flatMap(\.items)
            throw ScenarioError("There is no item named '\(name)' at this point of the batch.\(Suggest.didYouMean(name, in: known))", at: location)
        }
        func checkSection(_ index: Int, _ sections: [ScenarioModel.Section], allowEnd: Bool = false) throws {
            guard index >= 0, index < sections.count + (allowEnd ? 1 : 0) else {
                throw ScenarioError("There is no section \(index) (the data has \(sections.count)).", at: location)
            }
        }
        // First pass: change the data, in the order written.
        for update in updates {
            switch update {
            case let .insert(names, at, beforeName, afterName, section):
                for name in names where after.contains(where: { $0.items.contains(name) }) {
                    throw ScenarioError("The item name '\(name)' is already used; new items need new names.", at: location)
                }
                var target = section
                var index: Int
                if let beforeName {
                    let path = try find(beforeName, in: after)
                    target = path.section
                    index = path.item
                } else if let afterName {
                    let path = try find(afterName, in: after)
                    target = path.section
                    index = path.item + 1
                } else {
                    try checkSection(target, after)
                    index = at ?? after[target].items.count
                }
                guard index >= 0, index <= after[target].items.count else {
                    throw ScenarioError("Cannot insert at \(index) in section \(target), which has \(after[target].items.count) items.", at: location)
                }
                after[target].items.insert(contentsOf: names, at: index)
            case let .delete(names):
                for name in names {
                    let path = try find(name, in: after)
                    after[path.section].items.remove(at: path.item)
                }
            case let .move(name, beforeName, afterName, toEnd):
                let from = try find(name, in: after)
                after[from.section].items.remove(at: from.item)
                if let beforeName {
                    let path = try find(beforeName, in: after)
                    after[path.section].items.insert(name, at: path.item)
                } else if let afterName {
                    let path = try find(afterName, in: after)
                    after[path.section].items.insert(name, at: path.item + 1)
                } else if let toEnd {
                    try checkSection(toEnd, after)
                    after[toEnd].items.append(name)
                }
            case .reload, .reloadSection:
                break
            case let .insertSection(index, names):
                try checkSection(index, after, allowEnd: true)
                after.insert(ScenarioModel.Section(items: names, spec: SectionSpec(items: names)), at: index)
            case let .deleteSection(index):
                try checkSection(index, after)
                after.remove(at: index)
            case let .moveSection(from, to):
                try checkSection(from, after)
                try checkSection(to, after)
                let moved = after.remove(at: from)
                after.insert(moved, at: to)
            case let .dataOnly(sections):
                after = sections.enumerated().map { index, names in
                    ScenarioModel.Section(items: names, spec: after.indices.contains(index) ? after[index].spec : SectionSpec(items: names))
                }
            case let .deleteAt(paths):
                // A path that holds no item changes no data: the collection view refuses it.
                for path in paths {
                    guard let name = Self.name(at: path, in: before), let now = try? find(name, in: after) else { continue }
                    after[now.section].items.remove(at: now.item)
                }
            case .reloadAt:
                break
            case let .moveAt(from, to):
                let name: String?
                switch from {
                case let .name(given): name = given; _ = try find(given, in: before)
                case let .indexPath(path): name = Self.name(at: path, in: before)
                }
                guard let name, let now = try? find(name, in: after) else { break }
                after[now.section].items.remove(at: now.item)
                if after.indices.contains(to.section), to.item <= after[to.section].items.count {
                    after[to.section].items.insert(name, at: to.item)
                } else {
                    // Put back: the collection view refuses the move to a place that does not exist.
                    after[now.section].items.insert(name, at: now.item)
                }
            }
        }
        // Second pass: the calls UIKit expects.
        var calls: [(CollectionView) throws -> Void] = []
        for update in updates {
            switch update {
            case let .insert(names, _, _, _, _):
                let paths = try names.map { try find($0, in: after) }
                calls.append { try $0.insertItems(at: paths) }
            case let .delete(names):
                let paths = try names.map { try find($0, in: before) }
                calls.append { try $0.deleteItems(at: paths) }
            case let .move(name, _, _, _):
                let from = try find(name, in: before), to = try find(name, in: after)
                calls.append { try $0.moveItem(at: from, to: to) }
            case let .reload(names):
                let paths = try names.map { try find($0, in: before) }
                calls.append { try $0.reloadItems(at: paths) }
            case let .insertSection(index, _):
                calls.append { try $0.insertSections(IndexSet(integer: index)) }
            case let .deleteSection(index):
                calls.append { try $0.deleteSections(IndexSet(integer: index)) }
            case let .moveSection(from, to):
                calls.append { try $0.moveSection(from, toSection: to) }
            case let .reloadSection(index):
                calls.append { try $0.reloadSections(IndexSet(integer: index)) }
            case .dataOnly:
                break
            case let .deleteAt(paths):
                calls.append { try $0.deleteItems(at: paths) }
            case let .reloadAt(paths):
                calls.append { try $0.reloadItems(at: paths) }
            case let .moveAt(from, to):
                let path: IndexPath
                switch from {
                case let .name(name): path = try find(name, in: before)
                case let .indexPath(given): path = given
                }
                calls.append { try $0.moveItem(at: path, to: to) }
            }
        }
        try world.setDataSections(after)
        do {
            try collectionView.performBatchUpdates {
                for call in calls { try call(collectionView) }
            }
        } catch {
            try world.setDataSections(before)
            throw error
        }
        try loop.runPending()
    }
}
