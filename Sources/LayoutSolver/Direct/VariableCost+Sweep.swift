/// The stretches of a cost with many pieces, found in one sweep: a cost folded from a chain of
/// rows (stacks nested in stacks) carries a piece for each rate its chain can change at, and
/// scanning every piece for each stretch (`forEachStretch`) would make a chain of n rows cost
/// n³.
extension VariableCost {
    /// `forEachStretch(from:direction:slope:restart:stretch:)` by one sweep over the pieces
    /// ordered by bound in `direction` (`ordered`: this cost's pieces as a stable sort by bound,
    /// ascending or descending, orders them): each level's slope is summed once at `start`, then
    /// changed by each piece whose bound the sweep crosses. `levels` is scratch (emptied here).
    /// Reports, for each stretch, each level's summed slope (not each piece's): the same rate,
    /// summed in another order.
    func forEachStretchSwept(
        from start: Double, direction: Double, ordered sorted: UnsafeMutableBufferPointer<CostPiece>,
        levels: inout OwnedArray<RateEntry>, slope: (Double, Float) -> Void, stretch: (Double) -> Void
    ) {
        levels.removeAll()
        var next = 0
        for p in sorted {
            let isAhead = (p.bound - start) * direction > 0
            if !isAhead { next += 1 }
            Self.add(p.slope(below: isAhead == (direction > 0)), at: p.level, to: &levels)
        }
        let end = direction > 0 ? upper : lower
        var position = start
        while position != end {
            let stop = next < sorted.count && (end - sorted[next].bound) * direction > 0 ? sorted[next].bound : end
            for k in levels.indices where levels[k].amount != 0 { slope(levels[k].amount * direction, levels[k].level) }
            guard stop.isFinite else { return stretch(.infinity) }
            stretch(abs(stop - position))
            if stop == end { return }
            // Crossing a bound, a piece's slope turns from its below-slope to its above-slope.
            while next < sorted.count && sorted[next].bound == stop {
                let p = sorted[next]
                let change = p.slope(below: false) - p.slope(below: true)
                Self.add(direction > 0 ? change : -change, at: p.level, to: &levels)
                next += 1
            }
            position = stop
        }
    }

    /// Adds `amount` to the entry of `level` in `levels` (descending levels), making one when
    /// there is none.
    private static func add(_ amount: Double, at level: Float, to levels: inout OwnedArray<RateEntry>) {
        var i = levels.count
        let entries = levels.unsafeSlice(from: 0, count: i)
        while i > 0 && entries[i - 1].level < level { i -= 1 }
        if i > 0 && levels[i - 1].level == level {
            levels[i - 1].amount += amount
        } else {
            levels.append(RateEntry(amount: amount, level: level))
            var j = levels.count - 1
            while j > i {
                levels[j] = levels[j - 1]
                j -= 1
            }
            levels[i] = RateEntry(amount: amount, level: level)
        }
    }
}
