/// A section's item names, in order: a list, or names generated from one pattern
/// (``GeneratedItemNames``), each made when it is read. The first change to generated names
/// makes the list of them, so that a million generated items take no memory per item until
/// the items change.
struct ItemList: RandomAccessCollection, MutableCollection, RangeReplaceableCollection, Sendable {
    private enum Storage: Sendable {
        case listed([String])
        case generated(GeneratedItemNames)
    }

    private var storage: Storage

    /// No items.
    init() { storage = .listed([]) }

    /// These names, in order.
    init(_ names: [String]) { storage = .listed(names) }

    /// The names generated from a pattern, each made when it is read.
    init(_ generated: GeneratedItemNames) { storage = .generated(generated) }

    init<S: Sequence>(_ names: S) where S.Element == String { storage = .listed(Array(names)) }

    /// Whether the names are still generated from their pattern, none of them kept.
    var isGenerated: Bool {
        if case .generated = storage { return true }
        return false
    }

    var startIndex: Int { 0 }

    var endIndex: Int {
        switch storage {
        case .listed(let names): return names.count
        case .generated(let generated): return generated.numbers.count
        }
    }

    subscript(position: Int) -> String {
        get {
            switch storage {
            case .listed(let names): return names[position]
            case .generated(let generated): return generated.name(at: position)
            }
        }
        set { changeList { $0[position] = newValue } }
    }

    /// The name at `position`, or `nil` when there is none.
    ///
    /// Inlined, so that a caller reading a list where it is stored reads it there, without
    /// a copy of the list (the trace names every record's item through here).
    @inline(__always)
    func name(at position: Int) -> String? {
        switch storage {
        case .listed(let names):
            return names.withUnsafeBufferPointer { $0.indices.contains(position) ? $0[position] : nil }
        case .generated(let generated):
            return (0..<generated.numbers.count).contains(position) ? generated.name(at: position) : nil
        }
    }

    /// The position of the first item named `name`, as `Collection.firstIndex(of:)` says;
    /// generated names are asked by reading the name's number back.
    func firstIndex(of name: String) -> Int? {
        switch storage {
        case .listed(let names): return names.firstIndex(of: name)
        case .generated(let generated): return generated.offset(of: name)
        }
    }

    /// Whether an item is named `name`.
    func contains(_ name: String) -> Bool { firstIndex(of: name) != nil }

    mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C) where C.Element == String {
        changeList { $0.replaceSubrange(subrange, with: newElements) }
    }

    mutating func reserveCapacity(_ n: Int) {
        changeList { $0.reserveCapacity(n) }
    }

    /// Changes the names as a list (generated names are made into one first). The list is
    /// taken out of the storage while it changes, so a list held once changes in place.
    private mutating func changeList(_ change: (inout [String]) -> Void) {
        var names = list()
        storage = .listed([])
        change(&names)
        storage = .listed(names)
    }

    /// The names as a list: the list itself, or the generated names made into one.
    func list() -> [String] {
        switch storage {
        case .listed(let names): return names
        case .generated(let generated): return generated.names
        }
    }
}

extension ItemList: Equatable {
    static func == (lhs: ItemList, rhs: ItemList) -> Bool {
        if case .generated(let left) = lhs.storage, case .generated(let right) = rhs.storage,
           left.pattern == right.pattern, left.numbers == right.numbers {
            return true
        }
        return lhs.elementsEqual(rhs)
    }
}

extension ItemList: ExpressibleByArrayLiteral {
    init(arrayLiteral names: String...) { storage = .listed(names) }
}
