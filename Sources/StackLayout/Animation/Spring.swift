/// Short name for the elementary functions used by the closed-form spring.
private typealias Math = AnimationMath

/// A damped spring (mass 1) that moves a value from its old to its new value, evaluated in
/// closed form so its progress depends on time only — never on how a clock is stepped.
///
/// Progress is `1 − x(t)`, where `x` is the remaining fraction of the distance:
/// - under-damped (ζ < 1): `x = e^(−ζω₀t)·(cos ω_d t + (ζω₀ − v₀)/ω_d · sin ω_d t)`,
///   `ω_d = ω₀√(1 − ζ²)`;
/// - critically damped (ζ = 1): `x = e^(−ω₀t)·(1 + (ω₀ − v₀)t)`;
/// - over-damped (ζ > 1): `x = A·e^(r₁t) + B·e^(r₂t)`, `r = −ζω₀ ± ω₀√(ζ² − 1)`.
///
/// `v₀` is the initial velocity in units of the total distance per second (UIKit's
/// `initialSpringVelocity`). The spring settles when its envelope falls to 0.001 of the
/// distance; an animation driven by it lasts ``settlingDuration`` and then shows the model.
public struct Spring: Hashable, Sendable {
    /// The undamped angular frequency ω₀ in radians per second (√stiffness, mass 1).
    public let angularFrequency: Double
    /// The damping ratio ζ: below 1 bounces, 1 is critical, above 1 creeps.
    public let dampingRatio: Double
    /// The initial velocity in units of the total distance per second.
    public let initialVelocity: Double
    /// How long an animation driven by this spring lasts, in seconds.
    public let settlingDuration: Double

    /// The fraction of the distance at which the spring counts as settled.
    static let settleThreshold = 0.001

    /// Creates a spring from its period and damping (SwiftUI's and UIKit's
    /// `UISpringTimingParameters(dampingRatio:response:)` form): stiffness `(2π/response)²`,
    /// damping `4πζ/response`. ``settlingDuration`` is when the envelope reaches 0.001.
    ///
    /// Values are sanitised instead of rejected: `response` is clamped to at least 0.001 s
    /// (NaN → 0.5), `dampingRatio` to at least 0.01 (NaN → 1), a non-finite velocity to 0.
    public init(response: Double, dampingRatio: Double, initialVelocity: Double = 0) {
        let response = response.isNaN ? 0.5 : min(max(response, 0.001), 1e6)
        let omega = 2 * Double.pi / response
        let zeta = Self.sanitizedRatio(dampingRatio)
        let velocity = initialVelocity.isFinite ? initialVelocity : 0
        self.init(omega: omega, zeta: zeta, velocity: velocity,
                  settling: Self.settlingTime(omega: omega, zeta: zeta, velocity: velocity))
    }

    /// Creates a spring from a perceptual duration and a bounce (SwiftUI's mapping):
    /// response = `duration`, dampingRatio = `1 − bounce` for `bounce ≥ 0`, else
    /// `1 / (1 + bounce)`. `bounce` is clamped to `-0.99...1` (NaN → 0).
    public init(duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0) {
        let bounce = bounce.isNaN ? 0 : min(max(bounce, -0.99), 1)
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        self.init(response: duration, dampingRatio: ratio, initialVelocity: initialVelocity)
    }

    /// Creates the spring of UIKit's `animate(withDuration:…usingSpringWithDamping:
    /// initialSpringVelocity:…)`: the duration is honoured by choosing ω₀ so that the
    /// envelope at `settlingDuration` is 0.001 of the distance.
    ///
    /// The envelope is `|ζω₀ − v₀|/ω_d · e^(−ζω₀t)` below critical damping and the sum of the
    /// absolute terms of `x(t)` otherwise. `settlingDuration` is clamped to at least 0.001 s
    /// (NaN → 0.5); the other values are sanitised as in ``init(response:dampingRatio:initialVelocity:)``.
    public init(settlingDuration: Double, dampingRatio: Double, initialVelocity: Double = 0) {
        let duration = settlingDuration.isNaN ? 0.5 : min(max(settlingDuration, 0.001), 1e6)
        let zeta = Self.sanitizedRatio(dampingRatio)
        let velocity = initialVelocity.isFinite ? initialVelocity : 0
        let omega = Self.angularFrequency(settlingAt: duration, zeta: zeta, velocity: velocity)
        self.init(omega: omega, zeta: zeta, velocity: velocity, settling: duration)
    }

    private init(omega: Double, zeta: Double, velocity: Double, settling: Double) {
        angularFrequency = omega
        dampingRatio = zeta
        initialVelocity = velocity
        settlingDuration = settling
    }

