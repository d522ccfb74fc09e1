/// A row that holds a symbol, and the symbol's coefficient there.
struct ColumnHit: Comparable {
    var row: Int
    var coefficient: Double

    /// Hits compare by row (a visit reports a row once).
    static func < (a: ColumnHit, b: ColumnHit) -> Bool { a.row < b.row }
    static func == (a: ColumnHit, b: ColumnHit) -> Bool { a.row == b.row }
}

/// For each symbol, the tableau rows that may hold it, so that a pivot, a ratio test or a
/// constant shift visits the rows of one column instead of scanning every row.
///
/// A row is listed under a symbol whenever it may gain the symbol (a row is appended, another
/// row is substituted into it, a pivot brings its old basic symbol in, a rollback restores it,
/// it moves to another index). Nothing is unlisted when a row loses a symbol: a walk over a
/// column (`collect`) checks each listed row, drops the entries that no longer hold the symbol
/// (or repeat a row), and reports the rest in ascending row order, the order a scan of all rows
/// would have met them in. When the entries outgrow the cells they stand for, the index is
/// built again from the rows (amortised O(1) per entry).
///
/// A tableau of a few dozen rows is cheaper to scan than to index: the index lists nothing
/// (every column is scanned) until the tableau has more than `listingRows` rows, is then
/// built from the rows, and stops again below half that (a general component of a layout is
/// usually a cell's few rows; listing their every change made the build of a 37-variable
/// component about 13 % slower than scanning its rows).
///
/// A column that a walk finds listing more than an eighth of the rows (a guide that every row
/// of a stack bounds) is *dense* until the next build: its list is dropped, rows are no longer
/// listed under it, and a visit scans every row's mask for it, which costs less than a walk.
///
/// The lists are linked through flat arrays: adding an entry allocates nothing once the arrays
/// have grown, and a column's walk touches only its own entries.
struct ColumnIndex: ~Copyable {
    /// Per symbol: the first entry of its list (-1: none), the entries in it, whether it is dense.
    private var heads = OwnedArray<Int32>()
    private var counts = OwnedArray<Int32>()
    private var dense = OwnedArray<Bool>()
    /// Per entry: its row, and the next entry of the same list (or of the free list), or -1.
    private var entryRows = OwnedArray<Int32>()
    private var entryNext = OwnedArray<Int32>()
    /// The first free entry, or -1.
    private var freeEntry: Int32 = -1
    /// Entries in lists.
    private(set) var entryCount = 0
    /// The entry count past which the index is built again.
    private var rebuildThreshold = SolverTuning.default.columnRebuildEntries
    /// The thresholds of `SolverTuning`: the least rebuild threshold, the row count past which
    /// rows are listed, and the share of the rows (one in `denseFraction`) that makes a column
    /// dense.
    private var leastRebuildThreshold = SolverTuning.default.columnRebuildEntries
    private var listingRows = SolverTuning.default.columnListingRows
    private var denseFraction = SolverTuning.default.denseColumnFraction
    /// Per row: the walk that last reported it (a row listed twice is reported once).
    private var rowStamps = OwnedArray<UInt32>()
    private var stamp: UInt32 = 0

    /// Whether rows are listed (see `listingRows`).
    private(set) var isListing = false
    init() {}

    /// Takes the column index's thresholds from `tuning`.
    mutating func setTuning(_ tuning: SolverTuning) {
        leastRebuildThreshold = tuning.columnRebuildEntries
        listingRows = tuning.columnListingRows
        denseFraction = tuning.denseColumnFraction
        if !isListing { rebuildThreshold = leastRebuildThreshold }
    }

    /// Whether a tableau of `rowCount` rows must build the index from its rows: listing
    /// starts, or the entries have outgrown the last build (see `Basis.listRow`).
    func needsRebuild(rowCount: Int) -> Bool {
        isListing ? entryCount > rebuildThreshold : rowCount > listingRows
    }

    /// Whether `symbol`'s column is dense (scanned, not listed).
    func isDense(_ symbol: Int) -> Bool { symbol < dense.count && dense[symbol] }

    /// Makes room for symbols up to `count` (new symbols have empty lists).
    @inline(__always) mutating func reserveSymbols(_ count: Int) {
        guard heads.count < count else { return }
        let added = Swift.max(count, 2 * heads.count) - heads.count
        heads.append(repeating: -1, count: added)
        counts.append(repeating: 0, count: added)
        dense.append(repeating: false, count: added)
    }

    /// Lists row `row` under `symbol` (unless its column is dense).
    @inline(__always) mutating func add(row: Int, symbol: Int) {
        guard isListing else { return }
        reserveSymbols(symbol + 1)
        if dense[symbol] { return }
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
        counts[symbol] += 1
        entryCount += 1
    }

