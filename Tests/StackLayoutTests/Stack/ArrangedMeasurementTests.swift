import Testing
import TestSupport
import StackLayout

/// A stack measures an arranged view without an intrinsic size by its fitting size (for
/// fillProportionally's shares, and for the tallest view whose baseline a horizontal stack
/// vends): the measurement follows the constraints inside the view however they change. A share
/// too small for a multiplier makes no constraint, on a fresh stack and on one edited into it.
@Suite("Measured arranged views")
struct ArrangedMeasurementTests {
    /// A horizontal fillProportionally stack 300 wide of `a` (intrinsic 100 × 10) and `b` (no
    /// intrinsic width, 10 high), laid out: `b` measures 0, so `a` takes all 300.
    static func stackOfTwo(_ distribution: Stack.Distribution = .fillProportionally) -> (Window, Stack, View, View) {
        let a = IntrinsicView("a", 100, 10), b = IntrinsicView("b", View.noIntrinsicMetric, 10)
        let stack = Stack(distribution: distribution, arrangedSubviews: [a, b])
        let window = laidOutWindow(with: stack, width: 300)
        return (window, stack, a, b)
    }

    /// Activates `constraint` at `.defaultHigh` and lays `window` out.
    @discardableResult
    static func activateAtDefaultHigh(_ constraint: LayoutConstraint, in window: Window) -> LayoutConstraint {
        constraint.priority = .defaultHigh
        constraint.isActive = true
        window.layoutIfNeeded()
        return constraint
    }

    /// `b.width == 200 @750` makes `b` measure 200: the shares become 100 : 200.
    @Test func aConstraintActivatedInsideAnArrangedViewIsMeasured() {
        let (window, _, a, b) = Self.stackOfTwo()
        expectFrame(a, Rect(x: 0, y: 0, width: 300, height: 10))
        let width = Self.activateAtDefaultHigh(b.widthAnchor.constraint(equalToConstant: 200), in: window)
        expectFrame(a, Rect(x: 0, y: 0, width: 100, height: 10))
        expectFrame(b, Rect(x: 100, y: 0, width: 200, height: 10))
        width.constant = 50
        window.layoutIfNeeded()
        expectFrame(a, Rect(x: 0, y: 0, width: 200, height: 10))
        expectFrame(b, Rect(x: 200, y: 0, width: 100, height: 10))
        width.isActive = false
        window.layoutIfNeeded()
        expectFrame(a, Rect(x: 0, y: 0, width: 300, height: 10))
        expectFrame(b, Rect(x: 300, y: 0, width: 0, height: 10))
        expectNoDiagnostics(window)
    }

    /// The constraint comes while the stack fills; switched to fillProportionally, it measures
    /// `b` again.
    @Test func switchingToFillProportionallyMeasuresAgain() {
        let (window, stack, a, b) = Self.stackOfTwo()
        stack.distribution = .fill
        window.layoutIfNeeded()
        Self.activateAtDefaultHigh(b.widthAnchor.constraint(equalToConstant: 200), in: window)
        stack.distribution = .fillProportionally
        window.layoutIfNeeded()
        expectFrame(a, Rect(x: 0, y: 0, width: 100, height: 10))
        expectFrame(b, Rect(x: 100, y: 0, width: 200, height: 10))
        expectNoDiagnostics(window)
    }

    /// Beside a view 1e9 wide, a view 60 wide has a share of 6e-8, below the smallest
    /// multiplier: it keeps its intrinsic 60, whether the stack is built so or `b` shrinks into
    /// it from 6000 (a share of 6e-6), and nothing is reported.
    @Test(arguments: [60.0, 6000])
    func aShareBelowTheSmallestMultiplierMakesNoConstraint(startingWidth: Double) {
        let a = IntrinsicView("a", 1e9, 10), b = IntrinsicView("b", startingWidth, 10)
        let stack = Stack(distribution: .fillProportionally, arrangedSubviews: [a, b])
        let window = laidOutWindow(with: stack)
        b.intrinsic = Size(width: 60, height: 10)
        window.layoutIfNeeded()
        #expect(a.frame.isClose(to: Rect(x: 0, y: 0, width: 1e9, height: 10), tolerance: 1e-3), "\(a.frame)")
        #expect(b.frame.isClose(to: Rect(x: 1e9, y: 0, width: 60, height: 10), tolerance: 1e-3), "\(b.frame)")
        expectNoDiagnostics(window)
    }

    /// A bottom-aligned horizontal stack vends the first baseline of its tallest view: `a`
    /// (20 × 30, baseline 10 from its top) until `b` (no intrinsic height) gets a height of 50;
    /// a marker hangs from the stack's first baseline.
    @Test func aConstraintInsideAnArrangedViewChoosesTheTallestAgain() {
        let a = IntrinsicView("a", 20, 30), b = IntrinsicView("b", 20, View.noIntrinsicMetric)
        a.firstBaselineOffset = 10
        let stack = Stack(alignment: .bottom, arrangedSubviews: [a, b])
        let window = stackWindow()
        place(stack, in: window)
        let marker = IntrinsicView("marker", 10, 10)
        window.addSubview(marker)
        LayoutConstraint.activate([
            marker.topAnchor.constraint(equalTo: stack.firstBaselineAnchor),
            marker.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        ])
        window.layoutIfNeeded()
        expectFrame(marker, Rect(x: 0, y: 10, width: 10, height: 10))
        Self.activateAtDefaultHigh(b.heightAnchor.constraint(equalToConstant: 50), in: window)
        expectFrame(a, Rect(x: 0, y: 20, width: 20, height: 30))
        expectFrame(b, Rect(x: 20, y: 0, width: 20, height: 50))
        expectFrame(marker, Rect(x: 0, y: 50, width: 10, height: 10))
        expectNoDiagnostics(window)
    }
}
