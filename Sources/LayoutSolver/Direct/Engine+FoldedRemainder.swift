/// What folding leaves (see `+LeafFolding`): at most one row, solved by the one-row closed form
/// over the variables' costs with what folding added to them, every other free variable alone,
/// then the rows that hang off a hub (`+HangingRows`) given the hub's value, and the leaves by
/// back-substitution.
extension Engine {
    /// Solves the free variables into `fold.solved`: the variables in no row alone, the row
    /// left (if any) in closed form, then the plan in reverse: a hanging row given its hub, a
    /// leaf given the rest of its row. Returns `false` when something is infeasible.
    mutating func solveRemainder(_ general: [Int], _ fold: inout FoldScratch) -> Bool {
        // The variables that rows solve are marked first (a hub is solved by a row only when it
        // is not that row's hub).
        // (Through slices: nothing appends to these buffers meanwhile.)
        let isSolved = fold.isSolved.unsafeSlice(from: 0, count: fold.count)
        let terms = fold.terms.unsafeSlice(from: 0, count: fold.terms.count)
        for k in fold.remaining.indices { for t in movers(of: fold.remaining[k], &fold) { isSolved[terms[t].local] = true } }
        for h in fold.hanging.indices {
            let (row, hub) = fold.hanging[h]
            for t in movers(of: row, &fold) where terms[t].local != hub { isSolved[terms[t].local] = true }
        }
        for i in 0..<fold.count where !fold.isFixed[i] && fold.leafRow[i] < 0 && !fold.isSolved[i] {
            closedForms.costScratch.pieces.removeAll()
            guard let value = preferredValue(of: i, &fold) else { return false }
            fold.solved[i] = value
            fold.isSolved[i] = true
        }
        if !fold.remaining.isEmpty, !solveRow(fold.remaining[0], hub: -1, hung: -1, general, &fold) { return false }
        for k in fold.plan.indices.reversed() {
            let step = fold.plan[k]
            if step >= 0 {
                solveLeaf(of: step, &fold)
            } else {
                let (row, hub) = fold.hanging[-1 - step]
                if !solveRow(row, hub: hub, hung: -1 - step, general, &fold) { return false }
            }
        }
        return true
    }

    /// Solves the leaf of folded row `j`: its best value under the `t` the rest of its row leaves
    /// it (its own preferred value, in `fold.solved`, when `t` does not bind it).
    private mutating func solveLeaf(of j: Int, _ fold: inout FoldScratch) {
        let row = fold.rows[j]
        var rest = row.constant
        // (Read through slices: nothing appends to these buffers meanwhile.)
        let solved = fold.solved.unsafeSlice(from: 0, count: fold.count)
        for term in fold.terms.unsafeSlice(from: row.termStart, count: row.termCount) where term.local != row.leaf {
            rest += term.coefficient * solved[term.local]
        }
        let t = -rest / row.leafCoefficient, preferred = fold.solved[row.leaf]
        let value: Double
        switch Self.leafSense(row.relation, coefficient: row.leafCoefficient) {
        case .equal: value = t
        case .atLeast: value = max(t, preferred)
        case .atMost: value = min(t, preferred)
        }
        fold.solved[row.leaf] = value
        fold.isSolved[row.leaf] = true
    }

    /// Where `fold.terms` holds the terms over the variables of row `row` (an index in
    /// `fold.rows`, or `-1 - g` for the row `Σ c·q − u = 0` of group `g`).
    mutating func movers(of row: Int, _ fold: inout FoldScratch) -> Range<Int> {
        if row >= 0 {
            let live = fold.rows[row]
            return live.termStart..<(live.termStart + live.termCount)
        }
        let group = fold.groups[-1 - row]
        return group.formStart..<(group.formStart + group.formCount)
    }

    /// Appends the soft items folding added to `owner` to `costScratch.pieces`.
    mutating func appendAddedPieces(of owner: Int, _ fold: inout FoldScratch) {
        var k = Int(fold.pieceEnds[owner].head)
        guard k >= 0 else { return }
        // (Read through slices: nothing appends to these buffers meanwhile.)
        let extra = fold.extraPieces.unsafeSlice(from: 0, count: fold.extraPieces.count)
        let next = fold.pieceNext.unsafeSlice(from: 0, count: fold.pieceNext.count)
        while k >= 0 {
            closedForms.costScratch.pieces.append(extra[k])
            k = Int(next[k])
        }
    }

    /// Appends the cost of `owner` (a variable's place, or `fold.count + g` for group `g`'s mover)
    /// to `costScratch.pieces`: the variable's own pieces and those folding added; returns its
    /// hard bounds. Sets `isOwn` when nothing was added (its own optimum then stands).
    private mutating func appendCost(of owner: Int, _ fold: inout FoldScratch, isOwn: inout Bool) -> HardBounds {
        var bounds = fold.bounds[owner]
        isOwn = false
        if owner < fold.count {
            let own = fold.own[owner]
            closedForms.costScratch.pieces.append(contentsOf: closedForms.ownPieces.unsafeSlice(from: own.pieceStart, count: own.pieceCount))
            isOwn = fold.pieceEnds[owner].head < 0 && bounds.lower == -.infinity && bounds.upper == .infinity
            bounds = own.bounds.intersected(with: bounds)
        }
        appendAddedPieces(of: owner, &fold)
        return bounds
    }

