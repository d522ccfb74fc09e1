import StackLayout
import Testing

/// 43 characters; at 17 points each character is 8.5 wide.
private let sentence = "The quick brown fox jumps over the lazy dog"

@Suite("preservesSuperviewLayoutMargins and Label.lineBreakMode")
struct MarginsAndLineBreakTests {
    /// A 375 × 200 container with margins of 20 holding a 200 × 100 child 5 points inside its
    /// top left corner, and a content view pinned to the child's margins guide (margins 8).
    private func nested(preserving: Bool) -> (Window, View, View) {
        let window = Window(size: Size(width: 375, height: 667))
        window.diagnosticHandler = nil
        let container = View(frame: Rect(x: 0, y: 0, width: 375, height: 200))
        container.layoutMargins = EdgeInsets(all: 20)
        let child = View(), content = View()
        child.preservesSuperviewLayoutMargins = preserving
        window.addSubview(container)
        container.addSubview(child)
        child.addSubview(content)
        let guide = child.layoutMarginsGuide
        LayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 5),
            child.topAnchor.constraint(equalTo: container.topAnchor, constant: 5),
            child.widthAnchor.constraint(equalToConstant: 200), child.heightAnchor.constraint(equalToConstant: 100),
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor), content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            content.topAnchor.constraint(equalTo: guide.topAnchor), content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        window.layoutIfNeeded()
        return (window, child, content)
    }

    @Test("where the superview's margins reach into the view, its margins guide keeps clear of them", arguments: [
        // left and top: 20 − 5 = 15 beats 8; right and bottom lie outside the container's margins
        (true, Rect(x: 15, y: 15, width: 177, height: 77)),
        (false, Rect(x: 8, y: 8, width: 184, height: 84)),
    ])
    func preservedMargins(preserving: Bool, expected: Rect) {
        let (window, _, content) = nested(preserving: preserving)
        #expect(content.frame == expected)
        #expect(window.diagnostics.isEmpty)
    }

    @Test("turning preservesSuperviewLayoutMargins off and on moves the guide at the next layout; layoutMargins stays")
    func toggled() {
        let (window, child, content) = nested(preserving: true)
        child.preservesSuperviewLayoutMargins = false
        window.layoutIfNeeded()
        #expect(content.frame == Rect(x: 8, y: 8, width: 184, height: 84))
        child.preservesSuperviewLayoutMargins = true
        window.layoutIfNeeded()
        #expect(content.frame == Rect(x: 15, y: 15, width: 177, height: 77))
        #expect(child.layoutMargins == EdgeInsets(all: 8))
    }

    @Test("a single line 85 points wide (10 characters) is cut as the line break mode says", arguments: [
        (LineBreakMode.byTruncatingTail, "The quick…"),
        (.byTruncatingHead, "… lazy dog"),
        (.byTruncatingMiddle, "The q… dog"),
        (.byClipping, "The quick "),
        (.byWordWrapping, "The quick "),
        (.byCharWrapping, "The quick "),
    ])
    func singleLine(mode: LineBreakMode, expected: String) {
        let label = Label(text: sentence)
        label.lineBreakMode = mode
        label.frame = Rect(x: 0, y: 0, width: 85, height: 21.25)
        #expect(label.displayedLines == [expected])
    }

    @Test("two lines 85 points wide: the second line shows where the rest of the text was cut", arguments: [
        (LineBreakMode.byTruncatingTail, ["The quick", "brown fox…"]),
        (.byTruncatingHead, ["The quick", "… lazy dog"]),
        (.byTruncatingMiddle, ["The quick", "brown… dog"]),
        (.byClipping, ["The quick", "brown fox"]),
        (.byWordWrapping, ["The quick", "brown fox"]),
        (.byCharWrapping, ["The quick", "brown fox"]),
    ])
    func twoLines(mode: LineBreakMode, expected: [String]) {
        let label = Label(text: sentence)
        label.numberOfLines = 2
        label.lineBreakMode = mode
        label.frame = Rect(x: 0, y: 0, width: 85, height: 42.5)
        #expect(label.displayedLines == expected)
    }

    @Test("character wrapping fills every line: 6 lines at 8 characters where words need 7", arguments: [
        (LineBreakMode.byCharWrapping, 127.5, ["The quic", "k brown", "fox jump", "s over t", "he lazy", "dog"]),
        (.byWordWrapping, 148.75, ["The", "quick", "brown", "fox", "jumps", "over the", "lazy dog"]),
        (.byTruncatingTail, 148.75, ["The", "quick", "brown", "fox", "jumps", "over the", "lazy dog"]),
    ])
    func measuredLines(mode: LineBreakMode, height: Double, lines: [String]) {
        let window = Window(size: Size(width: 375, height: 667))
        window.diagnosticHandler = nil
        let label = Label(text: sentence)
        label.numberOfLines = 0
        label.lineBreakMode = mode
        window.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            label.topAnchor.constraint(equalTo: window.topAnchor),
            label.widthAnchor.constraint(equalToConstant: 68),
        ])
        window.layoutIfNeeded()
        #expect(label.frame == Rect(x: 0, y: 0, width: 68, height: height))
        #expect(label.displayedLines == lines)
        #expect(label.sizeThatFits(Size(width: 68, height: 0)) == Size(width: 68, height: height))
    }

    @Test("the default is UIKit's label default, tail truncation")
    func defaultMode() {
        #expect(Label().lineBreakMode == .byTruncatingTail)
    }
}
