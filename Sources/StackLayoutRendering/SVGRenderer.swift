// SVG of one snapshot: frames as labelled rectangles, stacks outlined, hidden views dashed,
// optionally the spacing gaps of stacks and the layout margins of views.
import StackLayout

/// Draws a ``RenderSnapshot`` as an SVG document. Pure and byte-stable: the same snapshot and
/// options always give the same text (numbers have at most 2 decimals, no locale).
public struct SVGRenderer: Sendable {
    /// How the SVG looks.
    public struct Options: Sendable, Hashable {
        /// Pixels per point of the `width`/`height` attributes (the view box stays in points).
        public var scale: Double
        /// Whether to overlay the spacing gaps of stacks (orange) and the layout margins of stacks
        /// and other views with subviews (dotted purple).
        public var showsOverlay: Bool
        /// Whether to write a caption with the time and canvas size under the canvas.
        public var showsCaption: Bool

        /// Creates options; the defaults draw at 1 px per point with a caption and no overlay.
        public init(scale: Double = 1, showsOverlay: Bool = false, showsCaption: Bool = true) {
            self.scale = scale
            self.showsOverlay = showsOverlay
            self.showsCaption = showsCaption
        }
    }

    /// The options.
    public var options: Options

    /// Creates a renderer.
    public init(options: Options = Options()) {
        self.options = options
    }

