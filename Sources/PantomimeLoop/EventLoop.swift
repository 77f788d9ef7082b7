import CLibevent
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A run loop on a libevent `event_base`, with a virtual or a wall clock.
///
/// Every callback — input, timers, frame ticks, end-of-cycle observers — is dispatched by
/// libevent, in that priority order within one turn. With the virtual clock (the default)
/// time moves only through ``advance(by:)``, ``advance(to:)`` and ``settle(budget:)``:
/// due work runs in deadline order, ties first-in-first-out, with ``now`` set to each
/// deadline before it runs.
///
/// ```swift
/// let loop = try EventLoop()
/// loop.schedule(after: .milliseconds(500), name: "long press") { print("began") }
/// try loop.advance(by: .seconds(1))
/// ```
public final class EventLoop {
    /// The clock that drives this loop.
    public let mode: LoopClockMode
    /// Frame ticks per second while something animates.
    public let framesPerSecond: Int64

    private let base: OpaquePointer
    private var virtualNow: LoopInstant = .zero
    private let wallStart: TimeAmount

    private var nextID = 0
    private var sequence: UInt64 = 0
    private var heap = DeadlineHeap()
    private var timers: [Int: Scheduled] = [:]
    private var observers: [EndOfCycleObserver] = []
    private var animations: [Animation] = []
    /// One timer, armed for the next frame tick while anything animates and idle
    /// otherwise, so that frames cost no allocation.
    private var frameTicker: Scheduled?
    private var isFrameArmed = false
    private var lineReaders: [Int: LineReader] = [:]
    private var pendingErrors: [Error] = []

    /// The observers told of every timer that fires at timer priority, by token.
    private var timerObservers: [(token: ObjectIdentifier, body: (Scheduled) -> Void)] = []

    /// Tells `body` of every timer that fires at timer priority (not input, frame ticks or
    /// end-of-cycle observers), just before its work runs; each window on the loop records
    /// these in its trace. Observers run in the order they were added; the observation
    /// ends when the returned handle is released or ``TimerObservation/cancel()`` is called.
    public func addTimerObserver(_ body: @escaping (Scheduled) -> Void) -> TimerObservation {
        let observation = TimerObservation(loop: self)
        timerObservers.append((ObjectIdentifier(observation), body))
        return observation
    }

    func removeTimerObserver(_ observation: TimerObservation) {
        timerObservers.removeAll { $0.token == ObjectIdentifier(observation) }
    }
    /// Called at the end of every turn: once the work of an instant (input, timers, frame
    /// ticks, then the end-of-cycle observers such as the layout pass) has run, before the
    /// clock moves on. For checks that must hold between turns; it must not schedule work.
    public var turnObserver: (() -> Void)?
    private var isDispatching = false
    /// The most work the loop may do; `nil` (the default) sets no bound. Setting it starts
    /// counting turns and real time afresh.
    public var workBudget: WorkBudget? {
        didSet { turnsTaken = 0; budgetStart = nil }
    }
    private var turnsTaken = 0
    private var budgetStart: TimeAmount?
    /// Callbacks run in the current turn, counted against ``WorkBudget/callbacksPerTurn``.
    private var callbacksThisTurn = 0
    /// How often each callback ran among the last half of a turn's allowance (and the one
    /// past it): the turn's runaway, if it runs out.
    private var lateCallbacks: [String: Int] = [:]

    /// The highest frame-tick rate: one tick a nanosecond. Ticks are placed in integer
    /// nanoseconds, so no rate beyond it could be kept, and the arithmetic that places
    /// them stays within 64 bits up to ``LoopInstant/horizon``.
    public static let maximumFramesPerSecond: Int64 = 1_000_000_000

