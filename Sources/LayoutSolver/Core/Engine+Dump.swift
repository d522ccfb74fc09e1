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
        for v in order.array where v >= 0 {
            let d = constraints[variables[v].definition]
            lines.append("  \(name(v)) := " + render(d.termStart..<(d.termStart + d.termCount), constant: d.reducedConstant))
        }
        let live = constraints.indices.filter { constraints[$0].isLive }
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
            let term = Term(displayed(r.variable), r.coefficient)
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
        for v in variables.indices where holdsVariable(v) {
            lines.append("  \(name(v)) = \(formatNumber(values[v]))" + (determined(v) ? "" : " (undetermined)"))
        }
        lines.append("Constraints:")
        for slot in live where !constraints[slot].isEdit {
            lines.append("  " + (objects[slot]?.description ?? describeOriginal(slot)))
        }
        return lines.joined(separator: "\n")
    }

    private func name(_ v: Int) -> String { variableObjects[v]?.description ?? "v\(v)" }

    /// Variable slot `v`'s public object, or a variable named `v<slot>` that stands for it.
    private func displayed(_ v: Int) -> Variable { variableObjects[v] ?? Variable("v\(v)") }

    /// Constraint `slot` as its original terms describe it, like `Constraint.description`.
    func describeOriginal(_ slot: Int) -> String {
        var expression = Expression(constant: constraints[slot].constant)
        for k in originalRange(of: slot) {
            expression.terms.append(Term(displayed(originals[k].variable), originals[k].coefficient))
        }
        let record = constraints[slot]
        return "\(expression) \(record.relation) 0" + priorityText(record.priority)
    }

    private func priorityText(_ p: Float) -> String { p >= 1000 ? "" : " @\(Priority(p))" }

    private func render(_ range: Range<Int>, constant: Double) -> String {
        var expression = Expression(constant: constant)
        for k in range {
            expression.terms.append(Term(displayed(terms[k].variable), terms[k].coefficient))
        }
        return expression.description
    }
}

extension Engine {
    /// The held constraints and edits as plain numbers, and the values.
    func heldSystem() -> HeldSystem {
        var held: [HeldConstraint] = []
        for slot in constraints.indices where constraints[slot].isLive && !constraints[slot].isEdit {
            let record = constraints[slot]
            let range = record.originalStart..<(record.originalStart + record.originalCount)
            held.append(HeldConstraint(
                variables: range.map { originals[$0].variable }, coefficients: range.map { originals[$0].coefficient },
                constant: record.constant, relation: record.relation, priority: record.priority))
        }
        for v in edits.keys {
            let edit = edits[v]!
            held.append(HeldConstraint(
                variables: [v], coefficients: [1], constant: -edit.suggestion, relation: .equal,
                priority: constraints[edit.constraint].priority))
        }
        return HeldSystem(constraints: held, values: values.indices.map { values[$0] })
    }
}
