extension View {
    /// Animates the keyframes that `animations` adds with
    /// ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)`` over `duration`
    /// seconds after `delay` (UIKit's `animateKeyframes`).
    ///
    /// Each keyframe's changes — layout included: a constraint constant changed in a keyframe
    /// animates over that keyframe's share — run in the order the keyframes were added and
    /// move at constant speed from the values the keyframes before left. With
    /// ``KeyframeAnimationOptions/calculationModeLinear`` (the default) a keyframe runs from
    /// `relativeStartTime × duration` for `relativeDuration × duration`; with
    /// ``KeyframeAnimationOptions/calculationModePaced`` the keyframes follow one another,
    /// each for a share of the duration proportional to how far it moves its views. Changes
    /// made in `animations` outside any keyframe animate over the whole duration. The model
    /// holds the final values right after the call; `completion` runs once, when the last
    /// keyframe ends, as with ``animate(withDuration:delay:options:animations:completion:)``.
    /// A view hidden in a keyframe leaves the screen at once.
    public static func animateKeyframes(
        withDuration duration: Double, delay: Double = 0, options: KeyframeAnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let total = duration.isFinite && duration > 0 ? duration : 0
        let start = delay.isFinite && delay > 0 ? delay : 0
        let keyframes = KeyframeList()
        performAnimation(
            AnimationParameters(duration: total, delay: start, options: .curveLinear),
            rejecting: invalidTiming(duration: duration, delay: delay),
            animations: {
                KeyframeList.$current.withValue(keyframes) { animations() }
                guard let block = AnimationScope.current else { return }
                block.layOutTouchedWindows()
                let captures = keyframes.keyframes.map { KeyframeCapture(running: $0.animations, in: block.outermostBlock) }
                let timings = options.isPaced
                    ? pacedTimings(captures.map(\.distance)) ?? keyframes.keyframes.map { ($0.start, $0.duration) }
                    : keyframes.keyframes.map { ($0.start, $0.duration) }
                for (capture, timing) in zip(captures, timings) {
                    let parameters = AnimationParameters(
                        duration: timing.duration * total, delay: start + timing.start * total,
                        options: [.curveLinear, .overrideInheritedDuration, .overrideInheritedCurve])
                    performAnimation(parameters, animations: {
                        if let keyframeBlock = AnimationScope.current { capture.replay(into: keyframeBlock) }
                    }, completion: nil)
                }
            },
            completion: completion)
    }

    /// Adds a keyframe to the enclosing ``animateKeyframes(withDuration:delay:options:animations:completion:)``
    /// block: `animations` runs from `frameStartTime` for `frameDuration`, both fractions of
    /// the block's duration (clamped to 0…1; NaN counts as 0). Outside a keyframe block the
    /// changes apply at once.
    public static func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) {
        guard let keyframes = KeyframeList.current else { return animations() }
        func fraction(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), 1) }
        keyframes.add(.init(start: fraction(frameStartTime), duration: fraction(frameDuration), animations: animations))
    }

    /// The keyframes one after another, each for its share of `distances`; `nil` when nothing
    /// moves.
    private static func pacedTimings(_ distances: [Double]) -> [(start: Double, duration: Double)]? {
        let sum = distances.reduce(0, +)
        guard sum > 0, sum.isFinite else { return nil }
        var start = 0.0
        return distances.map { distance in
            defer { start += distance / sum }
            return (start, distance / sum)
        }
    }
}
