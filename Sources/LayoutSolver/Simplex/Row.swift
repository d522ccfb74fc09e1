/// Values whose magnitude is at most this are treated as zero.
let nearZeroTolerance = 1.0e-8

@inline(__always) func isNearZero(_ x: Double) -> Bool { abs(x) <= nearZeroTolerance }

/// A sparse linear row `basic = constant + Σ coefficients[i] · symbols[i]`, symbols sorted ascending.
///
/// Symbols are integer ids; the two parallel arrays keep the row contiguous in memory.
struct Row {
    var symbols: [Int] = []
    var coefficients: [Double] = []
    var constant: Double = 0
    /// A superset of `1 << (symbol & 63)` over the row's symbols: lets scans over all rows skip
    /// rows that cannot contain a symbol without searching them.
    var mask: UInt64 = 0

    @inline(__always) static func bit(_ symbol: Int) -> UInt64 { 1 &<< UInt64(symbol & 63) }

    /// Whether the row may contain `symbol` (never false when it does).
    @inline(__always) func mayContain(_ symbol: Int) -> Bool { mask & Row.bit(symbol) != 0 }

    init(constant: Double = 0) { self.constant = constant }

    var isEmpty: Bool { symbols.isEmpty }

    /// The position of `symbol`, or where it would be inserted.
    @inline(__always) func position(of symbol: Int) -> (found: Bool, index: Int) {
        var lo = 0
        var hi = symbols.count
        while lo < hi {
            let mid = (lo &+ hi) >> 1
            let s = symbols[mid]
            if s == symbol { return (true, mid) }
            if s < symbol { lo = mid + 1 } else { hi = mid }
        }
        return (false, lo)
    }

    /// The coefficient of `symbol` (0 when absent).
    @inline(__always) func coefficient(of symbol: Int) -> Double {
        if mask & Row.bit(symbol) == 0 { return 0 }
        let p = position(of: symbol)
        return p.found ? coefficients[p.index] : 0
    }

    /// Adds `coefficient · symbol`, dropping the entry when the sum is near zero.
    mutating func add(_ symbol: Int, _ coefficient: Double) {
        let p = position(of: symbol)
        if p.found {
            let sum = coefficients[p.index] + coefficient
            if isNearZero(sum) {
                symbols.remove(at: p.index)
                coefficients.remove(at: p.index)
            } else {
                coefficients[p.index] = sum
            }
        } else if !isNearZero(coefficient) {
            symbols.insert(symbol, at: p.index)
            mask |= Row.bit(symbol)
            coefficients.insert(coefficient, at: p.index)
        }
    }

    /// Removes `symbol` if present.
    mutating func remove(_ symbol: Int) {
        if mask & Row.bit(symbol) == 0 { return }
        let p = position(of: symbol)
        if p.found {
            symbols.remove(at: p.index)
            coefficients.remove(at: p.index)
        }
    }

    /// Multiplies the row (constant included) by `factor`.
    mutating func scale(by factor: Double) {
        constant *= factor
        for i in coefficients.indices { coefficients[i] *= factor }
    }

    /// Rewrites `0 = constant + Σ …` (which contains `subject`) as `subject = …`.
    mutating func solve(for subject: Int) {
        let p = position(of: subject)
        let c = coefficients[p.index]
        symbols.remove(at: p.index)
        coefficients.remove(at: p.index)
        scale(by: -1 / c)
    }

    /// Rewrites `basic = …` (which contains `entering`) as `entering = …` with `basic` on the right.
    /// Done in place (one shift, no insertion), so it never allocates.
    mutating func pivot(leaving basic: Int, entering: Int) {
        let p = position(of: entering).index
        let c = coefficients[p]
        let f = -1 / c
        constant *= f
        let n = symbols.count
        var i = 0
        while i < n {
            coefficients[i] *= f
            i += 1
        }
        // Slide the entries between `entering`'s slot and `basic`'s sorted slot by one.
        i = p
        if basic > entering {
            while i + 1 < n && symbols[i + 1] < basic {
                symbols[i] = symbols[i + 1]
                coefficients[i] = coefficients[i + 1]
                i += 1
            }
        } else {
            while i > 0 && symbols[i - 1] > basic {
                symbols[i] = symbols[i - 1]
                coefficients[i] = coefficients[i - 1]
                i -= 1
            }
        }
        symbols[i] = basic
        coefficients[i] = 1 / c
        mask |= Row.bit(basic)
    }

