#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// Values whose magnitude is at most this are treated as zero.
let nearZeroTolerance = 1.0e-8

@inline(__always) func isNearZero(_ x: Double) -> Bool { abs(x) <= nearZeroTolerance }

/// One term `coefficient · symbol` of a row.
struct Cell {
    var symbol: Int
    var coefficient: Double
}

/// A sparse linear row `basic = constant + Σ coefficient · symbol` over its cells, sorted by
/// symbol id. Tableau rows and objective levels are rows.
///
/// The cells sit in one array: a row is one allocation, and updating it one uniqueness check.
struct Row {
    var cells: [Cell] = []
    var constant: Double = 0
    /// A superset of `1 << (symbol & 63)` over the row's symbols: lets scans over all rows skip
    /// rows that cannot contain a symbol without searching them.
    var mask: UInt64 = 0

    @inline(__always) static func bit(_ symbol: Int) -> UInt64 { 1 &<< UInt64(symbol & 63) }

    /// Whether the row may contain `symbol` (never false when it does).
    @inline(__always) func mayContain(_ symbol: Int) -> Bool { mask & Row.bit(symbol) != 0 }

    init(constant: Double = 0) { self.constant = constant }

    var isEmpty: Bool { cells.isEmpty }

    /// The symbols in order (for diagnostics).
    var symbols: [Int] { cells.map(\.symbol) }

    /// The position of `symbol`, or where it would be inserted.
    @inline(__always) func position(of symbol: Int) -> (found: Bool, index: Int) {
        var lo = 0
        var hi = cells.count
        while lo < hi {
            let mid = (lo &+ hi) >> 1
            let s = cells[mid].symbol
            if s == symbol { return (true, mid) }
            if s < symbol { lo = mid + 1 } else { hi = mid }
        }
        return (false, lo)
    }

    /// The coefficient of `symbol` (0 when absent).
    @inline(__always) func coefficient(of symbol: Int) -> Double {
        if mask & Row.bit(symbol) == 0 { return 0 }
        let p = position(of: symbol)
        return p.found ? cells[p.index].coefficient : 0
    }

    /// Adds `coefficient · symbol`, dropping the cell when the sum is near zero. (Cells are
    /// shifted by hand: `Array.insert` and `remove(at:)` go through the generic
    /// `replaceSubrange`, several times slower for a row of a few cells.)
    mutating func add(_ symbol: Int, _ coefficient: Double) {
        let p = position(of: symbol)
        if p.found {
            let sum = cells[p.index].coefficient + coefficient
            if isNearZero(sum) {
                removeCell(at: p.index)
            } else {
                cells[p.index].coefficient = sum
            }
        } else if !isNearZero(coefficient) {
            insertCell(Cell(symbol: symbol, coefficient: coefficient), at: p.index)
        }
    }

    /// Removes the cell at `removed` and inserts `cell` at `index` (its sorted place in the row
    /// as it is, the removed cell included), moving only the cells between the two places.
    mutating func replaceCell(at removed: Int, byInserting cell: Cell, at index: Int) {
        cells.withUnsafeMutableBufferPointer { cells in
            if index > removed {
                Row.shift(cells, from: removed + 1, to: removed, count: index - 1 - removed)
                cells[index - 1] = cell
            } else {
                Row.shift(cells, from: index, to: index + 1, count: removed - index)
                cells[index] = cell
            }
        }
        mask |= Row.bit(cell.symbol)
    }

    /// Inserts `cell` at `index` (its sorted place), shifting the later cells up.
    mutating func insertCell(_ cell: Cell, at index: Int) {
        cells.append(cell)
        cells.withUnsafeMutableBufferPointer { cells in
            Row.shift(cells, from: index, to: index + 1, count: cells.count - 1 - index)
            cells[index] = cell
        }
        mask |= Row.bit(cell.symbol)
    }

    /// Removes the cell at `index`, shifting the later ones down; returns it.
    @discardableResult
    mutating func removeCell(at index: Int) -> Cell {
        let removed = cells[index]
        cells.withUnsafeMutableBufferPointer { cells in
            Row.shift(cells, from: index + 1, to: index, count: cells.count - 1 - index)
        }
        cells.removeLast()
        return removed
    }

    /// Moves `count` cells of `cells` from index `source` to index `target` (the two ranges
    /// may overlap), as one block move.
    @inline(__always) static func shift(_ cells: UnsafeMutableBufferPointer<Cell>, from source: Int, to target: Int, count: Int) {
        guard count > 0, let base = cells.baseAddress else { return }
        memmove(base + target, base + source, count * MemoryLayout<Cell>.stride)
    }

