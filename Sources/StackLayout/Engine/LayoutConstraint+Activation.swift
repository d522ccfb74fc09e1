extension LayoutConstraint {
    /// The engine of the tree of the first item's view (or the second's when the first is gone).
    var hostEngine: LayoutEngine? {
        let host = firstItem.flatMap(ResolvedItem.init)?.hostView ?? secondItem.flatMap(ResolvedItem.init)?.hostView
        return host?.rootView.existingEngine
    }

    /// The items' engines that may know about this constraint (one or two trees; the second
    /// is `nil` when both items share a tree).
    private var itemEngines: (LayoutEngine?, LayoutEngine?) {
        let first = firstResolved?.hostView?.rootView.existingEngine
        let second = secondResolved?.hostView?.rootView.existingEngine
        return second === first ? (first, nil) : (first, second)
    }

    func activate() {
        guard !storedIsActive, role == .user else { return }
        if let malformation {
            reportNearItems(.invalidConstraint(snapshot, reason: malformation))
            return
        }
        guard let first = firstItem.flatMap(ResolvedItem.init) else {
            reportNearItems(.invalidConstraint(snapshot, reason: "the first item is not a View or LayoutGuide"))
            return
        }
        var second: ResolvedItem?
        if hasSecondItem {
            guard let resolved = secondItem.flatMap(ResolvedItem.init) else {
                reportNearItems(.invalidConstraint(snapshot, reason: "the second item is not a View or LayoutGuide"))
                return
            }
            second = resolved
        }
        if !isGenerated, case .view(let view) = first { view.constraintsClaimFrame() }
        storedIsActive = true
        attach(toItemOf: firstReference, attribute: firstAttribute)
        if let secondReference { attach(toItemOf: secondReference, attribute: secondAttribute) }
        tellAncestorsOfChange()
        let firstRoot = first.hostView?.rootView
        let secondRoot = second == nil ? firstRoot : second?.hostView?.rootView
        if let firstRoot, firstRoot === secondRoot {
            firstRoot.layoutEngine.queueInstall(self)
        } else {
            firstRoot?.layoutEngine.addPending(self)
            secondRoot?.layoutEngine.addPending(self)
        }
    }

    /// Activates a constraint a stack generated in `engine`, the engine of the tree that holds
    /// both its items; anything unusual takes the general path, with its diagnostics.
    func activateGenerated(in engine: LayoutEngine) {
        guard !storedIsActive else { return }
        guard malformation == nil, firstReference.isViewOrGuide, secondReference?.isViewOrGuide ?? true
        else { return activate() }
        attachGenerated()
        engine.enqueue(self)
    }

    /// Marks a well-formed generated constraint active and attaches it to its items, without
    /// queueing it in an engine.
    func attachGenerated() {
        storedIsActive = true
        attach(toItemOf: firstReference, attribute: firstAttribute)
        if hasSecondItem {
            // The constraint holds its second reference for the call: it is read without retaining it.
            Unmanaged.passUnretained(secondReference.unsafelyUnwrapped)._withUnsafeGuaranteedRef {
                attach(toItemOf: $0, attribute: secondAttribute)
            }
        }
    }

    func layoutValuesDidChange(constantOnly: Bool) {
        hostEngine?.constraintDidChange(self, constantOnly: constantOnly)
    }

    func deactivate() {
        guard storedIsActive else { return }
        let engines = itemEngines
        storedIsActive = false
        detach(fromItemOf: firstReference)
        if let secondReference { detach(fromItemOf: secondReference) }
        engines.0?.constraintWasDeactivated(self)
        engines.1?.constraintWasDeactivated(self)
        tellAncestorsOfChange()
    }

    /// Deactivates a constraint a stack generated, whose items are all in the tree of `engine`.
    func deactivateGenerated(in engine: LayoutEngine) {
        guard storedIsActive else { return }
        storedIsActive = false
        detach(fromItemOf: firstReference)
        if hasSecondItem {
            // As in `activateGenerated(in:)`.
            Unmanaged.passUnretained(secondReference.unsafelyUnwrapped)._withUnsafeGuaranteedRef { detach(fromItemOf: $0) }
        }
        engine.constraintWasDeactivated(self)
    }

    // The item of a reference the constraint holds is read without retaining it: a freed item
    // clears its reference, so an item read from it is alive for the call.

    private func detach(fromItemOf reference: ItemReference) {
        if let view = reference.unretainedView {
            view._withUnsafeGuaranteedRef { $0.attachedConstraints.remove(self, owner: reference) }
        } else if let guide = reference.unretainedGuide {
            guide._withUnsafeGuaranteedRef { $0.attachedConstraints.remove(self, owner: reference) }
        }
    }

    private func attach(toItemOf reference: ItemReference, attribute: LayoutAttribute) {
        if let view = reference.unretainedView {
            view._withUnsafeGuaranteedRef { view in
                view.attachedConstraints.insert(self, owner: reference)
                // Margin attributes need the margins guide to exist.
                if attribute.marginBase != nil { _ = view.layoutMarginsGuide }
            }
        } else if let guide = reference.unretainedGuide {
            guide._withUnsafeGuaranteedRef { $0.attachedConstraints.insert(self, owner: reference) }
        }
    }
}
