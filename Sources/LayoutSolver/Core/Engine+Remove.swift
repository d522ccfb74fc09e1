/// Removing constraints and edit variables, and changing constants in place.
extension Engine {
    /// Removes `c`. Throws `.unknownConstraint` if the engine does not hold it.
    mutating func remove(_ c: Constraint) throws(SolverError) {
        guard let slot = records.slot(of: c), !records.constraints[slot].isEdit else { throw .unknownConstraint(c) }
        discard(slot)
    }

    /// Whether the engine holds `c` (edit constraints excluded).
    func contains(_ c: Constraint) -> Bool {
        guard let slot = records.slot(of: c) else { return false }
        return !records.constraints[slot].isEdit
    }

    /// Stops editing `variable`.
    mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let v = records.slot(of: variable), let edit = records.edits[v] else { throw .unknownEditVariable(variable) }
        records.edits[v] = nil
        records.variables[v].edit = -1
        discard(edit.constraint)
    }

    /// Takes constraint `slot` out of the reduced system and frees it.
    mutating func discard(_ slot: Int) {
        if records.constraints[slot].role == .definition {
            dropDefinition(slot)
        } else {
            detachExpanded(slot)
        }
        let range = records.originalRange(of: slot)
        for k in range {
            let v = records.originals[k].variable
            records.variables[v].mentions -= 1
            markDirty(v)
        }
        // The original terms stay readable until the pools are next compacted (in a solve).
        records.freeRecord(slot)
        for k in range { releaseIfUnused(records.originals[k].variable) }
        needsSolve = true
    }

    /// Changes `c`'s constant in place. Throws `.unknownConstraint`, `.invalidValue`, or
    /// `.unsatisfiable` for a required constraint that can no longer hold; on error nothing
    /// changes.
    mutating func updateConstant(of c: Constraint, to constant: Double) throws(SolverError) {
        guard let slot = records.slot(of: c), !records.constraints[slot].isEdit else { throw .unknownConstraint(c) }
        if let conflict = try updateConstant(of: slot, to: constant, describing: { _ in "\(c)" }) {
            throw .unsatisfiable(c, conflicting: conflict.compactMap { records.objects[$0] })
        }
    }

    /// Changes constraint `slot`'s constant, for both APIs: throws `.invalidValue` (and changes
    /// nothing) for a constant that is not finite or too large, naming the constraint as
    /// `describe` does. A required constraint is checked unless checks are deferred: returns the
    /// other constraints that prove it conflicting (nothing then changes), or `nil`, once the
    /// constraint's object (if any) shows the new constant.
    mutating func updateConstant(
        of slot: Int, to constant: Double, describing describe: (_ engine: borrowing Engine) -> String
    ) throws(SolverError) -> [Int]? {
        guard abs(constant) <= Self.maximumMagnitude else {
            throw .invalidValue("constant \(constant) for constraint \(describe(self)) is not finite or too large")
        }
        if let conflict = changeConstant(of: slot, to: constant) { return conflict }
        records.objects[slot]?.constant = constant
        return nil
    }

    /// Changes constraint `slot`'s constant (checked by the caller). A required constraint is
    /// checked unless checks are deferred: returns the other constraints that prove it
    /// conflicting (its old constant is then restored), or `nil`.
    mutating func changeConstant(of slot: Int, to constant: Double) -> [Int]? {
        let old = records.constraints[slot].constant
        guard old != constant else { return nil }
        setConstant(slot, constant)
        guard records.constraints[slot].isRequired else { return nil }
        if deferred.defersChecks {
            if records.constraints[slot].role == .definition { noteChangedDefinition(slot) } else { noteUnchecked(slot) }
            return nil
        }
        guard let conflict = conflictAfterConstantChange(slot) else { return nil }
        setConstant(slot, old)
        refreshStale()
        return conflict
    }

    /// Sets constraint `slot`'s own constant and updates its reduced form (a definition makes
    /// its dependents stale).
    mutating func setConstant(_ slot: Int, _ constant: Double) {
        let delta = constant - records.constraints[slot].constant
        records.constraints[slot].constant = constant
        needsSolve = true
        switch records.constraints[slot].role {
        case .definition:
            records.constraints[slot].reducedConstant = -constant / records.constraints[slot].coefficient
            invalidateDependents(of: records.constraints[slot].variable)
            noteRedefined(records.constraints[slot].variable)
        case .constant:
            records.constraints[slot].reducedConstant += delta
        case .item:
            records.constraints[slot].reducedConstant += delta
            let v = records.constraints[slot].variable
            if records.constraints[slot].isRequired { records.variables[v].hardIsStale = true }
            closedForms.costChanged(v)
            markDirty(v)
            noteGeneralValueChange(slot)
        case .row:
            records.constraints[slot].reducedConstant += delta
            let start = records.constraints[slot].termStart
            markDirty(records.terms[start].variable)
            noteGeneralValueChange(slot)
        }
    }

    /// After a required constraint's constant changed: the other constraints proving the
    /// conflict it makes, or `nil`. A definition is checked through the required constraints
    /// expanded over it.
    mutating func conflictAfterConstantChange(_ slot: Int) -> [Int]? {
        guard records.constraints[slot].role == .definition else {
            return conflictSlots(after: slot).map { conflictingSlots($0, culprit: slot) }
        }
        return conflictThroughDependents(of: records.constraints[slot].variable, culprit: slot)
    }
}
