import Foundation
import Pantomime

/// The kinds of action a monkey run chooses from, each with a weight in
/// ``MonkeyConfiguration/weights``.
public enum MonkeyActionKind: String, CaseIterable, Sendable, Comparable {
    case tap, doubleTap, longPress, drag, fling, scroll, scrollToItem, scrollToOffset
    case select, deselect, batch, reloadData, wait, lifecycle, reorder, fingers, swipe

    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }

    /// How often each kind is chosen, relative to the others, by default.
    public static let defaultWeights: [MonkeyActionKind: Int] = [
        .tap: 10, .doubleTap: 3, .longPress: 3, .drag: 8, .fling: 6, .scroll: 2, .scrollToItem: 3, .scrollToOffset: 2,
        .select: 3, .deselect: 2, .batch: 6, .reloadData: 1, .wait: 8, .lifecycle: 3, .reorder: 5, .fingers: 3,
        .swipe: 5,
    ]
}

/// One finger of a ``MonkeyAction/fingers(_:)`` action: down at the first point, through
/// the others, then lifted (or cancelled) at the end.
public struct MonkeyFinger: Equatable, Sendable {
    /// The finger's number (0 to 4).
    public var finger: Int
    /// Where the finger is, with the time in seconds from the action's start; the first
    /// is the touch down, the last the lift.
    public var points: [TimedPoint]
    /// The touch ends in a cancel rather than a lift.
    public var cancels: Bool

    public struct TimedPoint: Equatable, Sendable {
        public var at: Double
        public var point: CGPoint
    }
}

/// One thing a monkey does to the collection view: a gesture, a call from code, or time.
///
/// Each action is an ordinary scenario step (``step``, written as ``yaml``), so a list of
/// them plays and reads as a scenario. Touches name points in window coordinates, which
/// stay valid whatever the earlier steps did.
public enum MonkeyAction: Sendable {
    case tap(CGPoint, count: Int, duration: Double)
    case longPress(CGPoint, duration: Double)
    case drag([CGPoint], duration: Double, hold: Double)
    /// A fling in the direction of the whole-number vector (dx, dy).
    case fling(from: CGPoint, dx: Int, dy: Int, velocity: Double)
    case scroll(dx: Double, dy: Double)
    case scrollToItem(String, position: String, animated: Bool)
    case scrollToOffset(CGPoint, animated: Bool)
    case select(String)
    case deselect(String)
    case batch([UpdateSpec])
    /// `reloadData`, with new pages for a banner.
    case reloadData(pages: [String]?)
    case wait(Double)
    case background
    case foreground
    /// The standard reorder gesture on an item, along points, lifted or cancelled.
    case reorder(item: String, path: [CGPoint], duration: Double, cancel: Bool)
    /// A drag and drop of an item (a `dragDrop` setup), along points, lifted or cancelled.
    case dragItem(item: String, path: [CGPoint], duration: Double, cancel: Bool)
    /// Commits or deletes the oldest waiting drop placeholder (`dragDrop: {perform: placeholder}`).
    case placeholder(PlaceholderAction)
    /// Several fingers at once.
    case fingers([MonkeyFinger])
    /// A two-finger selection pan from an item along points (a delegate offering it).
    case twoFingerPan(item: String, path: [CGPoint], duration: Double)
    /// A sideways swipe on an item: left (-1) or right (+1), over a distance in points.
    case swipe(item: String, direction: Int, distance: Double, duration: Double)
    /// An apply of the current snapshot changed by these edits, in a diffable setup (a
    /// ``MonkeyActionKind/batch`` there).
    case apply([SnapshotEditSpec])
    case contextMenu(CGPoint), chooseMenu(ContextMenuChoice)  // A menu's long press, a choice: MonkeyAction+ContextMenu.swift.

