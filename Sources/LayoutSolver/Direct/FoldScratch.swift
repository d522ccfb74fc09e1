/// How a folded leaf `p` relates to the value `t` that the rest of its row leaves it.
enum LeafSense: UInt8 {
    /// `p = t`.
    case equal
    /// `p ≥ t`.
    case atLeast
    /// `p ≤ t`.
    case atMost
}

/// A term of a row over a variable of the component being folded, known by its place there.
struct FoldTerm {
    @Int32Storage var local: Int
    var coefficient: Double
}

/// A standing row once the fixed variables are replaced by their values: `Σ c·x + constant ⋈ 0`
/// over the variables still free (terms in `FoldScratch.terms`), and what folding made of it.
struct LiveRow {
    /// The row's constraint slot.
    @Int32Storage var slot: Int
    @Int32Storage var termStart: Int
    @Int32Storage var termCount: Int
    var constant: Double
    var relation: Relation
    var priority: Float
    /// The place of its leaf when the row is folded (-1: the row stands).
    @Int32Storage var leaf = -1
    /// The group of the folded row (-1: none).
    @Int32Storage var group = -1
    /// The leaf's coefficient, and the coefficient of the rest's term over its lowest variable
    /// slot (the rest is that times its group's form).
    var leafCoefficient = 0.0
    var restScale = 0.0
}

/// Rows over one linear form `u = Σ c·q` (normalised: its term over the lowest variable slot
/// has coefficient 1; its terms in `FoldScratch.terms` after the rows'): folded rows whose
/// rests it is, or rows it is the whole of (merged). It stands for them all: a mover of its
/// own in the row `Σ c·q − u = 0`, or the variable `q` itself when the form has one term.
struct LeafGroup {
    @Int32Storage var formStart: Int
    @Int32Storage var formCount: Int
}

/// A hard bound that cutting a hanging row's cost short put on its hub (see `+HangingRows`).
struct FoldCut {
    @Int32Storage var owner: Int
    var bound: Double
    var kind: CostPiece.Kind
}

/// What the one-row closed form reads of a hanging row (see `Engine.appendRowMovers`), kept
/// from folding its cost to solving it: its movers (from `moverStart` in
/// `FoldScratch.hungMovers`), their pieces (from `pieceStart` in `FoldScratch.hungPieces`)
/// and their stretches sorted, moving the row up and down (from `upStart` and `downStart` in
/// `FoldScratch.hungStretches`, -1 when not kept; their rates are not kept).
struct HungRowParts {
    var constant: Double
    var hubCoefficient: Double
    @Int32Storage var count: Int
    @Int32Storage var slot: Int
    @Int32Storage var moverStart: Int
    @Int32Storage var moverCount: Int
    @Int32Storage var pieceStart: Int
    @Int32Storage var pieceCount: Int
    @Int32Storage var upStart = -1
    @Int32Storage var upCount = 0
    @Int32Storage var downStart = -1
    @Int32Storage var downCount = 0
}

/// The first and last soft item that folding added to an owner (indices in
/// `FoldScratch.extraPieces`, -1 when none).
struct PieceEnds {
    var head: Int32 = -1
    var tail: Int32 = -1
}

