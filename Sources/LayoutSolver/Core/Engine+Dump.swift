/// A readable, deterministic description of the reduced system and its solution.
extension Engine {
    /// Solves, then describes: `Definitions:` (`v := expression`, in evaluation order), `Rows:`
    /// (reduced rows), `Items:` (per variable, its bounds and wishes), `Edit variables:`,
    /// `Values:` and `Constraints:` (as added). A variable made by `makeVariable()` is named
    /// `v<slot>`; a constraint added by id is listed with its terms as stored (each variable
    /// once, coefficients summed).
    mutating func dump() -> String {
        solve()
        var lines: [String] = ["Definitions:"]
        for v in evaluation.order.array where v >= 0 {
            let d = records.constraints[records.variables[v].definition]
            lines.append("  \(name(v)) := " + render(d.termStart..<(d.termStart + d.termCount), constant: d.reducedConstant))
        }
        let live = records.constraints.indices.filter { records.constraints[$0].isLive }
            .sorted { records.constraints[$0].sequence < records.constraints[$1].sequence }
        lines.append("Rows:")
        for slot in live where records.constraints[slot].role == .row {
            let r = records.constraints[slot]
            lines.append("  " + render(r.termStart..<(r.termStart + r.termCount), constant: r.reducedConstant)
                + " \(r.relation) 0" + priorityText(r.priority))
        }
        lines.append("Items:")
        for slot in live where records.constraints[slot].role == .item && !records.constraints[slot].isEdit {
            let r = records.constraints[slot]
            let term = Term(displayed(r.variable), r.coefficient)
            lines.append("  " + Expression(terms: [term], constant: r.reducedConstant).description
                + " \(r.relation) 0" + priorityText(r.priority))
        }
        lines.append("Edit variables:")
        for v in records.edits.keys.sorted() {
            guard let edit = records.edits[v] else { continue }
            lines.append("  \(name(v)) @\(Priority(records.constraints[edit.constraint].priority)) → \(formatNumber(edit.suggestion))")
        }
        lines.append("Values:")
        beginDeterminationPass(ignoringLevelsUpTo: 0)
        for v in records.variables.indices where records.holdsVariable(v) {
            lines.append("  \(name(v)) = \(formatNumber(records.values[v]))" + (determined(v) ? "" : " (undetermined)"))
        }
        lines.append("Constraints:")
        for slot in live where !records.constraints[slot].isEdit {
            lines.append("  " + (records.objects[slot]?.description ?? describeOriginal(slot)))
        }
        return lines.joined(separator: "\n")
    }

    private func name(_ v: Int) -> String { records.variableObjects[v]?.description ?? "v\(v)" }

    /// Variable slot `v`'s public object, or a variable named `v<slot>` that stands for it.
    private func displayed(_ v: Int) -> Variable { records.variableObjects[v] ?? Variable("v\(v)") }

    /// Constraint `slot` as its original terms describe it, like `Constraint.description`.
    func describeOriginal(_ slot: Int) -> String {
        var expression = Expression(constant: records.constraints[slot].constant)
        for k in records.originalRange(of: slot) {
            expression.terms.append(Term(displayed(records.originals[k].variable), records.originals[k].coefficient))
        }
        let record = records.constraints[slot]
        return "\(expression) \(record.relation) 0" + priorityText(record.priority)
    }

    private func priorityText(_ p: Float) -> String { p >= 1000 ? "" : " @\(Priority(p))" }

    private func render(_ range: Range<Int>, constant: Double) -> String {
        var expression = Expression(constant: constant)
        for k in range {
            expression.terms.append(Term(displayed(records.terms[k].variable), records.terms[k].coefficient))
        }
        return expression.description
    }
}

extension Engine {
    /// The held constraints and edits as plain numbers, and the values.
    func heldSystem() -> HeldSystem {
        var held: [HeldConstraint] = []
        for slot in records.constraints.indices where records.constraints[slot].isLive && !records.constraints[slot].isEdit {
            let record = records.constraints[slot]
            let range = record.originalStart..<(record.originalStart + record.originalCount)
            held.append(HeldConstraint(
                variables: range.map { records.originals[$0].variable }, coefficients: range.map { records.originals[$0].coefficient },
                constant: record.constant, relation: record.relation, priority: record.priority))
        }
        for v in records.edits.keys {
            let edit = records.edits[v]!
            held.append(HeldConstraint(
                variables: [v], coefficients: [1], constant: -edit.suggestion, relation: .equal,
                priority: records.constraints[edit.constraint].priority))
        }
        return HeldSystem(constraints: held, values: records.values.indices.map { records.values[$0] })
    }
}
