// Hand-written snapshots shared by the rendering tests.
import StackLayout
import StackLayoutRendering

/// A 200 × 100 canvas: a horizontal stack `row` at (10, 10, 180, 40) with arranged `a`
/// (10, 10, 50, 40), hidden `b` (collapsed) and `c` (70, 10, 60, 40), and a plain view
/// `note` at (10, 60, 100, 30) with alpha 0.5.
func sampleSnapshot(time: Double = 0.25) -> RenderSnapshot {
    RenderSnapshot(time: time, size: Size(width: 200, height: 100), nodes: [
        RenderNode(id: "row", name: "row", frame: Rect(x: 10, y: 10, width: 180, height: 40), depth: 0,
                   stackAxis: .horizontal, margins: EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)),
        RenderNode(id: "a", name: "a", frame: Rect(x: 10, y: 10, width: 50, height: 40), depth: 1, parent: 0,
                   isArranged: true, margins: EdgeInsets(all: 8)),
        RenderNode(id: "b", name: "b", frame: Rect(x: 60, y: 10, width: 0, height: 40), isHidden: true, depth: 1,
                   parent: 0, isArranged: true, margins: EdgeInsets(all: 8)),
        RenderNode(id: "c", name: "c<&>", frame: Rect(x: 70, y: 10, width: 60, height: 40), depth: 1, parent: 0,
                   isArranged: true, margins: EdgeInsets(all: 8)),
        RenderNode(id: "note", name: "note", frame: Rect(x: 10, y: 60, width: 100, height: 30), alpha: 0.5,
                   depth: 0, margins: EdgeInsets(all: 8)),
    ])
}

/// Number of non-overlapping occurrences of `needle` in `text`.
func occurrences(of needle: String, in text: String) -> Int {
    guard !needle.isEmpty else { return 0 }
    var count = 0
    var rest = Substring(text)
    while let range = rest.firstRange(of: needle) {
        count += 1
        rest = rest[range.upperBound...]
    }
    return count
}
