import TestSupport
import StackLayout

/// A seeded view tree for the comparison with the plain reference solver: a stack of intrinsic
/// views and nested stacks (up to three deep, of every axis, distribution and alignment, some
/// margins-relative, some views hidden), sized or not at random priorities, a chain of plain
/// views tied to it and to each other at random priorities, and a few constraints between
/// random views; then random edits of all of these.
final class ReferenceScene {
    let window = Window(size: Size(width: 1000, height: 1000))
    private var rng: SplitMix64
    /// The views left to create (each holds four unknowns; stacks hold a few more in guides).
    private var budget: Int
    private(set) var stacks: [Stack] = []
    private(set) var leaves: [IntrinsicView] = []
    /// The arranged views of every stack (leaves and nested stacks).
    private(set) var arranged: [View] = []
    /// The constraints the scene made itself (sizes, the chain, the ties between views).
    private(set) var constraints: [LayoutConstraint] = []

    static let priorities: [LayoutPriority] = [1000, 999, 751, 750, 500, 251, 250, 1]

    init(seed: UInt64, index: Int) {
        rng = SplitMix64(seed: seed &+ UInt64(index) &* 0x9E37_79B9)
        budget = rng.pick([4, 6, 8, 11, 14, 18, 22])
        window.diagnosticHandler = nil
        let root = makeStack(depth: 0)
        window.addSubview(root)
        activate(root.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10))
        activate(root.topAnchor.constraint(equalTo: window.topAnchor, constant: 10))
        if rng.chance(0.6) { activate(root.widthAnchor.constraint(equalToConstant: Double(rng.int(20...500))), randomPriority: true) }
        if rng.chance(0.3) { activate(root.heightAnchor.constraint(equalToConstant: Double(rng.int(20...300))), randomPriority: true) }
        makeChain(after: root)
        for _ in 0..<rng.int(0...3) { tieTwoViews() }
    }

    /// Every view of the scene.
    var views: [View] { window.subviews.flatMap(Self.subtree) }

    private static func subtree(_ view: View) -> [View] { [view] + view.subviews.flatMap(subtree) }

    // MARK: Building

    private func activate(_ constraint: LayoutConstraint, randomPriority: Bool = false) {
        if randomPriority { constraint.priority = rng.pick(Self.priorities) }
        constraint.isActive = true
        constraints.append(constraint)
    }

    private func makeStack(depth: Int) -> Stack {
        budget -= 1
        let stack = Stack(
            axis: rng.pick([.horizontal, .vertical]), distribution: rng.pick(Stack.Distribution.allCases),
            alignment: rng.pick(Stack.Alignment.allCases), spacing: rng.pick([0, 4, 8, -2]), arrangedSubviews: [])
        stack.isLayoutMarginsRelativeArrangement = rng.chance(0.2)
        stack.layoutMargins = EdgeInsets(top: 3, left: 5, bottom: 7, right: 2)
        stack.debugName = "stack\(stacks.count)"
        stacks.append(stack)
        for _ in 0..<rng.int(1...6) where budget > 0 {
            let item: View = depth < 3 && budget > 3 && rng.chance(0.2) ? makeStack(depth: depth + 1) : makeLeaf()
            item.setContentHuggingPriority(rng.pick([250, 251, 200, 700, 1000]), for: stack.axis)
            item.setContentCompressionResistancePriority(rng.pick([750, 751, 740, 300, 1000]), for: stack.axis)
            item.isHidden = rng.chance(0.15)
            stack.addArrangedSubview(item)
            arranged.append(item)
        }
        return stack
    }

    private func makeLeaf() -> IntrinsicView {
        budget -= 1
        let leaf = IntrinsicView("leaf\(leaves.count)", intrinsic: randomIntrinsic())
        leaves.append(leaf)
        return leaf
    }

    private func randomIntrinsic() -> Size {
        Size(width: rng.chance(0.1) ? View.noIntrinsicMetric : Double(rng.int(0...60)),
             height: rng.chance(0.1) ? View.noIntrinsicMetric : Double(rng.int(0...60)))
    }

    /// Boxes each tied below and after the previous one at random priorities.
    private func makeChain(after root: View) {
        var previous = root
        for index in 0..<rng.int(0...5) where budget > 0 {
            budget -= 1
            let box = IntrinsicView("chain\(index)", intrinsic: randomIntrinsic())
            window.addSubview(box)
            activate(box.leadingAnchor.constraint(equalTo: previous.trailingAnchor, constant: Double(rng.int(-5...20))), randomPriority: true)
            activate(box.topAnchor.constraint(greaterThanOrEqualTo: previous.bottomAnchor, constant: 1))
            previous = box
        }
    }

    /// A size or a position of one random view tied to another's, at a random priority.
    private func tieTwoViews() {
        let candidates = leaves + views.filter { $0.superview === window }
        let a = rng.pick(candidates), b = rng.pick(candidates)
        let constant = Double(rng.int(-10...30))
        switch rng.int(0...3) {
        case 0: activate(a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: rng.pick([0.5, 1, 2]), constant: constant), randomPriority: true)
        case 1: activate(a.heightAnchor.constraint(lessThanOrEqualTo: b.heightAnchor, multiplier: rng.pick([0.5, 1, 2]), constant: constant), randomPriority: true)
        case 2: activate(a.leadingAnchor.constraint(greaterThanOrEqualTo: b.trailingAnchor, constant: constant), randomPriority: true)
        default: activate(a.widthAnchor.constraint(equalToConstant: Double(rng.int(0...80))), randomPriority: true)
        }
    }

    // MARK: Edits

    /// One random edit: a view hidden or shown, a stack's spacing, distribution, alignment or
    /// axis, an intrinsic size, a constraint's constant or (non-required) priority, a
    /// constraint deactivated or activated again.
    func randomEdit() {
        switch rng.int(0...7) {
        case 0 where !arranged.isEmpty: rng.pick(arranged).isHidden.toggle()
        case 1: rng.pick(stacks).spacing = rng.pick([0, 3, 10, -4])
        case 2: rng.pick(stacks).distribution = rng.pick(Stack.Distribution.allCases)
        case 3: rng.pick(stacks).alignment = rng.pick(Stack.Alignment.allCases)
        case 4 where !leaves.isEmpty: rng.pick(leaves).intrinsic = randomIntrinsic()
        case 5 where !constraints.isEmpty: rng.pick(constraints).constant = Double(rng.int(-10...400))
        case 6 where !constraints.isEmpty:
            let constraint = rng.pick(constraints)
            if constraint.priority != .required { constraint.priority = rng.pick(Array(Self.priorities.dropFirst())) }
        case 7 where !constraints.isEmpty: rng.pick(constraints).isActive.toggle()
        default: rng.pick(stacks).axis = rng.pick([.horizontal, .vertical])
        }
    }
}
