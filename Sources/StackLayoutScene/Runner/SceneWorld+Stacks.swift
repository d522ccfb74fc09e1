// Stacks of a scene: creation, arranged subviews, properties and timeline changes.
import StackLayout

/// A stack of a scene: like ``SceneLeafView``, its intrinsic size and alignment insets are
/// stored (a stack has none unless the scene gives them).
final class SceneStackView: Stack, SceneConfigurableView {
    var sceneMetrics = SceneViewMetrics()
    override var intrinsicContentSize: Size { sceneMetrics.intrinsicSize }
    override var alignmentRectInsets: EdgeInsets { sceneMetrics.alignmentInsets }
}

extension SceneWorld {
    /// A new, empty stack for `spec` (arranged subviews are added by the builder).
    func makeStackView(_ spec: SceneStack) throws(SceneRunError) -> any SceneConfigurableView {
        SceneStackView(axis: spec.axis.axis, distribution: spec.distribution.distribution,
                       alignment: spec.alignment.alignment, spacing: spec.spacing)
    }

    /// Adds `child` to the arrangement of the stack `view`.
    func addArrangedSubview(_ child: View, to view: View) throws(SceneRunError) {
        guard let stack = view as? Stack else { throw SceneRunError("\(view.debugName ?? "view") is not a stack") }
        stack.addArrangedSubview(child)
    }

    /// Applies the stack properties that need the arranged subviews (custom spacing, flags).
    func configureStack(_ view: View, _ spec: SceneStack) throws(SceneRunError) {
        guard let stack = view as? Stack else { throw SceneRunError("\(view.debugName ?? "view") is not a stack") }
        stack.isLayoutMarginsRelativeArrangement = spec.marginsRelative
        stack.isBaselineRelativeArrangement = spec.baselineRelative
        for entry in spec.customSpacing { stack.setCustomSpacing(entry.spacing, after: try self.view(entry.after)) }
    }

    /// Applies a `{ "stack": id, … }` change.
    func applyStackChange(_ change: SceneStackChange) throws(SceneRunError) {
        guard let stack = try view(change.id) as? Stack else { throw SceneRunError("\(change.id) is not a stack") }
        if let axis = change.axis { stack.axis = axis.axis }
        if let distribution = change.distribution { stack.distribution = distribution.distribution }
        if let alignment = change.alignment { stack.alignment = alignment.alignment }
        if let spacing = change.spacing { stack.spacing = spacing }
        if let relative = change.marginsRelative { stack.isLayoutMarginsRelativeArrangement = relative }
        if let relative = change.baselineRelative { stack.isBaselineRelativeArrangement = relative }
        if let order = change.arranged {
            let kept = Set(order)
            for view in stack.arrangedSubviews {
                guard let id = view.debugName, !kept.contains(id) else { continue }
                stack.removeArrangedSubview(view)
                view.removeFromSuperview()
                markRemoved(id)
                for descendant in descendantIDs(of: view) { markRemoved(descendant) }
            }
            for (index, id) in order.enumerated() {
                let view = try self.view(id)
                guard stack.arrangedSubviews.firstIndex(where: { $0 === view }) != index else { continue }
                stack.insertArrangedSubview(view, at: index)
                guard stack.arrangedSubviews.firstIndex(where: { $0 === view }) == index else {
                    throw SceneRunError("cannot move \(id) to arranged index \(index) of \(change.id)")
                }
            }
        }
        if let spacings = change.customSpacing {
            let byID = Dictionary(spacings.map { ($0.after, $0.spacing) }, uniquingKeysWith: { _, last in last })
            for view in stack.arrangedSubviews {
                stack.setCustomSpacing(view.debugName.flatMap { byID[$0] } ?? Stack.spacingUseDefault, after: view)
            }
        }
    }

    /// The scene ids of every view below `view`, parents before children (iterative).
    private func descendantIDs(of view: View) -> [String] {
        var ids: [String] = []
        var pending = Array(view.subviews.reversed())
        while let descendant = pending.popLast() {
            if let id = descendant.debugName { ids.append(id) }
            pending.append(contentsOf: descendant.subviews.reversed())
        }
        return ids
    }
}

extension SceneAxis {
    /// The engine's axis.
    var axis: Axis { self == .horizontal ? .horizontal : .vertical }
}

extension SceneDistribution {
    /// The stack's distribution.
    var distribution: Stack.Distribution {
        switch self {
        case .fill: .fill
        case .fillEqually: .fillEqually
        case .fillProportionally: .fillProportionally
        case .equalSpacing: .equalSpacing
        case .equalCentering: .equalCentering
        }
    }
}

extension SceneAlignment {
    /// The stack's alignment (`top` and `bottom` map to their own cases, which equal leading
    /// and trailing).
    var alignment: Stack.Alignment {
        switch self {
        case .fill: .fill
        case .leading: .leading
        case .top: .top
        case .center: .center
        case .trailing: .trailing
        case .bottom: .bottom
        case .firstBaseline: .firstBaseline
        case .lastBaseline: .lastBaseline
        }
    }
}
