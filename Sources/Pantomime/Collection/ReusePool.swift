import Foundation

/// A collection view's spare views, one queue per reuse queue key (the element kind and
/// the reuse identifier): UIKit's reuse queues, as a value the collection view keeps.
///
/// A queue gives back its most recently queued view first. It keeps at most
/// ``bound(for:)`` spares: as many views of that queue as were ever on screen at once at
/// the end of a layout pass, plus ``limit``, so that a whole screen leaving at once can
/// be reused by the next one.
///
/// ```swift
/// var pool = ReusePool(limit: 5)
/// pool.notePeak(onScreen: [cell])        // one view of the queue on screen at once
/// pool.enqueue(cell)                     // true: kept as a spare
/// pool.dequeue(from: cell.reuseQueueKey!) // the same cell
/// ```
struct ReusePool {
    /// Spare views kept per queue beyond the most on screen at once.
    var limit: Int {
        didSet { trim() }
    }
    /// The spare views, by queue key, the next to be reused last.
    var queues: [String: [CollectionReusableView]] = [:]
    /// The most views of each queue on screen at the end of any layout pass.
    var peakOnScreen: [String: Int] = [:]

    init(limit: Int) {
        self.limit = limit
    }

    /// How many spares a queue keeps: the most on screen at once plus ``limit``, never
    /// less than zero.
    func bound(for key: String) -> Int {
        max(0, (peakOnScreen[key] ?? 0) + limit)
    }

    /// How many views wait in all queues.
    var count: Int { queues.values.reduce(0) { $0 + $1.count } }

    /// Takes the most recently queued view of a queue, or nil when it has none.
    ///
    /// The queue is changed where it is stored, never copied.
    mutating func dequeue(from key: String) -> CollectionReusableView? {
        guard let index = queues.index(forKey: key) else { return nil }
        return queues.values[index].popLast()
    }

    /// Queues a view that left the screen in its own queue (``CollectionReusableView/reuseQueueKey``).
    /// Returns false, and keeps nothing, for a view without a queue, one already queued,
    /// or a queue that is full.
    @discardableResult
    ///
    /// The queue is changed where it is stored, never copied; the check that the view is
    /// not queued already compares identities only, within a queue of at most
    /// ``bound(for:)`` views.
    mutating func enqueue(_ view: CollectionReusableView) -> Bool {
        guard let key = view.reuseQueueKey else { return false }
        let bound = bound(for: key)
        guard let index = queues.index(forKey: key) else {
            guard bound > 0 else { return false }
            queues[key] = [view]
            return true
        }
        guard queues.values[index].count < bound, !queues.values[index].contains(where: { $0 === view }) else { return false }
        queues.values[index].append(view)
        return true
    }

    /// Remembers how many views of each queue are on screen now, if more than ever before.
    ///
    /// The views are counted by queue in a short list rather than a dictionary: a screen
    /// holds few queues, and their keys compare faster than they hash.
    mutating func notePeak(onScreen views: some Sequence<CollectionReusableView>) {
        var counts: [(key: String, count: Int)] = []
        for view in views {
            guard let key = view.reuseQueueKey else { continue }
            if let index = counts.firstIndex(where: { $0.key == key }) { counts[index].count += 1 } else { counts.append((key, 1)) }
        }
        for (key, count) in counts where count > peakOnScreen[key] ?? 0 { peakOnScreen[key] = count }
    }


    /// Lets go of the spares beyond each queue's bound (after ``limit`` was lowered).
    mutating func trim() {
        for (key, queue) in queues where queue.count > bound(for: key) {
            queues[key] = Array(queue.prefix(bound(for: key)))
        }
    }

    /// A sentence naming the first broken rule of the pool, or nil when all hold: no queue
    /// holds more than its bound; every queued view is in its own queue, once, off screen
    /// (out of the view hierarchy) and not one of `visible`.
    func violation(visible: Set<ObjectIdentifier>) -> String? {
        var queued = Set<ObjectIdentifier>()
        for key in queues.keys.sorted() {
            let queue = queues[key] ?? []
            let bound = (peakOnScreen[key] ?? 0) + limit
            if queue.count > max(0, bound) {
                return "the reuse queue \(Self.describe(queue: key)) holds \(queue.count) views, more than its bound of \(bound) (the most on screen at once plus reuseQueueLimit)."
            }
            for view in queue {
                let id = ObjectIdentifier(view)
                if visible.contains(id) {
                    return "a view is both visible and queued for reuse in \(Self.describe(queue: key))."
                }
                if !queued.insert(id).inserted {
                    return "a view is queued for reuse twice (in \(Self.describe(queue: key)))."
                }
                if view.reuseQueueKey != key {
                    return "a view queued in \(Self.describe(queue: key)) belongs to the queue \(Self.describe(queue: view.reuseQueueKey ?? "none"))."
                }
                if view.superview != nil {
                    return "a view queued for reuse in \(Self.describe(queue: key)) is still in the view hierarchy."
                }
            }
        }
        return nil
    }

    static func describe(queue key: String) -> String {
        "'" + key.replacingOccurrences(of: "\u{1F}", with: "/") + "'"
    }
}
