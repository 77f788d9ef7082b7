import Foundation
import PantomimeLoop

/// The families of calls and events a ``Trace`` records; scenario expectations and
/// filters select records by these.
public enum TraceKind: String, CaseIterable, Sendable, Codable {
    /// Highlight, select and deselect delegate calls.
    case selection
    /// `willDisplay` / `didEndDisplaying` delegate calls.
    case display
    /// Data source calls: counts, cells, supplementary views, moves.
    case dataSource
    /// Calls to the flow layout's sizing delegate.
    case layout
    /// Scroll view delegate calls.
    case scroll
    /// Gesture recognizer state changes.
    case gesture
    /// Touches delivered by the window.
    case touch
    /// Named timers firing.
    case timer
    /// Interactive movement and edit-menu delegate calls.
    case edit
    /// Component events, such as a banner's page turns.
    case component
    /// Layout transitions: the layouts' transition hooks, the delegate's transition layout,
    /// progress changes and completions.
    case transition
}

extension TraceKind {
    /// The kind's bit in a trace's set of ignored kinds.
    fileprivate var bit: UInt16 {
        switch self {
        case .selection: 1 << 0
        case .display: 1 << 1
        case .dataSource: 1 << 2
        case .layout: 1 << 3
        case .scroll: 1 << 4
        case .gesture: 1 << 5
        case .touch: 1 << 6
        case .timer: 1 << 7
        case .edit: 1 << 8
        case .component: 1 << 9
        case .transition: 1 << 10
        }
    }
}

/// One recorded call or event.
///
/// A record is kept in 40 bytes, as a long run makes a million of them (a flow layout's
/// preparation records a `sizeForItemAt` for every item): the time, the item's name, the
/// values, and one 64-bit word holding the kind, the call when it is a ``TraceCall``, and an
/// index path of one index, or of two whose first (the section) fits in 18 bits; a call name
/// or an index path of any other form is kept in a separate reference beside the values.
public struct TraceRecord: Equatable, Sendable {
    /// Virtual (or wall) time when it happened.
    public var time: LoopInstant
    /// The item's name where the data source names its items.
    public var item: String?
    /// The values, and whatever the record's other fields cannot hold (see ``Tail``).
    private var tail: Tail
    /// The kind, the known call and the index path, packed (see ``Packed``).
    private var packed: Packed

    /// How a record keeps its index path.
    fileprivate enum PathForm: UInt8, Sendable {
        /// The record has none.
        case none
        /// One index, or two, in ``Packed``.
        case one, two
        /// In ``tail``: any other number of indexes, or an index beyond what ``Packed`` holds.
        case other
    }

    /// A record's kind, known call and index path in one word: bits 0–7 the call (0 for none,
    /// a ``TraceCall``'s case number plus 1 otherwise), bits 8–11 the kind's case number,
    /// bits 12–13 the ``PathForm``, bits 14–31 the section of a two-index path (18 bits, two's
    /// complement), bits 32–63 the item of a two-index path or the one index (32 bits, two's
    /// complement).
    ///
    /// A case-only enum of fewer than 256 cases is kept as its case's number, in declaration
    /// order, in one byte; the word keeps those numbers.
    private struct Packed: Equatable, Sendable {
        var bits: UInt64

        static let sectionRange = -(1 << 17) ..< (1 << 17)

        init(kind: TraceKind, call: TraceCall?, form: PathForm, section: Int, index: Int32) {
            let callCode = call.map { UInt64(unsafeBitCast($0, to: UInt8.self)) + 1 } ?? 0
            bits = callCode
                | UInt64(unsafeBitCast(kind, to: UInt8.self)) << 8
                | UInt64(form.rawValue) << 12
                | (UInt64(bitPattern: Int64(section)) & 0x3FFFF) << 14
                | UInt64(UInt32(bitPattern: index)) << 32
        }

        var call: TraceCall? {
            let code = UInt8(truncatingIfNeeded: bits)
            return code == 0 ? nil : unsafeBitCast(code - 1, to: TraceCall.self)
        }

