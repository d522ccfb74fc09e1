/// One pass of determinacy answers: they hold for one solve and one threshold (levels at or
/// below it are ignored); asking after another solve, or with another threshold, starts a new
/// pass and so forgets every variable's memo at once.
struct DeterminationPass {
    /// Identifies the pass in `VariableRecord.determinedGeneration`.
    var stamp = 0
    /// The solve the pass reads.
    var solveGeneration = -1
    /// Levels at or below this one are ignored (0: none are).
    var threshold: Float = 0
    /// The rows that the solve met by a free variable, collected on first need in the pass.
    var peeledRows: Set<Int>? = nil
}

/// Whether the optimum fixes a variable, answered on demand from the last solve: a variable
/// solved in closed form (or mentioned by definitions only) by whether it can move at no cost
/// (`closedFormIsDetermined`);
/// one met by a free row is fixed when the row is an equality and its other variables are fixed;
/// a defined one when the variables of its definition are; one in a general component asks its
/// simplex (see `Tableau.isDetermined`). Answers are memoised per pass (see
/// `DeterminationPass`), so asking for every view is linear; those of folded components are also
/// kept across passes until their component is solved again (see `+FoldedDeterminacy`).
///
/// With a threshold, the question is whether the levels above it fix the variable: constraints
/// at or below it count as absent (a definition or free row at such a level leaves its variable
/// free), which is what the last solve's optimum is also an optimum of.
extension Engine {
    /// Whether the optimum of the levels above `threshold` fixes `variable` (solving first), or
    /// `nil` for a variable the engine does not hold. Threshold 0 asks about every level.
    mutating func isDetermined(_ variable: Variable, ignoringLevelsUpTo threshold: Float = 0) -> Bool? {
        solve()
        guard let v = records.slot(of: variable) else { return nil }
        return isDetermined(slot: v, ignoringLevelsUpTo: threshold)
    }

    /// Whether the optimum of the levels above `threshold` fixes variable slot `v` (solving
    /// first). Threshold 0 asks about every level.
    mutating func isDetermined(slot v: Int, ignoringLevelsUpTo threshold: Float) -> Bool {
        solve()
        beginDeterminationPass(ignoringLevelsUpTo: threshold)
        return determined(v)
    }

    /// Starts a new pass of memos unless the current one is for the last solve and `threshold`.
    mutating func beginDeterminationPass(ignoringLevelsUpTo threshold: Float) {
        guard determination.solveGeneration != solveGeneration || determination.threshold != threshold else { return }
        if determination.stamp >= VariableState.generationLimit {
            // Memos are kept in 27 bits (`VariableState`): clear them all and count passes from 0.
            for v in records.variables.indices { records.variables[v].determinedGeneration = -1 }
            determination.stamp = 0
        }
        determination.stamp += 1
        determination.solveGeneration = solveGeneration
        determination.threshold = threshold
        determination.peeledRows = nil
    }

    /// Whether the last solve fixes variable slot `v` in the current pass (iterative:
    /// definitions chain deeply).
    mutating func determined(_ root: Int) -> Bool {
        var stack = [(variable: root, expanded: false)]
        while let (v, expanded) = stack.popLast() {
            if isMemoised(v) { continue }
            let inputs = determinationInputs(of: v)
            if let direct = inputs.answer {
                memoise(v, direct)
                continue
            }
            if expanded {
                memoise(v, inputs.variables.allSatisfy { records.variables[$0].determined })
                continue
            }
            stack.append((v, true))
            for u in inputs.variables where !isMemoised(u) {
                stack.append((u, false))
            }
        }
        return records.variables[root].determined
    }

    /// Whether `v`'s answer is memoised in the current pass.
    @inline(__always) func isMemoised(_ v: Int) -> Bool { records.variables[v].determinedGeneration == determination.stamp }

    /// Records `v`'s answer in the current pass.
    mutating func memoise(_ v: Int, _ answer: Bool) {
        records.variables[v].determinedGeneration = determination.stamp
        records.variables[v].determined = answer
    }

    /// Either a direct answer for `v`, or the variables its answer depends on.
    private mutating func determinationInputs(of v: Int) -> (answer: Bool?, variables: [Int]) {
        let threshold = determination.threshold
        let d = records.variables[v].definition
        if d >= 0 {
            if records.constraints[d].priority <= threshold { return (false, []) }
            let start = records.constraints[d].termStart
            return (nil, (start..<(start + records.constraints[d].termCount)).map { records.terms[$0].variable })
        }
        let row = records.variables[v].freeRow
        if row >= 0 && records.constraints[row].isLive {
            if records.constraints[row].relation != .equal || records.constraints[row].priority <= threshold { return (false, []) }
            let start = records.constraints[row].termStart
            return (nil, (start..<(start + records.constraints[row].termCount)).map { records.terms[$0].variable }.filter { $0 != v })
        }
        if row == Self.foldedMark { return (foldedIsDetermined(v), []) }
        let general = records.variables[v].general
        if general >= 0, let instance = generals.components[general], let object = simplexVariableIfMade(v) {
            return (instance.solver.isDetermined(object, ignoringPrioritiesUpTo: Priority(threshold)), [])
        }
        return (closedFormIsDetermined(v), [])
    }
}
