import Foundation
import Pantomime

/// Checks a scenario before it runs, as far as can be known without running it: that the
/// item names its steps and expectations use are items of the setup (or were inserted by
/// an earlier step), and that the calls its expectations name are calls the built-in
/// components record. Every problem is reported, not the first only.
///
/// Item names are checked only for the built-in model: a scenario played against your own
/// components names items through your closure, which only a run can ask.
public enum ScenarioValidator {
    /// Every problem found, in file order; empty when the scenario is valid.
    public static func problems(in scenario: Scenario) -> [ScenarioError] {
        check(scenario, unreadTexts: [], itemsRead: true, kindsRead: true).all
    }

    /// Whether the components a file names are registered with a way for the batch steps to
    /// change their data (`setItems:`); the registered factory builds one world to tell.
    static func ownComponentsChangeData(_ scenario: Scenario) -> Bool {
        guard let name = scenario.setup.components, let factory = ScenarioComponents.factory(named: name),
              let world = try? factory() else { return false }
        return world.ownParts.setItems != nil
    }

    /// The problems of a scenario read as far as it could be: what `run` would refuse,
    /// and the item and call names its steps use. Past ``ScenarioError/listLimit``
    /// problems, the rest are only counted.
    static func check(_ scenario: Scenario, unreadTexts: Set<String>, itemsRead: Bool, kindsRead: Bool,
                      itemNames: ItemNames = .set([]), alreadyFound: Int = 0) -> (all: [ScenarioError], unlisted: Int) {
        let ownComponents = scenario.setup.components != nil
        // The children a diffable setup's handlers give on expanding are items too.
        let given = scenario.setup.diffable?.sectionSnapshotHandlers?.children.flatMap(\.children) ?? []
        var checker = Checker(items: Self.itemNames(scenario.setup.sections, gathered: itemNames),
                              known: unreadTexts.union(given),
                              kinds: kindsRead ? scenario.setup.callKinds : nil,
                              checksItems: !ownComponents && itemsRead,
                              ownComponents: ownComponents && !ownComponentsChangeData(scenario),
                              alreadyFound: alreadyFound)
        if let name = scenario.setup.components {
            checker.checkOwnComponents(name, in: scenario)
        }
        for step in scenario.steps {
            let before = checker.problems.count
            checker.check(step)
            for index in checker.problems.indices.dropFirst(before) {
                checker.problems[index].message = Subflows.placed(checker.problems[index].message, from: step.includedFrom)
            }
        }
        return (checker.problems, checker.unlisted)
    }

    /// The setup's item names, for the steps' names to be checked against: `gathered`, the
    /// set the reader built checking that each name is used once, when it holds every item,
    /// and otherwise a set gathered here, sized for them all up front.
    static func itemNames(_ sections: [SectionSpec], gathered: ItemNames) -> ItemNames {
        let itemCount = sections.reduce(0) { $0 + $1.itemList.count }
        if gathered.count == itemCount { return gathered }
        var names = Set<String>(minimumCapacity: itemCount)
        for section in sections {
            for item in section.itemList { names.insert(item) }
        }
        return .set(names)
    }

    /// Reads a file and checks it; the error thrown names every problem of the file, from
    /// reading and from checking, in file order (``ScenarioError/further``), describing at
    /// most ``ScenarioError/listLimit`` and counting the rest (``ScenarioError/unlisted``).
    public static func readChecked(contentsOf path: String) throws -> Scenario {
        let reading = try ScenarioReader.readAll(try ScenarioReader.text(contentsOf: path), file: path)
        let checked = check(reading.scenario, unreadTexts: reading.unreadTexts, itemsRead: reading.itemsRead,
                            kindsRead: reading.kindsRead, itemNames: reading.itemNames, alreadyFound: reading.problems.count)
        let found = inFileOrder(reading.problems + checked.all, file: path)
        if var first = found.first {
            first.further = Array(found.dropFirst())
            first.unlisted = checked.unlisted
            throw first
        }
        return reading.scenario
    }

    /// Problems sorted by their place in `file`; those in other files (flows) keep their
    /// order after them.
    static func inFileOrder(_ problems: [ScenarioError], file: String) -> [ScenarioError] {
        problems.enumerated().sorted { a, b in
            let (x, y) = (a.element.location, b.element.location)
            let (xHere, yHere) = (x.file == file, y.file == file)
            if xHere != yHere { return xHere }
            if xHere, (x.line, x.column) != (y.line, y.column) { return (x.line, x.column) < (y.line, y.column) }
            return a.offset < b.offset
        }.map(\.element)
    }

