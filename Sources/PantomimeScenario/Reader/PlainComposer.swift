#if canImport(CYaml)
import CYaml
#endif
import Yams

/// Composes a YAML document into Yams' nodes straight from libyaml's events, for the texts
/// nearly every scenario is: one document, no anchors or aliases, no explicit tags, and no
/// key written twice in one mapping.
///
/// The nodes are those `Yams.compose(yaml:_:_:_:)` gives with `Resolver.basic`: the same
/// texts, styles, marks and tags, a mapping key's tag resolved as Yams' duplicate check
/// leaves it. What Yams does beyond building them (a dictionary of every mapping's keys, a
/// constructor made for every document, an anchor table) is left out.
///
/// Any text outside that ground (malformed YAML included) gives nil, and is composed by Yams
/// itself, which accepts or refuses it as it always has, with its own errors.
enum PlainComposer {
    /// A composed document: its root (nil for an empty document) and how many values
    /// (scalars, lists, mappings, mapping keys) it holds, as ``AliasExpansion`` counts them.
    struct Composed {
        var root: Node?
        var values: Int
    }

    /// Mappings with more keys than this find a repeated key through a set of the keys;
    /// smaller ones compare the key with those before it.
    static let keysComparedInPlace = 16

    /// The constructor every tag carries, made once: tags of the reader's nodes are only read
    /// for their name.
    nonisolated(unsafe) static let constructor = Constructor.default

    /// A new implicit tag (tags are classes, and resolving one changes it), made with the
    /// basic resolver and without building a constructor.
    static var implicitTag: Tag { Tag(.implicit, .basic, constructor) }

    /// A plain null value (`~`) placed nowhere in a file, for a step written bare.
    static var null: Node { .scalar(Node.Scalar("~", implicitTag)) }

    #if canImport(CYaml)
    /// A list or mapping being composed: its start, and its items (a mapping's keys and
    /// values alternate).
    private struct Open {
        var isMapping: Bool
        var mark: Mark
        var items: [Node]
        /// The texts of a mapping's keys so far, to find a key written twice.
        var keyTexts: [String] = []
        /// A large mapping's keys, once it has more than ``keysComparedInPlace``.
        var keys: Set<String>?

        init(isMapping: Bool, mark: Mark) {
            self.isMapping = isMapping
            self.mark = mark
            // Room for the few items most lists and mappings of a scenario hold.
            items = []
            items.reserveCapacity(isMapping ? 8 : 4)
        }
    }

    /// Whether a `Mark`, which Yams makes public without a public initializer, is a line and a
    /// column in that order, so that one can be made from them: checked once by reading back
    /// one made so. When it is not, every text is composed by Yams.
    private static let marksAreLinesAndColumns: Bool = {
        guard MemoryLayout<Mark>.size == MemoryLayout<(Int, Int)>.size else { return false }
        let probe = unsafeBitCast((3, 7), to: Mark.self)
        return probe.line == 3 && probe.column == 7
    }()

    /// The document in `text`, or nil when Yams must compose it.
    static func compose(_ text: String) -> Composed? {
        guard marksAreLinesAndColumns else { return nil }
        var text = text
        return text.withUTF8 { compose(bytes: $0) }
    }

    private static func compose(bytes: UnsafeBufferPointer<UInt8>) -> Composed? {
        // The parser and event are kept at addresses of their own: the parser points at itself.
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        let event = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: 1)
        defer {
            parser.deallocate()
            event.deallocate()
        }
        guard yaml_parser_initialize(parser) == 1 else { return nil }
        defer { yaml_parser_delete(parser) }
        yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
        yaml_parser_set_input_string(parser, bytes.baseAddress, bytes.count)

        /// The next event's type, the event kept in `event` until the next call.
        var held = false
        func next() -> yaml_event_type_t? {
            if held { yaml_event_delete(event) }
            held = false
            guard yaml_parser_parse(parser, event) == 1 else { return nil }
            held = true
            return event.pointee.type
        }
        defer { if held { yaml_event_delete(event) } }

