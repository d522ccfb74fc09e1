/// What folding leaves (see `+LeafFolding`): at most one row, solved by the one-row closed form
/// over the variables' costs with what folding added to them, every other free variable alone,
/// then the leaves by back-substitution; and whether the optimum fixes a variable of a folded
/// component, asked of a simplex built for the question.
extension Engine {
    /// Solves the free variables that are not folded: the row left (if any) in closed form, the
    /// others alone, into `fold.solved`. Returns `false` when something is infeasible.
    mutating func solveRemainder(_ general: [Int], _ fold: inout FoldScratch) -> Bool {
        // The row's movers are marked first (solved by the row, below).
        let first = fold.remaining.first
        if let first { for term in movers(of: first, fold) { fold.isSolved[term.local] = true } }
        for i in 0..<fold.count where !fold.isFixed[i] && fold.leafRow[i] < 0 && !fold.isSolved[i] {
            costScratch.pieces.removeAll()
            guard let value = preferredValue(of: i, fold) else { return false }
            fold.solved[i] = value
            fold.isSolved[i] = true
        }
        guard let first else { return true }
        return solveRemainingRow(first, general, &fold)
    }

    /// The terms over the variables of the row left, `remaining` (see `solveRemainingRow`).
    private func movers(of remaining: Int, _ fold: FoldScratch) -> ArraySlice<FoldTerm> {
        if remaining >= 0 {
            let row = fold.rows[remaining]
            return fold.terms[row.termStart..<(row.termStart + row.termCount)]
        }
        let group = fold.groups[-1 - remaining]
        return fold.forms[group.formStart..<(group.formStart + group.formCount)]
    }

    /// Appends the cost of `owner` (a variable's place, or `fold.count + g` for group `g`'s mover)
    /// to `costScratch.pieces`: the variable's own pieces and those folding added; returns its
    /// hard bounds. Sets `isOwn` when nothing was added (its own optimum then stands).
    private mutating func appendCost(of owner: Int, _ fold: FoldScratch, isOwn: inout Bool) -> HardBounds {
        var bounds = fold.bounds[owner]
        isOwn = false
        if owner < fold.count {
            let own = fold.own[owner]
            costScratch.pieces.append(contentsOf: ownPieces.unsafeSlice(from: own.pieceStart, count: own.pieceCount))
            isOwn = fold.addedPieces(of: owner).isEmpty && bounds.lower == -.infinity && bounds.upper == .infinity
            bounds = own.bounds.intersected(with: bounds)
        }
        for p in fold.addedPieces(of: owner) { costScratch.pieces.append(p) }
        return bounds
    }

    /// The value nearest zero in the optimum of `owner`'s cost (appended to an empty
    /// `costScratch.pieces`), or `nil` when its hard bounds cross.
    private mutating func preferredValue(of owner: Int, _ fold: FoldScratch) -> Double? {
        var isOwn = false
        let bounds = appendCost(of: owner, fold, isOwn: &isOwn)
        if bounds.isInfeasible { return nil }
        if isOwn { return fold.own[owner].preferred }
        return costScratch.wholeCost(bounds).preferredValue(jumps: &costScratch.jumps).value
    }

    /// Solves the row left, `remaining` (a row's index in `fold.rows`, or `-1 - g` for group `g`'s
    /// `Σ c·q − u = 0`), by the one-row closed form. Returns `false` when it is infeasible.
    private mutating func solveRemainingRow(_ remaining: Int, _ general: [Int], _ fold: inout FoldScratch) -> Bool {
        costScratch.removeAll()
        var constant = 0.0, relation = Relation.equal, priority: Float = 1000, slot = -1
        if remaining >= 0 {
            let row = fold.rows[remaining]
            (constant, relation, priority, slot) = (row.constant, row.relation, row.priority, row.slot)
        }
        for term in movers(of: remaining, fold) {
            guard appendMover(term.local, factor: term.coefficient, variable: general[term.local], fold) else { return false }
        }
        // A group's mover `u`, no engine variable.
        if remaining < 0, !appendMover(fold.count - 1 - remaining, factor: -1, variable: -1, fold) { return false }
        let count = costScratch.movers.count
        var residual = constant
        for i in 0..<count { residual += costScratch.movers[i].factor * costScratch.movers[i].value }
        var slack = HardBounds()
        let slackStart = costScratch.pieces.count
        slack.add(coefficient: 1, constant: 0, relation, level: priority, slot: slot, to: &costScratch.pieces)
        costScratch.movers.append(RowMover(
            value: 0, factor: -1, bounds: slack, variable: -1, pieceStart: slackStart,
            pieceCount: costScratch.pieces.count - slackStart))
        guard closeResidual(residual, row: slot, movers: count) == nil else { return false }
        for i in 0..<count where costScratch.movers[i].variable >= 0 {
            let local = Int(fold.place[costScratch.movers[i].variable])
            fold.solved[local] = costScratch.movers[i].value
        }
        return true
    }

    /// Appends `owner` as a mover of the row left, at its own optimum. Returns `false` when its
    /// hard bounds cross.
    private mutating func appendMover(_ owner: Int, factor: Double, variable: Int, _ fold: FoldScratch) -> Bool {
        let start = costScratch.pieces.count
        var isOwn = false
        let bounds = appendCost(of: owner, fold, isOwn: &isOwn)
        if bounds.isInfeasible { return false }
        let count = costScratch.pieces.count - start
        var value = 0.0
        if isOwn {
            value = fold.own[owner].preferred
        } else {
            let cost = VariableCost(bounds: bounds, pieces: costScratch.pieces.unsafeSlice(from: start, count: count))
            value = cost.preferredValue(jumps: &costScratch.jumps).value
        }
        costScratch.movers.append(RowMover(
            value: value, factor: factor, bounds: bounds, variable: variable, pieceStart: start, pieceCount: count))
        return true
    }

    /// Writes the values: fixed variables at their bound, the others as solved, then each leaf
    /// at its best value under the `t` its row leaves it (its own preferred value when `t` does
    /// not bind it). Marks them all as solved by folding.
    mutating func writeFoldedValues(_ general: [Int], _ fold: FoldScratch) {
        for (i, v) in general.enumerated() {
            variables[v].freeRow = Self.foldedMark
            variables[v].isAmbiguous = false
            if fold.isSolved[i] {
                values[v] = fold.solved[i]
            }
        }
        for row in fold.rows where row.leaf >= 0 {
            var rest = row.constant
            for t in row.termStart..<(row.termStart + row.termCount) where fold.terms[t].local != row.leaf {
                rest += fold.terms[t].coefficient * values[general[fold.terms[t].local]]
            }
            let t = -rest / row.leafCoefficient, preferred = fold.solved[row.leaf]
            let value: Double
            switch Self.leafSense(row.relation, coefficient: row.leafCoefficient) {
            case .equal: value = t
            case .atLeast: value = max(t, preferred)
            case .atMost: value = min(t, preferred)
            }
            values[general[row.leaf]] = value
        }
    }
}
