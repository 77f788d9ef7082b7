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
        var checker = Checker(known: Set(scenario.setup.sections.flatMap(\.items)), kinds: scenario.setup.callKinds,
                              checksItems: scenario.setup.components == nil)
        for step in scenario.steps {
            let before = checker.problems.count
            checker.check(step)
            for index in checker.problems.indices.dropFirst(before) {
                checker.problems[index].message = Subflows.placed(checker.problems[index].message, from: step.includedFrom)
            }
        }
        return checker.problems
    }

    /// Reads a file and checks it; the error thrown names every problem (``ScenarioError/further``).
    public static func readChecked(contentsOf path: String) throws -> Scenario {
        let scenario = try ScenarioReader.read(contentsOf: path)
        let found = problems(in: scenario)
        if var first = found.first {
            first.further = Array(found.dropFirst())
            throw first
        }
        return scenario
    }

    /// Whether the first word of a call entry looks like a piece of the entry before it,
    /// cut at a comma by a YAML flow list: it starts with a digit or a minus sign and a digit
    /// (`0 target=0` from `velocity=0,0 target=0,0`). No call name starts so.
    static func isCommaFragment(_ entry: String) -> Bool {
        let text = entry.trimmingCharacters(in: .whitespaces)
        guard let first = text.first else { return false }
        if first.isNumber { return true }
        if first == "-" || first == "." || first == "+", let second = text.dropFirst().first { return second.isNumber }
        return false
    }

    struct Checker {
        var known: Set<String>
        let kinds: [TraceKind]
        /// False for a file played against registered components, whose items only a run can name.
        let checksItems: Bool
        var problems: [ScenarioError] = []

        mutating func check(_ step: ScenarioStep) {
            let location = step.location
            let (used, added) = Self.names(in: step.action)
            // A step that must fail may name what does not exist: that may be its point.
            if step.expectedError == nil, checksItems {
                var reported = Set<String>()
                for name in used where !known.contains(name) && reported.insert(name).inserted {
                    if name.contains("${") {
                        problems.append(ScenarioError("'\(name)' is a flow parameter, given only when a runFlow step runs this file: run the scenario that runs this flow, not the flow itself.", at: location))
                        continue
                    }
                    let hint = Suggest.didYouMean(name, in: known.sorted())
                    problems.append(ScenarioError("There is no item named '\(name)' in the setup or inserted by an earlier step.\(hint) Name an item of setup.items or setup.sections, or insert it first; a step that should fail this way takes expectError.", at: location))
                }
            }
            known.formUnion(added)
            if case let .expect(expectation) = step.action {
                let compared = expectation.callKinds ?? kinds
                checkCalls(expectation.calls, key: "calls", compared: compared, at: location)
                checkCalls(expectation.callsInOrder, key: "callsInOrder", compared: compared, at: location)
                checkCalls(expectation.notCalled, key: "notCalled", compared: nil, at: location)
            }
        }

        mutating func checkCalls(_ entries: [String]?, key: String, compared: [TraceKind]?, at location: SourceLocation) {
            guard let entries else { return }
            for (index, entry) in entries.enumerated() {
                if ScenarioValidator.isCommaFragment(entry) {
                    // One report for a run of pieces of the same entry.
                    if index > 0, ScenarioValidator.isCommaFragment(entries[index - 1]) { continue }
                    let before = index > 0 ? " after '\(entries[index - 1])'" : ""
                    problems.append(ScenarioError("\(key) has the entry '\(entry)'\(before), which is no call: a list in brackets is split at every comma, so 'velocity=0,0' became two entries. Quote the entry ('scrollViewWillEndDragging velocity=0,0 target=0,0') or write \(key) as a block list, one '- entry' a line.", at: location))
                    continue
                }
                let pattern = compared == nil ? CallPattern.notCalled(entry) : CallPattern(entry)
                let name = pattern.call
                if name.contains("*") {
                    if !TraceCalls.all.contains(where: { CallPattern.glob(name, matches: $0) }) {
                        problems.append(ScenarioError("\(key) has the pattern '\(name)', which matches no call the components record.\(Suggest.didYouMean(name, in: TraceCalls.all)) The calls are listed under \"Calls\" in docs/Scenarios.md.", at: location))
                    }
                    continue
                }
                guard let kind = TraceCalls.kind(of: name) else {
                    problems.append(ScenarioError("\(key) names the call '\(name)', which no component records.\(Suggest.didYouMean(name, in: TraceCalls.all)) The calls are listed under \"Calls\" in docs/Scenarios.md.", at: location))
                    continue
                }
                if let compared, !compared.contains(kind), pattern.repetition != .zeroOrMore {
                    problems.append(ScenarioError("\(key) names '\(name)', a \(kind.rawValue) call, but compares only \(compared.map(\.rawValue).joined(separator: ", ")) calls, so it can never match. Add \(kind.rawValue) to setup.calls or to this expect's callKinds.", at: location))
                }
                if checksItems, let item = pattern.item, !item.contains("*"), Self.namesItems(name), !known.contains(item), !Self.isPathLabel(item) {
                    problems.append(ScenarioError("\(key) has '\(entry)', but there is no item named '\(item)' in the setup or inserted by an earlier step.\(Suggest.didYouMean(item, in: known.sorted()))", at: location))
                }
            }
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
            call.hasSuffix("ItemAt") || ["willDisplay", "didEndDisplaying", "sizeForItemAt", "heightForItemAt"].contains(call)
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
            case let .reorder(spec):
                return ([spec.item] + spec.path.flatMap { target($0) }, [])
            case let .swipe(spec):
                return ([spec.item], [])
            case let .tapAction(item, _):
                return (item.map { [$0] } ?? [], [])
            case let .pinch(spec):
                return (target(spec.center), [])
            case let .expect(expectation):
                var used: [String] = []
                used += expectation.selected ?? []
                used += expectation.highlighted ?? []
                used += expectation.visible ?? []
                used += expectation.frames.keys.sorted()
                used += expectation.shown ?? []
                used += expectation.items?.flatMap { $0 } ?? []
                if case let .some(.some(moving)) = expectation.moving { used.append(moving.item) }
                if case let .row(fields)? = expectation.swipedRow, let item = fields.item { used.append(item) }
                used += expectation.transition?.frames.keys.sorted() ?? []
                return (used, [])
            case .wait, .settle, .scrollTo, .scroll, .background, .foreground, .switchLayout, .transition, .selectAt, .deselectAt:
                return ([], [])
            }
        }
    }
}