    /// Creates a loop with its own libevent base.
    ///
    /// - Parameters:
    ///   - mode: `.virtual` (the default) or `.wall`.
    ///   - framesPerSecond: the frame-tick rate while something animates; 60 by default,
    ///     kept between 1 and ``maximumFramesPerSecond`` (one tick a nanosecond, the
    ///     clock's resolution).
    /// - Throws: ``LoopError/libevent(call:code:)`` when libevent cannot make a base.
    public init(mode: LoopClockMode = .virtual, framesPerSecond: Int64 = 60) throws {
        guard let config = event_config_new() else { throw LoopError.libevent(call: "event_config_new", code: -1) }
        defer { event_config_free(config) }
        // Virtual time must not be disturbed by the system clock; wall mode uses
        // libevent's monotonic timers either way.
        guard let base = event_base_new_with_config(config) else {
            throw LoopError.libevent(call: "event_base_new_with_config", code: -1)
        }
        let code = event_base_priority_init(base, Int32(LoopPriority.allCases.count))
        guard code == 0 else {
            event_base_free(base)
            throw LoopError.libevent(call: "event_base_priority_init", code: code)
        }
        self.base = base
        self.mode = mode
        self.framesPerSecond = min(max(1, framesPerSecond), Self.maximumFramesPerSecond)
        self.wallStart = EventLoop.monotonic()
    }

    deinit {
        // Every event goes before the base it was made on; handles kept by callers stay
        // valid objects with no event.
        for timer in timers.values { timer.event = nil }
        for observer in observers { observer.event = nil }
        for reader in lineReaders.values { reader.event = nil }
        event_base_free(base)
    }

    /// The current time on this loop's clock.
    public var now: LoopInstant {
        switch mode {
        case .virtual: return virtualNow
        case .wall: return LoopInstant(nanoseconds: (EventLoop.monotonic() - wallStart).nanoseconds)
        }
    }

    /// The name of the libevent backend in use (for example `epoll`).
    public var backendName: String {
        guard let name = event_base_get_method(base) else { return "unknown" }
        return String(cString: name)
    }

    // MARK: - Scheduling

    /// Runs `body` once, `delay` from now.
    ///
    /// - Parameters:
    ///   - delay: how long from now; zero or negative means in the current turn.
    ///   - name: what ``settle(budget:)`` calls this timer while it is pending.
    ///   - priority: where in a turn it runs; `.timers` by default.
    ///   - body: the work. An error it throws is rethrown by the call that advanced time.
    /// - Returns: a handle to cancel it.
    @discardableResult
    public func schedule(after delay: TimeAmount, name: String, priority: LoopPriority = .timers,
                         _ body: @escaping () throws -> Void) -> Scheduled {
        schedule(at: now + max(delay, .zero), name: name, priority: priority, body)
    }

    /// Runs `body` once at `deadline` (or in the current turn if that has passed).
    @discardableResult
    public func schedule(at deadline: LoopInstant, name: String, priority: LoopPriority = .timers,
                         _ body: @escaping () throws -> Void) -> Scheduled {
        let timer = makeTimer(name: name, priority: priority, anchor: max(deadline, now), interval: nil, body: body)
        arm(timer, at: timer.anchor)
        return timer
    }

    /// Runs `body` every `interval`, first `firstAfter` from now (one interval by default),
    /// at `first + k · interval` exactly, with no drift however long it runs.
    ///
    /// A repeating timer never keeps ``settle(budget:)`` busy. The loop keeps it, and so
    /// `body`, until it is cancelled: a body that holds the loop strongly keeps both alive,
    /// so hold it `unowned` or `weak`, or cancel the timer when done.
    /// - Throws: ``LoopError/invalidInterval(name:interval:)`` for an interval of zero or less.
    @discardableResult
    public func scheduleRepeating(every interval: TimeAmount, firstAfter: TimeAmount? = nil, name: String,
                                  _ body: @escaping () throws -> Void) throws -> Scheduled {
        guard interval > .zero else { throw LoopError.invalidInterval(name: name, interval: interval) }
        let first = now + max(firstAfter ?? interval, .zero)
        let timer = makeTimer(name: name, priority: .timers, anchor: first, interval: interval, body: body)
        arm(timer, at: first)
        return timer
    }

    /// Delivers input: runs `body` at `deadline` at input priority, ahead of timers due at
    /// the same instant.
    @discardableResult
    public func scheduleInput(at deadline: LoopInstant, name: String, _ body: @escaping () throws -> Void) -> Scheduled {
        schedule(at: deadline, name: name, priority: .input, body)
    }