/// Reused buffers of leaf folding (see `Engine+LeafFolding`): per variable of the component (by
/// its place in `Component.general`), per standing row, per group, and the hard bounds and
/// soft items that folding adds to each *owner* (a variable's place, or `count + g` for group
/// `g`'s mover).
struct FoldScratch: ~Copyable {
    /// Per variable: its own cost, whether its required items fix it, and the rows left that
    /// hold it (counted again in each round of the plan).
    var own = OwnedArray<OwnCost>()
    var isFixed = OwnedArray<Bool>()
    var rowCount = OwnedArray<Int32>()
    /// Whether the variable is folded into a row's rest (a leaf), and the row.
    var leafRow = OwnedArray<Int32>()
    var rows = OwnedArray<LiveRow>()
    /// The rows' terms, then the groups' forms.
    var terms = OwnedArray<FoldTerm>()
    var groups = OwnedArray<LeafGroup>()
    /// Groups by the hash of their form (a collision starts a new group).
    var groupByHash = IndexByHash()
    /// Per owner: hard bounds added, and the soft items added (a list through `pieceNext`
    /// from `pieceEnds`, in the order added).
    var bounds = OwnedArray<HardBounds>()
    var pieceEnds = OwnedArray<PieceEnds>()
    var extraPieces = OwnedArray<CostPiece>()
    var pieceNext = OwnedArray<Int32>()
    /// Rows left that hang off one variable of the others (its *hub*), in the order they are
    /// folded into it (see `+HangingRows`): the row (as `remaining` holds it), and the hub.
    var hanging = OwnedArray<(row: Int, hub: Int)>()
    /// Per hanging row (by its index in `hanging`), its movers as folding its cost found them:
    /// no later step changes the cost of a variable that stands in no row but a hanging one
    /// (its hub aside), so solving the row reads them again as they were.
    var hungParts = OwnedArray<HungRowParts>()
    var hungMovers = OwnedArray<RowMover>()
    var hungPieces = OwnedArray<CostPiece>()
    var hungStretches = OwnedArray<Stretch>()
    /// The folding steps in order: a row's index in `rows` (folded into its leaf's group), or
    /// `-1 - h` for `hanging[h]`. Costs are folded in this order, values found in reverse.
    var plan = OwnedArray<Int>()
    /// The bounds that cutting hanging rows' costs short added.
    var cuts = OwnedArray<FoldCut>()
    /// Per variable slot: its place in the component being folded (stale for other slots).
    var place = OwnedArray<Int32>()
    /// Per variable: whether its value is solved, and the value.
    var isSolved = OwnedArray<Bool>()
    var solved = OwnedArray<Double>()
    /// Scratch of `Engine.mayHaveParallelRows`: a key per row left; of `mergeParallelRows`: the
    /// rows in each new group.
    var rowKeys = OwnedArray<Int>()
    var groupMembers = OwnedArray<Int>()
    /// The standing rows left: the row's index in `rows`, or `-1 - group` for a group's row.
    var remaining = OwnedArray<Int>()
    /// The buffers of eliminating a promoted level's equalities (see `Engine+PromotedLevel`).
    var elimination = EliminationScratch()
    /// Whether the buffers hold the component as `Engine.reduceRows` left it with no level
    /// promoted, but for what a plan that failed added (see `rewindToReducedRows(promoting:)`).
    var holdsReducedRows = false
    /// The number of terms and added pieces that `Engine.reduceRows` left, and the highest soft
    /// level of a row it left with one variable or none (such a row reads otherwise promoted).
    var reducedTermCount = 0
    var reducedPieceCount = 0
    var shortRowLevel: Float = 0

    /// Empties every buffer, keeping the storage.
    mutating func removeAll() {
        own.removeAll()
        isFixed.removeAll()
        rowCount.removeAll()
        leafRow.removeAll()
        rows.removeAll()
        terms.removeAll()
        groups.removeAll()
        groupByHash.removeAll()
        bounds.removeAll()
        pieceEnds.removeAll()
        extraPieces.removeAll()
        pieceNext.removeAll()
        hanging.removeAll()
        hungParts.removeAll()
        hungMovers.removeAll()
        hungPieces.removeAll()
        hungStretches.removeAll()
        cuts.removeAll()
        plan.removeAll()
        remaining.removeAll()
        isSolved.removeAll()
        solved.removeAll()
        elimination.eliminated.removeAll()
        holdsReducedRows = false
        shortRowLevel = 0
    }

    /// Notes that the buffers hold what `Engine.reduceRows` left, with no level promoted.
    mutating func noteReducedRows() {
        holdsReducedRows = true
        reducedTermCount = terms.count
        reducedPieceCount = extraPieces.count
    }

    /// Whether `rewindToReducedRows(promoting:)` gives what placing the variables and reducing
    /// the rows again with `level` promoted would: the buffers hold the rows reduced with no level
    /// promoted, and no row at `level` was left with fewer than two variables.
    func canRewind(promoting level: Float) -> Bool { holdsReducedRows && shortRowLevel < level }

