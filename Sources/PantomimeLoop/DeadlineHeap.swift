/// A binary min-heap of pending deadlines, ordered by (deadline, insertion sequence), so
/// that ties run first-in-first-out.
struct DeadlineHeap {
    struct Entry {
        var deadline: LoopInstant
        var sequence: UInt64
        var id: Int

        func precedes(_ other: Entry) -> Bool {
            deadline != other.deadline ? deadline < other.deadline : sequence < other.sequence
        }
    }

    /// The entries in heap order: no entry precedes its parent (see `invariantViolation`).
    var storage: [Entry] = []

    var count: Int { storage.count }

    func peek() -> Entry? { storage.first }

    mutating func push(_ entry: Entry) {
        storage.append(entry)
        var child = storage.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard storage[child].precedes(storage[parent]) else { break }
            storage.swapAt(child, parent)
            child = parent
        }
        verifyInvariant(invariantViolation)
    }

    @discardableResult
    mutating func pop() -> Entry? {
        guard !storage.isEmpty else { return nil }
        storage.swapAt(0, storage.count - 1)
        let top = storage.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var first = parent
            if left < storage.count, storage[left].precedes(storage[first]) { first = left }
            if right < storage.count, storage[right].precedes(storage[first]) { first = right }
            if first == parent { break }
            storage.swapAt(parent, first)
            parent = first
        }
        verifyInvariant(invariantViolation)
        return top
    }

    /// A sentence naming the first entry that runs before its parent, or `nil` when the
    /// heap is ordered: no child precedes its parent in (deadline, sequence) order.
    var invariantViolation: String? {
        for child in storage.indices.dropFirst() {
            let parent = (child - 1) / 2
            if storage[child].precedes(storage[parent]) {
                return "the deadline heap is out of order: the entry at \(child) (deadline \(storage[child].deadline), sequence \(storage[child].sequence)) runs before its parent at \(parent) (deadline \(storage[parent].deadline), sequence \(storage[parent].sequence))."
            }
        }
        return nil
    }
}
