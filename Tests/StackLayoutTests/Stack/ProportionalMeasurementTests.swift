import Testing
import TestSupport
import StackLayout

/// fillProportionally measures a view without an intrinsic width by its fitting size: the
/// measurement follows the constraints inside the view however they change, and a share too
/// small for a multiplier makes no constraint, on a fresh stack and on one edited into it alike.
@Suite("fillProportionally measurements")
struct ProportionalMeasurementTests {
    /// A horizontal fillProportionally stack 300 wide of `a` (intrinsic 100 × 10) and `b` (no
    /// intrinsic width, 10 high), laid out: `b` measures 0, so `a` takes all 300.
    static func stackOfTwo(_ distribution: Stack.Distribution = .fillProportionally) -> (Window, Stack, View, View) {
        let a = IntrinsicView("a", 100, 10), b = IntrinsicView("b", View.noIntrinsicMetric, 10)
        let stack = Stack(distribution: distribution, arrangedSubviews: [a, b])
        let window = laidOutWindow(with: stack, width: 300)
        return (window, stack, a, b)
    }

    /// `b.width == 200 @750` makes `b` measure 200: the shares become 100 : 200.
    @Test func aConstraintActivatedInsideAnArrangedViewIsMeasured() {
        let (window, _, a, b) = Self.stackOfTwo()
        expectFrame(a, Rect(x: 0, y: 0, width: 300, height: 10))
        let width = b.widthAnchor.constraint(equalToConstant: 200)
        width.priority = .defaultHigh
        width.isActive = true
        window.layoutIfNeeded()
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
        let width = b.widthAnchor.constraint(equalToConstant: 200)
        width.priority = .defaultHigh
        width.isActive = true
        window.layoutIfNeeded()
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
}
