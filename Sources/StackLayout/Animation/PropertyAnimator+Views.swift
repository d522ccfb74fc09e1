extension PropertyAnimator {
    /// Creates an inactive animator over `duration` seconds whose `animations` change views
    /// (UIKit's `UIViewPropertyAnimator(duration:curve:animations:)`).
    ///
    /// The block runs when the animator first becomes active (`startAnimation`,
    /// `pauseAnimation` or setting `fractionComplete`); every frame and alpha change it makes
    /// — including the layout pass run at its end in the windows it touched — shows on
    /// screen (`view.presentation`) at the animator's progress. When the animator finishes,
    /// the model keeps the new values at ``AnimatingPosition/end``, returns to the old ones at
    /// ``AnimatingPosition/start`` and keeps what is on screen at
    /// ``AnimatingPosition/current`` (also after `stopAnimation(true)`).
    public convenience init(duration: Double, curve: TimingCurve = .easeInOut, clock: AnimationClock,
                            animations: @escaping () -> Void) {
        self.init(duration: duration, timing: .curve(curve), clock: clock, animations: nil)
        addViewAnimations(animations, delayFactor: 0)
    }

    /// Creates an inactive animator with UIKit's duration-honouring spring whose `animations`
    /// change views (see the curve-based initializer).
    public convenience init(duration: Double, dampingRatio: Double, clock: AnimationClock,
                            animations: @escaping () -> Void) {
        let spring = Spring(settlingDuration: duration, dampingRatio: dampingRatio)
        self.init(duration: spring.settlingDuration, timing: .spring(spring), clock: clock, animations: nil)
        addViewAnimations(animations, delayFactor: 0)
    }

    /// Creates an inactive animator over `duration` seconds whose `animations` change views,
    /// with no clock argument (UIKit's `UIViewPropertyAnimator(duration:curve:animations:)`):
    /// the animator follows the clock of the first window its blocks touch, found when it
    /// first becomes active. Otherwise it behaves as the initializer that takes a clock.
    public convenience init(duration: Double, curve: TimingCurve = .easeInOut, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timing: .curve(curve), clock: nil, animations: nil)
        if let animations { addViewAnimations(animations, delayFactor: 0) }
    }

    /// Creates an inactive animator with UIKit's duration-honouring spring whose `animations`
    /// change views, with no clock argument (UIKit's
    /// `UIViewPropertyAnimator(duration:dampingRatio:animations:)`; see
    /// ``init(duration:curve:animations:)`` for how it finds its clock).
    public convenience init(duration: Double, dampingRatio: Double, animations: (() -> Void)? = nil) {
        let spring = Spring(settlingDuration: duration, dampingRatio: dampingRatio)
        self.init(duration: spring.settlingDuration, timing: .spring(spring), clock: nil, animations: nil)
        if let animations { addViewAnimations(animations, delayFactor: 0) }
    }

    /// Creates an animator with a timing curve chosen by `options` (`.curveEaseIn`, …), adds
    /// `animations` and `completion`, and starts it after `delay` (UIKit's
    /// `runningPropertyAnimator(withDuration:delay:options:animations:completion:)`).
    public static func runningPropertyAnimator(
        withDuration duration: Double, delay: Double, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((AnimatingPosition) -> Void)? = nil
    ) -> PropertyAnimator {
        let animator = PropertyAnimator(duration: duration, curve: options.timingCurve, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// Adds a block that changes views; on an active animator it runs at once and its
    /// changes start after `delayFactor` of the remaining time. Refused (with a diagnostic)
    /// while stopped or for a factor outside `0...1`.
    public func addAnimations(_ animations: @escaping () -> Void, delayFactor: Double = 0) {
        guard canAddAnimations(delayFactor: delayFactor) else { return }
        addViewAnimations(animations, delayFactor: delayFactor)
    }

    private func addViewAnimations(_ animations: @escaping () -> Void, delayFactor: Double) {
        let group = DrivenAnimationGroup(animations)
        viewGroups.append(group)
        addFinishHandler { position in group.finish(at: position) }
        addAnimations({ progress in group.drive(progress) }, delayFactor: delayFactor)
    }
}
