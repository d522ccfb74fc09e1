/// Pivoting and the primal simplex over lexicographic levels.
extension Tableau {
    /// Replaces `symbol` in every row except `skip`, and in every level, by `row`. With
    /// `levelsOnly`, rows are skipped (for a symbol known not to occur in any row). Rows found
    /// infeasible are appended to `infeasible` in row order.
    mutating func substitute(_ symbol: Int, by row: Row, skipping skip: Int, levelsOnly: Bool = false) {
        let bit = Row.bit(symbol)
        if !levelsOnly {
            var visit = basis.visitRows(holding: symbol)
            // Substituted into many rows, the row's symbols are in many rows: their columns are
            // dense, and scanned rather than listed.
            let spreads = visit.dense || (visit.listed && basis.columnHits.count * tuning.pivotSpreadFraction > basis.rows.count)
            if spreads { basis.makeColumnsDense(of: row) }
            mergeBuffer.notesAdded = basis.columns.isListing && !spreads
            while let hit = basis.nextRow(&visit) {
                let (k, c) = (hit.row, hit.coefficient)
                if k == skip { continue }
                willChangeRow(k)
                Row.add(&basis.rows[k], row, c, dropping: symbol, using: &mergeBuffer)
                basis.rowMasks[k] = basis.rows[k].mask
                if !spreads { basis.listRowUnderAddedSymbols(k, noted: mergeBuffer) }
                let b = basis.basics[k]
                if basis.rows[k].constant < 0 && symbols.kinds[b] != .external { objective.infeasible.append(b) }
            }
        }
        var l = 0
        while l < objective.levels.count {
            if objective.levels[l].row.mask & bit != 0 {
                let c = objective.levels[l].row.coefficient(of: symbol)
                if c != 0 {
                    willChangeLevel(l)
                    objective.levels[l].add(row, c, dropping: symbol, using: &mergeBuffer)
                }
            }
            l += 1
        }
    }

    /// Makes `entering` basic in row `index`, whose basic symbol leaves the basis.
    mutating func pivot(row index: Int, entering: Int) {
        let leaving = basis.basics[index]
        objective.pivotCount &+= 1
        willPivot(row: index, leaving: leaving)
        willChangeRow(index)
        basis.pivot(row: index, entering: entering)
        let row = basis.rows[index]
        substitute(entering, by: row, skipping: index)
    }

    /// The row that limits moving `entering` in `direction` (minimum ratio over restricted rows,
    /// ties to the lowest basic symbol).
    /// (Mutating only so that its mutating callers call it in place: a non-mutating call from a
    /// mutating context copies the whole tableau.)
    mutating func leavingRow(for entering: Int, direction: Double) -> Int? {
        var best = -1
        var bestRatio = Double.infinity
        var visit = basis.visitRows(holding: entering)
        while let hit = basis.nextRow(&visit) {
            let k = hit.row
            let b = basis.basics[k]
            let c = symbols.kinds[b] == .external ? 0 : hit.coefficient * direction
            if c < 0 {
                let ratio = basis.rows[k].constant / -c
                if ratio < bestRatio || (best >= 0 && ratio == bestRatio && b < basis.basics[best]) {
                    bestRatio = ratio
                    best = k
                }
            }
        }
        return best >= 0 ? best : nil
    }

    /// Primal simplex to lexicographic optimality of the first `levelLimit` levels. Returns false
    /// if the objective is unbounded (impossible for a consistent tableau; the loop then stops
    /// rather than crash).
    @discardableResult
    mutating func optimize(levelLimit: Int = .max) -> Bool {
        while let (entering, direction) = objective.enteringSymbol(kinds: symbols.kinds, levelLimit: levelLimit) {
            guard let k = leavingRow(for: entering, direction: direction) else { return false }
            pivot(row: k, entering: entering)
        }
        return true
    }

    /// Optimises now, or records that it is needed: while `defersOptimization`, a removal defers,
    /// and so does every add after it until `flushOptimization()` (optimising in between would
    /// walk to the optimum of a half-replaced system). Adds on an optimal tableau optimise at
    /// once: they keep it near the optimum, which costs fewer pivots than one walk at the end.
    mutating func optimizeOrDefer(removing: Bool) {
        if objective.needsOptimization || (removing && objective.defersOptimization) {
            objective.needsOptimization = true
            return
        }
        optimize()
        restoreFeasibility()
    }

    /// Runs the dual simplex over rows that primal pivots left slightly negative (roundoff over
    /// constants that differ in their last digits), then optimises again.
    mutating func restoreFeasibility() {
        guard !objective.infeasible.isEmpty else { return }
        _ = dualOptimize()
        objective.infeasible.removeAll(keepingCapacity: true)
        optimize()
        objective.infeasible.removeAll(keepingCapacity: true)
    }

    /// Sets `defersOptimization`; turning it off optimises at once.
    mutating func setDefersOptimization(_ defers: Bool) {
        objective.defersOptimization = defers
        if !defers { flushOptimization() }
    }

    /// Optimises what was deferred and writes every variable's value.
    mutating func updateVariables() {
        flushOptimization()
        writeValues()
    }

    /// Brings a deferred objective to optimality (a no-op when nothing was deferred).
    mutating func flushOptimization() {
        guard objective.needsOptimization else { return }
        objective.needsOptimization = false
        optimize()
        restoreFeasibility()
    }
}
