/// Pivoting, primal optimisation over lexicographic levels, and the dual simplex.
extension Tableau {
    /// Replaces `symbol` in every row except `skip`, and in every level, by `row`.
    /// With `levelsOnly`, rows are skipped (for a symbol known not to occur in any row).
    mutating func substitute(_ symbol: Int, by row: Row, skipping skip: Int, levelsOnly: Bool = false) {
        // The rows and levels that may hold `symbol`: from the column index, or by tight scans
        // over contiguous masks (a local list, so the scans borrow nothing the updates modify).
        var hits: [Int] = []
        swap(&hits, &scratchHits)
        hits.removeAll(keepingCapacity: true)
        let rowHits: Int
        if columnsEnabled {
            if !levelsOnly { collectRows(containing: symbol, skipping: skip, into: &hits, sorted: false) }
            rowHits = hits.count
            collectLevels(containing: symbol, into: &hits, sorted: false)
        } else {
            let bit = Row.bit(symbol)
            if !levelsOnly {
                rowMasks.withUnsafeBufferPointer { masks in
                    for k in 0..<masks.count where masks[k] & bit != 0 && k != skip { hits.append(k) }
                }
            }
            rowHits = hits.count
            levels.withUnsafeBufferPointer { lv in
                for l in 0..<lv.count where lv[l].row.mask & bit != 0 { hits.append(l) }
            }
        }
        let firstInfeasible = infeasible.count
        for i in 0..<rowHits {
            let k = hits[i]
            let c = rows[k].coefficient(of: symbol)
            if c == 0 { continue }
            Row.add(&rows[k], row, c, dropping: symbol, &scratchSymbols, &scratchCoefficients, &scratchInserted)
            rowMasks[k] = rows[k].mask
            noteRowGainedInserted(k)
            let b = basics[k]
            if rows[k].constant < 0 && kinds[b] != .external { infeasible.append(b) }
        }
        // The dual simplex takes infeasible rows in the order of a scan over all rows.
        if columnsEnabled && infeasible.count - firstInfeasible > 1 {
            var added = Array(infeasible[firstInfeasible...])
            do {
                let position = rowOf  // read-only for the sort, released before rowOf changes
                added.sort { position[$0] < position[$1] }
            }
            infeasible.replaceSubrange(firstInfeasible..., with: added)
        }
        for i in rowHits..<hits.count {
            let l = hits[i]
            let c = levels[l].row.coefficient(of: symbol)
            if c == 0 { continue }
            ObjectiveRow.add(
                &levels[l].row, row, c, dropping: symbol, &scratchSymbols, &scratchCoefficients, &scratchInserted)
            noteLevelGainedInserted(l)
        }
        swap(&hits, &scratchHits)
        // `symbol` is now in no row (but its own, as the basic symbol) and in no level.
        forgetColumns(of: CollectionOfOne(symbol))
    }

    /// Makes `entering` basic in row `index`, whose basic symbol leaves the basis.
    mutating func pivot(row index: Int, entering: Int) {
        let leaving = basics[index]
        pivotCount &+= 1
        rows[index].pivot(leaving: leaving, entering: entering)
        rowMasks[index] = rows[index].mask
        basics[index] = entering
        rowOf[entering] = index
        rowOf[leaving] = -1
        if columnsEnabled { noteRow(index, gained: leaving) }
        let row = rows[index]
        substitute(entering, by: row, skipping: index)
        noteCandidates(row)
    }

