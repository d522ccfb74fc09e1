// What a view looks like beyond its frame: background colour, rounded corners, border.
import StackLayout

/// A view's background colour and its layer's corners and border, as renderers draw them.
public struct RenderAppearance: Sendable, Hashable {
    /// The on-screen background colour (`nil`: none).
    public var backgroundColor: Color?
    /// The corner radius in points.
    public var cornerRadius: Double
    /// The border width in points (0: no border).
    public var borderWidth: Double
    /// The border colour.
    public var borderColor: Color?

    /// Creates an appearance.
    public init(backgroundColor: Color? = nil, cornerRadius: Double = 0, borderWidth: Double = 0, borderColor: Color? = .black) {
        self.backgroundColor = backgroundColor
        self.cornerRadius = cornerRadius
        self.borderWidth = borderWidth
        self.borderColor = borderColor
    }

    /// The appearance of a view with `backgroundColor` and `layer`, or `nil` when it has no
    /// colour, no rounded corners and no border.
    init?(backgroundColor: Color?, layer: Layer?) {
        let cornerRadius = layer?.cornerRadius ?? 0, borderWidth = layer?.borderWidth ?? 0
        guard backgroundColor != nil || cornerRadius > 0 || borderWidth > 0 else { return nil }
        self.init(backgroundColor: backgroundColor, cornerRadius: cornerRadius, borderWidth: borderWidth,
                  borderColor: layer?.borderColor)
    }

    /// One line for text renderings: `background #3b82f6, corners 12, border 1 #000000`.
    var summary: String {
        var parts: [String] = []
        if let backgroundColor { parts.append("background \(backgroundColor)") }
        if cornerRadius > 0 { parts.append("corners \(RenderText.number(cornerRadius))") }
        if borderWidth > 0 { parts.append("border \(RenderText.number(borderWidth)) \(borderColor.map(String.init(describing:)) ?? "none")") }
        return parts.joined(separator: ", ")
    }
}

extension Color {
    /// `#rrggbb` (the alpha goes to an opacity attribute).
    var svgHex: String { String(description.prefix(7)) }
}
