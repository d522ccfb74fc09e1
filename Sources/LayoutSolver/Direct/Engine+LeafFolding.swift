/// Folding leaves: a presolve that lets the closed forms solve a component that would otherwise
/// go to the simplex, exactly.
///
/// - A variable whose required items pin it (hard lower bound = upper bound) is a constant.
/// - A row left with one variable is an item on it: a hard bound when required, a soft piece at
///   the row's priority otherwise.
/// - A *leaf* is a variable in exactly one row (of two free variables or more), with no edit.
///   A required row `a·p + T + k ⋈ 0` over leaf `p` reads `p ⋈' t`, `t = −(T + k)/a`: whatever
///   `t` is, `p` takes its best value under it, so the row and `p` amount to a cost on `t`
///   (see `appendFoldedCost`). Rows whose rests `T` are one linear form (up to a factor) share
///   one mover `u = T`: a stack's views each bound the same canvas expression.
///
/// Folding goes in rounds planned from the rows' shape alone (`+FoldingPlan`): leaf rows fold
/// into groups, rows that hang off one variable fold into it (`+HangingRows`), and rows over
/// one form merge, as long as something folds. When at most one row is left (a group's
/// `u − T = 0`, or a row that stood), the one-row closed form solves it, with a group's `u` as
/// a mover that is no engine variable; every other free variable is alone with its cost; the
/// plan then runs back (`+FoldedRemainder`): a hanging row given its hub, a leaf given the rest
/// of its row. Otherwise, or when anything is infeasible, folding is tried once more with the
/// component's highest soft level made required (`+PromotedLevel`), its bounded variables
/// eliminated (`+BoundedElimination`) and then not, then with them eliminated alone, and when
/// that does not solve it either, nothing is written and the component goes to the simplex,
/// unchanged.
extension Engine {
    /// `VariableRecord.freeRow` of the variables of a component solved by folding: whether the
    /// optimum fixes them is asked of a simplex built for the question (`+FoldedDeterminacy`).
    static let foldedMark = -2

    /// Solves `component` (two standing rows or more) by folding its leaves when that leaves at
    /// most one row; returns whether it did. When it did not, nothing is written.
    ///
    /// A hanging row's cost is first folded cut short (`+HangingRows`); when the solution
    /// reaches a place where a cost was cut, the component is folded again in full.
    mutating func solveByFoldingLeaves(_ component: borrowing Component) -> Bool {
        let fold = closedForms.foldScratch
        if foldLeaves(component, promoting: nil, &fold.pointee) { return true }
        // Folded again with its highest soft level required (`+PromotedLevel`), when it can be:
        // with its bounded variables eliminated (`+BoundedElimination`, a center stack's views'
        // positions), then without.
        if let (level, pinsItems) = promotableLevel(component) {
            fold.pointee.elimination.pinsItems = pinsItems
            if foldLeaves(component, promoting: level, eliminatingBounded: true, &fold.pointee) { return true }
            if foldLeaves(component, promoting: level, &fold.pointee) { return true }
        }
        // Folded again with its bounded variables eliminated alone (no level is at infinity).
        return foldLeaves(component, promoting: .infinity, eliminatingBounded: true, &fold.pointee)
    }

    /// Folds `component` with the rows at level `promoted` (if any) required: cut short first,
    /// in full when the solution reaches a cut. Returns whether it solved the component.
    private mutating func foldLeaves(
        _ component: borrowing Component, promoting promoted: Float?, eliminatingBounded: Bool = false, _ fold: inout FoldScratch
    ) -> Bool {
        if foldLeaves(component, stretchLimit: tuning.foldedStretchLimit, promoting: promoted, eliminatingBounded, &fold) {
            return true
        }
        return !fold.cuts.isEmpty && foldLeaves(component, stretchLimit: .max, promoting: promoted, eliminatingBounded, &fold)
    }

