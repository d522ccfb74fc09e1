extension View {
    /// Animates every frame and alpha change made by `animations` — including the layout pass
    /// that runs at the end of the block in every window it touched — over `duration` seconds
    /// after `delay`.
    ///
    /// Right after the call the model (`frame`, `alpha`) holds the final values; what is on
    /// screen is ``presentation``, which follows `window.clock`. Each change becomes an
    /// additive animation (Δ = old − new), so an animation that interrupts another blends
    /// without a jump. A view's very first frame never animates. Layout that was pending in a
    /// touched window before the block animates too, so forgetting `layoutIfNeeded()` still
    /// animates. A block nested in another inherits its duration, delay, curve and repeat
    /// options unless `options` override them, and completes before it.
    ///
    /// `completion` always runs, once. It runs from the clock when the call's last animation
    /// ends, with `false` only if an animation was removed early (its view left the window). A
    /// block with zero duration and delay applies its changes at once and completes on the next
    /// advance; so does a block whose writes to a window's views changed nothing. A nested block
    /// without a window completes with the enclosing block's clock. A block that has no clock at
    /// all (it is empty, or its views are in no window) completes with `true` as the outermost
    /// `animate` call returns: there is no clock to wait for.
    ///
    /// A negative, NaN or infinite `duration` or `delay` counts as 0 and is reported as
    /// ``LayoutDiagnostic/invalidValue(property:value:)`` to the first window the block touches.
    public static func animate(withDuration duration: Double, delay: Double = 0, options: AnimationOptions = [],
                               animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        performAnimation(AnimationParameters(duration: duration, delay: delay, options: options),
                         rejecting: invalidTiming(duration: duration, delay: delay),
                         animations: animations, completion: completion)
    }

    /// Animates like ``animate(withDuration:delay:options:animations:completion:)`` along
    /// `timingCurve`, any cubic Bézier (such as one made with
    /// ``TimingCurve/cubicBezier(_:_:_:_:)``).
    ///
    /// Everything else is the same as with a named curve: the model holds the final values
    /// right after the call, the old values show during `delay`, hidden views and completions
    /// behave the same, and nested blocks inherit as usual. `timingCurve` wins over any curve bits in `options`
    /// (`.curveEaseIn` and the like are ignored); the other options apply.
    public static func animate(withDuration duration: Double, delay: Double = 0, timingCurve: TimingCurve,
                               options: AnimationOptions = [],
                               animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        performAnimation(AnimationParameters(duration: duration, delay: delay, timingCurve: timingCurve,
                                             options: options),
                         rejecting: invalidTiming(duration: duration, delay: delay),
                         animations: animations, completion: completion)
    }

    /// Animates like ``animate(withDuration:delay:options:animations:completion:)`` with
    /// UIKit's spring: `dampingRatio` (1 = no overshoot) and `velocity` (in distances per
    /// second), tuned so the spring settles exactly at `duration`.
    public static func animate(withDuration duration: Double, delay: Double = 0,
                               usingSpringWithDamping dampingRatio: Double, initialSpringVelocity velocity: Double,
                               options: AnimationOptions = [],
                               animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        let parameters = AnimationParameters(duration: duration, delay: delay, dampingRatio: dampingRatio,
                                             initialVelocity: velocity, options: options)
        performAnimation(parameters, rejecting: invalidTiming(duration: duration, delay: delay),
                         animations: animations, completion: completion)
    }

    /// Animates like ``animate(withDuration:delay:options:animations:completion:)`` with
    /// `spring`; the animation lasts the spring's settling duration.
    public static func animate(with spring: Spring, delay: Double = 0, options: AnimationOptions = [],
                               animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        performAnimation(AnimationParameters(spring: spring, delay: delay, options: options),
                         rejecting: invalidTiming(duration: nil, delay: delay),
                         animations: animations, completion: completion)
    }

    /// Applies the changes made by `changes` at once, even inside an animation block. Layout
    /// run inside `changes` does not animate either; animations already in flight go on.
    public static func performWithoutAnimation(_ changes: () -> Void) {
        let scope = AnimationScope(mode: .disabled, parent: AnimationScope.current)
        scope.run(changes)
        scope.end()
    }

    /// `invalidValue` diagnostics for a duration or delay that is negative, NaN or infinite
    /// (the block uses 0 instead).
    static func invalidTiming(duration: Double?, delay: Double) -> [LayoutDiagnostic] {
        var rejected: [LayoutDiagnostic] = []
        if let duration, !(duration.isFinite && duration >= 0) {
            rejected.append(.invalidValue(property: "duration of View.animate (0 is used)", value: duration))
        }
        if !(delay.isFinite && delay >= 0) {
            rejected.append(.invalidValue(property: "delay of View.animate (0 is used)", value: delay))
        }
        return rejected
    }

    /// Runs one animation block with `parameters` (resolved against an enclosing block);
    /// `rejected` (invalid timing) is reported to the first window the block touches.
    static func performAnimation(_ parameters: AnimationParameters, rejecting rejected: [LayoutDiagnostic] = [],
                                 animations: () -> Void, completion: ((Bool) -> Void)?) {
        let outer = AnimationScope.current
        var resolved = parameters
        var completion = completion
        if let outer {
            // The layout the enclosing block left pending runs now, animated with that block's
            // timing, so that this block's end-of-block layout takes only its own changes.
            if outer.animates { outer.layOutTouchedWindows() }
            switch outer.mode {
            case .timed(let enclosing):
                resolved = enclosing.resolving(nested: parameters)
                // The enclosing block completes after its nested blocks.
                let done = outer.addDependency()
                let own = completion
                completion = { finished in
                    own?(finished)
                    done(finished)
                }
            case .disabled:
                resolved = AnimationParameters(duration: 0)
            case .driven:
                break
            }
        }
        let scope = AnimationScope(mode: .timed(resolved), parent: outer, completion: completion)
        scope.runLayingOutTouchedWindows(animations)
        for diagnostic in rejected { reportDiagnostic(diagnostic, near: scope.touchedWindows.first) }
        scope.end()
    }
}
