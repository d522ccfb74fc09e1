extension Window {
    /// Creates a window of `size` at the origin whose animations run on `clock`.
    public convenience init(size: Size, clock: AnimationClock = AnimationClock()) {
        self.init(size: size, timeline: clock)
        clock.attach(self)
    }

    /// The clock that drives animations in this window.
    public var clock: AnimationClock {
        // Windows are only created with a clock (above).
        unsafeDowncast(timeline, to: AnimationClock.self)
    }
}

extension AnimationClock: WindowAnimationTimeline {
    func dropAnimations(of view: View) {
        removeAnimations(of: view as AnyObject)
    }
}
