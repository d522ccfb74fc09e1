/// The items on one variable seen as a cost: a hard interval from the required items, and from
/// the others a convex piecewise-linear cost per priority level (the total error of that
/// level's items, each measured in the units of its expression).
struct VariableCost {
    enum Kind { case atLeast, atMost, exactly }

    /// A soft item: `weight · max(0, bound − x)`, `weight · max(0, x − bound)` or
    /// `weight · |x − bound|` at `level`.
    struct Piece {
        var bound: Double
        var kind: Kind
        var level: Float
        var weight: Double
    }

    var lower = -Double.infinity
    var upper = Double.infinity
    /// The required items giving `lower` and `upper` (-1: none, or a virtual bound).
    var lowerSlot = -1
    var upperSlot = -1
    var pieces: [Piece] = []
    /// Where one level's slope jumps, and by how much (scratch of `levelOptimum`, kept so that a
    /// reused cost allocates nothing).
    private var jumps: [(at: Double, by: Double)] = []

    /// Empties the cost (no bound, no piece), keeping the storage of its pieces.
    mutating func reset() {
        lower = -.infinity
        upper = .infinity
        lowerSlot = -1
        upperSlot = -1
        pieces.clearKeepingCapacity()
    }

    /// The required items cross (within the tolerance).
    var isInfeasible: Bool { lower > upper + Engine.feasibilityTolerance * max(1, abs(lower)) }

    /// Adds the item `a·x + k ⋈ 0` at `level` (1000: required), owned by `slot`.
    mutating func add(coefficient a: Double, constant k: Double, _ relation: Relation, level: Float, slot: Int) {
        let bound = -k / a
        let kind: Kind
        switch relation {
        case .equal: kind = .exactly
        case .greaterThanOrEqual: kind = a > 0 ? .atLeast : .atMost
        case .lessThanOrEqual: kind = a > 0 ? .atMost : .atLeast
        }
        guard level < 1000 else {
            if kind != .atMost && bound > lower { lower = bound; lowerSlot = slot }
            if kind != .atLeast && bound < upper { upper = bound; upperSlot = slot }
            return
        }
        pieces.append(Piece(bound: bound, kind: kind, level: level, weight: abs(a)))
    }

    /// The rate at which the cost grows when `x` (not at a breakpoint) moves in `direction`
    /// (+1 or -1).
    func rate(at x: Double, direction: Double) -> LexicographicCost {
        var cost = LexicographicCost()
        for p in pieces {
            let slope: Double
            switch p.kind {
            case .atLeast: slope = x < p.bound ? -p.weight : 0
            case .atMost: slope = x > p.bound ? p.weight : 0
            case .exactly: slope = x > p.bound ? p.weight : -p.weight
            }
            if slope != 0 { cost.add(slope * direction, at: p.level) }
        }
        return cost
    }

    /// The values within the hard interval that minimise the cost level by level: `[low, high]`.
    mutating func optimum() -> (low: Double, high: Double) {
        if pieces.count <= Self.sortedLevelsLimit { return optimumOverSortedPieces() }
        var low = lower, high = upper
        var done = -Float.infinity
        while high - low > 0 {
            // The highest level below the last one handled (levels are few: no sorting).
            var level = -Float.infinity
            for p in pieces where p.level > level && (done == -.infinity || p.level < done) { level = p.level }
            guard level > -.infinity else { break }
            (low, high) = levelOptimum(level, within: low, high)
            done = level
        }
        return (low, high)
    }

    /// Up to this many pieces, `optimum()` sorts them by level and takes a level held by one
    /// piece in closed form (a view's compression, hugging and tie-break are three levels).
    private static let sortedLevelsLimit = 8

    /// `optimum()` for a few pieces: sorted by level, highest first (in place: their order
    /// means nothing elsewhere), each level narrowing the interval.
    private mutating func optimumOverSortedPieces() -> (low: Double, high: Double) {
        var low = lower, high = upper
        for i in pieces.indices.dropFirst() {
            var j = i
            let piece = pieces[i]
            while j > 0 && pieces[j - 1].level < piece.level {
                pieces[j] = pieces[j - 1]
                j -= 1
            }
            pieces[j] = piece
        }
        var i = 0
        while i < pieces.count && high - low > 0 {
            let level = pieces[i].level
            var next = i + 1
            while next < pieces.count && pieces[next].level == level { next += 1 }
            (low, high) = next == i + 1
                ? Self.optimum(of: pieces[i], within: low, high)
                : levelOptimum(level, within: low, high)
            i = next
        }
        return (low, high)
    }

