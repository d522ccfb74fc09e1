/// A view's baseline anchors (its edge, center and size anchors come with
/// ``LayoutAnchorProviding``).
extension View {
    /// The first baseline of `viewForFirstBaselineLayout`.
    public var firstBaselineAnchor: YAxisAnchor { YAxisAnchor(self, .firstBaseline) }
    /// The last baseline of `viewForLastBaselineLayout`.
    public var lastBaselineAnchor: YAxisAnchor { YAxisAnchor(self, .lastBaseline) }

    /// The active constraints held by this view: those whose items' nearest common ancestor is
    /// this view (a pending constraint is held by its first item's view), in creation order.
    public var constraints: [LayoutConstraint] {
        var found: [ObjectIdentifier: LayoutConstraint] = [:]
        forEachInSubtree { view in
            for constraint in view.allAttachedConstraints where constraint.holdingView === self {
                found[ObjectIdentifier(constraint)] = constraint
            }
        }
        // A stack holds the constraints it generated (described, when held directly).
        if let container = arrangingContainer {
            for constraint in ConstraintList(container.directConstraintDescriptions) {
                found[ObjectIdentifier(constraint)] = constraint
            }
        }
        return found.values.sorted { $0.sequence < $1.sequence }
    }

    /// Active constraints attached to the view or to one of its guides.
    var allAttachedConstraints: ConstraintList {
        if marginsGuideStorage == nil && guideStorage.isEmpty { return attachedConstraints.all }
        var result = attachedConstraints.stored
        if let guide = marginsGuideStorage { result += guide.attachedConstraints.stored }
        for guide in guideStorage { result += guide.attachedConstraints.stored }
        return ConstraintList(result)
    }
}

extension LayoutConstraint {
    /// The view that holds the constraint: the nearest common ancestor of its items' views, or
    /// the first item's view when they share no tree.
    var holdingView: View? {
        let first = firstItem.flatMap(ResolvedItem.init)?.hostView
        guard hasSecondItem else { return first }
        guard let second = secondItem.flatMap(ResolvedItem.init)?.hostView else { return first }
        guard let first else { return second }
        var ancestor: View? = first
        while let candidate = ancestor {
            if second.isDescendant(of: candidate) { return candidate }
            ancestor = candidate.superview
        }
        return first
    }
}