    /// The entering symbol and its direction (+1 increase, −1 decrease) whose reduced-cost vector
    /// is lexicographically improving, lowest level index first, lowest symbol id first (Bland).
    mutating func enteringSymbol(levelLimit: Int = .max) -> (symbol: Int, direction: Double)? {
        for l in 0..<min(levels.count, levelLimit) {
            // Objective rows are unordered: the lowest improving id of the level wins.
            var best = -1
            var bestDirection = 0.0
            let row = levels[l].row
            for j in row.symbols.indices {
                let s = row.symbols[j]
                let c = row.coefficients[j]
                let kind = kinds[s]
                if kind == .dummy || (best >= 0 && s > best) { continue }
                let direction: Double
                if c < 0 {
                    direction = 1
                } else if kind == .external {
                    direction = -1
                } else {
                    continue
                }
                var dominated = false
                if columnsEnabled {
                    dominated = (firstLevel(of: s)?.level ?? l) < l
                } else {
                    for h in 0..<l where levels[h].row.index(of: s) >= 0 {
                        dominated = true
                        break
                    }
                }
                if !dominated && (best < 0 || s < best) {
                    best = s
                    bestDirection = direction
                }
            }
            if best >= 0 { return (best, bestDirection) }
        }
        return nil
    }

    /// The row that limits moving `entering` in `direction` (minimum ratio over restricted rows).
    mutating func leavingRow(for entering: Int, direction: Double) -> Int? {
        var best = -1
        var bestRatio = Double.infinity
        var hits: [Int] = []
        swap(&hits, &scratchHits)
        gatherRows(containing: entering, into: &hits, sorted: false)
        defer { swap(&hits, &scratchHits) }
        for k in hits {
            let b = basics[k]
            if kinds[b] == .external { continue }
            let c = rows[k].coefficient(of: entering) * direction
            if c >= 0 { continue }
            let ratio = rows[k].constant / -c
            if ratio < bestRatio || (best >= 0 && ratio == bestRatio && b < basics[best]) {
                bestRatio = ratio
                best = k
            }
        }
        return best >= 0 ? best : nil
    }

    /// Primal simplex to lexicographic optimality of the first `levelLimit` levels. Returns false
    /// if the objective is unbounded (impossible for a consistent tableau; the loop then stops
    /// rather than crash).
    @discardableResult
    mutating func optimize(levelLimit: Int = .max) -> Bool {
        while let (entering, direction) = nextEnteringSymbol(levelLimit: levelLimit) {
            guard let k = leavingRow(for: entering, direction: direction) else { return false }
            pivot(row: k, entering: entering)
        }
        return true
    }

    /// Optimises now, or records that it is needed: while `defersOptimization`, a removal defers,
    /// and so does every add after it until `flushOptimization()` (optimising in between would
    /// walk to the optimum of a half-replaced system). Adds on an optimal tableau optimise at
    /// once: they keep it near the optimum, which costs fewer pivots than one walk at the end.
    /// Candidates keep accumulating across deferred operations, so the flush scans only them.
    mutating func optimizeOrDefer(removing: Bool) {
        if needsOptimization || (removing && defersOptimization) {
            needsOptimization = true
            return
        }
        optimize()
        clearCandidates()
        restoreFeasibility()
    }

    /// Runs the dual simplex over rows that primal pivots left slightly negative (roundoff over
    /// constants that differ in their last digits), then optimises again.
    mutating func restoreFeasibility() {
        guard !infeasible.isEmpty else { return }
        _ = dualOptimize()
        infeasible.removeAll(keepingCapacity: true)
        optimize()
        clearCandidates()
        infeasible.removeAll(keepingCapacity: true)
    }

    /// Brings a deferred objective to optimality (a no-op when nothing was deferred).
    /// Also unregisters vacant variables that no constraint uses any more.
    mutating func flushOptimization() {
        if !idleVariables.isEmpty { collectIdleVariables() }
        guard needsOptimization else { return }
        needsOptimization = false
        tracksCandidates = candidatesComplete
        optimize()
        clearCandidates()
        restoreFeasibility()
    }

