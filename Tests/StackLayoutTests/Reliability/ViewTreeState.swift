// What a view tree is, read through the public API alone, and a new tree built from it: the
// oracle of the random API histories (a tree reached by any history lays out as a fresh build
// of the state it ended in).
import StackLayout
import TestSupport

/// The state of a window's tree of `IntrinsicView`s and `Stack`s and of the user constraints
/// among them, read back from the live objects.
struct ViewTreeState {
    /// One view: `subviews` are indices into `views`, the window being 0.
    struct ViewState {
        var name: String?
        var stack: StackState?
        var intrinsic: Size
        var isHidden: Bool
        /// The frame it has: a view keeps its frame on an axis that no constraint positions.
        var frame: Rect
        var hugging: [LayoutPriority]
        var compression: [LayoutPriority]
        var subviews: [Int]
    }

    struct StackState {
        var axis: Axis
        var distribution: Stack.Distribution
        var alignment: Stack.Alignment
        var spacing: Double
        var arranged: [Int]
        /// The custom spacing after each arranged view (`Stack.spacingUseDefault` when none).
        var customSpacings: [Double]
    }

    /// An active constraint between views of the tree (or of one view and a constant).
    struct ConstraintState {
        var first: Int
        var firstAttribute: LayoutAttribute
        var relation: LayoutRelation
        var second: Int?
        var secondAttribute: LayoutAttribute
        var multiplier: Double
        var constant: Double
        var priority: LayoutPriority
    }

    static let axes: [Axis] = [.horizontal, .vertical]

    var windowSize: Size
    var views: [ViewState] = []
    /// In the order the history created them.
    var constraints: [ConstraintState] = []

    /// The tree of `window` in depth-first order, and the active ones of `constraints` whose
    /// items are all in it (a constraint to a view outside the tree waits and does nothing).
    init(of window: Window, constraints allConstraints: [LayoutConstraint]) {
        windowSize = window.frame.size
        let tree = Self.depthFirst(window)
        var index: [ObjectIdentifier: Int] = [:]
        for (position, view) in tree.enumerated() { index[ObjectIdentifier(view)] = position }
        views = tree.map { view in Self.state(of: view, index: index) }
        for constraint in allConstraints where constraint.isActive {
            guard let first = constraint.firstItem as? View, let firstIndex = index[ObjectIdentifier(first)] else { continue }
            var secondIndex: Int?
            if let second = constraint.secondItem {
                guard let view = second as? View, let found = index[ObjectIdentifier(view)] else { continue }
                secondIndex = found
            }
            self.constraints.append(ConstraintState(
                first: firstIndex, firstAttribute: constraint.firstAttribute, relation: constraint.relation,
                second: secondIndex, secondAttribute: constraint.secondAttribute, multiplier: constraint.multiplier,
                constant: constraint.constant, priority: constraint.priority))
        }
    }

    /// `root` and every view below it, parents before children.
    static func depthFirst(_ root: View) -> [View] {
        var result: [View] = []
        var pending = [root]
        while let next = pending.popLast() {
            result.append(next)
            pending += next.subviews.reversed()
        }
        return result
    }

    private static func state(of view: View, index: [ObjectIdentifier: Int]) -> ViewState {
        var stackState: StackState?
        if let stack = view as? Stack {
            stackState = StackState(
                axis: stack.axis, distribution: stack.distribution, alignment: stack.alignment, spacing: stack.spacing,
                arranged: stack.arrangedSubviews.compactMap { index[ObjectIdentifier($0)] },
                customSpacings: stack.arrangedSubviews.map { stack.customSpacing(after: $0) })
        }
        return ViewState(
            name: view.debugName, stack: stackState, intrinsic: (view as? IntrinsicView)?.intrinsic ?? Size(width: -1, height: -1),
            isHidden: view.isHidden, frame: view.frame,
            hugging: Self.axes.map(view.contentHuggingPriority(for:)),
            compression: Self.axes.map(view.contentCompressionResistancePriority(for:)),
            subviews: view.subviews.compactMap { index[ObjectIdentifier($0)] })
    }

    /// A new silent window holding the tree, laid out; `views` are in the order of `self.views`.
    func build() -> (window: Window, views: [View]) {
        let window = Window(size: windowSize)
        window.diagnosticHandler = nil
        let made: [View] = views.indices.map { index in index == 0 ? window : makeView(views[index]) }
        for (view, state) in zip(made, views) {
            for subview in state.subviews { view.addSubview(made[subview]) }
            if let stack = view as? Stack, let stackState = state.stack {
                for (arranged, spacing) in zip(stackState.arranged, stackState.customSpacings) {
                    stack.addArrangedSubview(made[arranged])
                    if spacing != Stack.spacingUseDefault { stack.setCustomSpacing(spacing, after: made[arranged]) }
                }
            }
        }
        for state in constraints {
            let constraint = LayoutConstraint(
                item: made[state.first], attribute: state.firstAttribute, relatedBy: state.relation,
                toItem: state.second.map { made[$0] }, attribute: state.secondAttribute,
                multiplier: state.multiplier, constant: state.constant)
            constraint.priority = state.priority
            constraint.isActive = true
        }
        window.layoutIfNeeded()
        return (window, made)
    }

    private func makeView(_ state: ViewState) -> View {
        let view: View
        if let stackState = state.stack {
            view = Stack(axis: stackState.axis, distribution: stackState.distribution, alignment: stackState.alignment,
                         spacing: stackState.spacing)
        } else {
            view = IntrinsicView(intrinsic: state.intrinsic)
        }
        view.debugName = state.name
        view.frame = state.frame
        view.isHidden = state.isHidden
        for (axis, position) in zip(Self.axes, 0...) {
            view.setContentHuggingPriority(state.hugging[position], for: axis)
            view.setContentCompressionResistancePriority(state.compression[position], for: axis)
        }
        return view
    }
}
