/// One piece of a variable's way from its own optimum: `capacity` (in units of the row) that it
/// can absorb at `rate` per unit.
struct Stretch {
    var rate: LexicographicCost
    var capacity: Double
    /// The index of the mover (a row variable, or the row's slack after them).
    var mover: Int
    /// The stretch's place along the mover's way.
    var step: Int
}

/// Reused buffers of `solveSingleRow(_:)`.
struct SingleRowScratch {
    var movers: [Int] = []
    var factors: [Double] = []
    var costs: [VariableCost] = []
    var values: [Double] = []
    var stretches: [Stretch] = []
}

/// The closed form of a component with one row `Σ c·x + k ⋈ 0`.
///
/// Every variable starts at the optimum of its own items; the row then misses by some residual.
/// Each variable can move towards closing it along stretches of constant marginal cost
/// (its cost is convex, so the stretches come in increasing order), and so can the row's slack
/// (an inequality, or a soft row). Closing the residual with the cheapest stretches first, over
/// all movers, is optimal for a separable convex cost under one linear equality; costs are
/// compared level by level, which is an ordered group, so the exchange argument holds as for
/// numbers. The cost is O(s log s) for s stretches, about one per variable in a stack.
extension Engine {
    /// Solves the component of row `row`. Returns the constraints proving infeasibility, or `nil`.
    mutating func solveSingleRow(_ row: Int) -> [Int]? {
        var scratch = singleRowScratch
        singleRowScratch = SingleRowScratch()
        defer { singleRowScratch = scratch }
        return solveSingleRow(row, &scratch.movers, &scratch.factors, &scratch.costs, &scratch.values, &scratch.stretches)
    }

    private mutating func solveSingleRow(
        _ row: Int, _ movers: inout [Int], _ factors: inout [Double], _ costs: inout [VariableCost],
        _ values: inout [Double], _ stretches: inout [Stretch]
    ) -> [Int]? {
        movers.clearKeepingCapacity()
        factors.clearKeepingCapacity()
        values.clearKeepingCapacity()
        stretches.clearKeepingCapacity()
        // `costs` keeps its entries (and their pieces' storage) from one solve to the next:
        // entry `i` is overwritten before it is read, the surplus dropped at the end.
        var used = 0
        let record = constraints[row]
        var residual = record.reducedConstant
        for k in record.termStart..<(record.termStart + record.termCount) {
            let v = terms[k].variable
            if used == costs.count { costs.append(VariableCost()) }
            fillCost(of: v, into: &costs[used])
            used += 1
            if costs[used - 1].isInfeasible { return [costs[used - 1].lowerSlot, costs[used - 1].upperSlot] }
            let (start, _) = costs[used - 1].preferredValue()
            movers.append(v)
            factors.append(terms[k].coefficient)
            values.append(start)
            residual += terms[k].coefficient * start
        }
        // The slack `s` of `Σ c·x + k − s = 0`, with the row's relation as its item.
        if used == costs.count { costs.append(VariableCost()) }
        costs[used].reset()
        costs[used].add(coefficient: 1, constant: 0, record.relation, level: record.priority, slot: row)
        used += 1
        if costs.count > used { costs.removeLast(costs.count - used) }
        factors.append(-1)
        values.append(0)
        if let proof = closeResidual(residual, row: row, movers: movers, factors: factors, costs: costs,
                                     values: &values, stretches: &stretches) {
            return proof
        }
        for (i, v) in movers.enumerated() { variables[v].value = values[i] }
        return nil
    }

    /// Moves the variables of row `row` from their own optima (`values`) along the cheapest
    /// stretches until the row's value has moved by −`residual`, and marks which variables the
    /// optimum leaves free. Returns the proof of infeasibility when required items stop it.
    private mutating func closeResidual(
        _ residual: Double, row: Int, movers: [Int], factors: [Double], costs: [VariableCost],
        values: inout [Double], stretches: inout [Stretch]
    ) -> [Int]? {
        let scale = max(1, abs(residual))
        if abs(residual) > Self.feasibilityTolerance * scale {
            let need = -residual
            for i in costs.indices {
                let direction: Double = (need > 0) == (factors[i] > 0) ? 1 : -1
                let factor = abs(factors[i])
                var step = 0
                costs[i].forEachSegment(from: values[i], direction: direction) { length, rate in
                    stretches.append(Stretch(rate: factor == 1 ? rate : rate.scaled(by: 1 / factor),
                                             capacity: length * factor, mover: i, step: step))
                    step += 1
                }
            }
            steps &+= stretches.count
            stretches.sort { a, b in
                let order = LexicographicCost.compare(a.rate, b.rate)
                if order != 0 { return order < 0 }
                return a.mover != b.mover ? a.mover < b.mover : a.step < b.step
            }
            var remaining = abs(need)
            var last = -1
            for (n, stretch) in stretches.enumerated() where remaining > 0 {
                let take = min(stretch.capacity, remaining)
                let direction: Double = (need > 0) == (factors[stretch.mover] > 0) ? 1 : -1
                values[stretch.mover] += direction * take / abs(factors[stretch.mover])
                remaining -= take
                last = n
            }
            if remaining > Self.feasibilityTolerance * scale {
                return blockingProof(row: row, movers: movers, costs: costs, factors: factors, need: need)
            }
            markSingleRowAmbiguity(movers: movers, stretches: stretches, last: last)
        } else {
            markZeroResidualAmbiguity(movers: movers, costs: costs, values: values)
        }
        return nil
    }

    /// The row and the required items that stop each variable from closing the residual.
    private func blockingProof(row: Int, movers: [Int], costs: [VariableCost], factors: [Double], need: Double) -> [Int] {
        var proof = [row]
        for i in movers.indices {
            let direction = (need > 0) == (factors[i] > 0)
            proof.append(direction ? costs[i].upperSlot : costs[i].lowerSlot)
        }
        return proof.filter { $0 >= 0 }
    }

    /// After closing a residual: variables that share the marginal rate of the last stretch
    /// with another mover could trade with it at no cost, so the optimum does not fix them.
    private mutating func markSingleRowAmbiguity(movers: [Int], stretches: [Stretch], last: Int) {
        for v in movers { variables[v].isAmbiguous = false }
        guard last >= 0 else { return }
        let rate = stretches[last].rate
        var tied: [Int] = []
        var n = last
        while n >= 0 && LexicographicCost.compare(stretches[n].rate, rate) == 0 { n -= 1 }
        n += 1
        while n < stretches.count && LexicographicCost.compare(stretches[n].rate, rate) == 0 {
            if !tied.contains(stretches[n].mover) { tied.append(stretches[n].mover) }
            n += 1
        }
        guard tied.count >= 2 else { return }
        for i in tied where i < movers.count { variables[movers[i]].isAmbiguous = true }
    }

    /// With no residual: variables that could move for free while another mover (or the slack)
    /// compensates for free.
    private mutating func markZeroResidualAmbiguity(movers: [Int], costs: [VariableCost], values: [Double]) {
        var free: [Int] = []
        for i in costs.indices {
            let up = costs[i].firstRate(from: values[i], direction: 1)
            let down = costs[i].firstRate(from: values[i], direction: -1)
            if up?.isZero == true || down?.isZero == true { free.append(i) }
        }
        for v in movers { variables[v].isAmbiguous = false }
        guard free.count >= 2 else { return }
        for i in free where i < movers.count { variables[movers[i]].isAmbiguous = true }
    }
}
