/// An incremental Cassowary constraint solver with strict priority levels.
///
/// Add constraints, optionally declare edit variables and suggest values for them, then call
/// ``updateVariables()`` to write the solution into each ``Variable/value``. Every throwing
/// operation leaves the solver exactly as it was when it throws.
///
/// A variable that the constraints do not determine reads `0` (like kiwi: free parameters of the
/// tableau are 0), unless the tableau happens to express it through other symbols.
public final class Solver: CustomDebugStringConvertible {
    var engine = Engine()

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
    public init() {}

    /// Whether `remove` (and every `add` after it) leaves the objective's optimisation until the
    /// solution is next needed (``updateVariables()``, ``suggestValue(_:for:)``,
    /// ``updateConstant(of:to:)``, ``dump()``). A batch that replaces constraints then walks from
    /// the old optimum to the new one once, instead of through the optimum of the half-replaced
    /// system. Errors are detected as eagerly either way. Turning it off optimises at once.
    package var defersOptimization: Bool {
        get { engine.defersOptimization }
        set {
            engine.defersOptimization = newValue
            if !newValue { engine.flushOptimization() }
        }
    }

    /// Adds a constraint. Throws (and changes nothing) for a duplicate, an invalid number or
    /// priority, or a required constraint that conflicts with the required constraints present.
    public func add(_ constraint: Constraint) throws(SolverError) {
        _ = try engine.add(constraint)
        verify()
    }

    /// Removes a constraint. Throws `.unknownConstraint` if the solver does not hold it.
    public func remove(_ constraint: Constraint) throws(SolverError) {
        guard let slot = engine.constraintSlots[ObjectIdentifier(constraint)],
            engine.constraints[slot]?.isEdit == false
        else { throw .unknownConstraint(constraint) }
        engine.remove(slot: slot)
        verify()
    }

    /// Whether the solver holds `constraint`.
    public func contains(_ constraint: Constraint) -> Bool {
        guard let slot = engine.constraintSlots[ObjectIdentifier(constraint)] else { return false }
        return engine.constraints[slot]?.isEdit == false
    }

