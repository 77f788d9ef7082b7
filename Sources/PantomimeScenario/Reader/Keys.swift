import Foundation

/// The keys one kind of mapping in a scenario file may hold, in the order messages list
/// them. The reader switches over them exhaustively, and each describes its value for the
/// JSON Schema, so a key cannot be allowed without being read and described.
protocol ReaderKey: RawRepresentable, CaseIterable, Hashable, Sendable where RawValue == String, AllCases == [Self] {
    /// What the reader accepts as this key's value, for the JSON Schema.
    var valueSchema: Schema { get }
}

extension ReaderKey {
    static var names: [String] { allCases.map(\.rawValue) }
}

/// The key tables of the scenario language, one enum per kind of mapping.
enum Keys {}

extension ScenarioNode {
    /// The pairs of a mapping whose keys are all of `Key`, in file order.
    func mapping<Key: ReaderKey>(_: Key.Type) throws -> [(key: Key, keyNode: ScenarioNode, value: ScenarioNode)] {
        try mapping(allowed: Key.names).compactMap { pair in
            Key(rawValue: pair.key).map { ($0, pair.keyNode, pair.value) }
        }
    }

    /// A mapping's values by key, after checking every key is one of `Key`.
    func fields<Key: ReaderKey>(_: Key.Type) throws -> KeyedFields<Key> {
        KeyedFields(fields: try fields(allowed: Key.names))
    }
}

/// The values of a checked mapping, looked up by typed key.
struct KeyedFields<Key: ReaderKey> {
    let fields: Fields

    subscript(_ key: Key) -> ScenarioNode? { fields[key.rawValue] }

    func required(_ key: Key, _ hint: String = "") throws -> ScenarioNode {
        try fields.required(key.rawValue, hint)
    }

    /// `value`, a key's value read from ``given``, or the error that the key is missing.
    func required(_ value: ScenarioNode?, _ key: Key, _ hint: String = "") throws -> ScenarioNode {
        guard let value else { return try required(key, hint) }
        return value
    }

    /// How many keys the mapping gives.
    var count: Int { fields.pairs.count }

    /// The keys given, with their values, in the keys' declared order (not the file's),
    /// so that reading them does not depend on how the file orders them.
    var given: [(key: Key, value: ScenarioNode)] {
        // One walk of the pairs the file gives (a key's first pair, as `self[key]` finds it),
        // then ordered by the keys' declaration: a mapping gives a few of many keys.
        let order = Key.allCases
        var found: [(rank: Int, key: Key, value: ScenarioNode)] = []
        found.reserveCapacity(fields.pairs.count)
        // The pairs are read where they are stored: a pair copied whole copies its key, its
        // key's node and its value's, when only the value is kept.
        fields.pairs.withUnsafeBufferPointer { pairs in
            for index in pairs.indices {
                guard let key = Key(rawValue: pairs[index].key), let rank = order.firstIndex(of: key),
                      !found.contains(where: { $0.rank == rank }) else { continue }
                found.append((rank, key, pairs[index].value))
            }
        }
        found.sort { $0.rank < $1.rank }
        return found.map { ($0.key, $0.value) }
    }
}
