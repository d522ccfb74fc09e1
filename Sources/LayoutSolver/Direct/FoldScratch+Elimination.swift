/// The buffers of eliminating promoted equalities (see `Engine+PromotedLevel`): which rows are
/// alive, the rows that may hold each variable, and a sparse accumulator of a substituted row.
extension FoldScratch {
    /// Empties the elimination buffers and sizes them for the rows and variables placed.
    mutating func startElimination() {
        isAlive.clearKeepingCapacity()
        isAlive.append(contentsOf: repeatElement(true, count: rows.count))
        eliminated.clearKeepingCapacity()
        occurrenceHead.clearKeepingCapacity()
        occurrenceHead.append(contentsOf: repeatElement(-1, count: count))
        occurrenceRow.clearKeepingCapacity()
        occurrenceNext.clearKeepingCapacity()
        pinned.clearKeepingCapacity()
        if sum.count < count {
            sum.append(contentsOf: repeatElement(0, count: count - sum.count))
            magnitude.append(contentsOf: repeatElement(0, count: count - magnitude.count))
            isTouched.append(contentsOf: repeatElement(false, count: count - isTouched.count))
        }
    }

    /// Lists row `j` among the rows that may hold each of its variables (a row that no longer
    /// holds one is skipped where the list is read).
    mutating func noteOccurrences(of j: Int) {
        let row = rows[j]
        for t in row.termStart..<(row.termStart + row.termCount) {
            let i = terms[t].local
            occurrenceRow.append(Int32(j))
            occurrenceNext.append(occurrenceHead[i])
            occurrenceHead[i] = Int32(occurrenceRow.count - 1)
        }
    }

    /// Adds `factor` times the terms of row `j` but the one over `x` to the accumulator.
    mutating func accumulate(row j: Int, times factor: Double, except x: Int) {
        let row = rows[j]
        for t in row.termStart..<(row.termStart + row.termCount) where terms[t].local != x {
            let i = terms[t].local, value = factor * terms[t].coefficient
            if !isTouched[i] {
                isTouched[i] = true
                touched.append(i)
            }
            sum[i] += value
            magnitude[i] = max(magnitude[i], abs(value))
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
    func isPinned(_ i: Int) -> Bool { !isFixed[i] && bounds[i].lower == bounds[i].upper }

    /// Keeps the rows alive, in order.
    mutating func keepAliveRows() {
        var k = 0
        for j in rows.indices where isAlive[j] {
            rows[k] = rows[j]
            k += 1
        }
        rows.removeLast(rows.count - k)
    }
}
