/// Reduced forms: the expansion of a constraint linked as an item, a row or a constant into the
/// variables it mentions (and the definitions it went through), and unlinked again.
extension Engine {
    /// Links the expansion left by `expand(_:)` as constraint `slot`'s reduced form. Clears the
    /// accumulator.
    mutating func attachExpanded(_ slot: Int, constant: Double) {
        switch expansion.touched.count {
        case 0:
            records.constraints[slot].reducedConstant = constant
            records.constraints[slot].isStale = false
            records.constraints[slot].role = .constant
        case 1:
            let v = expansion.touched[0], a = expansion.accumulator[v]
            expansion.accumulator[v] = 0
            return attachItem(slot, variable: v, coefficient: a, constant: constant, usingDefinitions: true)
        default:
            attachRow(slot, constant: constant)
        }
        records.constraints[slot].useStart = records.uses.count
        records.constraints[slot].useCount = expansion.usedDefinitions.count
        for i in expansion.usedDefinitions.indices { records.linkUse(of: expansion.usedDefinitions[i], by: slot) }
    }

    /// Links constraint `slot` as an item `a·v + constant ⋈ 0` on `v`, with the definitions the
    /// last expansion went through as its uses (`usingDefinitions`), or none: a constraint on one
    /// variable that no definition holds is its own item, with no expansion.
    @inline(__always) mutating func attachItem(_ slot: Int, variable v: Int, coefficient a: Double, constant: Double, usingDefinitions: Bool) {
        let relation = records.constraints[slot].relation
        let required = records.constraints[slot].isRequired
        records.constraints[slot].reducedConstant = constant
        records.constraints[slot].isStale = false
        records.constraints[slot].role = .item
        records.constraints[slot].variable = v
        records.constraints[slot].coefficient = a
        linkItem(slot, to: v)
        if required {
            if !records.variables[v].hardIsStale { tightenHardBounds(of: v, by: slot) }
            countRequiredSense(of: v, coefficient: a, relation: relation, by: 1)
        }
        markDirty(v)
        if records.variables[v].general >= 0 { noteGeneralAddition(slot, over: v) }
        records.constraints[slot].useStart = records.uses.count
        guard usingDefinitions else { return records.constraints[slot].useCount = 0 }
        records.constraints[slot].useCount = expansion.usedDefinitions.count
        for i in expansion.usedDefinitions.indices { records.linkUse(of: expansion.usedDefinitions[i], by: slot) }
    }

    /// Links the expansion left by `expand(_:)` (two variables or more) as row `slot`, one pass
    /// over its variables. Clears the accumulator. Inlined into its one caller.
    @inline(__always) private mutating func attachRow(_ slot: Int, constant: Double) {
        let relation = records.constraints[slot].relation
        let required = records.constraints[slot].isRequired
        records.constraints[slot].reducedConstant = constant
        records.constraints[slot].isStale = false
        records.constraints[slot].role = .row
        records.constraints[slot].termStart = records.terms.count
        records.constraints[slot].termCount = expansion.touched.count
        var inGeneral = false
        // Neither list grows while the row is linked: read without index checks.
        let touched = expansion.touched.unsafeSlice(from: 0, count: expansion.touched.count)
        let accumulator = expansion.accumulator.unsafeSlice(from: 0, count: expansion.accumulator.count)
        for i in touched.indices {
            let v = touched[i], a = accumulator[v]
            accumulator[v] = 0
            records.appendRowTerm(v, a, owner: slot)
            if required {
                records.variables[v].requiredRowCount += 1
                countRequiredSense(of: v, coefficient: a, relation: relation, by: 1)
            }
            markDirty(v)
            if records.variables[v].general >= 0 { inGeneral = true }
        }
        if inGeneral { noteGeneralAddition(slot) }
    }

    /// Unlinks constraint `slot`'s reduced form (item, row or constant) and its uses, and takes it
    /// out of its general component. Marks the variables it mentioned dirty.
    mutating func detachExpanded(_ slot: Int) {
        removeFromGeneral(slot)
        let record = records.constraints[slot]
        switch record.role {
        case .definition:
            return
        case .constant:
            break
        case .item:
            let v = record.variable
            unlinkItem(slot)
            if records.variables[v].hardLowerSlot == slot || records.variables[v].hardUpperSlot == slot { records.variables[v].hardIsStale = true }
            noteGeneralShapeChange(v)
            if record.isRequired {
                countRequiredSense(of: v, coefficient: record.coefficient, relation: record.relation, by: -1)
            }
            markDirty(v)
        case .row:
            for k in record.termStart..<(record.termStart + record.termCount) {
                let v = records.terms[k].variable
                records.unlinkRowTerm(k)
                if record.isRequired {
                    records.variables[v].requiredRowCount -= 1
                    countRequiredSense(of: v, coefficient: records.terms[k].coefficient, relation: record.relation, by: -1)
                }
                markDirty(v)
                noteGeneralShapeChange(v)
            }
            records.terms.garbage += record.termCount
            records.constraints[slot].termCount = 0
        }
        records.unlinkUses(of: slot)
    }

    /// Re-expands every stale constraint (a definition it went through changed or went).
    mutating func refreshStale() {
        while let slot = stale.popLast() {
            guard records.constraints[slot].isLive, records.constraints[slot].isStale else { continue }
            detachExpanded(slot)
            reduce(slot)
        }
    }

    // MARK: Senses

    /// Counts a required item or row on `v`: whether increasing `v`, decreasing it, or neither
    /// can violate it (see `VariableRecord.requiredUp`).
    @inline(__always) mutating func countRequiredSense(of v: Int, coefficient a: Double, relation: Relation, by delta: Int) {
        switch relation {
        case .equal: records.variables[v].requiredEqual += delta
        case .greaterThanOrEqual:
            if a > 0 { records.variables[v].requiredUp += delta } else { records.variables[v].requiredDown += delta }
        case .lessThanOrEqual:
            if a > 0 { records.variables[v].requiredDown += delta } else { records.variables[v].requiredUp += delta }
        }
    }
}
