extension View {
    /// This view, with its subtree, is about to leave its superview in the tree whose root is
    /// `root`: deactivates the constraints of its autoresizing mask, then the active
    /// constraints with one item in the subtree and the other in the tree outside it (in
    /// creation order). See `ConstraintMaintaining`.
    func deactivateConstraintsLeavingSubtree(of root: View) {
        for constraint in ConstraintList(extendedState.autoresizingConstraints) { constraint.isActive = false }
        var leaving: [LayoutConstraint] = []
        forEachInSubtree { member in
            for constraint in member.allAttachedConstraints where constraint.storedIsActive {
                let hosts = [constraint.firstItem, constraint.secondItem].compactMap { $0.flatMap(ResolvedItem.init)?.hostView }
                if hosts.contains(where: { !$0.isDescendant(of: self) && $0.rootView === root }) {
                    leaving.append(constraint)
                }
            }
        }
        LayoutConstraint.deactivate(leaving.sorted { $0.sequence < $1.sequence })
    }
}
