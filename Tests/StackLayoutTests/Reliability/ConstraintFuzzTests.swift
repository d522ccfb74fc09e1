// Random constraint sets through the View API — conflicts, cycles, mismatched attribute pairs,
// extreme and non-finite constants and multipliers, priority changes, deactivation, views moved
// between trees — always end in a layout (possibly with diagnostics) with finite frames, a
// complete description and complete renderings, never a trap.
import Testing
import TestSupport
import LayoutSolver
import StackLayout
import StackLayoutRendering

@Suite struct ConstraintFuzzTests {
    static let numbers: [Double] = [0, 1, -1, 8, 100, -250, 1e9, -1e9, 1e308, -1e308, .nan, .infinity, .leastNonzeroMagnitude, 0.5]

    @Test(arguments: 0..<40)
    func randomConstraintSetsLayOutOrDiagnose(seed: UInt64) {
        var rng = SplitMix64(seed: seed &* 0x9E37_79B9_7F4A_7C15 &+ 7)
        let window = Window(size: Size(width: 400, height: 300))
        window.diagnosticHandler = nil
        var views: [View] = [window]
        for index in 0..<rng.int(2...7) {
            let view: View = rng.int(0...2) == 0 ? Stack(axis: rng.int(0...1) == 0 ? .horizontal : .vertical)
                : IntrinsicView(intrinsic: Size(width: Double(rng.int(0...80)), height: Double(rng.int(0...40))))
            view.debugName = "v\(index)"
            let parent = rng.pick(views)
            if let stack = parent as? Stack, rng.int(0...1) == 0 { stack.addArrangedSubview(view) } else {
                parent.addSubview(view)
            }
            views.append(view)
        }
        let loose = IntrinsicView(intrinsic: Size(width: 5, height: 5))  // in no tree: its constraints stay pending
        views.append(loose)
        var constraints: [LayoutConstraint] = []
        for _ in 0..<rng.int(3...14) {
            let first = rng.pick(views)
            let second: View? = rng.int(0...4) == 0 ? nil : rng.pick(views)
            let firstAttribute = rng.pick(LayoutAttribute.allCases)
            let secondAttribute = second == nil ? LayoutAttribute.notAnAttribute : rng.pick(LayoutAttribute.allCases)
            let constraint = LayoutConstraint(
                item: first, attribute: firstAttribute, relatedBy: rng.pick([.equal, .lessThanOrEqual, .greaterThanOrEqual]),
                toItem: second, attribute: secondAttribute, multiplier: rng.pick(Self.numbers + [1, 1, 2]),
                constant: rng.pick(Self.numbers))
            constraint.priority = LayoutPriority(Float(rng.pick([1000, 1000, 999, 750, 250, 1, 0, -5, 1001])))
            constraint.isActive = true
            constraints.append(constraint)
        }
        window.layoutIfNeeded()
        for _ in 0..<6 {
            guard let constraint = constraints.randomElement(using: &rng) else { break }
            switch rng.int(0...4) {
            case 0: constraint.constant = rng.pick(Self.numbers)
            case 1: constraint.priority = LayoutPriority(Float(rng.pick([1000, 500, 1, 1001, 0])))
            case 2: constraint.isActive.toggle()
            case 3: rng.pick(views).isHidden.toggle()
            default:
                let view = rng.pick(Array(views.dropFirst()))
                view.removeFromSuperview()
                rng.pick(views).addSubview(view)  // may refuse a cycle; must not trap
            }
            window.layoutIfNeeded()
        }
        // Whatever the constraints, every view in the window has a finite frame, and the tree
        // describes and renders completely.
        let inWindow = views.filter { $0.window === window }
        for view in inWindow {
            #expect(view.frame.isFinite, "seed \(seed): \(view.debugName ?? "window") at \(view.frame)")
            _ = view.hasAmbiguousLayout
        }
        let treeSize = Self.treeSize(window)
        #expect(window.recursiveDescription.split(separator: "\n").count == treeSize, "seed \(seed)")
        #expect(RenderSnapshot(of: window).nodes.count == treeSize - 1, "seed \(seed)")
        #expect(SVGRenderer().render(window).hasSuffix("</svg>\n"), "seed \(seed)")
        #expect(TextRenderer().render(window).hasPrefix("t = 0 s, 400 x 300"), "seed \(seed)")
        #expect(window.diagnostics.allSatisfy { !$0.description.isEmpty })
    }

    /// The number of views in `view`'s tree, itself included.
    static func treeSize(_ view: View) -> Int {
        var count = 0
        var pending = [view]
        while let next = pending.popLast() {
            count += 1
            pending += next.subviews
        }
        return count
    }
}
