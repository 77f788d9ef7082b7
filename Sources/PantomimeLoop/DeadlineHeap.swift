/// A binary min-heap of pending deadlines, ordered by (deadline, insertion sequence), so
/// that ties run first-in-first-out.
struct DeadlineHeap {
    struct Entry {
        var deadline: LoopInstant
        var sequence: UInt64
        /// Whose deadline it is: ``FrameTicker/entryID`` for a frame tick, else the slot of
        /// the timer in its loop's table of live timers.
        var id: Int

        func precedes(_ other: Entry) -> Bool {
            deadline != other.deadline ? deadline < other.deadline : sequence < other.sequence
        }
    }

    /// The entries in heap order: no entry precedes its parent (see `invariantViolation`).
    var storage: [Entry] = []

    var count: Int { storage.count }

    func peek() -> Entry? { storage.first }

    /// Adds `entry`, moving its ancestors that it precedes down one level each.
    mutating func push(_ entry: Entry) {
        var child = storage.count
        storage.append(entry)
        while child > 0 {
            let parent = (child - 1) / 2
            guard entry.precedes(storage[parent]) else { break }
            storage[child] = storage[parent]
            storage[parent] = entry
            child = parent
        }
        verifyInvariant(invariantViolation)
    }

    /// Takes out the first entry; the last one takes its place and sinks below every child
    /// that precedes it.
    @discardableResult
    mutating func pop() -> Entry? {
        guard let last = storage.popLast() else { return nil }
        guard let top = storage.first else { return last }
        var parent = 0
        while true {
            let left = 2 * parent + 1
            guard left < storage.count else { break }
            let right = left + 1
            let first = right < storage.count && storage[right].precedes(storage[left]) ? right : left
            guard storage[first].precedes(last) else { break }
            storage[parent] = storage[first]
            parent = first
        }
        storage[parent] = last
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
