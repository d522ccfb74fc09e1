import StackLayout
import Testing

/// 43 characters: at 17 points (8.5 per character) 365.5 wide on one line.
private let sentence = "The quick brown fox jumps over the lazy dog"

@Suite("Labels")
struct LabelTests {
    @Test("the text metric: 0.5 em per character, lines 1.25 em, baseline 1 em down")
    func metric() {
        let font = Font.systemFont(ofSize: 17)
        #expect(font.characterAdvance == 8.5 && font.lineHeight == 21.25 && font.baselineOffset == 17)
        #expect(font.width(of: "Hello") == 42.5)
        let tall = Font(size: 20, lineHeight: 30)
        #expect(tall.baselineOffset == 22.5)   // the 25-point glyph box centered in a 30-point line
        #expect(Font(size: .nan).pointSize == 17 && Font(size: -3, lineHeight: 0).lineHeight == 21.25)
    }

    @Test("intrinsic size of one line, explicit breaks, and no text", arguments: [
        ("Hello", 1, Size(width: 42.5, height: 21.25)),
        ("Hello\nwide world", 0, Size(width: 85, height: 42.5)),
        ("Hello\nwide world", 1, Size(width: 85, height: 21.25)),   // one line shown
        ("", 0, Size.zero),
        (sentence, 0, Size(width: 365.5, height: 21.25)),            // not wrapped before a layout
    ])
    func intrinsicSize(_ text: String, _ lines: Int, _ expected: Size) {
        let label = Label(text: text)
        label.numberOfLines = lines
        #expect(label.intrinsicContentSize == expected)
    }

    /// A vertical stack 200 wide: a title, the wrapping sentence, a 200 × 30 footer.
    private func column(width: Double = 200) -> (Window, Stack, Label, Label, View) {
        let window = Window(size: Size(width: 375, height: 667))
        window.diagnosticHandler = nil
        let title = Label(text: "Hello")
        let body = Label(text: sentence)
        body.numberOfLines = 0
        let footer = ImageView(image: Image(size: Size(width: 200, height: 30)))
        let stack = Stack(axis: .vertical, spacing: 8, arrangedSubviews: [title, body, footer])
        window.addSubview(stack)
        LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: window.topAnchor), stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            stack.widthAnchor.constraint(equalToConstant: width),
        ])
        window.layoutIfNeeded()
        return (window, stack, title, body, footer)
    }

    @Test("a wrapping label in a stack of fixed width takes the height of its lines in one layoutIfNeeded")
    func wrapsInAFixedWidthStack() {
        let (window, stack, title, body, footer) = column()
        // 200 points hold 23 characters: "The quick brown fox" / "jumps over the lazy dog"
        #expect(body.displayedLines == ["The quick brown fox", "jumps over the lazy dog"])
        #expect(title.frame == Rect(x: 0, y: 0, width: 200, height: 21.25))
        #expect(body.frame == Rect(x: 0, y: 29.25, width: 200, height: 42.5))
        #expect(footer.frame == Rect(x: 0, y: 79.75, width: 200, height: 30))
        #expect(stack.frame.height == 109.75)
        #expect(body.lastBaselineOffset == 38.25)
        #expect(window.diagnostics.isEmpty)
    }

    @Test("narrowing the stack wraps again; a line limit cuts with an ellipsis")
    func rewrapsAndLimits() {
        let (window, stack, _, body, footer) = column()
        let width = stack.constraints.first { $0.firstAttribute == .width && $0.secondItem == nil }
        width?.constant = 120   // 14 characters a line
        window.layoutIfNeeded()
        #expect(body.displayedLines == ["The quick", "brown fox", "jumps over the", "lazy dog"])
        #expect(body.frame.height == 85 && footer.frame.minY == 122.25)
        body.numberOfLines = 2
        window.layoutIfNeeded()
        #expect(body.frame.height == 42.5)
        #expect(body.displayedLines == ["The quick", "brown fox…"])
    }

    @Test("a one-line label squeezed below its text cuts it with an ellipsis")
    func truncation() {
        let label = Label(text: "Hello world")
        let window = testWindow(subviews: [label])
        pinEdges(label, to: window, [.leading, .top])
        label.widthAnchor.constraint(equalToConstant: 50).isActive = true
        window.layoutIfNeeded()
        #expect(label.frame == Rect(x: 0, y: 0, width: 50, height: 21.25))
        #expect(label.displayedLines == ["Hell…"])   // 5 characters fit: 4 and the ellipsis
    }

    @Test("beside an image in a horizontal stack, the label wraps in the width left over")
    func besideAnImage() {
        let icon = ImageView(image: Image(size: Size(width: 40, height: 40)))
        let body = Label(text: sentence)
        body.numberOfLines = 0
        body.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        let row = Stack(alignment: .top, spacing: 8, arrangedSubviews: [icon, body])
        let window = testWindow(subviews: [row])
        pinEdges(row, to: window, [.top, .leading])
        row.widthAnchor.constraint(equalToConstant: 200).isActive = true
        window.layoutIfNeeded()
        // 152 points hold 17 characters: three lines
        #expect(icon.frame == Rect(x: 0, y: 0, width: 40, height: 40))
        #expect(body.frame == Rect(x: 48, y: 0, width: 152, height: 63.75))
        #expect(row.frame.height == 63.75)
    }

    @Test("systemLayoutSizeFitting measures a wrapping label at the width it fits")
    func fittingACell() {
        let cell = View()
        let body = Label(text: sentence)
        body.numberOfLines = 0
        cell.addSubview(body)
        pinEdges(body, to: cell, inset: 10)
        let size = cell.systemLayoutSizeFitting(
            Size(width: 220, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(size == Size(width: 220, height: 62.5))   // two lines of 21.25 and 20 of insets
        #expect(body.intrinsicContentSize == Size(width: 365.5, height: 21.25))   // untouched afterwards
        body.preferredMaxLayoutWidth = 120
        #expect(body.intrinsicContentSize == Size(width: 119, height: 85))   // "jumps over the" is the widest
    }

    @Test("changing the text inside an animation animates the size; bad values are refused")
    func animatedTextAndBadValues() {
        let window = Window(size: Size(width: 375, height: 667))
        window.diagnosticHandler = nil
        let label = Label(text: "Hi")
        window.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor), label.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        window.layoutIfNeeded()
        #expect(label.frame.width == 17)
        View.animate(withDuration: 1, options: .curveLinear) { label.text = "Hello" }
        window.clock.advance(by: 0.5)
        #expect(label.presentation.frame.width == 29.75)
        label.numberOfLines = -1
        label.preferredMaxLayoutWidth = -5
        label.preferredMaxLayoutWidth = .infinity
        #expect(label.numberOfLines == 1 && label.preferredMaxLayoutWidth == 0 && window.diagnostics.count == 3)
    }

    @Test("natural alignment follows the layout direction")
    func alignment() {
        let window = Window(size: Size(width: 375, height: 667))
        let label = Label(text: "Hi")
        window.addSubview(label)
        #expect(label.resolvedTextAlignment == .left)
        window.layoutDirection = .rightToLeft
        #expect(label.resolvedTextAlignment == .right)
        label.textAlignment = .center
        #expect(label.resolvedTextAlignment == .center)
    }
}

