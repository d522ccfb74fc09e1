/// The tableau consistency check (run by `Solver` when `LAYOUT_SOLVER_CHECKS` is defined and
/// `consistencyChecksRun` holds).
extension Tableau {
    /// A description of the first broken invariant, or nil when the tableau is consistent:
    /// every basic symbol has exactly one row, rows and levels hold no basic or freed symbols,
    /// restricted basic symbols are non-negative, required dummies are zero.
    func consistencyProblem() -> String? {
        if basis.rows.count != basis.basics.count { return "basis.rows/basis.basics count mismatch" }
        var isFree = [Bool](repeating: false, count: symbols.kinds.count)
        for i in symbols.freeSymbols.indices { isFree[symbols.freeSymbols[i]] = true }
        return basisProblem(isFree: isFree) ?? rowsProblem(isFree: isFree) ?? levelsProblem(isFree: isFree)
            ?? constraintsProblem(isFree: isFree) ?? journalProblem()
            ?? basis.columnsProblem(naming: { name(of: $0) })
    }

    /// Every basic symbol and its row point at each other; no basic symbol is freed.
    private func basisProblem(isFree: [Bool]) -> String? {
        for k in basis.basics.indices {
            let b = basis.basics[k]
            if basis.rowOf[b] != k { return "basic \(name(of: b)) maps to row \(basis.rowOf[b]), not \(k)" }
            if isFree[b] { return "basic \(name(of: b)) is freed" }
        }
        for s in basis.rowOf.indices where basis.rowOf[s] >= 0 {
            let r = basis.rowOf[s]
            if r >= basis.basics.count || basis.basics[r] != s { return "symbol \(name(of: s)) claims row \(r)" }
        }
        return nil
    }

    /// A row (or objective) holds sorted, non-basic, live symbols with finite coefficients (an
    /// objective may also hold vacant cells, see `Level`).
    private func cellProblem(
        _ row: Row, isFree: [Bool], allowingVacant: Bool = false, _ label: @autoclosure () -> String
    ) -> String? {
        var previous = -1
        for cell in row.cells {
            let s = cell.symbol
            let c = cell.coefficient
            if allowingVacant && c == 0 {
                if s <= previous { return "\(label()): symbols not sorted" }
                previous = s
                continue
            }
            if s <= previous { return "\(label()): symbols not sorted" }
            previous = s
            if basis.rowOf[s] >= 0 { return "\(label()) contains basic \(name(of: s))" }
            if !row.mayContain(s) { return "\(label()): mask misses \(name(of: s))" }
            if isFree[s] { return "\(label()) contains freed symbol \(s)" }
            if !c.isFinite || isNearZero(c) { return "\(label()): bad coefficient \(c)" }
        }
        return row.constant.isFinite ? nil : "\(label()): constant \(row.constant)"
    }

    /// Rows are well formed, restricted basics non-negative and required dummies zero.
    private func rowsProblem(isFree: [Bool]) -> String? {
        // Roundoff grows with the magnitudes in play (constants up to 1e12 are accepted), and a
        // ratio test that skips near-zero coefficients may overshoot by about 1e-7.
        let scale = basis.rows.reduce(1.0) { max($0, abs($1.constant)) }
        let tolerance = 1e-6 + 1e-12 * scale
        for k in basis.rows.indices {
            let row = basis.rows[k]
            let b = basis.basics[k]
            if let problem = cellProblem(row, isFree: isFree, "row of \(name(of: b))") { return problem }
            if row.mask & ~basis.rowMasks[k] != 0 { return "row mask of \(name(of: b)) is stale" }
            switch symbols.kinds[b] {
            case .slack, .error:
                if row.constant < -tolerance { return "restricted \(name(of: b)) = \(row.constant) < 0" }
            case .dummy:
                if abs(row.constant) > max(nearZeroTolerance, tolerance) { return "dummy \(name(of: b)) = \(row.constant) ≠ 0" }
                if row.cells.contains(where: { symbols.kinds[$0.symbol] != .dummy }) {
                    return "row of dummy \(name(of: b)) has non-dummy symbols"
                }
            case .external: break
            }
        }
        return nil
    }

    /// Objective levels are strictly descending, non-empty and well formed.
    private func levelsProblem(isFree: [Bool]) -> String? {
        var previous = Float.infinity
        for level in objective.levels {
            if level.priority >= previous { return "objective.levels not strictly descending" }
            previous = level.priority
            if level.count <= 0 { return "empty level @\(level.priority)" }
            if let problem = cellProblem(level.row, isFree: isFree, allowingVacant: true, "objective @\(level.priority)") {
                return problem
            }
            if level.vacantCells != level.row.cells.count - level.symbols.count {
                return "objective @\(level.priority): \(level.vacantCells) vacant cells counted"
            }
        }
        return nil
    }

    /// Constraint records point at live markers.
    private func constraintsProblem(isFree: [Bool]) -> String? {
        for (slot, record) in objects.constraints.enumerated() {
            guard let info = record else { continue }
            let constraint = objects.constraintObjects[slot].map { "\($0)" } ?? "in slot \(slot)"
            if isFree[info.marker] { return "constraint \(constraint) has a freed marker" }
        }
        return nil
    }

    /// Between operations nothing is being recorded for a rollback.
    func journalProblem() -> String? {
        if journal.isRecording || !journal.pivots.isEmpty || !journal.rows.isEmpty || !journal.levels.isEmpty {
            return "a rollback journal is still open"
        }
        return nil
    }
}
