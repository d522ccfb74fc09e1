/// Determinacy of variables solved in closed form, for the levels above a threshold, read from
/// the last solve's values: they are an optimum of every level, so also of the levels above the
/// threshold, and a variable is free exactly when it can move away from them at no cost there.
///
/// A variable alone (no standing row) is free when its own cost does not grow in some direction.
/// A mover of a one-row component is free when moving it one way, and another mover (or the
/// row's slack) the other way so that the row still holds, costs nothing: the cheapest partner
/// is the one with the lowest rate, so one pass over the row answers for all its movers.
extension Engine {
    /// Whether the levels above the current pass's threshold fix `v`, a variable solved in
    /// closed form (alone, or a mover of a one-row component, whose movers are memoised too).
    mutating func closedFormIsDetermined(_ v: Int) -> Bool {
        let threshold = determination.threshold
        guard let row = standingRow(of: v) else {
            let x = records.values[v]
            return !withCost(of: v) { Self.canMove($0, from: x, above: threshold) }
        }
        memoiseMovers(of: row)
        return records.variables[v].determined
    }

    /// The row of `v`'s one-row component (a row of `v` that no free variable meets), or `nil`.
    private mutating func standingRow(of v: Int) -> Int? {
        guard records.variables[v].rowCount > 0 else { return nil }
        if determination.peeledRows == nil {
            var peeled = Set<Int>()
            for u in records.variables.indices where records.holdsVariable(u) && records.variables[u].freeRow >= 0 {
                peeled.insert(records.variables[u].freeRow)
            }
            determination.peeledRows = peeled
        }
        var k = records.variables[v].rowHead
        while k >= 0 {
            let r = records.terms[k].owner
            if determination.peeledRows?.contains(r) == false { return r }
            k = records.terms[k].next
        }
        return nil
    }

    /// Memoises, for every mover of one-row component `row`, whether the levels above the
    /// threshold fix it.
    private mutating func memoiseMovers(of row: Int) {
        let threshold = determination.threshold
        let record = records.constraints[row]
        let range = record.termStart..<(record.termStart + record.termCount)
        guard record.priority > threshold else {
            // The row counts as absent: each mover is alone with its items.
            for k in range {
                let v = records.terms[k].variable, x = records.values[v]
                memoise(v, !withCost(of: v) { Self.canMove($0, from: x, above: threshold) })
            }
            return
        }
        // Rates per unit of the row's value `Σ c·x + k − s`, raising it and lowering it.
        var raise: [LexicographicCost?] = []
        var lower: [LexicographicCost?] = []
        var slackValue = record.reducedConstant
        for k in range {
            let v = records.terms[k].variable, c = records.terms[k].coefficient
            let x = records.values[v]
            slackValue += c * x
            let (up, down) = withCost(of: v) { cost in
                (cost.slope(at: x, direction: c > 0 ? 1 : -1, above: threshold)?.scaled(by: 1 / abs(c)),
                 cost.slope(at: x, direction: c > 0 ? -1 : 1, above: threshold)?.scaled(by: 1 / abs(c)))
            }
            raise.append(up)
            lower.append(down)
        }
        let (up, down) = withSlackCost(of: row) { slack in
            (slack.slope(at: slackValue, direction: -1, above: threshold),
             slack.slope(at: slackValue, direction: 1, above: threshold))
        }
        raise.append(up)
        lower.append(down)
        let cheapestRaise = Self.twoCheapest(raise), cheapestLower = Self.twoCheapest(lower)
        for (i, k) in range.enumerated() {
            let free = Self.tradesForFree(raise[i], with: lower, cheapestLower, excluding: i)
                || Self.tradesForFree(lower[i], with: raise, cheapestRaise, excluding: i)
            memoise(records.terms[k].variable, !free)
        }
    }

    /// Calls `body` with the cost of the slack `s` of row `row` (`Σ c·x + k − s = 0`, the row's
    /// relation its item), in `costScratch`, which `body` must not use.
    private mutating func withSlackCost<R>(of row: Int, _ body: (VariableCost) -> R) -> R {
        closedForms.costScratch.pieces.removeAll()
        var bounds = HardBounds()
        bounds.add(coefficient: 1, constant: 0, records.constraints[row].relation, level: records.constraints[row].priority, slot: row,
                   to: &closedForms.costScratch.pieces)
        return body(closedForms.costScratch.wholeCost(bounds))
    }

    /// Whether `cost` grows in neither direction from `x` at the levels above `threshold`.
    static func canMove(_ cost: VariableCost, from x: Double, above threshold: Float) -> Bool {
        cost.slope(at: x, direction: 1, above: threshold)?.isZero == true
            || cost.slope(at: x, direction: -1, above: threshold)?.isZero == true
    }

    /// The indices of the two lowest rates (`nil` rates cannot move), lowest first (-1: none).
    static func twoCheapest(_ rates: [LexicographicCost?]) -> (first: Int, second: Int) {
        var first = -1, second = -1
        for (i, rate) in rates.enumerated() {
            guard let rate else { continue }
            if first < 0 || rate < rates[first]! {
                second = first
                first = i
            } else if second < 0 || rate < rates[second]! {
                second = i
            }
        }
        return (first, second)
    }

    /// Whether moving at `rate` while the cheapest partner other than `i` among `partners`
    /// (`cheapest` indexes them) compensates costs nothing; at an optimum every such sum is at
    /// least zero.
    private static func tradesForFree(
        _ rate: LexicographicCost?, with partners: [LexicographicCost?], _ cheapest: (first: Int, second: Int),
        excluding i: Int
    ) -> Bool {
        guard let rate else { return false }
        let partner = cheapest.first == i ? cheapest.second : cheapest.first
        guard partner >= 0, let other = partners[partner] else { return false }
        return LexicographicCost.compare(rate.adding(other), .zero) <= 0
    }
}

extension LexicographicCost {
    /// The sum of this cost and `other`, level by level.
    func adding(_ other: LexicographicCost) -> LexicographicCost {
        var sum = self
        for i in 0..<other.count { sum.add(other[i].amount, at: other[i].level) }
        return sum
    }
}

extension VariableCost {
    /// The rate at which the cost of the levels above `threshold` grows when `x` moves from
    /// `x` in `direction` (+1 or -1), breakpoints at `x` included; `nil` when a required item
    /// stops the move.
    func slope(at x: Double, direction: Double, above threshold: Float) -> LexicographicCost? {
        let tolerance = 1e-9 * max(1, abs(x))
        let up = direction > 0
        if up ? x >= upper - tolerance : x <= lower + tolerance { return nil }
        var cost = LexicographicCost()
        for p in pieces where p.level > threshold {
            // Whether `x` lies at or beyond the bound, seen in the direction of the move.
            let beyond = up ? x >= p.bound - tolerance : x <= p.bound + tolerance
            let slope: Double
            switch p.kind {
            case .atLeast: slope = up ? (beyond ? 0 : -p.weight) : (beyond ? p.weight : 0)
            case .atMost: slope = up ? (beyond ? p.weight : 0) : (beyond ? 0 : -p.weight)
            case .exactly: slope = beyond ? p.weight : -p.weight
            }
            if slope != 0 { cost.add(slope, at: p.level) }
        }
        return cost
    }
}
