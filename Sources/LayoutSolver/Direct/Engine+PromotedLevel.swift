/// Promoting a component's highest soft level: a presolve that lets folding (`+LeafFolding`)
/// solve a component whose top soft rows tie its leaves to two rows each (a center-aligned
/// stack: each view's length bounds the canvas from above and below around the line, and the
/// line wishes to be the canvas' center).
///
/// Priorities are strict, so the optimum minimises the error of the highest soft level first.
/// When that level can hold exactly while every required constraint holds, its optimal error
/// is zero, the points that reach it are exactly those where its constraints hold, and the
/// lower levels are optimised over the same set as when its constraints are required. So the
/// component is folded with the rows of that level made required; if that is infeasible (or
/// does not fold), nothing is written and the component goes on as it would have.
///
/// Made required, a center stack's line wish `line = canvas.top + canvas.length/2` is an
/// equality over a variable nothing else constrains (the line): it is *eliminated*, that is
/// substituted into the other rows and solved from them afterwards. Each view's two bounds then
/// read the same `canvas.length/2 − length/2 ≥ 0` (once its position is eliminated too, see
/// `+BoundedElimination`) and one of them is dropped, which leaves each view's length a leaf
/// under the canvas, as under an edge-aligned stack. When the canvas' length is a constant (its
/// height pinned), the wish `line = constant` is a soft item on the line, not a row: made
/// required, it pins the line, which is replaced by its value in the rows. Any pin that cannot
/// hold under the required constraints (it differs from the variable's fixed value, from another
/// pin, or crosses a bound) makes the attempt fail, and nothing is written.
extension Engine {
    /// The priority of `component`'s highest soft level when promoting it is worth trying: some
    /// standing row or soft item of the component's variables is at that level, every item at
    /// that level is an equality that is no edit (made required, it pins its variable), and no
    /// soft item or edit is above it; and whether soft items are at that level.
    mutating func promotableLevel(_ component: borrowing Component) -> (level: Float, pinsItems: Bool)? {
        guard component.standing.count >= tuning.promotedLevelRowsFrom else { return nil }
        var level: Float = 0
        for r in component.standing where !records.constraints[r].isRequired {
            level = max(level, records.constraints[r].priority)
        }
        // The highest level of a soft item, and whether every item there can pin its variable.
        var itemLevel: Float = 0, itemsPin = true
        for v in component.general {
            var slot = records.variables[v].itemHead
            while slot >= 0 {
                let record = records.constraints[slot]
                if !record.isRequired && record.priority >= itemLevel {
                    let pins = record.relation == .equal && !record.isEdit
                    itemsPin = record.priority == itemLevel ? itemsPin && pins : pins
                    itemLevel = record.priority
                }
                slot = record.itemNext
            }
        }
        guard itemLevel < level || itemsPin else { return nil }
        level = max(level, itemLevel)
        return level > 0 ? (level, itemLevel == level) : nil
    }

    /// Pins each variable that a soft item at `level` ties to a value (`pinPromotedItems`), then
    /// eliminates each promoted equality (`level` made required) over a variable that nothing
    /// bounds: substituted into the rows left, it is solved from the equality after the others
    /// (`solveEliminated`). Then replaces the variables that promoted rows pin by their values,
    /// with `eliminatingBounded` eliminates the bounded variables of required equalities
    /// (`+BoundedElimination`) and replaces the variables that pins again, drops the required
    /// inequalities that another one of the same form implies, and keeps the rows left in order.
    /// Returns `false` when a pin cannot hold, a required row that substitution leaves without
    /// variables does not hold, or a pinned value breaks a variable's own bounds.
    mutating func eliminatePromotedRows(
        _ general: [Int], level: Float, eliminatingBounded: Bool, _ fold: inout FoldScratch
    ) -> Bool {
        guard pinPromotedItems(general, level: level, &fold) else { return false }
        fold.startElimination(scanningUpTo: tuning.scannedEliminationRows)
        for j in fold.rows.indices { fold.noteOccurrences(of: j) }
        for j in fold.rows.indices where fold.elimination.isAlive[j] && isPromotedEquality(j, level: level, &fold) {
            guard let x = eliminatedVariable(of: j, general, &fold) else { continue }
            fold.elimination.isAlive[j] = false
            fold.elimination.eliminated.append((fold.rows[j], x))
            fold.isSolved[x] = true
            guard rewriteRows(holding: x, &fold, { r, c, fold in Self.substitute(x, coefficient: c, by: j, into: r, &fold) }) else {
                return false
            }
        }
        guard substitutePinnedVariables(general, &fold) else { return false }
        if eliminatingBounded {
            guard eliminateBoundedVariables(general, &fold), substitutePinnedVariables(general, &fold) else { return false }
        }
        dropImpliedRows(general, &fold)
        fold.keepAliveRows()
        return true
    }