    /// The kind the action belongs to.
    public var kind: MonkeyActionKind {
        switch self {
        case let .tap(_, count, _): return count > 1 ? .doubleTap : .tap
        case .longPress, .contextMenu, .chooseMenu: return .longPress
        case .drag: return .drag
        case .fling: return .fling
        case .scroll: return .scroll
        case .scrollToItem: return .scrollToItem
        case .scrollToOffset: return .scrollToOffset
        case .select: return .select
        case .deselect: return .deselect
        case .batch, .apply: return .batch
        case .reloadData: return .reloadData
        case .wait: return .wait
        case .background, .foreground: return .lifecycle
        case .reorder, .dragItem, .placeholder: return .reorder
        case .swipe: return .swipe
        case .fingers, .twoFingerPan: return .fingers
        }
    }

    static let tapInterval = 0.15

    /// The scenario step that performs the action, exactly as reading ``yaml`` gives it.
    public var step: ScenarioAction {
        switch self {
        case let .tap(point, count, duration):
            return .tap(.point(point), count: count, duration: duration, interval: Self.tapInterval)
        case let .longPress(point, duration):
            return .longPress(.point(point), duration: duration)
        case let .drag(points, duration, hold):
            return .drag(path: points.map { .point($0) }, duration: duration, sampleRate: 60, hold: hold)
        case let .fling(from, dx, dy, velocity):
            // As the reader normalizes a written vector.
            let length = hypot(Double(dx), Double(dy))
            return .fling(from: .point(from), direction: CGPoint(x: Double(dx) / length, y: Double(dy) / length), velocity: velocity)
        case let .scroll(dx, dy):
            return .scroll(.by(CGPoint(x: dx, y: dy)))
        case let .scrollToItem(name, position, animated):
            return .scrollTo(.item(name, Self.positions[position] ?? .none), animated: animated)
        case let .scrollToOffset(offset, animated):
            return .scrollTo(.offset(offset), animated: animated)
        case let .select(name):
            return .select(name)
        case let .deselect(name):
            return .deselect(name)
        case let .batch(updates):
            return .batch(updates)
        case let .apply(edits):
            return .diffable(.apply(.edits(edits), animatingDifferences: true, usingReloadData: false))
        case let .reloadData(pages):
            return .reloadData(items: pages.map { [$0] })
        case let .wait(seconds):
            return .wait(seconds)
        case .background:
            return .background
        case .foreground:
            return .foreground
        case let .reorder(item, path, duration, cancel):
            var spec = ReorderGestureSpec(item: item, path: path.map { .point($0) })
            spec.duration = duration
            spec.ending = cancel ? .cancel : .lift
            return .reorder(spec)
        case let .dragItem(item, path, duration, cancel):
            return .dragItem(Self.gesture(item, path, duration, cancel))
        case .contextMenu, .chooseMenu: return menuStep
        case let .placeholder(action):
            return .placeholder(action)
        case let .twoFingerPan(item, path, duration): return Self.selectAcrossStep(item, path, duration)
        case let .swipe(item, direction, distance, duration):
            return .swipe(SwipeStepSpec(item: item, direction: Double(direction), distance: distance, duration: duration, hold: 0.1))
        case let .fingers(fingers):
            let location = SourceLocation(file: "monkey", line: 1, column: 1)
            var events: [TouchEventSpec] = []
            for finger in fingers {
                for (index, timed) in finger.points.enumerated() {
                    let phase: TouchEventSpec.Phase = index == 0 ? .down
                        : index == finger.points.count - 1 ? (finger.cancels ? .cancel : .up) : .move
                    events.append(TouchEventSpec(phase: phase, finger: finger.finger, target: .point(timed.point), at: timed.at, location: location))
                }
            }
            return .touch(events)
        }
    }

