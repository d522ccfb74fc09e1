/// Removing constraints.
extension Tableau {
    /// Removes `constraint`. Throws `.unknownConstraint` if the tableau does not hold it.
    mutating func remove(_ constraint: Constraint) throws(SolverError) {
        guard let slot = objects.slot(of: constraint) else { throw .unknownConstraint(constraint) }
        remove(slot: slot)
    }

    /// Removes the constraint in `slot`, leaving no trace of its symbols.
    mutating func remove(slot: Int) {
        guard objects.constraints[slot] != nil else { return }
        let info = objects.constraints[slot]!
        let priority = info.priority
        var level = -1
        if !priority.isRequired {
            level = objective.levelPosition(priority.value).index
            for e in [info.marker, info.other] where e >= 0 && symbols.kinds[e] == .error {
                let r = basis.rowOf[e]
                if r >= 0 {
                    objective.levels[level].add(basis.rows[r], -1, dropping: -1, using: &mergeBuffer)
                } else {
                    objective.levels[level].add(e, -1)
                }
            }
        }
        // Dead symbols that may still sit in rows or levels. One that was basic until its row
        // went is in none (rows and levels are over non-basic symbols): purging it would scan
        // the whole tableau for nothing.
        var scattered: [Int] = []
        let m = info.marker
        if basis.rowOf[m] >= 0 {
            basis.removeRow(at: basis.rowOf[m])
        } else if let k = markerLeavingRow(m) {
            pivot(row: k, entering: m)
            basis.removeRow(at: basis.rowOf[m])
        } else {
            scattered.append(m)
        }
        if info.other >= 0 {
            if basis.rowOf[info.other] >= 0 { basis.removeRow(at: basis.rowOf[info.other]) } else { scattered.append(info.other) }
        }
        if level >= 0 { objective.dropConstraint(fromLevel: level) }
        retire(slot: slot, scattered: scattered)
        objective.infeasible.removeAll(keepingCapacity: true)
        optimizeOrDefer(removing: true)
    }

    /// The row to pivot a non-basic marker into before its constraint's row is dropped: a
    /// basic dummy's (degenerate: it changes no constant), else the restricted row that limits
    /// the marker first in either direction, else an external's.
    /// (Mutating only so that its mutating callers call it in place: a non-mutating call from a
    /// mutating context copies the whole tableau.)
    mutating func markerLeavingRow(_ marker: Int) -> Int? {
        var first = -1, second = -1, third = -1
        var r1 = Double.infinity, r2 = Double.infinity
        var dummy = -1
        var visit = basis.visitRows(holding: marker)
        while let hit = basis.nextRow(&visit) {
            let (k, c) = (hit.row, hit.coefficient)
            let b = basis.basics[k]
            // A basic dummy (redundant required equality) must stay 0: pivoting on its own row
            // is degenerate and changes no constant, so it always wins (the first such row).
            if symbols.kinds[b] == .dummy {
                if dummy < 0 || k < dummy { dummy = k }
                continue
            }
            if symbols.kinds[b] == .external {
                if third < 0 || k < third { third = k }
            } else if c < 0 {
                let r = -basis.rows[k].constant / c
                if r < r1 || (first >= 0 && r == r1 && b < basis.basics[first]) { r1 = r; first = k }
            } else {
                let r = basis.rows[k].constant / c
                if r < r2 || (second >= 0 && r == r2 && b < basis.basics[second]) { r2 = r; second = k }
            }
        }
        if dummy >= 0 { return dummy }
        if first >= 0 { return first }
        if second >= 0 { return second }
        return third >= 0 ? third : nil
    }

    /// Frees the constraint in `slot` (its rows already gone): its markers, and the variables it
    /// was the last to use. Those variables and the `scattered` markers (dead symbols that may
    /// still sit in rows or levels) are purged first.
    mutating func retire(slot: Int, scattered: [Int]) {
        let info = objects.constraints[slot]!
        var dead = [info.marker]
        if info.other >= 0 { dead.append(info.other) }
        var purged = scattered
        let variablesStart = dead.count
        releaseVariables(of: slot, into: &dead)
        purged += dead[variablesStart...]
        if !purged.isEmpty { purge(purged) }
        for s in dead { freeSymbol(s) }
        objects.unregisterConstraint(slot: slot)
    }

    /// Drops one use of each variable of constraint `slot`; appends the symbols of variables no
    /// constraint uses any more (unregistered) to `dead`.
    mutating func releaseVariables(of slot: Int, into dead: inout [Int]) {
        for vs in objects.constraintVariables[slot] {
            objects.variables[vs]!.useCount -= 1
            let v = objects.variables[vs]!
            if v.useCount == 0 && basis.rowOf[v.symbol] < 0 {
                dead.append(objects.unregisterVariable(slot: vs))
            }
        }
    }
}
