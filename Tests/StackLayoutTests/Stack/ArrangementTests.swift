import TestSupport
import Testing
@_spi(Testing) import StackLayout

/// Arranged subviews management, defaults, custom spacing and the result builder.
@Suite("Stack arrangement")
struct ArrangementTests {
    private func abc() -> [IntrinsicView] { [IntrinsicView("A", 160, 200), IntrinsicView("B", 80, 100), IntrinsicView("C", 40, 50)] }

    @Test func defaults() {
        let stack = Stack()
        #expect(stack.axis == .horizontal)
        #expect(stack.distribution == .fill)
        #expect(stack.alignment == .fill)
        #expect(stack.spacing == 0)
        #expect(!stack.isLayoutMarginsRelativeArrangement)
        #expect(!stack.isBaselineRelativeArrangement)
        #expect(stack.layoutMargins == .zero)
        #expect(View().layoutMargins == EdgeInsets(all: 8))
        #expect(stack.arrangedSubviews.isEmpty)
        #expect(Stack.spacingUseSystem == 8)
        stack.spacing = Stack.spacingUseSystem
        #expect(stack.spacing == 8)
        stack.spacing = Stack.spacingUseDefault
        #expect(stack.spacing == 0)
    }

    @Test func addingMakesSubviewsAndKeepsZOrderOfExistingOnes() {
        let stack = Stack()
        let (a, b, c) = (IntrinsicView("A"), IntrinsicView("B"), IntrinsicView("C"))
        stack.addSubview(c)
        stack.addSubview(b)
        stack.addArrangedSubview(a)
        stack.addArrangedSubview(b)
        stack.addArrangedSubview(c)
        #expect(stack.arrangedSubviews.map(\.displayName) == ["A", "B", "C"])
        #expect(stack.subviews.map(\.displayName) == ["C", "B", "A"])
    }

    @Test func insertMovesOnlyTheArrangedIndex() {
        let views = abc()
        let stack = Stack(arrangedSubviews: views)
        stack.insertArrangedSubview(views[2], at: 0)
        #expect(stack.arrangedSubviews.map(\.displayName) == ["C", "A", "B"])
        #expect(stack.subviews.map(\.displayName) == ["A", "B", "C"])
        stack.insertArrangedSubview(views[2], at: 3)
        #expect(stack.arrangedSubviews.map(\.displayName) == ["A", "B", "C"])
        let d = IntrinsicView("D", 10, 10)
        stack.insertArrangedSubview(d, at: 1)
        #expect(stack.arrangedSubviews.map(\.displayName) == ["A", "D", "B", "C"])
        #expect(stack.subviews.last === d)
    }

