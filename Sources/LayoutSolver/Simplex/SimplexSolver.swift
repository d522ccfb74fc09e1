/// An incremental Cassowary constraint solver with strict priority levels.
///
/// Add constraints, optionally declare edit variables and suggest values for them, then call
/// ``updateVariables()`` to write the solution into each ``Variable/value``. Every throwing
/// operation leaves the solver exactly as it was when it throws.
///
/// A variable that the constraints do not determine reads `0` (like kiwi: free parameters of the
/// tableau are 0), unless the tableau happens to express it through other symbols.
///
/// Each method forwards to the `Tableau`, whose owners hold the whole state; a change that went
/// through is followed by the consistency check when it is compiled in (see ``ConsistencyChecks``).
package final class SimplexSolver: CustomDebugStringConvertible {
    /// The whole state (its methods are the only accessors, one at a time: no dynamic
    /// exclusivity checks, as for ``Solver``'s engine).
    @exclusivity(unchecked) var tableau = Tableau()

    /// When to run the internal consistency check (only compiled with `LAYOUT_SOLVER_CHECKS`,
    /// and run only where `consistencyChecksRun` says).
    enum ConsistencyChecks {
        /// After every mutating operation while the tableau has at most 256 rows; above that on
        /// a sample (every ⌈rows/256⌉-th operation) so the amortised cost stays flat; never above
        /// `maximumRows` rows.
        case automatic(maximumRows: Int)
        case always
        case never
    }

    /// The consistency-check policy; by default tableaux up to 2000 rows are checked.
    var consistencyChecks = ConsistencyChecks.automatic(maximumRows: 2000)
    /// Mutating operations so far (drives the sampling of consistency checks).
    var operationCount = 0

    /// Creates an empty solver.
    package init() {}

    deinit { tableau.objects.releaseHints() }

    /// Whether `remove` (and every `add` after it) leaves the objective's optimisation until the
    /// solution is next needed (``updateVariables()``, ``suggestValue(_:for:)``,
    /// ``updateConstant(of:to:)``, ``dump()``). A batch that replaces constraints then walks from
    /// the old optimum to the new one once, instead of through the optimum of the half-replaced
    /// system. Errors are detected as eagerly either way. Turning it off optimises at once.
    package var defersOptimization: Bool {
        get { tableau.objective.defersOptimization }
        set { tableau.setDefersOptimization(newValue) }
    }

    /// Leaves the objective's optimisation to the next time the solution is needed, for the adds
    /// that follow too (as after a deferred `remove`): a batch of adds then optimises once.
    /// Errors are detected as eagerly either way.
    package func deferOptimization() { tableau.objective.needsOptimization = true }

    /// Adds a constraint. Throws (and changes nothing) for a duplicate, an invalid number or
    /// priority, or a required constraint that conflicts with the required constraints present.
    package func add(_ constraint: Constraint) throws(SolverError) {
        _ = try tableau.add(constraint)
        verify()
    }

    /// Removes a constraint. Throws `.unknownConstraint` if the solver does not hold it.
    package func remove(_ constraint: Constraint) throws(SolverError) {
        try tableau.remove(constraint)
        verify()
    }

    /// Adds a constraint that has no object (a reduced record of ``Solver``'s engine), which the
    /// caller knows as `key`; returns its slot. Throws the required constraints proving a
    /// conflict (or none for invalid numbers); on error nothing changes.
    func add(_ constraint: AddedConstraint, key: Int) throws(TableauConflict) -> Int {
        let slot = try tableau.add(constraint, key: key)
        verify()
        return slot
    }

    /// Removes the constraint in `slot`.
    func remove(slot: Int) {
        tableau.remove(slot: slot)
        verify()
    }

    /// Changes the constant of the constraint in `slot` in place and re-solves incrementally.
    /// Throws the required constraints proving that a required one can no longer hold; on
    /// error nothing changes.
    func updateConstant(slot: Int, to constant: Double) throws(TableauConflict) {
        try tableau.updateConstant(slot: slot, to: constant)
        verify()
    }

    /// The keys of the constraints in `slots` that were added without an object (see
    /// `add(_:key:)`), in order.
    func keys(of slots: [Int]) -> [Int] {
        slots.compactMap { slot in tableau.objects.constraints[slot].flatMap { $0.key >= 0 ? $0.key : nil } }
    }

    /// Whether the solver holds `constraint`.
    package func contains(_ constraint: Constraint) -> Bool { tableau.objects.contains(constraint) }

    /// Makes `variable` an edit variable at a non-required `priority`; its suggested value starts at 0.
    package func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        try tableau.addEditVariable(variable, priority: priority)
        verify()
    }

    /// Stops editing `variable`.
    package func removeEditVariable(_ variable: Variable) throws(SolverError) {
        try tableau.removeEditVariable(variable)
        verify()
    }

    /// Whether `variable` is an edit variable.
    package func hasEditVariable(_ variable: Variable) -> Bool { tableau.objects.editIndex[ObjectIdentifier(variable)] != nil }

    /// Suggests a value for an edit variable and re-solves incrementally (dual simplex).
    package func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        try tableau.suggestValue(value, for: variable)
        verify()
    }

    /// Changes `constraint`'s constant (the constant of its expression) in place and re-solves
    /// incrementally. Throws `.unknownConstraint`, `.invalidValue`, or `.unsatisfiable` for a
    /// required constraint that can no longer hold; on error nothing changes.
    package func updateConstant(of constraint: Constraint, to constant: Double) throws(SolverError) {
        try tableau.updateConstant(of: constraint, to: constant)
        verify()
    }

    /// Writes the current solution into every variable's `value`.
    package func updateVariables() { tableau.updateVariables() }

    /// Whether the current optimum fixes `variable`'s value (another optimum would move it
    /// otherwise).
    package func isDetermined(_ variable: Variable) -> Bool { tableau.isDetermined(variable) }

    /// Whether the constraints above `threshold` fix `variable`'s value (those at or below it
    /// count as absent); a variable that no constraint mentions reads as undetermined.
    package func isDetermined(_ variable: Variable, ignoringPrioritiesUpTo threshold: Priority) -> Bool {
        tableau.objects.slot(of: variable) != nil && tableau.isDetermined(variable, ignoringLevelsUpTo: threshold.value)
    }

    /// Removes every constraint and edit variable (settings stay).
    package func reset() {
        tableau.objects.releaseHints()
        tableau = Tableau(configuredLike: tableau)
    }

    /// A labelled, deterministic description of the solver: `Objective:` (one line per priority
    /// level), `Rows:` (`basic = constant + …`), `Infeasible:`, `Edit variables:` and
    /// `Constraints:`. Internal symbols print as `s…` (slack), `e…` (error), `d…` (dummy).
    package func dump() -> String { tableau.optimalDump() }

    /// A labelled description of the tableau (see ``dump()``).
    package var debugDescription: String { dump() }

    /// Runs the consistency check when it is compiled in and enabled.
    @inline(__always) func verify() {
        #if LAYOUT_SOLVER_CHECKS
        guard consistencyChecksRun else { return }
        switch consistencyChecks {
        case .never: return
        case .always: break
        case let .automatic(maximumRows):
            let n = tableau.basis.rows.count
            operationCount &+= 1
            if n > maximumRows || (n > 256 && operationCount % (n / 256 + 1) != 0) { return }
        }
        if let problem = tableau.consistencyProblem() {
            preconditionFailure("LayoutSolver tableau inconsistent: \(problem)\n\(tableau.dump())")
        }
        #endif
    }
}
