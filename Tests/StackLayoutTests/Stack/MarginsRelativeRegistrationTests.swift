import Testing
import TestSupport
import StackLayout

/// A stack arranged relative to its layout margins keeps its margins guide's links to the stack
/// through registration in a tree, a move into another tree, margins changed afterwards and the
/// arrangement switched off and on (exact frames, within `stackTolerance`).
@Suite("Margins-relative stacks across registrations")
struct MarginsRelativeRegistrationTests {
    /// What happens to the stack before the next layout.
    enum Step: CaseIterable, Sendable {
        /// Laid out in a first window.
        case firstLayout
        /// Moved into a second window, which lays it out (registered afresh there).
        case movedToAnotherTree
        /// Margins changed to 10 on every edge after registration.
        case marginsChanged
        /// The arrangement no longer relative to the margins.
        case relativeArrangementOff
        /// The arrangement relative to the margins again.
        case relativeArrangementOn
    }

    /// The frames after each step: the stack's, then those of its views A (30 × 10) and B (50 × 20).
    static let expected: [Step: [Rect]] = [
        .firstLayout: [Rect(x: 0, y: 0, width: 91, height: 24), Rect(x: 2, y: 6, width: 30, height: 10),
                       Rect(x: 37, y: 1, width: 50, height: 20)],
        .movedToAnotherTree: [Rect(x: 0, y: 0, width: 91, height: 24), Rect(x: 2, y: 6, width: 30, height: 10),
                              Rect(x: 37, y: 1, width: 50, height: 20)],
        .marginsChanged: [Rect(x: 0, y: 0, width: 105, height: 40), Rect(x: 10, y: 15, width: 30, height: 10),
                          Rect(x: 45, y: 10, width: 50, height: 20)],
        .relativeArrangementOff: [Rect(x: 0, y: 0, width: 85, height: 20), Rect(x: 0, y: 5, width: 30, height: 10),
                                  Rect(x: 35, y: 0, width: 50, height: 20)],
        .relativeArrangementOn: [Rect(x: 0, y: 0, width: 105, height: 40), Rect(x: 10, y: 15, width: 30, height: 10),
                                 Rect(x: 45, y: 10, width: 50, height: 20)],
    ]

    @Test func framesFollowEachStep() {
        let (a, b) = (IntrinsicView("A", 30, 10), IntrinsicView("B", 50, 20))
        let stack = Stack(axis: .horizontal, alignment: .center, spacing: 5) { a; b }
        stack.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        stack.isLayoutMarginsRelativeArrangement = true
        var window = stackWindow()
        for step in Step.allCases {
            switch step {
            case .firstLayout:
                place(stack, in: window)
            case .movedToAnotherTree:
                stack.removeFromSuperview()
                window.layoutIfNeeded()
                window = stackWindow()
                place(stack, in: window)
            case .marginsChanged:
                stack.layoutMargins = EdgeInsets(all: 10)
            case .relativeArrangementOff:
                stack.isLayoutMarginsRelativeArrangement = false
            case .relativeArrangementOn:
                stack.isLayoutMarginsRelativeArrangement = true
            }
            window.layoutIfNeeded()
            let frames = [stack.frame, a.frame, b.frame]
            for (frame, rect) in zip(frames, Self.expected[step] ?? []) {
                #expect(close(frame, rect), "\(step): \(frame) ≠ \(rect)")
            }
            #expect(Self.expected[step]?.count == 3)
            expectNoDiagnostics(window)
        }
    }
}
