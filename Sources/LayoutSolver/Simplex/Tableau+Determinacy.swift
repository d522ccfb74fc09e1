/// Whether the optimum fixes a variable, read off the optimal tableau in one pass: a non-basic
/// symbol that no objective level mentions (its reduced cost is zero at every level) and that
/// can move away from its value is a direction along which the optimum does not change; a
/// variable is undetermined when it is such a symbol or its row mentions one.
///
/// With a threshold, levels at or below it are ignored: the optimal tableau is also optimal for
/// the levels above, and a symbol whose reduced costs are zero there (the error symbols of the
/// ignored constraints among them) is a free direction of that smaller problem.
extension Tableau {
    /// Whether the optimum of the levels above `threshold` fixes `variable` (optimising first if
    /// that was deferred); a variable the tableau does not hold is reported as fixed. Threshold
    /// 0 asks about every level.
    mutating func isDetermined(_ variable: Variable, ignoringLevelsUpTo threshold: Float = 0) -> Bool {
        flushOptimization()
        return optimumFixes(variable, ignoringLevelsUpTo: threshold)
    }

    /// Whether the optimal tableau fixes `variable` at the levels above `threshold` (a variable
    /// the tableau does not hold is reported as fixed).
    func optimumFixes(_ variable: Variable, ignoringLevelsUpTo threshold: Float = 0) -> Bool {
        guard let slot = objects.slot(of: variable), let s = objects.variables[slot]?.symbol else { return true }
        let r = basis.rowOf[s]
        guard r >= 0 else { return !isFreeDirection(s, ignoringLevelsUpTo: threshold) }
        for cell in basis.rows[r].cells where !isNearZero(cell.coefficient) && isFreeDirection(cell.symbol, ignoringLevelsUpTo: threshold) {
            return false
        }
        return true
    }

    /// Whether non-basic symbol `q` can move without changing the objective at any level above
    /// `threshold`.
    func isFreeDirection(_ q: Int, ignoringLevelsUpTo threshold: Float = 0) -> Bool {
        guard q < symbols.kinds.count, basis.rowOf[q] < 0, symbols.kinds[q] != .dummy else { return false }
        for level in objective.levels where level.priority > threshold && !isNearZero(level.row.coefficient(of: q)) {
            return false
        }
        if symbols.kinds[q] == .external { return true }
        // A restricted symbol can only grow: blocked when a restricted basic at 0 would go negative.
        for k in basis.rows.indices where symbols.kinds[basis.basics[k]] != .external {
            if basis.rows[k].coefficient(of: q) < 0 && basis.rows[k].constant <= 1e-9 { return false }
        }
        return true
    }
}