    /// Adds an observer that runs at the end of any turn in which it was marked with
    /// ``EndOfCycleObserver/setNeeded()``.
    public func addEndOfCycleObserver(name: String, _ body: @escaping () throws -> Void) -> EndOfCycleObserver {
        let observer = EndOfCycleObserver(loop: self, name: name, body: body)
        let context = Unmanaged.passUnretained(observer).toOpaque()
        do {
            observer.event = try LibeventEvent(base: base, priority: .observers, context: context) { _, _, context in
                guard let context else { return }
                let observer = Unmanaged<EndOfCycleObserver>.fromOpaque(context).takeUnretainedValue()
                observer.loop?.runObserver(observer)
            }
        } catch {
            // No silent observer: the next call that moves time throws this.
            pendingErrors.append(error)
        }
        observers.append(observer)
        return observer
    }

    /// Removes an observer added with ``addEndOfCycleObserver(name:_:)``.
    public func removeEndOfCycleObserver(_ observer: EndOfCycleObserver) {
        guard let index = observers.firstIndex(where: { $0 === observer }) else { return }
        observers.remove(at: index)
        observer.event = nil
    }

    /// Starts an animation: `step` runs on every frame tick with the tick's time and
    /// returns whether the animation goes on. Frame ticks run only while an animation does.
    @discardableResult
    public func animate(name: String, _ step: @escaping (LoopInstant) throws -> Bool) -> Animation {
        nextID += 1
        let animation = Animation(loop: self, id: nextID, name: name, step: step)
        animations.append(animation)
        if !isFrameArmed { scheduleFrame() }
        return animation
    }

    /// Whether any animation is running.
    public var isAnimating: Bool { !animations.isEmpty }

    /// The names of the work that keeps the loop from settling: one-shot timers, running
    /// animations and observers marked as needed, in the order they would run.
    public var busySources: [String] {
        var names = timers.values.filter { !$0.isRepeating && !$0.isPaused && $0 !== frameTicker }
            .sorted { ($0.nextDeadline ?? .distantFuture, $0.id) < ($1.nextDeadline ?? .distantFuture, $1.id) }
            .map { "timer '\($0.name)' due at \($0.nextDeadline ?? now)s" }
        names += animations.map { "animation '\($0.name)'" }
        names += observers.filter(\.isNeeded).map { "observer '\($0.name)'" }
        return names
    }

    /// The repeating timers that are scheduled, by name.
    public var repeatingTimers: [Scheduled] {
        timers.values.filter(\.isRepeating).sorted { $0.id < $1.id }
    }

    /// Records an error raised by work running on the loop; the call that advanced time
    /// rethrows the first one after the turn finishes.
    public func reportError(_ error: Error) {
        pendingErrors.append(error)
    }

    // MARK: - Virtual time

    /// Runs everything due by `now + amount`, in deadline order.
    ///
    /// - Throws: the first error thrown by work that ran; ``LoopError/wrongClock(call:mode:)``
    ///   on a wall-clock loop.
    public func advance(by amount: TimeAmount) throws {
        try advance(to: now + max(amount, .zero))
    }

    /// Runs everything due by `deadline`, in deadline order, ties first-in-first-out, with
    /// ``now`` set to each deadline before its work runs; then sets ``now`` to `deadline`.
    ///
    /// - Throws: ``LoopError/timeTravel(now:requested:)`` if `deadline` is in the past.
    public func advance(to deadline: LoopInstant) throws {
        guard mode == .virtual else { throw LoopError.wrongClock(call: "advance(to:)", mode: mode) }
        guard !isDispatching else { throw LoopError.reentrant(call: "advance(to:)") }
        guard deadline >= virtualNow else { throw LoopError.timeTravel(now: virtualNow, requested: deadline) }
        guard deadline <= LoopInstant.horizon else { throw LoopError.beyondHorizon(requested: deadline - virtualNow) }
        try dispatchActive()
        while let next = heap.peek(), next.deadline <= deadline {
            virtualNow = next.deadline
            while let entry = heap.peek(), entry.deadline == virtualNow {
                heap.pop()
                guard let timer = timers[entry.id], case let .waiting(_, ticket) = timer.state, ticket == entry.sequence,
                      let event = timer.event else { continue }
                event.activate()
            }
            try dispatchActive()
        }
        virtualNow = deadline
    }

    /// Runs the work of the current instant without moving the clock.
    public func runPending() throws {
        switch mode {
        case .virtual: try advance(by: .zero)
        case .wall:
            guard !isDispatching else { throw LoopError.reentrant(call: "runPending()") }
            try dispatchActive()
        }
    }

