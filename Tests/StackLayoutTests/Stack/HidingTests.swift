import TestSupport
import Testing
@_spi(Testing) import StackLayout

/// Hidden arranged subviews ("Stack semantics": Hidden arranged views).
@Suite("Stack hiding")
struct HidingTests {
    private func abcStack(
        _ distribution: Stack.Distribution = .fill, alignment: Stack.Alignment = .fill, width: Double? = nil
    ) -> (Window, Stack, [IntrinsicView]) {
        let views = [IntrinsicView("A", 160, 200), IntrinsicView("B", 80, 100), IntrinsicView("C", 40, 50)]
        let stack = Stack(distribution: distribution, alignment: alignment, spacing: 10, arrangedSubviews: views)
        stack.debugName = "stack"
        let window = laidOutWindow(with: stack, width: width)
        return (window, stack, views)
    }

    @Test func hidingThreeTimesThenShowingOnceShows() {
        let (window, stack, views) = abcStack()
        for _ in 0..<3 {
            views[1].isHidden = true
            window.layoutIfNeeded()
        }
        expectFrame(views[2], Rect(x: 170, y: 0, width: 40, height: 200))
        views[1].isHidden = false
        window.layoutIfNeeded()
        expectFrame(views[1], Rect(x: 170, y: 0, width: 80, height: 200))
        expectFrame(views[2], Rect(x: 260, y: 0, width: 40, height: 200))
        #expect(!stack.activeGeneratedConstraints.contains { $0.identifier == "Stack-hiding" })
        expectNoDiagnostics(window)
    }

    @Test func hidingAndShowingWithoutLayoutInBetweenIsANoOp() {
        let (window, stack, views) = abcStack()
        let before = Set(stack.activeGeneratedConstraints.map(ObjectIdentifier.init))
        views[1].isHidden = true
        views[1].isHidden = true
        views[1].isHidden = false
        window.layoutIfNeeded()
        #expect(Set(stack.activeGeneratedConstraints.map(ObjectIdentifier.init)) == before)
        expectFrame(views[1], Rect(x: 170, y: 0, width: 80, height: 200))
    }

    @Test(arguments: Stack.Distribution.allCases)
    func allHidden(_ distribution: Stack.Distribution) {
        let (window, stack, views) = abcStack(distribution)
        let shown = stack.frame
        for view in views { view.isHidden = true }
        window.layoutIfNeeded()
        expectFrame(stack, Rect(x: 0, y: 0, width: 0, height: 0))
        for view in views {
            #expect(abs(view.frame.minX) < stackTolerance && abs(view.frame.width) < stackTolerance)
        }
        for view in views { view.isHidden = false }
        window.layoutIfNeeded()
        expectFrame(stack, shown)
        expectNoDiagnostics(window)
    }

    @Test func allHiddenInAPinnedStackKeepsItsSize() {
        let (window, stack, views) = abcStack(width: 400)
        stack.heightAnchor.constraint(equalToConstant: 120).isActive = true
        for view in views { view.isHidden = true }
        window.layoutIfNeeded()
        expectFrame(stack, Rect(x: 0, y: 0, width: 400, height: 120))
        expectFrame(views[0], Rect(x: 0, y: 0, width: 0, height: 120))
        expectNoDiagnostics(window)
    }

    @Test func emptyStackIsZeroByZeroAndMarginsWhenRelative() {
        let window = stackWindow()
        let stack = Stack()
        place(stack, in: window)
        stack.frame = Rect(x: 0, y: 0, width: 50, height: 50)
        window.layoutIfNeeded()
        expectFrame(stack, .zero)
        stack.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        stack.isLayoutMarginsRelativeArrangement = true
        window.layoutIfNeeded()
        expectFrame(stack, Rect(x: 0, y: 0, width: 6, height: 4))
        let generated = stack.activeGeneratedConstraints.filter { $0.priority == 1 }
        #expect(generated.count == 2)
        expectNoDiagnostics(window)
    }

