/// The dual simplex: restores feasibility after constants moved (a suggested value, a new
/// constant, roundoff) while keeping the objective optimal.
extension Tableau {
    /// The dual-simplex entering symbol for infeasible row `k`: a non-dummy symbol that can
    /// raise the row (positive coefficient, or any free external) with the lexicographically
    /// smallest objective ratio; -1 if there is none.
    /// (Mutating only so that its mutating callers call it in place: a non-mutating call from a
    /// mutating context copies the whole tableau.)
    mutating func dualEnteringSymbol(row k: Int) -> Int {
        var entering = -1
        var enteringCoefficient = 0.0
        let n = basis.rows[k].cells.count
        var j = 0
        while j < n {
            let s = basis.rows[k].cells[j].symbol
            var c = basis.rows[k].cells[j].coefficient
            j += 1
            let kind = symbols.kinds[s]
            if kind == .dummy { continue }
            if kind == .external { c = abs(c) } else if c <= 0 { continue }
            if entering < 0 || objective.ratioLess(s, c, than: entering, enteringCoefficient) {
                entering = s
                enteringCoefficient = c
            }
        }
        return entering
    }

    /// Dual simplex: restores feasibility of the rows listed in `infeasible` (latest first)
    /// while keeping the objective optimal. Returns the basic symbol of a row that cannot be made
    /// feasible (the required constraints in it conflict), or nil on success.
    mutating func dualOptimize() -> Int? {
        while let leaving = objective.infeasible.popLast() {
            let k = basis.rowOf[leaving]
            if k < 0 || symbols.kinds[leaving] == .external { continue }
            let constant = basis.rows[k].constant
            if constant >= 0 { continue }
            let entering = dualEnteringSymbol(row: k)
            if entering < 0 {
                if constant > -nearZeroTolerance { continue }
                objective.infeasible.removeAll(keepingCapacity: true)
                return leaving
            }
            pivot(row: k, entering: entering)
        }
        return nil
    }

    /// Records row `k` as infeasible after its constant moved, or as a violated dummy.
    @inline(__always) mutating func noteShift(row k: Int, _ violated: inout Int) {
        let b = basis.basics[k]
        switch symbols.kinds[b] {
        case .external: break
        case .dummy: if !isNearZero(basis.rows[k].constant) { violated = b }
        case .slack, .error: if basis.rows[k].constant < 0 { objective.infeasible.append(b) }
        }
    }
}