    /// Compares the ratio vectors `levels[·](a)/ca` and `levels[·](b)/cb` lexicographically.
    mutating func ratioLess(_ a: Int, _ ca: Double, than b: Int, _ cb: Double) -> Bool {
        if columnsEnabled { return indexedRatioLess(a, ca, than: b, cb) }
        for l in levels.indices {
            let ra = levels[l].row.coefficient(of: a) / ca
            let rb = levels[l].row.coefficient(of: b) / cb
            if ra < rb { return true }
            if ra > rb { return false }
        }
        return a < b
    }

    /// The dual-simplex entering symbol for infeasible row `k`: a non-dummy symbol that can
    /// raise the row (positive coefficient, or any free external) with the lexicographically
    /// smallest objective ratio; -1 if there is none.
    mutating func dualEnteringSymbol(row k: Int) -> Int {
        var entering = -1
        var enteringCoefficient = 0.0
        let row = rows[k]
        for j in row.symbols.indices {
            let s = row.symbols[j]
            let kind = kinds[s]
            if kind == .dummy { continue }
            var c = row.coefficients[j]
            if kind == .external { c = abs(c) } else if c <= 0 { continue }
            if entering < 0 || ratioLess(s, c, than: entering, enteringCoefficient) {
                entering = s
                enteringCoefficient = c
            }
        }
        return entering
    }

    /// Dual simplex: restores feasibility of the rows listed in `infeasible` while keeping the
    /// objective optimal. Returns the basic symbol of a row that cannot be made feasible (the
    /// required constraints in it conflict), or nil on success.
    mutating func dualOptimize() -> Int? {
        while let leaving = infeasible.popLast() {
            let k = rowOf[leaving]
            if k < 0 || kinds[leaving] == .external { continue }
            let constant = rows[k].constant
            if constant >= 0 { continue }
            let entering = dualEnteringSymbol(row: k)
            if entering < 0 {
                if constant > -nearZeroTolerance { continue }
                infeasible.removeAll(keepingCapacity: true)
                return leaving
            }
            pivot(row: k, entering: entering)
        }
        return nil
    }

    /// The row to pivot a non-basic marker into before its constraint's row is dropped.
    mutating func markerLeavingRow(_ marker: Int) -> Int? {
        var first = -1, second = -1, third = -1
        var r1 = Double.infinity, r2 = Double.infinity
        var hits: [Int] = []
        swap(&hits, &scratchHits)
        gatherRows(containing: marker, into: &hits, sorted: false)
        defer { swap(&hits, &scratchHits) }
        var dummy = -1
        for k in hits {
            let c = rows[k].coefficient(of: marker)
            if c == 0 { continue }
            let b = basics[k]
            // A basic dummy (redundant required equality) must stay 0: pivoting on its own row
            // is degenerate and changes no constant, so it always wins (the first such row).
            if kinds[b] == .dummy {
                if dummy < 0 || k < dummy { dummy = k }
                continue
            }
            if kinds[b] == .external {
                if third < 0 || k < third { third = k }
            } else if c < 0 {
                let r = -rows[k].constant / c
                if r < r1 || (first >= 0 && r == r1 && b < basics[first]) { r1 = r; first = k }
            } else {
                let r = rows[k].constant / c
                if r < r2 || (second >= 0 && r == r2 && b < basics[second]) { r2 = r; second = k }
            }
        }
        if dummy >= 0 { return dummy }
        if first >= 0 { return first }
        if second >= 0 { return second }
        return third >= 0 ? third : nil
    }

    /// The rows that may contain `symbol`, ascending, into `hits` (emptied first): from the
    /// column index, or by a scan of the row masks.
    mutating func gatherRows(containing symbol: Int, into hits: inout [Int], sorted: Bool = true) {
        hits.removeAll(keepingCapacity: true)
        if columnsEnabled {
            collectRows(containing: symbol, skipping: -1, into: &hits, sorted: sorted)
            return
        }
        let bit = Row.bit(symbol)
        rowMasks.withUnsafeBufferPointer { masks in
            for k in 0..<masks.count where masks[k] & bit != 0 { hits.append(k) }
        }
    }
}
