import LayoutSolver

/// Stacks' constraints held directly (`DirectConstraint`): from the stack's values into the
/// solver, with no ``LayoutConstraint`` object. They follow the user's constraints through a
/// sync in creation order: queued ones are installed merged with the queued constraints, edits
/// applied merged with the other edits. One that cannot be held directly — pending, refused or
/// broken — becomes a ``LayoutConstraint`` (`becomeObject()`), which the engine handles as any
/// other from then on; fitting engines, which live for one measurement, keep their own entries
/// and describe such a constraint instead.
extension LayoutEngine {
    // MARK: Requests from stacks

    /// Queues `constraint`, just activated, for the next sync (once).
    func enqueue(_ constraint: DirectConstraint) {
        if takeIntoQueue(constraint) { queuedDirect.append(constraint) }
    }

    /// The multiplier, constant or priority of `constraint` changed (only its constant with
    /// `constantOnly`), or its direction: an installed one is brought to the solver in
    /// `applyEdits()`; a queued one is read when installed.
    func constraintDidChange(_ constraint: DirectConstraint, constantOnly: Bool) {
        guard hasEntry(constraint) else { return }
        if !constantOnly { constraint.isReshaped = true }
        if !constraint.isEdited {
            constraint.isEdited = true
            editedDirect.append(constraint)
        }
        needsRetry = true
        requestLayout()
    }

    /// `constraint` was deactivated by its stack: out of the solver.
    func constraintWasDeactivated(_ constraint: DirectConstraint) {
        uninstall(constraint)
        requestLayout()
    }

    // MARK: Install and uninstall

    /// Makes room in the list of installed stack constraints for `count` more (a sync's queue),
    /// so that a first layout does not grow it step by step; at least doubling, as appending
    /// would, so that a sync that installs a few costs no copy.
    func reserveInstalledDirect(_ count: Int) {
        let needed = installedDirect.count + count
        if needed > installedDirect.capacity { installedDirect.reserveCapacity(max(needed, 2 * installedDirect.capacity)) }
    }

    /// Installs a queued constraint that is still active and whose items are in this tree.
    func installQueued(_ constraint: DirectConstraint) {
        guard constraint.isActive, hasItemInTree(constraint) else { return }
        install(constraint)
    }

    /// Adds `constraint` to the solver. Returns `false` when it cannot be held directly: then it
    /// has become a ``LayoutConstraint``, pending (an item is not in this tree) or refused.
    @discardableResult
    func install(_ constraint: DirectConstraint) -> Bool {
        if hasEntry(constraint) { return true }
        var positioned = PositionedItems()
        let solverConstraint: Solver.ConstraintID
        do {
            guard let added = try addForm(of: constraint, positioned: &positioned) else {
                if fittingTarget == nil {
                    let object = constraint.becomeObject()
                    pending[ObjectIdentifier(object)] = object
                }
                return false
            }
            solverConstraint = added
        } catch {
            let object = fittingTarget == nil ? constraint.becomeObject() : constraint.describedConstraint
            return handleAddFailure(object, error, report: true)
        }
        statistics.adds += 1
        positioned.count(by: 1, in: self)
        setEntry(
            ConstraintEntry(
                solverConstraint, priority: constraint.storedPriority, index: installedDirect.count,
                positioned: consume positioned),
            for: constraint)
        installedDirect.append(constraint)
        if constraint.hasBaselineAttribute { baselineDirect[ObjectIdentifier(constraint)] = constraint }
        needsUpdateVariables = true
        return true
    }

    /// Removes `constraint` from the solver (if it is there).
    func uninstall(_ constraint: DirectConstraint) {
        constraint.isEdited = false
        guard let entry = takeEntry(of: constraint) else { return }
        solver.remove(entry.solverConstraint)
        forget(entry, of: constraint, mayResolveConflicts: true)
    }

    /// The bookkeeping of a constraint that left the solver; with `mayResolveConflicts`, broken
    /// constraints are retried at the next sync (leaving out a constraint the solver rejected
    /// cannot resolve a conflict).
    func forgetInstalled(_ constraint: DirectConstraint, mayResolveConflicts: Bool = true) {
        guard let entry = takeEntry(of: constraint) else { return }
        forget(entry, of: constraint, mayResolveConflicts: mayResolveConflicts)
    }

