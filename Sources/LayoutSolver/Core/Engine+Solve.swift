/// A set of core variables connected through rows, those rows, and the parts a solve sorts
/// them into. The engine keeps one and reuses its arrays from one component to the next, so that
/// solving a component allocates nothing once they have grown. The lists that only the solve of
/// a component reads are owned arrays, which empty in O(1); those passed on to the folding and
/// the simplex are arrays.
struct Component: ~Copyable {
    var variables = OwnedArray<Int>()
    var rows = OwnedArray<Int>()
    /// The rows left standing once free rows are peeled, and the peeled rows with their free
    /// variables, in peeling order (evaluate them in reverse).
    var standing: [Int] = []
    var peeled: [(row: Int, variable: Int)] = []
    /// The variables in standing rows, and the others (not peeled).
    var general: [Int] = []
    var alone = OwnedArray<Int>()
    /// Scratch of `peelFreeRows`: free variables waiting to be peeled.
    var queue = OwnedArray<Int>()

    /// Empties every array, keeping their storage.
    mutating func removeAll() {
        variables.removeAll()
        rows.removeAll()
        standing.clearKeepingCapacity()
        peeled.clearKeepingCapacity()
        general.clearKeepingCapacity()
        alone.removeAll()
        queue.removeAll()
    }
}

/// Solving: every component with a changed variable is solved again by the cheapest exact
/// method its shape allows, then definitions are evaluated in order.
///
/// A component first loses its *free rows* (a row with a variable that has no item, no edit and
/// no other row can always be met exactly by that variable, which is computed afterwards). What
/// stands then decides the method: no row, each variable alone (`VariableCost.optimum(jumps:)`); one
/// row, the closed form of `+SingleRow`; more, folding its leaves down to at most one row
/// (`+LeafFolding`, again with its highest soft level made required when that can hold:
/// `+PromotedLevel`) unless a simplex already holds the component, and the simplex
/// (`+General`) when folding does not get there.
extension Engine {
    /// Solves every component with a dirty variable and evaluates the definitions.
    mutating func solve() {
        guard needsSolve else { return }
        restartStampsIfHigh()
        refreshStale()
        while let v = dirty.popLast() {
            guard records.variables[v].isDirty else { continue }
            guard records.holdsVariable(v), records.variables[v].definition < 0 else {
                records.variables[v].isDirty = false
                continue
            }
            if records.variables[v].general >= 0 && resolveGeneralValues(records.variables[v].general) { continue }
            _ = solveComponent(containing: v)
        }
        if evaluation.orderIsStale { rebuildOrder() }
        evaluateChangedDefinitions()
        compactPoolsIfSparse()
        releaseSolveScratchIfLarge()
        needsSolve = false
        solveGeneration &+= 1
    }

    /// Solves the component of `v`. Returns the constraints proving that its required
    /// constraints cannot hold together, or `nil`.
    mutating func solveComponent(containing v: Int) -> [Int]? {
        // A variable that no row mentions is a component of its own, solved from its items.
        if records.variables[v].rowCount == 0 && solvesItemsDirectly && records.variables[v].general < 0 {
            steps &+= 1
            records.variables[v].isDirty = false
            records.variables[v].freeRow = -1
            records.variables[v].keptAnswer = .none
            return solveAlone(v)
        }
        var component = Component()
        swap(&component, &self.component)
        defer { swap(&component, &self.component) }
        component.removeAll()
        collectComponent(from: v, into: &component)
        // What the component was solved by, and what the determinacy of a folded one answered,
        // no longer hold: its records, values or members changed.
        for i in component.variables.indices {
            let u = component.variables[i]
            records.variables[u].isDirty = false
            records.variables[u].freeRow = -1
            records.variables[u].keptAnswer = .none
        }
        let direct = solvesSingleRowsDirectly
        if direct {
            peelFreeRows(&component)
        } else {
            for i in component.rows.indices { component.standing.append(component.rows[i]) }
        }
        let peeledMark = nextStamp()
        for (_, f) in component.peeled { records.variables[f].stamp = peeledMark }
        for i in component.variables.indices where records.variables[component.variables[i]].stamp != peeledMark {
            let u = component.variables[i]
            let inRows = direct ? records.variables[u].standingRows > 0 : records.variables[u].rowCount > 0
            if inRows || !solvesItemsDirectly { component.general.append(u) } else { component.alone.append(u) }
        }
        return solveParts(of: component, direct: direct)
    }

