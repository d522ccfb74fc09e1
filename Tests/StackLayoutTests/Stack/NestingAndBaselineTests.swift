import TestSupport
import Testing
import StackLayout

/// Nested stacks, margins and baselines ("Stack semantics": Across the axis, Spacing and margins).
@Suite("Stack nesting and baselines")
struct NestingAndBaselineTests {
    @Test func verticalOfHorizontals() {
        let (a, b, c, d) = (IntrinsicView("A", 50, 20), IntrinsicView("B", 30, 10), IntrinsicView("C", 20, 40), IntrinsicView("D", 70, 10))
        let row1 = Stack(spacing: 4) { a; b }
        let row2 = Stack(alignment: .center, spacing: 4) { c; d }
        let outer = Stack(axis: .vertical, spacing: 8) { row1; row2 }
        let window = laidOutWindow(with: outer)
        expectFrames([outer: (0, 0, 94, 68), row1: (0, 0, 94, 20), a: (0, 0, 60, 20), b: (64, 0, 30, 20),
                      row2: (0, 28, 94, 40), c: (0, 0, 20, 40), d: (24, 15, 70, 10)])
        // Hiding the wider row's last view narrows everything (a hidden view sizes nothing).
        d.isHidden = true
        window.layoutIfNeeded()
        expectFrames([outer: (0, 0, 84, 68), a: (0, 0, 50, 20)])
        expectNoDiagnostics(window)
    }

    @Test func threeLevels() {
        let (x, y, z, w) = (IntrinsicView("X", 10, 10), IntrinsicView("Y", 20, 10), IntrinsicView("Z", 30, 5), IntrinsicView("W", 40, 8))
        let inner = Stack(axis: .vertical, spacing: 2) { x; y }
        let middle = Stack(alignment: .top, spacing: 3) { inner; z }
        let outer = Stack(axis: .vertical, alignment: .leading, spacing: 1) { middle; w }
        let window = laidOutWindow(with: outer)
        expectFrames([x: (0, 0, 20, 10), y: (0, 12, 20, 10), inner: (0, 0, 20, 22), z: (23, 0, 30, 5),
                      middle: (0, 0, 53, 22), w: (0, 23, 40, 8), outer: (0, 0, 53, 31)])
        y.isHidden = true
        window.layoutIfNeeded()
        expectFrames([inner: (0, 0, 10, 10), z: (13, 0, 30, 5), outer: (0, 0, 43, 19)])
        // Hide the whole inner stack, then everything, then show again.
        inner.isHidden = true
        window.layoutIfNeeded()
        expectFrame(z, Rect(x: 0, y: 0, width: 30, height: 5))
        for view in [z, w] { view.isHidden = true }
        middle.isHidden = true
        window.layoutIfNeeded()
        expectFrame(outer, .zero)
        for view in [x, y, z, w, inner, middle] { view.isHidden = false }
        window.layoutIfNeeded()
        expectFrame(outer, Rect(x: 0, y: 0, width: 53, height: 31))
        expectNoDiagnostics(window)
    }

    @Test func marginsRelativeVerticalWithEqualSpacing() {
        let (a, b) = (IntrinsicView("A", 30, 10), IntrinsicView("B", 50, 20))
        let stack = Stack(axis: .vertical, distribution: .equalSpacing, alignment: .trailing, spacing: 5) { a; b }
        stack.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        stack.isLayoutMarginsRelativeArrangement = true
        let window = laidOutWindow(with: stack, height: 100)
        expectFrames([stack: (0, 0, 56, 100), a: (22, 1, 30, 10), b: (2, 77, 50, 20)])
        stack.isLayoutMarginsRelativeArrangement = false
        window.layoutIfNeeded()
        expectFrames([a: (20, 0, 30, 10), b: (0, 80, 50, 20)])
        expectNoDiagnostics(window)
    }

    static let baselineCases: [(Stack.Alignment, Double?, Rect, Rect)] = [
        (.firstBaseline, nil, Rect(x: 0, y: 0, width: 100, height: 40), Rect(x: 100, y: 15, width: 60, height: 20)),
        (.lastBaseline, nil, Rect(x: 0, y: 0, width: 100, height: 40), Rect(x: 100, y: 15, width: 60, height: 20)),
        (.firstBaseline, 100, Rect(x: 0, y: 0, width: 100, height: 40), Rect(x: 100, y: 15, width: 60, height: 20)),
        (.lastBaseline, 100, Rect(x: 0, y: 60, width: 100, height: 40), Rect(x: 100, y: 75, width: 60, height: 20)),
    ]

