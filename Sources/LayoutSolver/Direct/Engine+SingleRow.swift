/// The closed form of a component with one row `Σ c·x + k ⋈ 0`.
///
/// Every variable starts at the optimum of its own items; the row then misses by some residual.
/// Each variable can move towards closing it along stretches of constant marginal cost
/// (its cost is convex, so the stretches come in increasing order), and so can the row's slack
/// (an inequality, or a soft row). Closing the residual with the cheapest stretches first, over
/// all movers, is optimal for a separable convex cost under one linear equality; costs are
/// compared level by level, which is an ordered group, so the exchange argument holds as for
/// numbers. The cost is O(s log s) for s stretches, about one per variable in a stack.
///
/// The movers, their items, their stretches and the stretches' rates live in flat buffers of
/// `costScratch` (see `CostScratch`): a solve allocates nothing once they have grown, and
/// sorting moves plain values.
extension Engine {
    /// Solves the component of row `row`. Returns the constraints proving infeasibility, or `nil`.
    mutating func solveSingleRow(_ row: Int) -> [Int]? {
        costScratch.removeAll()
        if let proof = appendMovers(of: row) { return proof }
        var residual = constraints[row].reducedConstant
        let count = costScratch.movers.count
        for i in 0..<count { residual += costScratch.movers[i].factor * costScratch.movers[i].value }
        // The slack `s` of `Σ c·x + k − s = 0`, with the row's relation as its item.
        var slack = HardBounds()
        let slackStart = costScratch.pieces.count
        slack.add(coefficient: 1, constant: 0, constraints[row].relation, level: constraints[row].priority, slot: row,
                  to: &costScratch.pieces)
        costScratch.movers.append(RowMover(
            value: 0, factor: -1, bounds: slack, variable: -1, pieceStart: slackStart,
            pieceCount: costScratch.pieces.count - slackStart))
        if let proof = closeResidual(residual, row: row, movers: count) { return proof }
        for i in 0..<count { values[costScratch.movers[i].variable] = costScratch.movers[i].value }
        return nil
    }

    /// Appends the variables of row `row` to `costScratch` as movers at their own optima, with
    /// copies of their pieces. Returns the items that prove one of them infeasible, or `nil`.
    private mutating func appendMovers(of row: Int) -> [Int]? {
        let start = constraints[row].termStart, end = start + constraints[row].termCount
        costScratch.movers.reserveCapacity(end - start + 1)
        for k in start..<end {
            let own = ownCost(of: terms[k].variable)
            if own.bounds.isInfeasible { return [own.bounds.lowerSlot, own.bounds.upperSlot] }
        }
        // Read once all are built: building one may compact the pieces, moving the others'.
        var pieceCount = 0
        for k in start..<end {
            let v = terms[k].variable
            let own = ownCosts[Int(ownCostIndex[v])]
            // For now the mover's pieces are those of its own cost.
            costScratch.movers.append(RowMover(
                value: own.preferred, factor: terms[k].coefficient, bounds: own.bounds, variable: v,
                pieceStart: own.pieceStart, pieceCount: own.pieceCount))
            pieceCount += own.pieceCount
        }
        costScratch.pieces.reserveCapacity(pieceCount + 1)
        for i in costScratch.movers.indices {
            let mover = costScratch.movers[i]
            let own = ownPieces.unsafeSlice(from: mover.pieceStart, count: mover.pieceCount)
            costScratch.movers[i].pieceStart = costScratch.pieces.count
            costScratch.pieces.append(contentsOf: own)
        }
        return nil
    }

    /// Moves the first `count` movers of `costScratch` (the row's variables) and the slack
    /// after them from their own optima along the cheapest stretches until the row's value has
    /// moved by −`residual`. Returns the proof of infeasibility when required items stop it.
    mutating func closeResidual(_ residual: Double, row: Int, movers count: Int) -> [Int]? {
        let scale = max(1, abs(residual))
        guard abs(residual) > Self.feasibilityTolerance * scale else { return nil }
        let need = -residual
        costScratch.appendStretches(need: need, sweepingFrom: tuning.sweptStretchesFrom)
        steps &+= costScratch.stretches.count
        costScratch.sortStretches()
        let remaining = costScratch.takeStretches(need: need)
        if remaining > Self.feasibilityTolerance * scale {
            return blockingProof(row: row, movers: count, need: need)
        }
        return nil
    }

    /// The row and the required items that stop each variable from closing the residual.
    private func blockingProof(row: Int, movers count: Int, need: Double) -> [Int] {
        var proof = [row]
        for i in 0..<count {
            let mover = costScratch.movers[i]
            proof.append((need > 0) == (mover.factor > 0) ? mover.bounds.upperSlot : mover.bounds.lowerSlot)
        }
        return proof.filter { $0 >= 0 }
    }
}