    /// Lists row `row` under each symbol of `content`.
    @inline(__always) mutating func add(row: Int, symbolsOf content: Row) {
        content.cells.withUnsafeBufferPointer { cells in
            for cell in cells { add(row: row, symbol: cell.symbol) }
        }
    }

    /// Lists row `row` under each of `symbols`.
    @inline(__always) mutating func add(row: Int, symbols: borrowing OwnedArray<Int>) {
        for i in symbols.indices { add(row: row, symbol: symbols[i]) }
    }

    /// Whether rows are listed for a tableau of `rowCount` rows, which a visit of a column then
    /// reads through `collect` (listing stops below half of `listingRows`).
    @inline(__always) mutating func listsRows(rowCount: Int) -> Bool {
        if isListing && rowCount <= listingRows / 2 { stopListing() }
        return isListing
    }

    /// Whether `symbol`'s column is walked rather than scanned while rows are listed: not once
    /// it is dense, which it becomes here when it lists more than an eighth of `rowCount` rows.
    mutating func walks(_ symbol: Int, rowCount: Int) -> Bool {
        guard symbol < heads.count else { return true }
        if !dense[symbol] && Int(counts[symbol]) * denseFraction > rowCount { makeDense(symbol) }
        return !dense[symbol]
    }

    /// Puts in `hits` the rows of `rows` listed under `symbol` that hold it, with its coefficient
    /// there, each once and in ascending row order (a column that `walks`). The walk drops the
    /// entries of rows that no longer hold the symbol, or repeat a row.
    mutating func collect(_ symbol: Int, in rows: [Row], into hits: inout OwnedArray<ColumnHit>) {
        hits.removeAll()
        guard symbol < heads.count else { return }
        walk(symbol, in: rows, into: &hits)
        if hits.count > 1 { hits.sort() }
    }

    /// Empties every list and sets the next rebuild past `entries` expected entries (rows are
    /// listed from now on).
    mutating func removeAll(expecting entries: Int) {
        isListing = true
        heads.withUnsafeMutableBufferPointer { $0.update(repeating: -1) }
        counts.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        dense.withUnsafeMutableBufferPointer { $0.update(repeating: false) }
        entryRows.removeAll()
        entryNext.removeAll()
        freeEntry = -1
        entryCount = 0
        rebuildThreshold = Swift.max(leastRebuildThreshold, 4 * entries)
    }

    /// Every (row, symbol) entry of the columns that are not dense, for the consistency check.
    func forEachEntry(_ body: (_ row: Int, _ symbol: Int) -> Void) {
        for symbol in heads.indices {
            var entry = heads[symbol]
            while entry >= 0 {
                body(Int(entryRows[Int(entry)]), symbol)
                entry = entryNext[Int(entry)]
            }
        }
    }

    /// The listed rows that hold `symbol`, in list order.
    private mutating func walk(_ symbol: Int, in rows: [Row], into hits: inout OwnedArray<ColumnHit>) {
        rows.withUnsafeBufferPointer { rows in walk(symbol, in: rows, into: &hits) }
    }

    private mutating func walk(_ symbol: Int, in rows: UnsafeBufferPointer<Row>, into hits: inout OwnedArray<ColumnHit>) {
        let rowCount = rows.count
        if rowStamps.count < rowCount { rowStamps.append(repeating: 0, count: Swift.max(rowCount, 2 * rowStamps.count) - rowStamps.count) }
        stamp &+= 1
        if stamp == 0 { clearStamps() }
        var previous: Int32 = -1
        var entry = heads[symbol]
        while entry >= 0 {
            let next = entryNext[Int(entry)]
            let row = Int(entryRows[Int(entry)])
            let c = row < rowCount && rowStamps[row] != stamp ? rows[row].coefficient(of: symbol) : 0
            if c != 0 {
                rowStamps[row] = stamp
                hits.append(ColumnHit(row: row, coefficient: c))
                previous = entry
            } else {
                if previous >= 0 { entryNext[Int(previous)] = next } else { heads[symbol] = next }
                release(entry, of: symbol)
            }
            entry = next
        }
    }

    /// Drops `symbol`'s list: its column is scanned from now until the next build.
    mutating func makeDense(_ symbol: Int) {
        guard isListing else { return }
        reserveSymbols(symbol + 1)
        guard !dense[symbol] else { return }
        var entry = heads[symbol]
        while entry >= 0 {
            let next = entryNext[Int(entry)]
            release(entry, of: symbol)
            entry = next
        }
        heads[symbol] = -1
        dense[symbol] = true
    }

    private mutating func release(_ entry: Int32, of symbol: Int) {
        entryNext[Int(entry)] = freeEntry
        freeEntry = entry
        counts[symbol] -= 1
        entryCount -= 1
    }

    /// Empties every list: rows are no longer listed, every column is scanned.
    private mutating func stopListing() {
        removeAll(expecting: 0)
        isListing = false
    }

    private mutating func clearStamps() {
        rowStamps.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        stamp = 1
    }
}
