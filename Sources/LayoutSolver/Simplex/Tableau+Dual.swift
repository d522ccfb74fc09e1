/// The dual simplex: restores feasibility after constants moved (a suggested value, a new
/// constant, roundoff) while keeping the objective optimal.
extension Tableau {
    /// Compares the ratio vectors `levels[·](a)/ca` and `levels[·](b)/cb` lexicographically
    /// (ties to the lower symbol id).
    func ratioLess(_ a: Int, _ ca: Double, than b: Int, _ cb: Double) -> Bool {
        for l in levels.indices {
            let ra = levels[l].row.coefficient(of: a) / ca
            let rb = levels[l].row.coefficient(of: b) / cb
            if ra < rb { return true }
            if ra > rb { return false }
        }
        return a < b
    }

    /// The dual-simplex entering symbol for infeasible row `k`: a non-dummy symbol that can
    /// raise the row (positive coefficient, or any free external) with the lexicographically
    /// smallest objective ratio; -1 if there is none.
    /// (Mutating only so that its mutating callers call it in place: a non-mutating call from a
    /// mutating context copies the whole tableau.)
    mutating func dualEnteringSymbol(row k: Int) -> Int {
        var entering = -1
        var enteringCoefficient = 0.0
        let n = rows[k].cells.count
        var j = 0
        while j < n {
            let s = rows[k].cells[j].symbol
            var c = rows[k].cells[j].coefficient
            j += 1
            let kind = kinds[s]
            if kind == .dummy { continue }
            if kind == .external { c = abs(c) } else if c <= 0 { continue }
            if entering < 0 || ratioLess(s, c, than: entering, enteringCoefficient) {
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
        while let leaving = infeasible.popLast() {
            let k = rowOf[leaving]
            if k < 0 || kinds[leaving] == .external { continue }
            let constant = rows[k].constant
            if constant >= 0 { continue }
            let entering = dualEnteringSymbol(row: k)
            if entering < 0 {
                if constant > -nearZeroTolerance { continue }
                infeasible.removeAll(keepingCapacity: true)
                return leaving
            }
            pivot(row: k, entering: entering)
        }
        return nil
    }

    /// Records row `k` as infeasible after its constant moved, or as a violated dummy.
    @inline(__always) mutating func noteShift(row k: Int, _ violated: inout Int) {
        let b = basics[k]
        switch kinds[b] {
        case .external, .defined: break
        case .dummy: if !isNearZero(rows[k].constant) { violated = b }
        case .slack, .error: if rows[k].constant < 0 { infeasible.append(b) }
        }
    }
}