    /// Solves `component`, sorted into its parts: its standing rows by the closed form or the
    /// simplex, the variables outside them alone, then the peeled rows' free variables.
    private mutating func solveParts(of component: borrowing Component, direct: Bool) -> [Int]? {
        let standing = component.standing, peeled = component.peeled
        let folded = standing.count >= 2 && direct && foldsLeaves && !isHeldBySimplex(component)
            && solveByFoldingLeaves(component)
        if standing.count == 1 && direct || component.general.isEmpty || folded {
            leaveGeneral(component)
        }
        if folded {
            closedForms.foldedSolves &+= 1
        } else if standing.count == 1 && direct {
            if let proof = solveSingleRow(standing[0]) { return proof }
        } else if !component.general.isEmpty {
            if let proof = solveGeneral(variables: component.general, rows: standing, peeled: peeled) { return proof }
        }
        // Only the variables in standing rows are members of a general component: the others
        // forget theirs, so that a change on them is not taken for an addition among members.
        for i in component.alone.indices { records.variables[component.alone[i]].general = -1 }
        for (_, f) in peeled { records.variables[f].general = -1 }
        for i in component.alone.indices {
            if let proof = solveAlone(component.alone[i]) { return proof }
        }
        for (row, f) in peeled.reversed() { meetExactly(row, with: f) }
        return nil
    }

    /// Whether a simplex holds (some of) `component`'s standing variables from an earlier solve.
    /// Such a component stays with the simplex while it has two standing rows or more rather
    /// than being folded: its values then change only by the simplex's steps, so that a change
    /// undone (a required constraint rejected) leaves them as they were, bit for bit.
    private func isHeldBySimplex(_ component: borrowing Component) -> Bool {
        component.general.contains { records.variables[$0].general >= 0 }
    }

    /// Takes a component that no longer needs the simplex out of its general component (with
    /// no general component live, no variable is a member and no record is held: nothing to do).
    mutating func leaveGeneral(_ component: borrowing Component) {
        guard generals.components.count > generals.freeSlots.count else { return }
        for i in component.variables.indices where records.variables[component.variables[i]].general >= 0 {
            let v = component.variables[i]
            records.variables[v].general = -1
            var slot = records.variables[v].itemHead
            while slot >= 0 {
                removeFromGeneral(slot)
                slot = records.constraints[slot].itemNext
            }
        }
        for i in component.rows.indices { removeFromGeneral(component.rows[i]) }
    }

    /// Collects the component of `v` into `component` (empty): variables reached through rows.
    mutating func collectComponent(from v: Int, into component: inout Component) {
        let mark = nextStamp()
        // The component held last time is the best guess of its size.
        let id = records.variables[v].general
        let expected = id >= 0 ? generals.components[id]?.variables.count ?? 0 : 0
        if component.variables.capacity < expected + 8 { component.variables.reserveCapacity(expected + 8) }
        if component.rows.capacity < expected + 8 { component.rows.reserveCapacity(expected + 8) }
        records.variables[v].stamp = mark
        component.variables.append(v)
        var i = 0
        while i < component.variables.count {
            let u = component.variables[i]
            i += 1
            steps &+= 1
            var k = records.variables[u].rowHead
            while k >= 0 {
                let r = records.terms[k].owner
                if records.constraints[r].stamp != mark {
                    records.constraints[r].stamp = mark
                    component.rows.append(r)
                    let record = records.constraints[r]
                    for t in record.termStart..<(record.termStart + record.termCount) {
                        let w = records.terms[t].variable
                        if records.variables[w].stamp != mark {
                            records.variables[w].stamp = mark
                            component.variables.append(w)
                        }
                    }
                }
                k = records.terms[k].next
            }
        }
    }

