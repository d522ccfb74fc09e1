/// Removing constraints and edit variables.
extension Tableau {
    /// Removes the constraint in `slot`, leaving no trace of its symbols.
    mutating func remove(slot: Int) {
        guard constraints[slot] != nil else { return }
        if constraints[slot]!.definition >= 0 {
            if vacate(slot: slot) {
                // Its markers are in no row or level: nothing to pivot or purge, still optimal.
                retire(slot: slot, scattered: [])
                compactDefinitionsIfSparse()
                return
            }
            materialise(constraints[slot]!.definition)
        }
        let info = constraints[slot]!
        let priority = info.constraint.priority
        var level = -1
        if !priority.isRequired {
            level = levelPosition(priority.value).index
            for e in [info.marker, info.other] where e >= 0 && kinds[e] == .error {
                let r = rowOf[e]
                if r >= 0 {
                    ObjectiveRow.add(
                        &levels[level].row, rows[r], -1, dropping: -1, &scratchSymbols, &scratchCoefficients,
                        &scratchInserted)
                    noteLevelGainedInserted(level)
                    noteCandidates(rows[r])
                } else {
                    addToLevel(level, e, -1)
                }
            }
        }
        // Dead symbols that may still sit in rows or levels. One that was basic until its row
        // went is in none (rows and levels are over non-basic symbols): purging it would scan
        // the whole tableau for nothing (without the column index, O(rows) per removal).
        var scattered: [Int] = []
        let m = info.marker
        if rowOf[m] >= 0 {
            removeRow(at: rowOf[m])
        } else if let k = markerLeavingRow(m) {
            pivot(row: k, entering: m)
            removeRow(at: rowOf[m])
        } else {
            scattered.append(m)
        }
        if info.other >= 0 {
            if rowOf[info.other] >= 0 { removeRow(at: rowOf[info.other]) } else { scattered.append(info.other) }
        }
        if level >= 0 {
            levels[level].count -= 1
            if levels[level].count == 0 { levels.remove(at: level) }
        }
        retire(slot: slot, scattered: scattered)
        infeasible.removeAll(keepingCapacity: true)
        optimizeOrDefer(removing: true)
    }

    /// Frees the constraint in `slot` (its rows already gone): its markers, and the variables it
    /// was the last to use. Those variables and the `scattered` markers (dead symbols that may
    /// still sit in rows or levels) are purged first.
    mutating func retire(slot: Int, scattered: [Int]) {
        let info = constraints[slot]!
        var dead = [info.marker]
        if info.other >= 0 { dead.append(info.other) }
        var purged = scattered
        let variablesStart = dead.count
        releaseVariables(of: info, into: &dead)
        purged += dead[variablesStart...]
        if !purged.isEmpty { purge(purged) }
        for s in dead { freeSymbol(s) }
        constraintSlots.removeValue(forKey: ObjectIdentifier(info.constraint))
        constraints[slot] = nil
        freeConstraintSlots.append(slot)
    }

    /// Drops one use of each variable of `info`; appends the symbols of variables no constraint
    /// uses any more (unregistered) to `dead`. A vacant one stays registered until the next
    /// `collectIdleVariables()`, as the same operation often defines it again (a stack hiding or
    /// showing a view swaps the links around it).
    mutating func releaseVariables(of info: ConstraintInfo, into dead: inout [Int]) {
        for vs in info.variableSlots {
            variables[vs]!.useCount -= 1
            let v = variables[vs]!
            if v.useCount == 0 && rowOf[v.symbol] < 0 && kinds[v.symbol] != .defined {
                if vacancyOf[v.symbol] >= 0 {
                    idleVariables.append(vs)
                } else {
                    dead.append(unregisterVariable(slot: vs))
                }
            }
        }
    }

    /// Forgets the variable in slot `vs`; returns its symbol (to be freed by the caller).
    mutating func unregisterVariable(slot vs: Int) -> Int {
        let v = variables[vs]!
        variableSlots.removeValue(forKey: ObjectIdentifier(v.variable))
        variables[vs] = nil
        freeVariableSlots.append(vs)
        return v.symbol
    }

    /// Shifts a constraint's constant to `newConstant` in place: the marker symbol absorbs the
    /// change, so only the rows mentioning it move. Returns a basic dummy forced away from zero
    /// (a redundant required equality that now conflicts), or -1.
    mutating func applyConstant(slot: Int, _ newConstant: Double) -> Int {
        let info = constraints[slot]!
        let delta = newConstant - info.constant
        constraints[slot]!.constant = newConstant
        if delta == 0 { return -1 }
        let t = delta / info.markerSign
        let m = info.marker
        if info.definition >= 0 {
            // The defined variable's own constant moves with the marker (see `Definition`).
            let d = definitionOf[info.definition]
            definitions[d].row.constant += definitions[d].row.coefficient(of: m) * t
        }
        var violated = -1
        if rowOf[m] >= 0 {
            let k = rowOf[m]
            rows[k].constant -= t
            noteShift(row: k, &violated)
        } else if info.other >= 0, rowOf[info.other] >= 0 {
            let k = rowOf[info.other]
            rows[k].constant += t
            noteShift(row: k, &violated)
        } else {
            var hits: [Int] = []
            swap(&hits, &scratchHits)
            gatherRows(containing: m, into: &hits)
            defer { swap(&hits, &scratchHits) }
            for k in hits {
                let c = rows[k].coefficient(of: m)
                if c != 0 {
                    rows[k].constant += c * t
                    noteShift(row: k, &violated)
                }
            }
        }
        return violated
    }

    /// Records row `k` as infeasible after its constant moved, or as a violated dummy.
    @inline(__always) mutating func noteShift(row k: Int, _ violated: inout Int) {
        let b = basics[k]
        switch kinds[b] {
        case .external, .defined: break
        case .dummy: if !isNearZero(rows[k].constant) { violated = b }
        case .slack, .error: if rows[k].constant < 0 { infeasible.append(b) }
        }
    }

    /// The required constraints proving that basic `symbol`'s row cannot hold.
    func conflict(inRowOf symbol: Int, excluding slot: Int) -> [Constraint] {
        let k = rowOf[symbol]
        return requiredOwners(of: [symbol] + (k >= 0 ? rows[k].symbols : []), excluding: slot)
    }

    /// Unregisters the variables that `releaseVariables` kept while vacant and that no
    /// constraint has used since.
    mutating func collectIdleVariables() {
        var dead: [Int] = []
        for vs in idleVariables {
            guard let v = variables[vs], v.useCount == 0, rowOf[v.symbol] < 0, kinds[v.symbol] == .external
            else { continue }
            dead.append(unregisterVariable(slot: vs))
        }
        idleVariables.removeAll(keepingCapacity: true)
        // A vacant symbol is in no row; one that lost its place might be.
        let unclean = dead.filter { vacancyOf[$0] < 0 }
        if !unclean.isEmpty { purge(unclean) }
        for s in dead { freeSymbol(s) }
    }
}
