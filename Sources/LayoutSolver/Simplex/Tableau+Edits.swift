/// Edit variables, suggested values and constant changes: the incremental operations, re-solved
/// by the dual simplex.
extension Tableau {
    // MARK: Edit variables

    /// Makes `variable` an edit variable at a non-required `priority`; its suggested value starts at 0.
    mutating func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        if objects.editIndex[key] != nil { throw .duplicateEditVariable(variable) }
        if priority.isRequired { throw .requiredEditVariable(variable) }
        guard priority.isValid else {
            throw .invalidValue("priority \(priority) of edit variable \(variable) is outside (0, 1000)")
        }
        let slot = try add(Constraint(Expression(variable), .equal, priority: priority), isEdit: true)
        objects.editIndex[key] = objects.edits.count
        objects.edits.append(EditInfo(variable: variable, constraintSlot: slot, priority: priority))
    }

    /// Stops editing `variable`.
    mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let index = objects.editIndex.removeValue(forKey: ObjectIdentifier(variable)) else {
            throw .unknownEditVariable(variable)
        }
        remove(slot: objects.edits[index].constraintSlot)
        objects.edits.remove(at: index)
        for i in index..<objects.edits.count { objects.editIndex[ObjectIdentifier(objects.edits[i].variable)] = i }
    }

    /// Suggests a value for an edit variable and re-solves incrementally (dual simplex).
    mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard let index = objects.editIndex[ObjectIdentifier(variable)] else { throw .unknownEditVariable(variable) }
        guard abs(value) <= Tableau.maximumMagnitude else {
            throw .invalidValue("suggested value \(value) for \(variable) is not finite or too large")
        }
        flushOptimization()
        let pivots = objective.pivotCount
        _ = applyConstant(slot: objects.edits[index].constraintSlot, -value)
        _ = dualOptimize()
        reoptimize(after: pivots)
    }

    // MARK: Constants

    /// Changes `constraint`'s constant in place and re-solves incrementally. Throws
    /// `.unknownConstraint`, `.invalidValue`, or `.unsatisfiable` for a required constraint that
    /// can no longer hold; on error nothing changes.
    mutating func updateConstant(of constraint: Constraint, to constant: Double) throws(SolverError) {
        guard let slot = objects.slot(of: constraint) else { throw .unknownConstraint(constraint) }
        guard abs(constant) <= Tableau.maximumMagnitude else {
            throw .invalidValue("constant \(constant) for constraint \(constraint) is not finite or too large")
        }
        do {
            try updateConstant(slot: slot, to: constant)
        } catch {
            throw .unsatisfiable(constraint, conflicting: error.owners.compactMap { objects.constraintObjects[$0] })
        }
        constraint.constant = constant
    }

    /// Changes the constant of the constraint in `slot` (a valid one) in place and re-solves
    /// incrementally. Throws the required constraints proving that a required one can no
    /// longer hold; on error nothing changes.
    mutating func updateConstant(slot: Int, to constant: Double) throws(TableauConflict) {
        flushOptimization()
        let pivots = objective.pivotCount
        if objects.constraints[slot]!.priority.isRequired {
            let old = objects.constraints[slot]!.constant
            beginJournal()
            var culprit = applyConstant(slot: slot, constant)
            if culprit < 0 { culprit = dualOptimize() ?? -1 }
            if culprit >= 0 {
                let conflicting = conflict(inRowOf: culprit, excluding: slot)
                rollBackJournal()
                objects.constraints[slot]!.constant = old
                throw TableauConflict(owners: conflicting)
            }
            commitJournal()
        } else {
            _ = applyConstant(slot: slot, constant)
            _ = dualOptimize()
        }
        reoptimize(after: pivots)
    }

    /// After the dual simplex: it restores feasibility but can leave a basis that is not
    /// lexicographically optimal, so a primal pass follows (a no-op when it is optimal). Without
    /// a dual pivot the basis, hence its optimality, is unchanged and the pass is skipped.
    mutating func reoptimize(after pivots: Int) {
        objective.infeasible.removeAll(keepingCapacity: true)
        if objective.pivotCount != pivots { optimize() }
    }

    /// Shifts a constraint's constant to `newConstant` in place: the marker symbol absorbs the
    /// change, so only the rows mentioning it move. Returns a basic dummy forced away from zero
    /// (a redundant required equality that now conflicts), or -1.
    mutating func applyConstant(slot: Int, _ newConstant: Double) -> Int {
        let delta = newConstant - objects.constraints[slot]!.constant
        objects.constraints[slot]!.constant = newConstant
        if delta == 0 { return -1 }
        let t = delta / objects.constraints[slot]!.markerSign
        let m = objects.constraints[slot]!.marker
        let other = objects.constraints[slot]!.other
        var violated = -1
        if basis.rowOf[m] >= 0 {
            let k = basis.rowOf[m]
            willChangeRow(k)
            basis.rows[k].constant -= t
            noteShift(row: k, &violated)
        } else if other >= 0, basis.rowOf[other] >= 0 {
            let k = basis.rowOf[other]
            willChangeRow(k)
            basis.rows[k].constant += t
            noteShift(row: k, &violated)
        } else {
            var visit = basis.visitRows(holding: m)
            while let hit = basis.nextRow(&visit) {
                let (k, c) = (hit.row, hit.coefficient)
                willChangeRow(k)
                basis.rows[k].constant += c * t
                noteShift(row: k, &violated)
            }
        }
        return violated
    }

    /// The required constraints (slots) proving that basic `symbol`'s row cannot hold.
    func conflict(inRowOf symbol: Int, excluding slot: Int) -> [Int] {
        let k = basis.rowOf[symbol]
        return requiredOwners(of: [symbol] + (k >= 0 ? basis.rows[k].symbols : []), excluding: slot)
    }
}
