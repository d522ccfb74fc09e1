/// A clock that moves only when it is advanced, so that every animation is deterministic
/// and testable: step it and assert exact on-screen values.
///
/// Every `Window` has one. Animations never read a wall clock; their presentation is a pure
/// function of the model, the animations in flight and ``now``. Advancing runs the events
/// that fall due (animation ends, completions, delayed starts) in time order and, at equal
/// times, in creation order; while a handler runs, ``now`` is that event's time, so a
/// completion that starts a new animation starts it at its own event time.
///
/// Times are kept on a nanosecond grid, so 300 steps of 0.001 s reach exactly the same
/// instant as one step of 0.3 s. The clock is not thread-safe: use it from one thread.
public final class AnimationClock {
    /// The current time in seconds.
    public private(set) var now: Double

    /// Pending timed events.
    var events = AnimationEventQueue()
    /// Additive animations in flight, by animated property.
    var tracks: [AnimationTrackKey: [RegisteredAnimation]] = [:]
    /// Offsets driven by property animators, by animated property.
    var drivenTracks: [AnimationTrackKey: [DrivenAnimation]] = [:]
    /// Creation counter for animations and transactions.
    var nextSequence: UInt64 = 0
    /// Callbacks run after each advance, keyed by registration order.
    private var tickObservers: [(id: UInt64, handler: (AnimationClock) -> Void)] = []
    private var nextObserverID: UInt64 = 0
    private var isAdvancing = false
    /// Whether the last advance stopped early because it ran out of event budget.
    private var exhaustedBudget = false
    /// The windows whose animations run on this clock, where refused advances are reported.
    var attachedWindows: [AttachedWindow] = []

    /// The most events one `advance` call runs; protects against handlers that keep
    /// scheduling zero-duration work at the same instant. Leftovers run on the next advance.
    static let eventBudgetPerAdvance = 100_000

    /// Creates a clock that starts at `now` seconds (NaN or infinity start at 0).
    public init(now: Double = 0) {
        self.now = now.isFinite ? AnimationTime.quantized(now) : 0
    }

    /// Moves the clock forward by `seconds`, running every event that falls due.
    ///
    /// `advance(by: 0)` still runs events due now (such as zero-duration completions). A
    /// negative, NaN or infinite value changes nothing and reports
    /// ``LayoutDiagnostic/invalidValue(property:value:)`` to the windows that use the clock.
    /// Calls made from inside an event handler or tick observer are ignored.
    public func advance(by seconds: Double) {
        guard seconds.isFinite, seconds >= 0 else {
            reportRefusedAdvance(property: "seconds of AnimationClock.advance(by:)", value: seconds)
            return
        }
        advance(to: now + seconds)
    }

    /// Moves the clock to `time`, running every event that falls due, in time order and
    /// then creation order. Time never goes backwards: a `time` before ``now``, NaN or
    /// infinity changes nothing and reports ``LayoutDiagnostic/invalidValue(property:value:)``
    /// to the windows that use the clock. Calls made from inside an event handler are ignored.
    public func advance(to time: Double) {
        guard time.isFinite, AnimationTime.quantized(time) >= now else {
            reportRefusedAdvance(property: "time of AnimationClock.advance(to:) (now \(formatNumber(now)))", value: time)
            return
        }
        guard !isAdvancing else { return }
        let target = max(now, AnimationTime.quantized(time))
        isAdvancing = true
        defer { isAdvancing = false }
        var budget = Self.eventBudgetPerAdvance
        while budget > 0, let event = events.popDue(upTo: target) {
            budget -= 1
            now = max(now, event.time)
            event.action(self)
        }
        exhaustedBudget = budget == 0 && (events.nextTime ?? .infinity) <= target
        if !exhaustedBudget {
            now = target
        }
        for observer in tickObservers {
            observer.handler(self)
        }
    }

    /// Advances until no animation or event is pending, at most `limit` seconds ahead.
    ///
    /// - Throws: ``AnimationClockError/limitExceeded(limit:now:)`` if something would still
    ///   be running after `limit` seconds (for example an animation that repeats forever, or
    ///   completions that keep starting new animations); the clock has then run every event
    ///   up to `now + limit`. ``AnimationClockError/invalidLimit(_:)`` for a negative, NaN
    ///   or infinite limit.
    public func runUntilIdle(limit: Double = 60) throws(AnimationClockError) {
        guard limit.isFinite, limit >= 0 else { throw .invalidLimit(limit) }
        let deadline = AnimationTime.quantized(now + limit)
        while let next = events.nextTime, next <= deadline {
            advance(to: next)
            if exhaustedBudget { break }
        }
        if isIdle { return }
        throw .limitExceeded(limit: limit, now: now)
    }

    /// Whether an animation is in flight on this clock: a block or spring animation that has
    /// not reached its end (its delay included; repeating ones until removed), or a property
    /// animator that is running. Pending completions alone do not count.
    public var hasRunningAnimations: Bool { !tracks.isEmpty || !tickObservers.isEmpty }

    /// Whether no event is pending and no animation repeats forever.
    var isIdle: Bool {
        events.isEmpty && !tracks.values.contains { $0.contains { $0.animation.endTime == nil } }
    }

    // MARK: - Events

    /// Schedules `action` at `time` (clamped to ``now``). An event at ``now`` runs on the next
    /// advance — never synchronously — even `advance(by: 0)`.
    @discardableResult
    func schedule(at time: Double, _ action: @escaping (AnimationClock) -> Void) -> AnimationEventID {
        let time = time.isNaN ? now : max(now, AnimationTime.quantized(time))
        return events.schedule(at: time, action)
    }

    /// Cancels a pending event; returns whether it was still pending.
    @discardableResult
    func cancelEvent(_ id: AnimationEventID) -> Bool {
        events.cancel(id)
    }

    /// Registers `handler` to run at the end of every advance (after due events), with the
    /// clock at its new time. Returns an id for ``removeTickObserver(_:)``.
    func addTickObserver(_ handler: @escaping (AnimationClock) -> Void) -> UInt64 {
        let id = nextObserverID
        nextObserverID += 1
        tickObservers.append((id, handler))
        return id
    }

    /// Removes a tick observer (unknown ids are ignored).
    func removeTickObserver(_ id: UInt64) {
        tickObservers.removeAll { $0.id == id }
    }

    /// A fresh creation sequence number.
    func makeSequence() -> UInt64 {
        defer { nextSequence += 1 }
        return nextSequence
    }
}
