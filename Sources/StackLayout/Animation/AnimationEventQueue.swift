/// Identifies a scheduled clock event so that it can be cancelled.
struct AnimationEventID: Hashable, Sendable {
    /// The event's creation sequence number (unique per clock).
    let sequence: UInt64
}

/// The clock's timed events (animation ends, completions, delayed starts), kept sorted by
/// time and then by creation sequence, so events at the same time run in creation order.
struct AnimationEventQueue {
    /// One scheduled handler.
    struct Event {
        /// When the handler runs.
        let time: Double
        /// Identity and tie-breaking creation order.
        let id: AnimationEventID
        /// The handler; the clock's `now` equals `time` while it runs.
        let action: (AnimationClock) -> Void
    }

    /// Pending events, sorted by (time, sequence).
    private(set) var events: [Event] = []
    private var nextSequence: UInt64 = 0

    /// Whether no event is pending.
    var isEmpty: Bool { events.isEmpty }

    /// The number of pending events.
    var count: Int { events.count }

    /// The time of the earliest pending event.
    var nextTime: Double? { events.first?.time }

    /// Adds an event at `time` after every event already at that time.
    mutating func schedule(at time: Double, _ action: @escaping (AnimationClock) -> Void) -> AnimationEventID {
        let id = AnimationEventID(sequence: nextSequence)
        nextSequence += 1
        var low = 0
        var high = events.count
        while low < high {
            let mid = (low + high) / 2
            if events[mid].time <= time { low = mid + 1 } else { high = mid }
        }
        events.insert(Event(time: time, id: id, action: action), at: low)
        return id
    }

    /// Removes the event; returns whether it was still pending.
    @discardableResult
    mutating func cancel(_ id: AnimationEventID) -> Bool {
        guard let index = events.firstIndex(where: { $0.id == id }) else { return false }
        events.remove(at: index)
        return true
    }

    /// Removes and returns the earliest event if it is due at or before `time`.
    mutating func popDue(upTo time: Double) -> Event? {
        guard let first = events.first, first.time <= time else { return nil }
        return events.removeFirst()
    }
}
