/// Errors thrown by ``AnimationClock``.
public enum AnimationClockError: Error, Equatable, Sendable {
    /// `runUntilIdle(limit:)` stopped because animations or scheduled events would still be
    /// running after `limit` seconds (for example an animation that repeats forever).
    /// `now` is the clock time when the call gave up.
    case limitExceeded(limit: Double, now: Double)
    /// The limit passed to `runUntilIdle(limit:)` was negative, NaN or infinite.
    case invalidLimit(Double)
}

/// Errors thrown when building a ``TimingCurve``.
public enum TimingCurveError: Error, Equatable, Sendable {
    /// A control point's x coordinate lies outside `0...1`, so the curve would not be a
    /// function of time.
    case controlPointOutOfRange(x1: Double, x2: Double)
    /// A control point coordinate is NaN or infinite.
    case nonFiniteControlPoint
}
