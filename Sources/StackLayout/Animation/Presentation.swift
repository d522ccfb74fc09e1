/// What a view shows on screen at its window's current clock time, as opposed to its model
/// values (`frame`, `alpha`, `isHidden`), which jump to their final values at once.
public struct Presentation: Hashable, Sendable {
    /// The on-screen frame, in the superview's on-screen coordinates.
    public var frame: Rect
    /// The on-screen opacity.
    public var alpha: Double
    /// Whether the view is off screen. An arranged view of a stack hidden inside an animation
    /// stays on screen (`false`) until that animation completes; any other hidden view is off
    /// screen at once, and a shown view is on screen at once.
    public var isHidden: Bool
    /// The on-screen transform about the view's center.
    public var transform: AffineTransform
    /// The on-screen background colour (`nil`: none, and no colour animation in flight).
    public var backgroundColor: Color?
    /// The on-screen origin of the bounds (``View/boundsOrigin``: a scroll view's content
    /// offset), which moves the subviews on screen by minus it.
    public var boundsOrigin: Point

    /// Creates a presentation.
    public init(
        frame: Rect, alpha: Double, isHidden: Bool, transform: AffineTransform = .identity, backgroundColor: Color? = nil,
        boundsOrigin: Point = .zero
    ) {
        self.frame = frame
        self.alpha = alpha
        self.isHidden = isHidden
        self.transform = transform
        self.backgroundColor = backgroundColor
        self.boundsOrigin = boundsOrigin
    }
}

extension View {
    /// What is on screen now: the model values plus the part of every animation in flight
    /// that is still to run, at `window.clock.now`. A pure function of the model, the
    /// animations and the clock; equal to the model outside a window.
    public var presentation: Presentation {
        let hidden = isHidden && animationState.pendingHide?.keepsViewVisible != true
        guard let clock = window?.clock else {
            return Presentation(
                frame: frame, alpha: alpha, isHidden: isHidden, transform: transform, backgroundColor: backgroundColor,
                boundsOrigin: boundsOrigin)
        }
        let frameOffset = clock.presentationOffset(for: AnimationTrackKey(self, .frame))
        let alphaOffset = clock.presentationOffset(for: AnimationTrackKey(self, .alpha))
        return Presentation(frame: Rect(AnimationVector(frame) + frameOffset),
                            alpha: alpha + alphaOffset.scalar, isHidden: hidden,
                            transform: presentationTransform(on: clock),
                            backgroundColor: presentationBackgroundColor(on: clock),
                            boundsOrigin: presentationBoundsOrigin(on: clock))
    }

    /// The model bounds origin plus the scrolling animations in flight on `clock`.
    private func presentationBoundsOrigin(on clock: AnimationClock) -> Point {
        let offset = clock.presentationOffset(for: AnimationTrackKey(self, .boundsOrigin))
        return Point(AnimationVector(boundsOrigin) + offset)
    }

    /// The model background colour plus the colour animations in flight on `clock` (from
    /// clear when the model has none).
    private func presentationBackgroundColor(on clock: AnimationClock) -> Color? {
        let offset = clock.presentationOffset(for: AnimationTrackKey(self, .backgroundColor))
        guard !offset.isZero else { return backgroundColor }
        return Color(AnimationVector(backgroundColor ?? .clear) + offset)
    }

    /// The model transform plus the transform animations in flight on `clock`.
    private func presentationTransform(on clock: AnimationClock) -> AffineTransform {
        let linear = clock.presentationOffset(for: AnimationTrackKey(self, .transform))
        let translation = clock.presentationOffset(for: AnimationTrackKey(self, .transformTranslation))
        guard !linear.isZero || !translation.isZero else { return transform }
        return TransformParts(transform).offset(linear: linear, translation: translation).transform
    }
}
