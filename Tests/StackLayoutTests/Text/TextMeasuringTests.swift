@_spi(Testing) import StackLayout
import Testing

/// A measurer unlike the default metric: every character 10 wide in "Mono" and 6 in any other
/// font, lines 20 high (40 in "Tall"), the first baseline 16 below the top (30 in "Tall");
/// words wrap greedily at spaces.
struct GridTextMeasurer: TextMeasuring {
    func measure(_ text: String, font: Font, width: Double?, numberOfLines: Int) -> TextMeasurement {
        let advance = font.name == "Mono" ? 10.0 : 6.0
        let lineHeight = font.name == "Tall" ? 40.0 : 20.0
        let baseline = font.name == "Tall" ? 30.0 : 16.0
        let capacity = numberOfLines == 1 ? Int.max : width.map { max(Int($0 / advance), 1) } ?? Int.max
        var lines: [String] = []
        for word in text.split(separator: " ") {
            if let last = lines.last, last.count + 1 + word.count <= capacity {
                lines[lines.count - 1] = last + " " + word
            } else {
                lines.append(String(word))
            }
        }
        let shown = numberOfLines > 0 ? Array(lines.prefix(numberOfLines)) : lines
        let widest = lines.map { Double($0.count) * advance }.max() ?? 0
        return TextMeasurement(
            size: Size(width: widest, height: Double(shown.count) * lineHeight), lines: shown,
            firstBaseline: baseline, lastBaseline: baseline + Double(max(shown.count - 1, 0)) * lineHeight)
    }
}

private let mono = Font(name: "Mono", size: 12)
private let tall = Font(name: "Tall", size: 12)

/// A window measuring with `measurer` and a stack pinned to its top left, `width` wide when given.
private func stackWindow(
    _ measurer: (any TextMeasuring)?, axis: Axis, alignment: Stack.Alignment = .fill, width: Double? = nil,
    _ views: [View]
) -> (Window, Stack) {
    let window = testWindow()
    if let measurer { window.textMeasurer = measurer }
    let stack = Stack(axis: axis, alignment: alignment, arrangedSubviews: views)
    window.addSubview(stack)
    var constraints = [stack.topAnchor.constraint(equalTo: window.topAnchor),
                       stack.leadingAnchor.constraint(equalTo: window.leadingAnchor)]
    if let width { constraints.append(stack.widthAnchor.constraint(equalToConstant: width)) }
    LayoutConstraint.activate(constraints)
    window.layoutIfNeeded()
    return (window, stack)
}

@Suite("Text measuring")
struct TextMeasuringTests {
    @Test("labels in a stack take the custom measurer's sizes; the default metric gives its own", arguments: [
        (true, Rect(x: 0, y: 0, width: 20, height: 20), Rect(x: 20, y: 0, width: 24, height: 20)),
        (false, Rect(x: 0, y: 0, width: 12, height: 15), Rect(x: 12, y: 0, width: 24, height: 15)),
    ])
    func stackOfLabels(_ custom: Bool, _ first: Rect, _ second: Rect) {
        let short = Label(text: "ab", font: mono), long = Label(text: "abcd", font: .systemFont(ofSize: 12))
        let (window, _) = stackWindow(custom ? GridTextMeasurer() : nil, axis: .horizontal, [short, long])
        #expect(short.frame == first && long.frame == second)
        #expect(window.diagnostics.isEmpty)
    }

    @Test("a wrapping label takes the measurer's lines and height at its width, and its lines are drawn")
    func wrapping() {
        let body = Label(text: "aaaa bbbb cccc dd", font: mono)
        body.numberOfLines = 0
        let (window, stack) = stackWindow(GridTextMeasurer(), axis: .vertical, width: 100, [body])
        // 10 characters a line at 100 points.
        #expect(body.displayedLines == ["aaaa bbbb", "cccc dd"])
        #expect(body.frame == Rect(x: 0, y: 0, width: 100, height: 40))
        #expect(body.lastBaselineOffset == 36 && stack.frame.height == 40)
        #expect(window.diagnostics.isEmpty)
    }

    @Test("first and last baseline alignment use the measurer's baselines", arguments: [
        (Stack.Alignment.firstBaseline, 14.0, 0.0),   // baselines 16 and 30: the Mono label 14 lower
        (.lastBaseline, 54.0, 0.0),                   // last baselines 16 and 70 (two Tall lines)
    ])
    func baselines(_ alignment: Stack.Alignment, _ monoY: Double, _ tallY: Double) {
        let small = Label(text: "ab", font: mono)
        let big = Label(text: "abcd efgh", font: tall)
        big.numberOfLines = 2
        big.preferredMaxLayoutWidth = 30   // 5 characters: two lines
        let (window, _) = stackWindow(GridTextMeasurer(), axis: .horizontal, alignment: alignment, [small, big])
        #expect(big.frame.height == 80 && big.lastBaselineOffset == 70)
        #expect(small.frame.minY == monoY && big.frame.minY == tallY)
        #expect(window.diagnostics.isEmpty)
    }

