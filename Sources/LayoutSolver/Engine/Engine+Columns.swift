/// The column index: for each symbol, the rows and objective levels that may contain it.
///
/// Without it every pivot scans all row masks and all levels to find where the entering symbol
/// occurs, and the entering-symbol search tests every level per candidate: O(tableau) per pivot,
/// so a stack of n views costs O(n²). With it those lookups cost O(occurrences).
///
/// The index is a superset that is never wrong in the direction that matters: whenever a row or
/// level gains a symbol, the row's index (or the level's priority, which identifies a level) is
/// appended to the symbol's list. Entries that went stale (the symbol cancelled out, the row was
/// removed or moved, the level emptied) are dropped when a lookup verifies them against the row
/// itself, and a list that grew to twice its verified length is compacted on the next append,
/// so memory stays proportional to the tableau. Lookups return rows and levels in ascending
/// order, so every choice (ties included) is the one the full scans make.
///
/// Small tableaux do not pay for it: the index is built once the tableau reaches
/// `columnIndexMinimumRows` rows and dropped when it shrinks to a quarter of that.
extension Engine {
    // MARK: Switching on and off

    /// Builds the index when the tableau grew past the threshold, drops it when it shrank.
    @inline(__always) mutating func updateColumnIndexState() {
        if columnsEnabled {
            if rows.count < columnIndexMinimumRows / 4 {
                drainCandidateHeap()
                columnsEnabled = false
                rowColumns = []
                levelColumns = []
                rowColumnLimits = []
                levelColumnLimits = []
            }
        } else if rows.count >= columnIndexMinimumRows {
            rebuildColumnIndex()
        }
    }

    /// Rebuilds the index from the rows and levels (on switching on, and after a rollback).
    mutating func rebuildColumnIndex() {
        columnsEnabled = true
        reserveColumns()
        for s in rowColumns.indices {
            rowColumns[s].removeAll(keepingCapacity: true)
            levelColumns[s].removeAll(keepingCapacity: true)
        }
        for k in rows.indices {
            for s in rows[k].symbols { rowColumns[s].append(Int32(truncatingIfNeeded: k)) }
        }
        for l in levels.indices {
            for s in levels[l].row.symbols { levelColumns[s].append(levels[l].priority) }
        }
        for s in rowColumns.indices {
            rowColumnLimits[s] = Int32(2 * rowColumns[s].count + 16)
            levelColumnLimits[s] = Int32(2 * levelColumns[s].count + 16)
        }
    }

    /// Sizes the per-symbol lists to the symbol count.
    @inline(__always) mutating func reserveColumns() {
        let n = kinds.count
        if rowColumns.count < n {
            let extra = n - rowColumns.count
            rowColumns.append(contentsOf: repeatElement([], count: extra))
            levelColumns.append(contentsOf: repeatElement([], count: extra))
            rowColumnLimits.append(contentsOf: repeatElement(16, count: extra))
            levelColumnLimits.append(contentsOf: repeatElement(16, count: extra))
        }
    }

    /// Empties the lists of a symbol being (re)allocated: it occurs nowhere yet.
    @inline(__always) mutating func resetColumns(of s: Int) {
        reserveColumns()
        rowColumns[s].removeAll(keepingCapacity: true)
        levelColumns[s].removeAll(keepingCapacity: true)
        rowColumnLimits[s] = 16
        levelColumnLimits[s] = 16
    }

    // MARK: Recording

    /// Records that row `k` gained `s`.
    @inline(__always) mutating func noteRow(_ k: Int, gained s: Int) {
        rowColumns[s].append(Int32(truncatingIfNeeded: k))
        if rowColumns[s].count > Int(rowColumnLimits[s]) { compactRowColumn(s) }
    }

    /// Records that row `k` gained every symbol in `scratchInserted`, and empties it.
    @inline(__always) mutating func noteRowGainedInserted(_ k: Int) {
        if columnsEnabled {
            for s in scratchInserted { noteRow(k, gained: s) }
        }
        scratchInserted.removeAll(keepingCapacity: true)
    }

    /// Records that level `l` gained `s`.
    @inline(__always) mutating func noteLevel(_ l: Int, gained s: Int) {
        levelColumns[s].append(levels[l].priority)
        if levelColumns[s].count > Int(levelColumnLimits[s]) { compactLevelColumn(s) }
    }

    /// Records that level `l` gained every symbol in `scratchInserted`, and empties it.
    @inline(__always) mutating func noteLevelGainedInserted(_ l: Int) {
        if columnsEnabled {
            for s in scratchInserted { noteLevel(l, gained: s) }
        }
        scratchInserted.removeAll(keepingCapacity: true)
    }

    /// Records every symbol of row `k` (a new row, or one moved to index `k`).
    @inline(__always) mutating func noteWholeRow(_ k: Int) {
        guard columnsEnabled else { return }
        for s in rows[k].symbols { noteRow(k, gained: s) }
    }

    /// Adds `coefficient·symbol` to level `l`'s row, keeping the index.
    mutating func addToLevel(_ l: Int, _ symbol: Int, _ coefficient: Double) {
        let had = levels[l].row.mayContain(symbol) && levels[l].row.position(of: symbol).found
        levels[l].row.add(symbol, coefficient)
        if columnsEnabled && !had { noteLevel(l, gained: symbol) }
    }

    // MARK: Lookups