    /// The spring constant k = ω₀² (mass 1).
    public var stiffness: Double { angularFrequency * angularFrequency }
    /// The damping coefficient c = 2ζω₀ (mass 1).
    public var damping: Double { 2 * dampingRatio * angularFrequency }
    /// The undamped period 2π/ω₀ in seconds.
    public var response: Double { 2 * Double.pi / angularFrequency }

    /// The fraction of the distance covered `time` seconds after the start (may overshoot 1).
    /// Returns 0 for `time ≤ 0` or NaN.
    public func progress(at time: Double) -> Double {
        guard time > 0 else { return 0 }
        return 1 - Self.remaining(at: time, omega: angularFrequency, zeta: dampingRatio, velocity: initialVelocity)
    }

    // MARK: - Closed form

    private static func sanitizedRatio(_ ratio: Double) -> Double {
        ratio.isNaN ? 1 : min(max(ratio, 0.01), 1e3)
    }

    /// Whether ζ is treated as critical damping (avoids dividing by ω_d ≈ 0).
    private static func isCritical(_ zeta: Double) -> Bool { abs(zeta - 1) < 1e-9 }

    /// x(t): the remaining fraction of the distance.
    static func remaining(at t: Double, omega: Double, zeta: Double, velocity v0: Double) -> Double {
        if isCritical(zeta) {
            return Math.exponential(-omega * t) * (1 + (omega - v0) * t)
        }
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let b = (zeta * omega - v0) / damped
            return Math.exponential(-zeta * omega * t) * (Math.cosine(damped * t) + b * Math.sine(damped * t))
        }
        let (a, b, r1, r2) = overdampedTerms(omega: omega, zeta: zeta, velocity: v0)
        return a * Math.exponential(r1 * t) + b * Math.exponential(r2 * t)
    }

    /// The decaying bound on |x(t)| used to decide when the spring has settled.
    static func envelope(at t: Double, omega: Double, zeta: Double, velocity v0: Double) -> Double {
        if isCritical(zeta) {
            return Math.exponential(-omega * t) * (1 + abs(omega - v0) * t)
        }
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            return abs(zeta * omega - v0) / damped * Math.exponential(-zeta * omega * t)
        }
        let (a, b, r1, r2) = overdampedTerms(omega: omega, zeta: zeta, velocity: v0)
        return abs(a) * Math.exponential(r1 * t) + abs(b) * Math.exponential(r2 * t)
    }

    private static func overdampedTerms(omega: Double, zeta: Double, velocity v0: Double)
        -> (Double, Double, Double, Double) {
        let spread = omega * (zeta * zeta - 1).squareRoot()
        let r1 = -zeta * omega + spread
        let r2 = -zeta * omega - spread
        let a = (-v0 - r2) / (r1 - r2)
        return (a, 1 - a, r1, r2)
    }

    /// The time at which the envelope falls to the threshold.
    static func settlingTime(omega: Double, zeta: Double, velocity: Double) -> Double {
        if zeta < 1 && !isCritical(zeta) {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let amplitude = abs(zeta * omega - velocity) / damped
            guard amplitude > settleThreshold else { return 0.001 }
            return max(Math.logarithm(amplitude / settleThreshold) / (zeta * omega), 0.001)
        }
        let settled = { (t: Double) in envelope(at: t, omega: omega, zeta: zeta, velocity: velocity) <= settleThreshold }
        var high = 1.0
        while !settled(high) && high < 1e6 { high *= 2 }
        return max(bisect(low: 0, high: high, isHigh: settled), 0.001)
    }

    /// The ω₀ whose envelope at `duration` equals the threshold (the largest such ω₀).
    static func angularFrequency(settlingAt duration: Double, zeta: Double, velocity: Double) -> Double {
        let settled = { (omega: Double) in
            envelope(at: duration, omega: omega, zeta: zeta, velocity: velocity) <= settleThreshold
        }
        var high = 1.0
        while !settled(high) && high < 1e9 { high *= 2 }
        var low = high / 2
        while settled(low) && low > 1e-6 { low /= 2 }
        if settled(low) {
            // The envelope never exceeds the threshold (v₀ cancels it): ignore the velocity.
            return angularFrequency(settlingAt: duration, zeta: zeta, velocity: 0)
        }
        return bisect(low: low, high: high, isHigh: settled)
    }

    /// Bisection for the boundary between `low` (predicate false) and `high` (true).
    private static func bisect(low: Double, high: Double, isHigh: (Double) -> Bool) -> Double {
        var low = low
        var high = high
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if mid <= low || mid >= high { break }
            if isHigh(mid) { high = mid } else { low = mid }
        }
        return (low + high) / 2
    }
}
