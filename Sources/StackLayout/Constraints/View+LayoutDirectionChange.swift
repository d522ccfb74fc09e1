extension View {
    /// The layout direction changed for this subtree (a window's direction or a view's
    /// semantic attribute): directional margins and every installed constraint with a leading or
    /// trailing attribute are brought to the new direction at the next layout.
    func layoutDirectionDidChange() {
        let host = rootView.existingLayoutHost
        forEachInSubtree { view in
            if view.extendedState.directionalMargins != nil { host?.viewGeometryDidChange(view) }
            view.arrangingContainer?.generatedConstraintsDirectionDidChange()
            for constraint in view.allAttachedConstraints where constraint.hasDirectionalAttribute {
                constraint.layoutValuesDidChange(constantOnly: false)
            }
        }
        setNeedsLayout()
    }
}

extension LayoutConstraint {
    /// Whether an attribute of the constraint is leading, trailing or one of their margin forms.
    var hasDirectionalAttribute: Bool { firstAttribute.isDirectional || secondAttribute.isDirectional }

    /// The direction in which the constraint's leading and trailing read: the effective
    /// direction of the view that holds it (the nearest common ancestor of its items, whose
    /// immediate content it arranges); left to right without a directional attribute.
    var layoutDirection: LayoutDirection {
        guard hasDirectionalAttribute else { return .leftToRight }
        return holdingView?.effectiveUserInterfaceLayoutDirection ?? .leftToRight
    }
}
