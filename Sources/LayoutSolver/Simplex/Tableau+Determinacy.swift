/// Whether the optimum fixes a variable, read off the optimal tableau in one pass: a non-basic
/// symbol that no objective level mentions (its reduced cost is zero at every level) and that
/// can move away from its value is a direction along which the optimum does not change; a
/// variable is undetermined when it is such a symbol or its row mentions one.
extension Tableau {
    /// Whether the optimum fixes `variable` (optimising first if that was deferred); a variable
    /// the tableau does not hold is reported as fixed.
    mutating func isDetermined(_ variable: Variable) -> Bool {
        flushOptimization()
        return optimumFixes(variable)
    }

    /// Whether the optimal tableau fixes `variable` (a variable the tableau does not hold is
    /// reported as fixed).
    func optimumFixes(_ variable: Variable) -> Bool {
        guard let slot = slot(of: variable), let s = variables[slot]?.symbol else { return true }
        let r = rowOf[s]
        guard r >= 0 else { return !isFreeDirection(s) }
        for cell in rows[r].cells where !isNearZero(cell.coefficient) && isFreeDirection(cell.symbol) {
            return false
        }
        return true
    }

    /// Whether non-basic symbol `q` can move without changing the objective at any level.
    func isFreeDirection(_ q: Int) -> Bool {
        guard q < kinds.count, rowOf[q] < 0, kinds[q] != .dummy, kinds[q] != .defined else { return false }
        for level in levels where !isNearZero(level.row.coefficient(of: q)) { return false }
        if kinds[q] == .external { return true }
        // A restricted symbol can only grow: blocked when a restricted basic at 0 would go negative.
        for k in rows.indices where kinds[basics[k]] != .external {
            if rows[k].coefficient(of: q) < 0 && rows[k].constant <= 1e-9 { return false }
        }
        return true
    }
}