    @Test("a text change animates between the measurer's sizes")
    func animation() {
        let label = Label(text: "ab", font: mono)
        let (window, _) = stackWindow(GridTextMeasurer(), axis: .horizontal, [label])
        View.animate(withDuration: 1, options: .curveLinear, animations: { label.text = "abcd" })
        #expect(label.frame.width == 40)
        window.clock.advance(by: 0.5)
        #expect(abs(label.presentation.frame.width - 30) < 1e-9)
    }

    @Test("the default measurer set explicitly gives the same frames as none")
    func defaultMeasurer() {
        func frames(_ measurer: (any TextMeasuring)?) -> [Rect] {
            let title = Label(text: "Hello"), body = Label(text: "The quick brown fox jumps over the lazy dog")
            body.numberOfLines = 0
            let (_, stack) = stackWindow(measurer, axis: .vertical, width: 200, [title, body])
            return [stack.frame, title.frame, body.frame]
        }
        let expected = [Rect(x: 0, y: 0, width: 200, height: 63.75), Rect(x: 0, y: 0, width: 200, height: 21.25),
                        Rect(x: 0, y: 21.25, width: 200, height: 42.5)]
        #expect(frames(nil) == expected)
        #expect(frames(DeterministicTextMeasurer()) == expected)
    }

    @Test("a label asks at most twice per pass, not at all when nothing changed, once more per new width")
    func measurementCount() {
        let title = Label(text: "Hello", font: mono), body = Label(text: "aaaa bbbb cccc dd", font: mono)
        body.numberOfLines = 0
        let (window, stack) = stackWindow(GridTextMeasurer(), axis: .vertical, width: 100, [title, body])
        let start = (title.textMeasurementCount, body.textMeasurementCount)
        window.setNeedsLayout()
        stack.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(title.textMeasurementCount == start.0 && body.textMeasurementCount == start.1)
        let width = stack.constraints.first { $0.firstAttribute == .width && $0.secondItem == nil }
        width?.constant = 60
        window.layoutIfNeeded()
        #expect(title.textMeasurementCount == start.0)
        #expect(body.textMeasurementCount == start.1 + 1)
        #expect(body.frame.height == 80)   // "aaaa" "bbbb" "cccc" "dd" at 6 characters
    }

    @Test("the first layout asks a one-line label once and a wrapping one twice")
    func firstLayoutCount() {
        let title = Label(text: "Hello", font: mono), body = Label(text: "aaaa bbbb cccc dd", font: mono)
        body.numberOfLines = 0
        let window = testWindow()
        window.textMeasurer = GridTextMeasurer()
        let stack = Stack(axis: .vertical, arrangedSubviews: [title, body])
        window.addSubview(stack)
        let before = (title.textMeasurementCount, body.textMeasurementCount)
        LayoutConstraint.activate([stack.widthAnchor.constraint(equalToConstant: 100)])
        window.layoutIfNeeded()
        #expect(title.textMeasurementCount - before.0 <= 1)
        #expect(body.textMeasurementCount - before.1 <= 2)
        #expect(body.frame.height == 40)
    }

    @Test("setting a window's measurer or moving a label into such a window measures again")
    func measurerChanges() {
        let label = Label(text: "abc", font: mono)
        #expect(label.firstBaselineOffset == 12)   // the default metric: 1 em
        let (window, stack) = stackWindow(nil, axis: .horizontal, [label])
        #expect(label.frame.size == Size(width: 18, height: 15))
        window.textMeasurer = GridTextMeasurer()
        window.layoutIfNeeded()
        #expect(label.frame.size == Size(width: 30, height: 20) && label.firstBaselineOffset == 16)
        let newcomer = Label(text: "abcd", font: mono)
        stack.addArrangedSubview(newcomer)
        window.layoutIfNeeded()
        #expect(newcomer.frame == Rect(x: 30, y: 0, width: 40, height: 20) && newcomer.firstBaselineOffset == 16)
        newcomer.removeFromSuperview()
        #expect(newcomer.intrinsicContentSize == Size(width: 24, height: 15) && newcomer.firstBaselineOffset == 12)
    }

    @Test("fonts differ by name; the system fonts carry the system name")
    func fontNames() {
        #expect(Font(name: "Mono", size: 12) != Font(size: 12))
        #expect(Font.systemFont(ofSize: 12).name == Font.systemFontName)
        #expect(Font(name: "Mono", size: 12).description == "Mono 12 pt")
        #expect(Font.boldSystemFont(ofSize: 9).description == "9 pt bold")
    }
}
