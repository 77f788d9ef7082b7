import Foundation
import Pantomime

/// Changes of the data: edits of a diffable setup's snapshot and batch updates of the
/// built-in model, each valid by UIKit's rules when it is drawn.
extension MonkeyGenerator {
    mutating func newName(avoiding names: [String]) -> String {
        while true {
            made += 1
            let name = "n\(made)"
            if !names.contains(name) { return name }
        }
    }

    /// One to four edits of a diffable setup's snapshot, each valid in UIKit's rules for the
    /// snapshot as the edits before it left it (an edit the snapshot refuses is dropped).
    mutating func apply(_ sections: [SnapshotSectionSpec]) -> MonkeyAction? {
        guard var snapshot = try? DiffableScenarioModel.snapshot(of: sections) else { return nil }
        var edits: [SnapshotEditSpec] = []
        for _ in 0..<random.int(1...4) {
            let items = snapshot.itemIdentifiers
            let ids = snapshot.sectionIdentifiers
            var edit: SnapshotEditSpec?
            var choice = random.int(0...9)
            // Keep the data small enough to stay quick: past 60 items, inserts delete.
            if choice < 2, items.count > 60 { choice = 2 }
            switch choice {
            case 0, 1:
                var names: [String] = []
                for _ in 0..<random.int(1...3) { names.append(newName(avoiding: items + ids + names)) }
                if let anchor = random.pick(items), random.chance(0.6) {
                    edit = random.chance(0.5) ? .insertItems(names, before: anchor, after: nil) : .insertItems(names, before: nil, after: anchor)
                } else if let section = random.pick(ids) {
                    edit = .appendItems(names, toSection: section)
                } else {
                    edit = .appendSections([newName(avoiding: items + ids)])
                }
            case 2, 3:
                edit = random.pick(items).map { .deleteItems([$0]) }
            case 4, 5:
                if let item = random.pick(items), let anchor = random.pick(items.filter { $0 != item }) {
                    edit = random.chance(0.5) ? .moveItem(item, before: anchor, after: nil) : .moveItem(item, before: nil, after: anchor)
                }
            case 6:
                edit = random.pick(items).map { .reloadItems([$0]) }
            case 7:
                edit = random.pick(items).map { .reconfigureItems([$0]) }
            case 8:
                let roll = random.int(0...2)
                if roll == 0 || ids.isEmpty {
                    edit = .appendSections([newName(avoiding: items + ids)])
                } else if roll == 1, ids.count > 1, let id = random.pick(ids), let anchor = random.pick(ids.filter { $0 != id }) {
                    edit = random.chance(0.5) ? .moveSection(id, before: anchor, after: nil) : .moveSection(id, before: nil, after: anchor)
                } else if ids.count > 1 {
                    edit = random.pick(ids).map { .deleteSections([$0]) }
                }
            default:
                edit = random.pick(ids).map { .reloadSections([$0]) }
            }
            guard let edit, (try? ScenarioRun.perform(edit, on: &snapshot)) != nil else { continue }
            edits.append(edit)
        }
        return edits.isEmpty ? nil : .apply(edits)
    }

    /// One to four changes to distinct items, valid in UIKit's rules: each item named at
    /// most once, inserts placed in the data as it is after the changes before them.
    mutating func batch(_ s: Snapshot) -> MonkeyAction? {
        var sections = s.sections
        guard !sections.isEmpty else { return nil }
        var used = Set<String>()
        var updates: [UpdateSpec] = []
        var all = sections.flatMap { $0 }
        for _ in 0..<random.int(1...4) {
            let untouched = sections.flatMap { $0 }.filter { !used.contains($0) }
            // UIKit refuses an insert or a move and a reload that meet at one index path, so a
            // batch holds inserts and moves, or reloads, not both.
            let hasInserts = updates.contains { if case .insert = $0 { return true } else { return false } }
            let hasMoves = updates.contains { if case .move = $0 { return true } else { return false } }
            let hasReloads = updates.contains { if case .reload = $0 { return true } else { return false } }
            var choice = random.int(0...3)
            if (choice == 0 || choice == 2) && hasReloads { choice = 1 }
            if choice == 3 && (hasInserts || hasMoves) { choice = 1 }
            switch choice {
            case 0:
                let section = random.int(0...(sections.count - 1))
                var names: [String] = []
                for _ in 0..<random.int(1...3) {
                    let name = newName(avoiding: all)
                    all.append(name)
                    names.append(name)
                }
                let at = random.int(0...sections[section].count)
                sections[section].insert(contentsOf: names, at: at)
                used.formUnion(names)
                updates.append(.insert(names, at: at, before: nil, after: nil, section: section))
            case 1:
                guard let name = random.pick(untouched) else { continue }
                for index in sections.indices { sections[index].removeAll { $0 == name } }
                used.insert(name)
                updates.append(.delete([name]))
            case 2:
                guard let name = random.pick(untouched) else { continue }
                used.insert(name)
                let anchors = untouched.filter { $0 != name }
                for index in sections.indices { sections[index].removeAll { $0 == name } }
                if let anchor = random.pick(anchors), random.chance(0.7) {
                    for index in sections.indices {
                        if let position = sections[index].firstIndex(of: anchor) { sections[index].insert(name, at: position) }
                    }
                    updates.append(.move(name, before: anchor, after: nil, toEndOf: nil))
                } else {
                    let section = random.int(0...(sections.count - 1))
                    sections[section].append(name)
                    updates.append(.move(name, before: nil, after: nil, toEndOf: section))
                }
            default:
                guard let name = random.pick(untouched) else { continue }
                used.insert(name)
                updates.append(.reload([name]))
            }
        }
        return updates.isEmpty ? nil : .batch(updates)
    }
}
