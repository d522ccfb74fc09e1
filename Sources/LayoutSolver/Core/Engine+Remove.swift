/// Removing constraints and edit variables, and changing constants in place.
extension Engine {
    /// Removes `c`. Throws `.unknownConstraint` if the engine does not hold it.
    mutating func remove(_ c: Constraint) throws(SolverError) {
        guard let slot = slot(of: c), !constraints[slot].isEdit else { throw .unknownConstraint(c) }
        discard(slot)
    }

    /// Whether the engine holds `c` (edit constraints excluded).
    func contains(_ c: Constraint) -> Bool {
        guard let slot = slot(of: c) else { return false }
        return !constraints[slot].isEdit
    }

    /// Stops editing `variable`.
    mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let v = slot(of: variable), let edit = edits[v] else { throw .unknownEditVariable(variable) }
        edits[v] = nil
        variables[v].edit = -1
        discard(edit.constraint)
    }

    /// Takes constraint `slot` out of the reduced system and frees it.
    mutating func discard(_ slot: Int) {
        if constraints[slot].role == .definition {
            dropDefinition(slot)
        } else {
            detachExpanded(slot)
        }
        if let c = objects[slot] {
            readOriginalTerms(of: c)
            for i in originalVariables.indices {
                let v = originalVariables[i]
                variables[v].mentions -= 1
                markDirty(v)
            }
            freeRecord(slot)
            for i in originalVariables.indices { releaseIfUnused(originalVariables[i]) }
        } else {
            freeRecord(slot)
        }
        needsSolve = true
    }

    /// Changes `c`'s constant in place. Throws `.unknownConstraint`, `.invalidValue`, or
    /// `.unsatisfiable` for a required constraint that can no longer hold; on error nothing
    /// changes.
    mutating func updateConstant(of c: Constraint, to constant: Double) throws(SolverError) {
        guard let slot = slot(of: c), !constraints[slot].isEdit else { throw .unknownConstraint(c) }
        guard abs(constant) <= Self.maximumMagnitude else {
            throw .invalidValue("constant \(constant) for constraint \(c) is not finite or too large")
        }
        let old = constraints[slot].constant
        guard old != constant else { return }
        setConstant(slot, constant)
        if constraints[slot].isRequired && defersChecks {
            if constraints[slot].role == .definition {
                changeCount += 1
                constraints[slot].changeStamp = changeCount
                changedDefinitions.append(slot)
            } else {
                noteUnchecked(slot)
            }
        } else if constraints[slot].isRequired, !defersChecks, let conflict = conflictAfterConstantChange(slot) {
            setConstant(slot, old)
            refreshStale()
            throw .unsatisfiable(c, conflicting: conflict)
        }
        c.constant = constant
    }

    /// Sets constraint `slot`'s own constant and updates its reduced form (a definition makes
    /// its dependents stale).
    mutating func setConstant(_ slot: Int, _ constant: Double) {
        let delta = constant - constraints[slot].constant
        constraints[slot].constant = constant
        needsSolve = true
        switch constraints[slot].role {
        case .definition:
            constraints[slot].reducedConstant = -constant / constraints[slot].coefficient
            invalidateDependents(of: constraints[slot].variable)
        case .constant:
            constraints[slot].reducedConstant += delta
        case .item:
            constraints[slot].reducedConstant += delta
            let v = constraints[slot].variable
            if constraints[slot].isRequired { variables[v].hardIsStale = true }
            markDirty(v)
            noteGeneralValueChange(slot)
        case .row:
            constraints[slot].reducedConstant += delta
            let start = constraints[slot].termStart
            markDirty(terms[start].variable)
            noteGeneralValueChange(slot)
        }
    }

    /// After a required constraint's constant changed: the conflict it makes, or `nil`. A
    /// definition is checked through the required constraints expanded over it.
    mutating func conflictAfterConstantChange(_ slot: Int) -> [Constraint]? {
        guard constraints[slot].role == .definition else { return conflict(after: slot) }
        return conflictThroughDependents(of: constraints[slot].variable, culprit: slot)
    }
}
