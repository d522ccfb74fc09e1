/// What an animation clock holds, for tests that check it keeps nothing of views that are gone.
@_spi(Testing) public struct AnimationClockContents: Equatable, Sendable {
    /// Properties (a view's frame, alpha…) with additive animations in flight.
    public let animatedProperties: Int
    /// Properties with offsets driven by property animators.
    public let drivenProperties: Int
    /// Timed events waiting to run (animation ends, completions, delayed starts).
    public let pendingEvents: Int
}

extension AnimationClock {
    /// What the clock holds.
    @_spi(Testing) public var contents: AnimationClockContents {
        AnimationClockContents(animatedProperties: tracks.count, drivenProperties: drivenTracks.count,
                               pendingEvents: events.count)
    }

    /// The most events one advance runs; the rest wait for the next advance.
    @_spi(Testing) public static var eventsPerAdvance: Int { eventBudgetPerAdvance }
}
