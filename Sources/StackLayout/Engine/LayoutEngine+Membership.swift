/// Which views, items and constraints belong to the engine's tree.
extension LayoutEngine {
    /// `true` when `view` is the root or one of its descendants.
    func contains(_ view: View) -> Bool {
        // The root is read without retaining it: it holds the engine, and nothing here runs the
        // views' own code.
        guard let root = rootReference.unretainedView else { return false }
        return root._withUnsafeGuaranteedRef { view.isDescendant(of: $0) }
    }

    /// `true` when an item of `constraint` belongs to this tree (a constraint queued before its
    /// subtree left the tree belongs to the subtree's own engine now).
    func hasItemInTree(_ constraint: LayoutConstraint) -> Bool {
        // The common case, without resolving the items: the first one is registered here.
        if fittingTarget == nil && constraint.firstReference.hostRecordOwner == id { return true }
        return isInTree(constraint.firstResolved) || isInTree(constraint.secondResolved)
    }

    /// Whether `item` belongs to this tree: registered here (the common case), else inside the root.
    func isInTree(_ item: ResolvedItem?) -> Bool {
        guard let item else { return false }
        if record(of: item) != nil { return true }
        guard let host = item.hostView else { return false }
        return contains(host)
    }
}