@Suite("Buttons, images and switches")
struct ControlTests {
    @Test("intrinsic sizes")
    func intrinsicSizes() {
        #expect(Button(title: "OK").intrinsicContentSize == Size(width: 15, height: 18.75))
        #expect(ImageView(image: Image(size: Size(width: 40, height: 30), name: "icon")).intrinsicContentSize
            == Size(width: 40, height: 30))
        #expect(ImageView().intrinsicContentSize == Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
        #expect(Switch().intrinsicContentSize == Size(width: 51, height: 31))
    }

    @Test("a button's content insets add to its title; its baseline is the title's")
    func buttonInsets() {
        let button = Button(title: "Send")
        button.contentEdgeInsets = EdgeInsets(top: 6, left: 12, bottom: 6, right: 12)
        #expect(button.intrinsicContentSize == Size(width: 54, height: 30.75))
        #expect(button.firstBaselineOffset == 21)   // 6 + 15
        button.setTitle("Sent!", for: .highlighted)
        #expect(button.title(for: .highlighted) == "Sent!" && button.title == "Send")
        button.setTitle("Go", for: .normal)
        #expect(button.intrinsicContentSize == Size(width: 39, height: 30.75))
        #expect(Image(size: Size(width: -1, height: .nan)).size == .zero)
        let toggle = Switch()
        toggle.setOn(true, animated: true)
        #expect(toggle.isOn)
    }

    /// Each control and UIKit's priorities for one made in code: hugging and compression
    /// resistance, the same on both axes.
    static let priorities: [(name: String, view: @Sendable () -> View, hugging: Float, compression: Float)] = [
        ("Label", { Label(text: "Hi") }, 250, 750),
        ("Button", { Button(title: "OK") }, 250, 750),
        ("ImageView", { ImageView(image: Image(size: Size(width: 40, height: 30))) }, 250, 750),
        ("Switch", { Switch() }, 750, 750),
    ]

    @Test("hugging and compression resistance are UIKit's", arguments: priorities)
    func uikitPriorities(_ name: String, _ make: @Sendable () -> View, _ hugging: Float, _ compression: Float) {
        let view = make()
        for axis in [Axis.horizontal, .vertical] {
            #expect(view.contentHuggingPriority(for: axis).rawValue == hugging, "\(name) \(axis)")
            #expect(view.contentCompressionResistancePriority(for: axis).rawValue == compression, "\(name) \(axis)")
        }
    }

    @Test("a switch first in a 300-point fill stack stays 51 × 31; the label beside it stretches")
    func switchDoesNotStretch() {
        let toggle = Switch()
        let label = Label(text: "Wi-Fi")
        let stack = Stack(arrangedSubviews: [toggle, label])
        let window = testWindow(width: 300, height: 100, subviews: [stack])
        pinEdges(stack, to: window, [.leading, .trailing, .top])
        window.layoutIfNeeded()
        expectFrame(toggle, 0, 0, 51, 31)
        expectFrame(label, 51, 0, 249, 31)
        #expect(window.diagnostics.isEmpty)
    }
}