    /// One attempt of `solveByFoldingLeaves(_:)`, hanging rows' costs cut after `stretchLimit`
    /// stretches each way and the rows at level `promoted` (if any) required; with
    /// `eliminatingBounded`, the bounded variables eliminated. Returns whether it solved the
    /// component, having written its values.
    private mutating func foldLeaves(
        _ component: borrowing Component, stretchLimit: Int, promoting promoted: Float?, _ eliminatingBounded: Bool,
        _ fold: inout FoldScratch
    ) -> Bool {
        let general = component.general
        steps &+= general.count + component.standing.count
        if let promoted, fold.canRewind(promoting: promoted) {
            // The attempt with no level promoted failed to plan: its reduced rows are these.
            fold.rewindToReducedRows(promoting: promoted)
        } else {
            fold.removeAll()
            fold.reserve(variables: general.count, rows: component.standing.count)
            placeVariables(general, into: &fold)
            guard reduceRows(component.standing, promoting: promoted ?? .nan, into: &fold) else { return false }
            if promoted == nil {
                fold.noteReducedRows()
                // Planning would fail (a center stack's rows with no level promoted).
                if hasUnfoldableCore(general, &fold) { return false }
            }
        }
        if let promoted {
            guard eliminatePromotedRows(general, level: promoted, eliminatingBounded: eliminatingBounded, &fold) else {
                return false
            }
        }
        // Eliminating a promoted level's equalities changes the rows that `reduceRows` counted.
        closedForms.foldingPlans &+= 1
        guard planFolding(general, in: &fold, rowsCounted: promoted == nil) else { return false }
        fold.holdsReducedRows = false
        guard readOwnCosts(general, into: &fold) else { return false }
        fold.reserveAddedPieces(stretchLimit: stretchLimit)
        // Each step's cost goes to a variable (or group) whose cost later steps read.
        for k in fold.plan.indices {
            let step = fold.plan[k]
            if step >= 0 {
                guard appendFoldedCost(of: step, in: &fold) else { return false }
            } else {
                let (row, hub) = fold.hanging[-1 - step]
                guard foldHangingRow(row, into: hub, general, stretchLimit: stretchLimit, &fold) else { return false }
            }
        }
        guard solveRemainder(general, &fold), fold.solutionAvoidsCuts else { return false }
        solveEliminated(&fold)
        writeFoldedValues(general, &fold)
        return true
    }

    /// Gives each variable its place and reads whether its required items fix it (its value
    /// then in `fold.solved`).
    private mutating func placeVariables(_ general: [Int], into fold: inout FoldScratch) {
        if fold.place.count < records.variables.count {
            fold.place.append(repeating: -1, count: records.variables.count - fold.place.count)
        }
        fold.rowCount.append(repeating: 0, count: general.count)
        fold.leafRow.append(repeating: -1, count: general.count)
        fold.addOwners(general.count)
        // (Written through slices: nothing appends to these buffers meanwhile.)
        let start = fold.count
        fold.isFixed.append(repeating: false, count: general.count)
        fold.isSolved.append(repeating: false, count: general.count)
        fold.solved.append(repeating: 0, count: general.count)
        let place = fold.place.unsafeSlice(from: 0, count: fold.place.count)
        let isFixed = fold.isFixed.unsafeSlice(from: start, count: general.count)
        let isSolved = fold.isSolved.unsafeSlice(from: start, count: general.count)
        let solved = fold.solved.unsafeSlice(from: start, count: general.count)
        for (i, v) in general.enumerated() {
            place[v] = Int32(i)
            if records.variables[v].hardIsStale { recomputeHardBounds(of: v) }
            let lower = records.variables[v].hardLower, fixed = lower == records.variables[v].hardUpper
            isFixed[i] = fixed
            isSolved[i] = fixed
            if fixed { solved[i] = lower }
        }
    }

    /// Reads each variable's own cost (once the component is known to fold). Returns `false`
    /// when one's required items cross. A variable that its required items fix is a constant
    /// of every row and no mover: its cost is never read, nor built (its bounds cannot cross).
    private mutating func readOwnCosts(_ general: [Int], into fold: inout FoldScratch) -> Bool {
        for v in general where !isFixedByItems(v) && ownCost(of: v).bounds.isInfeasible { return false }
        // Read once all are built: building one may move the pieces of the others. (Written
        // through a slice: nothing appends to it meanwhile.)
        let start = fold.own.count
        fold.own.append(repeating: OwnCost(), count: general.count)
        let own = fold.own.unsafeSlice(from: start, count: general.count)
        for (i, v) in general.enumerated() where !isFixedByItems(v) {
            own[i] = closedForms.ownCosts[Int(closedForms.ownCostIndex[v])]
        }
        return true
    }

    /// Whether the required items of `v` fix it (its hard bounds, current once placed, meet).
    @inline(__always) private func isFixedByItems(_ v: Int) -> Bool {
        records.variables[v].hardLower == records.variables[v].hardUpper
    }