        var kind: TraceKind { unsafeBitCast(UInt8(truncatingIfNeeded: bits >> 8) & 0xF, to: TraceKind.self) }

        var form: PathForm { PathForm(rawValue: UInt8(truncatingIfNeeded: bits >> 12) & 0x3) ?? .none }

        /// The section of a two-index path.
        var section: Int { Int(Int64(bitPattern: bits << 32) >> 46) }

        /// The item of a two-index path, or the one index.
        var index: Int { Int(Int32(truncatingIfNeeded: bits >> 32)) }
    }

    /// The family the call belongs to: selection, scrolling, layout and so on.
    public var kind: TraceKind {
        get { packed.kind }
        set { self = TraceRecord(time: time, kind: newValue, call: call, indexPath: indexPath, item: item, values: values) }
    }

    /// A record's values, alone (nearly every record), or with a call name that is not a
    /// ``TraceCall`` and an index path of another form.
    private enum Tail: Equatable, Sendable {
        case values([Field])
        case rare(Rare)

        var values: [Field] {
            switch self {
            case .values(let values): return values
            case .rare(let rare): return rare.values
            }
        }
    }

    /// The parts of a record that few records have.
    private final class Rare: Equatable, Sendable {
        let values: [Field]
        /// The call's name, when it is not a ``TraceCall``.
        let call: String?
        /// The index path, when ``PathForm/other`` says it is here.
        let path: IndexPath?

        init(values: [Field], call: String?, path: IndexPath?) {
            self.values = values; self.call = call; self.path = path
        }

        static func == (lhs: Rare, rhs: Rare) -> Bool {
            lhs === rhs || (lhs.values == rhs.values && lhs.call == rhs.call && lhs.path == rhs.path)
        }
    }

    /// The call's short name, UIKit's distinguishing label: `didSelectItemAt`,
    /// `scrollViewDidScroll`, `cellForItemAt`.
    public var call: String {
        get {
            if let knownCall = packed.call { return knownCall.rawValue }
            if case .rare(let rare) = tail, let call = rare.call { return call }
            return ""
        }
        set { self = TraceRecord(time: time, kind: kind, call: newValue, indexPath: indexPath, item: item, values: values) }
    }

    /// The item or section the call is about, if any.
    public var indexPath: IndexPath? {
        get {
            switch packed.form {
            case .none: return nil
            case .one: return IndexPath(index: packed.index)
            case .two: return IndexPath(item: packed.index, section: packed.section)
            case .other:
                if case .rare(let rare) = tail { return rare.path }
                return nil
            }
        }
        set { self = TraceRecord(time: time, kind: kind, call: call, indexPath: newValue, item: item, values: values) }
    }

    /// Further values, in a fixed order.
    public var values: [Field] {
        get { tail.values }
        set { self = TraceRecord(time: time, kind: kind, call: call, indexPath: indexPath, item: item, values: newValue) }
    }

    /// One named value of a record, such as `offset=0,120`.
    public struct Field: Equatable, Sendable {
        /// The value's name.
        public var key: String
        /// The value, as the trace's text shows it.
        public var value: String
        /// The field `key=value`.
        public init(_ key: String, _ value: String) { self.key = key; self.value = value }
    }

    /// A record of `call`, of `kind`, at `time`, with what it is about and its values.
    public init(time: LoopInstant, kind: TraceKind, call: String, indexPath: IndexPath? = nil,
                item: String? = nil, values: [Field] = []) {
        let known = TraceCall(rawValue: call)
        self.init(time: time, kind: kind, knownCall: known, otherCall: known == nil ? call : nil,
                  indexPath: indexPath, item: item, values: values)
    }

    /// A record of one of the built-in calls.
    init(time: LoopInstant, kind: TraceKind, call: TraceCall, indexPath: IndexPath?, item: String?, values: [Field]) {
        self.init(time: time, kind: kind, knownCall: call, otherCall: nil, indexPath: indexPath, item: item, values: values)
    }

    private init(time: LoopInstant, kind: TraceKind, knownCall: TraceCall?, otherCall: String?,
                 indexPath: IndexPath?, item: String?, values: [Field]) {
        self.init(time: time, kind: kind, knownCall: knownCall, otherCall: otherCall,
                  path: PathIndexes(indexPath), indexPath: indexPath, item: item, values: values)
    }

