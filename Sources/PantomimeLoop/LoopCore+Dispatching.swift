import CLibevent

/// Running libevent's dispatch, and holding it to the work budget.
extension LoopCore {
    /// Lets libevent run every active event, highest priority first, until none is left.
    func dispatchActive() throws {
        let wasDispatching = isDispatching
        if !wasDispatching, workBudget != nil {
            callbacksThisTurn = 0
            lateCallbacks.removeAll()
            if budgetStart == nil { budgetStart = try CCall.monotonic() }
        }
        isDispatching = true
        if !wasDispatching { breakRequested = false }
        do {
            // The observers marked on virtual time run once libevent has nothing left to run,
            // as the lowest priority's events would: without a further pass of libevent's,
            // each of which asks the system for events on descriptors first. Then libevent runs
            // again only for what they activated.
            repeat {
                try CCall.checked("event_base_loop") { event_base_loop(base, EVLOOP_NONBLOCK) }
            } while hasQueuedObservers && !breakRequested && runQueuedObservers()
                && event_base_get_num_events(base, UInt32(EVENT_BASE_COUNT_ACTIVE)) > 0
        } catch {
            endDispatch(wasDispatching: wasDispatching)
            throw error
        }
        endDispatch(wasDispatching: wasDispatching)
        if !wasDispatching {
            turnObserver?()
            if workBudget != nil { try checkWorkBudget() }
        }
        try throwPendingError()
    }

    /// Runs libevent on real time for `duration`.
    func dispatch(for duration: TimeAmount) throws {
        var tv = CCall.timeval(of: duration)
        try CCall.checked("event_base_loopexit") { event_base_loopexit(base, &tv) }
        isDispatching = true
        do {
            try CCall.checked("event_base_dispatch") { event_base_dispatch(base) }
        } catch {
            endDispatch(wasDispatching: false)
            throw error
        }
        endDispatch(wasDispatching: false)
        try throwPendingError()
    }

    /// Counts a callback that just ran against ``workBudget``. Past the budget's callbacks
    /// per turn, or its real time (read every 1024 callbacks), it records the error and
    /// breaks libevent's dispatch, which returns before running another callback; the
    /// events still active stay so, and the call that moved time throws the error.
    ///
    /// Without a budget it does nothing, inline: the callback's name is not even captured.
    @inline(__always)
    func countCallback(_ name: @autoclosure () -> String) {
        guard let budget = workBudget else { return }
        countCallback(name, against: budget)
    }

    private func countCallback(_ name: () -> String, against budget: WorkBudget) {
        callbacksThisTurn += 1
        let limit = max(1, budget.callbacksPerTurn)
        if callbacksThisTurn > limit + 1 - limit / 2 { lateCallbacks[name(), default: 0] += 1 }
        let error: Error
        if callbacksThisTurn > limit {
            let runaway = lateCallbacks.max { ($0.value, $1.key) < ($1.value, $0.key) }
            error = LoopError.runawayCallback(name: runaway?.key ?? name(), runs: runaway?.value ?? 1, limit: limit, now: now)
        } else if callbacksThisTurn % 1024 == 0, let start = budgetStart {
            do {
                guard try CCall.monotonic() - start > budget.wallClock else { return }
                let repeating = repeatingTimers.map { "repeating timer '\($0.name)'" }
                error = LoopError.workBudgetExceeded(turns: budget.turns, wallClock: budget.wallClock, now: now,
                                                     busy: busySources + repeating)
            } catch let clockError {
                error = clockError
            }
        } else {
            return
        }
        pendingErrors.insert(error, at: 0)
        breakRequested = true
        do { try CCall.checked("event_base_loopbreak") { event_base_loopbreak(base) } } catch { pendingErrors.append(error) }
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
            let wall = try CCall.monotonic()
            if let start = budgetStart { spent = wall - start > budget.wallClock } else { budgetStart = wall }
        }
        guard spent else { return }
        let repeating = repeatingTimers.map { "repeating timer '\($0.name)'" }
        throw LoopError.workBudgetExceeded(turns: budget.turns, wallClock: budget.wallClock, now: now, busy: busySources + repeating)
    }

    func throwPendingError() throws {
        guard !pendingErrors.isEmpty else { return }
        let error = pendingErrors.removeFirst()
        pendingErrors.removeAll()
        throw error
    }
}
