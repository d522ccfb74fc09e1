/// A variable's items seen as a cost, kept from one solve to the next while they stay as they
/// are: its hard bounds, its soft items as pieces (a slice of `ClosedForms.ownPieces`, in the order
/// its optimum left them) and the value of its optimum nearest zero.
struct OwnCost {
    var bounds = HardBounds()
    /// `VariableCost.preferredValue(jumps:)` of the cost (0 when its bounds cross).
    var preferred = 0.0
    @Int32Storage var pieceStart = 0
    @Int32Storage var pieceCount = 0
    var isDetermined = false
    /// Whether it was built since the variable's items last changed.
    var isCurrent = false
    /// Whether its optimum is one value (its ends the same double): `preferred` is then both.
    var isPoint = false
}

/// Own costs: what a closed form needs of a variable's items, read from them once and kept
/// until one of them is linked, unlinked or changes its constant (`closedForms.costChanged(_:)`, called
/// from there). When a view of a squeezed stack is hidden, the stack's row is solved again
/// with the costs of the other views as they were; only the hidden view's are read again.
/// Costs are kept only for the variables solved in closed form: `ownCostIndex` gives a
/// variable slot's place in `ownCosts` (-1: none yet), and a slot keeps its place when it
/// holds another variable. The package's own debug tests check every cost they reuse against its items.
extension Engine {
    /// The own cost of `v`, built again when its items changed since it was last built.
    @inline(__always) mutating func ownCost(of v: Int) -> OwnCost {
        guard let i = closedForms.currentCostPlace(of: v) else { return buildOwnCost(of: v) }
        #if LAYOUT_SOLVER_CHECKS
        if consistencyChecksRun, let problem = ownCostProblem(v) { preconditionFailure(problem) }
        #endif
        return closedForms.ownCosts[i]
    }

    /// The own cost of `v` read from its items now: its pieces go after the others (its old
    /// ones become garbage, reclaimed when garbage is most of them).
    @inline(never) mutating func buildOwnCost(of v: Int) -> OwnCost {
        let i = closedForms.costPlace(of: v, variableCount: records.variables.count, variableCapacity: records.variables.capacity)
        closedForms.discardPieces(ofCostAt: i, compactingAbove: tuning.compactionGarbage)
        let start = closedForms.ownPieces.count
        var cost = OwnCost()
        cost.bounds = Self.appendItems(of: v, records.variables, records.constraints, to: &closedForms.ownPieces)
        cost.pieceStart = start
        cost.pieceCount = closedForms.ownPieces.count - start
        cost.isCurrent = true
        if !cost.bounds.isInfeasible {
            let pieces = closedForms.ownPieces.unsafeSlice(from: start, count: cost.pieceCount)
            let (low, high) = VariableCost(bounds: cost.bounds, pieces: pieces)
                .optimum(jumps: &closedForms.costScratch.jumps, sortingUpTo: tuning.sortedLevelsLimit)
            (cost.preferred, cost.isDetermined) = VariableCost.preferredValue(low, high)
            cost.isPoint = low.bitPattern == high.bitPattern
        }
        closedForms.ownCosts[i] = cost
        return cost
    }

    /// How the current own cost of `v` differs from one read from its items now, or `nil`.
    func ownCostProblem(_ v: Int) -> String? {
        let kept = closedForms.ownCosts[Int(closedForms.ownCostIndex[v])]
        var pieces = OwnedArray<CostPiece>()
        let bounds = Self.appendItems(of: v, records.variables, records.constraints, to: &pieces)
        var jumps = OwnedArray<SlopeJump>()
        let fresh = VariableCost(bounds: bounds, pieces: pieces.unsafeSlice(from: 0, count: pieces.count))
        let (low, high) = bounds.isInfeasible ? (0, 1) : fresh.optimum(jumps: &jumps, sortingUpTo: tuning.sortedLevelsLimit)
        let (preferred, isDetermined) = bounds.isInfeasible ? (0, false) : VariableCost.preferredValue(low, high)
        let isPoint = !bounds.isInfeasible && low.bitPattern == high.bitPattern
        let same = (0..<pieces.count).allSatisfy { k in
            let a = pieces[k], b = closedForms.ownPieces[kept.pieceStart + k]
            return a.bound == b.bound && a.weight == b.weight && a.level == b.level && a.kind == b.kind
        }
        guard kept.pieceCount == pieces.count, same, kept.bounds.lower == bounds.lower,
            kept.bounds.upper == bounds.upper, kept.bounds.lowerSlot == bounds.lowerSlot,
            kept.bounds.upperSlot == bounds.upperSlot,
            kept.preferred.bitPattern == preferred.bitPattern, kept.isDetermined == isDetermined,
            kept.isPoint == isPoint
        else { return "variable \(v): its kept cost differs from its items" }
        return nil
    }
}