    @Test(arguments: 0..<baselineCases.count)
    func baselineAlignment(_ index: Int) {
        let (alignment, height, p, q) = Self.baselineCases[index]
        let (first, second) = (IntrinsicView("P", 100, 40), IntrinsicView("Q", 60, 20))
        first.firstBaselineOffset = 30
        first.lastBaselineOffset = 30
        second.firstBaselineOffset = 15
        second.lastBaselineOffset = 15
        let stack = Stack(alignment: alignment) { first; second }
        let window = laidOutWindow(with: stack, height: height)
        expectFrame(first, p)
        expectFrame(second, q)
        expectNoDiagnostics(window)
    }

    @Test func nestedStackVendsItsBaseline() {
        let label = IntrinsicView("L", 50, 20)
        label.firstBaselineOffset = 16
        let (top, bottom) = (IntrinsicView("T", 40, 30), IntrinsicView("U", 40, 10))
        top.firstBaselineOffset = 20
        bottom.firstBaselineOffset = 8
        let inner = Stack(axis: .vertical) { top; bottom }
        let outer = Stack(alignment: .firstBaseline, spacing: 5) { label; inner }
        let window = laidOutWindow(with: outer)
        #expect(inner.viewForFirstBaselineLayout === top)
        #expect(inner.viewForLastBaselineLayout === bottom)
        expectFrame(label, Rect(x: 0, y: 4, width: 50, height: 20))
        expectFrame(inner, Rect(x: 55, y: 0, width: 40, height: 40))
        top.isHidden = true
        window.layoutIfNeeded()
        #expect(inner.viewForFirstBaselineLayout === bottom)
        expectFrame(label, Rect(x: 0, y: 0, width: 50, height: 20))
        expectFrame(inner, Rect(x: 55, y: 8, width: 40, height: 10))
        expectFrame(outer, Rect(x: 0, y: 0, width: 95, height: 20))
        expectNoDiagnostics(window)
    }

    @Test(arguments: [
        (Stack.Alignment.fill, "S", "U"), (.top, "S", "T"), (.center, "T", "T"), (.bottom, "T", "U"),
        (.firstBaseline, "S", "T"), (.lastBaseline, "T", "U"),
    ])
    func horizontalStackVendsTheTallestOrTheEnds(_ alignment: Stack.Alignment, _ first: String, _ last: String) {
        let stack = Stack(alignment: alignment) { IntrinsicView("S", 10, 10); IntrinsicView("T", 10, 30); IntrinsicView("U", 10, 20) }
        _ = laidOutWindow(with: stack)
        #expect(stack.viewForFirstBaselineLayout.displayName == first)
        #expect(stack.viewForLastBaselineLayout.displayName == last)
        let empty = Stack()
        #expect(empty.viewForFirstBaselineLayout === empty)
    }

    @Test func verticalBaselineRelativeArrangement() {
        let (first, second) = (IntrinsicView("P", 100, 40), IntrinsicView("Q", 60, 20))
        first.lastBaselineOffset = 30
        second.firstBaselineOffset = 15
        let stack = Stack(axis: .vertical, alignment: .leading, spacing: 10) { first; second }
        stack.isBaselineRelativeArrangement = true
        let window = laidOutWindow(with: stack)
        expectFrames([first: (0, 0, 100, 40), second: (0, 25, 60, 20), stack: (0, 0, 100, 45)])
        stack.isBaselineRelativeArrangement = false
        window.layoutIfNeeded()
        expectFrame(second, Rect(x: 0, y: 50, width: 60, height: 20))
        expectNoDiagnostics(window)
    }

    @Test func fillProportionallyMeasuresNestedStacks() {
        let left = Stack { IntrinsicView("a", 60, 10); IntrinsicView("b", 20, 10) }
        let right = IntrinsicView("c", 40, 10)
        let stack = Stack(distribution: .fillProportionally) { left; right }
        let window = laidOutWindow(with: stack, width: 240)
        expectFrame(left, Rect(x: 0, y: 0, width: 160, height: 10))
        expectFrame(right, Rect(x: 160, y: 0, width: 80, height: 10))
        // A change inside the nested stack re-measures it.
        left.arrangedSubviews[1].isHidden = true
        window.layoutIfNeeded()
        expectFrame(left, Rect(x: 0, y: 0, width: 144, height: 10))
        expectNoDiagnostics(window)
    }
}
