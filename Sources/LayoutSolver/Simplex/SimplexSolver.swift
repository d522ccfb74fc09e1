/// An incremental Cassowary constraint solver with strict priority levels.
///
/// Add constraints, optionally declare edit variables and suggest values for them, then call
/// ``updateVariables()`` to write the solution into each ``Variable/value``. Every throwing
/// operation leaves the solver exactly as it was when it throws.
///
/// A variable that the constraints do not determine reads `0` (like kiwi: free parameters of the
/// tableau are 0), unless the tableau happens to express it through other symbols.
package final class SimplexSolver: CustomDebugStringConvertible {
    var tableau = Tableau()

    /// When to run the internal consistency check (only compiled with `LAYOUT_SOLVER_CHECKS`).
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

    /// Whether `remove` (and every `add` after it) leaves the objective's optimisation until the
    /// solution is next needed (``updateVariables()``, ``suggestValue(_:for:)``,
    /// ``updateConstant(of:to:)``, ``dump()``). A batch that replaces constraints then walks from
    /// the old optimum to the new one once, instead of through the optimum of the half-replaced
    /// system. Errors are detected as eagerly either way. Turning it off optimises at once.
    package var defersOptimization: Bool {
        get { tableau.defersOptimization }
        set {
            tableau.defersOptimization = newValue
            if !newValue { tableau.flushOptimization() }
        }
    }

    /// Adds a constraint. Throws (and changes nothing) for a duplicate, an invalid number or
    /// priority, or a required constraint that conflicts with the required constraints present.
    package func add(_ constraint: Constraint) throws(SolverError) {
        _ = try tableau.add(constraint)
        verify()
    }

    /// Removes a constraint. Throws `.unknownConstraint` if the solver does not hold it.
    package func remove(_ constraint: Constraint) throws(SolverError) {
        guard let slot = tableau.constraintSlots[ObjectIdentifier(constraint)],
            tableau.constraints[slot]?.isEdit == false
        else { throw .unknownConstraint(constraint) }
        tableau.remove(slot: slot)
        verify()
    }

    /// Whether the solver holds `constraint`.
    package func contains(_ constraint: Constraint) -> Bool {
        guard let slot = tableau.constraintSlots[ObjectIdentifier(constraint)] else { return false }
        return tableau.constraints[slot]?.isEdit == false
    }

    /// Makes `variable` an edit variable at a non-required `priority`; its suggested value starts at 0.
    package func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        if tableau.editIndex[key] != nil { throw .duplicateEditVariable(variable) }
        if priority.isRequired { throw .requiredEditVariable(variable) }
        guard priority.isValid else {
            throw .invalidValue("priority \(priority) of edit variable \(variable) is outside (0, 1000)")
        }
        let c = Constraint(Expression(variable), .equal, priority: priority)
        let slot = try tableau.add(c, isEdit: true)
        tableau.editIndex[key] = tableau.edits.count
        tableau.edits.append(EditInfo(variable: variable, constraintSlot: slot, priority: priority))
        verify()
    }

    /// Stops editing `variable`.
    package func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let index = tableau.editIndex[ObjectIdentifier(variable)] else {
            throw .unknownEditVariable(variable)
        }
        tableau.remove(slot: tableau.edits[index].constraintSlot)
        tableau.edits.remove(at: index)
        tableau.editIndex.removeValue(forKey: ObjectIdentifier(variable))
        for i in index..<tableau.edits.count { tableau.editIndex[ObjectIdentifier(tableau.edits[i].variable)] = i }
        verify()
    }

    /// Whether `variable` is an edit variable.
    package func hasEditVariable(_ variable: Variable) -> Bool {
        tableau.editIndex[ObjectIdentifier(variable)] != nil
    }

    /// Suggests a value for an edit variable and re-solves incrementally (dual simplex).
    package func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard let index = tableau.editIndex[ObjectIdentifier(variable)] else {
            throw .unknownEditVariable(variable)
        }
        guard abs(value) <= Tableau.maximumMagnitude else {
            throw .invalidValue("suggested value \(value) for \(variable) is not finite or too large")
        }
        tableau.flushOptimization()
        _ = tableau.applyConstant(slot: tableau.edits[index].constraintSlot, -value)
        let pivots = tableau.pivotCount
        _ = tableau.dualOptimize()
        tableau.infeasible.removeAll(keepingCapacity: true)
        // The dual simplex restores feasibility but can leave a basis that is not
        // lexicographically optimal; a primal pass (a no-op when it is) restores optimality.
        // Without a dual pivot the basis, hence its optimality, is unchanged.
        if tableau.pivotCount != pivots { tableau.optimize() }
        verify()
    }

    /// Changes `constraint`'s constant (the constant of its expression) in place and re-solves
    /// incrementally. Throws `.unknownConstraint`, `.invalidValue`, or `.unsatisfiable` for a
    /// required constraint that can no longer hold; on error nothing changes.
    package func updateConstant(of constraint: Constraint, to constant: Double) throws(SolverError) {
        guard let slot = tableau.constraintSlots[ObjectIdentifier(constraint)],
            tableau.constraints[slot]?.isEdit == false
        else { throw .unknownConstraint(constraint) }
        guard abs(constant) <= Tableau.maximumMagnitude else {
            throw .invalidValue("constant \(constant) for constraint \(constraint) is not finite or too large")
        }
        tableau.flushOptimization()
        let old = tableau.constraints[slot]!.constant
        let pivots = tableau.pivotCount
        if constraint.priority.isRequired {
            let saved = tableau.snapshot
            let savedDefinition = tableau.definitionConstant(slot: slot)
            var culprit = tableau.applyConstant(slot: slot, constant)
            if culprit < 0 { culprit = tableau.dualOptimize() ?? -1 }
            if culprit >= 0 {
                let conflicting = tableau.conflict(inRowOf: culprit, excluding: slot)
                tableau.restore(saved)
                tableau.constraints[slot]!.constant = old
                tableau.setDefinitionConstant(slot: slot, savedDefinition)
                throw .unsatisfiable(constraint, conflicting: conflicting)
            }
        } else {
            _ = tableau.applyConstant(slot: slot, constant)
            _ = tableau.dualOptimize()
        }
        tableau.infeasible.removeAll(keepingCapacity: true)
        // As in suggestValue: the dual simplex alone may stop short of the optimum, but without a
        // dual pivot the basis (hence its optimality) is unchanged. A stack's spacing change
        // updates every link: scanning the objective for each cost O(levels) per link.
        if tableau.pivotCount != pivots { tableau.optimize() }
        constraint.constant = constant
        verify()
    }

    /// Writes the current solution into every variable's `value`.
    package func updateVariables() {
        tableau.flushOptimization()
        tableau.writeValues()
    }

    /// Removes every constraint and edit variable.
    package func reset() {
        let defers = tableau.defersOptimization
        let minimumRows = tableau.columnIndexMinimumRows
        tableau = Tableau()
        tableau.defersOptimization = defers
        tableau.columnIndexMinimumRows = minimumRows
    }

    /// A labelled description of the tableau (see ``dump()``).
    package var debugDescription: String { dump() }

    /// Runs the consistency check when it is compiled in and enabled.
    @inline(__always) func verify() {
        #if LAYOUT_SOLVER_CHECKS
        switch consistencyChecks {
        case .never: return
        case .always: break
        case let .automatic(maximumRows):
            let n = tableau.rows.count + tableau.definitions.count
            operationCount &+= 1
            if n > maximumRows || (n > 256 && operationCount % (n / 256 + 1) != 0) { return }
        }
        if let problem = tableau.consistencyProblem() {
            preconditionFailure("LayoutSolver tableau inconsistent: \(problem)\n\(dump())")
        }
        #endif
    }
}

extension SimplexSolver {
    /// A labelled, deterministic description of the solver: `Objective:` (one line per priority
    /// level), `Rows:` (`basic = constant + …`), `Definitions:` (`variable := constant + …`,
    /// variables defined by a required equality outside the tableau), `Infeasible:`,
    /// `Edit variables:` and `Constraints:`. Internal symbols print as `s…` (slack), `e…` (error), `d…` (dummy).
    package func dump() -> String {
        tableau.flushOptimization()
        return tableau.dump()
    }
}