    /// The minimisers of one piece's cost within `[low, high]` (what `levelOptimum` finds for a
    /// level that holds only this piece).
    private static func optimum(of piece: Piece, within low: Double, _ high: Double) -> (Double, Double) {
        let bound = piece.bound
        switch piece.kind {
        case .atLeast: return low >= bound ? (low, high) : bound > high ? (high, high) : (bound, high)
        case .atMost: return low >= bound ? (low, low) : bound > high ? (low, high) : (low, bound)
        case .exactly: return low >= bound ? (low, low) : bound > high ? (high, high) : (bound, bound)
        }
    }

    /// The minimisers of one level's cost within `[low, high]`, where the right slope first
    /// reaches zero and where it first exceeds zero.
    private mutating func levelOptimum(_ level: Float, within low: Double, _ high: Double) -> (Double, Double) {
        var slope = 0.0
        jumps.clearKeepingCapacity()
        for p in pieces where p.level == level {
            switch p.kind {
            case .atLeast:
                if low < p.bound { slope -= p.weight; jumps.append((p.bound, p.weight)) }
            case .atMost:
                if low >= p.bound { slope += p.weight } else { jumps.append((p.bound, p.weight)) }
            case .exactly:
                if low >= p.bound { slope += p.weight } else { slope -= p.weight; jumps.append((p.bound, 2 * p.weight)) }
            }
        }
        if jumps.count > 1 { jumps.sort { $0.at < $1.at } }
        let tolerance = 1e-12
        var a = slope >= -tolerance ? low : Double.nan
        var b = slope > tolerance ? low : Double.nan
        var i = 0
        while (a.isNaN || b.isNaN) && i < jumps.count {
            let at = jumps[i].at
            while i < jumps.count && jumps[i].at == at {
                slope += jumps[i].by
                i += 1
            }
            if at > high { break }
            if a.isNaN && slope >= -tolerance { a = at }
            if b.isNaN && slope > tolerance { b = at }
        }
        if a.isNaN { a = high }
        if b.isNaN { b = high }
        return (min(a, high), min(max(a, b), high))
    }

    /// A value in the optimum: the one nearest zero (an undetermined variable reads 0 when it
    /// can).
    mutating func preferredValue() -> (value: Double, isDetermined: Bool) {
        let (low, high) = optimum()
        let value = min(max(0, low), high)
        return (value, high - low <= 1e-9 * max(1, abs(value)))
    }

    /// The stretches over which the cost grows at one rate when `x` moves from `start` in
    /// `direction`: their lengths (the last may be infinite) and rates, up to the hard bound.
    func segments(from start: Double, direction: Double) -> [(length: Double, rate: LexicographicCost)] {
        var result: [(length: Double, rate: LexicographicCost)] = []
        forEachSegment(from: start, direction: direction) { result.append(($0, $1)) }
        return result
    }

    /// The rate of the first stretch of `segments(from:direction:)`, or `nil` when there is
    /// none (`start` is at the hard bound), without building the others.
    func firstRate(from start: Double, direction: Double) -> LexicographicCost? {
        var stop = direction > 0 ? upper : lower
        for p in pieces where (p.bound - start) * direction > 0 && (stop - p.bound) * direction > 0 { stop = p.bound }
        guard stop.isFinite else { return rate(at: start + direction, direction: direction) }
        guard stop != start else { return nil }
        return rate(at: (start + stop) / 2, direction: direction)
    }

    /// Calls `body` with the length and rate of each stretch of `segments(from:direction:)`.
    func forEachSegment(from start: Double, direction: Double, _ body: (Double, LexicographicCost) -> Void) {
        let end = direction > 0 ? upper : lower
        var position = start
        while true {
            // The next breakpoint in `direction` (pieces are few: no sorting).
            var stop = end
            for p in pieces where (p.bound - position) * direction > 0 && (stop - p.bound) * direction > 0 {
                stop = p.bound
            }
            guard stop.isFinite else {
                body(.infinity, rate(at: position + direction, direction: direction))
                return
            }
            let length = abs(stop - position)
            if length > 0 { body(length, rate(at: (position + stop) / 2, direction: direction)) }
            if stop == end { return }
            position = stop
        }
    }
}