    /// The value nearest zero in the optimum of `owner`'s cost (appended to an empty
    /// `costScratch.pieces`), or `nil` when its hard bounds cross.
    private mutating func preferredValue(of owner: Int, _ fold: inout FoldScratch) -> Double? {
        // A variable that folding added nothing to keeps its own optimum: no piece is read.
        if owner < fold.count && fold.pieceEnds[owner].head < 0 && fold.bounds[owner].lower == -.infinity
            && fold.bounds[owner].upper == .infinity {
            return fold.own[owner].bounds.isInfeasible ? nil : fold.own[owner].preferred
        }
        var isOwn = false
        let bounds = appendCost(of: owner, &fold, isOwn: &isOwn)
        if bounds.isInfeasible { return nil }
        if isOwn { return fold.own[owner].preferred }
        return closedForms.costScratch.wholeCost(bounds)
            .preferredValue(jumps: &closedForms.costScratch.jumps, sortingUpTo: tuning.sortedLevelsLimit).value
    }

    /// The parts of row `row` (see `movers(of:_:)`) as the one-row closed form reads them: its
    /// movers other than `hub` at their own optima in `costScratch` (a group's mover `u` after
    /// its terms), then its slack. Returns the row's constant, `hub`'s coefficient, the number
    /// of movers before the slack and the row's slot, or `nil` when a mover's bounds cross.
    mutating func appendRowMovers(
        _ row: Int, excluding hub: Int, _ general: [Int], _ fold: inout FoldScratch
    ) -> (constant: Double, hubCoefficient: Double, count: Int, slot: Int)? {
        closedForms.costScratch.removeAll()
        var constant = 0.0, relation = Relation.equal, priority: Float = 1000, slot = -1, hubCoefficient = 0.0
        if row >= 0 {
            let live = fold.rows[row]
            (constant, relation, priority, slot) = (live.constant, live.relation, live.priority, live.slot)
        }
        for t in movers(of: row, &fold) {
            let term = fold.terms[t]
            if term.local == hub {
                hubCoefficient = term.coefficient
                continue
            }
            guard appendMover(term.local, factor: term.coefficient, variable: general[term.local], &fold) else { return nil }
        }
        // A group's mover `u`, no engine variable.
        if row < 0, !appendMover(fold.count - 1 - row, factor: -1, variable: -1, &fold) { return nil }
        let count = closedForms.costScratch.movers.count
        var slack = HardBounds()
        let slackStart = closedForms.costScratch.pieces.count
        slack.add(coefficient: 1, constant: 0, relation, level: priority, slot: slot, to: &closedForms.costScratch.pieces)
        closedForms.costScratch.movers.append(RowMover(
            value: 0, factor: -1, bounds: slack, variable: -1, pieceStart: slackStart,
            pieceCount: closedForms.costScratch.pieces.count - slackStart))
        return (constant, hubCoefficient, count, slot)
    }

    /// Solves row `row` by the one-row closed form, with `hub` (-1: none) at its solved value:
    /// `hanging[hung]`'s movers as kept (`hung` ≥ 0), or the row's read again. Returns `false`
    /// when it is infeasible.
    private mutating func solveRow(_ row: Int, hub: Int, hung: Int, _ general: [Int], _ fold: inout FoldScratch) -> Bool {
        let read = hung >= 0 ? restoreMovers(of: hung, &fold) : appendRowMovers(row, excluding: hub, general, &fold)
        guard let parts = read else { return false }
        var residual = parts.constant + (hub >= 0 ? parts.hubCoefficient * fold.solved[hub] : 0)
        for i in 0..<parts.count { residual += closedForms.costScratch.movers[i].factor * closedForms.costScratch.movers[i].value }
        if hung >= 0 && Self.needsClosing(residual) && restoreStretches(of: hung, closing: residual, &fold) {
            // Along the stretches that folding its cost sorted.
            guard closeResidualAlongSortedStretches(residual, row: parts.slot, movers: parts.count) == nil else { return false }
        } else {
            guard closeResidual(residual, row: parts.slot, movers: parts.count) == nil else { return false }
        }
        for i in 0..<parts.count where closedForms.costScratch.movers[i].variable >= 0 {
            fold.solved[Int(fold.place[closedForms.costScratch.movers[i].variable])] = closedForms.costScratch.movers[i].value
        }
        return true
    }

    /// Appends `owner` as a mover, at its own optimum. Returns `false` when its hard bounds cross.
    private mutating func appendMover(_ owner: Int, factor: Double, variable: Int, _ fold: inout FoldScratch) -> Bool {
        let start = closedForms.costScratch.pieces.count
        var isOwn = false
        let bounds = appendCost(of: owner, &fold, isOwn: &isOwn)
        if bounds.isInfeasible { return false }
        let count = closedForms.costScratch.pieces.count - start
        var value = 0.0
        if isOwn {
            value = fold.own[owner].preferred
        } else {
            let cost = VariableCost(bounds: bounds, pieces: closedForms.costScratch.pieces.unsafeSlice(from: start, count: count))
            value = cost.preferredValue(jumps: &closedForms.costScratch.jumps, sortingUpTo: tuning.sortedLevelsLimit).value
        }
        closedForms.costScratch.movers.append(RowMover(
            value: value, factor: factor, bounds: bounds, variable: variable, pieceStart: start, pieceCount: count))
        return true
    }

    /// Writes the values solved (every variable's: fixed, alone, by a row, or a leaf) and marks
    /// the variables as solved by folding.
    mutating func writeFoldedValues(_ general: [Int], _ fold: inout FoldScratch) {
        for (i, v) in general.enumerated() {
            records.variables[v].freeRow = Self.foldedMark
            records.setValue(fold.solved[i], of: v)
        }
    }
}
