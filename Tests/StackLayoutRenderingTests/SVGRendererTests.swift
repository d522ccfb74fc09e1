import Testing
import StackLayout
import StackLayoutRendering

@Suite struct SVGRendererTests {
    @Test func documentHasHeaderViewBoxAndCaption() {
        let svg = SVGRenderer(options: .init(scale: 2)).render(sampleSnapshot())
        #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.contains(#"width="432" height="272" viewBox="-8 -8 216 136""#))
        #expect(svg.contains(">t = 0.25 s · 200 × 100</text>"))
        #expect(svg.hasSuffix("</svg>\n"))
    }

    @Test func framesAreLabelledRectangles() {
        let svg = SVGRenderer().render(sampleSnapshot())
        #expect(svg.contains(##"<rect class="stack" data-id="row" x="10" y="10" width="180" height="40" fill="none" stroke="#1d4ed8" stroke-width="2"/>"##))
        #expect(svg.contains(##"<rect class="view" data-id="a" x="10" y="10" width="50" height="40" fill="#dcfce7" stroke="#15803d" stroke-width="1"/>"##))
        #expect(svg.contains(">row [H]</text>"))
        #expect(svg.contains(">a</text>"))
        #expect(svg.contains(">c&lt;&amp;&gt;</text>"))
    }

    @Test func hiddenViewsAreDashedAndAlphaIsOpacity() {
        let svg = SVGRenderer().render(sampleSnapshot())
        #expect(svg.contains(##"<rect class="view hidden" data-id="b" x="60" y="10" width="0" height="40" fill="none" stroke="#15803d" stroke-width="1" stroke-dasharray="4 3" opacity="0.7"/>"##))
        #expect(svg.contains(">b (hidden)</text>"))
        #expect(svg.contains(##"data-id="note" x="10" y="60" width="100" height="30" fill="#dbeafe" stroke="#1d4ed8" stroke-width="1" opacity="0.5"/>"##))
    }

    @Test func overlayShowsGapsAndContainerMargins() {
        let plain = SVGRenderer().render(sampleSnapshot())
        #expect(!plain.contains("class=\"gap\""))
        let svg = SVGRenderer(options: .init(showsOverlay: true)).render(sampleSnapshot())
        #expect(svg.contains(##"<rect class="gap" x="60" y="10" width="10" height="40" fill="#f97316" fill-opacity="0.35"/>"##))
        // Leaves' margins are not drawn (they would only clutter); `row` has zero margins.
        #expect(occurrences(of: "class=\"margins\"", in: svg) == 0)
        var snapshot = sampleSnapshot()
        snapshot.nodes[0].margins = EdgeInsets(top: 4, left: 6, bottom: 4, right: 6)
        let withMargins = SVGRenderer(options: .init(showsOverlay: true)).render(snapshot)
        #expect(withMargins.contains(#"<rect class="margins" x="16" y="14" width="168" height="32""#))
    }

    @Test func stackLabelsAvoidEachOther() {
        // Two nested stacks with the same top-left corner: the second label moves to the right.
        let snapshot = RenderSnapshot(size: Size(width: 300, height: 100), nodes: [
            RenderNode(id: "outer", name: "outer", frame: Rect(x: 0, y: 0, width: 300, height: 100), stackAxis: .vertical),
            RenderNode(id: "inner", name: "inner", frame: Rect(x: 0, y: 0, width: 300, height: 50), depth: 1, parent: 0,
                       stackAxis: .horizontal, isArranged: true),
        ])
        let svg = SVGRenderer().render(snapshot)
        #expect(svg.contains(#"<text x="3" y="10.5" font-size="10""#))
        #expect(!svg.contains(##"<text x="3" y="10.5" font-size="10" fill="#15803d""##))
        #expect(occurrences(of: "<text x=\"3\" y=\"10.5\"", in: svg) == 1)
    }

    @Test func isByteStable() {
        let renderer = SVGRenderer(options: .init(scale: 1.5, showsOverlay: true))
        #expect(renderer.render(sampleSnapshot()) == renderer.render(sampleSnapshot()))
    }
}

@Suite struct HTMLAnimationRendererTests {
    @Test(arguments: [0, 1, 5])
    func onePageFramePerSnapshot(count: Int) {
        let frames = (0..<count).map { sampleSnapshot(time: Double($0) * 0.1) }
        let html = HTMLAnimationRenderer(title: "Demo <1>").render(frames)
        #expect(occurrences(of: "<div class=\"frame", in: html) == count)
        #expect(occurrences(of: "<svg ", in: html) == count)
        #expect(html.hasPrefix("<!DOCTYPE html>\n"))
        #expect(html.contains("<title>Demo &lt;1&gt;</title>"))
        #expect(html.contains(#"<button id="play" type="button">Play</button>"#))
        #expect(html.contains(#"<input id="scrub" type="range" min="0" max="\#(max(count - 1, 0))""#))
        #expect(html.contains("<script>"))
        #expect(!html.contains("src=\"http"))
    }

    @Test func framesCarryTheirTimesAndOnlyTheFirstIsShown() {
        let html = HTMLAnimationRenderer().render([sampleSnapshot(time: 0), sampleSnapshot(time: 0.0333333)])
        #expect(html.contains(#"<div class="frame current" data-index="0" data-t="0">"#))
        #expect(html.contains(#"<div class="frame" data-index="1" data-t="0.0333">"#))
    }
}
