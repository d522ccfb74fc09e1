/// The tableau's objective: one `Level` per priority, highest first, with what the simplex
/// keeps about it between calls (the rows that may be infeasible, whether optimisation is
/// deferred or owed, the pivot count) and the stamps of the entering-symbol search.
struct Objective: ~Copyable {
    /// Objective levels, highest priority first.
    var levels: [Level] = []
    /// Basic symbols of rows that may be infeasible (transient, emptied by the dual simplex).
    var infeasible = OwnedArray<Int>()
    /// Pivots so far (wrapping); lets callers tell whether an operation changed the basis.
    var pivotCount = 0
    /// Whether adds and removes leave the objective to `flushOptimization()` (see `SimplexSolver`).
    var defersOptimization = false
    /// Whether a deferred add or remove left the objective possibly not optimal.
    var needsOptimization = false
    /// Per symbol: the `enteringSymbol` search that last met it in an objective level.
    var seenStamps = OwnedArray<UInt32>()
    var seenStamp: UInt32 = 0

    /// The index of the level with `priority`, or where it would be inserted (descending order).
    func levelPosition(_ priority: Float) -> (found: Bool, index: Int) {
        var lo = 0
        var hi = levels.count
        while lo < hi {
            let mid = (lo + hi) >> 1
            let p = levels[mid].priority
            if p == priority { return (true, mid) }
            if p > priority { lo = mid + 1 } else { hi = mid }
        }
        return (false, lo)
    }

    /// The index of the level with `priority`, inserting an empty one if there is none.
    mutating func level(for priority: Float) -> (index: Int, created: Bool) {
        let p = levelPosition(priority)
        if !p.found { levels.insert(Level(priority: priority, row: Row(), count: 0), at: p.index) }
        return (p.index, !p.found)
    }

    /// Adds the error pair `plus`, `minus` of a soft constraint to the level at `index`
    /// (`sign` 1), or takes it out (`sign` -1, dropping the level once it counts no constraint).
    mutating func addErrors(_ plus: Int, _ minus: Int, toLevel index: Int, sign: Double) {
        levels[index].add(plus, sign)
        levels[index].add(minus, sign)
        if sign > 0 { levels[index].count += 1 } else { dropConstraint(fromLevel: index) }
    }

    /// Counts one constraint fewer at the level at `index`, dropping the level once it counts
    /// none.
    mutating func dropConstraint(fromLevel index: Int) {
        levels[index].count -= 1
        if levels[index].count == 0 { levels.remove(at: index) }
    }

    /// The entering symbol and its direction (+1 increase, −1 decrease) whose reduced-cost vector
    /// is lexicographically improving: the first level (highest priority) where some symbol
    /// improves, and there the lowest symbol id (Bland's rule). A symbol counts at its first
    /// level only: where it occurs in a higher level, that level decides.
    mutating func enteringSymbol(kinds: borrowing OwnedArray<SymbolKind>, levelLimit: Int = .max) -> (symbol: Int, direction: Double)? {
        Tableau.grow(&seenStamps, to: kinds.count, with: 0)
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

    /// Compares the ratio vectors `levels[·](a)/ca` and `levels[·](b)/cb` lexicographically
    /// (ties to the lower symbol id).
    func ratioLess(_ a: Int, _ ca: Double, than b: Int, _ cb: Double) -> Bool {
        for l in levels.indices {
            let ra = levels[l].row.coefficient(of: a) / ca
            let rb = levels[l].row.coefficient(of: b) / cb
            if ra < rb { return true }
            if ra > rb { return false }
        }
        return a < b
    }

    /// Puts the levels back as `journal` recorded them and forgets the infeasible rows.
    mutating func rollBack(to journal: borrowing Journal) {
        for saved in journal.levels { levels[saved.index].restore(journal.row(saved)) }
        infeasible.removeAll(keepingCapacity: true)
    }
}
