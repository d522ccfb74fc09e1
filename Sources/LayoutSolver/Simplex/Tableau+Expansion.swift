/// Expanding linear combinations of symbols into rows over non-basic tableau symbols, with a
/// sparse accumulator (see `SparseAccumulator`), so that an expansion costs
/// O(terms · log terms) however long the rows it gathers are.
extension Tableau {
    /// Makes the accumulator cover every symbol id.
    mutating func reserveAccumulator() {
        accumulator.cover(symbols.count)
    }

    /// Adds `c·s` to the accumulator.
    @inline(__always) mutating func accumulate(_ s: Int, _ c: Double) {
        if s >= accumulator.marks.count { reserveAccumulator() }
        accumulator.add(s, c)
    }

    /// Replaces accumulated basic symbols by their rows, and returns the result as a row with
    /// `constant` and room for `extraCapacity` more cells. Leaves the accumulator empty.
    mutating func resolveAccumulator(constant: Double, extraCapacity: Int = 0) -> Row {
        var constant = constant
        var j = 0
        while j < accumulator.touched.count {
            let s = accumulator.touched[j]
            j += 1
            let r = basis.rowOf[s]
            if r < 0 { continue }
            let c = accumulator.take(s)
            if c == 0 { continue }
            constant += c * basis.rows[r].constant
            let cells = basis.rows[r].cells
            for cell in cells { accumulate(cell.symbol, c * cell.coefficient) }
        }
        accumulator.touched.sort()
        var row = Row(constant: constant)
        row.cells.reserveCapacity(accumulator.touched.count + extraCapacity)
        for i in accumulator.touched.indices {
            let s = accumulator.touched[i]
            let c = accumulator.take(s)
            accumulator.marks[s] = false
            if isNearZero(c) || basis.rowOf[s] >= 0 { continue }
            row.cells.append(Cell(symbol: s, coefficient: c))
            row.mask |= Row.bit(s)
        }
        accumulator.touched.removeAll(keepingCapacity: true)
        return row
    }
}