    /// The action as one scenario step, in YAML flow style: `tap: {at: [120, 80], duration: 0.1}`.
    public var yaml: String {
        func n(_ value: Double) -> String { ScenarioNode.format(value) }
        func p(_ point: CGPoint) -> String { "[\(n(Double(point.x))), \(n(Double(point.y)))]" }
        func names(_ list: [String]) -> String { "[" + list.map(ScenarioWriter.quoted).joined(separator: ", ") + "]" }
        switch self {
        case let .tap(point, count, duration):
            return count == 2 ? "doubleTap: {at: \(p(point)), duration: \(n(duration)), interval: \(n(Self.tapInterval))}"
                : "tap: {at: \(p(point)), count: \(count), duration: \(n(duration)), interval: \(n(Self.tapInterval))}"
        case let .longPress(point, duration):
            return "longPress: {at: \(p(point)), duration: \(n(duration))}"
        case let .drag(points, duration, hold):
            return "drag: {path: [\(points.map(p).joined(separator: ", "))], duration: \(n(duration)), hold: \(n(hold))}"
        case let .fling(from, dx, dy, velocity):
            return "fling: {from: \(p(from)), direction: [\(dx), \(dy)], velocity: \(n(velocity))}"
        case let .scroll(dx, dy):
            return "scroll: {by: [\(n(dx)), \(n(dy))]}"
        case let .scrollToItem(name, position, animated):
            return "scrollTo: {item: \(ScenarioWriter.quoted(name)), position: \(position), animated: \(animated)}"
        case let .scrollToOffset(offset, animated):
            return "scrollTo: {offset: \(p(offset)), animated: \(animated)}"
        case let .select(name):
            return "select: \(ScenarioWriter.quoted(name))"
        case let .deselect(name):
            return "deselect: \(ScenarioWriter.quoted(name))"
        case let .batch(updates):
            return "batch: [" + updates.map(ScenarioWriter.yaml).joined(separator: ", ") + "]"
        case let .apply(edits):
            return "apply: {edits: [" + edits.map(ScenarioWriter.yaml).joined(separator: ", ") + "]}"
        case let .reloadData(pages):
            return pages.map { "reloadData: {items: \(names($0))}" } ?? "reloadData"
        case let .wait(seconds):
            return "wait: \(n(seconds))"
        case .background:
            return "background"
        case .foreground:
            return "foreground"
        case let .reorder(item, path, duration, cancel):
            return "reorder: {item: \(ScenarioWriter.quoted(item)), path: [\(path.map(p).joined(separator: ", "))], duration: \(n(duration))\(cancel ? ", end: cancel" : "")}"
        case let .dragItem(item, path, duration, cancel):
            return "dragItem: {item: \(ScenarioWriter.quoted(item)), path: [\(path.map(p).joined(separator: ", "))], duration: \(n(duration))\(cancel ? ", end: cancel" : "")}"
        case .contextMenu, .chooseMenu: return menuYAML
        case let .placeholder(action):
            return "placeholder: \(action.rawValue)"
        case let .twoFingerPan(item, path, duration): return Self.selectAcrossYAML(item, path, duration)
        case let .swipe(item, direction, distance, duration):
            return "swipe: {item: \(ScenarioWriter.quoted(item)), direction: \(direction < 0 ? "left" : "right"), distance: \(n(distance)), duration: \(n(duration))}"
        case let .fingers(fingers):
            var events: [String] = []
            for finger in fingers {
                for (index, timed) in finger.points.enumerated() {
                    let phase = index == 0 ? "down" : index == finger.points.count - 1 ? (finger.cancels ? "cancel" : "up") : "move"
                    events.append("{\(phase): \(p(timed.point)), finger: \(finger.finger), at: \(n(timed.at))}")
                }
            }
            return "touch: [" + events.joined(separator: ", ") + "]"
        }
    }

