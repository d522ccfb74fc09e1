/// Adding constraints and edit variables: a required equality with a fresh variable becomes a
/// definition; anything else is expanded into an item, a row or a constant, and a required one
/// is checked before the call returns (see `+Feasibility`).
extension Engine {
    /// Adds `c`. Throws (and changes nothing) for a duplicate, an invalid number or priority, or a
    /// required constraint that conflicts with the required constraints present.
    mutating func add(_ c: Constraint) throws(SolverError) {
        try Self.validate(c)
        if slot(of: c) != nil { throw .duplicateConstraint(c) }
        let slot = newRecord(c, isEdit: false)
        readOriginalTerms(of: c)
        for i in originalVariables.indices { variables[originalVariables[i]].mentions += 1 }
        if c.relation == .equal, let (v, a, reorders) = definableTerm(required: c.priority.isRequired) {
            define(slot, variable: v, coefficient: a, reorders: reorders)
            if defersChecks && c.priority.isRequired {
                changeCount += 1
                constraints[slot].changeStamp = changeCount
                changedDefinitions.append(slot)
            }
            // A vacant variable defined again: what went through its old definition goes
            // through this one, and must still hold.
            guard c.priority.isRequired, !defersChecks, let conflict = conflictThroughDependents(of: v, culprit: slot) else { return }
            discard(slot)
            refreshStale()
            throw .unsatisfiable(c, conflicting: conflict)
        }
        reduceAdded(slot)
        guard c.priority.isRequired else { return }
        if defersChecks { return noteUnchecked(slot) }
        guard let conflict = conflict(after: slot) else { return }
        discard(slot)
        throw .unsatisfiable(c, conflicting: conflict)
    }

    /// Makes `variable` an edit variable at a non-required `priority`, suggested value 0.
    mutating func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        if let v = slot(of: variable), edits[v] != nil { throw .duplicateEditVariable(variable) }
        if priority.isRequired { throw .requiredEditVariable(variable) }
        guard priority.isValid else {
            throw .invalidValue("priority \(priority) of edit variable \(variable) is outside (0, 1000)")
        }
        let v = register(variable)
        if variables[v].definition >= 0 { undefine(v) }
        let slot = newRecord(Constraint(Expression(variable), .equal, priority: priority), isEdit: true)
        variables[v].mentions += 1
        variables[v].edit = slot
        edits[v] = EditRecord(variable: v, constraint: slot)
        reduce(slot)
    }

    /// Suggests `value` for an edit variable; the next solve moves towards it.
    mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard let v = slot(of: variable), let edit = edits[v] else { throw .unknownEditVariable(variable) }
        guard abs(value) <= Self.maximumMagnitude else {
            throw .invalidValue("suggested value \(value) for \(variable) is not finite or too large")
        }
        edits[v]?.suggestion = value
        constraints[edit.constraint].constant = -value
        constraints[edit.constraint].reducedConstant = -value
        markDirty(v)
        noteGeneralValueChange(edit.constraint)
    }
}
