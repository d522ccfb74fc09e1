/// Adding constraints: building the row, choosing a subject, the artificial-variable phase, and
/// exact rollback when the constraint is rejected.
extension Tableau {
    /// The largest magnitude accepted for a constant. Pivots multiply and divide numbers, so
    /// finite but huge inputs (1e308) overflow to infinity inside the tableau.
    static let maximumMagnitude = 1e12
    /// The accepted range of a non-zero coefficient's magnitude: pivoting on a coefficient far
    /// outside it leaves coefficients below `nearZeroTolerance` or overflows.
    static let coefficientRange = 1e-6...1e6

    /// Throws `.invalidValue` for a priority outside (0, 1000], a non-finite number, a constant
    /// larger in magnitude than ``maximumMagnitude`` or a coefficient outside ``coefficientRange``.
    static func validate(_ c: Constraint) throws(SolverError) {
        guard c.priority.isValid else {
            throw .invalidValue("priority \(c.priority) of constraint \(c) is outside (0, 1000]")
        }
        for t in c.terms where t.coefficient != 0 && !coefficientRange.contains(abs(t.coefficient)) {
            throw .invalidValue("coefficient \(t.coefficient) of \(t.variable) in constraint \(c) is not finite or outside 1e-6…1e6 in magnitude")
        }
        guard abs(c.constant) <= maximumMagnitude else {
            throw .invalidValue("constant \(c.constant) of constraint \(c) is not finite or too large")
        }
    }

    /// The slot and symbol of `variable`, registering it (use count 0) if new; new slots are
    /// appended to `newSlots`.
    mutating func variableSlot(for variable: Variable, newSlots: inout [Int]) -> (slot: Int, symbol: Int) {
        if let slot = slot(of: variable) { return (slot, variables[slot]!.symbol) }
        let new = register(variable, as: .external)
        newSlots.append(new.slot)
        return new
    }

    /// The subject to make basic in a new row: an external, else a negative marker or error, else
    /// (a row whose constant is exactly 0) the constraint's own slack or error whatever its sign:
    /// it is basic at 0, so the tableau stays feasible without an artificial phase. That is the
    /// case of a bound an earlier one already meets with equality, as every spanning bound of an
    /// aligned stack (`guide.leading ≤ item.leading`, all items on one line); the artificial
    /// phase would cost at least one extra pivot and a journal of the rows it changes.
    func chooseSubject(_ row: Row, marker: Int, other: Int) -> Int {
        for cell in row.cells where kinds[cell.symbol] == .external { return cell.symbol }
        let restricted = kinds[marker] == .slack || kinds[marker] == .error
        if restricted, row.coefficient(of: marker) < 0 { return marker }
        if other >= 0, row.coefficient(of: other) < 0 { return other }
        if row.constant == 0 {
            if restricted, row.coefficient(of: marker) != 0 { return marker }
            if other >= 0, row.coefficient(of: other) != 0 { return other }
        }
        return -1
    }

    /// Required constraints (other than `slot`) owning `symbols`, in slot order.
    func requiredOwners(of symbols: [Int], excluding slot: Int) -> [Constraint] {
        var slots: [Int] = []
        for s in symbols where kinds[s] != .external && kinds[s] != .defined {
            let o = owners[s]
            guard o >= 0, o != slot, let record = constraints[o], record.priority.isRequired, !slots.contains(o)
            else { continue }
            slots.append(o)
        }
        return slots.sorted().compactMap { constraintObjects[$0] }
    }

    /// Adds `c`; returns its slot. On error nothing changes.
    mutating func add(_ c: Constraint, isEdit: Bool = false) throws(SolverError) -> Int {
        if anySlot(of: c) != nil { throw .duplicateConstraint(c) }
        try Self.validate(c)
        // Required equalities define a fresh or vacant variable, soft ones only a vacant variable (a
        // fresh one would change which variables first layouts keep basic, to no gain).
        if definitionsEnabled && !isEdit && c.relation == .equal,
            let term = definableTerm(of: c, fresh: c.priority.isRequired)
        {
            return addDefinition(c, term)
        }

        // What to restore if the constraint is rejected.
        // Only the tails of the free lists can be consumed (at most one symbol per term, two
        // markers and an artificial variable): saving the whole lists would copy them on the
        // first pop, O(free symbols) per add.
        let symbolCount = kinds.count
        let reusable = c.terms.count + 3
        let freeSymbolCount = freeSymbols.count
        let savedFreeSymbols = Array(freeSymbols.suffix(reusable))
        let variableCount = variables.count
        let freeVariableSlotCount = freeVariableSlots.count
        let savedFreeVariableSlots = Array(freeVariableSlots.suffix(reusable))
        var newSlots: [Int] = []
        let slot = nextConstraintSlot

        // The row of the expression over non-basic symbols (definitions and basic rows expanded).
        var slots: [Int] = []
        slots.reserveCapacity(c.terms.count)
        for t in c.terms where t.coefficient != 0 {
            let (vslot, symbol) = variableSlot(for: t.variable, newSlots: &newSlots)
            if !slots.contains(vslot) { slots.append(vslot) }
            accumulate(symbol, t.coefficient)
        }
        var row = resolveAccumulator(constant: c.constant, extraCapacity: 2)

        // Markers, error symbols and the objective level.
        let required = c.priority.isRequired
        var level = -1
        var createdLevel = false
        if !required { (level, createdLevel) = self.level(for: c.priority.value) }
        var marker: Int
        var other = -1
        var sign: Double
        switch c.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            sign = c.relation == .lessThanOrEqual ? 1 : -1
            marker = allocateSymbol(.slack, owner: slot)
            row.add(marker, sign)
            if !required {
                other = allocateSymbol(.error, owner: slot)
                row.add(other, -sign)
                levels[level].row.add(other, 1)
            }
        case .equal:
            if required {
                sign = 1
                marker = allocateSymbol(.dummy, owner: slot)
                row.add(marker, 1)
            } else {
                sign = -1
                marker = allocateSymbol(.error, owner: slot)
                other = allocateSymbol(.error, owner: slot)
                row.add(marker, -1)
                row.add(other, 1)
                levels[level].row.add(marker, 1)
                levels[level].row.add(other, 1)
            }
        }
        if row.constant < 0 { row.scale(by: -1) }

