// The one place where renderers and scene reports read what a view shows on screen.

/// What a view shows on screen at the clock's current time.
public struct OnScreenState: Sendable, Hashable {
    /// The on-screen frame, in the superview's coordinates.
    public var frame: Rect
    /// The view's own on-screen opacity.
    public var alpha: Double
    /// The view's own on-screen hidden flag (not inherited from ancestors).
    public var isHidden: Bool

    /// Creates a state.
    public init(frame: Rect, alpha: Double, isHidden: Bool) {
        self.frame = frame
        self.alpha = alpha
        self.isHidden = isHidden
    }
}

extension View {
    /// What the view shows on screen now: its ``presentation`` frame, alpha and hidden flag.
    /// Renderers and scene reports read views only through this property.
    public var onScreenState: OnScreenState {
        let presentation = self.presentation
        return OnScreenState(frame: presentation.frame, alpha: presentation.alpha, isHidden: presentation.isHidden)
    }

    /// For a stack, its axis and arranged subviews; `nil` for any other view.
    var renderStackInfo: (axis: Axis, arranged: [View])? {
        guard let stack = self as? Stack else { return nil }
        return (stack.axis, stack.arrangedSubviews)
    }
}