    /// Advances until nothing but repeating timers is pending: animations finished,
    /// one-shot timers fired, observers run.
    ///
    /// - Parameter budget: the most virtual time it may take; 60 s by default.
    /// - Throws: ``LoopError/settleBudgetExceeded(budget:busy:)`` naming what is still busy
    ///   when the budget runs out (the clock is then at the budget's end).
    public func settle(budget: TimeAmount = .seconds(60)) throws {
        guard mode == .virtual else { throw LoopError.wrongClock(call: "settle(budget:)", mode: mode) }
        guard !isDispatching else { throw LoopError.reentrant(call: "settle(budget:)") }
        let limit = min(virtualNow + budget, LoopInstant.horizon)
        while true {
            try dispatchActive()
            guard let next = nextNonRepeatingDeadline() else { return }
            if next > limit {
                try advance(to: limit)
                throw LoopError.settleBudgetExceeded(budget: budget, busy: busySources)
            }
            try advance(to: next)
        }
    }

    // MARK: - Wall time

    /// Runs the loop on real time for `duration`, dispatching libevent's timers and input
    /// sources as they become due.
    public func run(for duration: TimeAmount) throws {
        guard mode == .wall else { throw LoopError.wrongClock(call: "run(for:)", mode: mode) }
        guard !isDispatching else { throw LoopError.reentrant(call: "run(for:)") }
        var tv = EventLoop.timeval(of: duration)
        let exitCode = event_base_loopexit(base, &tv)
        guard exitCode == 0 else { throw LoopError.libevent(call: "event_base_loopexit", code: exitCode) }
        isDispatching = true
        let code = event_base_dispatch(base)
        isDispatching = false
        guard code >= 0 else { throw LoopError.libevent(call: "event_base_dispatch", code: code) }
        try throwPendingError()
    }

    /// Reads lines from a file descriptor at input priority and hands each to `onLine`;
    /// `onEnd` runs once at end of file. The descriptor is not closed by the loop.
    ///
    /// Works with both clocks; lines arrive only while the loop dispatches (``run(for:)``,
    /// or ``advance(by:)`` for data already waiting).
    public func addLineReader(fileDescriptor: Int32, name: String, onLine: @escaping (String) throws -> Void,
                              onEnd: @escaping () throws -> Void = {}) throws {
        nextID += 1
        let reader = LineReader(loop: self, id: nextID, name: name, fd: fileDescriptor, onLine: onLine, onEnd: onEnd)
        let context = Unmanaged.passUnretained(reader).toOpaque()
        let event = try LibeventEvent(base: base, fileDescriptor: fileDescriptor, events: Int16(EV_READ | EV_PERSIST),
                                      priority: .input, context: context) { _, _, context in
            guard let context else { return }
            Unmanaged<LineReader>.fromOpaque(context).takeUnretainedValue().readAvailable()
        }
        try event.add(timeout: nil)
        reader.event = event
        lineReaders[reader.id] = reader
    }

    // MARK: - Internals

    private func makeTimer(name: String, priority: LoopPriority, anchor: LoopInstant, interval: TimeAmount?,
                           body: @escaping () throws -> Void) -> Scheduled {
        nextID += 1
        let timer = Scheduled(loop: self, id: nextID, name: name, priority: priority, anchor: anchor,
                              interval: interval, body: body)
        let context = Unmanaged.passUnretained(timer).toOpaque()
        do {
            timer.event = try LibeventEvent(base: base, priority: priority, context: context) { _, _, context in
                guard let context else { return }
                let timer = Unmanaged<Scheduled>.fromOpaque(context).takeUnretainedValue()
                timer.loop?.fire(timer)
            }
        } catch {
            // No silent timer: the next call that moves time throws this.
            pendingErrors.append(error)
        }
        timers[timer.id] = timer
        return timer
    }

    /// Makes the timer due at `deadline`.
    func arm(_ timer: Scheduled, at deadline: LoopInstant) {
        guard let event = timer.event else { return }
        sequence += 1
        timer.state = .waiting(deadline: deadline, ticket: sequence)
        switch mode {
        case .virtual:
            if deadline <= virtualNow && isDispatching {
                event.activate()
            } else {
                heap.push(.init(deadline: deadline, sequence: sequence, id: timer.id))
            }
        case .wall:
            do { try event.add(timeout: max(deadline - now, .zero)) } catch { pendingErrors.append(error) }
        }
    }

