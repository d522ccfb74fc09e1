/// Human-readable rendering of the engine state.
extension Tableau {
    /// A symbol's display name: the variable's name for externals, `s…`/`e…`/`d…` otherwise.
    func name(of symbol: Int) -> String {
        switch symbols.kinds[symbol] {
        case .external:
            let o = symbols.owners[symbol]
            if o >= 0, o < objects.variableObjects.count, let variable = objects.variableObjects[o], !variable.name.isEmpty {
                return variable.name
            }
            return "x\(symbol)"
        case .slack: return "s\(symbol)"
        case .error: return "e\(symbol)"
        case .dummy: return "d\(symbol)"
        }
    }

    /// `constant + c·symbol …`.
    func render(_ row: Row) -> String {
        var s = formatNumber(row.constant)
        for cell in row.cells where cell.coefficient != 0 {
            let symbol = cell.symbol, c = cell.coefficient
            s += c < 0 ? " - " : " + "
            let a = abs(c)
            s += (a == 1 ? "" : formatNumber(a) + "*") + name(of: symbol)
        }
        return s
    }

    /// The labelled sections of `SimplexSolver.dump()`, once a deferred optimisation is done.
    mutating func optimalDump() -> String {
        flushOptimization()
        return dump()
    }

    /// The labelled sections of `SimplexSolver.dump()`.
    func dump() -> String {
        var out = "Objective:\n"
        if objective.levels.isEmpty { out += "  (none)\n" }
        for level in objective.levels {
            out += "  @\(Priority(level.priority)): \(render(level.row))\n"
        }
        out += "Rows:\n"
        if basis.rows.isEmpty { out += "  (none)\n" }
        for (k, row) in basis.rows.enumerated() {
            out += "  \(name(of: basis.basics[k])) = \(render(row))\n"
        }
        out += "Infeasible:\n"
        var none = true
        for (k, row) in basis.rows.enumerated() where symbols.kinds[basis.basics[k]] != .external && row.constant < 0 {
            out += "  \(name(of: basis.basics[k])) = \(formatNumber(row.constant))\n"
            none = false
        }
        if none { out += "  (none)\n" }
        out += "Edit variables:\n"
        if objects.edits.isEmpty { out += "  (none)\n" }
        for edit in objects.edits {
            let value = objects.constraints[edit.constraintSlot].map { -$0.constant } ?? 0
            out += "  \(edit.variable) @\(edit.priority) suggested \(formatNumber(value))\n"
        }
        out += "Constraints:\n"
        var any = false
        for (slot, record) in objects.constraints.enumerated() {
            guard let info = record, !info.isEdit, let constraint = objects.constraintObjects[slot] else { continue }
            let extra = info.other >= 0 ? ", \(name(of: info.other))" : ""
            out += "  \(constraint)  [\(name(of: info.marker))\(extra)]\n"
            any = true
        }
        if !any { out += "  (none)\n" }
        return out
    }
}
