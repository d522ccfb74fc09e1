import TestSupport
import Testing
import StackLayout

/// A hidden arranged view never changes its cross size under fill alignment, a nested stack
/// included, and a collapsed stack's own arranged views are never ambiguous (the
/// "Stack semantics" article, hidden views; tolerance `stackTolerance`).
@Suite("Hidden nested stacks")
struct HiddenNestedStackTests {
    /// `outer`: a vertical stack 200 wide with arranged [top 100×30, inner, bottom 100×30];
    /// `inner`: a stack of three 50×20 views, spacing 10.
    private struct Scene {
        let window = stackWindow()
        let outer: Stack
        let inner: Stack
        let top = IntrinsicView("top", 100, 30)
        let bottom = IntrinsicView("bottom", 100, 30)
        let items = [IntrinsicView("i0", 50, 20), IntrinsicView("i1", 50, 20), IntrinsicView("i2", 50, 20)]

        init(innerAxis: Axis, innerAlignment: Stack.Alignment) {
            window.debugName = "window"
            inner = Stack(axis: innerAxis, alignment: innerAlignment, spacing: 10, arrangedSubviews: items)
            inner.debugName = "inner"
            outer = Stack(axis: .vertical, arrangedSubviews: [top, inner, bottom])
            outer.debugName = "outer"
            place(outer, in: window, width: 200)
            window.layoutIfNeeded()
        }

        /// Every view of the window reported ambiguous, with its axes.
        var ambiguousViews: [String] {
            viewsInSubtree(of: window).compactMap { view in
                let axes = view.ambiguousAxes
                return axes.isEmpty ? nil : "\(view.displayName) \(axes)"
            }
        }
    }

    /// Inner stack layouts: axis, alignment, and the inner stack's visible height.
    static let layouts: [(Axis, Stack.Alignment, Double)] = [
        (.vertical, .fill, 80), (.vertical, .center, 80), (.horizontal, .fill, 20), (.horizontal, .center, 20),
    ]

    @Test(arguments: layouts)
    func hidingKeepsTheCrossSize(innerAxis: Axis, innerAlignment: Stack.Alignment, shownHeight: Double) {
        let scene = Scene(innerAxis: innerAxis, innerAlignment: innerAlignment)
        expectFrame(scene.inner, Rect(x: 0, y: 30, width: 200, height: shownHeight))
        let shownItems = scene.items.map(\.frame.width)
        scene.inner.isHidden = true
        scene.window.layoutIfNeeded()
        expectFrame(scene.inner, Rect(x: 0, y: 30, width: 200, height: 0))
        expectFrame(scene.bottom, Rect(x: 0, y: 30, width: 200, height: 30))
        #expect(scene.items.map(\.frame.width) == shownItems, "the hidden stack's content keeps its widths")
        #expect(scene.ambiguousViews.isEmpty, "\(scene.ambiguousViews)")
        expectNoDiagnostics(scene.window)
        scene.inner.isHidden = false
        scene.window.layoutIfNeeded()
        expectFrame(scene.inner, Rect(x: 0, y: 30, width: 200, height: shownHeight))
        #expect(scene.items.map(\.frame.width) == shownItems)
    }

    @Test func aCollapsedVerticalStackStacksItsViewsAtItsTop() {
        let scene = Scene(innerAxis: .vertical, innerAlignment: .fill)
        scene.inner.isHidden = true
        scene.window.layoutIfNeeded()
        for item in scene.items { expectFrame(item, Rect(x: 0, y: 0, width: 200, height: 0)) }
    }

    @Test(arguments: [(0.0, 80.0), (0.15, 40), (0.3, 0)])
    func anAnimatedHideOnlyAnimatesTheLength(at time: Double, height: Double) {
        let scene = Scene(innerAxis: .vertical, innerAlignment: .fill)
        View.animate(withDuration: 0.3) { scene.inner.isHidden = true }
        scene.window.clock.advance(to: time)
        #expect(close(scene.inner.presentation.frame, Rect(x: 0, y: 30, width: 200, height: height)),
                "\(scene.inner.presentation.frame)")
        for item in scene.items { #expect(abs(item.presentation.frame.width - 200) < stackTolerance) }
    }

    @Test(arguments: [(0.0, 0.0), (0.15, 40), (0.3, 80)])
    func anAnimatedShowOnlyAnimatesTheLength(at time: Double, height: Double) {
        let scene = Scene(innerAxis: .vertical, innerAlignment: .fill)
        scene.inner.isHidden = true
        scene.window.layoutIfNeeded()
        View.animate(withDuration: 0.3) { scene.inner.isHidden = false }
        scene.window.clock.advance(to: time)
        #expect(close(scene.inner.presentation.frame, Rect(x: 0, y: 30, width: 200, height: height)),
                "\(scene.inner.presentation.frame)")
    }

    @Test func aHiddenStackStillFollowsTheCanvas() {
        let scene = Scene(innerAxis: .vertical, innerAlignment: .fill)
        scene.inner.isHidden = true
        scene.window.layoutIfNeeded()
        let width = scene.outer.constraints.first { $0.firstItem === scene.outer && $0.firstAttribute == .width }
        #expect(width?.secondItem == nil)
        width?.constant = 300
        scene.window.layoutIfNeeded()
        expectFrame(scene.inner, Rect(x: 0, y: 30, width: 300, height: 0))
        expectNoDiagnostics(scene.window)
    }
}