    /// A record whose index path's indexes were read once, into `path`; `indexPath` is kept
    /// only when `path` says the record cannot hold it in ``Packed``.
    private init(time: LoopInstant, kind: TraceKind, knownCall: TraceCall?, otherCall: String?,
                 path: PathIndexes, indexPath: IndexPath?, item: String?, values: [Field]) {
        self.time = time
        self.item = item
        let otherPath = path.form == .other ? indexPath : nil
        packed = Packed(kind: kind, call: knownCall, form: path.form, section: path.section, index: path.index)
        tail = otherCall == nil && otherPath == nil ? .values(values) : .rare(Rare(values: values, call: otherCall, path: otherPath))
    }

    /// A record of a built-in event, whose index path's indexes were read once, into `path`.
    init(time: LoopInstant, call: TraceCall, path: PathIndexes, indexPath: IndexPath?, item: String?, values: [Field]) {
        self.init(time: time, kind: call.kind, knownCall: call, otherCall: nil,
                  path: path, indexPath: indexPath, item: item, values: values)
    }

    /// How a record keeps an index path, read from it once: its form, and the section and
    /// index that ``Packed`` holds for a path of one index or two.
    struct PathIndexes {
        fileprivate var form: PathForm
        /// The section of a two-index path.
        var section = 0
        /// The item of a two-index path, or the one index.
        fileprivate var index: Int32 = 0
        /// Whether the path has two indexes that ``Packed`` holds.
        var isPair: Bool { form == .two }
        /// The item of a two-index path, or the one index.
        var item: Int { Int(index) }

        @inline(__always)
        init(_ indexPath: IndexPath?) {
            guard let indexPath else { form = .none; return }
            // Each of `IndexPath`'s accessors is a call into Foundation: the count and each
            // index are read once.
            switch indexPath.count {
            case 1:
                let only = indexPath[0]
                if let index = Int32(exactly: only) { form = .one; self.index = index } else { form = .other }
            case 2:
                let section = indexPath[0], item = indexPath[1]
                if Packed.sectionRange.contains(section), let index = Int32(exactly: item) {
                    form = .two; self.section = section; self.index = index
                } else {
                    form = .other
                }
            default:
                form = .other
            }
        }
    }

    /// The record as scenarios write calls: the call, then the item's name (or its index
    /// path as `section.item`), then values: `didSelectItemAt B`,
    /// `scrollViewDidEndDragging willDecelerate=true`.
    public var summary: String {
        var parts = [call]
        if let itemLabel { parts.append(itemLabel) }
        parts += values.map { "\($0.key)=\($0.value)" }
        return parts.joined(separator: " ")
    }

    /// The item as scenarios name it: its name, or its index path as `section.item`.
    public var itemLabel: String? { item ?? indexPath.map(TraceRecord.format) }

    /// An index path as `section.item`, the way records name items that have no name.
    public static func format(_ indexPath: IndexPath) -> String {
        indexPath.count >= 2 ? "\(indexPath.section).\(indexPath.item)" : indexPath.map(String.init).joined(separator: ".")
    }

    /// One line of JSON with keys in a fixed order, so equal traces are equal bytes; values
    /// are typed by ``TraceValue``'s rule.
    public var jsonLine: String {
        var text = "{\"t\":\(time),\"kind\":\(TraceRecord.quote(kind.rawValue)),\"call\":\(TraceRecord.quote(call))"
        if let indexPath { text += ",\"indexPath\":[\(indexPath.map(String.init).joined(separator: ","))]" }
        if let item { text += ",\"item\":\(TraceRecord.quote(item))" }
        if let valuesJSON { text += ",\"values\":" + valuesJSON }
        return text + "}"
    }

    /// The values as one JSON object, keys in their fixed order and each value typed by
    /// ``TraceValue``'s rule; nil when the record has none.
    public var valuesJSON: String? {
        values.isEmpty ? nil : "{" + values.map { "\(TraceRecord.quote($0.key)):\($0.typedValue.json)" }.joined(separator: ",") + "}"
    }

