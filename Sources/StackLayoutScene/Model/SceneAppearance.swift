import StackLayout

/// What a scene view looks like in renderings: `backgroundColor`, `cornerRadius`,
/// `borderWidth` and `borderColor`.
public struct SceneAppearance: Sendable, Hashable {
    /// The background colour; default none.
    public var backgroundColor: Color?
    /// The corner radius in points; default 0.
    public var cornerRadius: Double
    /// The border width in points; default 0.
    public var borderWidth: Double
    /// The border colour; default black.
    public var borderColor: Color

    /// Creates an appearance; the defaults draw nothing.
    public init(backgroundColor: Color? = nil, cornerRadius: Double = 0, borderWidth: Double = 0, borderColor: Color = .black) {
        self.backgroundColor = backgroundColor
        self.cornerRadius = cornerRadius
        self.borderWidth = borderWidth
        self.borderColor = borderColor
    }

    /// Applies the appearance to `view` (its background colour and layer).
    func apply(to view: View) {
        view.backgroundColor = backgroundColor
        guard self != SceneAppearance(backgroundColor: backgroundColor) else { return }
        view.layer.cornerRadius = cornerRadius
        view.layer.borderWidth = borderWidth
        view.layer.borderColor = borderColor
    }
}
