// A seeded random history of public operations on one window's tree: subviews added, moved
// and removed, user constraints made, toggled and edited, views hidden and shown inside and
// outside animation blocks, arranged views inserted and removed, stacks (nested too)
// rearranged, the clock advanced. Values are finite and bounded, with some hostile ones:
// huge constants, required constraints that conflict, values the API rejects, cycles.
import StackLayout
import TestSupport

/// One random history: `step()` applies one operation (an animation block holds a few) to the
/// tree of `window`, and `log` lists them for a failure message.
final class RandomAPIHistory {
    static let constants: [Double] = [0, 0, 4, 8, 20, 36, 50, 120, 333, -30, 1e6, -1e6, 1e9]
    static let multipliers: [Double] = [1, 1, 1, 0.5, 2, 0, -1, 3.25]
    static let priorities: [Float] = [1000, 1000, 999, 750, 500, 250, 1]
    /// Rejected by the API with a diagnostic, the previous value kept.
    static let rejected: [Double] = [.nan, .infinity, 1e13]
    static let attributes: [[LayoutAttribute]] = [
        [.leading, .trailing, .left, .right, .centerX],
        [.top, .bottom, .centerY, .firstBaseline, .lastBaseline],
        [.width, .height],
    ]
    /// The tree stops growing at this many views.
    static let maximumViews = 14

    let window: Window
    /// Every user constraint made, in creation order.
    private(set) var constraints: [LayoutConstraint] = []
    private(set) var log: [String] = []
    private var random: SplitMix64
    /// Every view made, in or out of the tree.
    private var views: [View] = []

