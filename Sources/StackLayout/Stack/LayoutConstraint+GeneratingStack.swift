extension LayoutConstraint {
    /// The stack that generated this constraint and keeps it up to date, `nil` for a constraint
    /// made elsewhere (yours, an intrinsic size, an autoresizing mask). Generated constraints
    /// also carry a `Stack-…` ``identifier`` naming their kind (see <doc:StackSemantics>). A
    /// stack hands most of its constraints to the engine without a constraint object; the
    /// descriptions of them in ``View/constraints`` and ``View/constraintsAffectingLayout(for:)``
    /// name their stack here while it keeps them.
    public var generatingStack: Stack? {
        for candidate in [firstItem, secondItem] {
            for view in Self.stackCandidates(for: candidate) {
                guard let stack = view as? Stack else { continue }
                if stack.generatedConstraints.contains(where: { $0 === self }) { return stack }
            }
        }
        return nil
    }

    /// The views that may be the stack of a constraint naming `item`: a view and its superview
    /// (a stack constrains its arranged views), or the view owning a guide (a stack's guides).
    private static func stackCandidates(for item: (any LayoutItem)?) -> [View] {
        if let view = item as? View { return [view, view.superview].compactMap { $0 } }
        if let guide = item as? LayoutGuide, let owner = guide.owningView { return [owner] }
        return []
    }
}
