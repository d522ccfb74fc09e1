/// Expanding linear combinations of symbols into rows over non-basic tableau symbols, with a
/// sparse accumulator (see `SparseAccumulator`), so that an expansion costs
/// O(terms · log terms) however long the rows it gathers are.
extension Tableau {
    /// Makes the accumulator cover every symbol id.
    mutating func reserveAccumulator() {
        accumulator.cover(symbols.count)
    }

    /// Adds `c·s` to the accumulator; a defined symbol is queued for expansion.
    @inline(__always) mutating func accumulate(_ s: Int, _ c: Double) {
        if s >= accumulator.marks.count { reserveAccumulator() }
        guard accumulator.add(s, c) else { return }
        let d = definitions.indexOf[s]
        if d >= 0 { accumulator.pushDefinition(d) }
    }

    /// Replaces accumulated defined symbols by their definitions (latest first, so each is
    /// expanded once with its total coefficient), then basic symbols by their rows, and returns
    /// the result as a row with `constant` and room for `extraCapacity` more cells. Leaves the
    /// accumulator empty.
    mutating func resolveAccumulator(constant: Double, extraCapacity: Int = 0) -> Row {
        var constant = constant
        while let d = accumulator.popDefinition() {
            let c = accumulator.take(definitions.entries[d].symbol)
            if c == 0 { continue }
            definitions.entries[d].expanded = true
            constant += c * definitions.entries[d].row.constant
            let cells = definitions.entries[d].row.cells
            for cell in cells { accumulate(cell.symbol, c * cell.coefficient) }
        }
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
            if isNearZero(c) || basis.rowOf[s] >= 0 || definitions.indexOf[s] >= 0 { continue }
            definitions.vacancyOf[s] = -1  // now in a row: it can no longer be defined
            row.cells.append(Cell(symbol: s, coefficient: c))
            row.mask |= Row.bit(s)
        }
        accumulator.touched.removeAll(keepingCapacity: true)
        return row
    }

    /// The expansion of defined `symbol` over non-basic tableau symbols.
    mutating func expand(symbol: Int) -> Row {
        accumulate(symbol, 1)
        return resolveAccumulator(constant: 0)
    }
}
