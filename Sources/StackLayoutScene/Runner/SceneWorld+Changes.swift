// Timeline changes applied to a live scene.
import StackLayout

extension SceneWorld {
    /// Applies one change of a timeline step (outside or inside an animation block).
    /// `addName` names an added constraint that has no id.
    func apply(_ change: SceneChange, addName: String) throws(SceneRunError) {
        switch change {
        case .view(let change): try apply(change)
        case .stack(let change): try applyStackChange(change)
        case .constraint(let change): try apply(change)
        case .add(let constraint): try activate(constraint, fallbackName: addName)
        case .window(let size):
            window.frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
        }
    }

    private func apply(_ change: SceneViewChange) throws(SceneRunError) {
        let view = try view(change.id)
        let configurable = view as? any SceneConfigurableView
        if let hidden = change.isHidden { view.isHidden = hidden }
        if let alpha = change.alpha { view.alpha = alpha }
        if let color = change.backgroundColor { view.backgroundColor = color }
        if let offset = change.contentOffset {
            guard let scrollView = view as? ScrollView else { throw SceneRunError("\(change.id) is not a scroll view") }
            scrollView.contentOffset = offset
        }
        if let intrinsic = change.intrinsic {
            guard let configurable else { throw SceneRunError("\(change.id) measures its own content") }
            configurable.sceneMetrics.intrinsicSize = intrinsic.size
            view.invalidateIntrinsicContentSize()
        }
        if let text = change.text {
            guard let label = view as? Label else { throw SceneRunError("\(change.id) is not a label") }
            label.text = text
        }
        if let hugging = change.hugging {
            view.setContentHuggingPriority(LayoutPriority(hugging.horizontal), for: .horizontal)
            view.setContentHuggingPriority(LayoutPriority(hugging.vertical), for: .vertical)
        }
        if let compression = change.compression {
            view.setContentCompressionResistancePriority(LayoutPriority(compression.horizontal), for: .horizontal)
            view.setContentCompressionResistancePriority(LayoutPriority(compression.vertical), for: .vertical)
        }
        if let insets = change.alignmentInsets {
            guard let configurable else { throw SceneRunError("\(change.id) measures its own content") }
            configurable.sceneMetrics.alignmentInsets = insets
            view.invalidateIntrinsicContentSize()
            view.setNeedsLayout()
        }
        if let margins = change.margins { view.layoutMargins = margins }
        if let frame = change.frame { view.frame = frame }
    }

    private func apply(_ change: SceneConstraintChange) throws(SceneRunError) {
        guard let constraint = constraints[change.id] else {
            throw SceneRunError("no constraint with id \(change.id)")
        }
        if let constant = change.constant { constraint.constant = constant }
        if let multiplier = change.multiplier { constraint.multiplier = multiplier }
        if let priority = change.priority { constraint.priority = LayoutPriority(priority) }
        if let active = change.isActive { constraint.isActive = active }
    }
}
