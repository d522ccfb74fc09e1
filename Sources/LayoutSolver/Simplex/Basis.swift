/// The tableau's rows: each row with its basic symbol and its mask, the row of every basic
/// symbol, and the index of the rows that hold each symbol (see `Basis+Columns.swift`).
struct Basis: ~Copyable {
    var rows: [Row] = []
    /// The basic symbol of each row.
    var basics = OwnedArray<Int>()
    /// `rows[k].mask`, kept contiguous so that a scan over all rows (of a dense column, see
    /// `ColumnIndex`) touches no row storage.
    var rowMasks = OwnedArray<UInt64>()
    /// Per symbol: the row index of a basic symbol, -1 for a non-basic one.
    var rowOf = OwnedArray<Int>()
    /// Per symbol, the rows that may hold it.
    var columns = ColumnIndex()
    /// The rows the last `visitRows(holding:)` collected.
    var columnHits = OwnedArray<ColumnHit>()

    /// Reserves room for `count` symbols and as many rows.
    mutating func reserve(_ count: Int) {
        rowOf.reserveCapacity(count)
        rows.reserveCapacity(count)
        basics.reserveCapacity(count)
        rowMasks.reserveCapacity(count)
        columns.reserveSymbols(count)
    }

    /// The value of symbol `s`: its row's constant if basic, else 0.
    @inline(__always) func value(of s: Int) -> Double {
        let r = rowOf[s]
        return r >= 0 ? rows[r].constant : 0
    }

    /// Appends `row` with basic symbol `basic`.
    mutating func appendRow(_ row: Row, basic: Int) {
        rowOf[basic] = rows.count
        rows.append(row)
        basics.append(basic)
        rowMasks.append(row.mask)
        listRow(rows.count - 1, under: row)
    }

    /// Removes row `index` by moving the last row into its place.
    mutating func removeRow(at index: Int) {
        let basic = basics[index]
        let last = rows.count - 1
        if index != last {
            rows.swapAt(index, last)
            rowMasks[index] = rowMasks[last]
            basics[index] = basics[last]
            rowOf[basics[index]] = index
            listRow(index, under: rows[index])
        }
        rows.removeLast()
        basics.removeLast()
        rowMasks.removeLast()
        rowOf[basic] = -1
    }

    /// Makes `entering` basic in row `index` instead of its basic symbol (the row is solved
    /// for `entering`; the caller substitutes it elsewhere).
    @inline(__always) mutating func pivot(row index: Int, entering: Int) {
        let leaving = basics[index]
        rows[index].pivot(leaving: leaving, entering: entering)
        rowMasks[index] = rows[index].mask
        listRow(index, symbol: leaving)
        basics[index] = entering
        rowOf[entering] = index
        rowOf[leaving] = -1
    }

    /// Puts the rows and the basis back as `journal` recorded them: pivots undone last first,
    /// rows appended since dropped, changed rows restored.
    mutating func rollBack(to journal: borrowing Journal) {
        var p = journal.pivots.count - 1
        while p >= 0 {
            let (k, leaving) = journal.pivots[p]
            rowOf[basics[k]] = -1
            basics[k] = leaving
            rowOf[leaving] = k
            p -= 1
        }
        while rows.count > journal.rowCount {
            rowOf[basics.removeLast()] = -1
            rows.removeLast()
            rowMasks.removeLast()
        }
        for saved in journal.rows {
            rows[saved.index] = journal.row(saved)
            rowMasks[saved.index] = saved.mask
            listRow(saved.index, under: rows[saved.index])
        }
    }
}
