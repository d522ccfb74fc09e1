import StackLayout
import TestSupport
import Testing

/// Stacks in a right-to-left window: the worked cases' A = 160×200, B = 80×100, C = 40×50,
/// spacing 10, arranged from the right. Expected values are the left-to-right frames mirrored
/// in the stack (x′ = width − x − w).
@Suite("Right-to-left stacks")
final class RightToLeftStackTests {
    /// The windows of the stacks laid out (kept, so that the stacks stay in them).
    private var windows: [Window] = []

    /// Builds the worked-case stack in a window of `direction`, pinned at the top-left with
    /// width `width` (free when `nil`), lays it out and returns it with A, B, C.
    private func layOut(
        _ direction: LayoutDirection, distribution: Stack.Distribution = .fill, alignment: Stack.Alignment = .fill,
        axis: Axis = .horizontal, width: Double? = nil, configure: (Stack, [View]) -> Void = { _, _ in }
    ) -> (Stack, [View]) {
        let window = Window(size: Size(width: 1000, height: 1000))
        windows.append(window)
        window.diagnosticHandler = nil
        window.layoutDirection = direction
        let views = [IntrinsicView("A", 160, 200), IntrinsicView("B", 80, 100), IntrinsicView("C", 40, 50)]
        let stack = Stack(axis: axis, distribution: distribution, alignment: alignment, spacing: 10, arrangedSubviews: views)
        window.addSubview(stack)
        var pins = [stack.topAnchor.constraint(equalTo: window.topAnchor), stack.leftAnchor.constraint(equalTo: window.leftAnchor)]
        if let width { pins.append(stack.widthAnchor.constraint(equalToConstant: width)) }
        LayoutConstraint.activate(pins)
        configure(stack, views)
        window.layoutIfNeeded()
        #expect(window.diagnostics.isEmpty, "\(window.diagnostics)")
        return (stack, views)
    }

    /// Every distribution at width 400 (equalCentering at 320), right to left: x of A, B, C.
    static let distributionCases: [(Stack.Distribution, Double, [Double], [Double])] = [
        (.fill, 400, [140, 50, 0], [260, 80, 40]),
        (.fillEqually, 400, [273.333, 136.667, 0], [126.667, 126.667, 126.667]),
        (.fillProportionally, 400, [182.857, 64.286, 0], [217.143, 108.571, 54.286]),
        (.equalSpacing, 400, [240, 100, 0], [160, 80, 40]),
        (.equalCentering, 320, [160, 70, 0], [160, 80, 40]),
    ]

    @Test("every distribution arranges from the right", arguments: distributionCases)
    func distributions(_ distribution: Stack.Distribution, width: Double, xs: [Double], widths: [Double]) {
        let (_, views) = layOut(.rightToLeft, distribution: distribution, width: width)
        for (index, view) in views.enumerated() {
            #expect(abs(view.frame.minX - xs[index]) < 0.001 && abs(view.frame.width - widths[index]) < 0.001,
                    "\(view.debugName ?? "?"): \(view.frame)")
        }
        let (_, mirrored) = layOut(.leftToRight, distribution: distribution, width: width)
        for (rtl, ltr) in zip(views, mirrored) {
            #expect(abs(rtl.frame.minX - (width - ltr.frame.maxX)) < 1e-6 && rtl.frame.size == ltr.frame.size)
        }
    }

    @Test("a free stack, hidden views and custom spacing mirror too")
    func hiddenAndCustomSpacing() {
        let (stack, views) = layOut(.rightToLeft) { _, views in views[1].isHidden = true }
        #expect(stack.frame.width == 210)
        #expect(views.map(\.frame.minX) == [50, 45, 0])          // B collapses at the gap's middle
        let (spaced, items) = layOut(.rightToLeft) { stack, views in stack.setCustomSpacing(30, after: views[0]) }
        #expect(spaced.frame.width == 320 && items.map(\.frame.minX) == [160, 50, 0])
    }

    @Test("a vertical stack's leading and trailing alignments swap sides",
          arguments: [(Stack.Alignment.leading, [0.0, 80, 120]), (.trailing, [0, 0, 0]), (.center, [0, 40, 60])])
    func verticalAlignment(_ alignment: Stack.Alignment, xs: [Double]) {
        let (stack, views) = layOut(.rightToLeft, alignment: alignment, axis: .vertical)
        #expect(stack.frame.size == Size(width: 160, height: 370))
        #expect(views.map(\.frame.minX) == xs)
        #expect(views.map(\.frame.minY) == [0, 210, 320])
    }

    @Test("margins-relative arrangement uses directional margins the right way round")
    func directionalMargins() {
        let (stack, views) = layOut(.rightToLeft) { stack, _ in
            stack.isLayoutMarginsRelativeArrangement = true
            stack.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 5)
        }
        #expect(stack.layoutMargins == EdgeInsets(top: 0, left: 5, bottom: 0, right: 30))
        #expect(stack.frame.width == 335)
        #expect(views.map(\.frame.minX) == [145, 55, 5])
    }

    @Test("forcing one stack right to left flips its arrangement only; switching the window flips the rest")
    func forcedAndSwitched() {
        let window = Window(size: Size(width: 400, height: 400))
        window.diagnosticHandler = nil
        let inner = Stack(spacing: 10, arrangedSubviews: [IntrinsicView("x", 20, 20), IntrinsicView("y", 30, 20)])
        let outer = Stack(spacing: 10, arrangedSubviews: [IntrinsicView("A", 50, 20), inner])
        window.addSubview(outer)
        LayoutConstraint.activate([
            outer.topAnchor.constraint(equalTo: window.topAnchor), outer.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        ])
        inner.semanticContentAttribute = .forceRightToLeft
        window.layoutIfNeeded()
        #expect(inner.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(outer.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(outer.frame == Rect(x: 0, y: 0, width: 120, height: 20))
        #expect(outer.arrangedSubviews.map(\.frame.minX) == [0, 60])
        #expect(inner.arrangedSubviews.map(\.frame.minX) == [40, 0])
        window.layoutDirection = .rightToLeft
        window.layoutIfNeeded()
        #expect(outer.frame == Rect(x: 280, y: 0, width: 120, height: 20))   // pinned to the leading edge
        #expect(outer.arrangedSubviews.map(\.frame.minX) == [70, 0])
        #expect(inner.arrangedSubviews.map(\.frame.minX) == [40, 0])          // still forced
        inner.semanticContentAttribute = .forceLeftToRight
        window.layoutIfNeeded()
        #expect(inner.arrangedSubviews.map(\.frame.minX) == [0, 30])
    }

    @Test("switching the direction inside an animation animates the stack across")
    func animatedSwitch() {
        let window = Window(size: Size(width: 400, height: 400))
        let a = IntrinsicView("A", 100, 20)
        let stack = Stack(arrangedSubviews: [a, IntrinsicView("B", 100, 20)])
        window.addSubview(stack)
        LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: window.topAnchor), stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: window.trailingAnchor),
        ])
        window.layoutIfNeeded()
        #expect(a.frame.minX == 0)
        #expect(a.frame == Rect(x: 0, y: 0, width: 300, height: 20))   // A, first, takes the extra space
        View.animate(withDuration: 1, options: .curveLinear) { window.layoutDirection = .rightToLeft }
        #expect(a.frame.minX == 100)
        window.clock.advance(by: 0.5)
        #expect(a.presentation.frame.minX == 50)
    }
}
