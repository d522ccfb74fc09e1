// The SVG of what content views show: a label's lines, a button, an image placeholder, a switch.
import StackLayout

/// Draws one content view's content in SVG, inside its frame (window coordinates), with the
/// node's transform attribute and opacity. Text is stretched to the exact width of ``Font``'s
/// metric (`textLength`), so what a browser shows matches the layout.
struct SVGContent {
    let frame: Rect
    /// ` transform="…"` or empty.
    let transform: String
    let opacity: Double

    func draw(_ content: RenderContent, name: String) -> String {
        var out = "<g class=\"content\"" + transform + (opacity < 1 ? " opacity=\"\(n(opacity))\"" : "") + ">"
        out += "<title>\(RenderText.escaped(name))</title>\n"
        switch content {
        case .label(let text): out += lines(text, color: "#0f172a")
        case .button(let text): out += button(text)
        case .image(let imageName): out += image(imageName ?? name)
        case .toggle(let isOn): out += toggle(isOn)
        }
        return out + "</g>\n"
    }

    private func lines(_ text: RenderedText, color: String) -> String {
        var out = ""
        for index in text.lines.indices where !text.lines[index].isEmpty {
            let rect = text.lineRect(index, in: frame)
            out += "<text x=\"\(n(rect.minX))\" y=\"\(n(rect.minY + text.font.baselineOffset))\""
            out += " font-size=\"\(n(text.font.pointSize))\" textLength=\"\(n(rect.width))\""
            out += " lengthAdjust=\"spacingAndGlyphs\" fill=\"\(color)\""
            if text.font.isBold { out += " font-weight=\"bold\"" }
            out += ">\(RenderText.escaped(text.lines[index]))</text>\n"
        }
        return out
    }

    private func button(_ title: RenderedText) -> String {
        var out = "<rect x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\" width=\"\(n(max(frame.width, 0)))\""
        out += " height=\"\(n(max(frame.height, 0)))\" rx=\"6\" fill=\"#2563eb\"/>\n"
        return out + lines(title, color: "#ffffff")
    }

    private func image(_ name: String) -> String {
        let (x0, y0, x1, y1) = (n(frame.minX), n(frame.minY), n(frame.maxX), n(frame.maxY))
        var out = "<rect x=\"\(x0)\" y=\"\(y0)\" width=\"\(n(max(frame.width, 0)))\" height=\"\(n(max(frame.height, 0)))\""
        out += " fill=\"#e2e8f0\"/>\n"
        out += "<path d=\"M\(x0) \(y0) L\(x1) \(y1) M\(x1) \(y0) L\(x0) \(y1)\" stroke=\"#94a3b8\" stroke-width=\"1\"/>\n"
        let size = min(10, max(frame.height / 3, 1))
        let text = RenderedText(lines: [name], font: Font(size: size), alignment: .center)
        guard text.font.width(of: name) <= frame.width else { return out }
        return out + lines(text, color: "#475569")
    }

    private func toggle(_ isOn: Bool) -> String {
        let radius = frame.height / 2
        var out = "<rect x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\" width=\"\(n(max(frame.width, 0)))\""
        out += " height=\"\(n(max(frame.height, 0)))\" rx=\"\(n(radius))\" fill=\"\(isOn ? "#22c55e" : "#e2e8f0")\"/>\n"
        let knobX = isOn ? frame.maxX - radius : frame.minX + radius
        out += "<circle cx=\"\(n(knobX))\" cy=\"\(n(frame.midY))\" r=\"\(n(max(radius - 2, 0)))\""
        out += " fill=\"#ffffff\" stroke=\"#cbd5e1\" stroke-width=\"0.5\"/>\n"
        return out
    }

    private func n(_ value: Double) -> String { RenderText.number(value) }
}
