/// A soft item on one variable: `weight · max(0, bound − x)`, `weight · max(0, x − bound)` or
/// `weight · |x − bound|` at `level`.
struct CostPiece {
    enum Kind: UInt8 { case atLeast, atMost, exactly }

    var bound: Double
    var weight: Double
    var level: Float
    var kind: Kind
}

/// The hard interval that a variable's required items set, and the items that set its ends.
struct HardBounds {
    var lower = -Double.infinity
    var upper = Double.infinity
    /// The required items giving `lower` and `upper` (-1: none, or a virtual bound).
    var lowerSlot = -1
    var upperSlot = -1

    /// The required items cross (within the tolerance).
    var isInfeasible: Bool { lower > upper + Engine.feasibilityTolerance * max(1, abs(lower)) }

    /// Narrows the interval by the required item `bound` of `kind`, owned by `slot`.
    @inline(__always) mutating func tighten(_ kind: CostPiece.Kind, _ bound: Double, slot: Int) {
        if kind != .atMost && bound > lower { lower = bound; lowerSlot = slot }
        if kind != .atLeast && bound < upper { upper = bound; upperSlot = slot }
    }

    /// Adds the item `a·x + k ⋈ 0` at `level` (1000: required), owned by `slot`: a required
    /// item narrows the interval, a soft one is appended to `pieces`.
    @inline(__always) mutating func add(
        coefficient a: Double, constant k: Double, _ relation: Relation, level: Float, slot: Int,
        to pieces: inout OwnedArray<CostPiece>
    ) {
        let bound = -k / a
        let kind: CostPiece.Kind
        switch relation {
        case .equal: kind = .exactly
        case .greaterThanOrEqual: kind = a > 0 ? .atLeast : .atMost
        case .lessThanOrEqual: kind = a > 0 ? .atMost : .atLeast
        }
        guard level < 1000 else { return tighten(kind, bound, slot: slot) }
        pieces.append(CostPiece(bound: bound, weight: abs(a), level: level, kind: kind))
    }
}

/// One place where the slope of a level's cost jumps, and by how much (scratch of
/// `VariableCost.optimum(jumps:)`).
struct SlopeJump {
    var at: Double
    var by: Double
}

/// The items on one variable seen as a cost: a hard interval from the required items, and from
/// the others a convex piecewise-linear cost per priority level (the total error of that
/// level's items, each measured in the units of its expression).
///
/// The pieces are not owned: they lie in a `CostScratch`, one variable's after another, so
/// that solving a row of n variables fills one buffer instead of n arrays. A cost is valid
/// while that buffer does not grow.
struct VariableCost {
    var bounds: HardBounds
    /// The soft items. `optimum(jumps:)` reorders them (by level), nothing else writes them.
    let pieces: UnsafeMutableBufferPointer<CostPiece>

    var lower: Double { bounds.lower }
    var upper: Double { bounds.upper }

    /// The values within the hard interval that minimise the cost level by level: `[low, high]`.
    /// Up to `sortedLevelsLimit` pieces (`SolverTuning.sortedLevelsLimit`, 8 by default), the
    /// pieces are sorted by level and a level held by one piece is taken in closed form (a view's
    /// compression, hugging and tie-break are three levels); more are scanned level by level.
    func optimum(jumps: inout OwnedArray<SlopeJump>, sortingUpTo sortedLevelsLimit: Int) -> (low: Double, high: Double) {
        if pieces.count <= sortedLevelsLimit { return optimumOverSortedPieces(jumps: &jumps) }
        var low = lower, high = upper
        // The highest level; then each level's pass finds the highest one below it (levels are
        // few: no sorting).
        var level = -Float.infinity
        for p in pieces where p.level > level { level = p.level }
        while high - low > 0 && level > -.infinity {
            (low, high, level) = levelOptimumAndNextLevel(level, within: low, high, jumps: &jumps)
        }
        return (low, high)
    }

