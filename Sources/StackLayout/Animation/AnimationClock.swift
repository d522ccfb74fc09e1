/// A clock that moves only when it is advanced, so that every animation is deterministic.
///
/// Placeholder: the animation helper replaces this file with the full clock.
public final class AnimationClock {
    /// The current time in seconds.
    public private(set) var now: Double

    /// Creates a clock that starts at `now` seconds.
    public init(now: Double = 0) {
        self.now = now
    }
}