    /// Whether the first word of a call entry looks like a piece of the entry before it,
    /// cut at a comma by a YAML flow list: it starts with a digit or a minus sign and a digit
    /// (`0 target=0` from `velocity=0,0 target=0,0`). No call name starts so.
    static func isCommaFragment(_ entry: String) -> Bool {
        let text = ScenarioNode.trimmed(entry)
        guard let first = text.first else { return false }
        if first.isNumber { return true }
        if first == "-" || first == "." || first == "+", let second = text.dropFirst().first { return second.isNumber }
        return false
    }

    struct Checker {
        /// The setup's item names; never changed, so a large setup's set is not copied.
        let items: ItemNames
        /// The other names steps may use: the children a diffable setup's handlers give, the
        /// texts of steps that could not be read, and the names earlier steps added.
        var known: Set<String>
        /// The kinds `calls` compares, or nil when the setup's could not be read.
        let kinds: [TraceKind]?
        /// False for a file played against registered components, whose items only a run can name.
        let checksItems: Bool
        /// Whether the file plays against your own components (`setup.components`) that
        /// give no way to change their data, so the batch steps are refused.
        let ownComponents: Bool
        /// Problems found before these checks (while reading), which count toward the limit.
        let alreadyFound: Int
        var problems: [ScenarioError] = []
        /// The golden snapshot names used so far, with where each was first used.
        var goldens: [String: SourceLocation] = [:]
        /// Problems found past the limit, counted and not described.
        var unlisted = 0

        init(items: ItemNames, known: Set<String>, kinds: [TraceKind]?, checksItems: Bool, ownComponents: Bool = false,
             alreadyFound: Int = 0) {
            self.items = items
            self.known = known
            self.kinds = kinds
            self.checksItems = checksItems
            self.ownComponents = ownComponents
            self.alreadyFound = alreadyFound
        }

        /// Whether a step may use the name: an item of the setup, or a name known since.
        func isKnown(_ name: String) -> Bool { items.contains(name) || known.contains(name) }

        /// Adds a problem, or only counts it once ``ScenarioError/listLimit`` are described,
        /// so that a file of a hundred thousand mistakes is checked quickly: the message
        /// (and its suggestion) is made only for the problems listed.
        mutating func report(_ message: @autoclosure () -> String, at location: SourceLocation) {
            if alreadyFound + problems.count < ScenarioError.listLimit {
                problems.append(ScenarioError(message(), at: location))
            } else {
                unlisted += 1
            }
        }

        /// What `run` refuses for a file that plays against your own components: a name that
        /// is not registered, and setup keys that do not apply.
        mutating func checkOwnComponents(_ name: String, in scenario: Scenario) {
            for key in scenario.setupKeys where !ScenarioPlayer.ownComponentsSetupKeys.contains(key.key) {
                report(ScenarioPlayer.ownComponentsSetupMessage(key.key), at: key.location)
            }
            if ScenarioComponents.factory(named: name) == nil {
                let location = scenario.setupKeys.first { $0.key == "components" }?.location ?? scenario.location
                report(ScenarioComponents.unregisteredMessage(name), at: location)
            }
        }

