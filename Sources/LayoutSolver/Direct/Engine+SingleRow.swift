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
        closedForms.costScratch.removeAll()
        if let proof = appendMovers(of: row) { return proof }
        var residual = records.constraints[row].reducedConstant
        let count = closedForms.costScratch.movers.count
        for i in 0..<count { residual += closedForms.costScratch.movers[i].factor * closedForms.costScratch.movers[i].value }
        // The slack `s` of `Σ c·x + k − s = 0`, with the row's relation as its item.
        var slack = HardBounds()
        let slackStart = closedForms.costScratch.pieces.count
        slack.add(coefficient: 1, constant: 0, records.constraints[row].relation, level: records.constraints[row].priority, slot: row,
                  to: &closedForms.costScratch.pieces)
        closedForms.costScratch.movers.append(RowMover(
            value: 0, factor: -1, bounds: slack, variable: -1, pieceStart: slackStart,
            pieceCount: closedForms.costScratch.pieces.count - slackStart))
        if let proof = closeResidual(residual, row: row, movers: count) { return proof }
        for i in 0..<count { records.setValue(closedForms.costScratch.movers[i].value, of: closedForms.costScratch.movers[i].variable) }
        return nil
    }

    /// Appends the variables of row `row` to `costScratch` as movers at their own optima, with
    /// copies of their pieces. Returns the items that prove one of them infeasible, or `nil`.
    private mutating func appendMovers(of row: Int) -> [Int]? {
        let start = records.constraints[row].termStart, end = start + records.constraints[row].termCount
        closedForms.costScratch.movers.reserveCapacity(end - start + 1)
        for k in start..<end {
            let own = ownCost(of: records.terms[k].variable)
            if own.bounds.isInfeasible { return [own.bounds.lowerSlot, own.bounds.upperSlot] }
        }
        // Read once all are built: building one may compact the pieces, moving the others'.
        var pieceCount = 0
        for k in start..<end {
            let v = records.terms[k].variable
            let own = closedForms.ownCosts[Int(closedForms.ownCostIndex[v])]
            // For now the mover's pieces are those of its own cost.
            closedForms.costScratch.movers.append(RowMover(
                value: own.preferred, factor: records.terms[k].coefficient, bounds: own.bounds, variable: v,
                pieceStart: own.pieceStart, pieceCount: own.pieceCount))
            pieceCount += own.pieceCount
        }
        closedForms.costScratch.pieces.reserveCapacity(pieceCount + 1)
        for i in closedForms.costScratch.movers.indices {
            let mover = closedForms.costScratch.movers[i]
            let own = closedForms.ownPieces.unsafeSlice(from: mover.pieceStart, count: mover.pieceCount)
            closedForms.costScratch.movers[i].pieceStart = closedForms.costScratch.pieces.count
            closedForms.costScratch.pieces.append(contentsOf: own)
        }
        return nil
    }

    /// Moves the first `count` movers of `costScratch` (the row's variables) and the slack
    /// after them from their own optima along the cheapest stretches until the row's value has
    /// moved by −`residual`. Returns the proof of infeasibility when required items stop it.
    mutating func closeResidual(_ residual: Double, row: Int, movers count: Int) -> [Int]? {
        guard Self.needsClosing(residual) else { return nil }
        closedForms.costScratch.appendStretches(need: -residual, sweepingFrom: tuning.sweptStretchesFrom)
        closedForms.costScratch.sortStretches()
        return closeResidualAlongSortedStretches(residual, row: row, movers: count)
    }

    /// Whether a row missing by `residual` must move (it misses by more than the tolerance).
    @inline(__always) static func needsClosing(_ residual: Double) -> Bool {
        abs(residual) > feasibilityTolerance * max(1, abs(residual))
    }

    /// `closeResidual(_:row:movers:)` once `costScratch` holds the movers' stretches towards
    /// closing `residual`, sorted.
    mutating func closeResidualAlongSortedStretches(_ residual: Double, row: Int, movers count: Int) -> [Int]? {
        let scale = max(1, abs(residual)), need = -residual
        steps &+= closedForms.costScratch.stretches.count
        let remaining = closedForms.costScratch.takeStretches(need: need)
        if remaining > Self.feasibilityTolerance * scale {
            return blockingProof(row: row, movers: count, need: need)
        }
        return nil
    }

    /// The row and the required items that stop each variable from closing the residual.
    private mutating func blockingProof(row: Int, movers count: Int, need: Double) -> [Int] {
        var proof = [row]
        for i in 0..<count {
            let mover = closedForms.costScratch.movers[i]
            proof.append((need > 0) == (mover.factor > 0) ? mover.bounds.upperSlot : mover.bounds.lowerSlot)
        }
        return proof.filter { $0 >= 0 }
    }
}
