/// Expanding linear combinations of symbols into rows over non-basic tableau symbols, with a
/// sparse accumulator (dense values indexed by symbol plus a list of touched symbols), so that
/// an expansion costs O(terms · log terms) however long the rows it gathers are.
extension Tableau {
    /// Makes the accumulator cover every symbol id.
    mutating func reserveAccumulator() {
        Self.grow(&spaValues, to: kinds.count, with: 0)
        Self.grow(&spaMarks, to: kinds.count, with: false)
    }

    /// Adds `c·s` to the accumulator; a defined symbol is queued for expansion.
    @inline(__always) mutating func accumulate(_ s: Int, _ c: Double) {
        if s >= spaMarks.count { reserveAccumulator() }
        if spaMarks[s] {
            spaValues[s] += c
            return
        }
        spaMarks[s] = true
        spaValues[s] = c
        spaTouched.append(s)
        let d = definitionOf[s]
        if d >= 0 { pushDefinition(d) }
    }

    /// Replaces accumulated defined symbols by their definitions (latest first, so each is
    /// expanded once with its total coefficient), then basic symbols by their rows, and returns
    /// the result as a row with `constant` and room for `extraCapacity` more cells. Leaves the
    /// accumulator empty.
    mutating func resolveAccumulator(constant: Double, extraCapacity: Int = 0) -> Row {
        var constant = constant
        while let d = popDefinition() {
            let s = definitions[d].symbol
            let c = spaValues[s]
            spaValues[s] = 0
            if c == 0 { continue }
            definitions[d].expanded = true
            constant += c * definitions[d].row.constant
            let cells = definitions[d].row.cells
            for cell in cells { accumulate(cell.symbol, c * cell.coefficient) }
        }
        var j = 0
        while j < spaTouched.count {
            let s = spaTouched[j]
            j += 1
            let r = rowOf[s]
            if r < 0 { continue }
            let c = spaValues[s]
            spaValues[s] = 0
            if c == 0 { continue }
            constant += c * rows[r].constant
            let cells = rows[r].cells
            for cell in cells { accumulate(cell.symbol, c * cell.coefficient) }
        }
        spaTouched.sort()
        var row = Row(constant: constant)
        row.cells.reserveCapacity(spaTouched.count + extraCapacity)
        for i in spaTouched.indices {
            let s = spaTouched[i]
            let c = spaValues[s]
            spaValues[s] = 0
            spaMarks[s] = false
            if isNearZero(c) || rowOf[s] >= 0 || definitionOf[s] >= 0 { continue }
            vacancyOf[s] = -1  // now in a row: it can no longer be defined
            row.cells.append(Cell(symbol: s, coefficient: c))
            row.mask |= Row.bit(s)
        }
        spaTouched.removeAll(keepingCapacity: true)
        return row
    }

    /// The expansion of defined `symbol` over non-basic tableau symbols.
    mutating func expand(symbol: Int) -> Row {
        accumulate(symbol, 1)
        return resolveAccumulator(constant: 0)
    }

    // MARK: Max-heap of definition indices

    @inline(__always) mutating func pushDefinition(_ d: Int) {
        var i = spaHeap.count
        spaHeap.append(d)
        while i > 0 {
            let parent = (i - 1) >> 1
            if spaHeap[parent] >= d { break }
            spaHeap[i] = spaHeap[parent]
            i = parent
        }
        spaHeap[i] = d
    }

    @inline(__always) mutating func popDefinition() -> Int? {
        guard let last = spaHeap.popLast() else { return nil }
        if spaHeap.isEmpty { return last }
        let top = spaHeap[0]
        let n = spaHeap.count
        var i = 0
        while true {
            var child = 2 * i + 1
            if child >= n { break }
            if child + 1 < n && spaHeap[child + 1] > spaHeap[child] { child += 1 }
            if spaHeap[child] <= last { break }
            spaHeap[i] = spaHeap[child]
            i = child
        }
        spaHeap[i] = last
        return top
    }
}
