/// How often an animation runs.
enum AnimationRepeat: Hashable, Sendable {
    /// One cycle.
    case once
    /// Cycles forever (UIKit's `.repeat`); never ends on its own.
    case forever
}

/// One additive animation of one property: the presentation shows
/// `model + delta · (1 − progress)`, so several animations of the same property blend
/// without jumps (UIKit since iOS 8).
///
/// `delta` is `old model value − new model value`. During the delay the whole delta shows
/// (the old value); after the end nothing does (the model value).
struct AdditiveAnimation: Hashable, Sendable {
    /// Old minus new model value.
    var delta: AnimationVector
    /// The clock time at which the animation was created.
    var startTime: Double
    /// Seconds between ``startTime`` and the start of the motion.
    var delay: Double
    /// Seconds of one forward pass.
    var duration: Double
    /// The curve or spring that maps elapsed time to progress.
    var timing: AnimationTiming
    /// Whether the animation repeats forever.
    var repetition: AnimationRepeat
    /// Whether each cycle plays forwards and then backwards (one cycle = 2 × duration).
    var autoreverses: Bool
    /// Creation order, used to break ties between animations ending at the same time.
    var sequence: UInt64

    /// Creates an animation; negative or non-finite delays and durations count as 0.
    init(delta: AnimationVector, startTime: Double, delay: Double = 0, duration: Double,
         timing: AnimationTiming = .curve(.easeInOut), repetition: AnimationRepeat = .once,
         autoreverses: Bool = false, sequence: UInt64 = 0) {
        self.delta = delta
        self.startTime = startTime
        self.delay = Self.sanitized(delay)
        self.duration = Self.sanitized(duration)
        self.timing = timing
        self.repetition = repetition
        self.autoreverses = autoreverses
        self.sequence = sequence
    }

    private static func sanitized(_ seconds: Double) -> Double {
        seconds.isFinite && seconds > 0 ? seconds : 0
    }

    /// Seconds of one cycle (doubled by ``autoreverses``).
    var cycleDuration: Double { autoreverses ? 2 * duration : duration }

    /// When the motion starts.
    var motionStartTime: Double { AnimationTime.quantized(startTime + delay) }

    /// When the animation ends, or `nil` if it repeats forever (and has a positive duration).
    var endTime: Double? {
        if repetition == .forever && duration > 0 { return nil }
        return AnimationTime.quantized(startTime + delay + cycleDuration)
    }

    /// The progress at clock time `now`: 0 before and during the delay, 1 after the end.
    func progress(at now: Double) -> Double {
        let local = now - motionStartTime
        guard local > 0 else { return 0 }
        guard duration > 0 else { return 1 }
        let cycle = cycleDuration
        if repetition == .once && local >= cycle { return 1 }
        let phase = local.truncatingRemainder(dividingBy: cycle)
        if autoreverses && phase > duration {
            return timing.progress(elapsed: cycle - phase, duration: duration)
        }
        return timing.progress(elapsed: phase, duration: duration)
    }

    /// The part of the delta still on screen at `now`: `delta · (1 − progress)`.
    func offset(at now: Double) -> AnimationVector {
        delta * (1 - progress(at: now))
    }
}

/// Time helpers shared by the clock and animations.
enum AnimationTime {
    /// Rounds `time` to whole nanoseconds (for |time| < 10⁶ s), so that many small steps
    /// reach exactly the same instants as one large step (300 × 0.001 == 0.3).
    static func quantized(_ time: Double) -> Double {
        guard time.isFinite, abs(time) < 1e6 else { return time }
        return (time * 1e9).rounded() / 1e9
    }
}
