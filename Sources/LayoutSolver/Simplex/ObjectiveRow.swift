/// One objective level's row `constant + Σ coefficients[i] · symbols[i]`.
///
/// Objective rows can be as long as the tableau is wide: a stack's hugging level holds an
/// error symbol per arranged view. Kept sorted, every symbol entering or leaving such a row
/// moved half of it in memory, O(views) per pivot. A short row is a sorted `Row` (merged like
/// any row); once it grows past `denseThreshold` entries it keeps a per-symbol slot table and
/// no order: entries are appended, and removed by moving the last entry into the hole, so every
/// update of one entry costs O(1). Objective rows are never pivoted or merged into other rows,
/// so nothing else needs their order; the arithmetic of each entry is exactly that of `Row.add`.
struct ObjectiveRow {
    /// Rows longer than this keep `slots` (and lose their order).
    static let denseThreshold = 16384

    /// The entries: sorted while `slots` is empty.
    var base = Row()
    /// For a long row, the index in `symbols` of each symbol, or -1; empty for a short row.
    var slots: [Int32] = []

    init() {}

    /// The objective `row` (an artificial level's).
    init(_ row: Row) {
        base = row
        if base.symbols.count > Self.denseThreshold { buildSlots() }
    }

    var symbols: [Int] { base.symbols }
    var coefficients: [Double] { base.coefficients }
    var constant: Double {
        get { base.constant }
        set { base.constant = newValue }
    }
    /// A superset of `1 << (symbol & 63)` over the row's symbols (as `Row.mask`).
    var mask: UInt64 { base.mask }
    var isEmpty: Bool { base.symbols.isEmpty }

    /// Whether the row may contain `symbol` (never false when it does).
    @inline(__always) func mayContain(_ symbol: Int) -> Bool { base.mask & Row.bit(symbol) != 0 }

    /// The index of `symbol` in `symbols`, or -1.
    @inline(__always) func index(of symbol: Int) -> Int {
        if base.mask & Row.bit(symbol) == 0 { return -1 }
        if !slots.isEmpty { return symbol < slots.count ? Int(slots[symbol]) : -1 }
        let p = base.position(of: symbol)
        return p.found ? p.index : -1
    }

    /// The coefficient of `symbol` (0 when absent).
    @inline(__always) func coefficient(of symbol: Int) -> Double {
        let i = index(of: symbol)
        return i >= 0 ? base.coefficients[i] : 0
    }

    /// Adds `coefficient · symbol`, dropping the entry when the sum is near zero. Returns
    /// whether the symbol entered the row.
    @discardableResult
    mutating func add(_ symbol: Int, _ coefficient: Double) -> Bool {
        let i = index(of: symbol)
        if slots.isEmpty {
            base.add(symbol, coefficient)
            if base.symbols.count > Self.denseThreshold { buildSlots() }
            return i < 0 && !isNearZero(coefficient)
        }
        if i >= 0 {
            let sum = base.coefficients[i] + coefficient
            if isNearZero(sum) { removeEntry(at: i) } else { base.coefficients[i] = sum }
            return false
        }
        if isNearZero(coefficient) { return false }
        append(symbol, coefficient)
        return true
    }

    /// Removes `symbol` if present.
    mutating func remove(_ symbol: Int) {
        if slots.isEmpty {
            base.remove(symbol)
            return
        }
        let i = index(of: symbol)
        if i >= 0 { removeEntry(at: i) }
    }

    /// `row = row − row[drop]·drop + factor · other` (a merge for a short row, entry by entry
    /// for a long one); symbols that enter the row are appended to `inserted`.
    static func add(
        _ row: inout ObjectiveRow, _ other: Row, _ factor: Double, dropping drop: Int,
        _ scratchSymbols: inout [Int], _ scratchCoefficients: inout [Double], _ inserted: inout [Int]
    ) {
        if row.slots.isEmpty {
            Row.add(&row.base, other, factor, dropping: drop, &scratchSymbols, &scratchCoefficients, &inserted)
            if row.base.symbols.count > denseThreshold { row.buildSlots() }
            return
        }
        if drop >= 0 { row.remove(drop) }
        var j = 0
        while j < other.symbols.count {
            let symbol = other.symbols[j]
            let c = other.coefficients[j] * factor
            j += 1
            let i = row.index(of: symbol)
            if i >= 0 {
                let sum = row.base.coefficients[i] + c
                if isNearZero(sum) { row.removeEntry(at: i) } else { row.base.coefficients[i] = sum }
            } else if !isNearZero(c) {
                row.append(symbol, c)
                inserted.append(symbol)
            }
        }
        row.base.constant += other.constant * factor
    }

    /// The same row with its entries in ascending symbol order (for dumps and checks).
    var sorted: Row {
        if slots.isEmpty { return base }
        var row = Row(constant: base.constant)
        let order = base.symbols.indices.sorted { base.symbols[$0] < base.symbols[$1] }
        row.symbols = order.map { base.symbols[$0] }
        row.coefficients = order.map { base.coefficients[$0] }
        row.mask = base.mask
        return row
    }

    // MARK: Long rows

    private mutating func buildSlots() {
        for i in base.symbols.indices { setSlot(base.symbols[i], i) }
    }

    private mutating func append(_ symbol: Int, _ coefficient: Double) {
        base.symbols.append(symbol)
        base.coefficients.append(coefficient)
        base.mask |= Row.bit(symbol)
        setSlot(symbol, base.symbols.count - 1)
    }

    private mutating func removeEntry(at i: Int) {
        let symbol = base.symbols[i]
        let last = base.symbols.count - 1
        if i != last {
            base.symbols[i] = base.symbols[last]
            base.coefficients[i] = base.coefficients[last]
            slots[base.symbols[i]] = Int32(i)
        }
        base.symbols.removeLast()
        base.coefficients.removeLast()
        slots[symbol] = -1
        // An empty row is sorted again.
        if base.symbols.isEmpty { slots.removeAll() }
    }

    private mutating func setSlot(_ symbol: Int, _ index: Int) {
        if symbol >= slots.count {
            slots.append(contentsOf: repeatElement(-1, count: Swift.max(symbol + 1, 2 * slots.count) - slots.count))
        }
        slots[symbol] = Int32(index)
    }
}
