// The SVG attributes of a view's background colour, rounded corners and border.
import StackLayout

/// Draws a ``RenderAppearance`` in SVG: the view's rectangle filled with its background colour
/// and rounded, and its border as a second rectangle inside the bounds (as UIKit draws it).
struct SVGAppearance {
    let appearance: RenderAppearance
    let frame: Rect

    /// The corner radius, at most half the shorter side.
    private var radius: Double {
        min(appearance.cornerRadius, max(min(frame.width, frame.height), 0) / 2)
    }

    /// The fill, stroke and corner attributes of the view's own rectangle: the background
    /// colour (else `defaultFill`), the outline `stroke` only when the view has neither a
    /// background colour nor a border, and the rounded corners.
    func rectangleAttributes(defaultFill: String, stroke: String, strokeWidth: Int) -> String {
        var out = ""
        if let color = appearance.backgroundColor {
            out += " fill=\"\(color.svgHex)\""
            if color.alpha < 1 { out += " fill-opacity=\"\(RenderText.number(color.alpha))\"" }
        } else {
            out += " fill=\"\(defaultFill)\""
        }
        if appearance.backgroundColor == nil && appearance.borderWidth == 0 {
            out += " stroke=\"\(stroke)\" stroke-width=\"\(strokeWidth)\""
        }
        if radius > 0 { out += " rx=\"\(RenderText.number(radius))\"" }
        return out
    }

    /// The border: a rectangle inset by half the border width, stroked that wide; empty
    /// without a border.
    func border(transform: String, opacity: Double) -> String {
        guard appearance.borderWidth > 0, let color = appearance.borderColor else { return "" }
        let width = min(appearance.borderWidth, max(min(frame.width, frame.height), 0) / 2)
        let inner = frame.insetBy(width / 2)
        let n = { (value: Double) in RenderText.number(value) }
        var out = "<rect class=\"border\" x=\"\(n(inner.minX))\" y=\"\(n(inner.minY))\" width=\"\(n(max(inner.width, 0)))\""
        out += " height=\"\(n(max(inner.height, 0)))\" fill=\"none\" stroke=\"\(color.svgHex)\" stroke-width=\"\(n(width))\""
        if radius > 0 { out += " rx=\"\(n(max(radius - width / 2, 0)))\"" }
        let strokeOpacity = color.alpha * opacity
        if strokeOpacity < 1 { out += " opacity=\"\(n(max(strokeOpacity, 0)))\"" }
        return out + transform + "/>\n"
    }
}

extension Rect {
    /// The rectangle shrunk by `amount` on every edge.
    fileprivate func insetBy(_ amount: Double) -> Rect {
        Rect(x: minX + amount, y: minY + amount, width: width - 2 * amount, height: height - 2 * amount)
    }
}
