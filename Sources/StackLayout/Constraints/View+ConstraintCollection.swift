/// UIKit's older constraint API: a view adds and removes the constraints it holds.
extension View {
    /// Activates `constraint` (UIKit's `addConstraint(_:)`). The view must be a common ancestor
    /// of the constraint's items (or one of them); otherwise nothing changes and a
    /// ``LayoutDiagnostic/refusedOperation(operation:reason:)`` is reported.
    public func addConstraint(_ constraint: LayoutConstraint) {
        guard holds(constraint, for: "addConstraint(_:)") else { return }
        constraint.isActive = true
    }

    /// Activates each of `constraints` that this view may hold (see ``addConstraint(_:)``).
    public func addConstraints(_ constraints: [LayoutConstraint]) {
        LayoutConstraint.activate(constraints.filter { holds($0, for: "addConstraints(_:)") })
    }

    /// Deactivates `constraint` (UIKit's `removeConstraint(_:)`). The view must be a common
    /// ancestor of the constraint's items; otherwise nothing changes and a diagnostic is reported.
    public func removeConstraint(_ constraint: LayoutConstraint) {
        guard holds(constraint, for: "removeConstraint(_:)") else { return }
        constraint.isActive = false
    }

    /// Deactivates each of `constraints` that this view may hold (see ``removeConstraint(_:)``).
    public func removeConstraints(_ constraints: [LayoutConstraint]) {
        LayoutConstraint.deactivate(constraints.filter { holds($0, for: "removeConstraints(_:)") })
    }

    /// Whether the view is the constraint's items' view or an ancestor of them; reports a
    /// refused `operation` when it is not.
    private func holds(_ constraint: LayoutConstraint, for operation: String) -> Bool {
        let items = [constraint.firstItem, constraint.secondItem].compactMap { $0 }
        let views = items.map { ResolvedItem($0)?.hostView }
        let held = !views.isEmpty && views.allSatisfy { view in view.map { $0.isDescendant(of: self) } ?? false }
        if !held {
            reportDiagnostic(
                .refusedOperation(
                    operation: "\(operation) on \(displayName)",
                    reason: "the view is not a common ancestor of the items of \(constraint.snapshot)"),
                near: self)
        }
        return held
    }
}