    /// Takes back what a plan that failed added (groups and their forms, owners and pieces,
    /// leaves, the plan) and makes the rows at `level` required: the buffers then hold the rows
    /// as `Engine.reduceRows` leaves them with `level` promoted.
    mutating func rewindToReducedRows(promoting level: Float) {
        holdsReducedRows = false
        terms.removeLast(terms.count - reducedTermCount)
        extraPieces.removeLast(extraPieces.count - reducedPieceCount)
        pieceNext.removeLast(pieceNext.count - reducedPieceCount)
        bounds.removeLast(bounds.count - count)
        pieceEnds.removeLast(pieceEnds.count - count)
        groups.removeAll()
        groupByHash.removeAll()
        plan.removeAll()
        hanging.removeAll()
        remaining.removeAll()
        for i in 0..<count { leafRow[i] = -1 }
        // (`rowCount` is counted again by the plan, after the promoted level's elimination.)
        for j in rows.indices {
            rows[j].leaf = -1
            rows[j].group = -1
            rows[j].leafCoefficient = 0
            rows[j].restScale = 0
            if rows[j].priority == level { rows[j].priority = 1000 }
        }
    }

    /// Whether every solved hub lies strictly inside the bounds its cuts set: the solution then
    /// solves the problem without them.
    @inline(__always) var solutionAvoidsCuts: Bool {
        for k in cuts.indices {
            let cut = cuts[k]
            let value = solved[cut.owner], margin = 1e-9 * max(1, abs(cut.bound))
            if cut.kind == .atMost ? value >= cut.bound - margin : value <= cut.bound + margin { return false }
        }
        return true
    }

    /// The number of variables.
    @inline(__always) var count: Int { isFixed.count }

    /// The most row keys compared pair by pair; more are sorted first.
    static let pairedKeysLimit = 16

    /// Whether a key repeats in `rowKeys` (which this may sort): a few keys (a cell's rows) are
    /// compared pair by pair, more sorted and compared with their neighbours.
    mutating func rowKeysRepeat() -> Bool {
        let n = rowKeys.count
        if n <= Self.pairedKeysLimit {
            let keys = rowKeys.unsafeSlice(from: 0, count: n)
            for a in keys.indices { for b in keys.indices.dropFirst(a + 1) where keys[a] == keys[b] { return true } }
            return false
        }
        rowKeys.sort()
        for k in rowKeys.indices.dropFirst() where rowKeys[k] == rowKeys[k - 1] { return true }
        return false
    }

    /// Whether folding added nothing to variable `i`: no soft item, no hard bound (its own
    /// cost stands as it is).
    @inline(__always) func isOwnCostAlone(_ i: Int) -> Bool {
        pieceEnds[i].head < 0 && bounds[i].lower == -.infinity && bounds[i].upper == .infinity
    }

    /// Adds an owner with nothing added yet.
    mutating func addOwner() {
        bounds.append(HardBounds())
        pieceEnds.append(PieceEnds())
    }

    /// Adds `count` owners with nothing added yet.
    mutating func addOwners(_ count: Int) {
        bounds.append(repeating: HardBounds(), count: count)
        pieceEnds.append(repeating: PieceEnds(), count: count)
    }

    /// Adds `piece` to the soft items of `owner`.
    mutating func addPiece(_ piece: CostPiece, to owner: Int) {
        let k = Int32(extraPieces.count)
        extraPieces.append(piece)
        pieceNext.append(-1)
        if pieceEnds[owner].tail >= 0 { pieceNext[Int(pieceEnds[owner].tail)] = k } else { pieceEnds[owner].head = k }
        pieceEnds[owner].tail = k
    }
}

extension HardBounds {
    /// The interval both `self` and `other` allow.
    func intersected(with other: HardBounds) -> HardBounds {
        var result = self
        if other.lower > result.lower { result.lower = other.lower; result.lowerSlot = other.lowerSlot }
        if other.upper < result.upper { result.upper = other.upper; result.upperSlot = other.upperSlot }
        return result
    }
}