        func rollback() {
            if level >= 0 {
                if createdLevel {
                    levels.remove(at: level)
                } else {
                    for e in [marker, other] where e >= 0 && kinds[e] == .error { levels[level].row.remove(e) }
                }
            }
            for vs in newSlots { forgetVariable(slot: vs) }
            variables.removeLast(variables.count - variableCount)
            variableObjects.removeLast(variableObjects.count - variableCount)
            freeVariableSlots.removeLast(freeVariableSlots.count - (freeVariableSlotCount - savedFreeVariableSlots.count))
            freeVariableSlots.append(contentsOf: savedFreeVariableSlots)
            kinds.removeLast(kinds.count - symbolCount)
            owners.removeLast(owners.count - symbolCount)
            rowOf.removeLast(rowOf.count - symbolCount)
            definitionOf.removeLast(definitionOf.count - symbolCount)
            vacancyOf.removeLast(vacancyOf.count - symbolCount)
            definitionUses.removeLast(definitionUses.count - symbolCount)
            freeSymbols.removeLast(freeSymbols.count - (freeSymbolCount - savedFreeSymbols.count))
            freeSymbols.append(contentsOf: savedFreeSymbols)
            for s in savedFreeSymbols {
                owners[s] = -1
                rowOf[s] = -1
            }
            infeasible.removeAll(keepingCapacity: true)
        }

        var subject = chooseSubject(row, marker: marker, other: other)
        if subject < 0 && row.cells.allSatisfy({ kinds[$0.symbol] == .dummy }) {
            if !isNearZero(row.constant) {
                let conflicting = requiredOwners(of: row.symbols, excluding: slot)
                rollback()
                throw .unsatisfiable(c, conflicting: conflicting)
            }
            subject = marker  // a redundant required equality: its dummy becomes basic at 0
        }
        if subject >= 0 {
            // Symbols created by this add (markers, new variables) occur in no row yet.
            let fresh = kinds[subject] != .external || newSlots.contains(owners[subject])
            row.solve(for: subject)
            substitute(subject, by: row, skipping: -1, levelsOnly: fresh)
            appendRow(row, basic: subject)
        } else if let proof = addWithArtificialVariable(row) {
            let conflicting = requiredOwners(of: proof, excluding: slot)
            rollback()
            throw .unsatisfiable(c, conflicting: conflicting)
        }

        // Commit.
        register(
            c,
            ConstraintRecord(
                priority: c.priority, marker: marker, other: other, markerSign: sign, constant: c.constant,
                isEdit: isEdit),
            variables: slots, in: slot)
        for vs in slots { variables[vs]!.useCount += 1 }
        if level >= 0 { levels[level].count += 1 }
        optimizeOrDefer(removing: false)
        infeasible.removeAll(keepingCapacity: true)
        return slot
    }

    /// Phase one with an artificial variable for a row that has no valid subject: the row joins
    /// the tableau as the artificial variable's, and that variable is minimised as a level above
    /// all others. Returns nil on success, or the symbols of the infeasible artificial objective
    /// (the conflict's markers) after restoring the tableau exactly.
    mutating func addWithArtificialVariable(_ row: Row) -> [Int]? {
        beginJournal()
        let art = allocateSymbol(.slack, owner: -1)
        appendRow(row, basic: art)
        levels.insert(Level(priority: .infinity, row: row, count: 0), at: 0)
        // Deferred: phase one only; the real levels are optimised once, at the flush.
        let bounded = optimize(levelLimit: needsOptimization ? 1 : .max)
        if !bounded || !isNearZero(levels[0].row.constant) {
            var proof = levels[0].row.symbols
            let r = rowOf[art]
            if r >= 0 { proof += rows[r].symbols }
            rollBackJournal()
            levels.remove(at: 0)
            return proof
        }
        commitJournal()
        levels.remove(at: 0)
        let r = rowOf[art]
        if r >= 0 {
            let artRow = rows[r]
            if artRow.isEmpty {
                removeRow(at: r)
            } else {
                var entering = -1
                for rank in 0..<3 where entering < 0 {
                    for cell in artRow.cells {
                        let k = kinds[cell.symbol]
                        let ok = rank == 0 ? (k == .slack || k == .error) : rank == 1 ? k == .external : k == .dummy
                        if ok { entering = cell.symbol; break }
                    }
                }
                pivot(row: r, entering: entering)
            }
        }
        purge([art])
        freeSymbol(art)
        return nil
    }
}