    /// Makes `variable` an edit variable at a non-required `priority`; its suggested value starts at 0.
    public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        if engine.editIndex[key] != nil { throw .duplicateEditVariable(variable) }
        if priority.isRequired { throw .requiredEditVariable(variable) }
        guard priority.isValid else {
            throw .invalidValue("priority \(priority) of edit variable \(variable) is outside (0, 1000)")
        }
        let c = Constraint(Expression(variable), .equal, priority: priority)
        let slot = try engine.add(c, isEdit: true)
        engine.editIndex[key] = engine.edits.count
        engine.edits.append(EditInfo(variable: variable, constraintSlot: slot, priority: priority))
        verify()
    }

    /// Stops editing `variable`.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let index = engine.editIndex[ObjectIdentifier(variable)] else {
            throw .unknownEditVariable(variable)
        }
        engine.remove(slot: engine.edits[index].constraintSlot)
        engine.edits.remove(at: index)
        engine.editIndex.removeValue(forKey: ObjectIdentifier(variable))
        for i in index..<engine.edits.count { engine.editIndex[ObjectIdentifier(engine.edits[i].variable)] = i }
        verify()
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        engine.editIndex[ObjectIdentifier(variable)] != nil
    }

    /// Suggests a value for an edit variable and re-solves incrementally (dual simplex).
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard let index = engine.editIndex[ObjectIdentifier(variable)] else {
            throw .unknownEditVariable(variable)
        }
        guard abs(value) <= Engine.maximumMagnitude else {
            throw .invalidValue("suggested value \(value) for \(variable) is not finite or too large")
        }
        engine.flushOptimization()
        _ = engine.applyConstant(slot: engine.edits[index].constraintSlot, -value)
        let pivots = engine.pivotCount
        _ = engine.dualOptimize()
        engine.infeasible.removeAll(keepingCapacity: true)
        // The dual simplex restores feasibility but can leave a basis that is not
        // lexicographically optimal; a primal pass (a no-op when it is) restores optimality.
        // Without a dual pivot the basis, hence its optimality, is unchanged.
        if engine.pivotCount != pivots { engine.optimize() }
        verify()
    }

    /// Changes `constraint`'s constant (the constant of its expression) in place and re-solves
    /// incrementally. Throws `.unknownConstraint`, `.invalidValue`, or `.unsatisfiable` for a
    /// required constraint that can no longer hold; on error nothing changes.
    public func updateConstant(of constraint: Constraint, to constant: Double) throws(SolverError) {
        guard let slot = engine.constraintSlots[ObjectIdentifier(constraint)],
            engine.constraints[slot]?.isEdit == false
        else { throw .unknownConstraint(constraint) }
        guard abs(constant) <= Engine.maximumMagnitude else {
            throw .invalidValue("constant \(constant) for constraint \(constraint) is not finite or too large")
        }
        engine.flushOptimization()
        let old = engine.constraints[slot]!.constant
        let pivots = engine.pivotCount
        if constraint.priority.isRequired {
            let saved = engine.snapshot
            let savedDefinition = engine.definitionConstant(slot: slot)
            var culprit = engine.applyConstant(slot: slot, constant)
            if culprit < 0 { culprit = engine.dualOptimize() ?? -1 }
            if culprit >= 0 {
                let conflicting = engine.conflict(inRowOf: culprit, excluding: slot)
                engine.restore(saved)
                engine.constraints[slot]!.constant = old
                engine.setDefinitionConstant(slot: slot, savedDefinition)
                throw .unsatisfiable(constraint, conflicting: conflicting)
            }
        } else {
            _ = engine.applyConstant(slot: slot, constant)
            _ = engine.dualOptimize()
        }
        engine.infeasible.removeAll(keepingCapacity: true)
        // As in suggestValue: the dual simplex alone may stop short of the optimum, but without a
        // dual pivot the basis (hence its optimality) is unchanged. A stack's spacing change
        // updates every link: scanning the objective for each cost O(levels) per link.
        if engine.pivotCount != pivots { engine.optimize() }
        constraint.constant = constant
        verify()
    }

    /// Writes the current solution into every variable's `value`.
    public func updateVariables() {
        engine.flushOptimization()
        engine.writeValues()
    }

    /// Removes every constraint and edit variable.
    public func reset() {
        let defers = engine.defersOptimization
        let minimumRows = engine.columnIndexMinimumRows
        engine = Engine()
        engine.defersOptimization = defers
        engine.columnIndexMinimumRows = minimumRows
    }

    /// A labelled description of the tableau (see ``dump()``).
    public var debugDescription: String { dump() }

    /// Runs the consistency check when it is compiled in and enabled.
    @inline(__always) func verify() {
        #if LAYOUT_SOLVER_CHECKS
        switch consistencyChecks {
        case .never: return
        case .always: break
        case let .automatic(maximumRows):
            let n = engine.rows.count + engine.definitions.count
            operationCount &+= 1
            if n > maximumRows || (n > 256 && operationCount % (n / 256 + 1) != 0) { return }
        }
        if let problem = engine.consistencyProblem() {
            preconditionFailure("LayoutSolver tableau inconsistent: \(problem)\n\(dump())")
        }
        #endif
    }
}

extension Solver {
    /// A labelled, deterministic description of the solver: `Objective:` (one line per priority
    /// level), `Rows:` (`basic = constant + …`), `Definitions:` (`variable := constant + …`,
    /// variables defined by a required equality outside the tableau), `Infeasible:`,
    /// `Edit variables:` and `Constraints:`. Internal symbols print as `s…` (slack), `e…` (error), `d…` (dummy).
    public func dump() -> String {
        engine.flushOptimization()
        return engine.dump()
    }
}
