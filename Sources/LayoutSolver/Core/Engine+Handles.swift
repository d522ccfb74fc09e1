/// The engine's side of the handle API (see `Solver.VariableID`): variables without objects,
/// held by the client until it releases them, and constraints added by the slots of their
/// variables and known by slot and sequence. They share every record, list and pool with the
/// variables and constraints of the object API.
extension Engine {
    // MARK: Variables

    /// A new variable that the client holds, value 0; returns its slot.
    mutating func makeVariable() -> Int {
        let slot = newVariableSlot()
        clientHolds[slot] = true
        return slot
    }

    /// The client no longer holds variable slot `v`: it is freed once no constraint mentions it.
    mutating func releaseVariable(_ v: Int) {
        precondition(clientHolds[v], "releasing a variable that makeVariable() did not make, or that was released already")
        clientHolds[v] = false
        releaseIfUnused(v)
    }

    // MARK: Constraints

    /// Adds `Σ terms + constant ⋈ 0` at `priority` and returns its slot. Throws (and changes
    /// nothing) `.invalidValue` for a bad number or priority. A required constraint needs
    /// `defersChecks`: it is checked by the next `checkDeferred`.
    mutating func add(
        _ terms: UnsafeBufferPointer<Solver.TermID>, constant: Double, relation: Relation, priority: Priority
    ) throws(SolverError) -> Int {
        guard priority.isValid, abs(constant) <= Self.maximumMagnitude else {
            throw Self.invalidValue(terms, constant: constant, relation: relation, priority: priority)
        }
        precondition(defersChecks || !priority.isRequired, "a required constraint is added by id only while checks are deferred")
        let start = originals.count
        // The terms are validated as they are stored: the only pass over them before the
        // record takes them (see `finishOriginalTerms`).
        for term in terms where term.coefficient != 0 {
            guard Self.coefficientRange.contains(abs(term.coefficient)) else {
                originals.removeLast(originals.count - start)
                throw Self.invalidValue(terms, constant: constant, relation: relation, priority: priority)
            }
            let v = Int(term.variable.slot)
            assert(clientHolds[v], "a constraint added by id mentions a variable that the client does not hold")
            originals.append(v, term.coefficient)
        }
        let slot = newRecord(relation: relation, priority: priority.value, constant: constant, isEdit: false, originalStart: start)
        finishOriginalTerms(of: slot, from: start)
        // A soft constraint never conflicts, and a required one waits for `checkDeferred`.
        _ = insert(slot)
        return slot
    }

    /// The slot of the constraint `id` names (edit constraints excluded), or `nil` when it is
    /// unknown or stale (its constraint was removed, whatever holds the slot now).
    func slot(of id: Solver.ConstraintID) -> Int? {
        let slot = Int(id.slot)
        guard slot < constraints.count, constraints[slot].sequence == id.sequence, !constraints[slot].isEdit else { return nil }
        return slot
    }

    /// Whether the original terms of constraint `slot` are `terms`, in order.
    func originalTermsEqual(of slot: Int, _ terms: UnsafeBufferPointer<Solver.TermID>) -> Bool {
        let start = constraints[slot].originalStart, count = constraints[slot].originalCount
        guard count == terms.count else { return false }
        for k in 0..<count {
            let term = originals[start + k]
            if term.variable != Int(terms[k].variable.slot) || term.coefficient != terms[k].coefficient { return false }
        }
        return true
    }

    /// Whether an original term of constraint `slot` is in variable slot `v`.
    func originalTermsMention(of slot: Int, _ v: Int) -> Bool {
        let start = constraints[slot].originalStart
        for k in start..<(start + constraints[slot].originalCount) where originals[k].variable == v { return true }
        return false
    }

    /// The id of the constraint in `slot`.
    func id(of slot: Int) -> Solver.ConstraintID {
        Solver.ConstraintID(slot: UInt32(slot), sequence: constraints[slot].sequence)
    }

    /// Removes the constraint `id` names; `false` for an unknown or stale id.
    mutating func remove(_ id: Solver.ConstraintID) -> Bool {
        guard let slot = slot(of: id) else { return false }
        discard(slot)
        return true
    }

    /// Changes the constant of the constraint `id` names; `false` (and nothing changes) for an
    /// unknown or stale id. Throws `.invalidValue` (and changes nothing) for a bad constant. A
    /// required constraint needs `defersChecks`: it is checked by the next `checkDeferred`.
    mutating func updateConstant(of id: Solver.ConstraintID, to constant: Double) throws(SolverError) -> Bool {
        guard let slot = slot(of: id) else { return false }
        guard abs(constant) <= Self.maximumMagnitude else {
            throw .invalidValue("constant \(constant) for constraint \(describeOriginal(slot)) is not finite or too large")
        }
        precondition(defersChecks || !constraints[slot].isRequired,
                     "a required constraint's constant is changed by id only while checks are deferred")
        _ = changeConstant(of: slot, to: constant)
        // A constraint added as an object keeps showing its constant.
        objects[slot]?.constant = constant
        return true
    }

    // MARK: Validation

    /// The `.invalidValue` error for `Σ terms + constant ⋈ 0` at `priority`: a priority outside
    /// (0, 1000], a non-finite number, a constant larger in magnitude than ``maximumMagnitude``
    /// or a coefficient outside ``coefficientRange``.
    static func invalidValue(
        _ terms: UnsafeBufferPointer<Solver.TermID>, constant: Double, relation: Relation, priority: Priority
    ) -> SolverError {
        var described = terms.map { "\($0.coefficient)·v\($0.variable.slot)" }.joined(separator: " + ")
        described += " + \(constant) \(relation) 0" + (priority.isRequired ? "" : " @\(priority)")
        if !priority.isValid { return .invalidValue("priority \(priority) of constraint \(described) is outside (0, 1000]") }
        for t in terms where t.coefficient != 0 && !coefficientRange.contains(abs(t.coefficient)) {
            return .invalidValue(
                "coefficient \(t.coefficient) of v\(t.variable.slot) in constraint \(described) is not finite or outside 1e-6…1e6 in magnitude")
        }
        return .invalidValue("constant \(constant) of constraint \(described) is not finite or too large")
    }
}
