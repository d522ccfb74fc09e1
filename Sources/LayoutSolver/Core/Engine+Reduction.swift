/// Reduced forms: the expansion of a constraint linked as an item, a row or a constant into the
/// variables it mentions (and the definitions it went through), and unlinked again.
extension Engine {
    /// Links the expansion left by `expand(_:)` as constraint `slot`'s reduced form. Clears the
    /// accumulator.
    mutating func attachExpanded(_ slot: Int, constant: Double) {
        let relation = constraints[slot].relation
        let required = constraints[slot].isRequired
        constraints[slot].reducedConstant = constant
        constraints[slot].isStale = false
        switch touched.count {
        case 0:
            constraints[slot].role = .constant
        case 1:
            let v = touched[0]
            constraints[slot].role = .item
            constraints[slot].variable = v
            constraints[slot].coefficient = accumulator[v]
            linkItem(slot, to: v)
            if required && !variables[v].hardIsStale { tightenHardBounds(of: v, by: slot) }
        default:
            constraints[slot].role = .row
            constraints[slot].termStart = terms.count
            constraints[slot].termCount = touched.count
            for i in touched.indices {
                let v = touched[i]
                let k = terms.append(v, accumulator[v], owner: slot)
                linkRowTerm(k)
                if required { variables[v].requiredRowCount += 1 }
            }
        }
        var inGeneral = false
        for i in touched.indices {
            let v = touched[i]
            if required { countRequiredSense(of: v, coefficient: accumulator[v], relation: relation, by: 1) }
            accumulator[v] = 0
            markDirty(v)
            if variables[v].general >= 0 { inGeneral = true }
        }
        if inGeneral { noteGeneralAddition(slot) }
        constraints[slot].useStart = uses.count
        constraints[slot].useCount = usedDefinitions.count
        for i in usedDefinitions.indices { linkUse(of: usedDefinitions[i], by: slot) }
    }

    /// Unlinks constraint `slot`'s reduced form (item, row or constant) and its uses, and takes it
    /// out of its general component. Marks the variables it mentioned dirty.
    mutating func detachExpanded(_ slot: Int) {
        removeFromGeneral(slot)
        let record = constraints[slot]
        switch record.role {
        case .definition:
            return
        case .constant:
            break
        case .item:
            let v = record.variable
            unlinkItem(slot)
            if variables[v].hardLowerSlot == slot || variables[v].hardUpperSlot == slot { variables[v].hardIsStale = true }
            noteGeneralShapeChange(v)
            if record.isRequired {
                countRequiredSense(of: v, coefficient: record.coefficient, relation: record.relation, by: -1)
            }
            markDirty(v)
        case .row:
            for k in record.termStart..<(record.termStart + record.termCount) {
                let v = terms[k].variable
                unlinkRowTerm(k)
                if record.isRequired {
                    variables[v].requiredRowCount -= 1
                    countRequiredSense(of: v, coefficient: terms[k].coefficient, relation: record.relation, by: -1)
                }
                markDirty(v)
                noteGeneralShapeChange(v)
            }
            terms.garbage += record.termCount
            constraints[slot].termCount = 0
        }
        unlinkUses(of: slot)
    }

    /// Re-expands every stale constraint (a definition it went through changed or went).
    mutating func refreshStale() {
        while let slot = stale.popLast() {
            guard constraints[slot].isLive, constraints[slot].isStale else { continue }
            detachExpanded(slot)
            reduce(slot)
        }
    }

    // MARK: Senses

    /// Counts a required item or row on `v`: whether increasing `v`, decreasing it, or neither
    /// can violate it (see `VariableRecord.requiredUp`).
    mutating func countRequiredSense(of v: Int, coefficient a: Double, relation: Relation, by delta: Int) {
        switch relation {
        case .equal: variables[v].requiredEqual += delta
        case .greaterThanOrEqual:
            if a > 0 { variables[v].requiredUp += delta } else { variables[v].requiredDown += delta }
        case .lessThanOrEqual:
            if a > 0 { variables[v].requiredDown += delta } else { variables[v].requiredUp += delta }
        }
    }
}