    /// Simpler forms of the action, simplest first, for shrinking a failure: fewer fingers,
    /// shorter drags and waits, single taps, fewer changes in a batch.
    public var simplifications: [MonkeyAction] {
        func half(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
            CGPoint(x: ((Double(a.x) + Double(b.x)) / 2).rounded(), y: ((Double(a.y) + Double(b.y)) / 2).rounded())
        }
        switch self {
        case let .tap(point, count, duration):
            var out: [MonkeyAction] = []
            if count > 1 { out.append(.tap(point, count: 1, duration: duration)) }
            if duration > 0.05 { out.append(.tap(point, count: count, duration: 0.05)) }
            return out
        case let .longPress(point, duration):
            return duration > 0.6 ? [.longPress(point, duration: 0.6)] : []
        case let .drag(points, duration, hold):
            var out: [MonkeyAction] = []
            if points.count > 2, let first = points.first, let last = points.last {
                out.append(.drag([first, last], duration: duration, hold: hold))
            }
            if points.count == 2, let first = points.first, let last = points.last, hypot(Double(last.x - first.x), Double(last.y - first.y)) > 20 {
                out.append(.drag([first, half(first, last)], duration: duration, hold: hold))
            }
            if hold > 0 { out.append(.drag(points, duration: duration, hold: 0)) }
            if duration > 0.2 { out.append(.drag(points, duration: ((duration / 2) * 1000).rounded() / 1000, hold: hold)) }
            return out
        case let .fling(from, dx, dy, velocity):
            return velocity > 400 ? [.fling(from: from, dx: dx, dy: dy, velocity: (velocity / 2).rounded())] : []
        case let .scroll(dx, dy):
            return abs(dx) + abs(dy) > 40 ? [.scroll(dx: (dx / 2).rounded(), dy: (dy / 2).rounded())] : []
        case let .scrollToItem(name, position, animated):
            return animated ? [.scrollToItem(name, position: position, animated: false)] : []
        case let .scrollToOffset(offset, animated):
            return animated ? [.scrollToOffset(offset, animated: false)] : []
        case let .batch(updates):
            guard updates.count > 1 else { return [] }
            return updates.indices.map { index in
                var fewer = updates
                fewer.remove(at: index)
                return .batch(fewer)
            }
        case let .apply(edits):
            guard edits.count > 1 else { return [] }
            return edits.indices.map { index in
                var fewer = edits
                fewer.remove(at: index)
                return .apply(fewer)
            }
        case let .wait(seconds):
            return seconds > 0.02 ? [.wait(0.017), .wait(((seconds / 2) * 1000).rounded() / 1000)] : []
        case let .reorder(item, path, duration, cancel):
            var out: [MonkeyAction] = []
            if path.count > 1, let last = path.last { out.append(.reorder(item: item, path: [last], duration: duration, cancel: cancel)) }
            if cancel { out.append(.reorder(item: item, path: path, duration: duration, cancel: false)) }
            return out
        case let .dragItem(item, path, duration, cancel):
            return Self.shrunkDrags(item, path, duration, cancel)
        case let .twoFingerPan(item, path, duration): return Self.shrunkPans(item, path, duration)
        case let .swipe(item, direction, distance, duration):
            return distance > 20 ? [.swipe(item: item, direction: direction, distance: (distance / 2).rounded(), duration: duration)] : []
        case let .fingers(fingers):
            return Self.shrunkFingers(fingers)
        case .select, .deselect, .reloadData, .background, .foreground, .placeholder, .contextMenu, .chooseMenu:
            return []
        }
    }
}

