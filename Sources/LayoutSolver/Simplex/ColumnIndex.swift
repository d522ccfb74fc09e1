/// For each symbol, the tableau rows that may hold it: a superset, so that a pivot, a ratio test
/// or a constant shift visits the rows of one column instead of scanning every row.
///
/// A row is listed under a symbol whenever it may gain the symbol (a row is appended, another
/// row is substituted into it, a pivot brings its old basic symbol in, a rollback restores it,
/// it moves to another index). Nothing is unlisted when a row loses a symbol: a walk over a
/// column (`collect`) checks each listed row, drops the entries that no longer hold the symbol
/// (or repeat a row), and reports the rest in ascending row order, the order a scan of all rows
/// would have met them in. When the entries outgrow the cells they stand for, the index is
/// built again from the rows (amortised O(1) per entry).
///
/// The lists are linked through flat arrays: adding an entry allocates nothing once the arrays
/// have grown, and a column's walk touches only its own entries.
struct ColumnIndex: ~Copyable {
    /// Per symbol: the first entry of its list, or -1.
    private var heads = OwnedArray<Int32>()
    /// Per entry: its row, and the next entry of the same list (or of the free list), or -1.
    private var entryRows = OwnedArray<Int32>()
    private var entryNext = OwnedArray<Int32>()
    /// The first free entry, or -1.
    private var freeEntry: Int32 = -1
    /// Entries in lists.
    private(set) var entryCount = 0
    /// The entry count past which the index is built again.
    private var rebuildThreshold = 4096
    /// Per row: the walk that last reported it (a row listed twice is reported once).
    private var rowStamps = OwnedArray<UInt32>()
    private var stamp: UInt32 = 0

    init() {}

    /// Whether the entries have outgrown the index's last build (see `Tableau.noteRow`).
    var needsRebuild: Bool { entryCount > rebuildThreshold }

    /// Makes room for symbols up to `count` (new symbols have empty lists).
    @inline(__always) mutating func reserveSymbols(_ count: Int) {
        if heads.count < count { heads.append(repeating: -1, count: Swift.max(count, 2 * heads.count) - heads.count) }
    }

    /// Lists row `row` under `symbol`.
    @inline(__always) mutating func add(row: Int, symbol: Int) {
        reserveSymbols(symbol + 1)
        let entry: Int32
        if freeEntry >= 0 {
            entry = freeEntry
            freeEntry = entryNext[Int(entry)]
            entryRows[Int(entry)] = Int32(row)
            entryNext[Int(entry)] = heads[symbol]
        } else {
            entry = Int32(entryRows.count)
            entryRows.append(Int32(row))
            entryNext.append(heads[symbol])
        }
        heads[symbol] = entry
        entryCount += 1
    }

    /// Lists row `row` under each symbol of `content`.
    @inline(__always) mutating func add(row: Int, symbolsOf content: Row) {
        content.cells.withUnsafeBufferPointer { cells in
            for cell in cells { add(row: row, symbol: cell.symbol) }
        }
    }

    /// Lists row `row` under each of `symbols`.
    @inline(__always) mutating func add(row: Int, symbols: [Int]) {
        for symbol in symbols { add(row: row, symbol: symbol) }
    }

    /// Puts in `hits` the indices of the rows of `rows` that hold `symbol`, each once and in
    /// ascending order; entries of rows that no longer hold it, or repeat a row, are dropped.
    mutating func collect(_ symbol: Int, in rows: [Row], into hits: inout OwnedArray<Int>) {
        hits.removeAll()
        guard symbol < heads.count else { return }
        let rowCount = rows.count
        if rowStamps.count < rowCount { rowStamps.append(repeating: 0, count: Swift.max(rowCount, 2 * rowStamps.count) - rowStamps.count) }
        stamp &+= 1
        if stamp == 0 { clearStamps() }
        var previous: Int32 = -1
        var entry = heads[symbol]
        while entry >= 0 {
            let next = entryNext[Int(entry)]
            let row = Int(entryRows[Int(entry)])
            if row < rowCount && rowStamps[row] != stamp && rows[row].coefficient(of: symbol) != 0 {
                rowStamps[row] = stamp
                hits.append(row)
                previous = entry
            } else {
                if previous >= 0 { entryNext[Int(previous)] = next } else { heads[symbol] = next }
                release(entry)
            }
            entry = next
        }
        if hits.count > 1 { hits.sort() }
    }

    /// Empties every list and sets the next rebuild past `entries` expected entries.
    mutating func removeAll(expecting entries: Int) {
        heads.withUnsafeMutableBufferPointer { $0.update(repeating: -1) }
        entryRows.removeAll()
        entryNext.removeAll()
        freeEntry = -1
        entryCount = 0
        rebuildThreshold = Swift.max(4096, 4 * entries)
    }

    /// Every (row, symbol) entry, for the consistency check.
    func forEachEntry(_ body: (_ row: Int, _ symbol: Int) -> Void) {
        for symbol in heads.indices {
            var entry = heads[symbol]
            while entry >= 0 {
                body(Int(entryRows[Int(entry)]), symbol)
                entry = entryNext[Int(entry)]
            }
        }
    }

    private mutating func release(_ entry: Int32) {
        entryNext[Int(entry)] = freeEntry
        freeEntry = entry
        entryCount -= 1
    }

    private mutating func clearStamps() {
        rowStamps.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        stamp = 1
    }
}