    /// Takes a timer's pending deadline away without retiring it.
    func unarm(_ timer: Scheduled) {
        do { try timer.event?.delete() } catch { pendingErrors.append(error) }
    }

    /// Forgets a cancelled or finished timer and frees its event.
    func retire(_ timer: Scheduled) {
        timer.event = nil
        timers[timer.id] = nil
    }


    private func fire(_ timer: Scheduled) {
        guard !timer.isDone, !timer.isPaused else { return }
        if timer === frameTicker {
            timer.state = .idle
            runFrame()
            countCallback("frame tick")
            return
        }
        defer { countCallback("timer '\(timer.name)'") }
        let firedAt = timer.nextDeadline ?? now
        timer.fireCount += 1
        timer.lastFire = firedAt
        if let interval = timer.interval {
            timer.cycle += 1
            arm(timer, at: timer.anchor + interval * timer.cycle)
        } else {
            timer.state = .done
        }
        if timer.priority == .timers { for observer in timerObservers { observer.body(timer) } }
        do { try timer.body() } catch { pendingErrors.append(error) }
        if timer.interval == nil { retire(timer) }
    }

    private func runObserver(_ observer: EndOfCycleObserver) {
        observer.isNeeded = false
        do { try observer.body() } catch { pendingErrors.append(error) }
        countCallback("observer '\(observer.name)'")
    }

    private func scheduleFrame() {
        let nanosPerSecond: Int64 = 1_000_000_000
        // Tick k is at floor(k / fps) seconds in nanoseconds; take the first one after now.
        var index = now.nanoseconds / nanosPerSecond * framesPerSecond
            + (now.nanoseconds % nanosPerSecond) * framesPerSecond / nanosPerSecond
        var tick = LoopInstant(nanoseconds: index / framesPerSecond * nanosPerSecond + (index % framesPerSecond) * nanosPerSecond / framesPerSecond)
        while tick <= now {
            index += 1
            tick = LoopInstant(nanoseconds: index / framesPerSecond * nanosPerSecond + (index % framesPerSecond) * nanosPerSecond / framesPerSecond)
        }
        let ticker = frameTicker ?? makeTimer(name: "frame tick", priority: .frames, anchor: tick, interval: nil, body: {})
        frameTicker = ticker
        isFrameArmed = true
        arm(ticker, at: tick)
    }

    private func runFrame() {
        isFrameArmed = false
        let time = now
        for animation in animations where !animation.isDone {
            do {
                if try !animation.step(time) { animation.isDone = true }
            } catch {
                animation.isDone = true
                pendingErrors.append(error)
            }
        }
        animations.removeAll(where: \.isDone)
        if !animations.isEmpty { scheduleFrame() }
    }

    func removeAnimation(_ animation: Animation) {
        animations.removeAll { $0 === animation }
        if animations.isEmpty, isFrameArmed, let ticker = frameTicker {
            isFrameArmed = false
            ticker.state = .idle
            unarm(ticker)
        }
    }

    func removeLineReader(_ reader: LineReader) {
        reader.event = nil
        lineReaders[reader.id] = nil
    }

    private func nextNonRepeatingDeadline() -> LoopInstant? {
        if observers.contains(where: \.isNeeded) { return virtualNow }
        return timers.values.lazy.filter { !$0.isRepeating }.compactMap(\.nextDeadline).min()
    }

    /// Lets libevent run every active event, highest priority first, until none is left.
    private func dispatchActive() throws {
        let wasDispatching = isDispatching
        if !wasDispatching, workBudget != nil {
            callbacksThisTurn = 0
            lateCallbacks.removeAll()
            if budgetStart == nil { budgetStart = Self.monotonic() }
        }
        isDispatching = true
        let code = event_base_loop(base, EVLOOP_NONBLOCK)
        isDispatching = wasDispatching
        guard code >= 0 else { throw LoopError.libevent(call: "event_base_loop", code: code) }
        if !wasDispatching {
            turnObserver?()
            try checkWorkBudget()
        }
        try throwPendingError()
    }

