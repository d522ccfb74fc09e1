/// Adding constraints and edit variables: a required equality with a fresh variable becomes a
/// definition; anything else is expanded into an item, a row or a constant, and a required one
/// is checked before the call returns (see `+Feasibility`), unless checks are deferred.
extension Engine {
    /// Adds `c`. Throws (and changes nothing) for a duplicate, an invalid number or priority, or a
    /// required constraint that conflicts with the required constraints present.
    mutating func add(_ c: Constraint) throws(SolverError) {
        if let part = Self.invalidPart(of: c) { throw Self.invalidValue(part, in: c) }
        if records.slot(of: c) != nil { throw .duplicateConstraint(c) }
        let start = records.originals.count
        appendOriginalTerms(of: c)
        let slot = newConstraint(relation: c.relation, priority: c.priority.value, constant: c.constant, originalsFrom: start)
        records.attachObject(c, to: slot)
        if let conflict = insert(slot) { throw .unsatisfiable(c, conflicting: conflict.compactMap { records.objects[$0] }) }
    }

    /// A new constraint record over the original terms appended from `start` (see
    /// `finishOriginalTerms`); returns its slot.
    @inline(__always) mutating func newConstraint(
        relation: Relation, priority: Float, constant: Double, isEdit: Bool = false, originalsFrom start: Int
    ) -> Int {
        let slot = newRecord(relation: relation, priority: priority, constant: constant, isEdit: isEdit, originalStart: start)
        finishOriginalTerms(of: slot, from: start)
        return slot
    }

    /// Puts new constraint `slot` (its original terms stored) into the reduced system, and
    /// checks a required one unless checks are deferred. Returns the other constraints that
    /// prove it conflicting (in the order they were added; it is then discarded), or `nil`.
    mutating func insert(_ slot: Int) -> [Int]? {
        guard records.constraints[slot].isRequired, !deferred.defersChecks else {
            insertUnchecked(slot)
            return nil
        }
        let start = records.constraints[slot].originalStart, count = records.constraints[slot].originalCount
        let relation = records.constraints[slot].relation
        if let v = place(slot, relation: relation, required: true, originalStart: start, originalCount: count) {
            // A vacant variable defined again: what went through its old definition goes
            // through this one, and must still hold.
            guard let conflict = conflictThroughDependents(of: v, culprit: slot) else { return nil }
            discard(slot)
            refreshStale()
            return conflict
        }
        guard let proof = conflictSlots(after: slot) else { return nil }
        let conflict = conflictingSlots(proof, culprit: slot)
        discard(slot)
        return conflict
    }

    /// `insert(_:)` for a constraint that cannot conflict on the spot: a soft one, or a required
    /// one while checks are deferred (it waits for `checkDeferred`), as every add by id is.
    /// Nothing to return, so no optional list is made and released per add.
    @inline(__always) mutating func insertUnchecked(_ slot: Int) {
        insertUnchecked(slot, relation: records.constraints[slot].relation, required: records.constraints[slot].isRequired)
    }

    /// `insertUnchecked(_:)` for a record whose relation and requiredness the caller has at hand.
    @inline(__always) mutating func insertUnchecked(_ slot: Int, relation: Relation, required: Bool) {
        let start = records.constraints[slot].originalStart, count = records.constraints[slot].originalCount
        insertUnchecked(slot, relation: relation, required: required, originalStart: start, originalCount: count)
    }

    /// `insertUnchecked(_:relation:required:)` for a record whose original terms (`count` of
    /// them from `start` in the pool) the caller has at hand too: it just stored them.
    @inline(__always) mutating func insertUnchecked(
        _ slot: Int, relation: Relation, required: Bool, originalStart start: Int, originalCount count: Int
    ) {
        if place(slot, relation: relation, required: required, originalStart: start, originalCount: count) != nil {
            if required { noteChangedDefinition(slot) }
        } else if required {
            noteUnchecked(slot)
        }
    }

    /// Puts new constraint `slot`, whose original terms are the `count` from `start` in the
    /// pool, into the reduced system: as the definition of one of its variables, which is
    /// returned, when it is an equality that can define one (see `definableTerm(of:required:)`;
    /// a soft wish on one variable never does, and is not asked); otherwise reduced (`nil`).
    @inline(__always) private mutating func place(
        _ slot: Int, relation: Relation, required: Bool, originalStart start: Int, originalCount count: Int
    ) -> Int? {
        guard count > 0 else {
            reduceAdded(slot)
            return nil
        }
        let first = records.originals[start]
        guard relation == .equal, required || count >= 2 else {
            reduceAdded(slot, first: first, count: count)
            return nil
        }
        // The first term's variable, when nothing else mentions it, is the one
        // `definableTerm(of:required:)` would choose: asked inline.
        if isFresh(first.variable) {
            define(slot, variable: first.variable, coefficient: first.coefficient, reorders: false)
            return first.variable
        }
        guard let (v, a, reorders) = definableTerm(of: slot, required: required) else {
            reduceAdded(slot, first: first, count: count)
            return nil
        }
        define(slot, variable: v, coefficient: a, reorders: reorders)
        return v
    }

    /// `reduceAdded(_:)` for new constraint `slot`, whose first original term is `first` and whose
    /// original terms are `count` (at least one): a term on a variable that no definition holds
    /// is its own item, linked inline (half the constraints of a layout); two terms or more are
    /// expanded at once (`reduceAdded(_:)` would only send them there).
    @inline(__always) private mutating func reduceAdded(_ slot: Int, first: OriginalTerm, count: Int) {
        guard count == 1 else { return reduceExpanding(slot) }
        guard records.variables[first.variable].definition < 0 else { return reduceAdded(slot) }
        attachOwnItem(slot, first)
    }

    /// Notes that required definition `slot` changed while checks are deferred (it always
    /// holds; a conflict it causes is found through its dependents, which it made stale).
    @inline(__always) mutating func noteChangedDefinition(_ slot: Int) {
        records.constraints[slot].changeStamp = deferred.nextChangeStamp()
        deferred.changedDefinitions.append(slot)
    }

    /// Makes `variable` an edit variable at a non-required `priority`, suggested value 0.
    mutating func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        if let v = records.slot(of: variable), records.edits[v] != nil { throw .duplicateEditVariable(variable) }
        if priority.isRequired { throw .requiredEditVariable(variable) }
        guard priority.isValid else {
            throw .invalidValue("priority \(priority) of edit variable \(variable) is outside (0, 1000)")
        }
        let v = register(variable)
        if records.variables[v].definition >= 0 { undefine(v) }
        // The edit constraint `v − suggestion == 0`: no object, one original term.
        let start = records.originals.count
        records.originals.append(v, 1)
        let slot = newConstraint(relation: .equal, priority: priority.value, constant: 0, isEdit: true, originalsFrom: start)
        records.variables[v].edit = slot
        records.edits[v] = EditRecord(variable: v, constraint: slot)
        reduce(slot)
    }

    /// Suggests `value` for an edit variable; the next solve moves towards it.
    mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard let v = records.slot(of: variable), let edit = records.edits[v] else { throw .unknownEditVariable(variable) }
        guard abs(value) <= Self.maximumMagnitude else {
            throw .invalidValue("suggested value \(value) for \(variable) is not finite or too large")
        }
        records.edits[v]?.suggestion = value
        records.constraints[edit.constraint].constant = -value
        records.constraints[edit.constraint].reducedConstant = -value
        closedForms.costChanged(v)
        markDirty(v)
        noteGeneralValueChange(edit.constraint)
    }
}
