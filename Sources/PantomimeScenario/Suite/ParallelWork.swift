import Foundation

/// Work split over threads: each thread takes the next index until none is left, so a
/// slow item holds up only its own thread.
enum ParallelWork {
    /// The stack each worker thread gets: scenarios nest steps and flows, and reading them
    /// recurses through the YAML, deeper than a small default stack allows.
    static let stackSize = 8 << 20

    /// Calls `body` once for every index below `count`, on `workers` threads at most (on
    /// this thread when that is 1), and returns when every call has returned.
    static func forEach(_ count: Int, workers: Int, _ body: @escaping @Sendable (Int) -> Void) {
        let threads = min(max(workers, 1), count)
        if threads <= 1 {
            for index in 0..<count { body(index) }
            return
        }
        let counter = Counter(limit: count)
        let group = DispatchGroup()
        for _ in 0..<threads {
            group.enter()
            let thread = Thread {
                while let index = counter.next() { body(index) }
                group.leave()
            }
            thread.stackSize = stackSize
            thread.start()
        }
        group.wait()
    }

    /// `transform` of every element, in order, computed on `workers` threads at most.
    static func map<T: Sendable, R: Sendable>(_ items: [T], workers: Int, _ transform: @escaping @Sendable (T) -> R) -> [R] {
        let slots = Slots<R>(count: items.count)
        forEach(items.count, workers: workers) { index in slots.set(index, transform(items[index])) }
        return slots.values()
    }

    /// The next index to take, behind a lock.
    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var nextIndex = 0
        private let limit: Int

        init(limit: Int) { self.limit = limit }

        func next() -> Int? {
            lock.lock(); defer { lock.unlock() }
            guard nextIndex < limit else { return nil }
            nextIndex += 1
            return nextIndex - 1
        }
    }

    /// One result per index, filled in by any thread, behind a lock.
    private final class Slots<R>: @unchecked Sendable {
        private let lock = NSLock()
        private var slots: [R?]

        init(count: Int) { slots = Array(repeating: nil, count: count) }

        func set(_ index: Int, _ value: R) {
            lock.lock(); defer { lock.unlock() }
            slots[index] = value
        }

        func values() -> [R] {
            lock.lock(); defer { lock.unlock() }
            return slots.compactMap { $0 }
        }
    }
}
