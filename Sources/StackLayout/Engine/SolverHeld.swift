import LayoutSolver

/// A constraint the engine holds in its solver with an entry: a ``LayoutConstraint`` or a
/// stack's `DirectConstraint`. Edits reach the solver the same way for both; what differs is
/// how each leaves the solver, comes back, and is set aside when the solver refuses a constant.
protocol SolverHeld: EngineEntryHolding {
    /// The priority it asks for now (its entry keeps the one it was added at).
    var storedPriority: LayoutPriority { get }
    /// The relation of its two sides.
    var relation: LayoutRelation { get }
    /// Out of `engine`'s solver.
    func uninstall(from engine: LayoutEngine)
    /// Into `engine`'s solver again.
    func install(in engine: LayoutEngine)
    /// The bookkeeping of its leaving `engine`'s solver, which already let it go.
    func forgetInstalled(in engine: LayoutEngine)
    /// `engine`'s solver refused its new constant (it is already out of the solver).
    func constantWasRefused(by engine: LayoutEngine, _ error: SolverError)
}

extension LayoutConstraint: SolverHeld {
    func uninstall(from engine: LayoutEngine) { engine.uninstall(self) }
    func install(in engine: LayoutEngine) { engine.install(self) }
    func forgetInstalled(in engine: LayoutEngine) { engine.forgetInstalled(self) }

    /// Left out, broken (retried when it changes), and reported.
    func constantWasRefused(by engine: LayoutEngine, _ error: SolverError) {
        engine.broken[ObjectIdentifier(self)] = self
        engine.reportRefusal(of: self, error)
    }
}

extension DirectConstraint: SolverHeld {
    func uninstall(from engine: LayoutEngine) { engine.uninstall(self) }
    func install(in engine: LayoutEngine) { engine.install(self) }
    func forgetInstalled(in engine: LayoutEngine) { engine.forgetInstalled(self) }

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
    /// when only it changed, the solver's constraint alone added again when only the priority
    /// changed (or the constant too), otherwise by installing it again.
    func update(_ constraint: some SolverHeld, _ entry: ConstraintEntry, to form: LinearForm) {
        guard form.hasSameTerms(as: entry.solverConstraint, in: solver) else {
            constraint.uninstall(from: self)
            constraint.install(in: self)
            return
        }
        guard constraint.storedPriority == entry.priority else { return readd(constraint, entry, form) }
        guard form.constant != solver.constant(of: entry.solverConstraint) else { return }
        updateConstant(of: constraint, entry, to: form.constant)
    }

    /// Adds installed `constraint`, whose terms did not change, again at its new priority and
    /// with `form`'s constant: the solver takes it out and adds it again (it fixes a priority
    /// when it adds a constraint), while the engine keeps its entry in place — its place in the
    /// installed lists and the counts of the items it positions, which the terms decide. One the
    /// solver refuses leaves the engine and is installed again, which reports the refusal.
    private func readd(_ constraint: some SolverHeld, _ entry: ConstraintEntry, _ form: LinearForm) {
        solver.remove(entry.solverConstraint)
        formScratch = form
        let added: Solver.ConstraintID
        do {
            added = try addWrittenForm(relation: constraint.relation, priority: constraint.storedPriority)
        } catch {
            constraint.forgetInstalled(in: self)
            constraint.install(in: self)
            return
        }
        statistics.removes += 1
        statistics.adds += 1
        let priority = constraint.storedPriority
        modifyEntry(of: constraint) { entry in
            entry = ConstraintEntry(added, priority: priority, index: entry.index, positioned: entry.positioned)
        }
        // A new priority may end a conflict (as a constraint that left would).
        needsRetry = true
        needsUpdateVariables = true
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
