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
    ///
    /// Each animated field is its property's entry in the table of animatable properties
    /// (`AnimatableViewProperties`) applied to the model value.
    public var presentation: Presentation {
        guard let clock = window?.clock else {
            return Presentation(
                frame: frame, alpha: alpha, isHidden: isHidden, transform: transform, backgroundColor: backgroundColor,
                boundsOrigin: boundsOrigin)
        }
        return Presentation(
            frame: FrameProperty.presented(frame, of: self, on: clock),
            alpha: AlphaProperty.presented(alpha, of: self, on: clock),
            isHidden: isHidden && pendingHide?.keepsViewVisible != true,
            transform: TransformProperty.presented(transform, of: self, on: clock),
            backgroundColor: BackgroundColorProperty.presented(backgroundColor, of: self, on: clock),
            boundsOrigin: BoundsOriginProperty.presented(boundsOrigin, of: self, on: clock))
    }
}
