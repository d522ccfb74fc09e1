/// The parts of a constraint being added: an object's (`add(_:isEdit:)`), or those of one that
/// has no object (a reduced record of an `Engine` general component, `add(_:key:)`). The terms
/// are valid only during the add.
struct AddedConstraint {
    /// The terms (a variable may repeat; zero coefficients are skipped).
    var terms: UnsafeBufferPointer<Term>
    /// The expression's constant.
    var constant: Double
    /// How the expression relates to zero.
    var relation: Relation
    /// The priority level.
    var priority: Priority
}

/// Why the tableau rejected an add or a constant change: the required constraints (slots, in
/// slot order) that prove the conflict, or none for invalid numbers.
struct TableauConflict: Error {
    /// The slots of the required constraints proving the conflict.
    var owners: [Int]
}

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
        // The hint and the index are read here rather than by `slot(of:)`: a non-mutating call
        // from a mutating context copies the whole tableau.
        if let slot = variable.slotHints.slot(in: objects.identity),
            slot < objects.variableObjects.count, objects.variableObjects[slot] === variable
        {
            return (slot, objects.variables[slot]!.symbol)
        }
        if !objects.variableIndex.isEmpty, let slot = objects.variableIndex[ObjectIdentifier(variable)] { return (slot, objects.variables[slot]!.symbol) }
        let new = register(variable, as: .external)
        newSlots.append(new.slot)
        return new
    }

    /// The subject to make basic in a new row: an external, else a negative marker or error, else
    /// (a row whose constant is exactly 0) the constraint's own slack or error whatever its sign:
    /// it is basic at 0, so the tableau stays feasible without an artificial phase. That is the
    /// case of a bound an earlier one already meets with equality, as every boundary of an
    /// aligned stack (`canvas.leading ≤ item.leading`, all items on one line); the artificial
    /// phase would cost at least one extra pivot and a journal of the rows it changes.
    /// (Mutating only so that the add path calls it in place: a non-mutating call from a
    /// mutating context copies the whole tableau.)
    mutating func chooseSubject(_ row: Row, marker: Int, other: Int) -> Int {
        for cell in row.cells where symbols.kinds[cell.symbol] == .external { return cell.symbol }
        let restricted = symbols.kinds[marker] == .slack || symbols.kinds[marker] == .error
        if restricted, row.coefficient(of: marker) < 0 { return marker }
        if other >= 0, row.coefficient(of: other) < 0 { return other }
        if row.constant == 0 {
            if restricted, row.coefficient(of: marker) != 0 { return marker }
            if other >= 0, row.coefficient(of: other) != 0 { return other }
        }
        return -1
    }

    /// Required constraints (other than `slot`) owning `candidates`: their slots, in slot order.
    func requiredOwners(of candidates: [Int], excluding slot: Int) -> [Int] {
        var slots: [Int] = []
        for s in candidates where symbols.kinds[s] != .external {
            let o = symbols.owners[s]
            guard o >= 0, o != slot, let record = objects.constraints[o], record.priority.isRequired, !slots.contains(o)
            else { continue }
            slots.append(o)
        }
        return slots.sorted()
    }

    /// Adds `c`; returns its slot. On error nothing changes.
    mutating func add(_ c: Constraint, isEdit: Bool = false) throws(SolverError) -> Int {
        if objects.holdsAny(c) { throw .duplicateConstraint(c) }
        try Self.validate(c)
        let added = c.terms.withUnsafeBufferPointer { terms -> Result<Int, TableauConflict> in
            let parts = AddedConstraint(terms: terms, constant: c.constant, relation: c.relation, priority: c.priority)
            do throws(TableauConflict) {
                return .success(try add(parts, object: c, key: -1, isEdit: isEdit))
            } catch {
                return .failure(error)
            }
        }
        switch added {
        case let .success(slot): return slot
        case let .failure(conflict): throw .unsatisfiable(c, conflicting: conflict.owners.compactMap { objects.constraintObjects[$0] })
        }
    }

    /// Adds a constraint that has no object, which the caller knows as `key`; returns its slot.
    /// Throws the required constraints proving a conflict, or none for a priority outside
    /// (0, 1000], a non-finite number, or one out of range; on error nothing changes.
    mutating func add(_ c: AddedConstraint, key: Int) throws(TableauConflict) -> Int {
        guard c.priority.isValid, abs(c.constant) <= Self.maximumMagnitude,
            !c.terms.contains(where: { $0.coefficient != 0 && !Self.coefficientRange.contains(abs($0.coefficient)) })
        else { throw TableauConflict(owners: []) }
        return try add(c, object: nil, key: key, isEdit: false)
    }

    /// Adds `c` (valid) as `object`, if any, known as `key`; returns its slot. On error nothing
    /// changes.
    private mutating func add(_ c: AddedConstraint, object: Constraint?, key: Int, isEdit: Bool) throws(TableauConflict) -> Int {
        let saved = checkpoint(termCount: c.terms.count)
        var newSlots: [Int] = []
        let slot = objects.nextConstraintSlot
        var (row, slots) = expressionRow(of: c, newSlots: &newSlots)
        let markers = addMarkers(of: c, slot: slot, to: &row)
        if row.constant < 0 { row.scale(by: -1) }
        do {
            // Moved: solving the row in `makeBasic` then needs no copy of its cells.
            try makeBasic(consume row, slot: slot, markers: markers, newSlots: newSlots)
        } catch {
            removeMarkers(markers)
            restore(saved, forgetting: newSlots)
            objective.infeasible.removeAll(keepingCapacity: true)
            throw error
        }
        objects.register(
            object,
            ConstraintRecord(
                priority: c.priority, marker: markers.marker, other: markers.other, markerSign: markers.sign,
                constant: c.constant, isEdit: isEdit, key: key),
            variables: slots, in: slot)
        for vs in slots { objects.variables[vs]!.useCount += 1 }
        if markers.level >= 0 { objective.levels[markers.level].count += 1 }
        optimizeOrDefer(removing: false)
        objective.infeasible.removeAll(keepingCapacity: true)
        return slot
    }

    /// The markers and error symbols of a constraint being added, and its objective level.
    struct AddedMarkers {
        var marker: Int
        var other = -1
        var sign: Double
        var level = -1
        var createdLevel = false
    }

    /// The row of `c`'s expression over non-basic symbols (basic rows expanded),
    /// and the slots of its variables (registering new ones in `newSlots`).
    private mutating func expressionRow(of c: AddedConstraint, newSlots: inout [Int]) -> (row: Row, slots: [Int]) {
        var slots: [Int] = []
        slots.reserveCapacity(c.terms.count)
        for t in c.terms where t.coefficient != 0 {
            let (vslot, symbol) = variableSlot(for: t.variable, newSlots: &newSlots)
            if !slots.contains(vslot) { slots.append(vslot) }
            accumulate(symbol, t.coefficient)
        }
        // Room for the markers, and for the symbols later pivots bring in (a row of the tableau
        // grows as others are substituted into it: reallocating it each time costs more).
        return (resolveAccumulator(constant: c.constant, extraCapacity: 2 + c.terms.count + 4), slots)
    }

    /// Adds `c`'s marker (a slack or dummy) and, for a soft constraint, its error symbols to
    /// `row` and to its objective level.
    private mutating func addMarkers(of c: AddedConstraint, slot: Int, to row: inout Row) -> AddedMarkers {
        let required = c.priority.isRequired
        var level = -1, createdLevel = false
        if !required { (level, createdLevel) = objective.level(for: c.priority.value) }
        var added: AddedMarkers
        switch c.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = c.relation == .lessThanOrEqual ? 1 : -1
            added = AddedMarkers(marker: allocateSymbol(.slack, owner: slot), sign: sign)
            row.add(added.marker, sign)
            if !required {
                added.other = allocateSymbol(.error, owner: slot)
                row.add(added.other, -sign)
                objective.levels[level].add(added.other, 1)
            }
        case .equal:
            if required {
                added = AddedMarkers(marker: allocateSymbol(.dummy, owner: slot), sign: 1)
                row.add(added.marker, 1)
            } else {
                added = AddedMarkers(marker: allocateSymbol(.error, owner: slot), sign: -1)
                added.other = allocateSymbol(.error, owner: slot)
                row.add(added.marker, -1)
                row.add(added.other, 1)
                objective.levels[level].add(added.marker, 1)
                objective.levels[level].add(added.other, 1)
            }
        }
        added.level = level
        added.createdLevel = createdLevel
        return added
    }

    /// Takes a rejected constraint's error symbols out of its objective level (or the level out,
    /// when the constraint created it).
    private mutating func removeMarkers(_ added: AddedMarkers) {
        guard added.level >= 0 else { return }
        if added.createdLevel {
            objective.levels.remove(at: added.level)
            return
        }
        for e in [added.marker, added.other] where e >= 0 && symbols.kinds[e] == .error { objective.levels[added.level].remove(e) }
    }

    /// Makes `row` part of the tableau: solved for a subject, or through the artificial phase;
    /// throws the required constraints that the constraint in `slot` conflicts with.
    private mutating func makeBasic(
        _ row: consuming Row, slot: Int, markers: AddedMarkers, newSlots: [Int]
    ) throws(TableauConflict) {
        var subject = chooseSubject(row, marker: markers.marker, other: markers.other)
        if subject < 0 && row.cells.allSatisfy({ symbols.kinds[$0.symbol] == .dummy }) {
            if !isNearZero(row.constant) {
                throw TableauConflict(owners: requiredOwners(of: row.symbols, excluding: slot))
            }
            subject = markers.marker  // a redundant required equality: its dummy becomes basic at 0
        }
        if subject >= 0 {
            // Symbols created by this add (markers, new variables) occur in no row yet.
            let fresh = symbols.kinds[subject] != .external || newSlots.contains(symbols.owners[subject])
            row.solve(for: subject)
            substitute(subject, by: row, skipping: -1, levelsOnly: fresh)
            basis.appendRow(row, basic: subject)
        } else if let proof = addWithArtificialVariable(row) {
            throw TableauConflict(owners: requiredOwners(of: proof, excluding: slot))
        }
    }

    /// Phase one with an artificial variable for a row that has no valid subject: the row joins
    /// the tableau as the artificial variable's, and that variable is minimised as a level above
    /// all others. Returns nil on success, or the symbols of the infeasible artificial objective
    /// (the conflict's markers) after restoring the tableau exactly.
    mutating func addWithArtificialVariable(_ row: Row) -> [Int]? {
        beginJournal()
        let art = allocateSymbol(.slack, owner: -1)
        basis.appendRow(row, basic: art)
        objective.levels.insert(Level(priority: .infinity, row: row, count: 0), at: 0)
        // Deferred: phase one only; the real levels are optimised once, at the flush.
        let bounded = optimize(levelLimit: objective.needsOptimization ? 1 : .max)
        if !bounded || !isNearZero(objective.levels[0].row.constant) {
            var proof = objective.levels[0].symbols
            let r = basis.rowOf[art]
            if r >= 0 { proof += basis.rows[r].symbols }
            rollBackJournal()
            objective.levels.remove(at: 0)
            return proof
        }
        commitJournal()
        objective.levels.remove(at: 0)
        let r = basis.rowOf[art]
        if r >= 0 {
            let artRow = basis.rows[r]
            if artRow.isEmpty {
                basis.removeRow(at: r)
            } else {
                var entering = -1
                for rank in 0..<3 where entering < 0 {
                    for cell in artRow.cells {
                        let k = symbols.kinds[cell.symbol]
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
