import LayoutSolver

/// A constraint the engine holds in its solver with an entry: a ``LayoutConstraint`` or a
/// stack's `DirectConstraint`. Edits reach the solver the same way for both; what differs is
/// how each leaves the solver, comes back, and is set aside when the solver refuses a constant.
protocol SolverHeld: AnyObject {
    /// The priority it asks for now (its entry keeps the one it was added at).
    var storedPriority: LayoutPriority { get }
    /// Out of `engine`'s solver.
    func uninstall(from engine: LayoutEngine)
    /// Into `engine`'s solver again.
    func install(in engine: LayoutEngine)
    /// `engine`'s solver refused its new constant (it is already out of the solver).
    func constantWasRefused(by engine: LayoutEngine, _ error: SolverError)
}

extension LayoutConstraint: SolverHeld {
    func uninstall(from engine: LayoutEngine) { engine.uninstall(self) }
    func install(in engine: LayoutEngine) { engine.install(self) }

    /// Left out, broken (retried when it changes), and reported.
    func constantWasRefused(by engine: LayoutEngine, _ error: SolverError) {
        engine.broken[ObjectIdentifier(self)] = self
        engine.reportRefusal(of: self, error)
    }
}

extension DirectConstraint: SolverHeld {
    func uninstall(from engine: LayoutEngine) { engine.uninstall(self) }
    func install(in engine: LayoutEngine) { engine.install(self) }

    /// Becomes a ``LayoutConstraint``, broken and reported (a fitting engine only leaves it out).
    func constantWasRefused(by engine: LayoutEngine, _ error: SolverError) {
        guard engine.fittingTarget == nil else { return }
        let object = becomeObject()
        engine.broken[ObjectIdentifier(object)] = object
        engine.reportRefusal(of: object, error)
    }
}

extension LayoutEngine {
    /// Brings edited, installed `constraint` to its new `form`: when only its constant changed
    /// since it was installed (`constantOnly`), the solver is asked once, for the new constant
    /// in place (the reference paths compare the terms and the constant first).
    func applyEdit(to constraint: some SolverHeld, _ entry: ConstraintEntry, _ form: LinearForm, constantOnly: Bool) {
        guard constantOnly, !usesReferencePaths, constraint.storedPriority == entry.priority else {
            update(constraint, entry, to: form)
            return
        }
        assert(form.hasSameTerms(as: entry.solverConstraint, in: solver), "a constant-only edit changed the terms")
        updateConstant(of: constraint, entry, to: form.constant)
    }

    /// Brings an installed constraint to `form` and its current priority: the constant in place
    /// when only it changed, otherwise by re-adding.
    func update(_ constraint: some SolverHeld, _ entry: ConstraintEntry, to form: LinearForm) {
        guard form.hasSameTerms(as: entry.solverConstraint, in: solver), constraint.storedPriority == entry.priority else {
            constraint.uninstall(from: self)
            constraint.install(in: self)
            return
        }
        guard form.constant != solver.constant(of: entry.solverConstraint) else { return }
        updateConstant(of: constraint, entry, to: form.constant)
    }

    /// Sets the constant of installed `constraint` in the solver to `constant` (the solver
    /// leaves an unchanged constant alone); a constant too large for the solver leaves it out.
    private func updateConstant(of constraint: some SolverHeld, _ entry: ConstraintEntry, to constant: Double) {
        do {
            try solver.updateConstant(of: entry.solverConstraint, to: constant)
            statistics.constantUpdates += 1
            needsUpdateVariables = true
        } catch {
            constraint.uninstall(from: self)
            constraint.constantWasRefused(by: self, error)
        }
    }

    /// Reports that the solver refused `constraint`.
    func reportRefusal(of constraint: LayoutConstraint, _ error: SolverError) {
        guard reportsDiagnostics else { return }
        reportDiagnostic(.invalidConstraint(constraint.snapshot, reason: "the solver refused it (\(error))"), near: root)
    }
}
