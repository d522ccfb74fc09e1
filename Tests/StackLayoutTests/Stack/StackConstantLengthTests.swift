import TestSupport
import Testing
@_spi(Testing) import StackLayout

/// A stack's constant lengths — a proportional fill's lengths, a hidden view's collapsed length —
/// are single-item constraints that the tree's engine writes from the variables on their item;
/// a fitting engine, which keeps records in its own table, writes them through the general path.
/// Both give the frames of the same stack making constraint objects.
@Suite("Stack constant lengths")
struct StackConstantLengthTests {
    /// A 400-point-wide `.fillProportionally` stack of three views 160, 80 and 40 wide, spacing
    /// 10, its middle view hidden or not, holding its constraints directly or as objects.
    private func proportionalStack(hidingMiddle: Bool, objects: Bool) -> (Window, Stack, [IntrinsicView]) {
        let views = [IntrinsicView("A", 160, 200), IntrinsicView("B", 80, 100), IntrinsicView("C", 40, 50)]
        views[1].isHidden = hidingMiddle
        let stack = Stack(distribution: .fillProportionally, spacing: 10, arrangedSubviews: views)
        stack.generatesConstraintObjects = objects
        let window = laidOutWindow(with: stack, width: 400)
        return (window, stack, views)
    }

    /// The 380 points left after the gaps are shared in proportion to the intrinsic widths
    /// (160 : 80 : 40, or 160 : 40 with the middle view hidden, which then has one gap less).
    @Test(arguments: [false, true])
    func proportionalLengthsHeldDirectlyMatchObjects(hidingMiddle: Bool) {
        let (window, _, views) = proportionalStack(hidingMiddle: hidingMiddle, objects: false)
        let (_, _, reference) = proportionalStack(hidingMiddle: hidingMiddle, objects: true)
        // A hidden view collapses to no width (where it sits is the hiding rule's business).
        let expected: [Rect?] = hidingMiddle
            ? [Rect(x: 0, y: 0, width: 312, height: 200), nil, Rect(x: 322, y: 0, width: 78, height: 200)]
            : [Rect(x: 0, y: 0, width: 380 * 160 / 280, height: 200),
               Rect(x: 380 * 160 / 280 + 10, y: 0, width: 380 * 80 / 280, height: 200),
               Rect(x: 380 * 240 / 280 + 20, y: 0, width: 380 * 40 / 280, height: 200)]
        for index in views.indices {
            expectFrame(views[index], reference[index].frame, "held directly against objects")
            if let rect = expected[index] {
                expectFrame(views[index], rect)
            } else {
                #expect(abs(views[index].frame.width) < stackTolerance)
            }
        }
        expectNoDiagnostics(window)
    }

    /// A stack nested in a `.fillProportionally` stack is measured by a fitting engine, whose
    /// records are in its own table: its constant lengths take the general path there and the
    /// direct one in the window's engine, and the frames match the objects' to rounding.
    @Test func nestedProportionalStackMeasuredByFittingMatchesObjects() {
        func build(objects: Bool) -> (Window, [View]) {
            let inner = Stack(
                distribution: .fillProportionally, spacing: 4,
                arrangedSubviews: [IntrinsicView("P", 30, 20), IntrinsicView("Q", 10, 20)])
            let outer = Stack(
                distribution: .fillProportionally, spacing: 10,
                arrangedSubviews: [inner, IntrinsicView("R", 60, 20)])
            for stack in [inner, outer] { stack.generatesConstraintObjects = objects }
            let window = laidOutWindow(with: outer, width: 300)
            return (window, [inner, outer] + inner.arrangedSubviews + outer.arrangedSubviews)
        }
        let (window, direct) = build(objects: false)
        let (_, objects) = build(objects: true)
        for (view, reference) in zip(direct, objects) { expectFrame(view, reference.frame) }
        // The inner stack's fitting width is 44 (30 + 4 + 10), the outer one's content 104:
        // 290 points shared 44 : 60.
        expectFrame(direct[0], Rect(x: 0, y: 0, width: 290 * 44 / 104, height: 20))
        expectNoDiagnostics(window)
    }
}
