// Removing half of a wide stack's arranged views and re-adding them at their old indices gives
// back exactly the frames it had (within 1e-9), and every step leaves the expected frames.
import TestSupport
import Testing
import StackLayout

@Suite struct WideStackRoundTripTests {
    /// Arranged views: 200 in every run, 1000 with `STACKLAYOUT_SCALE_TESTS=1` (a debug run of
    /// 1000 spends about half a minute in the solver while the solver work is under way).
    static let count = ScaleTestSettings.isEnabled ? 1_000 : 200

    @Test func removingHalfAndReAddingGivesBackTheSameFrames() throws {
        let count = Self.count
        let window = testWindow(width: 320, height: 480)
        // Heights 4…10 points, 2 points apart: item i starts at Σ(height + 2) of the items before it.
        let leaves = (0..<count).map { index in
            let leaf = IntrinsicView(intrinsic: Size(width: View.noIntrinsicMetric, height: Double(4 + index % 7)))
            leaf.debugName = "leaf\(index)"
            return leaf
        }
        let stack = verticalStack(leaves, spacing: 2, acrossTheTopOf: window)
        window.layoutIfNeeded()
        let before = leaves.map(\.frame)
        var y = 0.0
        for (index, frame) in before.enumerated() {
            let height = Double(4 + index % 7)
            #expect(framesMatch(frame, Rect(x: 0, y: y, width: 320, height: height)), "leaf \(index)")
            y += height + 2
        }
        let removed = Array(stride(from: 1, to: count, by: 2))
        for index in removed {
            stack.removeArrangedSubview(leaves[index])
            leaves[index].removeFromSuperview()
        }
        window.layoutIfNeeded()
        #expect(stack.arrangedSubviews.count == count - removed.count)
        var kept = 0.0
        for index in stride(from: 0, to: count, by: 2) {
            #expect(abs(leaves[index].frame.minY - kept) < 1e-9, "leaf \(index) after removing")
            kept += Double(4 + index % 7) + 2
        }
        for index in removed { stack.insertArrangedSubview(leaves[index], at: index) }
        window.layoutIfNeeded()
        let after = leaves.map(\.frame)
        let moved = (0..<count).filter { !framesMatch(before[$0], after[$0]) }
        #expect(moved.isEmpty, "\(moved.count) frames differ after removing and re-adding half")
    }
}
