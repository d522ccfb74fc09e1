import Foundation
import Testing
import StackLayout
import StackLayoutRendering

@Suite struct AppearanceRenderingTests {
    /// A 200 × 100 window holding a blue card at (10, 10), 180 × 80, with corners of 12 and a
    /// 2-point black border, fading to white over one second.
    private func card() -> (Window, View) {
        let window = Window(size: Size(width: 200, height: 100))
        window.diagnosticHandler = nil
        let card = View(frame: Rect(x: 10, y: 10, width: 180, height: 80))
        card.debugName = "card"
        card.backgroundColor = .systemBlue
        card.layer.cornerRadius = 12
        card.layer.borderWidth = 2
        window.addSubview(card)
        return (window, card)
    }

    @Test func svgFillsRoundsAndBordersTheCard() {
        let (window, _) = card()
        let svg = SVGRenderer().render(window)
        #expect(svg.contains(##"data-id="card" x="10" y="10" width="180" height="80" fill="#007aff" rx="12"/>"##))
        #expect(svg.contains(##"<rect class="border" x="11" y="11" width="178" height="78" fill="none" stroke="#000000" stroke-width="2" rx="11"/>"##))
    }

    @Test func svgWithoutAppearanceIsUnchanged() {
        let (window, card) = card()
        card.backgroundColor = nil
        card.layer.cornerRadius = 0
        card.layer.borderWidth = 0
        let svg = SVGRenderer().render(window)
        #expect(svg.contains(##"data-id="card" x="10" y="10" width="180" height="80" fill="#dbeafe" stroke="#1d4ed8" stroke-width="1"/>"##))
        #expect(!svg.contains("class=\"border\""))
    }

    @Test func textListsTheAppearanceOfVisibleViews() {
        let (window, _) = card()
        let text = TextRenderer(options: .init(columns: 20, showsCaption: false)).render(window)
        #expect(text.hasSuffix("card: background #007aff, corners 12, border 2 #000000\n"))
    }

    @Test("the HTML page's frames carry the colour of their time", arguments: [
        (0.0, "#007aff"), (0.4, "#66afff"), (1.0, "#ffffff"),   // 0.4: 102, 175.2, 255
    ])
    func htmlFramesInterpolateTheColour(time: Double, hex: String) {
        let (window, card) = card()
        View.animate(withDuration: 1, options: .curveLinear) { card.backgroundColor = .white }
        var frames: [RenderSnapshot] = []
        for step in [0.0, 0.4, 1.0] {
            window.clock.advance(by: step - window.clock.now)
            frames.append(RenderSnapshot(of: window))
        }
        let page = HTMLAnimationRenderer().render(frames)
        let frame = page.components(separatedBy: "data-t=\"\(RenderText.number(time, decimals: 4))\"")
        #expect(frame.count == 2)
        #expect(frame.last?.components(separatedBy: "</svg>").first?.contains("fill=\"\(hex)\"") == true)
    }
}