    /// Pins each variable that a soft item at `level` (an equality, see `promotableLevel`) ties
    /// to a value: made required, the item is a row of the level with one variable. Returns
    /// `false` when the promoted level cannot hold so: the value differs from one that the
    /// variable's required items fix, or from a bound that folding added (a required row of
    /// one variable, or another item's pin).
    private mutating func pinPromotedItems(_ general: [Int], level: Float, _ fold: inout FoldScratch) -> Bool {
        guard fold.elimination.pinsItems && level.isFinite else { return true }
        for (i, v) in general.enumerated() {
            var slot = records.variables[v].itemHead
            while slot >= 0 {
                let record = records.constraints[slot]
                slot = record.itemNext
                guard record.priority == level else { continue }
                let value = -record.reducedConstant / record.coefficient
                if fold.isFixed[i] {
                    guard abs(value - fold.solved[i]) <= Self.feasibilityTolerance * max(1, abs(value)) else { return false }
                    continue
                }
                fold.bounds[i].tighten(.exactly, value, slot: -1)
                guard fold.bounds[i].lower == fold.bounds[i].upper else { return false }
            }
        }
        return true
    }

    /// Replaces each variable whose bounds folding pinned (a promoted row of one variable: a
    /// line whose guide is fixed) by its value in the rows that hold it, as `reduceRows` does
    /// for variables fixed by their own items, until none is left. Returns `false` when a
    /// pinned value breaks a variable's own bounds or a required row left without variables.
    private mutating func substitutePinnedVariables(_ general: [Int], _ fold: inout FoldScratch) -> Bool {
        for i in 0..<fold.count where fold.isPinned(i) { fold.elimination.pinned.append(i) }
        while let i = fold.elimination.pinned.popLast() {
            guard !fold.isFixed[i] else { continue }
            // A pin that a later row of one variable contradicts (the bounds cross).
            guard !fold.bounds[i].isInfeasible else { return false }
            let v = general[i], value = fold.bounds[i].lower
            if records.variables[v].hardIsStale { recomputeHardBounds(of: v) }
            guard value >= records.variables[v].hardLower - Self.feasibilityTolerance * max(1, abs(value)),
                  value <= records.variables[v].hardUpper + Self.feasibilityTolerance * max(1, abs(value)) else { return false }
            fold.isFixed[i] = true
            fold.isSolved[i] = true
            fold.solved[i] = value
            guard rewriteRows(holding: i, &fold, { r, c, fold in fold.removeTerm(over: i, from: r, adding: c * value) }) else {
                return false
            }
        }
        return true
    }

