/// Checking a required constraint before `add` or `updateConstant` returns, and naming the
/// constraints that prove a conflict.
///
/// Most checks are local: a definition always holds (its variable takes any value); an item on a
/// variable that no required row mentions conflicts exactly when the variable's required bounds
/// cross; a row with a variable that nothing required stops from moving the needed way always
/// holds. Anything else solves the row's component (see `+Solve`).
extension Engine {
    /// How far a required relation may be off and still hold.
    static let feasibilityTolerance = 1e-7

    /// The constraint slots that, with `slot`, prove a conflict; `nil` when the system holds.
    mutating func conflictSlots(after slot: Int) -> [Int]? {
        let record = records.constraints[slot]
        switch record.role {
        case .definition:
            return nil
        case .constant:
            return Self.holds(record.relation, record.reducedConstant) ? nil : [slot]
        case .item where records.variables[record.variable].requiredRowCount == 0:
            return boundConflict(of: record.variable)
        case .row where hasFreeDirection(slot):
            return nil
        default:
            break
        }
        refreshStale()
        // A record added among the members of a general component that is otherwise in sync:
        // the simplex takes it (and whatever else is pending) without a traversal.
        if records.constraints[slot].role == record.role, case let instance = generalHolding(slot), instance >= 0,
            let proof = holdPendingChanges(in: instance)
        {
            return proof.isEmpty ? nil : proof
        }
        let start = record.role == .item ? record.variable : records.terms[record.termStart].variable
        deferred.checkSolves &+= 1
        return solveComponent(containing: start)
    }

    /// Whether `0 ⋈ value` holds within the tolerance (`value` is the expression's value).
    static func holds(_ relation: Relation, _ value: Double) -> Bool {
        switch relation {
        case .equal: abs(value) <= feasibilityTolerance
        case .greaterThanOrEqual: value >= -feasibilityTolerance
        case .lessThanOrEqual: value <= feasibilityTolerance
        }
    }

    /// The two required items whose bounds on `v` cross, or `nil`.
    mutating func boundConflict(of v: Int) -> [Int]? {
        if records.variables[v].hardIsStale { recomputeHardBounds(of: v) }
        let record = records.variables[v]
        let lower = record.hardLower, upper = record.hardUpper
        guard lower > upper + Self.feasibilityTolerance * max(1, abs(lower)) else { return nil }
        return [record.hardLowerSlot, record.hardUpperSlot]
    }

    /// Recomputes `v`'s cached required bounds from its items.
    mutating func recomputeHardBounds(of v: Int) {
        records.variables[v].hardLower = -.infinity
        records.variables[v].hardUpper = .infinity
        records.variables[v].hardLowerSlot = -1
        records.variables[v].hardUpperSlot = -1
        records.variables[v].hardIsStale = false
        var slot = records.variables[v].itemHead
        while slot >= 0 {
            if records.constraints[slot].isRequired { tightenHardBounds(of: v, by: slot) }
            slot = records.constraints[slot].itemNext
        }
    }

    /// Tightens `v`'s cached required bounds by required item `slot`.
    mutating func tightenHardBounds(of v: Int, by slot: Int) {
        let item = records.constraints[slot]
        steps &+= 1
        let bound = -item.reducedConstant / item.coefficient
        let raises = item.relation == .equal || (item.relation == .greaterThanOrEqual) == (item.coefficient > 0)
        let lowers = item.relation == .equal || (item.relation == .lessThanOrEqual) == (item.coefficient > 0)
        if raises && bound > records.variables[v].hardLower { records.variables[v].hardLower = bound; records.variables[v].hardLowerSlot = slot }
        if lowers && bound < records.variables[v].hardUpper { records.variables[v].hardUpper = bound; records.variables[v].hardUpperSlot = slot }
    }

    /// Whether required row `slot` has a variable that no other required constraint stops from
    /// moving the way that satisfies the row (so the row can always be met).
    /// (Mutating only so that its mutating callers call it in place: a non-mutating call from a
    /// mutating context copies the whole engine.)
    mutating func hasFreeDirection(_ slot: Int) -> Bool {
        let record = records.constraints[slot]
        for k in record.termStart..<(record.termStart + record.termCount) {
            let v = records.variables[records.terms[k].variable]
            let a = records.terms[k].coefficient
            switch record.relation {
            case .equal:
                if v.requiredUp == 0 && v.requiredDown == 0 && v.requiredEqual == 1 { return true }
            case .greaterThanOrEqual, .lessThanOrEqual:
                let increases = (record.relation == .greaterThanOrEqual) == (a > 0)
                if v.requiredEqual == 0 && (increases ? v.requiredDown == 0 : v.requiredUp == 0) { return true }
            }
        }
        return false
    }

    /// The slots of `proof` and of the definitions their expansions went through, deduplicated,
    /// in the order they were added.
    func proofClosure(_ proof: [Int]) -> [Int] {
        var slots = Set<Int>()
        for slot in proof where slot >= 0 && records.constraints[slot].isLive {
            slots.insert(slot)
            let record = records.constraints[slot]
            for k in record.useStart..<(record.useStart + record.useCount) where records.uses[k].owner == slot {
                let d = records.variables[records.uses[k].variable].definition
                if d >= 0 { slots.insert(d) }
            }
        }
        return slots.sorted { records.constraints[$0].sequence < records.constraints[$1].sequence }
    }

    /// The constraints of `proof` and the definitions their expansions went through, without
    /// `culprit`, deduplicated, in the order they were added.
    func conflictingSlots(_ proof: [Int], culprit: Int) -> [Int] {
        proofClosure(proof + [culprit]).filter { $0 != culprit }
    }

    /// After `v`'s definition changed (a new constant, or a vacant `v` defined again): expands
    /// the required constraints that went through it again and returns the conflict one of
    /// them makes with `culprit`, or `nil`.
    mutating func conflictThroughDependents(of v: Int, culprit: Int) -> [Int]? {
        // A variable defined for the first time has no dependents.
        guard records.variables[v].dependentHead >= 0 else { return nil }
        var dependents: [Int] = []
        var k = records.variables[v].dependentHead
        while k >= 0 {
            let owner = records.uses[k].owner
            if owner >= 0, records.constraints[owner].isRequired, records.constraints[owner].isStale { dependents.append(owner) }
            k = records.uses[k].next
        }
        guard !dependents.isEmpty else { return nil }
        refreshStale()
        for dependent in dependents where records.constraints[dependent].isLive {
            if var proof = conflictSlots(after: dependent) {
                proof.append(dependent)
                return conflictingSlots(proof, culprit: culprit)
            }
        }
        return nil
    }
}
