/// A set of core variables connected through rows, those rows, and the parts a solve sorts
/// them into. The engine keeps one and reuses its arrays from one component to the next, so that
/// solving a component allocates nothing once they have grown.
struct Component {
    var variables: [Int] = []
    var rows: [Int] = []
    /// The rows left standing once free rows are peeled, and the peeled rows with their free
    /// variables, in peeling order (evaluate them in reverse).
    var standing: [Int] = []
    var peeled: [(row: Int, variable: Int)] = []
    /// The variables in standing rows, and the others (not peeled).
    var general: [Int] = []
    var alone: [Int] = []
    /// Scratch of `peelFreeRows`: free variables waiting to be peeled.
    var queue: [Int] = []

    /// Empties every array, keeping their storage.
    mutating func removeAll() {
        variables.clearKeepingCapacity()
        rows.clearKeepingCapacity()
        standing.clearKeepingCapacity()
        peeled.clearKeepingCapacity()
        general.clearKeepingCapacity()
        alone.clearKeepingCapacity()
        queue.clearKeepingCapacity()
    }
}

/// Solving: every component with a changed variable is solved again by the cheapest exact
/// method its shape allows, then definitions are evaluated in order.
///
/// A component first loses its *free rows* (a row with a variable that has no item, no edit and
/// no other row can always be met exactly by that variable, which is computed afterwards). What
/// stands then decides the method: no row, each variable alone (`VariableCost.optimum(jumps:)`); one
/// row, the closed form of `+SingleRow`; more, folding its leaves down to at most one row
/// (`+LeafFolding`) unless a simplex already holds the component, and the simplex (`+General`)
/// when folding does not get there.
extension Engine {
    /// Solves every component with a dirty variable and evaluates the definitions.
    mutating func solve() {
        guard needsSolve else { return }
        refreshStale()
        while let v = dirty.popLast() {
            guard variables[v].isDirty else { continue }
            guard holdsVariable(v), variables[v].definition < 0 else {
                variables[v].isDirty = false
                continue
            }
            if variables[v].general >= 0 && resolveGeneralValues(variables[v].general) { continue }
            _ = solveComponent(containing: v)
        }
        if orderStaleFrom != .max { rebuildOrder() }
        evaluateDefinitions()
        compactPoolsIfSparse()
        needsSolve = false
        solveGeneration &+= 1
    }

    /// Solves the component of `v`. Returns the constraints proving that its required
    /// constraints cannot hold together, or `nil`.
    mutating func solveComponent(containing v: Int) -> [Int]? {
        // A variable that no row mentions is a component of its own, solved from its items.
        if variables[v].rowCount == 0 && solvesItemsDirectly && variables[v].general < 0 {
            steps &+= 1
            variables[v].isDirty = false
            variables[v].freeRow = -1
            return solveAlone(v)
        }
        var component = Component()
        swap(&component, &self.component)
        defer { swap(&component, &self.component) }
        component.removeAll()
        collectComponent(from: v, into: &component)
        for u in component.variables {
            variables[u].isDirty = false
            variables[u].freeRow = -1
        }
        let direct = solvesSingleRowsDirectly
        if direct { peelFreeRows(&component) } else { component.standing.append(contentsOf: component.rows) }
        let peeledMark = nextStamp()
        for (_, f) in component.peeled { variables[f].stamp = peeledMark }
        for u in component.variables where variables[u].stamp != peeledMark {
            let inRows = direct ? variables[u].standingRows > 0 : variables[u].rowCount > 0
            if inRows || !solvesItemsDirectly { component.general.append(u) } else { component.alone.append(u) }
        }
        return solveParts(of: component, direct: direct)
    }

    /// Solves `component`, sorted into its parts: its standing rows by the closed form or the
    /// simplex, the variables outside them alone, then the peeled rows' free variables.
    private mutating func solveParts(of component: Component, direct: Bool) -> [Int]? {
        let standing = component.standing, peeled = component.peeled
        let folded = standing.count >= 2 && direct && foldsLeaves && !isHeldBySimplex(component)
            && solveByFoldingLeaves(component)
        if standing.count == 1 && direct || component.general.isEmpty || folded {
            leaveGeneral(component)
        }
        if folded {
            foldedSolves &+= 1
        } else if standing.count == 1 && direct {
            if let proof = solveSingleRow(standing[0]) { return proof }
        } else if !component.general.isEmpty {
            if let proof = solveGeneral(variables: component.general, rows: standing, peeled: peeled) { return proof }
        }
        // Only the variables in standing rows are members of a general component: the others
        // forget theirs, so that a change on them is not taken for an addition among members.
        for u in component.alone { variables[u].general = -1 }
        for (_, f) in peeled { variables[f].general = -1 }
        for u in component.alone {
            if let proof = solveAlone(u) { return proof }
        }
        for (row, f) in peeled.reversed() { meetExactly(row, with: f) }
        return nil
    }

    /// Whether a simplex holds (some of) `component`'s standing variables from an earlier solve.
    /// Such a component stays with the simplex while it has two standing rows or more rather
    /// than being folded: its values then change only by the simplex's steps, so that a change
    /// undone (a required constraint rejected) leaves them as they were, bit for bit.
    private func isHeldBySimplex(_ component: Component) -> Bool {
        component.general.contains { variables[$0].general >= 0 }
    }

    /// Takes a component that no longer needs the simplex out of its general component.
    mutating func leaveGeneral(_ component: Component) {
        for v in component.variables where variables[v].general >= 0 {
            variables[v].general = -1
            var slot = variables[v].itemHead
            while slot >= 0 {
                removeFromGeneral(slot)
                slot = constraints[slot].itemNext
            }
        }
        for r in component.rows { removeFromGeneral(r) }
    }

