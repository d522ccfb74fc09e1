import Testing
import TestSupport
import StackLayout

/// A stack whose first update pass queued its constraints in one tree's engine and that leaves
/// that tree before the engine installs them: wherever it is laid out next (another tree, the
/// same tree after that tree's engine installed its queue, the first tree again after an update
/// pass in another one), its frames are those of a stack built there afresh.
@Suite("Stacks moved between trees after generating")
struct StackTreeMoveTests {
    /// Where the stack goes after its first update pass in a first window.
    enum Move: CaseIterable, Sendable {
        /// Into a second window, which lays it out.
        case anotherTree
        /// Out of the first window, which lays out without it, then back in.
        case backAfterTheTreeLaidOut
        /// Into a second window, which runs an update pass after the middle view is hidden, then
        /// back into the first window before that one lays out.
        case backAfterAPassElsewhere
    }

    /// A vertical centred stack of three views, the middle one hidden when `hidesMiddle`.
    static func makeStack(hidesMiddle: Bool) -> Stack {
        let views: [View] = [IntrinsicView("a", 30, 20), IntrinsicView("b", 50, 35), IntrinsicView("c", 20, 15)]
        views[1].isHidden = hidesMiddle
        return Stack(axis: .vertical, alignment: .center, spacing: 6, arrangedSubviews: views)
    }

    /// The frames of the stack and of its arranged views.
    static func frames(of stack: Stack) -> [Rect] { [stack.frame] + stack.arrangedSubviews.map(\.frame) }

    @Test(arguments: Move.allCases)
    func framesMatchAFreshStack(_ move: Move) {
        let stack = Self.makeStack(hidesMiddle: false)
        let first = stackWindow()
        place(stack, in: first)
        first.updateConstraintsIfNeeded()
        stack.removeFromSuperview()
        let second = stackWindow()
        switch move {
        case .anotherTree:
            place(stack, in: second)
            second.layoutIfNeeded()
        case .backAfterTheTreeLaidOut:
            first.layoutIfNeeded()
            place(stack, in: first)
            first.layoutIfNeeded()
        case .backAfterAPassElsewhere:
            place(stack, in: second)
            stack.arrangedSubviews[1].isHidden = true
            second.updateConstraintsIfNeeded()
            stack.removeFromSuperview()
            place(stack, in: first)
            first.layoutIfNeeded()
        }
        let fresh = Self.makeStack(hidesMiddle: move == .backAfterAPassElsewhere)
        _ = laidOutWindow(with: fresh)
        let expected = Self.frames(of: fresh)
        // Without the queued constraints the arranged views would all sit at the stack's top.
        #expect(expected[3].minY > expected[1].maxY)
        let got = Self.frames(of: stack)
        #expect(got.count == expected.count)
        for (frame, wanted) in zip(got, expected) {
            #expect(frame.isClose(to: wanted, tolerance: stackTolerance), "\(frame) vs \(wanted)")
        }
    }
}