    /// Counts a callback that just ran against ``workBudget``. Past the budget's callbacks
    /// per turn, or its real time (read every 1024 callbacks), it records the error and
    /// breaks libevent's dispatch, which returns before running another callback; the
    /// events still active stay so, and the call that moved time throws the error.
    private func countCallback(_ name: @autoclosure () -> String) {
        guard let budget = workBudget else { return }
        callbacksThisTurn += 1
        let limit = max(1, budget.callbacksPerTurn)
        if callbacksThisTurn > limit + 1 - limit / 2 { lateCallbacks[name(), default: 0] += 1 }
        let error: LoopError
        if callbacksThisTurn > limit {
            let runaway = lateCallbacks.max { ($0.value, $1.key) < ($1.value, $0.key) }
            error = .runawayCallback(name: runaway?.key ?? name(), runs: runaway?.value ?? 1, limit: limit, now: now)
        } else if callbacksThisTurn % 1024 == 0, let start = budgetStart, Self.monotonic() - start > budget.wallClock {
            let repeating = repeatingTimers.map { "repeating timer '\($0.name)'" }
            error = .workBudgetExceeded(turns: budget.turns, wallClock: budget.wallClock, now: now, busy: busySources + repeating)
        } else {
            return
        }
        pendingErrors.insert(error, at: 0)
        event_base_loopbreak(base)
    }

    /// Throws once the turns or the real time of ``workBudget`` are spent.
    private func checkWorkBudget() throws {
        guard let budget = workBudget else { return }
        turnsTaken += 1
        // Reading the clock costs a system call: every 1024 turns is enough.
        var spent = false
        if turnsTaken > budget.turns {
            spent = true
        } else if turnsTaken % 1024 == 1 {
            let wall = Self.monotonic()
            if let start = budgetStart { spent = wall - start > budget.wallClock } else { budgetStart = wall }
        }
        guard spent else { return }
        let repeating = repeatingTimers.map { "repeating timer '\($0.name)'" }
        throw LoopError.workBudgetExceeded(turns: budget.turns, wallClock: budget.wallClock, now: now, busy: busySources + repeating)
    }

    private func throwPendingError() throws {
        guard !pendingErrors.isEmpty else { return }
        let error = pendingErrors.removeFirst()
        pendingErrors.removeAll()
        throw error
    }

    private static func monotonic() -> TimeAmount {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return TimeAmount(nanoseconds: Int64(spec.tv_sec) * 1_000_000_000 + Int64(spec.tv_nsec))
    }

    private static func timeval(of amount: TimeAmount) -> timeval {
        let micros = max(amount.nanoseconds, 0) / 1_000
        return Glibc.timeval(tv_sec: Int(micros / 1_000_000), tv_usec: Int(micros % 1_000_000))
    }
}

/// Reads a file descriptor in chunks and cuts it into lines.
final class LineReader {
    weak var loop: EventLoop?
    let id: Int
    let name: String
    let fd: Int32
    let onLine: (String) throws -> Void
    let onEnd: () throws -> Void
    var event: LibeventEvent?
    private var buffer: [UInt8] = []

    init(loop: EventLoop, id: Int, name: String, fd: Int32, onLine: @escaping (String) throws -> Void,
         onEnd: @escaping () throws -> Void) {
        self.loop = loop
        self.id = id
        self.name = name
        self.fd = fd
        self.onLine = onLine
        self.onEnd = onEnd
    }

    func readAvailable() {
        var chunk = [UInt8](repeating: 0, count: 4096)
        let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        guard let loop else { return }
        if count > 0 {
            buffer.append(contentsOf: chunk[0..<count])
            while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                var line = Array(buffer[..<newline])
                buffer.removeSubrange(...newline)
                if line.last == UInt8(ascii: "\r") { line.removeLast() }
                do { try onLine(String(decoding: line, as: UTF8.self)) } catch { loop.reportError(error) }
            }
        } else if count == 0 || (errno != EAGAIN && errno != EINTR) {
            if !buffer.isEmpty {
                let rest = String(decoding: buffer, as: UTF8.self)
                buffer.removeAll()
                do { try onLine(rest) } catch { loop.reportError(error) }
            }
            do { try onEnd() } catch { loop.reportError(error) }
            loop.removeLineReader(self)
        }
    }
}

/// A timer observer's registration on a loop; releasing it ends the observation.
public final class TimerObservation {
    private weak var loop: EventLoop?

    init(loop: EventLoop) { self.loop = loop }

    /// Stops telling the observer of timers.
    public func cancel() {
        loop?.removeTimerObserver(self)
        loop = nil
    }

    deinit { cancel() }
}