    /// Replaces the fixed variables of the standing rows by their values: rows of two free
    /// variables or more are kept, rows of one become items, rows of none must hold. Rows at
    /// level `promoted` count as required. Returns `false` when a required one of those does not.
    private mutating func reduceRows(_ standing: [Int], promoting promoted: Float, into fold: inout FoldScratch) -> Bool {
        // Read through slices (nothing here appends to these tables).
        let place = fold.place.unsafeSlice(from: 0, count: fold.place.count)
        let isFixed = fold.isFixed.unsafeSlice(from: 0, count: fold.isFixed.count)
        let solved = fold.solved.unsafeSlice(from: 0, count: fold.solved.count)
        let rowCount = fold.rowCount.unsafeSlice(from: 0, count: fold.rowCount.count)
        for r in standing {
            let record = records.constraints[r]
            let priority = record.priority == promoted ? 1000 : record.priority
            var constant = record.reducedConstant
            let start = fold.terms.count
            for k in record.termStart..<(record.termStart + record.termCount) {
                let i = Int(place[records.terms[k].variable]), c = records.terms[k].coefficient
                if isFixed[i] {
                    constant += c * solved[i]
                } else {
                    fold.terms.append(FoldTerm(local: i, coefficient: c))
                }
            }
            let count = fold.terms.count - start
            if count >= 2 {
                fold.rows.append(LiveRow(
                    slot: r, termStart: start, termCount: count, constant: constant, relation: record.relation,
                    priority: priority))
                for term in fold.terms.unsafeSlice(from: start, count: count) { rowCount[term.local] += 1 }
            } else {
                if priority < 1000 { fold.shortRowLevel = max(fold.shortRowLevel, priority) }
                if count == 1 {
                    let term = fold.terms.removeLast()
                    addItem(term, constant: constant, record.relation, priority: priority, slot: r, to: &fold)
                } else if priority >= 1000 && !Self.holds(constant, record.relation) {
                    return false
                }
            }
        }
        return true
    }

    /// Adds the row `c·x + constant ⋈ 0` at `priority` to the items of `term`'s variable.
    mutating func addItem(
        _ term: FoldTerm, constant: Double, _ relation: Relation, priority: Float, slot: Int, to fold: inout FoldScratch
    ) {
        closedForms.costScratch.pieces.removeAll()
        fold.bounds[term.local].add(
            coefficient: term.coefficient, constant: constant, relation, level: priority, slot: slot,
            to: &closedForms.costScratch.pieces)
        if !closedForms.costScratch.pieces.isEmpty { fold.addPiece(closedForms.costScratch.pieces[0], to: term.local) }
    }

    /// Whether `constant ⋈ 0` holds (within the feasibility tolerance).
    static func holds(_ constant: Double, _ relation: Relation) -> Bool {
        let tolerance = feasibilityTolerance * max(1, abs(constant))
        switch relation {
        case .equal: return abs(constant) <= tolerance
        case .greaterThanOrEqual: return constant >= -tolerance
        case .lessThanOrEqual: return constant <= tolerance
        }
    }

    /// How leaf `p` of a row `a·p + … ⋈ 0` relates to the `t` the rest leaves it.
    static func leafSense(_ relation: Relation, coefficient a: Double) -> LeafSense {
        switch relation {
        case .equal: return .equal
        case .greaterThanOrEqual: return a > 0 ? .atLeast : .atMost
        case .lessThanOrEqual: return a > 0 ? .atMost : .atLeast
        }
    }