    /// Rewrites each row alive that holds variable `i` by `rewrite` (given the row and `i`'s
    /// coefficient there), which takes `i` out of it, then reduces the row if it is short.
    /// Returns `false` when a required row left without variables does not hold.
    mutating func rewriteRows(
        holding i: Int, _ fold: inout FoldScratch, _ rewrite: (Int, Double, inout FoldScratch) -> Void
    ) -> Bool {
        if fold.elimination.scansRows {
            // The rows that hold `i`, in the order of its list (no row gains `i` meanwhile).
            fold.collectHolders(of: i)
            for h in fold.elimination.holders.indices {
                let r = fold.elimination.holders[h]
                guard fold.elimination.isAlive[r], let c = Self.coefficient(of: i, inRow: r, &fold) else { continue }
                rewrite(r, c, &fold)
                guard reduceShortRow(r, &fold) else { return false }
            }
            return true
        }
        var k = Int(fold.elimination.occurrenceHead[i])
        while k >= 0 {
            let r = Int(fold.elimination.occurrenceRow[k])
            k = Int(fold.elimination.occurrenceNext[k])
            guard fold.elimination.isAlive[r], let c = Self.coefficient(of: i, inRow: r, &fold) else { continue }
            rewrite(r, c, &fold)
            guard reduceShortRow(r, &fold) else { return false }
        }
        return true
    }

    /// Gives each eliminated variable its value from its equality, the last eliminated first
    /// (an earlier equality may hold a later one's variable).
    mutating func solveEliminated(_ fold: inout FoldScratch) {
        for k in fold.elimination.eliminated.indices.reversed() {
            let (row, x) = fold.elimination.eliminated[k]
            var rest = row.constant, own = 0.0
            for t in row.termStart..<(row.termStart + row.termCount) {
                let term = fold.terms[t]
                if term.local == x { own = term.coefficient } else { rest += term.coefficient * fold.solved[term.local] }
            }
            fold.solved[x] = -rest / own
        }
    }

    /// Whether row `j` is an equality of the promoted level.
    private mutating func isPromotedEquality(_ j: Int, level: Float, _ fold: inout FoldScratch) -> Bool {
        fold.rows[j].relation == .equal && records.constraints[fold.rows[j].slot].priority == level
    }

    /// The first variable of row `j` that no item or edit constrains, nor a row that folding
    /// turned into an item, or `nil`.
    private mutating func eliminatedVariable(of j: Int, _ general: [Int], _ fold: inout FoldScratch) -> Int? {
        let row = fold.rows[j]
        for t in row.termStart..<(row.termStart + row.termCount) {
            let i = fold.terms[t].local, v = general[i]
            guard records.variables[v].itemCount == 0 && records.variables[v].edit < 0, fold.pieceEnds[i].head < 0 else { continue }
            if fold.bounds[i].lower == -.infinity && fold.bounds[i].upper == .infinity { return i }
        }
        return nil
    }

    /// The coefficient of `x` in row `r`, or `nil` when the row does not hold it.
    private static func coefficient(of x: Int, inRow r: Int, _ fold: inout FoldScratch) -> Double? {
        let row = fold.rows[r]
        for t in row.termStart..<(row.termStart + row.termCount) where fold.terms[t].local == x {
            return fold.terms[t].coefficient
        }
        return nil
    }

    /// Replaces `x` (coefficient `c`) in row `r` by what equality `p` gives it: `r − (c/a)·p`,
    /// `a` its coefficient in `p`. A sum that cancels to within rounding of its parts is
    /// dropped. The row's new terms go to the end of `fold.terms`.
    static func substitute(_ x: Int, coefficient c: Double, by p: Int, into r: Int, _ fold: inout FoldScratch) {
        let equality = fold.rows[p]
        let a = Self.coefficient(of: x, inRow: p, &fold) ?? 1, factor = -c / a
        let start = fold.terms.count
        fold.accumulate(row: r, times: 1, except: x)
        fold.accumulate(row: p, times: factor, except: x)
        for k in fold.elimination.touched.indices {
            let i = fold.elimination.touched[k]
            if abs(fold.elimination.sum[i]) > 1e-12 * fold.elimination.magnitude[i] { fold.terms.append(FoldTerm(local: i, coefficient: fold.elimination.sum[i])) }
            fold.elimination.sum[i] = 0
            fold.elimination.magnitude[i] = 0
            fold.elimination.isTouched[i] = false
        }
        fold.elimination.touched.removeAll()
        fold.rows[r].termStart = start
        fold.rows[r].termCount = fold.terms.count - start
        fold.rows[r].constant += factor * equality.constant
        fold.noteOccurrences(of: r)
    }