    /// A JSON string literal for `text`.
    public static func quoted(_ text: String) -> String { quote(text) }

    static func quote(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}

/// The record of every delegate and data-source call, gesture state change, scroll event
/// and timer fire, in order.
///
/// ```swift
/// let trace = Trace()
/// window.trace = trace
/// // … interact …
/// print(trace.records.filter { $0.kind == .selection }.map(\.summary))
/// ```
public final class Trace {
    // `records` and `changeCount` are unchecked for exclusivity: a record is made whole
    // (its item named by `itemNamer`) before it is added, so no access to them spans a call
    // out, and the runtime checks, made for every record, would find nothing.

    /// Everything recorded so far.
    @exclusivity(unchecked) public private(set) var records: [TraceRecord] = []
    /// How many times ``records`` changed (a record added, or all forgotten; setting room
    /// aside is no change): a reader that kept this count knows the records are as it last
    /// read them while the count stays.
    @exclusivity(unchecked) public private(set) var changeCount = 0
    // The switches below are read and copied out in one step, never across a call, so they
    // are unchecked for exclusivity too.

    /// Turn recording off to save memory in long runs; records are then dropped.
    @exclusivity(unchecked) public var isEnabled = true
    /// Kinds not to record at all (for example `.layout` in a benchmark).
    public var ignoredKinds: Set<TraceKind> = [] {
        didSet { ignoredBits = ignoredKinds.reduce(0) { $0 | $1.bit } }
    }
    /// ``ignoredKinds`` as one bit a kind, so that a record is kept or dropped without
    /// hashing its kind's name.
    @exclusivity(unchecked) private var ignoredBits: UInt16 = 0
    /// Names items in records; scenarios set it so traces read `B`, not `0.1`.
    @exclusivity(unchecked) public var itemNamer: ((IndexPath) -> String?)?

    /// An empty trace that records every kind.
    public init() {}

    /// Adds the record of `event` at `time`, unless recording is off or its kind is ignored.
    ///
    /// - Parameter item: the item's name when the caller knows it better than the event
    ///   and ``itemNamer`` can, as for an index path that names the item moving there.
    public func record(_ event: TraceEvent, at time: LoopInstant, item: String? = nil) {
        guard isEnabled else { return }
        let call = event.call
        guard !ignores(call.kind) else { return }
        let indexPath = event.indexPath
        let path = TraceRecord.PathIndexes(indexPath)
        var name = item ?? event.knownItem
        if name == nil, let indexPath, let itemNamer { name = itemNamer(indexPath) }
        records.append(TraceRecord(time: time, call: call, path: path, indexPath: indexPath, item: name, values: event.values))
        changeCount &+= 1
    }

    /// Sets aside room for `count` more records of `kind`, which a caller is about to make
    /// one after another, so that the records are not copied as they grow to hold them (a
    /// flow layout's preparation records a `sizeForItemAt` for each of a million items, say).
    /// A sixteenth more is set aside for the records that follow; a small request leaves the
    /// usual doubling alone.
    public func reserveRoom(forRecords count: Int, of kind: TraceKind) {
        guard isEnabled, count > 0, !ignores(kind) else { return }
        // Room follows what a layout can hold, not what a count claims.
        let needed = records.count + Swift.min(count, CollectionViewLayout.maximumElementCount)
        guard needed > records.capacity else { return }
        records.reserveCapacity(Swift.max(needed + needed / 16, 2 * records.capacity))
    }

    /// Whether records of `kind` are dropped: it is one of ``ignoredKinds``.
    public func ignores(_ kind: TraceKind) -> Bool {
        ignoredBits & kind.bit != 0
    }

    /// ``ignoredKinds`` as bits, which a reader can compare without comparing sets.
    package var ignoredKindBits: UInt16 { ignoredBits }

    /// Forgets all records.
    public func removeAll() {
        records.removeAll()
        changeCount &+= 1
    }

    /// The trace as JSON lines, one record per line.
    public var jsonLines: String {
        records.map { $0.jsonLine + "\n" }.joined()
    }
}
