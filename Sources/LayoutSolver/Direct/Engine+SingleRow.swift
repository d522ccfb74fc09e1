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
        var scratch = CostScratch()
        swap(&scratch, &costScratch)
        defer { swap(&scratch, &costScratch) }
        scratch.removeAll()
        if let proof = appendMovers(of: row, to: &scratch) { return proof }
        var residual = constraints[row].reducedConstant
        let count = scratch.movers.count
        for i in 0..<count {
            let (start, _) = scratch.cost(of: i).preferredValue(jumps: &scratch.jumps)
            scratch.movers[i].value = start
            residual += scratch.movers[i].factor * start
        }
        // The slack `s` of `Σ c·x + k − s = 0`, with the row's relation as its item.
        var slack = HardBounds()
        let slackStart = scratch.pieces.count
        slack.add(coefficient: 1, constant: 0, constraints[row].relation, level: constraints[row].priority, slot: row,
                  to: &scratch.pieces)
        scratch.movers.append(RowMover(
            value: 0, factor: -1, bounds: slack, variable: -1, pieceStart: slackStart,
            pieceCount: scratch.pieces.count - slackStart))
        if let proof = closeResidual(residual, row: row, movers: count, &scratch) { return proof }
        for i in 0..<count { variables[scratch.movers[i].variable].value = scratch.movers[i].value }
        return nil
    }

    /// Appends the variables of row `row` to `scratch` as movers (their values not set yet),
    /// with their items. Returns the items that prove one of them infeasible, or `nil`.
    private func appendMovers(of row: Int, to scratch: inout CostScratch) -> [Int]? {
        let start = constraints[row].termStart, end = start + constraints[row].termCount
        var itemCount = 0
        for k in start..<end { itemCount += variables[terms[k].variable].itemCount }
        scratch.movers.reserveCapacity(end - start + 1)
        scratch.pieces.reserveCapacity(itemCount + 1)
        for k in start..<end {
            let v = terms[k].variable
            let pieceStart = scratch.pieces.count
            let bounds = appendItems(of: v, to: &scratch.pieces)
            if bounds.isInfeasible { return [bounds.lowerSlot, bounds.upperSlot] }
            scratch.movers.append(RowMover(
                value: 0, factor: terms[k].coefficient, bounds: bounds, variable: v, pieceStart: pieceStart,
                pieceCount: scratch.pieces.count - pieceStart))
        }
        return nil
    }

    /// Moves the first `count` movers of `scratch` (the row's variables) and the slack after
    /// them from their own optima along the cheapest stretches until the row's value has moved
    /// by −`residual`, and marks which variables the optimum leaves free. Returns the proof of
    /// infeasibility when required items stop it.
    private mutating func closeResidual(
        _ residual: Double, row: Int, movers count: Int, _ scratch: inout CostScratch
    ) -> [Int]? {
        let scale = max(1, abs(residual))
        guard abs(residual) > Self.feasibilityTolerance * scale else {
            // Variables that could move for free while another mover (or the slack)
            // compensates for free.
            let free = scratch.markFreeMovers()
            markAmbiguous(count, scratch, if: free >= 2)
            return nil
        }
        let need = -residual
        scratch.appendStretches(need: need)
        steps &+= scratch.stretches.count
        scratch.sortStretches()
        let (remaining, last) = scratch.takeStretches(need: need)
        if remaining > Self.feasibilityTolerance * scale {
            return blockingProof(row: row, movers: count, scratch, need: need)
        }
        // Variables that share the marginal rate of the last stretch with another mover could
        // trade with it at no cost, so the optimum does not fix them.
        markAmbiguous(count, scratch, if: last >= 0 && scratch.markTies(with: last) >= 2)
        return nil
    }

    /// Sets whether the variables of the first `count` movers of `scratch` are ambiguous: those
    /// marked there are when `marksCount` holds, none otherwise.
    private mutating func markAmbiguous(_ count: Int, _ scratch: borrowing CostScratch, if marksCount: Bool) {
        for i in 0..<count {
            variables[scratch.movers[i].variable].isAmbiguous = marksCount && scratch.movers[i].isMarked
        }
    }

    /// The row and the required items that stop each variable from closing the residual.
    private func blockingProof(row: Int, movers count: Int, _ scratch: borrowing CostScratch, need: Double) -> [Int] {
        var proof = [row]
        for i in 0..<count {
            let mover = scratch.movers[i]
            proof.append((need > 0) == (mover.factor > 0) ? mover.bounds.upperSlot : mover.bounds.lowerSlot)
        }
        return proof.filter { $0 >= 0 }
    }
}
