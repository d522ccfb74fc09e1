/// Edit variables, suggested values and constant changes: the incremental operations, re-solved
/// by the dual simplex.
extension Tableau {
    // MARK: Edit variables

    /// Makes `variable` an edit variable at a non-required `priority`; its suggested value starts at 0.
    mutating func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        if editIndex[key] != nil { throw .duplicateEditVariable(variable) }
        if priority.isRequired { throw .requiredEditVariable(variable) }
        guard priority.isValid else {
            throw .invalidValue("priority \(priority) of edit variable \(variable) is outside (0, 1000)")
        }
        let slot = try add(Constraint(Expression(variable), .equal, priority: priority), isEdit: true)
        editIndex[key] = edits.count
        edits.append(EditInfo(variable: variable, constraintSlot: slot, priority: priority))
    }

    /// Stops editing `variable`.
    mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let index = editIndex.removeValue(forKey: ObjectIdentifier(variable)) else {
            throw .unknownEditVariable(variable)
        }
        remove(slot: edits[index].constraintSlot)
        edits.remove(at: index)
        for i in index..<edits.count { editIndex[ObjectIdentifier(edits[i].variable)] = i }
    }

    /// Suggests a value for an edit variable and re-solves incrementally (dual simplex).
    mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard let index = editIndex[ObjectIdentifier(variable)] else { throw .unknownEditVariable(variable) }
        guard abs(value) <= Tableau.maximumMagnitude else {
            throw .invalidValue("suggested value \(value) for \(variable) is not finite or too large")
        }
        flushOptimization()
        let pivots = pivotCount
        _ = applyConstant(slot: edits[index].constraintSlot, -value)
        _ = dualOptimize()
        reoptimize(after: pivots)
    }

    // MARK: Constants

    /// Changes `constraint`'s constant in place and re-solves incrementally. Throws
    /// `.unknownConstraint`, `.invalidValue`, or `.unsatisfiable` for a required constraint that
    /// can no longer hold; on error nothing changes.
    mutating func updateConstant(of constraint: Constraint, to constant: Double) throws(SolverError) {
        guard let slot = slot(of: constraint) else { throw .unknownConstraint(constraint) }
        guard abs(constant) <= Tableau.maximumMagnitude else {
            throw .invalidValue("constant \(constant) for constraint \(constraint) is not finite or too large")
        }
        do {
            try updateConstant(slot: slot, to: constant)
        } catch {
            throw .unsatisfiable(constraint, conflicting: error.owners.compactMap { constraintObjects[$0] })
        }
        constraint.constant = constant
    }

    /// Changes the constant of the constraint in `slot` (a valid one) in place and re-solves
    /// incrementally. Throws the required constraints proving that a required one can no
    /// longer hold; on error nothing changes.
    mutating func updateConstant(slot: Int, to constant: Double) throws(TableauConflict) {
        flushOptimization()
        let pivots = pivotCount
        if constraints[slot]!.priority.isRequired {
            let old = constraints[slot]!.constant
            let oldDefinition = definitionConstant(slot: slot)
            beginJournal()
            var culprit = applyConstant(slot: slot, constant)
            if culprit < 0 { culprit = dualOptimize() ?? -1 }
            if culprit >= 0 {
                let conflicting = conflict(inRowOf: culprit, excluding: slot)
                rollBackJournal()
                constraints[slot]!.constant = old
                setDefinitionConstant(slot: slot, oldDefinition)
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
        infeasible.removeAll(keepingCapacity: true)
        if pivotCount != pivots { optimize() }
    }

    /// Shifts a constraint's constant to `newConstant` in place: the marker symbol absorbs the
    /// change, so only the rows mentioning it move. Returns a basic dummy forced away from zero
    /// (a redundant required equality that now conflicts), or -1.
    mutating func applyConstant(slot: Int, _ newConstant: Double) -> Int {
        let delta = newConstant - constraints[slot]!.constant
        constraints[slot]!.constant = newConstant
        if delta == 0 { return -1 }
        let t = delta / constraints[slot]!.markerSign
        let m = constraints[slot]!.marker
        let other = constraints[slot]!.other
        let defined = constraints[slot]!.definition
        if defined >= 0 {
            // The defined variable's own constant moves with the marker (see `Definition`).
            let d = definitionOf[defined]
            definitions[d].row.constant += definitions[d].row.coefficient(of: m) * t
        }
        var violated = -1
        if rowOf[m] >= 0 {
            let k = rowOf[m]
            willChangeRow(k)
            rows[k].constant -= t
            noteShift(row: k, &violated)
        } else if other >= 0, rowOf[other] >= 0 {
            let k = rowOf[other]
            willChangeRow(k)
            rows[k].constant += t
            noteShift(row: k, &violated)
        } else {
            var visit = visitRows(holding: m)
            while let hit = nextRow(&visit) {
                let (k, c) = (hit.row, hit.coefficient)
                willChangeRow(k)
                rows[k].constant += c * t
                noteShift(row: k, &violated)
            }
        }
        return violated
    }

    /// The required constraints (slots) proving that basic `symbol`'s row cannot hold.
    func conflict(inRowOf symbol: Int, excluding slot: Int) -> [Int] {
        let k = rowOf[symbol]
        return requiredOwners(of: [symbol] + (k >= 0 ? rows[k].symbols : []), excluding: slot)
    }
}