    /// A window (800 × 800) holding a stack pinned to its top-left corner, laid out.
    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
        window = Window(size: Size(width: 800, height: 800))
        window.debugName = "window"
        window.diagnosticHandler = nil
        let stack = makeStack()
        window.addSubview(stack)
        activate(stack, .leading, window, .leading, constant: 10)
        activate(stack, .top, window, .top, constant: 10)
        window.layoutIfNeeded()
    }

    /// Applies one random operation.
    func step() {
        switch random.int(0...21) {
        case 0...2: addView()
        case 3: moveView()
        case 4: removeView()
        case 5: removeArrangedView()
        case 6...7: addConstraint()
        case 8: toggleConstraint()
        case 9: editConstraint()
        case 10...11: toggleHidden()
        case 12...13: changeStack()
        case 14: changeIntrinsicSize()
        case 15: changePriorities()
        case 16...18: animate()
        default: advanceClock()
        }
    }

    // MARK: - The tree

    /// The views of the window's tree, the window first.
    var tree: [View] { ViewTreeState.depthFirst(window) }

    private var treeViews: [View] { Array(tree.dropFirst()) }

    private func pickInTree() -> View? { treeViews.isEmpty ? nil : random.pick(treeViews) }

    private func name(_ view: View?) -> String { view?.debugName ?? "nil" }

    private func record(_ entry: String) { log.append(entry) }

    private func makePlainView() -> View {
        let width = random.chance(0.25) ? View.noIntrinsicMetric : Double(random.int(0...12) * 10)
        let view = IntrinsicView("v\(views.count)", width, Double(random.int(0...8) * 10))
        views.append(view)
        return view
    }

    /// A stack of one to three views, one of which may be a stack itself.
    private func makeStack(nestedIn depth: Int = 0) -> Stack {
        let stack = Stack(
            axis: random.pick([.horizontal, .vertical]), distribution: random.pick(Stack.Distribution.allCases),
            alignment: random.pick(Stack.Alignment.allCases), spacing: Double(random.int(0...3) * 4))
        stack.debugName = "s\(views.count)"
        views.append(stack)
        for _ in 0..<random.int(1...3) {
            stack.addArrangedSubview(depth < 1 && random.chance(0.2) ? makeStack(nestedIn: depth + 1) : makePlainView())
        }
        return stack
    }

    /// A new view (a stack one time in four) or one that left the tree, arranged in a stack or
    /// placed by constraints in another view.
    private func addView() {
        guard tree.count < Self.maximumViews else { return removeView() }
        let detached = views.filter { $0.window == nil && $0.superview == nil }
        let view = !detached.isEmpty && random.chance(0.3) ? random.pick(detached)
            : random.chance(0.25) ? makeStack() : makePlainView()
        place(view, in: random.pick(tree))
    }

    /// Arranges `view` in `parent` when it is a stack (now and then past the end, which is
    /// refused), else adds it and positions it by constraints now and then.
    private func place(_ view: View, in parent: View) {
        if let stack = parent as? Stack, random.chance(0.8) {
            let index = random.int(0...stack.arrangedSubviews.count + (random.chance(0.1) ? 1 : 0))
            record("\(name(stack)).insertArrangedSubview(\(name(view)), at: \(index))")
            stack.insertArrangedSubview(view, at: index)
            return
        }
        record("\(name(parent)).addSubview(\(name(view)))")
        parent.addSubview(view)
        guard view.superview === parent, random.chance(0.8) else { return }
        activate(view, .leading, parent, .leading, constant: Double(random.int(0...10) * 10))
        activate(view, .top, parent, .top, constant: Double(random.int(0...10) * 10))
        if random.chance(0.5) { activate(view, .width, nil, .notAnAttribute, constant: Double(random.int(1...10) * 10)) }
    }

    /// Moves a view into another (maybe into its own subtree, which is refused).
    private func moveView() {
        guard let view = pickInTree() else { return }
        place(view, in: random.pick(tree))
    }

    private func removeView() {
        guard let view = pickInTree() else { return }
        record("\(name(view)).removeFromSuperview()")
        view.removeFromSuperview()
    }

    private func removeArrangedView() {
        guard let stack = randomStack(), !stack.arrangedSubviews.isEmpty else { return }
        let view = random.pick(stack.arrangedSubviews)
        record("\(name(stack)).removeArrangedSubview(\(name(view)))")
        stack.removeArrangedSubview(view)
    }

    private func randomStack() -> Stack? {
        let stacks = treeViews.compactMap { $0 as? Stack }
        return stacks.isEmpty ? nil : random.pick(stacks)
    }

    // MARK: - Constraints

    @discardableResult
    private func activate(
        _ first: View, _ firstAttribute: LayoutAttribute, _ second: View?, _ secondAttribute: LayoutAttribute,
        relation: LayoutRelation = .equal, multiplier: Double = 1, constant: Double, priority: Float = 1000
    ) -> LayoutConstraint {
        let constraint = LayoutConstraint(
            item: first, attribute: firstAttribute, relatedBy: relation, toItem: second, attribute: secondAttribute,
            multiplier: multiplier, constant: constant)
        constraint.priority = LayoutPriority(priority)
        constraint.identifier = "c\(constraints.count)"
        record("activate c\(constraints.count): \(constraint.formula)")
        constraint.isActive = true
        constraints.append(constraint)
        return constraint
    }

    /// A constraint from a view to its superview, a view of the tree, a view outside it (the
    /// constraint waits), or a constant; one in thirty mixes axes (refused).
    private func addConstraint() {
        guard let first = pickInTree() else { return }
        let kind = random.int(0...2)
        let firstAttribute = random.pick(Self.attributes[kind])
        var second: View? = random.chance(0.5) ? first.superview : random.pick(tree)
        if random.chance(0.05) { second = random.pick(views) }
        if kind == 2 && random.chance(0.4) { second = nil }
        let secondKind = random.chance(1 / 30) ? (kind + 1) % 3 : kind
        activate(
            first, firstAttribute, second, second == nil ? .notAnAttribute : random.pick(Self.attributes[secondKind]),
            relation: random.pick([.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual]),
            multiplier: random.chance(0.7) ? 1 : random.pick(Self.multipliers), constant: random.pick(Self.constants),
            priority: random.pick(Self.priorities))
    }

    private func pickConstraint() -> LayoutConstraint? { constraints.isEmpty ? nil : random.pick(constraints) }

    private func toggleConstraint() {
        guard let constraint = pickConstraint() else { return }
        record("\(constraint.identifier ?? "").isActive = \(!constraint.isActive)")
        constraint.isActive.toggle()
    }

    /// A new constant, multiplier or priority; now and then one the API rejects.
    private func editConstraint() {
        guard let constraint = pickConstraint() else { return }
        let label = constraint.identifier ?? ""
        switch random.int(0...3) {
        case 0, 1:
            let constant = random.chance(0.05) ? random.pick(Self.rejected) : random.pick(Self.constants)
            record("\(label).constant = \(constant)")
            constraint.constant = constant
        case 2:
            let multiplier = random.chance(0.05) ? random.pick(Self.rejected) : random.pick(Self.multipliers)
            record("\(label).multiplier = \(multiplier)")
            constraint.multiplier = multiplier
        default:
            let priority = random.chance(0.05) ? 0 : random.pick(Self.priorities)
            record("\(label).priority = \(priority)")
            constraint.priority = LayoutPriority(priority)
        }
    }

    // MARK: - Views and stacks

    private func toggleHidden() {
        guard let view = pickInTree() else { return }
        record("\(name(view)).isHidden = \(!view.isHidden)")
        view.isHidden.toggle()
    }

    private func changeStack() {
        guard let stack = randomStack() else { return }
        let label = name(stack)
        switch random.int(0...4) {
        case 0:
            stack.spacing = Double(random.int(0...6) * 4)
            record("\(label).spacing = \(stack.spacing)")
        case 1:
            stack.distribution = random.pick(Stack.Distribution.allCases)
            record("\(label).distribution = \(stack.distribution)")
        case 2:
            stack.alignment = random.pick(Stack.Alignment.allCases)
            record("\(label).alignment = \(stack.alignment)")
        case 3:
            stack.axis = stack.axis == .horizontal ? .vertical : .horizontal
            record("\(label).axis = \(stack.axis)")
        default:
            guard !stack.arrangedSubviews.isEmpty else { return }
            let view = random.pick(stack.arrangedSubviews), spacing = Double(random.int(0...5) * 6)
            record("\(label).setCustomSpacing(\(spacing), after: \(name(view)))")
            stack.setCustomSpacing(spacing, after: view)
        }
    }

    private func changeIntrinsicSize() {
        let plain = treeViews.compactMap { $0 as? IntrinsicView }
        guard !plain.isEmpty else { return }
        let view = random.pick(plain)
        view.intrinsic = Size(width: Double(random.int(0...12) * 10), height: Double(random.int(0...8) * 10))
        record("\(name(view)).intrinsic = \(view.intrinsic)")
    }

    private func changePriorities() {
        guard let view = pickInTree() else { return }
        let axis: Axis = random.pick([.horizontal, .vertical])
        let priority = LayoutPriority(random.pick(Self.priorities))
        record("\(name(view)) hugging or compression \(axis) = \(priority)")
        if random.chance(0.5) {
            view.setContentHuggingPriority(priority, for: axis)
        } else {
            view.setContentCompressionResistancePriority(priority, for: axis)
        }
    }

    // MARK: - Animation

    /// An animation block of one to three changes (hiding and showing, constants, stacks), now
    /// and then with a layout inside and a completion that hides, shows or removes a view.
    private func animate() {
        let duration = random.pick([0, 0.25, 1])
        let completion = completionChange()
        record("View.animate(withDuration: \(duration)) {")
        View.animate(withDuration: duration, animations: {
            for _ in 0..<random.int(1...3) {
                switch random.int(0...4) {
                case 0, 1: toggleHidden()
                case 2: editConstraint()
                case 3: changeStack()
                default:
                    record("window.layoutIfNeeded()")
                    window.layoutIfNeeded()
                }
            }
        }, completion: completion)
        record("}")
    }

    private func completionChange() -> ((Bool) -> Void)? {
        guard random.chance(0.4), let view = pickInTree() else { return nil }
        let removes = random.chance(0.5)
        let label = "completion: \(name(view)) \(removes ? "removeFromSuperview()" : "isHidden.toggle()")"
        return { [weak self] _ in
            self?.record(label)
            if removes { view.removeFromSuperview() } else { view.isHidden.toggle() }
        }
    }

    private func advanceClock() {
        let seconds = random.pick([0, 0.1, 0.3, 2])
        record("window.clock.advance(by: \(seconds))")
        window.clock.advance(by: seconds)
    }
}
