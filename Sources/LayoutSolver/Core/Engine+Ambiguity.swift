/// Whether the optimum fixes a variable, answered on demand from the last solve: a variable
/// solved in closed form knows it (`isAmbiguous`); one met by a free row is fixed when the row is
/// an equality and its other variables are fixed; a defined one when the variables of its
/// definition are; one in a general component asks its simplex (see `Tableau.isDetermined`).
/// Answers are memoised until the next solve, so asking for every view is linear.
extension Engine {
    /// Whether the optimum fixes `variable` (solving first); a variable the engine does not
    /// hold reads as fixed.
    mutating func isDetermined(_ variable: Variable) -> Bool {
        solve()
        guard let v = slot(of: variable) else { return true }
        return determined(v)
    }

    /// Whether the last solve fixes variable slot `v` (iterative: definitions chain deeply).
    mutating func determined(_ root: Int) -> Bool {
        var stack = [(variable: root, expanded: false)]
        while let (v, expanded) = stack.popLast() {
            if variables[v].determinedGeneration == solveGeneration { continue }
            let inputs = determinationInputs(of: v)
            if let direct = inputs.answer {
                memoise(v, direct)
                continue
            }
            if expanded {
                memoise(v, inputs.variables.allSatisfy { variables[$0].determined })
                continue
            }
            stack.append((v, true))
            for u in inputs.variables where variables[u].determinedGeneration != solveGeneration {
                stack.append((u, false))
            }
        }
        return variables[root].determined
    }

    private mutating func memoise(_ v: Int, _ answer: Bool) {
        variables[v].determinedGeneration = solveGeneration
        variables[v].determined = answer
    }

    /// Either a direct answer for `v`, or the variables its answer depends on.
    private func determinationInputs(of v: Int) -> (answer: Bool?, variables: [Int]) {
        let d = variables[v].definition
        if d >= 0 {
            let start = constraints[d].termStart
            return (nil, (start..<(start + constraints[d].termCount)).map { terms.variables[$0] })
        }
        let row = variables[v].freeRow
        if row >= 0 && objects[row] != nil {
            if constraints[row].relation != .equal { return (false, []) }
            let start = constraints[row].termStart
            return (nil, (start..<(start + constraints[row].termCount)).map { terms.variables[$0] }.filter { $0 != v })
        }
        let general = variables[v].general
        if general >= 0, let instance = generals[general], let object = variableObjects[v] {
            return (instance.solver.isDetermined(object), [])
        }
        return (!variables[v].isAmbiguous, [])
    }
}