    /// A complete SVG file: an XML declaration, the `<svg>` element and a final newline.
    public func render(_ snapshot: RenderSnapshot) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + renderElement(snapshot) + "\n"
    }

    /// A complete SVG file of `view`'s tree as it is on screen now (see ``RenderSnapshot/init(of:)``).
    public func render(_ view: View) -> String {
        render(RenderSnapshot(of: view))
    }

    /// The `<svg>` element alone (for inlining into HTML), without a final newline.
    public func renderElement(_ snapshot: RenderSnapshot) -> String {
        let padding = 8.0
        let captionHeight = options.showsCaption ? 20.0 : 0
        let width = snapshot.size.width + 2 * padding
        let height = snapshot.size.height + 2 * padding + captionHeight
        let scale = options.scale > 0 && options.scale.isFinite ? options.scale : 1
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width * scale))\" height=\"\(n(height * scale))\""
        out += " viewBox=\"\(n(-padding)) \(n(-padding)) \(n(width)) \(n(height))\""
        out += " font-family=\"Helvetica, Arial, sans-serif\">\n"
        out += "<rect x=\"\(n(-padding))\" y=\"\(n(-padding))\" width=\"\(n(width))\" height=\"\(n(height))\" fill=\"#f8fafc\"/>\n"
        out += "<rect class=\"window\" x=\"0\" y=\"0\" width=\"\(n(snapshot.size.width))\" height=\"\(n(snapshot.size.height))\""
        out += " fill=\"#ffffff\" stroke=\"#94a3b8\" stroke-width=\"1\"/>\n"
        let clips = SVGClips(snapshot)
        out += clips.definitions
        var labels = LabelPlacer()
        let containers = Set(snapshot.nodes.compactMap(\.parent))
        let hiddenFlags = snapshot.effectivelyHiddenFlags
        // Names of stacks stay off what content views show.
        for (index, node) in snapshot.nodes.enumerated() where node.content != nil && !hiddenFlags[index] {
            labels.reserve(node.frame.applying(node.transform))
        }
        // Views scrolled or clipped out of sight are left out.
        for (index, node) in snapshot.nodes.enumerated()
        where SVGClips.isVisible(node.frame.applying(node.transform), in: node.clip) {
            let drawing = self.node(index, in: snapshot, isContainer: containers.contains(index),
                                    isHidden: hiddenFlags[index], labels: &labels, clip: { clips.wrap($0, in: node.clip) })
            out += clips.wrap(drawing, in: node.clip)
        }
        if options.showsOverlay { out += overlay(snapshot, hiddenFlags: hiddenFlags) }
        out += labels.text
        if options.showsCaption {
            out += "<text x=\"0\" y=\"\(n(snapshot.size.height + padding + 11))\" font-size=\"11\" fill=\"#475569\">"
            out += "t = \(RenderText.number(snapshot.time, decimals: 3)) s · "
            out += "\(n(snapshot.size.width)) × \(n(snapshot.size.height))"
            if snapshot.layoutDirection == .rightToLeft { out += " · right to left" }
            out += "</text>\n"
        }
        return out + "</svg>"
    }

    // MARK: - Pieces

    private static let fills = ["#dbeafe", "#dcfce7", "#fef3c7", "#fce7f3", "#ede9fe", "#cffafe"]
    private static let strokes = ["#1d4ed8", "#15803d", "#b45309", "#be185d", "#6d28d9", "#0e7490"]

    /// The drawing of one node; `clip` wraps its label in the node's clip group.
    private func node(_ index: Int, in snapshot: RenderSnapshot, isContainer: Bool, isHidden hidden: Bool,
                      labels: inout LabelPlacer, clip: (String) -> String) -> String {
        let node = snapshot.nodes[index]
        let color = Self.strokes[node.depth % Self.strokes.count]
        let fill = node.isStack ? "none" : Self.fills[node.depth % Self.fills.count]
        var alpha = node.alpha
        var ancestor = node.parent
        while let parent = ancestor {
            alpha *= snapshot.nodes[parent].alpha
            ancestor = snapshot.nodes[parent].parent
        }
        let frame = node.frame
        let transform = Self.transformAttribute(node.transform)
        var out = "<rect class=\"\(node.isStack ? "stack" : "view")\(hidden ? " hidden" : "")\""
        out += " data-id=\"\(RenderText.escaped(node.id))\""
        out += " x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\" width=\"\(n(max(frame.width, 0)))\""
        out += " height=\"\(n(max(frame.height, 0)))\"" + transform
        if hidden {
            out += " fill=\"none\" stroke=\"\(color)\" stroke-width=\"1\" stroke-dasharray=\"4 3\" opacity=\"0.7\"/>\n"
        } else if let appearance = node.appearance {
            let drawn = SVGAppearance(appearance: appearance, frame: frame)
            out += drawn.rectangleAttributes(
                defaultFill: node.content == nil ? fill : "#ffffff", stroke: color, strokeWidth: node.isStack ? 2 : 1)
            if alpha < 1 { out += " opacity=\"\(n(max(alpha, 0)))\"" }
            out += "/>\n" + drawn.border(transform: transform, opacity: max(min(alpha, 1), 0))
        } else {
            out += " fill=\"\(node.content == nil ? fill : "#ffffff")\" stroke=\"\(color)\""
            out += " stroke-width=\"\(node.isStack ? 2 : 1)\""
            if alpha < 1 { out += " opacity=\"\(n(max(alpha, 0)))\"" }
            out += "/>\n"
        }
        if let content = node.content, !hidden {
            out += SVGContent(frame: frame, transform: transform, opacity: max(min(alpha, 1), 0)).draw(content, name: node.name)
            return out
        }
        var name = node.name
        if node.isStack { name += node.stackAxis == .vertical ? " [V]" : " [H]" }
        if hidden { name += " (hidden)" }
        let labelAlpha = hidden ? 0.7 : max(min(alpha, 1), 0.35)
        labels.place(name, in: frame, color: node.isStack ? color : "#0f172a", inCorner: node.isStack || isContainer,
                     bold: node.isStack, opacity: labelAlpha, transform: transform, clip: clip)
        return out
    }

    /// ` transform="matrix(…)"`, or nothing for the identity.
    static func transformAttribute(_ transform: AffineTransform) -> String {
        guard !transform.isIdentity else { return "" }
        let entries = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
        return " transform=\"matrix(" + entries.map { RenderText.number($0, decimals: 4) }.joined(separator: " ") + ")\""
    }

    private func overlay(_ snapshot: RenderSnapshot, hiddenFlags: [Bool]) -> String {
        var out = ""
        for gap in snapshot.spacingGaps {
            out += "<rect class=\"gap\" x=\"\(n(gap.minX))\" y=\"\(n(gap.minY))\" width=\"\(n(gap.width))\""
            out += " height=\"\(n(gap.height))\" fill=\"#f97316\" fill-opacity=\"0.35\"/>\n"
        }
        let containers = Set(snapshot.nodes.compactMap(\.parent))
        for index in snapshot.nodes.indices where !hiddenFlags[index] {
            let node = snapshot.nodes[index]
            guard node.margins != .zero, node.isStack || containers.contains(index) else { continue }
            let inner = node.frame.inset(by: node.margins)
            guard inner.width > 0, inner.height > 0 else { continue }
            out += "<rect class=\"margins\" x=\"\(n(inner.minX))\" y=\"\(n(inner.minY))\" width=\"\(n(inner.width))\""
            out += " height=\"\(n(inner.height))\" fill=\"none\" stroke=\"#a855f7\" stroke-width=\"0.75\""
            out += " stroke-dasharray=\"1 2\"/>\n"
        }
        return out
    }

    private func n(_ value: Double) -> String { RenderText.number(value) }
}

