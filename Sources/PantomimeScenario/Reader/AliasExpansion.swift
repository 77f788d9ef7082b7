import Yams

/// A bound on how far YAML aliases may expand a scenario.
///
/// An alias (`*name`) stands for the whole value its anchor (`&name`) marks, so a few
/// anchors that each repeat the one before grow a small file into a tree too large to
/// walk ("billion laughs": nine levels of nine aliases are nine to the ninth values). The
/// reader counts the values of the expanded tree, aliases included, before reading it, and
/// refuses one that holds more than ``maximumNodes``.
enum AliasExpansion {
    /// The most YAML values (scalars, lists, mappings, mapping keys) an expanded scenario may
    /// hold: far more than a hand-written or generated scenario uses.
    static let maximumNodes = 1_000_000

    /// Throws a ``ScenarioError`` at the outermost alias being expanded when the count
    /// passes ``maximumNodes``.
    ///
    /// - Parameter text: the YAML text `root` was composed from, when the caller has it: a
    ///   text without an `&` has no anchor, so no alias, and its values are only counted.
    static func check(_ root: Node, text: String? = nil, file: String, limit: Int = maximumNodes) throws {
        let mayHaveAliases = text.map(hasAmpersand) ?? true
        // Without aliases the tree is as large as it is written: its values are only
        // counted, and the walk below, which says where the count passes the limit, runs
        // only for a tree that passes it.
        if !mayHaveAliases, count(root, limit: limit) <= limit { return }
        // An explicit stack: a deeply nested document does not deepen the call stack.
        // `place` is where the outermost alias around the node is written, once inside one.
        var stack: [(node: Node, written: Mark?, place: Mark?)] = [(root, root.mark, nil)]
        var seen = Set<Place>()
        var count = 0
        while let (node, written, place) = stack.popLast() {
            count += 1
            // A value met a second time at the same place and of the same kind is an alias.
            var place = place
            if mayHaveAliases, place == nil, let mark = node.mark, !seen.insert(Place(node, mark)).inserted {
                place = written ?? mark
            }
            if count > limit {
                let mark = place ?? written ?? node.mark
                let what = place == nil ? "The scenario holds" : "The aliases here expand the scenario to"
                throw ScenarioError("\(what) more than \(limit) YAML values, the most a scenario may hold: an anchor repeated through aliases that repeat it again grows exponentially. Write the values out, or use fewer levels of aliases.",
                                    at: SourceLocation(file: file, line: mark?.line ?? 1, column: mark?.column ?? 1))
            }
            switch node {
            case .scalar, .alias:
                continue
            case let .sequence(sequence):
                // An item has no key of its own: an alias item is placed at its list.
                for item in sequence.reversed() { stack.append((item, place == nil ? node.mark : nil, place)) }
            case let .mapping(mapping):
                for (key, value) in mapping.reversed() {
                    stack.append((value, key.mark, place))
                    stack.append((key, key.mark, place))
                }
            }
        }
    }

    /// Whether `text` holds an `&`, found in its UTF-8 bytes without decoding them.
    static func hasAmpersand(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in bytes.contains(UInt8(ascii: "&")) }
    }

    /// The values of the tree under `root` (scalars, lists, mappings, mapping keys, each
    /// alias once), counted as far as one past `limit`.
    static func count(_ root: Node, limit: Int) -> Int {
        var count = 0
        // An explicit stack of the lists and mappings still to count: a deeply nested
        // document does not deepen the call stack.
        var stack: [Node] = [root]
        while let node = stack.popLast() {
            count += 1
            if count > limit { return count }
            switch node {
            case .scalar, .alias:
                continue
            case let .sequence(sequence):
                for item in sequence {
                    switch item {
                    case .scalar, .alias: count += 1
                    case .sequence, .mapping: stack.append(item)
                    }
                }
            case let .mapping(mapping):
                for (key, value) in mapping {
                    switch key {
                    case .scalar, .alias: count += 1
                    case .sequence, .mapping: stack.append(key)
                    }
                    switch value {
                    case .scalar, .alias: count += 1
                    case .sequence, .mapping: stack.append(value)
                    }
                }
            }
        }
        return count
    }

    /// A value's kind and where it starts in the text.
    private struct Place: Hashable {
        var kind: Int
        var line: Int
        var column: Int

        init(_ node: Node, _ mark: Mark) {
            switch node {
            case .scalar: kind = 0
            case .sequence: kind = 1
            case .mapping: kind = 2
            case .alias: kind = 3
            }
            line = mark.line
            column = mark.column
        }
    }
}
