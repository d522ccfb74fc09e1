/// A quick proof, before any plan is made, that the plan of leaf folding (`+FoldingPlan`) cannot
/// fold the rows as `reduceRows` left them: an *unfoldable core*, two rows or more in which every
/// variable stands in two rows of the core at least, and none of which has the variables of
/// another row. A center stack's rows with no level promoted hold one: each view's two bounds
/// hold its length and the line, and the line's wish holds the line and the canvas' length.
///
/// No step of the plan takes a row of such a core away:
/// - a row folds into its leaf only through a variable that no other row left holds, and hangs
///   off a hub only when all its variables but one stand in no other row left;
/// - folding a row leaves its group's row over its rest, a part of its variables, so a variable
///   stands in no fewer rows than the core gives it while the core stands;
/// - rows merge only with rows over the same variables.
///
/// So at least two rows are left whatever the plan does, and the attempt fails as planning
/// would have, without the plan's work. The core is found by peeling every row that holds a
/// variable standing in no other row left, which takes away every row the plan could.
extension Engine {
    /// The most rounds of peeling tried: a center stack's rows peel in two (the second takes
    /// nothing away); a longer peel (a chain of nested stacks) answers `false` rather than walk
    /// the rows again and again.
    static let corePeelingRounds = 2

    /// Whether the rows reduced (`fold.rowCount` counting them) hold an unfoldable core. `true`
    /// proves that planning would fail; `false` proves nothing. Only rows with a soft row among
    /// them are peeled: a soft row never folds into a leaf, and the cores of folding's layouts
    /// (a center stack's) hold one; without one the plan answers. Leaves `fold.rowCount` as it
    /// found it.
    mutating func hasUnfoldableCore(_ general: [Int], _ fold: inout FoldScratch) -> Bool {
        let rows = fold.rows.unsafeSlice(from: 0, count: fold.rows.count)
        var hasSoftRow = false
        for j in rows.indices where rows[j].priority < 1000 { hasSoftRow = true }
        guard hasSoftRow else { return false }
        fold.elimination.isAlive.removeAll()
        fold.elimination.isAlive.append(repeating: true, count: rows.count)
        // (Nothing is appended to these buffers while the slices are read.)
        let terms = fold.terms.unsafeSlice(from: 0, count: fold.terms.count)
        let counts = fold.rowCount.unsafeSlice(from: 0, count: fold.rowCount.count)
        let isAlive = fold.elimination.isAlive.unsafeSlice(from: 0, count: rows.count)
        let peeled = Self.peelRows(rows, terms, counts, isAlive)
        let hasCore = peeled.isComplete && peeled.core >= 2 && !hasRowsOverOneSet(general, &fold)
        // The counts of the rows peeled, given back for the plan.
        for j in rows.indices where !isAlive[j] {
            for t in rows[j].termStart..<(rows[j].termStart + rows[j].termCount) { counts[terms[t].local] += 1 }
        }
        return hasCore
    }

    /// Peels every row of `rows` that holds a variable standing in no other row left (taking its
    /// counts off `counts`), marking it dead in `isAlive`, round after round until one peels
    /// nothing, fewer than two rows are left, or `corePeelingRounds` have run. Returns the rows
    /// left and whether the peeling reached its end.
    private static func peelRows(
        _ rows: UnsafeMutableBufferPointer<LiveRow>, _ terms: UnsafeMutableBufferPointer<FoldTerm>,
        _ counts: UnsafeMutableBufferPointer<Int32>, _ isAlive: UnsafeMutableBufferPointer<Bool>
    ) -> (core: Int, isComplete: Bool) {
        var alive = rows.count
        for _ in 0..<corePeelingRounds {
            var progress = false
            for j in rows.indices where isAlive[j] {
                let held = rows[j].termStart..<(rows[j].termStart + rows[j].termCount)
                var isPeeled = false
                for t in held where counts[terms[t].local] <= 1 { isPeeled = true }
                guard isPeeled else { continue }
                isAlive[j] = false
                for t in held { counts[terms[t].local] -= 1 }
                alive -= 1
                progress = true
            }
            if !progress || alive < 2 { return (alive, true) }
        }
        return (alive, false)
    }

    /// Whether two rows reduced may have the same variables: a key of their variable slots
    /// repeats (a repeated key from different variables only makes the core unproved).
    private mutating func hasRowsOverOneSet(_ general: [Int], _ fold: inout FoldScratch) -> Bool {
        fold.rowKeys.removeAll()
        for j in fold.rows.indices { fold.rowKeys.append(variableKey(of: j, general, &fold)) }
        return fold.rowKeysRepeat()
    }
}
