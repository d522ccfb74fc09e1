import TestSupport
import Testing
import StackLayout

/// A horizontal stack aligned trailing vends the baselines of its tallest arranged view, chosen
/// lazily ("Stack semantics": Across the axis). The choice, and so every frame, depends on the
/// tree alone: not on whether or when `viewForFirstBaselineLayout` is read, nor on the choice
/// made before.
@Suite("Vended baselines chosen from the state alone")
struct VendedBaselineTimingTests {
    /// `outer` (horizontal, equal spacing, trailing) arranges `short` (60 × 0) and `inner`
    /// (horizontal, fill equally, fill, spacing 8) of `tall` (70 × 60) and `mid` (50 × 50).
    /// `inner`'s last baseline sits at 0 × `outer`'s first baseline: that constraint lies inside
    /// `inner`'s subtree exactly when `outer` vends `inner`'s baseline, which changes the
    /// height `outer` measures `inner` at.
    final class Tree {
        let window = Window(size: Size(width: 800, height: 800))
        let short = IntrinsicView("short", 60, 0)
        let tall = IntrinsicView("tall", 70, 60)
        let mid = IntrinsicView("mid", 50, 50)
        let inner: Stack
        let outer: Stack

        init() {
            let (short, tall, mid) = (short, tall, mid)
            let inner = Stack(distribution: .fillEqually, alignment: .fill, spacing: 8) { tall; mid }
            self.inner = inner
            outer = Stack(distribution: .equalSpacing, alignment: .trailing) { short; inner }
            inner.debugName = "inner"
            outer.debugName = "outer"
            window.addSubview(outer)
            outer.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20).isActive = true
            outer.topAnchor.constraint(equalTo: window.topAnchor, constant: 10).isActive = true
        }

        /// `inner`'s last baseline at 0 × `outer`'s first baseline.
        func pinInnerBaseline() {
            LayoutConstraint(
                item: inner, attribute: .lastBaseline, relatedBy: .equal, toItem: outer, attribute: .firstBaseline,
                multiplier: 0, constant: 0).isActive = true
        }

        /// `mid`'s first baseline 36 below `short`'s center, at priority 750.
        func pinMidToShort() {
            let constraint = mid.firstBaselineAnchor.constraint(equalTo: short.centerYAnchor, constant: 36)
            constraint.priority = LayoutPriority(750)
            constraint.isActive = true
        }

        /// Lays out, then reads the vended baselines of both stacks when `reads` says so.
        func layOut(reads: Bool) {
            window.layoutIfNeeded()
            guard reads else { return }
            for stack in [outer, inner] {
                _ = stack.viewForFirstBaselineLayout
                _ = stack.viewForLastBaselineLayout
            }
        }

        var frames: [Rect] { [outer, short, inner, tall, mid].map(\.frame) }
    }

    static let expected: [Rect] = [
        Rect(x: 20, y: 10, width: 208, height: 72), Rect(x: 0, y: 0, width: 60, height: 72),
        Rect(x: 60, y: 72, width: 148, height: 0), Rect(x: 0, y: 0, width: 70, height: 0),
        Rect(x: 78, y: 0, width: 70, height: 0),
    ]

    /// The tree is laid out once without `mid`'s constraint (and, when `pinsLater`, without
    /// `inner`'s either, which then comes with a layout of its own), then with everything; the
    /// vended baselines are read after every layout when `reads` says so.
    @Test(arguments: [false, true], [false, true])
    func framesDoNotDependOnReadingTheVendedBaselines(reads: Bool, pinsLater: Bool) {
        let tree = Tree()
        if !pinsLater { tree.pinInnerBaseline() }
        tree.layOut(reads: reads)
        if pinsLater {
            tree.pinInnerBaseline()
            tree.layOut(reads: reads)
        }
        tree.pinMidToShort()
        tree.layOut(reads: reads)
        let fresh = Tree()
        fresh.pinInnerBaseline()
        fresh.pinMidToShort()
        fresh.layOut(reads: false)
        #expect(fresh.frames == Self.expected, "\(fresh.frames)")
        #expect(tree.frames == Self.expected, "\(tree.frames)")
        #expect(tree.outer.viewForFirstBaselineLayout === tree.inner)
    }
}