        mutating func check(_ step: ScenarioStep) {
            let location = step.location
            if ownComponents, step.expectedError == nil, let refusal = ScenarioRun.ownComponentsRefusal(of: step.action) {
                report(refusal, at: location)
            }
            let (used, added) = Self.names(in: step.action)
            // A step that must fail may name what does not exist: that may be its point.
            if step.expectedError == nil, checksItems {
                var reported = Set<String>()
                for name in used where !isKnown(name) && reported.insert(name).inserted {
                    if name.contains("${") {
                        report("'\(Suggest.shortened(name))' is a flow parameter, given only when a runFlow step runs this file: run the scenario that runs this flow, not the flow itself.", at: location)
                        continue
                    }
                    let known = items.all.union(known)
                    report("There is no item named '\(Suggest.shortened(name))' in the setup or inserted by an earlier step.\(Suggest.didYouMean(name, in: known)) Name an item of setup.items or setup.sections, or insert it first; a step that should fail this way takes expectError.", at: location)
                }
            }
            known.formUnion(added)
            if case let .dragItem(spec) = step.action {
                // A copy of an item whose copy exists is named `NAME copy 2`, 3, … (the
                // world's names are unique): the next free one is known too.
                var number = 2
                while isKnown("\(spec.item) copy \(number)") { number += 1 }
                known.insert("\(spec.item) copy \(number)")
            }
            if case let .expect(expectation) = step.action {
                let compared = expectation.callKinds ?? kinds
                checkCalls(expectation.calls, key: "calls", compared: compared, comparesKinds: compared != nil, at: location)
                checkCalls(expectation.callsInOrder, key: "callsInOrder", compared: compared, comparesKinds: compared != nil, at: location)
                checkCalls(expectation.notCalled, key: "notCalled", compared: nil, comparesKinds: false, at: location)
                if let name = expectation.golden {
                    if let first = goldens[name] {
                        report("The snapshot name '\(name)' is used twice, here and at line \(first.line); each snapshot is its own files, so give this one another name, such as \(name)-2.", at: location)
                    } else {
                        goldens[name] = location
                    }
                }
            }
        }

        mutating func checkCalls(_ entries: [String]?, key: String, compared: [TraceKind]?, comparesKinds: Bool, at location: SourceLocation) {
            guard let entries else { return }
            for (index, entry) in entries.enumerated() {
                if ScenarioValidator.isCommaFragment(entry) {
                    // One report for a run of pieces of the same entry.
                    if index > 0, ScenarioValidator.isCommaFragment(entries[index - 1]) { continue }
                    let before = index > 0 ? " after '\(Suggest.shortened(entries[index - 1]))'" : ""
                    report("\(key) has the entry '\(Suggest.shortened(entry))'\(before), which is no call: a list in brackets is split at every comma, so 'velocity=0,0' became two entries. Quote the entry ('scrollViewWillEndDragging velocity=0,0 target=0,0') or write \(key) as a block list, one '- entry' a line.", at: location)
                    continue
                }
                let pattern = key == "notCalled" ? CallPattern.notCalled(entry) : CallPattern(entry)
                let name = pattern.call
                if Self.hasStar(name) {
                    if !TraceCalls.all.contains(where: { CallPattern.glob(name, matches: $0) }) {
                        report("\(key) has the pattern '\(Suggest.shortened(name))', which matches no call the components record.\(Suggest.didYouMean(name, in: TraceCalls.all)) The calls are listed under \"Calls\" in docs/Scenarios.md.", at: location)
                    }
                    continue
                }
                guard let kind = TraceCalls.kind(of: name) else {
                    report("\(key) names the call '\(Suggest.shortened(name))', which no component records.\(Suggest.didYouMean(name, in: TraceCalls.all)) The calls are listed under \"Calls\" in docs/Scenarios.md.", at: location)
                    continue
                }
                if comparesKinds, let compared, !compared.contains(kind), pattern.repetition != .zeroOrMore {
                    report("\(key) names '\(name)', a \(kind.rawValue) call, but compares only \(compared.map(\.rawValue).joined(separator: ", ")) calls, so it can never match. Add \(kind.rawValue) to setup.calls or to this expect's callKinds.", at: location)
                }
                if checksItems, let item = pattern.item, !Self.hasStar(item), Self.namesItems(name), !isKnown(item), !Self.isPathLabel(item) {
                    let known = items.all.union(known)
                    report("\(key) has '\(Suggest.shortened(entry))', but there is no item named '\(Suggest.shortened(item))' in the setup or inserted by an earlier step.\(Suggest.didYouMean(item, in: known))", at: location)
                }
            }
        }

        /// Whether `text` holds a `*`, a glob's wildcard, as Foundation's `contains` says: ASCII
        /// text, as nearly every call name is, is searched byte by byte, which costs far less
        /// per name than Foundation's search; other text is still searched by Foundation.
        static func hasStar(_ text: String) -> Bool {
            var star = false
            for byte in text.utf8 {
                if byte >= 0x80 { return text.contains("*") }
                if byte == UInt8(ascii: "*") { star = true }
            }
            return star
        }

