// Clipping in SVG: the subviews of a view that clips to its bounds (a scroll view) are drawn
// inside a `<clipPath>` of its on-screen rectangle.
import StackLayout

/// The clip paths of a snapshot: one `<clipPath>` per distinct ``RenderNode/clip``, numbered
/// in node order, and the groups that apply them.
struct SVGClips {
    /// The number of each distinct clip rectangle.
    private var numbers: [Rect: Int] = [:]
    /// The `<defs>` element with every clip path, or nothing without clips.
    private(set) var definitions = ""

    /// The clip paths of `snapshot`'s nodes.
    init(_ snapshot: RenderSnapshot) {
        var rectangles = ""
        for clip in snapshot.nodes.compactMap(\.clip) where numbers[clip] == nil {
            let number = numbers.count
            numbers[clip] = number
            rectangles += "<clipPath id=\"clip-\(number)\"><rect x=\"\(n(clip.minX))\" y=\"\(n(clip.minY))\""
            rectangles += " width=\"\(n(clip.width))\" height=\"\(n(clip.height))\"/></clipPath>\n"
        }
        if !rectangles.isEmpty { definitions = "<defs>\n" + rectangles + "</defs>\n" }
    }

    /// `drawing` inside a group clipped to `clip` (unchanged for `nil` or an empty drawing).
    func wrap(_ drawing: String, in clip: Rect?) -> String {
        guard let clip, let number = numbers[clip], !drawing.isEmpty else { return drawing }
        return "<g clip-path=\"url(#clip-\(number))\">\n" + drawing + "</g>\n"
    }

    /// Whether a node drawn at `rect` (window coordinates, transformed) shows anything inside `clip`.
    static func isVisible(_ rect: Rect, in clip: Rect?) -> Bool {
        guard let clip else { return true }
        return rect.minX < clip.maxX && clip.minX < rect.maxX && rect.minY < clip.maxY && clip.minY < rect.maxY
    }

    private func n(_ value: Double) -> String { RenderText.number(value) }
}