    /// Peels free rows off `component` (repeatedly: peeling one can free another) into its
    /// peeled rows, in peeling order; the others are its standing rows.
    mutating func peelFreeRows(_ component: inout Component) {
        for i in component.variables.indices {
            let v = component.variables[i]
            records.variables[v].standingRows = records.variables[v].rowCount
        }
        func isFree(_ v: Int) -> Bool { records.variables[v].itemCount == 0 && records.variables[v].edit < 0 }
        for i in component.variables.indices where records.variables[component.variables[i]].standingRows == 1 && isFree(component.variables[i]) {
            component.queue.append(component.variables[i])
        }
        let mark = nextStamp()
        while let u = component.queue.popLast() {
            guard records.variables[u].standingRows == 1 else { continue }
            var k = records.variables[u].rowHead
            while k >= 0 && records.constraints[records.terms[k].owner].stamp == mark { k = records.terms[k].next }
            guard k >= 0 else { continue }
            let r = records.terms[k].owner
            records.constraints[r].stamp = mark
            component.peeled.append((r, u))
            let record = records.constraints[r]
            for t in record.termStart..<(record.termStart + record.termCount) {
                let w = records.terms[t].variable
                records.variables[w].standingRows -= 1
                if w != u && records.variables[w].standingRows == 1 && isFree(w) { component.queue.append(w) }
            }
        }
        for i in component.rows.indices where records.constraints[component.rows[i]].stamp != mark { component.standing.append(component.rows[i]) }
    }

    /// Calls `body` with the cost of `v`'s items (in `costScratch`, which `body` must not use).
    mutating func withCost<R>(of v: Int, _ body: (VariableCost) -> R) -> R {
        closedForms.costScratch.pieces.removeAll()
        let bounds = Self.appendItems(of: v, records.variables, records.constraints, to: &closedForms.costScratch.pieces)
        return body(closedForms.costScratch.wholeCost(bounds))
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
        closedForms.costScratch.pieces.removeAll()
        let bounds = Self.appendItems(of: v, records.variables, records.constraints, to: &closedForms.costScratch.pieces)
        if bounds.isInfeasible { return [bounds.lowerSlot, bounds.upperSlot] }
        let value = closedForms.costScratch.wholeCost(bounds)
            .preferredValue(jumps: &closedForms.costScratch.jumps, sortingUpTo: tuning.sortedLevelsLimit).value
        records.setValue(value, of: v)
        return nil
    }

    /// Gives `f` the value that meets row `row` exactly (with equality, for an inequality).
    mutating func meetExactly(_ row: Int, with f: Int) {
        var sum = records.constraints[row].reducedConstant
        var own = 0.0
        let start = records.constraints[row].termStart
        for k in start..<(start + records.constraints[row].termCount) {
            let w = records.terms[k].variable
            if w == f {
                own = records.terms[k].coefficient
            } else {
                sum += records.terms[k].coefficient * records.values[w]
            }
        }
        records.setValue(-sum / own, of: f)
        records.variables[f].freeRow = row
    }

    /// Evaluates every definition in order.
    mutating func evaluateDefinitions() {
        evaluation.needsFullEvaluation = false
        evaluation.redefined.removeAll()
        for i in evaluation.order.indices where evaluation.order[i] >= 0 {
            let v = evaluation.order[i]
            guard records.variables[v].definition >= 0 else { continue }
            records.setValue(definedValue(of: v), of: v)
        }
    }

    /// Writes every registered variable's value into its public object (nothing to do for
    /// variables made by `makeVariable()`: their values are read from the records).
    func writeValues() {
        guard records.objectVariableCount > 0 else { return }
        for v in records.variableObjects.indices {
            records.variableObjects[v]?.value = records.values[v]
        }
    }
}
