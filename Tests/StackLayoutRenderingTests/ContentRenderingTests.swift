import StackLayout
import StackLayoutRendering
import Testing

/// Content views, transforms and the layout direction in snapshots and renderings.
@Suite("Rendering content views")
struct ContentRenderingTests {
    /// A 300 × 200 window with a vertical stack at (10, 10): a two-line label 120 wide, a
    /// button, a switch and an image.
    private func screen(_ direction: LayoutDirection = .leftToRight) -> (Window, Label, Button) {
        let window = Window(size: Size(width: 300, height: 200))
        window.layoutDirection = direction
        let label = Label(text: "Hello wide world")
        label.debugName = "greeting"
        label.numberOfLines = 0
        let button = Button(title: "OK")
        button.debugName = "ok"
        let toggle = Switch(isOn: true)
        let image = ImageView(image: Image(size: Size(width: 30, height: 30), name: "logo"))
        let stack = Stack(axis: .vertical, alignment: .leading, spacing: 4, arrangedSubviews: [label, button, toggle, image])
        window.addSubview(stack)
        LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            label.widthAnchor.constraint(equalToConstant: 120),
        ])
        window.layoutIfNeeded()
        return (window, label, button)
    }

    @Test("snapshots carry each view's content")
    func snapshotContent() {
        let (window, _, _) = screen()
        let contents = RenderSnapshot(of: window).nodes.compactMap(\.content)
        #expect(contents == [
            .label(RenderedText(lines: ["Hello wide", "world"], font: .systemFont(ofSize: 17), alignment: .left)),
            .button(RenderedText(lines: ["OK"], font: .systemFont(ofSize: 15), alignment: .center)),
            .toggle(isOn: true),
            .image(name: "logo"),
        ])
    }

    @Test("SVG draws a label's lines at the metric's width and baselines; right to left it says so")
    func svgText() {
        let (window, _, _) = screen(.rightToLeft)
        let svg = SVGRenderer().render(window)
        // The label is 120 × 42.5 at (170, 10) (the stack hugs the right edge); lines are right-aligned.
        #expect(svg.contains("<text x=\"205\" y=\"27\" font-size=\"17\" textLength=\"85\" lengthAdjust=\"spacingAndGlyphs\" fill=\"#0f172a\">Hello wide</text>"))
        #expect(svg.contains("<text x=\"247.5\" y=\"48.25\" font-size=\"17\" textLength=\"42.5\""))
        #expect(svg.contains("<title>greeting</title>"))
        #expect(svg.contains("rx=\"15.5\" fill=\"#22c55e\""))       // the switch, on
        #expect(svg.contains(" · right to left</text>"))
    }

    @Test("a transform is drawn about the view's center, mid-animation too")
    func svgTransform() {
        let (window, _, button) = screen()
        View.animate(withDuration: 1, options: .curveLinear) { button.transform = AffineTransform(scaleX: 3, y: 3) }
        window.clock.advance(by: 0.5)
        let node = RenderSnapshot(of: window).nodes.first { $0.id == "ok" }
        // scale 2 about the center (17.5, 65.875) of the button at (10, 56.5, 15, 18.75)
        #expect(node?.transform == AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: -17.5, ty: -65.875))
        #expect(SVGRenderer().render(window).contains("transform=\"matrix(2 0 0 2 -17.5 -65.875)\""))
    }

    @Test("the text rendering writes a label's lines inside its box, aligned, and shows the direction")
    func textRendering() {
        let window = Window(size: Size(width: 200, height: 100))
        window.layoutDirection = .rightToLeft
        let label = Label(text: "Hi there\nsecond")
        label.debugName = "note"
        label.numberOfLines = 0
        label.frame = Rect(x: 0, y: 0, width: 200, height: 100)
        window.addSubview(label)
        let text = TextRenderer(options: .init(columns: 21, cellAspect: 1)).render(window)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[0] == "t = 0 s, 200 x 100, right to left")
        #expect(lines[1] == "+note---------------+")
        #expect(lines[2] == "|           Hi there|")   // natural alignment: right, right to left
        #expect(lines[3] == "|             second|")
    }
}
