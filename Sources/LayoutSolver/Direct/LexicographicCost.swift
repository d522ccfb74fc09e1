/// A cost measured level by level: amounts per priority level, compared from the highest
/// level down (any amount at a higher level outweighs everything below it).
///
/// Zero amounts are not stored, so the zero cost has no entries and equal costs compare equal
/// whatever the order in which they were built. Up to four levels are stored inline (the
/// common case: a view's compression or hugging, its tie-break, a hiding wish); more spill
/// into an array.
struct LexicographicCost: Comparable {
    private var inlineLevels: (Float, Float, Float, Float) = (0, 0, 0, 0)
    private var inlineAmounts: (Double, Double, Double, Double) = (0, 0, 0, 0)
    private var spilled: [(level: Float, amount: Double)] = []
    /// The number of levels stored.
    private(set) var count = 0

    /// Amounts this small are taken as zero.
    static let tolerance = 1e-12

    static let zero = LexicographicCost()

    var isZero: Bool { count == 0 }

    /// The level and amount of entry `i` (levels in descending order).
    @inline(__always) subscript(i: Int) -> (level: Float, amount: Double) {
        get {
            switch i {
            case 0: (inlineLevels.0, inlineAmounts.0)
            case 1: (inlineLevels.1, inlineAmounts.1)
            case 2: (inlineLevels.2, inlineAmounts.2)
            case 3: (inlineLevels.3, inlineAmounts.3)
            default: spilled[i - 4]
            }
        }
        set {
            switch i {
            case 0: inlineLevels.0 = newValue.level; inlineAmounts.0 = newValue.amount
            case 1: inlineLevels.1 = newValue.level; inlineAmounts.1 = newValue.amount
            case 2: inlineLevels.2 = newValue.level; inlineAmounts.2 = newValue.amount
            case 3: inlineLevels.3 = newValue.level; inlineAmounts.3 = newValue.amount
            default:
                if i - 4 < spilled.count { spilled[i - 4] = newValue } else { spilled.append(newValue) }
            }
        }
    }

    /// Adds `amount` at `level`.
    mutating func add(_ amount: Double, at level: Float) {
        var i = 0
        while i < count && self[i].level > level { i += 1 }
        if i < count && self[i].level == level {
            let sum = self[i].amount + amount
            if abs(sum) <= Self.tolerance { remove(at: i) } else { self[i] = (level, sum) }
        } else if abs(amount) > Self.tolerance {
            insert((level, amount), at: i)
        }
    }

    private mutating func insert(_ entry: (level: Float, amount: Double), at i: Int) {
        var j = count
        count += 1
        while j > i {
            self[j] = self[j - 1]
            j -= 1
        }
        self[i] = entry
    }

    private mutating func remove(at i: Int) {
        for j in i..<(count - 1) { self[j] = self[j + 1] }
        count -= 1
        if count >= 4 { spilled.removeLast() }
    }

    /// This cost times `factor`.
    func scaled(by factor: Double) -> LexicographicCost {
        var result = self
        for i in 0..<count { result[i] = (self[i].level, self[i].amount * factor) }
        return result
    }

    static func < (lhs: LexicographicCost, rhs: LexicographicCost) -> Bool { compare(lhs, rhs) < 0 }

    static func == (lhs: LexicographicCost, rhs: LexicographicCost) -> Bool { compare(lhs, rhs) == 0 }

    /// -1, 0 or 1 as `lhs` is below, equal to or above `rhs`, amounts equal within a relative
    /// tolerance.
    static func compare(_ lhs: LexicographicCost, _ rhs: LexicographicCost) -> Int {
        compare(lhs.count, { RateEntry(amount: lhs[$0].amount, level: lhs[$0].level) },
                rhs.count, { RateEntry(amount: rhs[$0].amount, level: rhs[$0].level) })
    }

