/// The buffers of eliminating a promoted level's equalities, reused by every fold: the
/// equalities eliminated, which rows are still alive, the rows that may hold each variable, the
/// variables pinned, and a sparse accumulator of a substituted row.
struct EliminationScratch: ~Copyable {
    /// Promoted equalities eliminated, in order, each with the variable it is solved for; per
    /// row, whether it is still alive while they are eliminated (see `Engine+PromotedLevel`).
    var eliminated = OwnedArray<(row: LiveRow, variable: Int)>()
    var isAlive = OwnedArray<Bool>()
    /// Per variable, a list (through `occurrenceNext`) of the rows that may hold it, newest
    /// first (kept for more than `scannedRowsLimit` rows).
    var occurrenceHead = OwnedArray<Int32>()
    var occurrenceRow = OwnedArray<Int32>()
    var occurrenceNext = OwnedArray<Int32>()
    /// Whether the rows are few enough to be scanned for a variable instead of listed by it (a
    /// cell's rows: listing them costs more than scanning them once or twice); then, per row,
    /// when its terms were last noted (a count of notings), and the rows that hold the
    /// variable being rewritten, in the order its list would give them.
    var scansRows = false
    var notedAt = OwnedArray<Int32>()
    var notings: Int32 = 0
    var holders = OwnedArray<Int>()
    /// Whether soft items are at the level that the promoted attempts make required (each then
    /// pins its variable, see `Engine.promotableLevel`); set before those attempts.
    var pinsItems = false
    /// Variables that the bounds folding added may pin, to replace by their values.
    var pinned = OwnedArray<Int>()
    /// A sparse accumulator of a substituted row: per variable the sum, the largest magnitude
    /// added to it, and whether it is touched; the variables touched.
    var sum = OwnedArray<Double>()
    var magnitude = OwnedArray<Double>()
    var isTouched = OwnedArray<Bool>()
    var touched = OwnedArray<Int>()
    /// The required inequalities kept so far, by the hash of their normalised form (see
    /// `dropImpliedRows`).
    var kept = IndexByHash()
    /// Per row, the bound and factor of its normalised form (see `dropImpliedRows`).
    var normalised = OwnedArray<(bound: Double, scale: Double)>()
}

/// Eliminating promoted equalities (see `Engine+PromotedLevel`) over the rows and terms of the
/// fold, with the buffers of `EliminationScratch`.
extension FoldScratch {
    /// Empties the elimination buffers and sizes them for the rows and variables placed; up to
    /// `scannedRowsLimit` rows are scanned for the rows that hold a variable, more listed by
    /// variable.
    mutating func startElimination(scanningUpTo scannedRowsLimit: Int) {
        elimination.isAlive.removeAll()
        elimination.isAlive.append(repeating: true, count: rows.count)
        elimination.eliminated.removeAll()
        elimination.scansRows = rows.count <= scannedRowsLimit
        if elimination.scansRows {
            elimination.notedAt.removeAll()
            elimination.notedAt.append(repeating: 0, count: rows.count)
            elimination.notings = 0
        } else {
            elimination.occurrenceHead.removeAll()
            elimination.occurrenceHead.append(repeating: -1, count: count)
            elimination.occurrenceRow.removeAll()
            elimination.occurrenceNext.removeAll()
        }
        elimination.pinned.removeAll()
        if elimination.sum.count < count {
            elimination.sum.append(repeating: 0, count: count - elimination.sum.count)
            elimination.magnitude.append(repeating: 0, count: count - elimination.magnitude.count)
            elimination.isTouched.append(repeating: false, count: count - elimination.isTouched.count)
        }
    }

    /// Lists row `j` among the rows that may hold each of its variables (a row that no longer
    /// holds one is skipped where the list is read).
    mutating func noteOccurrences(of j: Int) {
        if elimination.scansRows {
            elimination.notedAt[j] = elimination.notings
            elimination.notings += 1
            return
        }
        let row = rows[j]
        for t in row.termStart..<(row.termStart + row.termCount) {
            let i = terms[t].local
            elimination.occurrenceRow.append(Int32(j))
            elimination.occurrenceNext.append(elimination.occurrenceHead[i])
            elimination.occurrenceHead[i] = Int32(elimination.occurrenceRow.count - 1)
        }
    }

    /// Puts the rows alive that hold variable `i` in `elimination.holders`, the last noted
    /// first: the order in which `i`'s list of occurrences would give them (a row is listed
    /// under each of its variables when its terms are noted, and the list is read from its
    /// newest entry; an older entry of a row that was noted again is one the row no longer
    /// holds `i` by when it is read, or a duplicate of the newer one).
    mutating func collectHolders(of i: Int) {
        elimination.holders.removeAll()
        // (Read through slices: nothing appends to these buffers meanwhile.)
        let rows = rows.unsafeSlice(from: 0, count: rows.count)
        let terms = terms.unsafeSlice(from: 0, count: terms.count)
        let isAlive = elimination.isAlive.unsafeSlice(from: 0, count: rows.count)
        let notedAt = elimination.notedAt.unsafeSlice(from: 0, count: rows.count)
        elimination.holders.append(upTo: rows.count) { holders in
            var count = 0
            // From the last row: rows are noted in order at first, so each mostly goes last.
            for r in rows.indices.reversed() where isAlive[r] {
                var holds = false
                for t in rows[r].termStart..<(rows[r].termStart + rows[r].termCount) where terms[t].local == i { holds = true }
                guard holds else { continue }
                // By insertion: the newest noting first.
                var k = count
                while k > 0 && notedAt[holders[k - 1]] < notedAt[r] {
                    holders[k] = holders[k - 1]
                    k -= 1
                }
                holders[k] = r
                count += 1
            }
            return count
        }
    }

    /// Adds `factor` times the terms of row `j` but the one over `x` to the accumulator.
    mutating func accumulate(row j: Int, times factor: Double, except x: Int) {
        let row = rows[j]
        for t in row.termStart..<(row.termStart + row.termCount) where terms[t].local != x {
            let i = terms[t].local, value = factor * terms[t].coefficient
            if !elimination.isTouched[i] {
                elimination.isTouched[i] = true
                elimination.touched.append(i)
            }
            elimination.sum[i] += value
            elimination.magnitude[i] = max(elimination.magnitude[i], abs(value))
        }
    }

    /// Removes the term over `i` from row `j` (in place: the row keeps its start), adding
    /// `constant` to the row's constant.
    mutating func removeTerm(over i: Int, from j: Int, adding constant: Double) {
        let row = rows[j]
        var end = row.termStart
        for t in row.termStart..<(row.termStart + row.termCount) where terms[t].local != i {
            terms[end] = terms[t]
            end += 1
        }
        rows[j].termCount = end - row.termStart
        rows[j].constant += constant
    }

    /// Whether the bounds folding added pin variable `i` to one value (it is not fixed yet).
    @inline(__always) func isPinned(_ i: Int) -> Bool { !isFixed[i] && bounds[i].lower == bounds[i].upper }

    /// Keeps the rows alive, in order.
    mutating func keepAliveRows() {
        var k = 0
        for j in rows.indices where elimination.isAlive[j] {
            rows[k] = rows[j]
            k += 1
        }
        rows.removeLast(rows.count - k)
    }
}