    @Test(arguments: [-1, 4, 100])
    func insertOutOfRangeReportsAndChangesNothing(_ index: Int) {
        let window = stackWindow()
        let stack = Stack(arrangedSubviews: abc())
        stack.debugName = "row"
        window.addSubview(stack)
        let extra = IntrinsicView("X")
        stack.insertArrangedSubview(extra, at: index)
        #expect(extra.superview == nil)
        #expect(stack.arrangedSubviews.map(\.displayName) == ["A", "B", "C"])
        #expect(window.diagnostics == [.refusedOperation(
            operation: "insertArrangedSubview(X, at: \(index)) on row", reason: "the index is outside 0…3")])
    }

    @Test func arrangingAnAncestorReportsAndChangesNothing() {
        let window = stackWindow()
        let outer = Stack()
        let inner = Stack()
        window.addSubview(outer)
        outer.addArrangedSubview(inner)
        inner.insertArrangedSubview(outer, at: 0)
        inner.insertArrangedSubview(inner, at: 0)
        #expect(inner.arrangedSubviews.isEmpty && outer.arrangedSubviews.count == 1)
        #expect(window.diagnostics.count == 2)
        #expect(window.diagnostics.allSatisfy {
            if case .refusedOperation(_, "a stack cannot arrange itself or one of its ancestors") = $0 { true } else { false }
        })
    }

    @Test func removeArrangedSubviewLeavesTheViewAtItsLastFrame() {
        let views = abc()
        let stack = Stack(spacing: 10, arrangedSubviews: views)
        let window = laidOutWindow(with: stack)
        stack.setCustomSpacing(30, after: views[1])
        stack.removeArrangedSubview(views[1])
        window.layoutIfNeeded()
        #expect(stack.arrangedSubviews.map(\.displayName) == ["A", "C"])
        #expect(views[1].superview === stack)
        expectFrame(views[1], Rect(x: 170, y: 0, width: 80, height: 100))
        expectFrame(views[2], Rect(x: 170, y: 0, width: 40, height: 200))
        #expect(stack.customSpacing(after: views[1]) == Stack.spacingUseDefault)
        #expect(stack.activeGeneratedConstraints.allSatisfy { $0.firstItem !== views[1] && $0.secondItem !== views[1] })
        // Re-arranging it does not bring the old custom spacing back.
        stack.addArrangedSubview(views[1])
        window.layoutIfNeeded()
        expectFrame(views[1], Rect(x: 220, y: 0, width: 80, height: 200))
        expectNoDiagnostics(window)
    }

    @Test func removeFromSuperviewLeavesTheArrangement() {
        let views = abc()
        let stack = Stack(spacing: 10, arrangedSubviews: views)
        let window = laidOutWindow(with: stack)
        views[0].removeFromSuperview()
        window.layoutIfNeeded()
        #expect(stack.arrangedSubviews.map(\.displayName) == ["B", "C"])
        expectFrame(views[1], Rect(x: 0, y: 0, width: 80, height: 100))
        expectFrame(stack, Rect(x: 0, y: 0, width: 130, height: 100))
        // Moving a view to another stack takes it out of the first arrangement.
        let other = Stack()
        other.addArrangedSubview(views[2])
        #expect(stack.arrangedSubviews.map(\.displayName) == ["B"])
        expectNoDiagnostics(window)
    }

    @Test func customSpacing() {
        let views = abc()
        let stack = Stack(spacing: 10, arrangedSubviews: views)
        #expect(stack.customSpacing(after: views[0]) == Stack.spacingUseDefault)
        stack.setCustomSpacing(30, after: views[0])
        #expect(stack.customSpacing(after: views[0]) == 30)
        stack.setCustomSpacing(Stack.spacingUseDefault, after: views[0])
        #expect(stack.customSpacing(after: views[0]) == Stack.spacingUseDefault)
        let stranger = IntrinsicView("X")
        stack.setCustomSpacing(30, after: stranger)
        #expect(stack.customSpacing(after: stranger) == Stack.spacingUseDefault)
    }

    @Test func nonFiniteValuesAreRejected() {
        let window = stackWindow()
        let views = abc()
        let stack = Stack(spacing: 10, arrangedSubviews: views)
        place(stack, in: window)
        stack.spacing = .nan
        stack.setCustomSpacing(.infinity, after: views[0])
        #expect(stack.spacing == 10)
        #expect(stack.customSpacing(after: views[0]) == Stack.spacingUseDefault)
        #expect(window.diagnostics.count == 2)
    }

    @Test func resultBuilderSupportsControlFlow() {
        let showSubtitle = true
        let showFooter = false
        let optional: View? = IntrinsicView("optional")
        let missing: View? = nil
        let stack = Stack(axis: .vertical, spacing: 8) {
            IntrinsicView("title")
            if showSubtitle { IntrinsicView("subtitle") }
            if showFooter { IntrinsicView("footer") } else { IntrinsicView("noFooter") }
            for index in 0..<3 { IntrinsicView("row\(index)") }
            optional
            missing
            [IntrinsicView("x"), IntrinsicView("y")]
            Stack { IntrinsicView("icon"); IntrinsicView("label") }
        }
        #expect(stack.axis == .vertical)
        #expect(stack.spacing == 8)
        let names = stack.arrangedSubviews.map(\.displayName)
        #expect(names == ["title", "subtitle", "noFooter", "row0", "row1", "row2", "optional", "x", "y", "Stack[9]"])
        #expect((stack.arrangedSubviews.last as? Stack)?.arrangedSubviews.count == 2)
    }

    @Test func propertyChangesRelayout() {
        let views = abc()
        let stack = Stack(spacing: 10, arrangedSubviews: views)
        let window = laidOutWindow(with: stack)
        stack.axis = .vertical
        stack.alignment = .center
        window.layoutIfNeeded()
        expectFrame(views[0], Rect(x: 0, y: 0, width: 160, height: 200))
        expectFrame(views[1], Rect(x: 40, y: 210, width: 80, height: 100))
        expectFrame(views[2], Rect(x: 60, y: 320, width: 40, height: 50))
        stack.distribution = .fillEqually
        stack.alignment = .fill
        window.layoutIfNeeded()
        expectFrame(views[2], Rect(x: 0, y: 420, width: 160, height: 200))
        stack.axis = .horizontal
        stack.distribution = .fill
        window.layoutIfNeeded()
        expectFrame(views[2], Rect(x: 260, y: 0, width: 40, height: 200))
        expectNoDiagnostics(window)
    }

    @Test func intrinsicSizeChangesRelayoutAndRemeasure() {
        let views = abc()
        let stack = Stack(distribution: .fillProportionally, spacing: 0, arrangedSubviews: views)
        let window = laidOutWindow(with: stack, width: 200)
        views[0].intrinsic = Size(width: 80, height: 200)
        window.layoutIfNeeded()
        expectFrame(views[0], Rect(x: 0, y: 0, width: 80, height: 200))
        expectFrame(views[1], Rect(x: 80, y: 0, width: 80, height: 200))
        expectFrame(views[2], Rect(x: 160, y: 0, width: 40, height: 200))
        stack.distribution = .fill
        views[2].intrinsic = Size(width: 60, height: 50)
        window.layoutIfNeeded()
        expectFrame(views[0], Rect(x: 0, y: 0, width: 60, height: 200))
        expectNoDiagnostics(window)
    }
}
