/// Determinacy of the variables of a component solved by folding leaves (see `+LeafFolding`):
/// the folded system does not say which variables the optimum leaves free, so the question is
/// asked of a simplex that holds the component as the general path would (its standing rows and
/// its variables' items and edits, added in order), built when first asked and answering for all
/// the component's variables at once. Values are not read from it: where the optimum is unique
/// they are the folded ones; where it is not, the simplex says so.
///
/// The answers outlive the determination pass: they depend only on the component's records and
/// the threshold, and any change of its records, values or members marks one of its variables
/// dirty, so that the next solve solves the whole component again and clears them. Asking again
/// after solves that did not touch the component, at the same threshold, builds nothing.
extension Engine {
    /// Whether the levels above the current pass's threshold fix `v`, a variable of a component
    /// solved by folding: the answer kept since the component was last solved, or a new
    /// simplex's, kept for all the variables of its standing rows (and memoised in the pass).
    mutating func foldedIsDetermined(_ v: Int) -> Bool {
        let threshold = determination.threshold
        if let kept = keptFoldedAnswer(v, threshold: threshold) { return kept }
        var component = Component()
        collectComponent(from: v, into: &component)
        peelFreeRows(&component)
        let peeledMark = nextStamp()
        for (_, f) in component.peeled { records.variables[f].stamp = peeledMark }
        var held = component.standing
        for i in component.variables.indices {
            let u = component.variables[i]
            guard records.variables[u].stamp != peeledMark && records.variables[u].standingRows > 0 else { continue }
            component.general.append(u)
            var slot = records.variables[u].itemHead
            while slot >= 0 {
                held.append(slot)
                slot = records.constraints[slot].itemNext
            }
        }
        held.sort { records.constraints[$0].sequence < records.constraints[$1].sequence }
        let solver = SimplexSolver()
        solver.tableau.setTuning(tuning)
        closedForms.determinacySolvers &+= 1
        for slot in held { addToDeterminacySolver(slot, solver) }
        for u in component.general {
            let answer = solver.isDetermined(simplexVariable(u), ignoringPrioritiesUpTo: Priority(threshold))
            memoise(u, answer)
            keepFoldedAnswer(u, answer)
        }
        let answer = isMemoised(v) ? records.variables[v].determined : true
        keepFoldedAnswer(v, answer)
        return answer
    }

    /// The answer kept for folded variable `v` at `threshold`, or `nil` when there is none (its
    /// component was solved since). Asking at another threshold than the kept answers' forgets
    /// them all (the layout engine asks at one threshold).
    private mutating func keptFoldedAnswer(_ v: Int, threshold: Float) -> Bool? {
        if closedForms.keptAnswersThreshold != threshold {
            closedForms.keptAnswersThreshold = threshold
            for u in records.variables.indices { records.variables[u].keptAnswer = .none }
            return nil
        }
        switch records.variables[v].keptAnswer {
        case .none: return nil
        case .free: return false
        case .determined: return true
        }
    }

    /// Keeps `answer` for folded variable `v` (at `closedForms.keptAnswersThreshold`) until its
    /// component is solved again.
    private mutating func keepFoldedAnswer(_ v: Int, _ answer: Bool) {
        records.variables[v].keptAnswer = answer ? .determined : .free
    }

    /// Adds record `slot` (a standing row, an item or an edit of a folded component) to
    /// `solver`, built to answer determinacy (the component is feasible: nothing conflicts).
    private mutating func addToDeterminacySolver(_ slot: Int, _ solver: SimplexSolver) {
        let record = records.constraints[slot]
        if record.isEdit {
            let variable = simplexVariable(record.variable)
            try? solver.addEditVariable(variable, priority: Priority(record.priority))
            try? solver.suggestValue(-record.reducedConstant, for: variable)
            return
        }
        solver.deferOptimization()
        _ = try? addReducedForm(of: slot, to: solver)
    }
}
