// The large trees of the scale tests and of the benchmark's scale run (`--scale N`): a very
// wide stack and stacks nested very deep. Both build them here, so that the figures the
// benchmark prints are those of the trees the tests check.
import StackLayout

/// A window whose root is a vertical fill stack (spacing 2) of `count` leaves of intrinsic
/// size (20 + i mod 50) × (4 + i mod 7), pinned to the window's top, leading and trailing
/// edges, so that it fits its content; diagnostics are not printed.
public struct WideStackScene {
    /// The window, 320 wide and 12 points high per leaf.
    public let window: Window
    /// The stack, named `wide`.
    public let stack: Stack
    /// The arranged leaves in order, named `leaf0`, `leaf1`, ….
    public let leaves: [View]

    /// The scene with `count` leaves, not laid out yet.
    public init(count: Int) {
        window = Window(size: Size(width: 320, height: Double(count) * 12))
        window.diagnosticHandler = nil
        leaves = (0..<count).map { index in
            IntrinsicView("leaf\(index)", Double(20 + index % 50), Double(4 + index % 7))
        }
        stack = Stack(axis: .vertical, distribution: .fill, alignment: .fill, spacing: 2, arrangedSubviews: leaves)
        stack.debugName = "wide"
        window.addSubview(stack)
        LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: window.topAnchor),
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: window.trailingAnchor),
        ])
    }

    /// Every leaf's frame.
    public var frames: [Rect] { leaves.map(\.frame) }

    /// Hides every tenth leaf and sets the spacing to 4 in a 0.3 s animation.
    public func animateHidingEveryTenthLeaf() {
        View.animate(withDuration: 0.3) {
            for index in stride(from: 0, to: leaves.count, by: 10) { leaves[index].isHidden = true }
            stack.spacing = 4
        }
    }

    /// Removes the second half of the leaves from the stack and the tree, lays out, appends
    /// them again in order and lays out again.
    public func removeHalfAndReAdd() {
        let removed = Array(leaves[(leaves.count / 2)...])
        for leaf in removed {
            stack.removeArrangedSubview(leaf)
            leaf.removeFromSuperview()
        }
        window.layoutIfNeeded()
        for leaf in removed { stack.addArrangedSubview(leaf) }
        window.layoutIfNeeded()
    }
}

/// A window holding stacks nested `depth` levels deep, alternating vertical (even levels) and
/// horizontal, fill distribution and alignment, spacing 1; each level arranges a 10 × 10 leaf
/// and then the next level. The outermost stack is pinned to the window's top and leading
/// edges; diagnostics are not printed.
public struct DeepNestingScene {
    /// The window, 4 points wide and 12 high per level, plus 200.
    public let window: Window
    /// The stacks from the outermost in, named `level0`, `level1`, ….
    public let stacks: [Stack]
    /// Each level's leaf, named `leaf0`, `leaf1`, ….
    public let leaves: [View]

    /// The scene `depth` levels deep, not laid out yet.
    public init(depth: Int) {
        window = Window(size: Size(width: Double(depth) * 4 + 200, height: Double(depth) * 12 + 200))
        window.diagnosticHandler = nil
        var stacks: [Stack] = []
        var leaves: [View] = []
        for level in 0..<depth {
            let leaf = IntrinsicView("leaf\(level)", 10, 10)
            let stack = Stack(axis: level % 2 == 0 ? .vertical : .horizontal, distribution: .fill,
                              alignment: .fill, spacing: 1, arrangedSubviews: [leaf])
            stack.debugName = "level\(level)"
            stacks.last?.addArrangedSubview(stack)
            stacks.append(stack)
            leaves.append(leaf)
        }
        self.stacks = stacks
        self.leaves = leaves
        if let root = stacks.first {
            window.addSubview(root)
            LayoutConstraint.activate([
                root.topAnchor.constraint(equalTo: window.topAnchor),
                root.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            ])
        }
    }
}
