/// Rows that hang off one variable: once leaves are folded, a row left whose variables all stand
/// in no other row left but one, its *hub*, is a cost on the hub. A fitting `.leading` stack
/// inside a cell is one: the grouped row of its views (`width − line − u = 0`, with the guide's
/// width as the hub) hangs off the stack's width, which the cell's own row moves.
///
/// With `s = Σ c·x` over the row's other variables and its slack (the row `s + c_h·h + k = 0`),
/// the least cost of the others for a given `s`, `ψ(s)`, is what the one-row closed form pays
/// to move `s` from where they rest: its stretches, cheapest first, both ways. `ψ` is convex
/// level by level over the optimum of the levels above (an infimal convolution of such costs),
/// a sum of pieces at the stretches' ends, and a hard bound where the stretches end. Folded into
/// the hub (`s = −c_h·h − k`), it leaves one row fewer; once the hub is solved, the row is
/// solved by the closed form with the hub at its value.
extension Engine {
    /// Adds to `hub` the cost `ψ` of row `row` hanging off it. Returns `false` when a mover's
    /// bounds cross.
    mutating func foldHangingRow(_ row: Int, into hub: Int, _ general: [Int], _ fold: inout FoldScratch) -> Bool {
        guard let parts = appendRowMovers(row, excluding: hub, general, fold) else { return false }
        var rest = 0.0
        for i in 0..<parts.count { rest += closedForms.costScratch.movers[i].factor * closedForms.costScratch.movers[i].value }
        // `s = α·h + β`.
        let alpha = -parts.hubCoefficient, beta = -parts.constant
        for direction in stride(from: 1.0, through: -1.0, by: -2.0) {
            closedForms.costScratch.stretches.removeAll()
            closedForms.costScratch.rates.removeAll()
            closedForms.costScratch.appendStretches(need: direction)
            closedForms.costScratch.sortStretches()
            let end = addStretchPieces(from: rest, direction: direction, alpha: alpha, beta: beta, to: hub, &fold)
            guard end.isFinite else { continue }
            fold.bounds[hub].tighten(
                (direction > 0) == (alpha > 0) ? .atMost : .atLeast, (end - beta) / alpha, slot: parts.slot)
        }
        return true
    }

    /// Adds to `owner` the pieces of `ψ` along the sorted stretches of `costScratch` from `rest`
    /// in `direction`: each stretch's rate from its start, taken off again from its end. Returns
    /// where the stretches end (infinite when one is).
    private mutating func addStretchPieces(
        from rest: Double, direction: Double, alpha: Double, beta: Double, to owner: Int, _ fold: inout FoldScratch
    ) -> Double {
        // Up, a rate is a slope above a point (`atMost`); down, below it (`atLeast`); mapped to
        // the hub, the kind turns over when `α < 0`.
        let kind: CostPiece.Kind = (direction > 0) == (alpha > 0) ? .atMost : .atLeast
        var at = rest
        for n in closedForms.costScratch.stretches.indices {
            let stretch = closedForms.costScratch.stretches[n]
            let next = at + direction * stretch.capacity
            for e in stretch.rateStart..<(stretch.rateStart + stretch.rateCount) {
                let rate = closedForms.costScratch.rates.entries[e]
                let weight = rate.amount * abs(alpha)
                fold.addPiece(CostPiece(bound: (at - beta) / alpha, weight: weight, level: rate.level, kind: kind), to: owner)
                if next.isFinite {
                    fold.addPiece(CostPiece(bound: (next - beta) / alpha, weight: -weight, level: rate.level, kind: kind), to: owner)
                }
            }
            at = next
            if !at.isFinite { break }
        }
        return at
    }
}