    /// `row = row − row[drop]·drop + factor · other`. A short `other` is added entry by entry in
    /// place (binary search, in-place update, shifting only on insertion or removal), so that
    /// updating a long row costs O(|other| log |row|) plus memory moves rather than a full merge;
    /// the arithmetic is the same as the merge's.
    /// Symbols that enter `row` are appended to `inserted` (for the column index).
    @inline(__always) static func add(
        _ row: inout Row, _ other: Row, _ factor: Double, dropping drop: Int,
        _ scratchSymbols: inout [Int], _ scratchCoefficients: inout [Double], _ inserted: inout [Int]
    ) {
        let n = row.symbols.count
        let m = other.symbols.count
        if n < 24 || m * 8 > n {
            addScaled(&row, other, factor, dropping: drop, &scratchSymbols, &scratchCoefficients, &inserted)
            return
        }
        // A few entries spread over a long row: update them one by one (binary search, in-place
        // update, a tail move per insertion) rather than re-merge the whole span between them.
        if m <= 16 {
            let lo = row.position(of: other.symbols[0]).index
            let hi = row.position(of: other.symbols[m - 1]).index
            if m * (n - lo) < 8 * (hi - lo) {
                addInPlace(&row, other, factor, dropping: drop, &inserted)
                return
            }
        }
        // Merge only the span of `row` that `other` and `drop` fall into, then splice it back
        // (the tail moves only when the span's length changes).
        var lo = m > 0 ? row.position(of: other.symbols[0]).index : n
        var hi = m > 0 ? row.position(of: other.symbols[m - 1]).index : 0
        if hi < n && m > 0 && row.symbols[hi] == other.symbols[m - 1] { hi += 1 }
        if drop >= 0, row.mayContain(drop) {
            let p = row.position(of: drop)
            if p.found {
                lo = Swift.min(lo, p.index)
                hi = Swift.max(hi, p.index + 1)
            }
        }
        if lo > hi { hi = lo }
        scratchSymbols.removeAll(keepingCapacity: true)
        scratchCoefficients.removeAll(keepingCapacity: true)
        var i = lo
        var j = 0
        while i < hi || j < m {
            let sa = i < hi ? row.symbols[i] : Int.max
            let sb = j < m ? other.symbols[j] : Int.max
            if sa < sb {
                if sa != drop {
                    scratchSymbols.append(sa)
                    scratchCoefficients.append(row.coefficients[i])
                }
                i += 1
            } else if sb < sa {
                let c = other.coefficients[j] * factor
                if !isNearZero(c) {
                    scratchSymbols.append(sb)
                    scratchCoefficients.append(c)
                    row.mask |= Row.bit(sb)
                    inserted.append(sb)
                }
                j += 1
            } else {
                let c = row.coefficients[i] + other.coefficients[j] * factor
                if !isNearZero(c) {
                    scratchSymbols.append(sa)
                    scratchCoefficients.append(c)
                }
                i += 1
                j += 1
            }
        }
        if scratchSymbols.count == hi - lo {
            var k = 0
            while k < scratchSymbols.count {
                row.symbols[lo + k] = scratchSymbols[k]
                row.coefficients[lo + k] = scratchCoefficients[k]
                k += 1
            }
        } else {
            row.symbols.replaceSubrange(lo..<hi, with: scratchSymbols)
            row.coefficients.replaceSubrange(lo..<hi, with: scratchCoefficients)
        }
        row.constant += other.constant * factor
    }

    /// `row = row − row[drop]·drop + factor · other` entry by entry: a binary search per entry of
    /// a short `other`, an in-place update, and a memory move only when a symbol enters or
    /// leaves the long `row` (the arithmetic is the merge's, term by term).
    static func addInPlace(
        _ row: inout Row, _ other: Row, _ factor: Double, dropping drop: Int, _ inserted: inout [Int]
    ) {
        if drop >= 0 { row.remove(drop) }
        var j = 0
        while j < other.symbols.count {
            let symbol = other.symbols[j]
            let c = other.coefficients[j] * factor
            j += 1
            let p = row.position(of: symbol)
            if p.found {
                let sum = row.coefficients[p.index] + c
                if isNearZero(sum) {
                    row.symbols.remove(at: p.index)
                    row.coefficients.remove(at: p.index)
                } else {
                    row.coefficients[p.index] = sum
                }
            } else if !isNearZero(c) {
                row.symbols.insert(symbol, at: p.index)
                row.coefficients.insert(c, at: p.index)
                row.mask |= Row.bit(symbol)
                inserted.append(symbol)
            }
        }
        row.constant += other.constant * factor
    }

    /// `row = row − row[drop]·drop + factor · other`, merging into the scratch buffers and
    /// copying the result back, so that each row's storage only grows and steady-state use
    /// allocates nothing. `other` must not contain `drop`.
    static func addScaled(
        _ row: inout Row, _ other: Row, _ factor: Double, dropping drop: Int,
        _ scratchSymbols: inout [Int], _ scratchCoefficients: inout [Double], _ inserted: inout [Int]
    ) {
        scratchSymbols.removeAll(keepingCapacity: true)
        scratchCoefficients.removeAll(keepingCapacity: true)
        let n = row.symbols.count
        let m = other.symbols.count
        scratchSymbols.reserveCapacity(n + m)
        scratchCoefficients.reserveCapacity(n + m)
        row.symbols.withUnsafeBufferPointer { aS in
            row.coefficients.withUnsafeBufferPointer { aC in
                other.symbols.withUnsafeBufferPointer { bS in
                    other.coefficients.withUnsafeBufferPointer { bC in
                        var i = 0
                        var j = 0
                        while i < n || j < m {
                            let sa = i < n ? aS[i] : Int.max
                            let sb = j < m ? bS[j] : Int.max
                            if sa < sb {
                                if sa != drop {
                                    scratchSymbols.append(sa)
                                    scratchCoefficients.append(aC[i])
                                }
                                i += 1
                            } else if sb < sa {
                                let c = bC[j] * factor
                                if !isNearZero(c) {
                                    scratchSymbols.append(sb)
                                    scratchCoefficients.append(c)
                                    inserted.append(sb)
                                }
                                j += 1
                            } else {
                                let c = aC[i] + bC[j] * factor
                                if !isNearZero(c) {
                                    scratchSymbols.append(sa)
                                    scratchCoefficients.append(c)
                                }
                                i += 1
                                j += 1
                            }
                        }
                    }
                }
            }
        }
        var mask: UInt64 = 0
        var k = 0
        while k < scratchSymbols.count {
            mask |= Row.bit(scratchSymbols[k])
            k += 1
        }
        row.mask = mask
        row.symbols.removeAll(keepingCapacity: true)
        row.symbols.append(contentsOf: scratchSymbols)
        row.coefficients.removeAll(keepingCapacity: true)
        row.coefficients.append(contentsOf: scratchCoefficients)
        row.constant += other.constant * factor
    }
}
