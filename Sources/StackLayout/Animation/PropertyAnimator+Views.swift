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

    /// Adds a block that changes views; on an active animator it runs at once and its
    /// changes start after `delayFactor` of the remaining time.
    /// - Throws: ``PropertyAnimatorError/animatorStopped`` if stopped;
    ///   ``PropertyAnimatorError/invalidValue(_:)`` for a factor outside `0...1`.
    public func addAnimations(_ animations: @escaping () -> Void, delayFactor: Double = 0) throws(PropertyAnimatorError) {
        guard state != .stopped else { throw .animatorStopped }
        guard delayFactor >= 0, delayFactor <= 1 else { throw .invalidValue(delayFactor) }
        addViewAnimations(animations, delayFactor: delayFactor)
    }

    private func addViewAnimations(_ animations: @escaping () -> Void, delayFactor: Double) {
        let group = DrivenAnimationGroup(animations)
        addFinishHandler { position in group.finish(at: position) }
        try? addAnimations({ progress in group.drive(progress) }, delayFactor: delayFactor)
    }
}
