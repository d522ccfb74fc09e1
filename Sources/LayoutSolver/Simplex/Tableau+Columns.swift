/// The column index of the rows (see `ColumnIndex`): every change that may bring a symbol into
/// a row lists the row under it, after the change.
extension Tableau {
    /// Lists row `k` under the symbols of `content`: its own cells, or those of a row just
    /// substituted into it.
    @inline(__always) mutating func listRow(_ k: Int, under content: Row) {
        if listingGoesOn() { columns.add(row: k, symbolsOf: content) }
    }

    /// Lists row `k` under the symbols that the last `Row.add` into it brought in.
    @inline(__always) mutating func listRowUnderAddedSymbols(_ k: Int) {
        if listingGoesOn() { columns.add(row: k, symbols: mergeBuffer.added) }
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

    /// Puts the rows holding `symbol`, with its coefficients, in `columnHits`, in ascending
    /// order (replacing what the previous call put there).
    @inline(__always) mutating func collectRows(holding symbol: Int) {
        columns.collect(symbol, in: rows, masks: rowMasks, into: &columnHits)
    }

    /// Builds the index again from the rows as they are.
    mutating func rebuildColumns() {
        var cells = 0
        for k in rows.indices { cells += rows[k].cells.count }
        columns.removeAll(expecting: cells)
        for k in rows.indices { columns.add(row: k, symbolsOf: rows[k]) }
    }

    /// A description of the first row cell the index does not list (in a column that is not
    /// dense), or nil.
    func columnsProblem() -> String? {
        guard columns.isListing else { return nil }
        var listed = Set<Int>()
        let width = rows.count + 1
        columns.forEachEntry { row, symbol in listed.insert(symbol * width + row) }
        for k in rows.indices {
            for cell in rows[k].cells where !columns.isDense(cell.symbol) && !listed.contains(cell.symbol * width + k) {
                return "row of \(name(of: basics[k])) is not listed under \(name(of: cell.symbol))"
            }
        }
        return nil
    }
}
