/// The engine's side of the handle API (see `Solver.VariableID`): variables without objects,
/// held by the client until it releases them, and constraints added by the slots of their
/// variables and known by slot and sequence. They share every record, list and pool with the
/// variables and constraints of the object API.
extension Engine {
    // MARK: Variables

    /// A new variable that the client holds, value 0.
    mutating func makeVariable() -> Solver.VariableID {
        let slot = newVariableSlot()
        records.clientHolds[slot] = true
        return Solver.VariableID(slot: UInt32(slot))
    }

    /// Four new variables that the client holds, made in this order: `makeVariable()` four
    /// times, or, when no slot is free to reuse and the per-variable tables were given room (by
    /// a first variable or by `reserveCapacity`), four new slots appended to each table at once.
    mutating func makeFourVariables() -> (Solver.VariableID, Solver.VariableID, Solver.VariableID, Solver.VariableID) {
        guard records.freeVariables.isEmpty, records.variables.capacity > 0, !evaluation.readersAreLinked else {
            return (makeVariable(), makeVariable(), makeVariable(), makeVariable())
        }
        let first = records.variables.count
        records.appendHeldVariableSlots(4)
        expansion.appendVariableSlots(4)
        return (Solver.VariableID(slot: UInt32(first)), Solver.VariableID(slot: UInt32(first + 1)),
                Solver.VariableID(slot: UInt32(first + 2)), Solver.VariableID(slot: UInt32(first + 3)))
    }

    /// The client no longer holds variable `id`: it is freed once no constraint mentions it.
    mutating func releaseVariable(_ id: Solver.VariableID) {
        let v = Int(id.slot)
        precondition(records.clientHolds[v], "releasing a variable that makeVariable() did not make, or that was released already")
        records.clientHolds[v] = false
        releaseIfUnused(v)
    }

    // MARK: Constraints

    /// Adds `Σ terms + constant ⋈ 0` at `priority` and returns its id. Throws (and changes
    /// nothing) `.invalidValue` for a bad number or priority. A required constraint needs
    /// `defersChecks`: it is checked by the next `checkDeferred`. With `distinct`, the caller
    /// guarantees that no variable repeats among the terms, and they are not searched for
    /// repeats (a debug build checks).
    ///
    /// The checks are those of `invalidPart(priority:constant:count:coefficient:)`, in its
    /// order, but each coefficient is checked as its term is copied to the original-term pool
    /// and its variable's mention counted (one pass over the terms; what was copied and
    /// counted is taken back when one is invalid). Inlined into its one caller, `Solver.add`,
    /// which a layout calls for every constraint it installs.
    @inline(__always) mutating func add(
        _ terms: UnsafeBufferPointer<Solver.TermID>, constant: Double, relation: Relation, priority: Priority,
        distinct: Bool = false
    ) throws(SolverError) -> Solver.ConstraintID {
        guard priority.isValid else {
            throw Self.invalidValue(.priority, terms, constant: constant, relation: relation, priority: priority)
        }
        let required = priority.isRequired
        precondition(deferred.defersChecks || !required, "a required constraint is added by id only while checks are deferred")
        assert(terms.allSatisfy { records.clientHolds[Int($0.variable.slot)] },
               "a constraint added by id mentions a variable that the client does not hold")
        let start = records.originals.count
        let invalidTerm = records.appendCountedOriginalTerms(nonZeroIn: terms, within: Self.coefficientRange)
        guard invalidTerm == nil, abs(constant) <= Self.maximumMagnitude else {
            records.uncountOriginalTerms(from: start)
            records.originals.removeLast(records.originals.count - start)
            let part = invalidTerm.map { InvalidPart.coefficient($0) } ?? .constant
            throw Self.invalidValue(part, terms, constant: constant, relation: relation, priority: priority)
        }
        var count = records.originals.count - start
        let slot = newRecord(
            relation: relation, priority: priority.value, constant: constant, isEdit: false, originalStart: start,
            originalCount: count)
        if distinct {
            assert(records.originalTermsAreDistinct(from: start), "terms given as distinct repeat a variable")
        } else {
            finishCountedOriginalTerms(of: slot, from: start)
            count = records.originals.count - start
        }
        // A soft constraint never conflicts, and a required one waits for `checkDeferred`.
        insertUnchecked(slot, relation: relation, required: required, originalStart: start, originalCount: count)
        // The record was just given the latest sequence.
        return Solver.ConstraintID(slot: UInt32(slot), sequence: records.sequence)
    }

    /// Removes the constraint `id` names; `false` for an unknown or stale id.
    mutating func remove(_ id: Solver.ConstraintID) -> Bool {
        guard let slot = records.slot(of: id) else { return false }
        discard(slot)
        return true
    }

    /// Changes the constant of the constraint `id` names; `false` (and nothing changes) for an
    /// unknown or stale id. Throws `.invalidValue` (and changes nothing) for a bad constant. A
    /// required constraint needs `defersChecks`: it is checked by the next `checkDeferred`.
    mutating func updateConstant(of id: Solver.ConstraintID, to constant: Double) throws(SolverError) -> Bool {
        guard let slot = records.slot(of: id) else { return false }
        precondition(deferred.defersChecks || !records.constraints[slot].isRequired || abs(constant) > Self.maximumMagnitude,
                     "a required constraint's constant is changed by id only while checks are deferred")
        _ = try updateConstant(of: slot, to: constant, describing: { $0.describeOriginal(slot) })
        return true
    }

    // MARK: Validation

    /// The `.invalidValue` error for `part` of `Σ terms + constant ⋈ 0` at `priority`.
    static func invalidValue(
        _ part: InvalidPart, _ terms: UnsafeBufferPointer<Solver.TermID>, constant: Double, relation: Relation,
        priority: Priority
    ) -> SolverError {
        var described = terms.map { "\($0.coefficient)·v\($0.variable.slot)" }.joined(separator: " + ")
        described += " + \(constant) \(relation) 0" + (priority.isRequired ? "" : " @\(priority)")
        switch part {
        case .priority: return .invalidValue("priority \(priority) of constraint \(described) is outside (0, 1000]")
        case .coefficient(let i):
            return .invalidValue(
                "coefficient \(terms[i].coefficient) of v\(terms[i].variable.slot) in constraint \(described) is not finite or outside 1e-6…1e6 in magnitude")
        case .constant: return .invalidValue("constant \(constant) of constraint \(described) is not finite or too large")
        }
    }
}