    /// The bookkeeping of `constraint`, whose `entry` was just taken off it.
    private func forget(_ entry: borrowing ConstraintEntry, of constraint: DirectConstraint, mayResolveConflicts: Bool) {
        let last = installedDirect.removeLast()
        if last !== constraint {
            // The index alone is captured (capturing the entry would copy it, records and all).
            let index = entry.index
            installedDirect[index] = last
            modifyEntry(of: last) { $0.index = index }
        }
        entry.positioned.count(by: -1, in: self)
        statistics.removes += 1
        if !baselineDirect.isEmpty { baselineDirect[ObjectIdentifier(constraint)] = nil }
        if mayResolveConflicts { needsRetry = true }
        needsUpdateVariables = true
    }

    /// Whether an item of `constraint` belongs to this tree.
    func hasItemInTree(_ constraint: DirectConstraint) -> Bool {
        if fittingTarget == nil && constraint.firstReference.hostRecordOwner == id { return true }
        return isInTree(constraint.firstResolved) || isInTree(constraint.secondResolved)
    }

    // MARK: Edits

    /// The edited constraints still installed here, each once, sorted by creation order.
    func takeEditedDirect() -> [DirectConstraint] {
        guard !editedDirect.isEmpty else { return [] }
        var result: [DirectConstraint] = []
        for constraint in editedDirect where constraint.isEdited {
            constraint.isEdited = false
            if hasEntry(constraint) { result.append(constraint) }
        }
        editedDirect.removeAll(keepingCapacity: true)
        result.sort { $0.sequence < $1.sequence }
        return result
    }

    /// Brings edited `constraint` to the solver: the constant in place when only it changed,
    /// otherwise compared with what the solver holds and added again if it differs.
    func applyEdit(_ constraint: DirectConstraint) {
        let reshaped = constraint.isReshaped
        constraint.isReshaped = false
        guard let entry = entry(of: constraint) else { return }
        guard let form = form(of: constraint) else { return takeOut(constraint) }
        applyEdit(to: constraint, entry, form, constantOnly: !reshaped)
    }

    /// Takes `constraint`, whose form can no longer be written (an item left), out of the
    /// solver; it waits, pending, as a ``LayoutConstraint``.
    private func takeOut(_ constraint: DirectConstraint) {
        uninstall(constraint)
        guard fittingTarget == nil, constraint.isActive else { return }
        let object = constraint.becomeObject()
        pending[ObjectIdentifier(object)] = object
    }

    /// Forms the installed constraint on baselines again, if its form changed.
    func recheckBaseline(_ constraint: DirectConstraint) {
        guard let entry = entry(of: constraint) else { return }
        guard let form = form(of: constraint) else { return takeOut(constraint) }
        if !form.isHeld(as: entry.solverConstraint, in: solver) { update(constraint, entry, to: form) }
    }

    // MARK: A stack joining or leaving

    /// Queues the active constraints that the stacks of `subtree`, which just joined this
    /// engine's tree, hold directly and this engine does not: those of a stack laid out in
    /// another tree. A stack generates its constraints in the engine of its tree, which queues
    /// them (a new stack has none yet when it joins), so that registering the subtree later
    /// needs no walk of its stacks' constraints.
    func enqueueDirectConstraints(inSubtreeOf subtree: View) {
        subtree.forEachInSubtree { enqueueDirectConstraints(of: $0) }
    }

    /// Queues the active constraints `view` holds directly, if it is a stack (it just joined
    /// this engine).
    func enqueueDirectConstraints(of view: View) {
        guard let holder = view.arrangingContainer as? any DirectConstraintHolder else { return }
        holder.forEachActiveDirectConstraint { if !hasEntry($0) { enqueue($0) } }
    }

    /// Takes the constraints `view` holds directly, if it is a stack, out of the solver (it
    /// leaves this engine; they stay active, for the engine it joins).
    func uninstallDirectConstraints(of view: View) {
        guard let holder = view.arrangingContainer as? any DirectConstraintHolder else { return }
        var held: [DirectConstraint] = []
        holder.forEachActiveDirectConstraint { if hasEntry($0) { held.append($0) } }
        held.sort { $0.sequence < $1.sequence }
        for constraint in held { uninstall(constraint) }
    }
}