/// Places labels so that stack labels do not sit on top of each other, and writes them last
/// (above every rectangle) with a white halo for readability.
private struct LabelPlacer {
    var text = ""
    private var placed: [Rect] = []

    /// Keeps names placed in corners off `rect`.
    mutating func reserve(_ rect: Rect) {
        placed.append(rect)
    }

    /// An estimate of the width of `label` at `size` points (Helvetica averages ~0.58 em).
    private static func width(of label: String, size: Double) -> Double {
        Double(label.count) * size * 0.58
    }

    /// Places a label in a corner of `frame` (stacks and views with subviews; the first corner
    /// free of other labels) or at its center (leaves, shrunk to fit down to 7 points).
    mutating func place(
        _ label: String, in frame: Rect, color: String, inCorner: Bool, bold: Bool, opacity: Double, transform: String,
        clip: (String) -> String
    ) {
        var size = inCorner ? 10.0 : 11.0
        var box: Rect
        if inCorner {
            let width = Self.width(of: label, size: size)
            let candidates = [
                Rect(x: frame.minX + 3, y: frame.minY + 2, width: width, height: size + 1),
                Rect(x: frame.maxX - 3 - width, y: frame.minY + 2, width: width, height: size + 1),
                Rect(x: frame.minX + 3, y: frame.maxY - size - 3, width: width, height: size + 1),
                Rect(x: frame.maxX - 3 - width, y: frame.maxY - size - 3, width: width, height: size + 1),
                Rect(x: frame.minX + 3, y: frame.minY - size - 2, width: width, height: size + 1),
            ]
            box = candidates.first { candidate in !placed.contains { $0.intersects(candidate) } } ?? candidates[0]
        } else {
            while size > 7, Self.width(of: label, size: size) > frame.width - 4 { size -= 1 }
            let width = Self.width(of: label, size: size)
            box = Rect(x: frame.midX - width / 2, y: frame.midY - size / 2, width: width, height: size)
        }
        placed.append(box)
        let baseline = box.minY + size * 0.85
        let n = { (value: Double) in RenderText.number(value) }
        var element = "<text x=\"\(n(inCorner ? box.minX : frame.midX))\" y=\"\(n(baseline))\" font-size=\"\(n(size))\""
        element += inCorner ? "" : " text-anchor=\"middle\""
        element += " fill=\"\(color)\" stroke=\"#ffffff\" stroke-width=\"3\" stroke-linejoin=\"round\" paint-order=\"stroke\""
        if bold { element += " font-weight=\"bold\"" }
        if opacity < 1 { element += " opacity=\"\(n(opacity))\"" }
        text += clip(element + transform + ">\(RenderText.escaped(label))</text>\n")
    }
}

extension Rect {
    /// Whether the two rectangles overlap with positive area.
    fileprivate func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}
