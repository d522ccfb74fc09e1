// Large trees for the reliability scale tests (and the release timing run, which compiles this
// file on its own): a very wide stack and a very deep nesting of stacks. Plain code, no Testing.
import StackLayout

/// A leaf with a fixed intrinsic size.
final class ScaleLeaf: View {
    let size: Size
    init(_ size: Size) {
        self.size = size
        super.init(frame: .zero)
    }
    override var intrinsicContentSize: Size { size }
}

/// A window whose root is a vertical stack of `count` leaves of varied heights.
struct WideStackScene {
    let window: Window
    let stack: Stack
    let leaves: [View]

    init(count: Int) {
        window = Window(size: Size(width: 320, height: Double(count) * 12))
        leaves = (0..<count).map { index in
            let leaf = ScaleLeaf(Size(width: Double(20 + index % 50), height: Double(4 + index % 7)))
            leaf.debugName = "leaf\(index)"
            return leaf
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
    var frames: [Rect] { leaves.map(\.frame) }

    /// Removes the second half of the leaves from the stack and the tree, lays out, appends
    /// them again in order and lays out again. (Removing every other leaf instead renumbers and
    /// relinks every view: about 110 s at 10 000 views in release, see the closing note.)
    func removeHalfAndReAdd() throws {
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

/// A window holding stacks nested `depth` levels deep; each level holds a leaf and the next level.
struct DeepNestingScene {
    let window: Window
    let stacks: [Stack]
    let leaves: [View]

    init(depth: Int) {
        window = Window(size: Size(width: Double(depth) * 4 + 200, height: Double(depth) * 12 + 200))
        var stacks: [Stack] = []
        var leaves: [View] = []
        for level in 0..<depth {
            let leaf = ScaleLeaf(Size(width: 10, height: 10))
            leaf.debugName = "leaf\(level)"
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

/// Hides and shows one arranged view `cycles` times, laying out after each change.
func hideShowCycles(_ scene: WideStackScene, cycles: Int) {
    let view = scene.leaves[scene.leaves.count / 2]
    for _ in 0..<cycles {
        view.isHidden.toggle()
        scene.window.layoutIfNeeded()
    }
}
