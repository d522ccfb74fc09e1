/// The state of a ``PropertyAnimator`` (UIKit's `UIViewAnimatingState`).
public enum AnimatingState: Hashable, Sendable {
    /// Not started, or finished: animations may be added and the animator started.
    case inactive
    /// Started (running or paused).
    case active
    /// Stopped with `stopAnimation(false)`; waits for `finishAnimation(at:)`.
    case stopped
}

/// Where an animator's animations ended (UIKit's `UIViewAnimatingPosition`).
public enum AnimatingPosition: Hashable, Sendable {
    /// At their end values.
    case end
    /// At their start values.
    case start
    /// Wherever they were when stopped.
    case current
}

/// An interruptible, scrubbable, reversible animation driven by an ``AnimationClock``
/// (UIKit's `UIViewPropertyAnimator` model).
///
/// Animations are either blocks that change views (`() -> Void`; their changes show on
/// screen at the animator's progress), or closures that receive the shown progress (0 = start,
/// 1 = end; springs may overshoot) whenever it changes: on every clock advance while running, when
/// ``fractionComplete`` is scrubbed, and when the animator finishes. Transitions that UIKit
/// rejects with an exception change nothing and report
/// ``LayoutDiagnostic/refusedOperation(operation:reason:)`` to the window of a view the
/// animations touch (standard error when they touch none).
/// Completions run from a clock event when the animation reaches its end, or synchronously
/// from ``finishAnimation(at:)``. After finishing, the animator is inactive again with its
/// animations and completions consumed, ``fractionComplete`` 0 and ``isReversed`` false.
public final class PropertyAnimator {
    /// Seconds of the whole animation.
    public let duration: Double
    /// The clock that drives the animator: the one given to the initializer, or for an animator
    /// created without one, the clock of the first window its view blocks touch (found when the
    /// animator first becomes active; until then a clock of its own that nothing advances).
    public private(set) var clock: AnimationClock
    /// Whether ``clock`` is still to be found in the windows the view blocks touch.
    private var findsClockInViews: Bool
    /// The view blocks, which run when the animator first becomes active.
    var viewGroups: [DrivenAnimationGroup] = []
    /// A window the view blocks touched, kept for diagnostics after they are consumed.
    private var lastTouchedWindowReference = UnownedView(nil)
    private var lastTouchedWindow: Window? { lastTouchedWindowReference.view as? Window }
    /// The curve or spring applied to the elapsed fraction.
    let timing: AnimationTiming

    /// The current state.
    public private(set) var state: AnimatingState = .inactive
    /// Whether the animator is active and not paused (also during a start delay).
    public private(set) var isRunning = false
    /// Whether scrubbing ``fractionComplete`` while paused shows the fraction as is (the
    /// default) rather than through the timing curve.
    public var scrubsLinearly = true

    private var reversed = false
    private var anchorFraction = 0.0
    private var anchorTime = 0.0
    private var isScrubbed = false
    private var animations: [(startFraction: Double, body: (Double) -> Void)] = []
    private var completions: [(AnimatingPosition) -> Void] = []
    /// Internal handlers (view animation groups) that settle the model before completions run.
    private var finishHandlers: [(AnimatingPosition) -> Void] = []
    private var endEvent: AnimationEventID?
    private var tickObserver: UInt64?

    init(duration: Double, timing: AnimationTiming, clock: AnimationClock?, animations: ((Double) -> Void)?) {
        self.duration = duration.isFinite && duration > 0 ? duration : 0
        self.timing = timing
        self.clock = clock ?? AnimationClock()
        findsClockInViews = clock == nil
        if let animations { self.animations = [(0, animations)] }
    }

    /// Creates an inactive animator over `duration` seconds with a timing curve.
    /// A negative or non-finite duration counts as 0.
    public convenience init(duration: Double, curve: TimingCurve = .easeInOut, clock: AnimationClock,
                            animations: ((Double) -> Void)? = nil) {
        self.init(duration: duration, timing: .curve(curve), clock: clock, animations: animations)
    }

    /// Creates an inactive animator driven by UIKit's duration-honouring spring
    /// (see ``Spring/init(settlingDuration:dampingRatio:initialVelocity:)``).
    public convenience init(duration: Double, dampingRatio: Double, clock: AnimationClock,
                            animations: ((Double) -> Void)? = nil) {
        let spring = Spring(settlingDuration: duration, dampingRatio: dampingRatio)
        self.init(duration: spring.settlingDuration, timing: .spring(spring), clock: clock, animations: animations)
    }

    /// Creates an inactive animator driven by `spring`, lasting its settling duration.
    public convenience init(spring: Spring, clock: AnimationClock, animations: ((Double) -> Void)? = nil) {
        self.init(duration: spring.settlingDuration, timing: .spring(spring), clock: clock, animations: animations)
    }

