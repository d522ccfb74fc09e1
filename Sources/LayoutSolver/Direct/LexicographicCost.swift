/// A cost measured level by level: amounts per priority level, compared from the highest
/// level down (any amount at a higher level outweighs everything below it).
///
/// Zero amounts are not stored, so the zero cost has no entries and equal costs compare equal
/// whatever the order in which they were built.
struct LexicographicCost: Comparable {
    /// Levels in descending order.
    private(set) var levels: [Float] = []
    /// The amount at each level.
    private(set) var amounts: [Double] = []

    /// Amounts this small are taken as zero.
    static let tolerance = 1e-12

    static let zero = LexicographicCost()

    var isZero: Bool { levels.isEmpty }

    /// Adds `amount` at `level`.
    mutating func add(_ amount: Double, at level: Float) {
        var i = 0
        while i < levels.count && levels[i] > level { i += 1 }
        if i < levels.count && levels[i] == level {
            amounts[i] += amount
            if abs(amounts[i]) <= Self.tolerance {
                levels.remove(at: i)
                amounts.remove(at: i)
            }
        } else if abs(amount) > Self.tolerance {
            levels.insert(level, at: i)
            amounts.insert(amount, at: i)
        }
    }

    /// This cost times `factor`.
    func scaled(by factor: Double) -> LexicographicCost {
        var result = self
        for i in result.amounts.indices { result.amounts[i] *= factor }
        return result
    }

    /// Whether the highest level with an amount has a negative one.
    var isNegative: Bool { amounts.first.map { $0 < 0 } ?? false }

    static func < (lhs: LexicographicCost, rhs: LexicographicCost) -> Bool {
        compare(lhs, rhs) < 0
    }

    static func == (lhs: LexicographicCost, rhs: LexicographicCost) -> Bool {
        compare(lhs, rhs) == 0
    }

    /// -1, 0 or 1 as `lhs` is below, equal to or above `rhs`, amounts equal within a relative
    /// tolerance.
    static func compare(_ lhs: LexicographicCost, _ rhs: LexicographicCost) -> Int {
        var i = 0, j = 0
        while i < lhs.levels.count || j < rhs.levels.count {
            let level: Float
            var a = 0.0, b = 0.0
            if j >= rhs.levels.count || (i < lhs.levels.count && lhs.levels[i] > rhs.levels[j]) {
                level = lhs.levels[i]
            } else {
                level = rhs.levels[j]
            }
            if i < lhs.levels.count && lhs.levels[i] == level { a = lhs.amounts[i]; i += 1 }
            if j < rhs.levels.count && rhs.levels[j] == level { b = rhs.amounts[j]; j += 1 }
            let scale = max(1, abs(a), abs(b))
            if abs(a - b) > 1e-9 * scale { return a < b ? -1 : 1 }
        }
        return 0
    }
}
