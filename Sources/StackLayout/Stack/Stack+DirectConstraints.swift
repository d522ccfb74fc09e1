extension Stack: DirectConstraintHolder {
    /// Calls `body` with every active constraint the stack generated and holds directly.
    func forEachActiveDirectConstraint(_ body: (DirectConstraint) -> Void) {
        stackConstraints.forEachActiveDirect(body)
        for record in arrangedRecords { record.forEachActiveDirect(body) }
    }

    /// Deactivates, in creation order, the active constraints held directly that name the item
    /// whose reference is `reference` (an arranged view leaving the stack, or its gap guide).
    func deactivateDirectConstraints(naming reference: ItemReference) {
        var naming: [DirectConstraint] = []
        forEachActiveDirectConstraint { if $0.names(reference) { naming.append($0) } }
        guard !naming.isEmpty else { return }
        naming.sort { $0.sequence < $1.sequence }
        let engine = rootView.existingEngine
        for constraint in naming {
            constraint.isActive = false
            engine?.constraintWasDeactivated(constraint)
        }
    }

    func generatedConstraintsDirectionDidChange() {
        guard let engine = rootView.existingEngine else { return }
        forEachActiveDirectConstraint { constraint in
            if constraint.hasDirectionalAttribute { engine.constraintDidChange(constraint, constantOnly: false) }
        }
    }

    var directConstraintDescriptions: [any StoredConstraint] {
        var descriptions: [any StoredConstraint] = []
        forEachActiveDirectConstraint { descriptions.append($0.describedConstraint) }
        return descriptions
    }
}
