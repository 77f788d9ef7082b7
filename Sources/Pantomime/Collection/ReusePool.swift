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

    /// One reuse queue: its key, its spare views (the next to be reused last) and the most
    /// of its views on screen at the end of any layout pass.
    private struct Queue {
        let key: String
        var views: [CollectionReusableView] = []
        var peak = 0
    }

    /// The queues, in the order they were first named.
    private var slots: [Queue] = []
    /// Each queue's place in ``slots``.
    private var slotByKey: [String: Int] = [:]
    /// The place of the queue last named: a scroll names the same queue over and over, and
    /// comparing its key with the one asked for (the same string, compared by identity
    /// first) costs less than hashing it.
    private var lastSlot = 0

    init(limit: Int) {
        self.limit = limit
    }

    /// The place of the queue `key` in ``slots``, or nil when it was never named.
    private mutating func slot(for key: String) -> Int? {
        if lastSlot < slots.count, slots[lastSlot].key == key { return lastSlot }
        guard let slot = slotByKey[key] else { return nil }
        lastSlot = slot
        return slot
    }

    /// The place of the queue `key` in ``slots``, made empty when it was never named.
    private mutating func makeSlot(for key: String) -> Int {
        if let slot = slot(for: key) { return slot }
        slots.append(Queue(key: key))
        slotByKey[key] = slots.count - 1
        lastSlot = slots.count - 1
        return lastSlot
    }

    /// The spare views, by queue key, the next to be reused last.
    var queues: [String: [CollectionReusableView]] {
        get { Dictionary(uniqueKeysWithValues: slots.lazy.filter { !$0.views.isEmpty }.map { ($0.key, $0.views) }) }
        set {
            for index in slots.indices { slots[index].views = newValue[slots[index].key] ?? [] }
            for (key, views) in newValue where slotByKey[key] == nil { slots[makeSlot(for: key)].views = views }
        }
    }

    /// The most views of each queue on screen at the end of any layout pass.
    var peakOnScreen: [String: Int] {
        Dictionary(uniqueKeysWithValues: slots.lazy.filter { $0.peak > 0 }.map { ($0.key, $0.peak) })
    }

    /// How many spares a queue keeps: the most on screen at once plus ``limit``, never
    /// less than zero.
    func bound(for key: String) -> Int {
        max(0, (slotByKey[key].map { slots[$0].peak } ?? 0) + limit)
    }

    /// How many views wait in all queues.
    var count: Int { slots.reduce(0) { $0 + $1.views.count } }

    /// Takes the most recently queued view of a queue, or nil when it has none.
    ///
    /// The queue is changed where it is stored, never copied.
    mutating func dequeue(from key: String) -> CollectionReusableView? {
        guard let slot = slot(for: key) else { return nil }
        return slots[slot].views.popLast()
    }

    /// Queues a view that left the screen in its own queue (``CollectionReusableView/reuseQueueKey``).
    /// Returns false, and keeps nothing, for a view without a queue, one already queued,
    /// or a queue that is full.
    ///
    /// The queue is changed where it is stored, never copied; the check that the view is
    /// not queued already compares identities only, within a queue of at most
    /// ``bound(for:)`` views. A view that just left the screen (`leaving`) is not looked for:
    /// a view on screen is never queued too (``violation(visible:)`` reports one that is).
    @discardableResult
    mutating func enqueue(_ view: CollectionReusableView, leaving: Bool = false) -> Bool {
        guard let key = view.reuseQueueKey else { return false }
        let known = slot(for: key)
        let bound = max(0, (known.map { slots[$0].peak } ?? 0) + limit)
        guard bound > 0 else { return false }
        let slot = known ?? makeSlot(for: key)
        guard slots[slot].views.count < bound else { return false }
        if !leaving, slots[slot].views.contains(where: { $0 === view }) { return false }
        slots[slot].views.append(view)
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
        for (key, count) in counts {
            let slot = makeSlot(for: key)
            if count > slots[slot].peak { slots[slot].peak = count }
        }
    }

    /// The lowest peak of the queues named so far; 0 while none is. While no more views than
    /// this are on screen, and each is of a named queue, no queue's views on screen are more
    /// than its peak: ``notePeak(onScreen:)`` would change nothing.
    var lowestPeak: Int {
        guard var lowest = slots.first?.peak else { return 0 }
        for slot in slots where slot.peak < lowest { lowest = slot.peak }
        return lowest
    }

    /// Lets go of the spares beyond each queue's bound (after ``limit`` was lowered).
    mutating func trim() {
        for index in slots.indices {
            let bound = max(0, slots[index].peak + limit)
            if slots[index].views.count > bound { slots[index].views.removeLast(slots[index].views.count - bound) }
        }
    }

    /// A sentence naming the first broken rule of the pool, or nil when all hold: no queue
    /// holds more than its bound; every queued view is in its own queue, once, off screen
    /// (out of the view hierarchy) and not one of `visible`.
    func violation(visible: Set<ObjectIdentifier>) -> String? {
        var queued = Set<ObjectIdentifier>()
        for queue in slots.sorted(by: { $0.key < $1.key }) {
            let key = queue.key, bound = queue.peak + limit
            let queue = queue.views
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