    @Test func customSpacingWithHiddenNeighbours() {
        let window = stackWindow()
        let views = (0..<5).map { IntrinsicView("v\($0)", 10, 10) }
        let stack = Stack(spacing: 1, arrangedSubviews: views)
        stack.setCustomSpacing(20, after: views[0])
        stack.setCustomSpacing(40, after: views[2])
        place(stack, in: window)
        // The views hidden at each step, and the frames that follow.
        let steps: [(hidden: Set<Int>, frames: KeyValuePairs<View, (Double, Double, Double, Double)>)] = [
            // v0 is the preceding visible view of v3: its custom spacing (20) applies.
            ([1, 2], [views[3]: (30, 0, 10, 10), views[1]: (20, 0, 0, 10), views[2]: (20, 0, 0, 10)]),
            // Now v2 leads, and its custom spacing (40) separates it from v3.
            ([0, 1], [views[2]: (0, 0, 10, 10), views[3]: (50, 0, 10, 10), views[0]: (0, 0, 0, 10)]),
            // Hidden views after the last visible one hang at its trailing edge + 0.
            ([0, 1, 3, 4], [views[3]: (10, 0, 0, 10), views[4]: (10, 0, 0, 10), stack: (0, 0, 10, 10)]),
        ]
        for step in steps {
            for (index, view) in views.enumerated() { view.isHidden = step.hidden.contains(index) }
            window.layoutIfNeeded()
            expectFrames(step.frames)
        }
        expectNoDiagnostics(window)
    }

    @Test func hiddenViewKeepsItsCrossSizeUnderNonFillAlignment() {
        let (window, stack, views) = abcStack(alignment: .center)
        views[0].isHidden = true
        window.layoutIfNeeded()
        expectFrame(stack, Rect(x: 0, y: 0, width: 130, height: 100))
        expectFrame(views[0], Rect(x: 0, y: -50, width: 0, height: 200))
        expectFrame(views[1], Rect(x: 0, y: 0, width: 80, height: 100))
        expectFrame(views[2], Rect(x: 90, y: 25, width: 40, height: 50))
        expectNoDiagnostics(window)
    }

    @Test func hidingConstraintsAreEasyToFind() {
        let (window, stack, views) = abcStack()
        views[1].isHidden = true
        window.layoutIfNeeded()
        let hiding = stack.activeGeneratedConstraints.filter { $0.identifier == "Stack-hiding" }
        #expect(hiding.count == 4)
        #expect(hiding.allSatisfy { $0.firstItem === views[1] || $0.secondItem === views[1] })
        #expect(hiding.contains { $0.priority == LayoutPriority(999.999) && $0.firstAttribute == .width })
        // Across the axis the hidden view spans the canvas without sizing it: its intrinsic
        // height is left out, however tall.
        views[1].intrinsic = Size(width: 80, height: 500)
        window.layoutIfNeeded()
        expectFrame(stack, Rect(x: 0, y: 0, width: 210, height: 200))
        expectFrame(views[1], Rect(x: 165, y: 0, width: 0, height: 200))
        expectNoDiagnostics(window)
    }

    @Test func requiredSizeOnAHiddenViewDoesNotConflict() {
        let (window, _, views) = abcStack()
        views[1].widthAnchor.constraint(equalToConstant: 80).isActive = true
        views[1].isHidden = true
        window.layoutIfNeeded()
        expectFrame(views[0], Rect(x: 0, y: 0, width: 160, height: 200))
        #expect(abs(views[1].frame.width - 80) < stackTolerance)
        expectNoDiagnostics(window)
    }

    @Test func changingTheAxisMovesTheSuspendedCrossSize() {
        let (window, stack, views) = abcStack()
        views[0].isHidden = true
        window.layoutIfNeeded()
        expectFrame(stack, Rect(x: 0, y: 0, width: 130, height: 100))
        stack.axis = .vertical
        window.layoutIfNeeded()
        expectFrame(stack, Rect(x: 0, y: 0, width: 80, height: 160))
        expectFrame(views[0], Rect(x: 0, y: 0, width: 80, height: 0))
        expectFrame(views[2], Rect(x: 0, y: 110, width: 80, height: 50))
        views[0].isHidden = false
        window.layoutIfNeeded()
        expectFrame(views[0], Rect(x: 0, y: 0, width: 160, height: 200))
        expectNoDiagnostics(window)
    }

    @Test func aHiddenNestedStackCollapsesDespiteItsSpacing() {
        let inner = Stack(spacing: 5) { IntrinsicView("a", 10, 10); IntrinsicView("b", 10, 10) }
        let outer = Stack(spacing: 2) { IntrinsicView("x", 10, 10); inner }
        let window = laidOutWindow(with: outer)
        expectFrame(outer, Rect(x: 0, y: 0, width: 37, height: 10))
        inner.isHidden = true
        window.layoutIfNeeded()
        expectFrames([inner: (10, 0, 0, 10), outer: (0, 0, 10, 10)])
        inner.isHidden = false
        window.layoutIfNeeded()
        expectFrame(inner, Rect(x: 12, y: 0, width: 25, height: 10))
        expectNoDiagnostics(window)
    }
}