    /// Removes `symbol` if present.
    mutating func remove(_ symbol: Int) {
        if mask & Row.bit(symbol) == 0 { return }
        let p = position(of: symbol)
        if p.found { removeCell(at: p.index) }
    }

    /// Replaces the cells by `source`, overwriting them in place (the storage only grows when
    /// `source` is longer).
    @inline(__always) mutating func replaceCells(with source: UnsafeBufferPointer<Cell>) {
        let n = cells.count, w = source.count
        let common = Swift.min(n, w)
        if common > 0 {
            cells.withUnsafeMutableBufferPointer { target in
                target.baseAddress!.update(from: source.baseAddress!, count: common)
            }
        }
        if w > n {
            cells.append(contentsOf: UnsafeBufferPointer(rebasing: source[n...]))
        } else if w < n {
            cells.removeLast(n - w)
        }
    }

    /// Multiplies the row (constant included) by `factor`.
    mutating func scale(by factor: Double) {
        constant *= factor
        for i in cells.indices { cells[i].coefficient *= factor }
    }

    /// Rewrites `0 = constant + Σ …` (which contains `subject`) as `subject = …`.
    mutating func solve(for subject: Int) {
        let p = position(of: subject)
        let c = removeCell(at: p.index).coefficient
        scale(by: -1 / c)
    }

    /// Rewrites `basic = …` (which contains `entering`) as `entering = …` with `basic` on the right.
    /// Done in place (one shift, no insertion), so it never allocates.
    mutating func pivot(leaving basic: Int, entering: Int) {
        let p = position(of: entering).index
        let c = cells[p].coefficient
        let f = -1 / c
        constant *= f
        let n = cells.count
        var i = 0
        while i < n {
            cells[i].coefficient *= f
            i += 1
        }
        // Slide the cells between `entering`'s slot and `basic`'s sorted slot by one.
        i = p
        if basic > entering {
            while i + 1 < n && cells[i + 1].symbol < basic {
                cells[i] = cells[i + 1]
                i += 1
            }
        } else {
            while i > 0 && cells[i - 1].symbol > basic {
                cells[i] = cells[i - 1]
                i -= 1
            }
        }
        cells[i] = Cell(symbol: basic, coefficient: 1 / c)
        mask |= Row.bit(basic)
    }
}

/// Where an update of a row reports the symbols it brings in (see `MergeBuffer.added`).
protocol AddedSymbols: ~Copyable {
    mutating func append(_ symbol: Int)
}

extension OwnedArray: AddedSymbols where Element == Int {}

/// Added symbols nobody reads: an update that reports into it compiles to none.
///
/// It stores one byte that nothing reads: a value without storage has no address of its own, so
/// the `inout` accesses to the ones of solvers on different threads all name one shared address,
/// which ThreadSanitizer reports as a race between independent solvers.
struct IgnoredSymbols: AddedSymbols {
    private var addressable: UInt8 = 0

    @inline(__always) mutating func append(_ symbol: Int) {}
}

/// Storage that `Row.add(_:_:_:dropping:using:)` merges into; it only grows, so that merging
/// allocates nothing once it is as long as the longest merge.
struct MergeBuffer: ~Copyable {
    var cells: [Cell] = []
    /// The symbols that the last `Row.add(_:_:_:dropping:using:)` brought into the row.
    var added = OwnedArray<Int>()
    /// Whether `Row.add` reports into `added` (only while the tableau lists its rows).
    var notesAdded = false
    /// The tableau's thresholds of row and level updates (see `SolverTuning`).
    var rowInPlaceRatio = SolverTuning.default.rowInPlaceRatio
    var levelInPlaceRatio = SolverTuning.default.levelInPlaceRatio
    var levelVacatingLength = SolverTuning.default.levelVacatingLength

    /// Makes room for `count` cells in `cells`.
    @inline(__always) static func reserve(_ cells: inout [Cell], _ count: Int) {
        if cells.count < count {
            cells.append(contentsOf: repeatElement(Cell(symbol: 0, coefficient: 0), count: count - cells.count))
        }
    }
}

extension Row {
    /// `row = row − row[drop]·drop + factor · other`. Sums that are near zero leave the row.
    /// `other` must not contain `drop`. Merging costs n + m; updating in place about m·log n
    /// plus the shifts of the cells that come or go: the cheaper is taken (the same sums, cells
    /// and order either way).
    static func add(_ row: inout Row, _ other: Row, _ factor: Double, dropping drop: Int, using buffer: inout MergeBuffer) {
        guard buffer.notesAdded else {
            var ignored = IgnoredSymbols()
            return add(&row, other, factor, dropping: drop, inPlaceRatio: buffer.rowInPlaceRatio, into: &buffer.cells, noting: &ignored)
        }
        buffer.added.removeAll()
        add(&row, other, factor, dropping: drop, inPlaceRatio: buffer.rowInPlaceRatio, into: &buffer.cells, noting: &buffer.added)
    }

