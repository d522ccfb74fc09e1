/// The timing of one animation block: what every change recorded in it turns into.
struct AnimationParameters: Hashable, Sendable {
    /// Seconds of one forward pass.
    var duration: Double
    /// Seconds before the motion starts (the old value shows meanwhile).
    var delay: Double
    /// Curve or spring.
    var timing: AnimationTiming
    /// Whether the block's animations repeat forever.
    var repetition: AnimationRepeat
    /// Whether each cycle plays forwards then backwards.
    var autoreverses: Bool
    /// The options the block was created with.
    var options: AnimationOptions

    /// The parameters of `animate(withDuration:delay:options:…)`. Negative or non-finite
    /// durations and delays count as 0.
    init(duration: Double, delay: Double = 0, options: AnimationOptions = []) {
        self.init(duration: duration, delay: delay, timing: .curve(options.timingCurve), options: options)
    }

    /// The parameters of `animate(withDuration:delay:timingCurve:options:…)`: `curve` replaces
    /// whatever curve the curve bits of `options` select.
    init(duration: Double, delay: Double = 0, timingCurve curve: TimingCurve, options: AnimationOptions = []) {
        self.init(duration: duration, delay: delay, timing: .curve(curve), options: options)
    }

    /// The parameters of `animate(withDuration:delay:usingSpringWithDamping:
    /// initialSpringVelocity:options:…)`: a spring that settles exactly at `duration`.
    init(duration: Double, delay: Double = 0, dampingRatio: Double, initialVelocity: Double,
         options: AnimationOptions = []) {
        let duration = Self.sanitized(duration)
        if duration > 0 {
            let spring = Spring(settlingDuration: duration, dampingRatio: dampingRatio,
                                initialVelocity: initialVelocity)
            self.init(duration: duration, delay: delay, timing: .spring(spring), options: options)
        } else {
            self.init(duration: 0, delay: delay, timing: .curve(.linear), options: options)
        }
    }

    /// The parameters of `animate(with: spring, …)`: the spring's settling duration.
    init(spring: Spring, delay: Double = 0, options: AnimationOptions = []) {
        self.init(duration: spring.settlingDuration, delay: delay, timing: .spring(spring), options: options)
    }

    private init(duration: Double, delay: Double, timing: AnimationTiming, options: AnimationOptions) {
        self.duration = Self.sanitized(duration)
        self.delay = Self.sanitized(delay)
        self.timing = timing
        self.repetition = options.contains(.repeat) ? .forever : .once
        self.autoreverses = options.contains(.autoreverse)
        self.options = options
    }

    private static func sanitized(_ seconds: Double) -> Double {
        seconds.isFinite && seconds > 0 ? seconds : 0
    }

    /// The parameters of a block nested in a block with these parameters (UIKit rules): the
    /// nested block inherits the duration (and keeps the outer delay) unless it passes
    /// `.overrideInheritedDuration`, the curve or spring unless `.overrideInheritedCurve`, and
    /// repeat/autoreverse unless `.overrideInheritedOptions`.
    func resolving(nested inner: AnimationParameters) -> AnimationParameters {
        var resolved = inner
        if !inner.options.contains(.overrideInheritedDuration) {
            resolved.duration = duration
            resolved.delay = delay
        }
        if !inner.options.contains(.overrideInheritedCurve) {
            resolved.timing = timing
        }
        if !inner.options.contains(.overrideInheritedOptions) {
            resolved.repetition = repetition
            resolved.autoreverses = autoreverses
        }
        return resolved
    }

    /// The additive animation of a change from `old` to `new` under these parameters
    /// (Δ = old − new; the clock fills in start time and sequence when it is added).
    func animation(from old: AnimationVector, to new: AnimationVector) -> AdditiveAnimation {
        AdditiveAnimation(delta: old - new, startTime: 0, delay: delay, duration: duration, timing: timing,
                          repetition: repetition, autoreverses: autoreverses)
    }
}
