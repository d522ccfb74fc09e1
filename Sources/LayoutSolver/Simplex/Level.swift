/// One strict priority level of the objective: `Σ error symbols` of its constraints, expressed
/// over non-basic symbols.
///
/// A level is as long as its component has wishes at that priority (a stack's n hugging
/// wishes), and every pivot substitutes a short row into it. So that a cell coming or going
/// does not move the cells after it, a cell that goes is left *vacant* (coefficient exactly 0,
/// symbol kept, so the cells stay sorted) and a cell that comes takes a vacant neighbour of its
/// sorted place when there is one; vacant cells are squeezed out once they are half the row.
/// Only levels hold vacant cells: whatever reads `row.cells` of a level skips them
/// (`coefficient == 0`), and `row.coefficient(of:)` reads them as absent.
struct Level {
    var priority: Float
    var row: Row
    /// How many constraints (edit constraints included) use this level.
    var count: Int
    /// Vacant cells in `row`.
    private(set) var vacantCells = 0
    init(priority: Float, row: Row, count: Int) {
        self.priority = priority
        self.row = row
        self.count = count
    }

    /// The symbols with a coefficient, in order (for diagnostics and conflict proofs).
    var symbols: [Int] { row.cells.compactMap { $0.coefficient != 0 ? $0.symbol : nil } }

    /// `row − row[drop]·drop + factor · other` (`other` must not hold `drop`): in place when
    /// `other` is short against the row, else as a merge (which also squeezes vacant cells out).
    /// A level shorter than the buffer's `levelVacatingLength` without vacant cells is updated
    /// as any row (its cells shift a few places).
    mutating func add(_ other: Row, _ factor: Double, dropping drop: Int, using buffer: inout MergeBuffer) {
        var ignored = IgnoredSymbols()
        if vacantCells == 0 && row.cells.count < buffer.levelVacatingLength {
            return Row.add(
                &row, other, factor, dropping: drop, inPlaceRatio: buffer.rowInPlaceRatio, into: &buffer.cells, noting: &ignored)
        }
        guard other.cells.count * buffer.levelInPlaceRatio < row.cells.count else {
            Row.merge(&row, other, factor, dropping: drop, into: &buffer.cells, noting: &ignored)
            vacantCells = 0
            return
        }
        if row.mayContain(drop) { remove(drop) }
        for cell in other.cells { add(cell.symbol, cell.coefficient * factor) }
        row.constant += other.constant * factor
    }

    /// Adds `coefficient · symbol`; a sum near zero leaves the cell vacant.
    mutating func add(_ symbol: Int, _ coefficient: Double) {
        let p = row.position(of: symbol)
        guard p.found else {
            if !isNearZero(coefficient) { insert(Cell(symbol: symbol, coefficient: coefficient), at: p.index) }
            return
        }
        let old = row.cells[p.index].coefficient
        let sum = old + coefficient
        if isNearZero(sum) {
            if old != 0 { vacate(at: p.index) }
        } else {
            if old == 0 { vacantCells -= 1 }
            row.cells[p.index].coefficient = sum
        }
    }

    /// Removes `symbol` if present (its cell is left vacant).
    mutating func remove(_ symbol: Int) {
        guard row.mayContain(symbol) else { return }
        let p = row.position(of: symbol)
        if p.found && row.cells[p.index].coefficient != 0 { vacate(at: p.index) }
    }

    /// Replaces the row by `restored` (a rollback), counting its vacant cells again.
    mutating func restore(_ restored: Row) {
        row = restored
        vacantCells = row.cells.reduce(0) { $0 + ($1.coefficient == 0 ? 1 : 0) }
    }

    private mutating func vacate(at index: Int) {
        row.cells[index].coefficient = 0
        vacantCells += 1
        if vacantCells * 2 > row.cells.count { squeeze() }
    }

    /// Puts `cell` at `index`, its sorted place: into a vacant neighbour if there is one (the
    /// order holds: the neighbour's symbol was next to the place), else by moving the cells after.
    private mutating func insert(_ cell: Cell, at index: Int) {
        if index > 0 && row.cells[index - 1].coefficient == 0 {
            row.cells[index - 1] = cell
        } else if index < row.cells.count && row.cells[index].coefficient == 0 {
            row.cells[index] = cell
        } else {
            row.insertCell(cell, at: index)
            return
        }
        row.mask |= Row.bit(cell.symbol)
        vacantCells -= 1
    }

    /// Drops the vacant cells.
    private mutating func squeeze() {
        row.cells.removeAll { $0.coefficient == 0 }
        vacantCells = 0
    }
}