/// Writes monkey actions as scenario YAML.
public enum ScenarioWriter {
    /// A name as a YAML scalar: bare when it is plain letters, digits and `_`, `-`, `.`,
    /// else single-quoted.
    public static func quoted(_ name: String) -> String {
        let plain = !name.isEmpty && name.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || "_-.".unicodeScalars.contains($0) }
            && name.first.map { $0.isLetter || $0.isNumber } == true
        return plain ? name : "'" + name.replacingOccurrences(of: "'", with: "''") + "'"
    }

    /// One change of a batch in flow style.
    static func yaml(_ update: UpdateSpec) -> String {
        func names(_ list: [String]) -> String { "[" + list.map(quoted).joined(separator: ", ") + "]" }
        func indexPath(_ path: IndexPath) -> String { "{indexPath: [\(path.section), \(path.item)]}" }
        switch update {
        case let .insert(items, at, before, after, section):
            var fields = ["items: \(names(items))"]
            if let at { fields.append("at: \(at)") }
            if let before { fields.append("before: \(quoted(before))") }
            if let after { fields.append("after: \(quoted(after))") }
            fields.append("section: \(section)")
            return "{insert: {\(fields.joined(separator: ", "))}}"
        case let .delete(items):
            return "{delete: \(names(items))}"
        case let .move(item, before, after, toEnd):
            var fields = ["item: \(quoted(item))"]
            if let before { fields.append("before: \(quoted(before))") }
            if let after { fields.append("after: \(quoted(after))") }
            if let toEnd { fields.append("toEndOf: \(toEnd)") }
            return "{move: {\(fields.joined(separator: ", "))}}"
        case let .reload(items):
            return "{reload: \(names(items))}"
        case let .insertSection(index, items):
            return "{insertSection: {index: \(index), items: \(names(items))}}"
        case let .deleteSection(index):
            return "{deleteSection: \(index)}"
        case let .moveSection(from, to):
            return "{moveSection: {from: \(from), to: \(to)}}"
        case let .reloadSection(index):
            return "{reloadSection: \(index)}"
        case let .dataOnly(sections):
            return "{data: {sections: [\(sections.map(names).joined(separator: ", "))]}}"
        case let .deleteAt(paths):
            return "{delete: [\(paths.map(indexPath).joined(separator: ", "))]}"
        case let .reloadAt(paths):
            return "{reload: [\(paths.map(indexPath).joined(separator: ", "))]}"
        case let .moveAt(from, to):
            switch from {
            case let .name(name): return "{move: {item: \(quoted(name)), to: \(indexPath(to))}}"
            case let .indexPath(path): return "{move: {item: \(indexPath(path)), to: \(indexPath(to))}}"
            }
        }
    }

    /// One edit of an `apply` step in flow style.
    static func yaml(_ edit: SnapshotEditSpec) -> String {
        func names(_ list: [String]) -> String { "[" + list.map(quoted).joined(separator: ", ") + "]" }
        func place(_ before: String?, _ after: String?, _ word: String) -> String {
            if let before { return ", before\(word): \(quoted(before))" }
            if let after { return ", after\(word): \(quoted(after))" }
            return ""
        }
        switch edit {
        case let .appendSections(ids): return "{appendSections: \(names(ids))}"
        case let .insertSections(ids, before, after): return "{insertSections: {sections: \(names(ids))\(place(before, after, "Section"))}}"
        case let .deleteSections(ids): return "{deleteSections: \(names(ids))}"
        case let .moveSection(id, before, after): return "{moveSection: {section: \(quoted(id))\(place(before, after, "Section"))}}"
        case let .reloadSections(ids): return "{reloadSections: \(names(ids))}"
        case let .appendItems(items, section):
            return section.map { "{appendItems: {items: \(names(items)), toSection: \(quoted($0))}}" } ?? "{appendItems: \(names(items))}"
        case let .insertItems(items, before, after): return "{insertItems: {items: \(names(items))\(place(before, after, "Item"))}}"
        case let .deleteItems(items): return "{deleteItems: \(names(items))}"
        case .deleteAllItems: return "{deleteAllItems: true}"
        case let .moveItem(item, before, after): return "{moveItem: {item: \(quoted(item))\(place(before, after, "Item"))}}"
        case let .reloadItems(items): return "{reloadItems: \(names(items))}"
        case let .reconfigureItems(items): return "{reconfigureItems: \(names(items))}"
        }
    }

    /// A scenario file: the setup as written (`setup:` and its lines), then the actions as
    /// steps, then an `expect` of the broken invariant.
    public static func scenario(name: String, setupYAML: String, actions: [MonkeyAction], invariant: String) -> String {
        var text = "name: \(quoted(name))\n"
        text += setupYAML.hasSuffix("\n") ? setupYAML : setupYAML + "\n"
        text += "steps:\n"
        for action in actions { text += "  - \(action.yaml)\n" }
        text += "  - expect: {invariants: [\(invariant)]}\n"
        return text
    }

    /// The top-level `setup:` mapping of a scenario file's text, as written (the line
    /// holding `setup:` and the indented or blank lines after it); nil when there is none.
    public static func setupSection(of text: String) -> String? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.hasPrefix("setup:") }) else { return nil }
        var end = start + 1
        while end < lines.count, lines[end].isEmpty || lines[end].first == " " || lines[end].first == "#" || lines[end].first == "\t" {
            end += 1
        }
        return lines[start..<end].joined(separator: "\n").trimmingCharacters(in: .newlines) + "\n"
    }
}
