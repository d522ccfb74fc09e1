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
/// `columnIndexMinimumRows` rows (about 2700 arranged views) and dropped when it shrinks to a
/// quarter of that. Its upkeep costs: a squeezed stack, whose hot columns are dense, solves
/// about 2.5x slower with it than with the scans (measured at 1000 and 2000 views), while a
/// stack that fits solves 5-10x faster; hence the high threshold.
extension Tableau {
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
                firstLevelPriorities = []
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
            firstLevelPriorities[s] = -.infinity
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
            firstLevelPriorities.append(contentsOf: repeatElement(-.infinity, count: extra))
        }
    }

    /// Empties the lists of a symbol being (re)allocated: it occurs nowhere yet.
    @inline(__always) mutating func resetColumns(of s: Int) {
        reserveColumns()
        rowColumns[s].removeAll(keepingCapacity: true)
        levelColumns[s].removeAll(keepingCapacity: true)
        rowColumnLimits[s] = 16
        levelColumnLimits[s] = 16
        firstLevelPriorities[s] = -.infinity
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
        let priority = levels[l].priority
        levelColumns[s].append(priority)
        // A known first level stays first unless a higher level gains the symbol.
        if firstLevelPriorities[s] != -.infinity && priority > firstLevelPriorities[s] {
            firstLevelPriorities[s] = priority
        }
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
        let entered = levels[l].row.add(symbol, coefficient)
        if columnsEnabled && entered { noteLevel(l, gained: symbol) }
    }

    // MARK: Lookups

    /// Appends the rows other than `skip` that contain `symbol` to `hits` (ascending when
    /// `sorted`), and drops the stale entries of the symbol's list.
    ///
    /// A symbol found in a good part of the rows (a squeezed stack couples every length through
    /// the deficit) is looked up by the scan of the row masks instead, which is then cheaper and
    /// already sorted; those hits are a superset (callers skip rows whose coefficient is 0).
    mutating func collectRows(
        containing symbol: Int, skipping skip: Int, into hits: inout [Int], sorted: Bool = true,
        compacting: Bool = false
    ) {
        let start = hits.count
        if !compacting && rowColumns[symbol].count &* columnScanRatio > rows.count {
            let bit = Row.bit(symbol)
            rowMasks.withUnsafeBufferPointer { masks in
                for k in 0..<masks.count where masks[k] & bit != 0 && k != skip { hits.append(k) }
            }
            return
        }
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
        if sorted && hits.count - start > 1 { hits[start...].sort() }
    }

    /// Appends the levels that contain `symbol` to `hits` (in ascending order, highest priority
    /// first, when `sorted`), and drops the stale entries of the symbol's list. A symbol found
    /// in a good part of the levels is looked up by a scan of the level masks instead.
    mutating func collectLevels(
        containing symbol: Int, into hits: inout [Int], sorted: Bool = true, compacting: Bool = false
    ) {
        let start = hits.count
        if !compacting && levelColumns[symbol].count &* columnScanRatio > levels.count {
            let bit = Row.bit(symbol)
            levels.withUnsafeBufferPointer { lv in
                for l in 0..<lv.count where lv[l].row.mask & bit != 0 { hits.append(l) }
            }
            return
        }
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
        if sorted && hits.count - start > 1 { hits[start...].sort() }
    }

    /// The first (highest-priority) level containing `symbol` and its coefficient there.
    ///
    /// The answer is cached as a priority: it stays right while that level still holds the
    /// symbol, because a higher level can only gain it through `noteLevel`, which moves the
    /// cache up. Only when the cached level lost the symbol is its list searched again.
    mutating func firstLevel(of symbol: Int) -> (level: Int, coefficient: Double)? {
        // Most symbols that improve anything sit in one of the first levels (the strong
        // priorities come first): a few mask tests find them without any search.
        let bit = Row.bit(symbol)
        var l = 0
        let quick = Swift.min(levels.count, 8)
        while l < quick {
            if levels[l].row.mask & bit != 0 {
                let c = levels[l].row.coefficient(of: symbol)
                if c != 0 { return (l, c) }
            }
            l += 1
        }
        let cached = firstLevelPriorities[symbol]
        if cached != -.infinity {
            let p = levelPosition(cached)
            if p.found {
                let c = levels[p.index].row.coefficient(of: symbol)
                if c != 0 { return (p.index, c) }
            }
        }
        if levelColumns[symbol].count &* columnScanRatio > levels.count {
            // In a good part of the levels: the first one that holds it, by their masks.
            let bit = Row.bit(symbol)
            var l = 0
            while l < levels.count {
                if levels[l].row.mask & bit != 0 {
                    let c = levels[l].row.coefficient(of: symbol)
                    if c != 0 {
                        firstLevelPriorities[symbol] = levels[l].priority
                        return (l, c)
                    }
                }
                l += 1
            }
            firstLevelPriorities[symbol] = -.infinity
            return nil
        }
        // The highest listed priority whose level still holds the symbol: take the maximum,
        // verify it, and drop it as stale if it fails (so each failure is paid for once).
        var result: (level: Int, coefficient: Double)? = nil
        var list: [Float] = []
        swap(&list, &levelColumns[symbol])
        while !list.isEmpty {
            var top = 0
            var i = 1
            while i < list.count {
                if list[i] > list[top] { top = i }
                i += 1
            }
            let p = levelPosition(list[top])
            if p.found {
                let c = levels[p.index].row.coefficient(of: symbol)
                if c != 0 {
                    result = (p.index, c)
                    break
                }
            }
            list.swapAt(top, list.count - 1)
            list.removeLast()
        }
        swap(&list, &levelColumns[symbol])
        firstLevelPriorities[symbol] = result.map { levels[$0.level].priority } ?? -.infinity
        return result
    }

    /// Drops stale and repeated entries of `s`'s row list.
    mutating func compactRowColumn(_ s: Int) {
        var hits: [Int] = []
        swap(&hits, &scratchColumnHits)
        hits.removeAll(keepingCapacity: true)
        collectRows(containing: s, skipping: -1, into: &hits, sorted: false, compacting: true)
        swap(&hits, &scratchColumnHits)
    }

    /// Drops stale and repeated entries of `s`'s level list.
    mutating func compactLevelColumn(_ s: Int) {
        var hits: [Int] = []
        swap(&hits, &scratchColumnHits)
        hits.removeAll(keepingCapacity: true)
        collectLevels(containing: s, into: &hits, sorted: false, compacting: true)
        swap(&hits, &scratchColumnHits)
    }

    /// Empties the lists of symbols that no row or level contains any more.
    mutating func forgetColumns(of symbols: some Sequence<Int>) {
        guard columnsEnabled else { return }
        for s in symbols {
            rowColumns[s].removeAll(keepingCapacity: true)
            levelColumns[s].removeAll(keepingCapacity: true)
            firstLevelPriorities[s] = -.infinity
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