    deinit {
        for handler in finishHandlers { handler(.current) }
        if let endEvent { clock.cancelEvent(endEvent) }
        if let tickObserver { clock.removeTickObserver(tickObserver) }
    }

    // MARK: - Progress

    /// The elapsed fraction of the animation (0…1). Setting it scrubs a paused or inactive
    /// animator (an inactive one becomes active and paused); while running or stopped, and
    /// for NaN, setting does nothing. Values are clamped to `0...1`.
    public var fractionComplete: Double {
        get { fraction(at: clock.now) }
        set {
            guard !newValue.isNaN, !isRunning, state != .stopped else { return }
            _ = bindClockIfNeeded()
            state = .active
            anchorFraction = min(max(newValue, 0), 1)
            isScrubbed = true
            drive()
        }
    }

    /// Whether the animation runs backwards, towards its start. Changing it while running
    /// continues from the current fraction; ignored while stopped.
    public var isReversed: Bool {
        get { reversed }
        set {
            guard newValue != reversed, state != .stopped else { return }
            if isRunning {
                let now = clock.now
                anchorFraction = fraction(at: now)
                anchorTime = max(anchorTime, now)
                reversed = newValue
                scheduleEnd()
            } else {
                reversed = newValue
            }
        }
    }

    /// The elapsed fraction at clock time `time`.
    func fraction(at time: Double) -> Double {
        guard isRunning, time > anchorTime || (duration == 0 && time >= anchorTime) else { return anchorFraction }
        guard duration > 0 else { return reversed ? 0 : 1 }
        let step = (time - anchorTime) / duration
        return min(max(reversed ? anchorFraction - step : anchorFraction + step, 0), 1)
    }

    /// The shown progress of an animation added at `startFraction`, at elapsed fraction `fraction`.
    func progress(fraction: Double, startFraction: Double = 0) -> Double {
        let local: Double
        if startFraction >= 1 {
            local = fraction >= 1 ? 1 : 0
        } else {
            local = min(max((fraction - startFraction) / (1 - startFraction), 0), 1)
        }
        if isScrubbed && !isRunning && scrubsLinearly { return local }
        return timing.progress(fraction: local, duration: duration * (1 - min(startFraction, 1)))
    }

    // MARK: - Transitions

    /// Starts or resumes the animation now. Does nothing if already running; refused (with a
    /// diagnostic) while stopped.
    public func startAnimation() {
        startAnimation(afterDelay: 0)
    }

    /// Starts or resumes the animation after `delay` seconds. Does nothing if already running;
    /// refused (with a diagnostic) while stopped or for a negative or non-finite delay.
    ///
    /// An animator created without a clock whose animations touch no view in a window has no
    /// clock to follow: it finishes at once, at ``AnimatingPosition/end``, and reports it.
    public func startAnimation(afterDelay delay: Double) {
        guard state != .stopped else { return refuse("startAnimation()", Self.stoppedReason) }
        guard delay.isFinite, delay >= 0 else {
            return refuse("startAnimation(afterDelay: \(formatNumber(delay)))", "the delay must be finite and ≥ 0")
        }
        guard !isRunning else { return }
        guard bindClockIfNeeded() else {
            refuse("startAnimation()", "its animations touch no view in a window, so no clock drives it: it finished at once")
            drive(shown: 1)
            return finish(at: .end)
        }
        state = .active
        isRunning = true
        isScrubbed = false
        anchorTime = AnimationTime.quantized(clock.now + delay)
        scheduleEnd()
        tickObserver = clock.addTickObserver { [weak self] _ in self?.drive() }
        drive()
    }

    /// Pauses the animation where it is (an inactive animator becomes active and paused).
    /// Refused (with a diagnostic) while stopped.
    public func pauseAnimation() {
        guard state != .stopped else { return refuse("pauseAnimation()", Self.stoppedReason) }
        _ = bindClockIfNeeded()
        let wasInactive = state == .inactive
        freeze()
        state = .active
        if wasInactive { drive() }
    }

    /// Stops the animation where it is. With `withoutFinishing` the animator becomes inactive
    /// at once and no completion runs; otherwise it becomes ``AnimatingState/stopped`` and
    /// waits for ``finishAnimation(at:)``. Refused (with a diagnostic) unless active.
    public func stopAnimation(_ withoutFinishing: Bool) {
        guard state != .stopped else { return refuse("stopAnimation(\(withoutFinishing))", Self.stoppedReason) }
        guard state == .active else {
            return refuse("stopAnimation(\(withoutFinishing))", "the animator is inactive (never started or already finished)")
        }
        freeze()
        if withoutFinishing {
            state = .inactive
            let handlers = finishHandlers
            reset()
            for handler in handlers { handler(.current) }
        } else {
            state = .stopped
        }
    }

