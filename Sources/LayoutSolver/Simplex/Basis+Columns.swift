/// Where a visit of the rows that hold a symbol stands (see `Basis.visitRows(holding:)`).
struct ColumnVisit {
    let symbol: Int
    /// Whether the rows were collected in `columnHits` (else the row masks are scanned).
    let listed: Bool
    /// Whether the column is dense in a tableau that lists its rows (see `ColumnIndex`).
    let dense: Bool
    /// The last row handed out (a scan), or its place in `columnHits`.
    var position = -1
}

/// The column index of the rows (see `ColumnIndex`): every change that may bring a symbol into
/// a row lists the row under it, after the change.
extension Basis {
    /// Lists row `k` under the symbols of `content`: its own cells, or those of a row just
    /// substituted into it.
    @inline(__always) mutating func listRow(_ k: Int, under content: Row) {
        if listingGoesOn() { columns.add(row: k, symbolsOf: content) }
    }

    /// Lists row `k` under the symbols that the last `Row.add` into it brought in.
    /// (They are noted while rows are listed; should listing have started during the update,
    /// the index is built from the rows.)
    @inline(__always) mutating func listRowUnderAddedSymbols(_ k: Int, noted mergeBuffer: borrowing MergeBuffer) {
        guard listingGoesOn() else { return }
        if mergeBuffer.notesAdded {
            columns.add(row: k, symbols: mergeBuffer.added)
        } else {
            rebuildColumns()
        }
    }

    /// Lists row `k` under `symbol` (the basic symbol a pivot brought into it).
    @inline(__always) mutating func listRow(_ k: Int, symbol: Int) {
        if listingGoesOn() { columns.add(row: k, symbol: symbol) }
    }

    /// Whether a row that just changed still needs listing: not when the entries had outgrown
    /// the index, which is then built again from the rows as they are (listing every row).
    @inline(__always) private mutating func listingGoesOn() -> Bool {
        guard columns.needsRebuild(rowCount: rows.count) else { return columns.isListing }
        rebuildColumns()
        return false
    }

    /// Makes the columns of `row`'s symbols dense (see `ColumnIndex`).
    mutating func makeColumnsDense(of row: Row) {
        for cell in row.cells { columns.makeDense(cell.symbol) }
    }

    /// Starts a visit of the rows that hold `symbol`, in ascending order: `nextRow(_:)` hands
    /// them out. The rows of a listed column that is not dense are collected first (in
    /// `columnHits`, which the next visit replaces), so rows may change during the visit; any
    /// other column is found by scanning the contiguous row masks as the visit goes, so a row
    /// may change once it has been handed out.
    @inline(__always) mutating func visitRows(holding symbol: Int) -> ColumnVisit {
        let listing = columns.listsRows(rowCount: rows.count)
        let walks = listing && columns.walks(symbol, rowCount: rows.count)
        if walks { columns.collect(symbol, in: rows, into: &columnHits) }
        return ColumnVisit(symbol: symbol, listed: walks, dense: listing && !walks)
    }

    /// The next row of `visit` and the symbol's coefficient there, or nil at the end.
    @inline(__always) mutating func nextRow(_ visit: inout ColumnVisit) -> ColumnHit? {
        visit.position += 1
        if visit.listed { return visit.position < columnHits.count ? columnHits[visit.position] : nil }
        let bit = Row.bit(visit.symbol)
        while true {
            visit.position = nextRow(matching: bit, from: visit.position)
            guard visit.position < rows.count else { return nil }
            let c = rows[visit.position].coefficient(of: visit.symbol)
            if c != 0 { return ColumnHit(row: visit.position, coefficient: c) }
            visit.position += 1
        }
    }

    /// The first row from `start` whose mask has `bit` (a row that may hold the bit's
    /// symbols), or the row count.
    @inline(__always) private func nextRow(matching bit: UInt64, from start: Int) -> Int {
        rowMasks.withUnsafeBufferPointer { masks in
            var k = start
            while k < masks.count && masks[k] & bit == 0 { k += 1 }
            return k
        }
    }

    /// Builds the index again from the rows as they are.
    mutating func rebuildColumns() {
        var cells = 0
        for k in rows.indices { cells += rows[k].cells.count }
        columns.removeAll(expecting: cells)
        for k in rows.indices { columns.add(row: k, symbolsOf: rows[k]) }
    }

    /// A description of the first row cell the index does not list (in a column that is not
    /// dense), or nil; `name` names a symbol.
    func columnsProblem(naming name: (Int) -> String) -> String? {
        guard columns.isListing else { return nil }
        var listed = Set<Int>()
        let width = rows.count + 1
        columns.forEachEntry { row, symbol in listed.insert(symbol * width + row) }
        for k in rows.indices {
            for cell in rows[k].cells where !columns.isDense(cell.symbol) && !listed.contains(cell.symbol * width + k) {
                return "row of \(name(basics[k])) is not listed under \(name(cell.symbol))"
            }
        }
        return nil
    }
}
