/// Pivoting and the primal simplex over lexicographic levels.
extension Tableau {
    /// Replaces `symbol` in every row except `skip`, and in every level, by `row`. With
    /// `levelsOnly`, rows are skipped (for a symbol known not to occur in any row). Rows found
    /// infeasible are appended to `infeasible` in row order.
    mutating func substitute(_ symbol: Int, by row: Row, skipping skip: Int, levelsOnly: Bool = false) {
        let bit = Row.bit(symbol)
        if !levelsOnly {
            var visit = visitRows(holding: symbol)
            // Substituted into many rows, the row's symbols are in many rows: their columns are
            // dense, and scanned rather than listed.
            let spreads = visit.dense || (visit.listed && columnHits.count * tuning.pivotSpreadFraction > rows.count)
            if spreads { makeColumnsDense(of: row) }
            mergeBuffer.notesAdded = columns.isListing && !spreads
            while let hit = nextRow(&visit) {
                let (k, c) = (hit.row, hit.coefficient)
                if k == skip { continue }
                willChangeRow(k)
                Row.add(&rows[k], row, c, dropping: symbol, using: &mergeBuffer)
                rowMasks[k] = rows[k].mask
                if !spreads { listRowUnderAddedSymbols(k) }
                let b = basics[k]
                if rows[k].constant < 0 && kinds[b] != .external { infeasible.append(b) }
            }
        }
        var l = 0
        while l < levels.count {
            if levels[l].row.mask & bit != 0 {
                let c = levels[l].row.coefficient(of: symbol)
                if c != 0 {
                    willChangeLevel(l)
                    levels[l].add(row, c, dropping: symbol, using: &mergeBuffer)
                }
            }
            l += 1
        }
    }

    /// Makes `entering` basic in row `index`, whose basic symbol leaves the basis.
    mutating func pivot(row index: Int, entering: Int) {
        let leaving = basics[index]
        pivotCount &+= 1
        willPivot(row: index, leaving: leaving)
        willChangeRow(index)
        rows[index].pivot(leaving: leaving, entering: entering)
        rowMasks[index] = rows[index].mask
        listRow(index, symbol: leaving)
        basics[index] = entering
        rowOf[entering] = index
        rowOf[leaving] = -1
        let row = rows[index]
        substitute(entering, by: row, skipping: index)
    }

    /// The entering symbol and its direction (+1 increase, −1 decrease) whose reduced-cost vector
    /// is lexicographically improving: the first level (highest priority) where some symbol
    /// improves, and there the lowest symbol id (Bland's rule). A symbol counts at its first
    /// level only: where it occurs in a higher level, that level decides.
    mutating func enteringSymbol(levelLimit: Int = .max) -> (symbol: Int, direction: Double)? {
        Self.grow(&seenStamps, to: kinds.count, with: 0)
        seenStamp &+= 1
        if seenStamp == 0 {
            for i in seenStamps.indices { seenStamps[i] = 0 }
            seenStamp = 1
        }
        let stamp = seenStamp
        let levelCount = min(levels.count, levelLimit)
        return levels.withUnsafeBufferPointer { levels in
            kinds.withUnsafeBufferPointer { kinds in
                seenStamps.withUnsafeMutableBufferPointer { seen in
                    for l in 0..<levelCount {
                        let found: (Int, Double)? = levels[l].row.cells.withUnsafeBufferPointer { cells in
                            for cell in cells where cell.coefficient != 0 && seen[cell.symbol] != stamp {
                                seen[cell.symbol] = stamp
                                let kind = kinds[cell.symbol]
                                // Rows are sorted: the first improving symbol has the lowest id.
                                if kind == .dummy { continue }
                                if cell.coefficient < 0 { return (cell.symbol, 1) }
                                if kind == .external { return (cell.symbol, -1) }
                            }
                            return nil
                        }
                        if let found { return found }
                    }
                    return nil
                }
            }
        }
    }

    /// The row that limits moving `entering` in `direction` (minimum ratio over restricted rows,
    /// ties to the lowest basic symbol).
    /// (Mutating only so that its mutating callers call it in place: a non-mutating call from a
    /// mutating context copies the whole tableau.)
    mutating func leavingRow(for entering: Int, direction: Double) -> Int? {
        var best = -1
        var bestRatio = Double.infinity
        var visit = visitRows(holding: entering)
        while let hit = nextRow(&visit) {
            let k = hit.row
            let b = basics[k]
            let c = kinds[b] == .external ? 0 : hit.coefficient * direction
            if c < 0 {
                let ratio = rows[k].constant / -c
                if ratio < bestRatio || (best >= 0 && ratio == bestRatio && b < basics[best]) {
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
        while let (entering, direction) = enteringSymbol(levelLimit: levelLimit) {
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
        if needsOptimization || (removing && defersOptimization) {
            needsOptimization = true
            return
        }
        optimize()
        restoreFeasibility()
    }

    /// Runs the dual simplex over rows that primal pivots left slightly negative (roundoff over
    /// constants that differ in their last digits), then optimises again.
    mutating func restoreFeasibility() {
        guard !infeasible.isEmpty else { return }
        _ = dualOptimize()
        infeasible.removeAll(keepingCapacity: true)
        optimize()
        infeasible.removeAll(keepingCapacity: true)
    }

    /// Sets `defersOptimization`; turning it off optimises at once.
    mutating func setDefersOptimization(_ defers: Bool) {
        defersOptimization = defers
        if !defers { flushOptimization() }
    }

    /// Optimises what was deferred and writes every variable's value.
    mutating func updateVariables() {
        flushOptimization()
        writeValues()
    }

    /// Brings a deferred objective to optimality (a no-op when nothing was deferred).
    /// Also unregisters vacant variables that no constraint uses any more.
    mutating func flushOptimization() {
        if !idleVariables.isEmpty { collectIdleVariables() }
        guard needsOptimization else { return }
        needsOptimization = false
        optimize()
        restoreFeasibility()
    }
}