    /// `optimum(jumps:)` for a few pieces: sorted by level, highest first (in place: their order
    /// means nothing elsewhere), each level narrowing the interval.
    private func optimumOverSortedPieces(jumps: inout OwnedArray<SlopeJump>) -> (low: Double, high: Double) {
        var low = lower, high = upper
        let count = pieces.count
        var i = 1
        while i < count {
            var j = i
            let piece = pieces[i]
            while j > 0 && pieces[j - 1].level < piece.level {
                pieces[j] = pieces[j - 1]
                j -= 1
            }
            pieces[j] = piece
            i += 1
        }
        i = 0
        while i < count && high - low > 0 {
            let level = pieces[i].level
            var next = i + 1
            while next < count && pieces[next].level == level { next += 1 }
            // (A piece of negative weight, which folding makes, is only convex with others.)
            (low, high) = next == i + 1 && pieces[i].weight > 0
                ? Self.optimum(of: pieces[i], within: low, high)
                : levelOptimum(level, within: low, high, jumps: &jumps)
            i = next
        }
        return (low, high)
    }

    /// The minimisers of one piece's cost within `[low, high]` (what `levelOptimum` finds for a
    /// level that holds only this piece).
    private static func optimum(of piece: CostPiece, within low: Double, _ high: Double) -> (Double, Double) {
        let bound = piece.bound
        switch piece.kind {
        case .atLeast: return low >= bound ? (low, high) : bound > high ? (high, high) : (bound, high)
        case .atMost: return low >= bound ? (low, low) : bound > high ? (low, high) : (low, bound)
        case .exactly: return low >= bound ? (low, low) : bound > high ? (high, high) : (bound, bound)
        }
    }

    /// The minimisers of one level's cost within `[low, high]`, where the right slope first
    /// reaches zero and where it first exceeds zero.
    private func levelOptimum(
        _ level: Float, within low: Double, _ high: Double, jumps: inout OwnedArray<SlopeJump>
    ) -> (Double, Double) {
        let (a, b, _) = levelOptimumAndNextLevel(level, within: low, high, jumps: &jumps)
        return (a, b)
    }

    /// `levelOptimum(_:within:_:jumps:)`, and the highest level of a piece below `level`
    /// (-infinity when none is), read in the same pass over the pieces.
    private func levelOptimumAndNextLevel(
        _ level: Float, within low: Double, _ high: Double, jumps: inout OwnedArray<SlopeJump>
    ) -> (Double, Double, next: Float) {
        var slope = 0.0
        var next = -Float.infinity
        jumps.removeAll()
        // Room for every piece at once (the array then never grows by doubling).
        if jumps.capacity < pieces.count { jumps.reserveCapacity(pieces.count) }
        for p in pieces {
            guard p.level == level else {
                if p.level < level && p.level > next { next = p.level }
                continue
            }
            switch p.kind {
            case .atLeast:
                if low < p.bound { slope -= p.weight; jumps.append(SlopeJump(at: p.bound, by: p.weight)) }
            case .atMost:
                if low >= p.bound { slope += p.weight } else { jumps.append(SlopeJump(at: p.bound, by: p.weight)) }
            case .exactly:
                if low >= p.bound {
                    slope += p.weight
                } else {
                    slope -= p.weight
                    jumps.append(SlopeJump(at: p.bound, by: 2 * p.weight))
                }
            }
        }
        if jumps.count > 1 { Self.sortByPlace(&jumps) }
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
        return (min(a, high), min(max(a, b), high), next)
    }

    /// Sorts `jumps` by place as the library's stable sort does: by insertion up to
    /// `insertionLimit` of them (as the library sorts so few, in the same order of comparisons),
    /// more by the library's sort.
    private static func sortByPlace(_ jumps: inout OwnedArray<SlopeJump>, insertionLimit: Int = 20) {
        jumps.withUnsafeMutableBufferPointer { buffer in
            guard buffer.count <= insertionLimit else {
                var sorted = buffer
                return sorted.sort { $0.at < $1.at }
            }
            for end in 1..<buffer.count {
                var i = end
                while i > 0 && buffer[i].at < buffer[i - 1].at {
                    buffer.swapAt(i, i - 1)
                    i -= 1
                }
            }
        }
    }