    /// Appends the rows other than `skip` that contain `symbol` to `hits`, in ascending order,
    /// and drops the stale entries of the symbol's list.
    mutating func collectRows(containing symbol: Int, skipping skip: Int, into hits: inout [Int]) {
        let start = hits.count
        if rowHitStamps.count < rows.count {
            rowHitStamps.append(contentsOf: repeatElement(0, count: rows.count - rowHitStamps.count))
        }
        hitStamp &+= 1
        let stamp = hitStamp
        let bit = Row.bit(symbol)
        var list: [Int32] = []
        swap(&list, &rowColumns[symbol])
        var kept = 0
        for i in list.indices {
            let k = Int(list[i])
            guard k < rows.count, rowHitStamps[k] != stamp, rowMasks[k] & bit != 0,
                rows[k].coefficient(of: symbol) != 0
            else { continue }
            rowHitStamps[k] = stamp
            list[kept] = list[i]
            kept += 1
            if k != skip { hits.append(k) }
        }
        list.removeLast(list.count - kept)
        rowColumnLimits[symbol] = Int32(2 * kept + 16)
        swap(&list, &rowColumns[symbol])
        if hits.count - start > 1 { hits[start...].sort() }
    }

    /// Appends the levels that contain `symbol` to `hits`, in ascending order (highest priority
    /// first), and drops the stale entries of the symbol's list.
    mutating func collectLevels(containing symbol: Int, into hits: inout [Int]) {
        let start = hits.count
        if levelHitStamps.count < levels.count {
            levelHitStamps.append(contentsOf: repeatElement(0, count: levels.count - levelHitStamps.count))
        }
        hitStamp &+= 1
        let stamp = hitStamp
        var list: [Float] = []
        swap(&list, &levelColumns[symbol])
        var kept = 0
        for i in list.indices {
            let p = levelPosition(list[i])
            guard p.found, levelHitStamps[p.index] != stamp,
                levels[p.index].row.coefficient(of: symbol) != 0
            else { continue }
            levelHitStamps[p.index] = stamp
            list[kept] = list[i]
            kept += 1
            hits.append(p.index)
        }
        list.removeLast(list.count - kept)
        levelColumnLimits[symbol] = Int32(2 * kept + 16)
        swap(&list, &levelColumns[symbol])
        if hits.count - start > 1 { hits[start...].sort() }
    }

    /// The first (highest-priority) level containing `symbol` and its coefficient there.
    mutating func firstLevel(of symbol: Int) -> (level: Int, coefficient: Double)? {
        var best = -1
        var bestCoefficient = 0.0
        var list: [Float] = []
        swap(&list, &levelColumns[symbol])
        var kept = 0
        var i = 0
        while i < list.count {
            let priority = list[i]
            i += 1
            let p = levelPosition(priority)
            guard p.found else { continue }
            let c = levels[p.index].row.coefficient(of: symbol)
            guard c != 0 else { continue }
            list[kept] = priority
            kept += 1
            if best < 0 || p.index < best {
                best = p.index
                bestCoefficient = c
            }
        }
        list.removeLast(list.count - kept)
        swap(&list, &levelColumns[symbol])
        return best >= 0 ? (best, bestCoefficient) : nil
    }

    /// Drops stale and repeated entries of `s`'s row list.
    mutating func compactRowColumn(_ s: Int) {
        var hits: [Int] = []
        swap(&hits, &scratchColumnHits)
        hits.removeAll(keepingCapacity: true)
        collectRows(containing: s, skipping: -1, into: &hits)
        swap(&hits, &scratchColumnHits)
    }

    /// Drops stale and repeated entries of `s`'s level list.
    mutating func compactLevelColumn(_ s: Int) {
        var hits: [Int] = []
        swap(&hits, &scratchColumnHits)
        hits.removeAll(keepingCapacity: true)
        collectLevels(containing: s, into: &hits)
        swap(&hits, &scratchColumnHits)
    }

    /// Empties the lists of symbols that no row or level contains any more.
    mutating func forgetColumns(of symbols: some Sequence<Int>) {
        guard columnsEnabled else { return }
        for s in symbols {
            rowColumns[s].removeAll(keepingCapacity: true)
            levelColumns[s].removeAll(keepingCapacity: true)
        }
    }

    /// Lexicographic ratio comparison (see `ratioLess`) over the levels holding `a` or `b` only.
    mutating func indexedRatioLess(_ a: Int, _ ca: Double, than b: Int, _ cb: Double) -> Bool {
        var la: [Int] = [], lb: [Int] = []
        swap(&la, &scratchRatioLevelsA)
        swap(&lb, &scratchRatioLevelsB)
        la.removeAll(keepingCapacity: true)
        lb.removeAll(keepingCapacity: true)
        collectLevels(containing: a, into: &la)
        collectLevels(containing: b, into: &lb)
        var result: Bool? = nil
        var i = 0
        var j = 0
        while result == nil && (i < la.count || j < lb.count) {
            let l = min(i < la.count ? la[i] : Int.max, j < lb.count ? lb[j] : Int.max)
            let ra = (i < la.count && la[i] == l ? levels[l].row.coefficient(of: a) : 0) / ca
            let rb = (j < lb.count && lb[j] == l ? levels[l].row.coefficient(of: b) : 0) / cb
            if i < la.count && la[i] == l { i += 1 }
            if j < lb.count && lb[j] == l { j += 1 }
            if ra < rb { result = true } else if ra > rb { result = false }
        }
        swap(&la, &scratchRatioLevelsA)
        swap(&lb, &scratchRatioLevelsB)
        return result ?? (a < b)
    }
}