        /// Whether an item label is an index path written `section.item`, as records name a
        /// path that holds no item.
        static func isPathLabel(_ label: String) -> Bool {
            let parts = label.split(separator: ".", omittingEmptySubsequences: false)
            return parts.count == 2 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }
        }

        /// Whether a call's word after the name is an item name (an item's delegate call),
        /// not a recognizer's, a timer's or a supplementary view's.
        static func namesItems(_ call: String) -> Bool {
            call.hasSuffix("ItemAt") || ["willDisplay", "didEndDisplaying", "sizeForItemAt", "heightForItemAt", "itemsForBeginning", "dropSessionDidUpdate", "performDropWith"].contains(call)
        }

        /// The item names an action uses, and the names it adds to the data.
        static func names(in action: ScenarioAction) -> (used: [String], added: [String]) {
            func target(_ target: TouchTarget?) -> [String] {
                if case let .item(name)? = target { return [name] }
                return []
            }
            switch action {
            case let .tap(value, _, _, _), let .longPress(value, _):
                return (target(value), [])
            case let .touch(events):
                return (events.flatMap { target($0.target) }, [])
            case let .drag(path, _, _, _):
                return (path.flatMap { target($0) }, [])
            case let .fling(from, _, _):
                return (target(from), [])
            case let .scrollTo(.item(name, _), _):
                return ([name], [])
            case let .scroll(.untilVisible(name)):
                return ([name], [])
            case let .batch(updates):
                var used: [String] = [], added: [String] = []
                for update in updates {
                    switch update {
                    case let .insert(items, _, before, after, _):
                        used += [before, after].compactMap { $0 }
                        added += items
                    case let .delete(items), let .reload(items):
                        used += items
                    case let .move(item, before, after, _):
                        used += [item] + [before, after].compactMap { $0 }
                    case let .insertSection(_, items):
                        added += items
                    case let .dataOnly(sections):
                        added += sections.flatMap { $0 }
                    case let .moveAt(.name(item), _):
                        used.append(item)
                    case .deleteSection, .moveSection, .reloadSection, .deleteAt, .reloadAt, .moveAt:
                        break
                    }
                }
                // Names inserted in the same batch may be used by its later changes.
                return (used.filter { !added.contains($0) }, added)
            case let .reloadData(items):
                return ([], items?.flatMap { $0 } ?? [])
            case let .select(name):
                return (name.map { [$0] } ?? [], [])
            case let .deselect(name):
                return ([name], [])
            case let .menu(item, _):
                return ([item], [])
            case let .reorder(spec), let .selectAcross(spec):
                return ([spec.item] + spec.path.flatMap { target($0) }, [])
            case let .dragItem(spec):
                // A drop into a placeholder shows one named so, and committing a copy adds
                // the item's copy (dragDrop's perform: placeholder).
                return ([spec.item] + spec.path.flatMap { target($0) }, ["placeholder", spec.item + " copy"])
            case let .contextMenu(spec):
                return (target(spec.target), [])
            case .chooseMenu, .setEditing:
                return ([], [])
            case let .swipe(spec):
                return ([spec.item], [])
            case let .tapAction(item, _):
                return (item.map { [$0] } ?? [], [])
            case let .pinch(spec):
                return (target(spec.center), [])
            case let .expect(expectation), let .waitUntil(expectation, _):
                var used: [String] = []
                used += expectation.selected ?? []
                used += expectation.highlighted ?? []
                used += expectation.visible ?? []
                used += (expectation.visiblePart?.includes ?? []) + (expectation.visiblePart?.excludes ?? [])
                used += expectation.frames.keys.sorted()
                used += expectation.shown ?? []
                used += expectation.items?.flatMap { $0 } ?? []
                if case let .some(.some(moving)) = expectation.moving { used.append(moving.item) }
                if case let .row(fields)? = expectation.swipedRow, let item = fields.item { used.append(item) }
                used += expectation.transition?.frames.keys.sorted() ?? []
                used += expectation.snapshot?.flatMap(\.items) ?? []
                used += expectation.section?.visible ?? []
                return (used, [])
            case let .diffable(spec):
                return spec.names
            case .wait, .resize, .settle, .scrollTo, .scroll, .scrollSection, .background, .foreground, .switchLayout, .transition, .selectAt, .deselectAt,
                 .placeholder:
                return ([], [])
            }
        }
    }
}