    /// A value in the optimum: the one nearest zero (an undetermined variable reads 0 when it
    /// can).
    func preferredValue(jumps: inout OwnedArray<SlopeJump>, sortingUpTo sortedLevelsLimit: Int) -> (value: Double, isDetermined: Bool) {
        let (low, high) = optimum(jumps: &jumps, sortingUpTo: sortedLevelsLimit)
        return Self.preferredValue(low, high)
    }

    /// The value nearest zero in the optimum `[low, high]`, and whether the optimum fixes it.
    @inline(__always) static func preferredValue(_ low: Double, _ high: Double) -> (value: Double, isDetermined: Bool) {
        let value = min(max(0, low), high)
        return (value, high - low <= 1e-9 * max(1, abs(value)))
    }

    /// Calls `body` with the amount and level of each non-zero slope of the pieces when `x`
    /// (not at a breakpoint) moves in `direction` (+1 or -1), in the pieces' order.
    @inline(__always) func forEachSlope(at x: Double, direction: Double, _ body: (Double, Float) -> Void) {
        for p in pieces {
            let slope: Double
            switch p.kind {
            case .atLeast: slope = x < p.bound ? -p.weight : 0
            case .atMost: slope = x > p.bound ? p.weight : 0
            case .exactly: slope = x > p.bound ? p.weight : -p.weight
            }
            if slope != 0 { body(slope * direction, p.level) }
        }
    }

    /// The rate at which the cost grows when `x` (not at a breakpoint) moves in `direction`
    /// (+1 or -1).
    func rate(at x: Double, direction: Double) -> LexicographicCost {
        var cost = LexicographicCost()
        forEachSlope(at: x, direction: direction) { cost.add($0, at: $1) }
        return cost
    }

    /// The next breakpoint after `position` in `direction`, or the hard bound there.
    @inline(__always) func nextStop(after position: Double, direction: Double) -> Double {
        var stop = direction > 0 ? upper : lower
        for p in pieces where (p.bound - position) * direction > 0 && (stop - p.bound) * direction > 0 {
            stop = p.bound
        }
        return stop
    }

    /// Calls `stretch` with the length of each stretch over which the cost grows at one rate
    /// when `x` moves from `start` in `direction` (the last may be infinite), up to the hard
    /// bound, after `slope` with the amount and level of each non-zero slope of the pieces over
    /// it, in the pieces' order.
    ///
    /// One pass over the pieces finds both the stretch's end and its slopes: inside the
    /// stretch, `x` lies below a piece's bound exactly when the bound is ahead moving up, or not
    /// ahead moving down. That holds at the stretch's midpoint (one step from `start` for an
    /// infinite stretch), where the rate is read, unless it rounds to an end of a stretch one
    /// unit in the last place long: the slopes are then read there again, after `restart`.
    @inline(__always) func forEachStretch(
        from start: Double, direction: Double, slope: (Double, Float) -> Void, restart: () -> Void,
        stretch: (Double) -> Void
    ) {
        let end = direction > 0 ? upper : lower
        var position = start
        while position != end {
            var stop = end
            for p in pieces {
                let isAhead = (p.bound - position) * direction > 0
                if isAhead && (stop - p.bound) * direction > 0 { stop = p.bound }
                let amount = p.slope(below: isAhead == (direction > 0))
                if amount != 0 { slope(amount * direction, p.level) }
            }
            let x = stop.isFinite ? (position + stop) / 2 : position + direction
            if !((x - position) * direction > 0 && (!stop.isFinite || (stop - x) * direction > 0)) {
                restart()
                forEachSlope(at: x, direction: direction, slope)
            }
            guard stop.isFinite else { return stretch(.infinity) }
            stretch(abs(stop - position))
            if stop == end { return }
            position = stop
        }
    }
}

extension CostPiece {
    /// The piece's slope where `x` lies below its bound (`below`) or above it (not at it).
    @inline(__always) func slope(below: Bool) -> Double {
        switch kind {
        case .atLeast: below ? -weight : 0
        case .atMost: below ? 0 : weight
        case .exactly: below ? -weight : weight
        }
    }
}