        guard next() == YAML_STREAM_START_EVENT else { return nil }
        guard let first = next() else { return nil }
        if first == YAML_STREAM_END_EVENT { return Composed(root: nil, values: 0) }
        guard first == YAML_DOCUMENT_START_EVENT else { return nil }

        let textTag = { Tag(.str, .basic, constructor) }
        var open: [Open] = []
        var values = 0
        var root: Node?
        var composed = false
        while !composed {
            guard let type = next() else { return nil }
            let data = event.pointee.data
            let mark = unsafeBitCast((event.pointee.start_mark.line + 1, event.pointee.start_mark.column + 1), to: Mark.self)
            let top = open.count - 1
            // Only text keys, each written once, are composed here. The fields are read where
            // they are stored: a method of an open value would copy it.
            let isKey = top >= 0 && open[top].isMapping && open[top].items.count % 2 == 0
            let node: Node
            switch type {
            case YAML_SCALAR_EVENT:
                let scalar = data.scalar
                guard scalar.anchor == nil, scalar.tag == nil else { return nil }
                let string = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
                if isKey, !isNew(string, in: &open[top]) { return nil }
                let style = Node.Scalar.Style(rawValue: numericCast(scalar.style.rawValue)) ?? .any
                // A mapping's key comes out of Yams' duplicate check with its tag resolved:
                // text, with the basic resolver.
                let tag = scalar.quoted_implicit == 1 || isKey ? textTag() : implicitTag
                node = .scalar(Node.Scalar(string, tag, style, mark))
            case YAML_SEQUENCE_START_EVENT:
                guard !isKey, data.sequence_start.anchor == nil, data.sequence_start.implicit != 0 else { return nil }
                open.append(Open(isMapping: false, mark: mark))
                continue
            case YAML_MAPPING_START_EVENT:
                guard !isKey, data.mapping_start.anchor == nil, data.mapping_start.implicit != 0 else { return nil }
                open.append(Open(isMapping: true, mark: mark))
                continue
            case YAML_SEQUENCE_END_EVENT:
                guard let list = open.popLast(), !list.isMapping else { return nil }
                // The style is read from the end event, as Yams reads it.
                let style = Node.Sequence.Style(rawValue: numericCast(data.sequence_start.style.rawValue)) ?? .any
                node = .sequence(Node.Sequence(list.items, implicitTag, style, list.mark))
            case YAML_MAPPING_END_EVENT:
                guard let mapping = open.popLast(), mapping.isMapping, mapping.items.count % 2 == 0 else { return nil }
                var pairs: [(Node, Node)] = []
                pairs.reserveCapacity(mapping.items.count / 2)
                var index = 0
                while index < mapping.items.count {
                    pairs.append((mapping.items[index], mapping.items[index + 1]))
                    index += 2
                }
                let style = Node.Mapping.Style(rawValue: numericCast(data.mapping_start.style.rawValue)) ?? .any
                node = .mapping(Node.Mapping(pairs, implicitTag, style, mapping.mark))
            default:
                // An alias, or an event out of place.
                return nil
            }
            values += 1
            if open.isEmpty {
                root = node
                composed = true
            } else {
                open[open.count - 1].items.append(node)
            }
        }
        guard next() == YAML_DOCUMENT_END_EVENT, next() == YAML_STREAM_END_EVENT else { return nil }
        return Composed(root: root, values: values)
    }

    /// Whether `key` is not yet a key of the open mapping; if so, it is noted as one.
    private static func isNew(_ key: String, in mapping: inout Open) -> Bool {
        if mapping.keys == nil, mapping.keyTexts.count < keysComparedInPlace {
            for index in mapping.keyTexts.indices where mapping.keyTexts[index] == key { return false }
            mapping.keyTexts.append(key)
            return true
        }
        var keys = mapping.keys ?? Set(mapping.keyTexts)
        // Taken out while it grows, so that it is not copied.
        mapping.keys = nil
        let inserted = keys.insert(key).inserted
        mapping.keys = keys
        return inserted
    }
    #else
    /// Without libyaml's own interface, every text is composed by Yams.
    static func compose(_ text: String) -> Composed? { nil }
    #endif
}
