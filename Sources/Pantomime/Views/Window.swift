import Foundation
import PantomimeLoop

/// The root of a view hierarchy: it owns the event loop, the trace, the layout pass that
/// runs at the end of each loop turn, and the delivery of touches.
///
/// ```swift
/// let loop = try EventLoop()
/// let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), loop: loop)
/// window.addSubview(collectionView)
/// try window.tap(at: CGPoint(x: 60, y: 60))
/// ```
open class Window: View {
    /// The loop every callback of this hierarchy runs on: an ``EventLoop`` (virtual time)
    /// or a ``WallClockEventLoop`` (real time).
    public let loop: any LoopScheduler
    /// The record of calls and events.
    public let trace: Trace
    private var layoutObserver: EndOfCycleObserver?
    /// Routes touches to views and gesture recognizers.
    public var touchDispatcher: TouchDispatcher {
        if let touchDispatcherStorage { return touchDispatcherStorage }
        let made = TouchDispatcher(window: self)
        touchDispatcherStorage = made
        return made
    }
    /// The dispatcher, once anything asked for it. It holds the window weakly, which gives
    /// the window a side table (every retain of it then takes the runtime's slow path), so
    /// it is made only when touches are delivered or looked at, not when the views ask
    /// whether any touch is in flight.
    private var touchDispatcherStorage: TouchDispatcher?
    /// The touches in flight (see ``TouchDispatcher/touchesInFlight``): none while no
    /// dispatcher was made.
    var touchesInFlight: [Touch] { touchDispatcherStorage?.touchesInFlight ?? [] }
    private var timerObservation: TimerObservation?

    public init(frame: CGRect, loop: any LoopScheduler, trace: Trace = Trace()) {
        self.loop = loop
        self.trace = trace
        super.init(frame: frame)
        // Both observers reach the window without a weak reference: a weak reference gives
        // the window a side table, which makes every retain of it (each read of a view's
        // `window`) take the runtime's slow path. Neither runs once the window is freed: its
        // deinit removes the layout observer, and the timer observation ends when the
        // window's handle on it is released (the loop tells its timer observers from the
        // list it holds as the timer fires, and their bodies only record). The layout pass
        // holds the window while it runs: a delegate it calls may let go of the last other
        // reference to it.
        let window = Unmanaged.passUnretained(self)
        layoutObserver = loop.addEndOfCycleObserver(name: "layout pass") {
            let held = window.takeUnretainedValue()
            try held.layoutIfNeeded()
        }
        // Every window on a loop records the timers that fire (several windows may share one).
        timerObservation = loop.addTimerObserver { timer in
            window._withUnsafeGuaranteedRef { $0.record(.timerFired(name: timer.name)) }
        }
    }

    deinit {
        if let layoutObserver { loop.removeEndOfCycleObserver(layoutObserver) }
        // Views hearing that their window goes find no window, as while a weak reference
        // to it reads nil: nothing they do then reaches the window being freed.
        detachSubviews()
        // A view may keep what holds it (a swiped row's action handlers hold the collection
        // view): every view hears that its window goes, so a world torn down is freed.
        var views = subviews
        while let view = views.popLast() {
            view.windowWillBeFreed()
            views += view.subviews
        }
        // A view the app still holds outlives its window: it says so when it is next used.
        for subview in subviews { subview.windowWasFreed(loop: loop) }
    }

    open override var window: Window? { self }

    /// Asks for a layout pass at the end of the current loop turn.
    func scheduleLayoutPass() {
        layoutObserver?.setNeeded()
    }

    /// Records `event` in the window's trace at the loop's current time. The record's
    /// values are only formatted when the trace keeps it, so a disabled trace costs no
    /// formatting.
    public func record(_ event: TraceEvent) {
        trace.record(event, at: loop.now)
    }

    /// Sets aside room in the window's trace (see ``Trace/reserveRoom(forRecords:of:)``).
    public func reserveRoom(forRecords count: Int, of kind: TraceKind) {
        trace.reserveRoom(forRecords: count, of: kind)
    }

    /// Records `event` naming its item `item` (see ``Trace/record(_:at:item:)``).
    func record(_ event: TraceEvent, item: String?) {
        trace.record(event, at: loop.now, item: item)
    }
}

extension Window: TraceSink {}