    /// `add(_:_:_:dropping:using:)` reporting the symbols it brings in to `added`.
    @inline(__always) static func add<Added: AddedSymbols & ~Copyable>(
        _ row: inout Row, _ other: Row, _ factor: Double, dropping drop: Int, inPlaceRatio: Int,
        into buffer: inout [Cell], noting added: inout Added
    ) {
        if other.cells.count * inPlaceRatio < row.cells.count {
            addInPlace(&row, other, factor, dropping: drop, noting: &added)
        } else {
            merge(&row, other, factor, dropping: drop, into: &buffer, noting: &added)
        }
    }

    /// `add(_:_:_:dropping:using:)` as a merge of the two sorted rows into `buffer`, copied back
    /// into `row`'s storage; vacant cells of `row` (coefficient 0, see `Level`) are left out.
    static func merge<Added: AddedSymbols & ~Copyable>(
        _ row: inout Row, _ other: Row, _ factor: Double, dropping drop: Int,
        into buffer: inout [Cell], noting added: inout Added
    ) {
        let n = row.cells.count
        let m = other.cells.count
        MergeBuffer.reserve(&buffer, n + m)
        var mask: UInt64 = 0
        var w = 0
        // The sorted rows are read and the result written before `row` changes, so that no
        // closure captures `row` (which would copy its storage reference).
        row.cells.withUnsafeBufferPointer { a in
            other.cells.withUnsafeBufferPointer { b in
                buffer.withUnsafeMutableBufferPointer { out in
                    var i = 0
                    var j = 0
                    while i < n && j < m {
                        let sa = a[i].symbol
                        let sb = b[j].symbol
                        if sa < sb {
                            if sa != drop && a[i].coefficient != 0 {
                                out[w] = a[i]
                                mask |= Row.bit(sa)
                                w += 1
                            }
                            i += 1
                        } else {
                            var c = b[j].coefficient * factor
                            if sa == sb {
                                c += a[i].coefficient
                                i += 1
                            }
                            j += 1
                            if !isNearZero(c) {
                                if sa != sb { added.append(sb) }
                                out[w] = Cell(symbol: sb, coefficient: c)
                                mask |= Row.bit(sb)
                                w += 1
                            }
                        }
                    }
                    while i < n {
                        let sa = a[i].symbol
                        if sa != drop && a[i].coefficient != 0 {
                            out[w] = a[i]
                            mask |= Row.bit(sa)
                            w += 1
                        }
                        i += 1
                    }
                    while j < m {
                        let c = b[j].coefficient * factor
                        if !isNearZero(c) {
                            added.append(b[j].symbol)
                            out[w] = Cell(symbol: b[j].symbol, coefficient: c)
                            mask |= Row.bit(b[j].symbol)
                            w += 1
                        }
                        j += 1
                    }
                }
            }
        }
        buffer.withUnsafeBufferPointer { out in row.replaceCells(with: UnsafeBufferPointer(rebasing: out[..<w])) }
        row.mask = mask
        row.constant += other.constant * factor
    }

    /// `add(_:_:_:dropping:using:)` for a short `other` and a long `row` (an objective level that
    /// a pivot row is substituted into): each of `other`'s cells is found by binary search and
    /// updated in place, so the cost follows the few cells that come or go rather than the
    /// length of the row. The mask stays a superset (a dropped cell leaves its bit).
    private static func addInPlace<Added: AddedSymbols & ~Copyable>(
        _ row: inout Row, _ other: Row, _ factor: Double, dropping drop: Int, noting added: inout Added
    ) {
        var dropsAt = row.mayContain(drop) ? row.position(of: drop) : (found: false, index: 0)
        for cell in other.cells {
            let c = cell.coefficient * factor
            let p = row.position(of: cell.symbol)
            if p.found {
                let sum = c + row.cells[p.index].coefficient
                if isNearZero(sum) {
                    row.removeCell(at: p.index)
                    if dropsAt.found && p.index < dropsAt.index { dropsAt.index -= 1 }
                } else {
                    row.cells[p.index].coefficient = sum
                }
            } else if !isNearZero(c) {
                added.append(cell.symbol)
                let new = Cell(symbol: cell.symbol, coefficient: c)
                if dropsAt.found {
                    // The dropped cell's place is taken: only the cells between the two move.
                    row.replaceCell(at: dropsAt.index, byInserting: new, at: p.index)
                    dropsAt.found = false
                } else {
                    row.insertCell(new, at: p.index)
                }
            }
        }
        if dropsAt.found { row.removeCell(at: dropsAt.index) }
        row.constant += other.constant * factor
    }
}