    /// Adds the cost of folded row `j` to its group's mover (or the form's one variable): with
    /// `t = α·u + β`, the best cost of the leaf `p` given `t`, `φ(t)`, is `cost(t)` for `p = t`,
    /// `cost(max(t, hi))` for `p ≥ t` and `cost(min(t, lo))` for `p ≤ t`, `[lo, hi]` the leaf's own
    /// optimum; a hard bound of `p` bounds `t` the same way. `φ` is convex level by level over
    /// the optimum of the levels above: zero up to `hi`, then the leaf's own slopes, as pieces
    /// (some of negative weight, which cancel the slopes of others up to `hi`). The leaf's cost
    /// is its own with the items rows of one variable added; its preferred value under no
    /// binding `t` goes to `fold.solved`. Returns `false` when its hard bounds cross.
    private mutating func appendFoldedCost(of j: Int, in fold: inout FoldScratch) -> Bool {
        let row = fold.rows[j], i = row.leaf, own = fold.own[i]
        let pieces: UnsafeMutableBufferPointer<CostPiece>, bounds: HardBounds, lo: Double, hi: Double
        if own.isPoint && fold.isOwnCostAlone(i) {
            // Its own cost as built (its pieces in the order its optimum left them, which that
            // optimum would keep) and its optimum, one value.
            pieces = closedForms.ownPieces.unsafeSlice(from: own.pieceStart, count: own.pieceCount)
            (bounds, lo, hi) = (own.bounds, own.preferred, own.preferred)
        } else {
            closedForms.costScratch.pieces.removeAll()
            closedForms.costScratch.pieces.append(contentsOf: closedForms.ownPieces.unsafeSlice(from: own.pieceStart, count: own.pieceCount))
            appendAddedPieces(of: i, &fold)
            bounds = own.bounds.intersected(with: fold.bounds[i])
            guard !bounds.isInfeasible else { return false }
            pieces = closedForms.costScratch.pieces.unsafeSlice(from: 0, count: closedForms.costScratch.pieces.count)
            (lo, hi) = VariableCost(bounds: bounds, pieces: pieces)
                .optimum(jumps: &closedForms.costScratch.jumps, sortingUpTo: tuning.sortedLevelsLimit)
        }
        fold.solved[i] = min(max(0, lo), hi)
        let group = fold.groups[row.group]
        let owner = group.formCount >= 2 ? fold.count + row.group : fold.terms[group.formStart].local
        let alpha = -row.restScale / row.leafCoefficient, beta = -row.constant / row.leafCoefficient
        let sense = Self.leafSense(row.relation, coefficient: row.leafCoefficient)
        // `t ≤ upper` unless `p ≤ t`, `t ≥ lower` unless `p ≥ t`.
        if sense != .atMost {
            fold.bounds[owner].tighten(alpha > 0 ? .atMost : .atLeast, (bounds.upper - beta) / alpha, slot: bounds.upperSlot)
        }
        if sense != .atLeast {
            fold.bounds[owner].tighten(alpha > 0 ? .atLeast : .atMost, (bounds.lower - beta) / alpha, slot: bounds.lowerSlot)
        }
        func add(_ kind: CostPiece.Kind, _ bound: Double, _ weight: Double, _ level: Float) {
            let mapped = alpha > 0 || kind == .exactly ? kind : kind == .atLeast ? CostPiece.Kind.atMost : .atLeast
            fold.addPiece(CostPiece(bound: (bound - beta) / alpha, weight: weight * abs(alpha), level: level, kind: mapped), to: owner)
        }
        for p in pieces {
            switch sense {
            case .equal: add(p.kind, p.bound, p.weight, p.level)
            case .atLeast: Self.foldAtLeast(p, above: hi, add)
            case .atMost: Self.foldAtMost(p, below: lo, add)
            }
        }
        return true
    }

    /// Calls `add` with the pieces of `t ↦ piece(max(t, h))`, up to a constant.
    private static func foldAtLeast(_ p: CostPiece, above h: Double, _ add: (CostPiece.Kind, Double, Double, Float) -> Void) {
        guard h.isFinite else { return }
        switch p.kind {
        case .atMost:
            add(.atMost, max(p.bound, h), p.weight, p.level)
        case .atLeast:
            guard p.bound > h else { return }
            add(.atLeast, p.bound, p.weight, p.level)
            add(.atLeast, h, -p.weight, p.level)
        case .exactly:
            guard p.bound > h else { return add(.atMost, h, p.weight, p.level) }
            add(.exactly, p.bound, p.weight, p.level)
            add(.atLeast, h, -p.weight, p.level)
        }
    }

    /// Calls `add` with the pieces of `t ↦ piece(min(t, l))`, up to a constant.
    private static func foldAtMost(_ p: CostPiece, below l: Double, _ add: (CostPiece.Kind, Double, Double, Float) -> Void) {
        guard l.isFinite else { return }
        switch p.kind {
        case .atLeast:
            add(.atLeast, min(p.bound, l), p.weight, p.level)
        case .atMost:
            guard p.bound < l else { return }
            add(.atMost, p.bound, p.weight, p.level)
            add(.atMost, l, -p.weight, p.level)
        case .exactly:
            guard p.bound < l else { return add(.atLeast, l, p.weight, p.level) }
            add(.exactly, p.bound, p.weight, p.level)
            add(.atMost, l, -p.weight, p.level)
        }
    }
}