    /// Finishes a stopped animator: animations jump to `position` (``AnimatingPosition/current``
    /// leaves them), then the completions run with `position`. Refused (with a diagnostic)
    /// unless stopped.
    public func finishAnimation(at position: AnimatingPosition) {
        guard state == .stopped else {
            return refuse("finishAnimation(at: .\(position))", "only a stopped animator can finish (call stopAnimation(false) first)")
        }
        switch position {
        case .end: drive(shown: 1)
        case .start: drive(shown: 0)
        case .current: break
        }
        finish(at: position)
    }

    /// Adds an animation. It starts after `delayFactor` of the remaining time (0…1) and is
    /// driven at once if the animator is active. Refused (with a diagnostic) while stopped or
    /// for a factor outside `0...1`.
    public func addAnimations(_ animation: @escaping (Double) -> Void, delayFactor: Double = 0) {
        guard canAddAnimations(delayFactor: delayFactor) else { return }
        let current = state == .inactive ? 0 : fraction(at: clock.now)
        let start = reversed ? current * (1 - delayFactor) : current + delayFactor * (1 - current)
        animations.append((start, animation))
        if state == .active { animation(progress(fraction: current, startFraction: start)) }
    }

    /// Whether animations may be added now; reports why not.
    func canAddAnimations(delayFactor: Double) -> Bool {
        guard state != .stopped else {
            refuse("addAnimations(_:delayFactor:)", Self.stoppedReason)
            return false
        }
        guard delayFactor >= 0, delayFactor <= 1 else {
            refuse("addAnimations(_:delayFactor: \(formatNumber(delayFactor)))", "the delay factor must lie in 0…1")
            return false
        }
        return true
    }

    /// Adds a completion, called once with the position where the animation ended.
    public func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Adds an internal handler that runs when the animator finishes or is stopped without
    /// finishing (then with ``AnimatingPosition/current``), before the completions.
    func addFinishHandler(_ handler: @escaping (AnimatingPosition) -> Void) {
        finishHandlers.append(handler)
    }

    // MARK: - Driving

    private func drive() {
        let fraction = fraction(at: clock.now)
        for animation in animations {
            animation.body(progress(fraction: fraction, startFraction: animation.startFraction))
        }
    }

    private func drive(shown value: Double) {
        for animation in animations { animation.body(value) }
    }

    private func freeze() {
        anchorFraction = fraction(at: clock.now)
        isRunning = false
        if let endEvent { clock.cancelEvent(endEvent) }
        endEvent = nil
        if let tickObserver { clock.removeTickObserver(tickObserver) }
        tickObserver = nil
    }

    private func scheduleEnd() {
        if let endEvent { clock.cancelEvent(endEvent) }
        let remaining = reversed ? anchorFraction : 1 - anchorFraction
        endEvent = clock.schedule(at: anchorTime + remaining * duration) { [weak self] _ in
            self?.reachEnd()
        }
    }

    private func reachEnd() {
        endEvent = nil
        let position: AnimatingPosition = reversed ? .start : .end
        freeze()
        anchorFraction = reversed ? 0 : 1
        drive(shown: reversed ? 0 : 1)
        finish(at: position)
    }

    private func finish(at position: AnimatingPosition) {
        state = .inactive
        let pending = completions
        let handlers = finishHandlers
        reset()
        for handler in handlers { handler(position) }
        for completion in pending { completion(position) }
    }

    // MARK: - Clock and diagnostics

    private static let stoppedReason = "the animator is stopped; only finishAnimation(at:) is allowed"

    /// For an animator created without a clock: runs the view blocks (their changes show at
    /// the animator's progress, 0 until it moves) and takes the clock of the first window they
    /// touched. Returns whether the animator has a clock to follow.
    private func bindClockIfNeeded() -> Bool {
        guard findsClockInViews else { return true }
        for group in viewGroups { group.runBlockIfNeeded() }
        guard let window = diagnosticWindow else { return false }
        clock = window.clock
        findsClockInViews = false
        return true
    }

    /// The first window the view blocks touched, where diagnostics go.
    private var diagnosticWindow: Window? {
        viewGroups.lazy.compactMap(\.firstTouchedWindow).first ?? lastTouchedWindow
    }

    /// Reports a refused transition (UIKit raises an exception).
    private func refuse(_ operation: String, _ reason: String) {
        let diagnostic = LayoutDiagnostic.refusedOperation(operation: "PropertyAnimator.\(operation)", reason: reason)
        reportDiagnostic(diagnostic, near: diagnosticWindow)
    }

    private func reset() {
        lastTouchedWindowReference = UnownedView(diagnosticWindow)
        viewGroups = []
        animations = []
        completions = []
        finishHandlers = []
        anchorFraction = 0
        reversed = false
        isScrubbed = false
    }
}
