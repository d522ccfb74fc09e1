import TestSupport
import Testing
@_spi(Testing) import StackLayout

/// Large stacks: generation is linear, and a change touches only the constraints it affects.
/// Time bounds are generous (debug build, tests run in parallel on a shared machine): unloaded,
/// generating 1000 views takes about 0.2–0.35 s and regenerating after one toggle 1–90 ms
/// (equalCentering renumbers the gaps after the toggled view).
@Suite("Stack scale and incrementality")
struct StackScaleTests {
    static let configurations: [(Stack.Distribution, Stack.Alignment)] = [
        (.fill, .fill), (.fillEqually, .center), (.equalSpacing, .top), (.equalCentering, .firstBaseline),
        (.fillProportionally, .bottom),
    ]

    private func bigStack(_ configuration: Int, count: Int = 1000) -> (Window, Stack, [View]) {
        let (distribution, alignment) = Self.configurations[configuration]
        let window = stackWindow(100_000, 2000)
        let views = (0..<count).map { index -> View in
            let width = Double(10 + index % 7)
            let height = Double(20 + index % 5)
            return IntrinsicView("v\(index)", width, height)
        }
        let stack = Stack(distribution: distribution, alignment: alignment, spacing: 2, arrangedSubviews: views)
        place(stack, in: window)
        return (window, stack, views)
    }

    private func identities(_ stack: Stack) -> Set<ObjectIdentifier> {
        Set(stack.activeGeneratedConstraints.map(ObjectIdentifier.init))
    }

    @Test(arguments: 0..<configurations.count)
    func generationIsLinearInTheNumberOfViews(_ configuration: Int) {
        // Speed is measured by the benchmark (api-stack-*), not by timed tests: here the
        // constraint count per arranged view must stay bounded, so generation is linear.
        let (_, stack, _) = bigStack(configuration)
        stack.updateConstraintsIfNeeded()
        let (_, small, _) = bigStack(configuration, count: 100)
        small.updateConstraintsIfNeeded()
        #expect(stack.activeGeneratedConstraints.count > 5000)
        #expect(stack.activeGeneratedConstraints.count <= 11 * small.activeGeneratedConstraints.count)
    }

    @Test(arguments: 0..<configurations.count)
    func hidingOneViewReplacesOnlyItsNeighbourhood(_ configuration: Int) {
        let (distribution, _) = Self.configurations[configuration]
        let (_, stack, views) = bigStack(configuration)
        stack.updateConstraintsIfNeeded()
        let before = identities(stack)
        views[500].isHidden = true
        stack.updateConstraintsIfNeeded()
        let after = identities(stack)
        let replaced = before.subtracting(after).count + after.subtracting(before).count
        // fillProportionally rewrites every share (their constants depend on every view).
        #expect(replaced <= (distribution == .fillProportionally ? 1000 : 30), "replaced \(replaced)")
        views[500].isHidden = false
        stack.updateConstraintsIfNeeded()
        #expect(stack.activeGeneratedConstraints.count == before.count)
    }

    @Test func appendingAViewTouchesOnlyTheEnd() {
        let (_, stack, _) = bigStack(0)
        stack.updateConstraintsIfNeeded()
        let before = identities(stack)
        stack.addArrangedSubview(IntrinsicView("extra", 5, 5))
        stack.updateConstraintsIfNeeded()
        let after = identities(stack)
        #expect(before.subtracting(after).count <= 2)
        #expect(after.subtracting(before).count <= 8)
    }

    @Test func changingTheSpacingUpdatesConstantsInPlace() {
        let (window, stack, views) = bigStack(0, count: 40)
        window.layoutIfNeeded()
        let before = identities(stack)
        stack.spacing = 5
        window.layoutIfNeeded()
        #expect(identities(stack) == before)
        #expect(abs(views[39].frame.minX - views[38].frame.maxX - 5) < stackTolerance)
        expectNoDiagnostics(window)
    }

    @Test func fortyViewsLayOutAndToggle() {
        let (window, _, views) = bigStack(0, count: 40)
        window.layoutIfNeeded()
        views[20].isHidden = true
        window.layoutIfNeeded()
        #expect(views[20].frame.width == 0)
        #expect(abs(views[21].frame.minX - (views[19].frame.maxX + 2)) < stackTolerance)
        expectNoDiagnostics(window)
    }
}
