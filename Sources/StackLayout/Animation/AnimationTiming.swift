/// How an animation's progress follows time: a timing curve over a fixed duration, or a
/// spring evaluated in closed form.
enum AnimationTiming: Hashable, Sendable {
    /// A cubic Bézier curve over the animation's duration.
    case curve(TimingCurve)
    /// A spring; its progress is a function of elapsed seconds only.
    case spring(Spring)

    /// The progress (0 at the start, 1 at the end, may overshoot for springs) after
    /// `elapsed` seconds of an animation lasting `duration` seconds.
    ///
    /// Exactly 0 for `elapsed ≤ 0` (or NaN) and exactly 1 once `elapsed ≥ duration`.
    func progress(elapsed: Double, duration: Double) -> Double {
        guard elapsed > 0 else { return 0 }
        guard elapsed < duration else { return 1 }
        switch self {
        case .curve(let curve): return curve.value(at: elapsed / duration)
        case .spring(let spring): return spring.progress(at: elapsed)
        }
    }

    /// The progress at `fraction` (0…1) of `duration`, for fraction-driven animators.
    func progress(fraction: Double, duration: Double) -> Double {
        guard fraction > 0 else { return 0 }
        guard fraction < 1 else { return 1 }
        switch self {
        case .curve(let curve): return curve.value(at: fraction)
        case .spring(let spring): return spring.progress(at: fraction * duration)
        }
    }
}
