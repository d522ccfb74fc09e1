/// A row or objective level as it was before its first change in a journaled operation; its
/// cells are `count` cells of the journal's storage from `start`.
struct SavedRow {
    var index: Int
    var constant: Double
    var mask: UInt64
    var start: Int
    var count: Int
}

/// What an operation that may still be rejected has changed: the artificial phase of an add
/// (the constraint may turn out unsatisfiable after pivoting) and a required constraint's new
/// constant (the dual simplex may find it conflicting). Rolling back restores the tableau
/// exactly, bit for bit; committing forgets the record.
///
/// Each row and level is copied into the journal's own storage before its first change, so the
/// cost is proportional to what the operation touched, and the tableau's rows are updated in
/// place (a copy of the whole tableau would share their storage and make every update copy it).
struct Journal {
    /// Whether changes are being recorded.
    var isRecording = false
    /// The row count when recording began; rows appended since are dropped by a rollback.
    var rowCount = 0
    /// The pivots made, in order: the row and the symbol that left the basis there.
    var pivots: [(row: Int, leaving: Int)] = []
    /// Rows and levels saved before their first change.
    var rows: [SavedRow] = []
    var levels: [SavedRow] = []
    /// Whether each row (by index) or level (by index) is saved already.
    var rowSaved: [Bool] = []
    var levelSaved: [Bool] = []
    /// Storage of the saved cells.
    var cells: [Cell] = []

    /// Saves row `k` unless it is saved already.
    @inline(__always) mutating func saveRow(_ row: Row, at k: Int) {
        if k >= rowSaved.count { rowSaved.append(contentsOf: repeatElement(false, count: k + 1 - rowSaved.count)) }
        if rowSaved[k] { return }
        rowSaved[k] = true
        rows.append(store(row, index: k))
    }

    /// Saves level `l`'s row unless it is saved already.
    @inline(__always) mutating func saveLevel(_ row: Row, at l: Int) {
        if l >= levelSaved.count { levelSaved.append(contentsOf: repeatElement(false, count: l + 1 - levelSaved.count)) }
        if levelSaved[l] { return }
        levelSaved[l] = true
        levels.append(store(row, index: l))
    }

    /// Copies `row`'s cells into the storage.
    private mutating func store(_ row: Row, index: Int) -> SavedRow {
        let saved = SavedRow(index: index, constant: row.constant, mask: row.mask, start: cells.count, count: row.cells.count)
        cells.append(contentsOf: row.cells)
        return saved
    }

    /// Forgets everything recorded and stops recording.
    mutating func clear() {
        for saved in rows { rowSaved[saved.index] = false }
        for saved in levels { levelSaved[saved.index] = false }
        rows.clearKeepingCapacity()
        levels.clearKeepingCapacity()
        pivots.clearKeepingCapacity()
        cells.clearKeepingCapacity()
        isRecording = false
    }

    /// The row `saved` describes.
    func row(_ saved: SavedRow) -> Row {
        var row = Row(constant: saved.constant)
        row.cells = Array(cells[saved.start..<(saved.start + saved.count)])
        row.mask = saved.mask
        return row
    }
}

extension Tableau {
    /// Starts recording changes to rows, levels and the basis. Levels must not be inserted or
    /// removed while recording, except by the caller around it; rows must not be removed.
    mutating func beginJournal() {
        journal.isRecording = true
        journal.rowCount = basis.rows.count
    }

    /// Keeps what was recorded: the operation went through.
    mutating func commitJournal() { journal.clear() }

    /// Saves row `k` before its first change while recording.
    @inline(__always) mutating func willChangeRow(_ k: Int) {
        if journal.isRecording && k < journal.rowCount {
            journal.saveRow(basis.rows[k], at: k)
        }
    }

    /// Saves level `l` before its first change while recording.
    @inline(__always) mutating func willChangeLevel(_ l: Int) {
        if journal.isRecording {
            journal.saveLevel(objective.levels[l].row, at: l)
        }
    }

    /// Records a pivot in row `k`, whose basic symbol `leaving` leaves the basis.
    @inline(__always) mutating func willPivot(row k: Int, leaving: Int) {
        if journal.isRecording { journal.pivots.append((k, leaving)) }
    }

    /// Restores the rows, levels and basis recorded since `beginJournal()` (rows appended since
    /// are dropped) and stops recording.
    mutating func rollBackJournal() {
        basis.rollBack(to: journal)
        objective.rollBack(to: journal)
        journal.clear()
    }
}
