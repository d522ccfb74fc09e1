import Testing
import StackLayout
import StackLayoutRendering

@Suite struct TextRendererTests {
    @Test func drawsBoxesStacksHiddenViewsAndLabels() {
        let text = TextRenderer(options: .init(columns: 41)).render(sampleSnapshot())
        // Every box is drawn before any name: `a` and `c` cover the stack's left part, so `row`
        // is named where the stack itself is on top; no name covers a corner or another box's
        // border. The hidden, collapsed `b` has no blank cell to draw on (it sits on `a`'s
        // right border) and is listed at the end.
        let expected = """
            t = 0.25 s, 200 x 100

              +a--------+=+c<&>-------+row========+
              |         | |           |           |
              |         | |           |           |
              |         | |           |           |
              +---------+=+-----------+===========+
              +note---------------+
              |                   |
              |                   |
              +-------------------+

            hidden: b

            """
        #expect(text == expected)
    }

    @Test func isByteStableAndHasNoTrailingSpaces() {
        let renderer = TextRenderer(options: .init(columns: 60, showsCaption: false))
        let first = renderer.render(sampleSnapshot())
        #expect(first == renderer.render(sampleSnapshot()))
        #expect(!first.split(separator: "\n").contains { $0.hasSuffix(" ") })
        #expect(first.hasSuffix("\n"))
        #expect(!first.hasPrefix("t ="))
    }

    @Test func hugeAndOffCanvasFramesStayBounded() {
        let snapshot = RenderSnapshot(size: Size(width: 1, height: 1e300), nodes: [
            RenderNode(id: "far", name: "far", frame: Rect(x: -1e300, y: 1e300, width: 1e300, height: 1e300)),
            RenderNode(id: "box", name: "box", frame: Rect(x: 0, y: 0, width: 1, height: 1)),
        ])
        let text = TextRenderer(options: .init(columns: 1_000_000, showsCaption: false)).render(snapshot)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == TextRenderer.maximumRows + 1)
        #expect(lines.allSatisfy { $0.count <= 1_000 })
    }

    @Test func anEmptySnapshotIsABlankGrid() {
        let text = TextRenderer(options: .init(columns: 10, showsCaption: false))
            .render(RenderSnapshot(size: Size(width: 90, height: 40), nodes: []))
        #expect(text == String(repeating: "\n", count: 3))
    }
}