    /// Collects the component of `v` into `component` (empty): variables reached through rows.
    mutating func collectComponent(from v: Int, into component: inout Component) {
        let mark = nextStamp()
        // The component held last time is the best guess of its size.
        let id = variables[v].general
        let expected = id >= 0 ? generals[id]?.variables.count ?? 0 : 0
        component.variables.reserveCapacity(expected + 8)
        component.rows.reserveCapacity(expected + 8)
        variables[v].stamp = mark
        component.variables.append(v)
        var i = 0
        while i < component.variables.count {
            let u = component.variables[i]
            i += 1
            steps &+= 1
            var k = variables[u].rowHead
            while k >= 0 {
                let r = terms[k].owner
                if constraints[r].stamp != mark {
                    constraints[r].stamp = mark
                    component.rows.append(r)
                    let record = constraints[r]
                    for t in record.termStart..<(record.termStart + record.termCount) {
                        let w = terms[t].variable
                        if variables[w].stamp != mark {
                            variables[w].stamp = mark
                            component.variables.append(w)
                        }
                    }
                }
                k = terms[k].next
            }
        }
    }

    /// Peels free rows off `component` (repeatedly: peeling one can free another) into its
    /// peeled rows, in peeling order; the others are its standing rows.
    mutating func peelFreeRows(_ component: inout Component) {
        for v in component.variables { variables[v].standingRows = variables[v].rowCount }
        func isFree(_ v: Int) -> Bool { variables[v].itemCount == 0 && variables[v].edit < 0 }
        for v in component.variables where variables[v].standingRows == 1 && isFree(v) { component.queue.append(v) }
        let mark = nextStamp()
        while let u = component.queue.popLast() {
            guard variables[u].standingRows == 1 else { continue }
            var k = variables[u].rowHead
            while k >= 0 && constraints[terms[k].owner].stamp == mark { k = terms[k].next }
            guard k >= 0 else { continue }
            let r = terms[k].owner
            constraints[r].stamp = mark
            component.peeled.append((r, u))
            let record = constraints[r]
            for t in record.termStart..<(record.termStart + record.termCount) {
                let w = terms[t].variable
                variables[w].standingRows -= 1
                if w != u && variables[w].standingRows == 1 && isFree(w) { component.queue.append(w) }
            }
        }
        for r in component.rows where constraints[r].stamp != mark { component.standing.append(r) }
    }

    /// Calls `body` with the cost of `v`'s items (in `costScratch`, which `body` must not use).
    mutating func withCost<R>(of v: Int, _ body: (VariableCost) -> R) -> R {
        costScratch.pieces.removeAll()
        let bounds = Self.appendItems(of: v, variables, constraints, to: &costScratch.pieces)
        return body(costScratch.wholeCost(bounds))
    }

    /// Appends the pieces of the soft items of `v` (in `variables`, its items in `constraints`)
    /// to `pieces`; returns the bounds of its required ones. (Static, so that the caller can
    /// pass buffers of the engine's own scratch.)
    @inline(__always) static func appendItems(
        of v: Int, _ variables: borrowing OwnedArray<VariableRecord>,
        _ constraints: borrowing OwnedArray<ConstraintRecord>, to pieces: inout OwnedArray<CostPiece>
    ) -> HardBounds {
        var bounds = HardBounds()
        var slot = variables[v].itemHead
        while slot >= 0 {
            bounds.add(coefficient: constraints[slot].coefficient, constant: constraints[slot].reducedConstant,
                       constraints[slot].relation, level: constraints[slot].priority, slot: slot, to: &pieces)
            slot = constraints[slot].itemNext
        }
        return bounds
    }

    /// Solves a variable that no standing row mentions from its items alone.
    mutating func solveAlone(_ v: Int) -> [Int]? {
        costScratch.pieces.removeAll()
        let bounds = Self.appendItems(of: v, variables, constraints, to: &costScratch.pieces)
        if bounds.isInfeasible { return [bounds.lowerSlot, bounds.upperSlot] }
        values[v] = costScratch.wholeCost(bounds)
            .preferredValue(jumps: &costScratch.jumps, sortingUpTo: tuning.sortedLevelsLimit).value
        return nil
    }

    /// Gives `f` the value that meets row `row` exactly (with equality, for an inequality).
    mutating func meetExactly(_ row: Int, with f: Int) {
        var sum = constraints[row].reducedConstant
        var own = 0.0
        let start = constraints[row].termStart
        for k in start..<(start + constraints[row].termCount) {
            let w = terms[k].variable
            if w == f {
                own = terms[k].coefficient
            } else {
                sum += terms[k].coefficient * values[w]
            }
        }
        values[f] = -sum / own
        variables[f].freeRow = row
    }

    /// Evaluates every definition in order.
    mutating func evaluateDefinitions() {
        for i in order.indices where order[i] >= 0 {
            let v = order[i]
            let d = variables[v].definition
            guard d >= 0 else { continue }
            var value = constraints[d].reducedConstant
            let start = constraints[d].termStart, count = constraints[d].termCount
            steps &+= 1 + count
            for k in start..<(start + count) {
                value += terms[k].coefficient * values[terms[k].variable]
            }
            values[v] = value
        }
    }

    /// Writes every registered variable's value into its public object (nothing to do for
    /// variables made by `makeVariable()`: their values are read from the records).
    func writeValues() {
        guard objectVariableCount > 0 else { return }
        for v in variableObjects.indices {
            variableObjects[v]?.value = values[v]
        }
    }
}