    /// `compare(_:_:)` of two costs given as `m` and `n` entries (levels in descending order)
    /// read through `lhs` and `rhs`, wherever they are stored: level by level from the highest,
    /// the first level whose amounts differ by more than the tolerance decides.
    @inline(__always) static func compare(
        _ m: Int, _ lhs: (Int) -> RateEntry, _ n: Int, _ rhs: (Int) -> RateEntry
    ) -> Int {
        var i = 0, j = 0
        while i < m || j < n {
            // The amounts of both at the highest level either has (0 where one has none).
            var a = 0.0, b = 0.0
            if j == n {
                a = lhs(i).amount
                i += 1
            } else if i == m {
                b = rhs(j).amount
                j += 1
            } else {
                let x = lhs(i), y = rhs(j)
                if x.level >= y.level {
                    a = x.amount
                    i += 1
                }
                if y.level >= x.level {
                    b = y.amount
                    j += 1
                }
            }
            let scale = max(1, max(abs(a), abs(b)))
            if abs(a - b) > 1e-9 * scale { return a < b ? -1 : 1 }
        }
        return 0
    }
}

/// One level's amount of a rate kept in a `RatePool`.
struct RateEntry {
    var amount: Double
    var level: Float
}

/// Rates kept one after another in one buffer, each a slice of entries as a
/// `LexicographicCost` holds them (levels in descending order, no zero amount): the rates of a
/// row's stretches, built, compared and sorted without an allocation or a reference count each.
/// A rate is built at the end (`open()`, then `add(_:at:)`), and becomes a slice
/// `start..<start + count`.
struct RatePool: ~Copyable {
    private(set) var entries = OwnedArray<RateEntry>()
    /// Where the rate being built starts.
    private var openStart = 0

    /// Drops every rate, keeping the storage.
    mutating func removeAll() {
        entries.removeAll()
        openStart = 0
    }

    /// Starts a new rate (zero) at the end; returns where it starts.
    @inline(__always) mutating func open() -> Int {
        openStart = entries.count
        return openStart
    }

    /// The number of entries of the rate being built.
    var openCount: Int { entries.count - openStart }

    /// Adds `amount` at `level` to the rate being built, as `LexicographicCost.add(_:at:)` does
    /// (a sum within the tolerance of zero drops its level). Levels are looked for from the
    /// lowest: the pieces of a cost come sorted by level, highest first, so the next level
    /// usually goes last.
    @inline(__always) mutating func add(_ amount: Double, at level: Float) {
        let end = entries.count
        if end == openStart || entries[end - 1].level > level {
            if abs(amount) > LexicographicCost.tolerance { entries.append(RateEntry(amount: amount, level: level)) }
            return
        }
        // (The open rate read through a slice: nothing appends to the pool meanwhile.)
        let open = entries.unsafeSlice(from: 0, count: end)
        var i = end
        while i > openStart && open[i - 1].level < level { i -= 1 }
        if i > openStart && open[i - 1].level == level {
            let sum = open[i - 1].amount + amount
            guard abs(sum) <= LexicographicCost.tolerance else { return open[i - 1].amount = sum }
            for j in (i - 1)..<(end - 1) { open[j] = open[j + 1] }
            entries.removeLast()
        } else if abs(amount) > LexicographicCost.tolerance {
            entries.append(RateEntry(amount: amount, level: level))
            var j = end
            while j > i {
                entries[j] = entries[j - 1]
                j -= 1
            }
            entries[i] = RateEntry(amount: amount, level: level)
        }
    }

    /// Multiplies the rate being built by `factor`, as `LexicographicCost.scaled(by:)` does.
    mutating func scaleOpen(by factor: Double) {
        for i in openStart..<entries.count { entries[i].amount *= factor }
    }

    /// Drops the rate being built.
    mutating func discardOpen() {
        entries.removeLast(entries.count - openStart)
    }

    /// `LexicographicCost.compare(_:_:)` of the rates of `m` entries at `a` and `n` entries at
    /// `b` (in a rate pool's entries).
    @inline(__always) static func compare(
        _ a: UnsafePointer<RateEntry>, _ m: Int, _ b: UnsafePointer<RateEntry>, _ n: Int
    ) -> Int {
        LexicographicCost.compare(m, { a[$0] }, n, { b[$0] })
    }
}
