/// A readable, deterministic description of the reduced system and its solution.
extension Engine {
    /// Solves, then describes: `Definitions:` (`v := expression`, in evaluation order), `Rows:`
    /// (reduced rows), `Items:` (per variable, its bounds and wishes), `Edit variables:`,
    /// `Values:` and `Constraints:` (as added).
    mutating func dump() -> String {
        solve()
        var lines: [String] = ["Definitions:"]
        for v in order.array where v >= 0 {
            let d = constraints[variables[v].definition]
            lines.append("  \(name(v)) := " + render(d.termStart..<(d.termStart + d.termCount), constant: d.reducedConstant))
        }
        let live = constraints.indices.filter { objects[$0] != nil }
            .sorted { constraints[$0].sequence < constraints[$1].sequence }
        lines.append("Rows:")
        for slot in live where constraints[slot].role == .row {
            let r = constraints[slot]
            lines.append("  " + render(r.termStart..<(r.termStart + r.termCount), constant: r.reducedConstant)
                + " \(r.relation) 0" + priorityText(r.priority))
        }
        lines.append("Items:")
        for slot in live where constraints[slot].role == .item && !constraints[slot].isEdit {
            let r = constraints[slot]
            let term = Term(variableObjects[r.variable] ?? Variable(), r.coefficient)
            lines.append("  " + Expression(terms: [term], constant: r.reducedConstant).description
                + " \(r.relation) 0" + priorityText(r.priority))
        }
        lines.append("Edit variables:")
        for v in edits.keys.sorted() {
            guard let edit = edits[v] else { continue }
            lines.append("  \(name(v)) @\(Priority(constraints[edit.constraint].priority)) → \(formatNumber(edit.suggestion))")
        }
        lines.append("Values:")
        beginDeterminationPass(ignoringLevelsUpTo: 0)
        for v in variables.indices where variableObjects[v] != nil {
            lines.append("  \(name(v)) = \(formatNumber(variables[v].value))" + (determined(v) ? "" : " (undetermined)"))
        }
        lines.append("Constraints:")
        for slot in live where !constraints[slot].isEdit {
            lines.append("  \(objects[slot]!)")
        }
        return lines.joined(separator: "\n")
    }

    private func name(_ v: Int) -> String { variableObjects[v]?.description ?? "?" }

    private func priorityText(_ p: Float) -> String { p >= 1000 ? "" : " @\(Priority(p))" }

    private func render(_ range: Range<Int>, constant: Double) -> String {
        var expression = Expression(constant: constant)
        for k in range {
            expression.terms.append(Term(variableObjects[terms[k].variable] ?? Variable(), terms[k].coefficient))
        }
        return expression.description
    }
}