    /// Turns row `r` into an item when it has one variable left (noting the variable when the
    /// item pins it), and drops it when it has none (returning `false` when it is required and
    /// does not hold).
    mutating func reduceShortRow(_ r: Int, _ fold: inout FoldScratch) -> Bool {
        let row = fold.rows[r]
        guard row.termCount < 2 else { return true }
        fold.elimination.isAlive[r] = false
        if row.termCount == 1 {
            let term = fold.terms[row.termStart]
            addItem(term, constant: row.constant, row.relation, priority: row.priority, slot: row.slot, to: &fold)
            if fold.isPinned(term.local) { fold.elimination.pinned.append(term.local) }
            return true
        }
        return row.priority < 1000 || Self.holds(row.constant, row.relation)
    }

    /// Drops each required inequality whose form (its terms up to a positive factor) another
    /// one has with a bound as tight or tighter: it then holds whenever that one does.
    private mutating func dropImpliedRows(_ general: [Int], _ fold: inout FoldScratch) {
        fold.elimination.kept.removeAll()
        // Each row's bound and factor, kept for when another row of its hash comes.
        fold.elimination.normalised.removeAll()
        fold.elimination.normalised.append(repeating: (0, 0), count: fold.rows.count)
        for j in fold.rows.indices where fold.elimination.isAlive[j] && fold.rows[j].priority >= 1000 && fold.rows[j].relation != .equal {
            let (hash, bound, scale) = normalisedForm(of: j, general, &fold)
            fold.elimination.normalised[j] = (bound, scale)
            guard let other = fold.elimination.kept[hash] else {
                fold.elimination.kept.set(j, for: hash)
                continue
            }
            let (otherBound, otherScale) = fold.elimination.normalised[other]
            guard sameTerms(j, scale, other, otherScale, &fold) else {
                fold.elimination.kept.set(j, for: hash)
                continue
            }
            if bound <= otherBound {
                fold.elimination.isAlive[j] = false
            } else {
                fold.elimination.isAlive[other] = false
                fold.elimination.kept.set(j, for: hash)
            }
        }
    }

    /// A hash of row `j`'s terms divided by its normalising factor, read as `… ≥ bound`, that
    /// bound and the factor: the magnitude of its term over the lowest variable slot, negative
    /// for `≤` (the factor's sign following the relation).
    private mutating func normalisedForm(
        of j: Int, _ general: [Int], _ fold: inout FoldScratch
    ) -> (hash: Int, bound: Double, scale: Double) {
        let row = fold.rows[j]
        // (Read through a slice: nothing appends to the terms meanwhile.)
        let terms = fold.terms.unsafeSlice(from: row.termStart, count: row.termCount)
        return general.withUnsafeBufferPointer { slots in
            var first = 0, lowest = slots[terms[0].local]
            for t in terms.indices.dropFirst() where slots[terms[t].local] < lowest {
                first = t
                lowest = slots[terms[t].local]
            }
            let scale = (row.relation == .lessThanOrEqual ? -1 : 1) * abs(terms[first].coefficient)
            var hash = row.termCount
            for term in terms {
                hash = hash &+ slots[term.local] &* Int(truncatingIfNeeded: (term.coefficient / scale).bitPattern)
            }
            return (hash, -row.constant / scale, scale)
        }
    }

    /// Whether rows `j` and `k`, divided by their normalising factors `scaleA` and `scaleB` (see
    /// `normalisedForm`), have the same terms.
    private mutating func sameTerms(_ j: Int, _ scaleA: Double, _ k: Int, _ scaleB: Double, _ fold: inout FoldScratch) -> Bool {
        let a = fold.rows[j], b = fold.rows[k]
        guard a.termCount == b.termCount else { return false }
        for s in a.termStart..<(a.termStart + a.termCount) {
            let term = fold.terms[s]
            var found = false
            for t in b.termStart..<(b.termStart + b.termCount) where fold.terms[t].local == term.local {
                found = term.coefficient / scaleA == fold.terms[t].coefficient / scaleB
            }
            if !found { return false }
        }
        return true
    }
}
