/// Eliminating bounded variables of a fold that failed as it stood (see `+PromotedLevel`): a
/// required equality over a variable that stands in one or two other rows and that only
/// required items bound is solved for that variable, which is substituted into the other rows,
/// and its bounds become rows over the equality's other variables.
///
/// A view centered on a stack's line and bounded by the stack's own edge (a constant in the
/// view's coordinates) is such a variable: the bound holds its position alone, so the engine
/// keeps the position a variable with the alignment a row. Eliminated, the position's bound and
/// the view's other bound read the same `length/2 − line ≤ 0` form, as when the bound is a row
/// (and a baseline group's `@1` placement, on the first view, becomes one on the line).
extension Engine {
    /// Eliminates each required equality alive over a bounded variable (see above). Returns
    /// `false` when a required row that substitution leaves without variables does not hold.
    mutating func eliminateBoundedVariables(_ general: [Int], _ fold: inout FoldScratch) -> Bool {
        let rowCount = fold.rows.count
        for j in 0..<rowCount where fold.elimination.isAlive[j] {
            guard fold.rows[j].priority >= 1000, fold.rows[j].relation == .equal,
                  let x = boundedVariable(of: j, general, &fold) else { continue }
            let v = general[x]
            if records.variables[v].hardIsStale { recomputeHardBounds(of: v) }
            let lower = max(records.variables[v].hardLower, fold.bounds[x].lower)
            let upper = min(records.variables[v].hardUpper, fold.bounds[x].upper)
            fold.elimination.isAlive[j] = false
            fold.elimination.eliminated.append((fold.rows[j], x))
            fold.isSolved[x] = true
            guard rewriteRows(holding: x, &fold, { r, c, fold in Self.substitute(x, coefficient: c, by: j, into: r, &fold) }),
                  lower == -.infinity || appendBound(of: x, by: j, lower, .greaterThanOrEqual, &fold),
                  upper == .infinity || appendBound(of: x, by: j, upper, .lessThanOrEqual, &fold)
            else { return false }
        }
        return true
    }

    /// A variable of required equality `j` that is not fixed or solved, has required items but
    /// no edit, soft item or piece folding added, and stands in one or two other rows alive; or
    /// `nil`.
    private mutating func boundedVariable(of j: Int, _ general: [Int], _ fold: inout FoldScratch) -> Int? {
        let row = fold.rows[j]
        for t in row.termStart..<(row.termStart + row.termCount) {
            let i = fold.terms[t].local, v = general[i]
            guard !fold.isFixed[i], !fold.isSolved[i], records.variables[v].edit < 0, fold.pieceEnds[i].head < 0,
                  hasOnlyRequiredItems(v), standsInFewOtherRows(i, besides: j, &fold) else { continue }
            return i
        }
        return nil
    }

    /// Whether `v` has items and every one of them is required.
    private func hasOnlyRequiredItems(_ v: Int) -> Bool {
        var slot = records.variables[v].itemHead
        guard slot >= 0 else { return false }
        while slot >= 0 {
            guard records.constraints[slot].isRequired else { return false }
            slot = records.constraints[slot].itemNext
        }
        return true
    }

    /// Whether variable `i` stands in one or two rows alive besides row `j`.
    private mutating func standsInFewOtherRows(_ i: Int, besides j: Int, _ fold: inout FoldScratch) -> Bool {
        var other = -1, second = -1
        func holds(_ r: Int, _ fold: inout FoldScratch) -> Bool {
            let row = fold.rows[r]
            for t in row.termStart..<(row.termStart + row.termCount) where fold.terms[t].local == i { return true }
            return false
        }
        if fold.elimination.scansRows {
            fold.collectHolders(of: i)
            var count = 0
            for h in fold.elimination.holders.indices where fold.elimination.holders[h] != j { count += 1 }
            return count == 1 || count == 2
        }
        var k = Int(fold.elimination.occurrenceHead[i])
        while k >= 0 {
            let r = Int(fold.elimination.occurrenceRow[k])
            k = Int(fold.elimination.occurrenceNext[k])
            guard r != j, r != other, r != second, fold.elimination.isAlive[r], holds(r, &fold) else { continue }
            if other < 0 {
                other = r
            } else if second < 0 {
                second = r
            } else {
                return false
            }
        }
        return other >= 0
    }

    /// Appends the bound `x ⋈ bound` of variable `x`, eliminated by equality `j` (`a·x + Σ c·q +
    /// k = 0`), as the required row `Σ (−c/a)·q + (−k/a − bound) ⋈ 0`, reduced when it is short.
    /// Returns `false` when it has no variable left and does not hold.
    private mutating func appendBound(
        of x: Int, by j: Int, _ bound: Double, _ relation: Relation, _ fold: inout FoldScratch
    ) -> Bool {
        let equality = fold.rows[j]
        var a = 0.0
        for t in equality.termStart..<(equality.termStart + equality.termCount) where fold.terms[t].local == x {
            a = fold.terms[t].coefficient
        }
        let start = fold.terms.count
        for t in equality.termStart..<(equality.termStart + equality.termCount) where fold.terms[t].local != x {
            fold.terms.append(FoldTerm(local: fold.terms[t].local, coefficient: -fold.terms[t].coefficient / a))
        }
        let r = fold.rows.count
        fold.rows.append(LiveRow(
            slot: equality.slot, termStart: start, termCount: fold.terms.count - start,
            constant: -equality.constant / a - bound, relation: relation, priority: 1000))
        fold.elimination.isAlive.append(true)
        if fold.elimination.scansRows { fold.elimination.notedAt.append(0) }
        fold.noteOccurrences(of: r)
        return reduceShortRow(r, &fold)
    }
}
