/// The state of the closed forms: the buffers of a solve (`CostScratch`) and of leaf folding
/// (`FoldScratch`), and the own costs of the variables solved in closed form, kept from one
/// solve to the next until their items change (see `Engine+OwnCosts.swift`).
///
/// `ownCostIndex` gives a variable slot's place in `ownCosts` (-1: none yet; shorter than the
/// variables until a variable beyond it is solved in closed form), and a slot keeps its place
/// when it holds another variable. The pieces of the soft items of each cost are a slice of
/// `ownPieces`; `ownPieceGarbage` counts those that belong to no current cost.
struct ClosedForms: ~Copyable {
    /// Buffers of the closed forms (the items of the variables solved, the stretches of a row).
    var costScratch = CostScratch()
    /// Buffers of leaf folding (see `+LeafFolding`), in a block of their own: the engine folds
    /// with them in place while it changes its other parts (they are never moved or copied).
    let foldScratch: UnsafeMutablePointer<FoldScratch> = {
        let scratch = UnsafeMutablePointer<FoldScratch>.allocate(capacity: 1)
        scratch.initialize(to: FoldScratch())
        return scratch
    }()
    var ownCosts = OwnedArray<OwnCost>()
    var ownCostIndex = OwnedArray<Int32>()
    var ownPieces = OwnedArray<CostPiece>()
    var ownPieceGarbage = 0
    /// Components solved by folding leaves so far (see `Engine.statistics`).
    var foldedSolves = 0
    /// Plans of leaf folding made so far, one an attempt that is not shown unfoldable before
    /// (see `Engine.statistics`).
    var foldingPlans = 0
    /// Simplexes built to answer the determinacy of folded components so far (see
    /// `Engine.statistics`).
    var determinacySolvers = 0
    /// The threshold of every determinacy answer kept on a variable record (see
    /// `VariableRecord.keptAnswer`); asking at another one clears them all.
    var keptAnswersThreshold: Float = 0

    deinit {
        foldScratch.deinitialize(count: 1)
        foldScratch.deallocate()
    }

    /// The place in `ownCosts` of the current own cost of `v`, or `nil` when it has none or its
    /// items changed since it was built.
    @inline(__always) func currentCostPlace(of v: Int) -> Int? {
        let i = v < ownCostIndex.count ? Int(ownCostIndex[v]) : -1
        guard i >= 0, ownCosts[i].isCurrent else { return nil }
        return i
    }

    /// The place in `ownCosts` of variable `v`, made when it has none (`variableCount` and
    /// `variableCapacity` are the engine's, so that the tables grow with it, not by doubling).
    mutating func costPlace(of v: Int, variableCount: Int, variableCapacity: Int) -> Int {
        if v >= ownCostIndex.count {
            ownCostIndex.append(repeating: -1, count: Swift.max(v + 1, variableCount) - ownCostIndex.count)
        }
        if ownCostIndex[v] < 0 {
            // Room for a cost per variable and two soft items each on average (a view's four
            // unknowns have six or so).
            if ownCosts.isEmpty {
                ownCosts.reserveCapacity(variableCapacity)
                ownPieces.reserveCapacity(2 * variableCapacity)
            }
            ownCostIndex[v] = Int32(ownCosts.count)
            ownCosts.append(OwnCost())
        }
        return Int(ownCostIndex[v])
    }

    /// Counts the pieces of the cost at place `i` as garbage (it is about to be built again),
    /// and compacts the pieces when garbage is most of them and more than `threshold`.
    mutating func discardPieces(ofCostAt i: Int, compactingAbove threshold: Int) {
        ownPieceGarbage += ownCosts[i].pieceCount
        if ownPieceGarbage > threshold && 2 * ownPieceGarbage > ownPieces.count { compactOwnPieces() }
    }

    /// Marks the own cost of `v` out of date: one of its items was linked, unlinked or changed.
    @inline(__always) mutating func costChanged(_ v: Int) {
        if v < ownCostIndex.count, case let i = Int(ownCostIndex[v]), i >= 0 { ownCosts[i].isCurrent = false }
    }

    /// Copies the pieces of the current own costs to a new pool as large as the old one (a pool
    /// that filled up with garbage once will again); the others lose theirs.
    mutating func compactOwnPieces() {
        var old = OwnedArray<CostPiece>(capacity: ownPieces.capacity)
        swap(&old, &ownPieces)
        for i in ownCosts.indices {
            let start = ownCosts[i].pieceStart, count = ownCosts[i].pieceCount
            ownCosts[i].pieceStart = ownPieces.count
            guard ownCosts[i].isCurrent else {
                ownCosts[i].pieceCount = 0
                continue
            }
            for k in start..<(start + count) { ownPieces.append(old[k]) }
        }
        ownPieceGarbage = 0
    }
}
