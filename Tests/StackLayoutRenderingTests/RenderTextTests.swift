import Testing
import StackLayout
import StackLayoutRendering

@Suite struct RenderTextTests {
    @Test(arguments: [
        (12.5, 2, "12.5"), (1.0 / 3, 2, "0.33"), (2.0 / 3, 2, "0.67"), (-0.001, 2, "0"), (-1.005, 3, "-1.005"),
        (375, 2, "375"), (0.125, 2, "0.13"), (-0.125, 2, "-0.13"), (1e20, 2, "1e+20"),
        (Double.nan, 2, "0"), (Double.infinity, 2, "0"), (0.1 + 0.2, 4, "0.3"), (7.25, 0, "7"),
    ])
    func fixedDecimals(value: Double, decimals: Int, expected: String) {
        #expect(RenderText.number(value, decimals: decimals) == expected)
    }

    @Test func escapesMarkup() {
        #expect(RenderText.escaped(#"a<b & "c" 'd'>"#) == "a&lt;b &amp; &quot;c&quot; &#39;d&#39;&gt;")
        #expect(RenderText.escaped("plain · ×") == "plain · ×")
    }

    @Test func gapsLieBetweenVisibleArrangedNeighbours() {
        // a ends at 60, b is hidden, c starts at 70: one gap 60…70 spanning the row's height.
        #expect(sampleSnapshot().spacingGaps == [Rect(x: 60, y: 10, width: 10, height: 40)])
    }

    @Test func verticalGapsAndOverlapsAreHandled() {
        let snapshot = RenderSnapshot(size: Size(width: 100, height: 100), nodes: [
            RenderNode(id: "s", name: "s", frame: Rect(x: 0, y: 0, width: 100, height: 100), stackAxis: .vertical),
            RenderNode(id: "x", name: "x", frame: Rect(x: 0, y: 50, width: 100, height: 20), depth: 1, parent: 0,
                       isArranged: true),
            RenderNode(id: "y", name: "y", frame: Rect(x: 0, y: 0, width: 100, height: 40), depth: 1, parent: 0,
                       isArranged: true),
            RenderNode(id: "z", name: "z", frame: Rect(x: 0, y: 65, width: 100, height: 35), depth: 1, parent: 0,
                       isArranged: true),
            RenderNode(id: "free", name: "free", frame: Rect(x: 0, y: 90, width: 10, height: 10), depth: 1, parent: 0),
        ])
        // Sorted along y: y (0–40), x (50–70), z (65–100, overlaps x: no gap). `free` is not arranged.
        #expect(snapshot.spacingGaps == [Rect(x: 0, y: 40, width: 100, height: 10)])
    }

    @Test func hiddenIsInheritedForDrawing() {
        let snapshot = RenderSnapshot(size: Size(width: 10, height: 10), nodes: [
            RenderNode(id: "p", name: "p", frame: .zero, isHidden: true),
            RenderNode(id: "q", name: "q", frame: .zero, depth: 1, parent: 0),
            RenderNode(id: "r", name: "r", frame: .zero),
        ])
        #expect(snapshot.nodes.indices.map(snapshot.isEffectivelyHidden) == [true, true, false])
    }
}
