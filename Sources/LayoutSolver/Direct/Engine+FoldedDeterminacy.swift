/// Determinacy of the variables of a component solved by folding leaves (see `+LeafFolding`):
/// the folded system does not say which variables the optimum leaves free, so the question is
/// asked of a simplex that holds the component as the general path would (its standing rows and
/// its variables' items and edits, added in order), built when first asked in a determination
/// pass and answering for all the component's variables at once. Values are not read from it:
/// where the optimum is unique they are the folded ones; where it is not, the simplex says so.
extension Engine {
    /// Whether the levels above the current pass's threshold fix `v`, a variable of a component
    /// solved by folding; memoises the answers of all the variables of its standing rows.
    mutating func foldedIsDetermined(_ v: Int) -> Bool {
        var component = Component()
        collectComponent(from: v, into: &component)
        peelFreeRows(&component)
        let peeledMark = nextStamp()
        for (_, f) in component.peeled { records.variables[f].stamp = peeledMark }
        var held = component.standing
        for u in component.variables where records.variables[u].stamp != peeledMark && records.variables[u].standingRows > 0 {
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
        for slot in held { addToDeterminacySolver(slot, solver) }
        let threshold = Priority(determination.threshold)
        for u in component.general {
            memoise(u, solver.isDetermined(simplexVariable(u), ignoringPrioritiesUpTo: threshold))
        }
        return isMemoised(v) ? records.variables[v].determined : true
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
