import TestSupport
import Testing
import StackLayout

/// Nested stacks, margins and baselines ("Stack semantics": Across the axis, Spacing and margins).
@Suite("Stack nesting and baselines")
struct NestingAndBaselineTests {
    @Test func verticalOfHorizontals() {
        let window = stackWindow()
        let (a, b, c, d) = (IntrinsicView("A", 50, 20), IntrinsicView("B", 30, 10), IntrinsicView("C", 20, 40), IntrinsicView("D", 70, 10))
        let row1 = Stack(spacing: 4) { a; b }
        let row2 = Stack(alignment: .center, spacing: 4) { c; d }
        let outer = Stack(axis: .vertical, spacing: 8) { row1; row2 }
        place(outer, in: window)
        window.layoutIfNeeded()
        expectFrame(outer, Rect(x: 0, y: 0, width: 94, height: 68))
        expectFrame(row1, Rect(x: 0, y: 0, width: 94, height: 20))
        expectFrame(a, Rect(x: 0, y: 0, width: 60, height: 20))
        expectFrame(b, Rect(x: 64, y: 0, width: 30, height: 20))
        expectFrame(row2, Rect(x: 0, y: 28, width: 94, height: 40))
        expectFrame(c, Rect(x: 0, y: 0, width: 20, height: 40))
        expectFrame(d, Rect(x: 24, y: 15, width: 70, height: 10))
        // Hiding the wider row's last view narrows everything (a hidden view sizes nothing).
        d.isHidden = true
        window.layoutIfNeeded()
        expectFrame(outer, Rect(x: 0, y: 0, width: 84, height: 68))
        expectFrame(a, Rect(x: 0, y: 0, width: 50, height: 20))
        expectNoDiagnostics(window)
    }

    @Test func threeLevels() {
        let window = stackWindow()
        let (x, y, z, w) = (IntrinsicView("X", 10, 10), IntrinsicView("Y", 20, 10), IntrinsicView("Z", 30, 5), IntrinsicView("W", 40, 8))
        let inner = Stack(axis: .vertical, spacing: 2) { x; y }
        let middle = Stack(alignment: .top, spacing: 3) { inner; z }
        let outer = Stack(axis: .vertical, alignment: .leading, spacing: 1) { middle; w }
        place(outer, in: window)
        window.layoutIfNeeded()
        expectFrame(x, Rect(x: 0, y: 0, width: 20, height: 10))
        expectFrame(y, Rect(x: 0, y: 12, width: 20, height: 10))
        expectFrame(inner, Rect(x: 0, y: 0, width: 20, height: 22))
        expectFrame(z, Rect(x: 23, y: 0, width: 30, height: 5))
        expectFrame(middle, Rect(x: 0, y: 0, width: 53, height: 22))
        expectFrame(w, Rect(x: 0, y: 23, width: 40, height: 8))
        expectFrame(outer, Rect(x: 0, y: 0, width: 53, height: 31))
        y.isHidden = true
        window.layoutIfNeeded()
        expectFrame(inner, Rect(x: 0, y: 0, width: 10, height: 10))
        expectFrame(z, Rect(x: 13, y: 0, width: 30, height: 5))
        expectFrame(outer, Rect(x: 0, y: 0, width: 43, height: 19))
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
        let window = stackWindow()
        let (a, b) = (IntrinsicView("A", 30, 10), IntrinsicView("B", 50, 20))
        let stack = Stack(axis: .vertical, distribution: .equalSpacing, alignment: .trailing, spacing: 5) { a; b }
        stack.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        stack.isLayoutMarginsRelativeArrangement = true
        place(stack, in: window, height: 100)
        window.layoutIfNeeded()
        expectFrame(stack, Rect(x: 0, y: 0, width: 56, height: 100))
        expectFrame(a, Rect(x: 22, y: 1, width: 30, height: 10))
        expectFrame(b, Rect(x: 2, y: 77, width: 50, height: 20))
        stack.isLayoutMarginsRelativeArrangement = false
        window.layoutIfNeeded()
        expectFrame(a, Rect(x: 20, y: 0, width: 30, height: 10))
        expectFrame(b, Rect(x: 0, y: 80, width: 50, height: 20))
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
        let window = stackWindow()
        let (first, second) = (IntrinsicView("P", 100, 40), IntrinsicView("Q", 60, 20))
        first.firstBaselineOffset = 30
        first.lastBaselineOffset = 30
        second.firstBaselineOffset = 15
        second.lastBaselineOffset = 15
        let stack = Stack(alignment: alignment) { first; second }
        place(stack, in: window, height: height)
        window.layoutIfNeeded()
        expectFrame(first, p)
        expectFrame(second, q)
        expectNoDiagnostics(window)
    }

    @Test func nestedStackVendsItsBaseline() {
        let window = stackWindow()
        let label = IntrinsicView("L", 50, 20)
        label.firstBaselineOffset = 16
        let (top, bottom) = (IntrinsicView("T", 40, 30), IntrinsicView("U", 40, 10))
        top.firstBaselineOffset = 20
        bottom.firstBaselineOffset = 8
        let inner = Stack(axis: .vertical) { top; bottom }
        let outer = Stack(alignment: .firstBaseline, spacing: 5) { label; inner }
        place(outer, in: window)
        window.layoutIfNeeded()
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
        let window = stackWindow()
        let stack = Stack(alignment: alignment) { IntrinsicView("S", 10, 10); IntrinsicView("T", 10, 30); IntrinsicView("U", 10, 20) }
        place(stack, in: window)
        window.layoutIfNeeded()
        #expect(stack.viewForFirstBaselineLayout.displayName == first)
        #expect(stack.viewForLastBaselineLayout.displayName == last)
        let empty = Stack()
        #expect(empty.viewForFirstBaselineLayout === empty)
    }

    @Test func verticalBaselineRelativeArrangement() {
        let window = stackWindow()
        let (first, second) = (IntrinsicView("P", 100, 40), IntrinsicView("Q", 60, 20))
        first.lastBaselineOffset = 30
        second.firstBaselineOffset = 15
        let stack = Stack(axis: .vertical, alignment: .leading, spacing: 10) { first; second }
        stack.isBaselineRelativeArrangement = true
        place(stack, in: window)
        window.layoutIfNeeded()
        expectFrame(first, Rect(x: 0, y: 0, width: 100, height: 40))
        expectFrame(second, Rect(x: 0, y: 25, width: 60, height: 20))
        expectFrame(stack, Rect(x: 0, y: 0, width: 100, height: 45))
        stack.isBaselineRelativeArrangement = false
        window.layoutIfNeeded()
        expectFrame(second, Rect(x: 0, y: 50, width: 60, height: 20))
        expectNoDiagnostics(window)
    }

    @Test func fillProportionallyMeasuresNestedStacks() {
        let window = stackWindow()
        let left = Stack { IntrinsicView("a", 60, 10); IntrinsicView("b", 20, 10) }
        let right = IntrinsicView("c", 40, 10)
        let stack = Stack(distribution: .fillProportionally) { left; right }
        place(stack, in: window, width: 240)
        window.layoutIfNeeded()
        expectFrame(left, Rect(x: 0, y: 0, width: 160, height: 10))
        expectFrame(right, Rect(x: 160, y: 0, width: 80, height: 10))
        // A change inside the nested stack re-measures it.
        left.arrangedSubviews[1].isHidden = true
        window.layoutIfNeeded()
        expectFrame(left, Rect(x: 0, y: 0, width: 144, height: 10))
        expectNoDiagnostics(window)
    }
}
