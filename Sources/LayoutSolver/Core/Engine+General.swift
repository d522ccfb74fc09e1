/// A component with two or more standing rows, held by an incremental simplex solver: the
/// reduced forms of its rows and items as constraints, its edits as edit variables. A class, so
/// that updating its counts and lists in `GeneralComponents.components` copies nothing. Only
/// its engine touches it, one access at a time: its fields need no dynamic exclusivity checks.
final class GeneralComponent {
    let solver: SimplexSolver
    /// Records held.
    @exclusivity(unchecked) var members = 0
    /// The variables of the component at the last sync.
    @exclusivity(unchecked) var variables: [Int] = []
    /// Whether a record of the component was added, removed or reshaped since the last sync.
    @exclusivity(unchecked) var needsSync = false
    /// Held records whose constant (or suggested value) changed since the last sync.
    @exclusivity(unchecked) var changedValues: [Int] = []
    /// Records attached since the last sync over member variables only: the component is the
    /// same plus them, so they are held without a traversal (see `holdPendingChanges(in:)`).
    @exclusivity(unchecked) var addedSinceSync: [Int] = []
    /// The free rows peeled off the component at the last sync, with their free variables, in
    /// peeling order: met again (in reverse) whenever the simplex's values change.
    @exclusivity(unchecked) var peeled: [(row: Int, variable: Int)] = []

    init(tuning: SolverTuning) {
        solver = SimplexSolver()
        solver.tableau.setTuning(tuning)
    }
}

/// Solving general components. A component keeps its simplex solver from one solve to the next
/// while its members stay the same, so an edit or a new constant costs one incremental step
/// (the dual simplex); a component that merged or split is rebuilt.
extension Engine {
    /// Syncs the component of `variables` and `rows` into its simplex solver and reads the
    /// values. Returns the constraints proving infeasibility, or `nil`.
    mutating func solveGeneral(variables members: [Int], rows: [Int], peeled: [(row: Int, variable: Int)]) -> [Int]? {
        var held = rows
        for v in members {
            var slot = records.variables[v].itemHead
            while slot >= 0 {
                held.append(slot)
                slot = records.constraints[slot].itemNext
            }
        }
        let instance = generalInstance(for: held)
        // Only records that are new or changed need the simplex (most of a component is held
        // as it stands); new ones last and in the order they were added, so that a conflict
        // names the newest.
        held.removeAll { isSynced($0, in: instance) }
        held.sort { a, b in
            let x = records[generalHoldOf: a].instance == instance, y = records[generalHoldOf: b].instance == instance
            if x != y { return x }
            return records.constraints[a].sequence < records.constraints[b].sequence
        }
        for slot in held {
            if let proof = hold(slot, in: instance) { return proof }
        }
        // A variable the instance held at its last sync and no longer does forgets it: the
        // instance may be synced again over fewer records, and a stale membership would take
        // a variable's change for one of this component's.
        for v in generals.components[instance]?.variables ?? [] where records.variables[v].general == instance { records.variables[v].general = -1 }
        generals.components[instance]?.variables = members
        generals.components[instance]?.peeled = peeled
        generals.components[instance]?.needsSync = false
        generals.components[instance]?.changedValues.removeAll()
        generals.components[instance]?.addedSinceSync.removeAll()
        for v in members { records.variables[v].general = instance }
        readGeneralValues(instance)
        return nil
    }

    /// Whether `instance` holds record `slot` as it stands (same reduced form and constant).
    /// (Mutating only so that its mutating callers call it in place: a non-mutating call from a
    /// mutating context copies the whole engine.)
    mutating func isSynced(_ slot: Int, in instance: Int) -> Bool {
        let record = records.constraints[slot], holding = records[generalHoldOf: slot]
        guard holding.instance == instance else { return false }
        if record.isEdit { return holding.heldConstant == -record.reducedConstant }
        return holding.simplexSlot >= 0 && holding.heldConstant == record.reducedConstant
    }

    /// Solves general component `instance` again after changes of constants or suggested values
    /// and records added among its members only: the simplex takes them incrementally (the dual
    /// simplex, an add), no traversal, no sync. Returns `false` when the component must be
    /// synced instead.
    mutating func resolveGeneralValues(_ instance: Int) -> Bool {
        guard let proof = holdPendingChanges(in: instance), proof.isEmpty else { return false }
        readGeneralValues(instance)
        // The rows peeled off the component read the new values.
        for (row, free) in generals.components[instance]?.peeled.reversed() ?? [] { meetExactly(row, with: free) }
        return true
    }

    /// Holds what changed in general component `instance` since its last sync, when that is new
    /// constants or suggested values and records added among its members only (the held records
    /// first, then the new ones in the order they were added, as a sync would). Returns `nil`
    /// when the component must be synced instead, else the proof of a conflict (empty: none).
    mutating func holdPendingChanges(in instance: Int) -> [Int]? {
        guard let general = generals.components[instance], !general.needsSync else { return nil }
        for slot in general.changedValues where records.constraints[slot].isLive && records[generalHoldOf: slot].instance == instance {
            if let proof = hold(slot, in: instance) { return proof }
        }
        general.changedValues.removeAll()
        guard !general.addedSinceSync.isEmpty else { return [] }
        let added = general.addedSinceSync.sorted { records.constraints[$0].sequence < records.constraints[$1].sequence }
        general.addedSinceSync.removeAll()
        for slot in added where records.constraints[slot].isLive && !isSynced(slot, in: instance) {
            if let proof = hold(slot, in: instance) { return proof }
        }
        return []
    }

    /// Notes that record `slot` was attached over the variables in `touched`: when all of them
    /// are members of one general component, it is an addition that component holds
    /// incrementally; otherwise each general component they belong to must be synced.
    @inline(never) mutating func noteGeneralAddition(_ slot: Int) {
        guard !expansion.touched.isEmpty else { return }
        let instance = records.variables[expansion.touched[0]].general
        var amongMembers = instance >= 0 && generals.components[instance] != nil
        for i in expansion.touched.indices where records.variables[expansion.touched[i]].general != instance {
            amongMembers = false
            break
        }
        if amongMembers {
            generals.components[instance]?.addedSinceSync.append(slot)
        } else {
            for i in expansion.touched.indices { noteGeneralShapeChange(expansion.touched[i]) }
        }
    }

    /// `noteGeneralAddition(_:)` for an item: record `slot` attached over `v` alone.
    @inline(never) mutating func noteGeneralAddition(_ slot: Int, over v: Int) {
        let instance = records.variables[v].general
        if instance >= 0 && generals.components[instance] != nil {
            generals.components[instance]?.addedSinceSync.append(slot)
        } else {
            noteGeneralShapeChange(v)
        }
    }

    /// The general component whose members are all the variables of reduced form `slot` (an
    /// item or a row), or -1.
    mutating func generalHolding(_ slot: Int) -> Int {
        switch records.constraints[slot].role {
        case .item:
            return records.variables[records.constraints[slot].variable].general
        case .row:
            let start = records.constraints[slot].termStart, end = start + records.constraints[slot].termCount
            let instance = records.variables[records.terms[start].variable].general
            for k in start..<end where records.variables[records.terms[k].variable].general != instance { return -1 }
            return instance
        case .definition, .constant:
            return -1
        }
    }

    /// Reads the values of general component `instance`'s variables and marks them clean.
    mutating func readGeneralValues(_ instance: Int) {
        guard let general = generals.components[instance] else { return }
        general.solver.updateVariables()
        for v in general.variables where records.variables[v].general == instance {
            records.variables[v].isDirty = false
            if let value = simplexValueIfMade(v) { records.setValue(value, of: v) }
        }
    }

    /// Notes that record `slot`, held by a general component, changed its constant.
    mutating func noteGeneralValueChange(_ slot: Int) {
        let id = records[generalHoldOf: slot].instance
        guard id >= 0 else { return }
        generals.components[id]?.changedValues.append(slot)
    }

    /// Notes that the general component of `v` (if any) changed shape and must be synced.
    @inline(__always) mutating func noteGeneralShapeChange(_ v: Int) {
        let id = records.variables[v].general
        if id >= 0 { generals.components[id]?.needsSync = true }
    }

    /// The instance that already holds exactly (a subset of) these records, or a new one after
    /// taking them out of any other.
    mutating func generalInstance(for held: [Int]) -> Int {
        var candidate = -1
        var count = 0
        var reusable = true
        for slot in held {
            let id = records[generalHoldOf: slot].instance
            guard id >= 0 else { continue }
            if candidate < 0 { candidate = id }
            if id != candidate { reusable = false }
            count += 1
        }
        if candidate >= 0, reusable, generals.components[candidate]?.members == count { return candidate }
        for slot in held { removeFromGeneral(slot) }
        return generals.make(tuning: tuning)
    }

    /// Brings record `slot`'s reduced form into `instance`: added, re-added or its constant
    /// updated. Returns the proof of a conflict, or `nil`.
    mutating func hold(_ slot: Int, in instance: Int) -> [Int]? {
        let record = records.constraints[slot], holding = records[generalHoldOf: slot]
        guard let solver = generals.components[instance]?.solver else { return nil }
        if record.isEdit {
            let variable = simplexVariable(record.variable)
            if holding.instance != instance {
                try? solver.addEditVariable(variable, priority: Priority(record.priority))
                join(slot, instance, held: -1)
                records[generalHoldOf: slot].heldConstant = .nan
            }
            let value = -record.reducedConstant
            if records[generalHoldOf: slot].heldConstant != value {
                try? solver.suggestValue(value, for: variable)
                records[generalHoldOf: slot].heldConstant = value
            }
            return nil
        }
        // A held reduced form keeps its terms: a reshaped record leaves its component first
        // (`detachExpanded`), so only the constant can differ.
        if holding.instance == instance, holding.simplexSlot >= 0 {
            guard holding.heldConstant != record.reducedConstant else { return nil }
            do throws(TableauConflict) {
                try solver.updateConstant(slot: holding.simplexSlot, to: record.reducedConstant)
                records[generalHoldOf: slot].heldConstant = record.reducedConstant
                return nil
            } catch {
                return proof(of: error, by: solver, culprit: slot)
            }
        }
        // The records a sync or a check adds are optimised for once, when values are read.
        solver.deferOptimization()
        let held: Int
        do throws(TableauConflict) {
            held = try addReducedForm(of: slot, to: solver)
        } catch {
            return proof(of: error, by: solver, culprit: slot)
        }
        join(slot, instance, held: held)
        records[generalHoldOf: slot].heldConstant = record.reducedConstant
        return nil
    }

    /// Adds record `slot`'s reduced form to `solver` (no object: its terms over the objects that
    /// stand for its core variables, known by the record's slot); returns its slot there.
    mutating func addReducedForm(of slot: Int, to solver: SimplexSolver) throws(TableauConflict) -> Int {
        let record = records.constraints[slot]
        switch record.role {
        case .item:
            generals.heldTerms.append(Term(simplexVariable(record.variable), record.coefficient))
        case .row:
            for k in record.termStart..<(record.termStart + record.termCount) {
                generals.heldTerms.append(Term(simplexVariable(records.terms[k].variable), records.terms[k].coefficient))
            }
        case .definition, .constant:
            break
        }
        // The terms are let go of (released) whatever the outcome.
        defer { generals.heldTerms.removeAll() }
        return try generals.heldTerms.withUnsafeBufferPointer { terms throws(TableauConflict) in
            let reduced = AddedConstraint(
                terms: terms, constant: record.reducedConstant, relation: record.relation, priority: Priority(record.priority))
            return try solver.add(reduced, key: slot)
        }
    }

    /// Records that `instance` holds `slot` in slot `held` of its simplex solver (-1 for an edit).
    private mutating func join(_ slot: Int, _ instance: Int, held: Int) {
        records[generalHoldOf: slot].instance = instance
        records[generalHoldOf: slot].simplexSlot = held
        generals.components[instance]?.members += 1
    }

    /// Takes record `slot` out of its general component, if any (freeing an emptied one).
    mutating func removeFromGeneral(_ slot: Int) {
        let id = records[generalHoldOf: slot].instance
        guard id >= 0, let general = generals.components[id] else { return }
        if records.constraints[slot].isEdit {
            if let variable = simplexVariableIfMade(records.constraints[slot].variable) {
                try? general.solver.removeEditVariable(variable)
            }
        } else if records[generalHoldOf: slot].simplexSlot >= 0 {
            general.solver.remove(slot: records[generalHoldOf: slot].simplexSlot)
        }
        records[generalHoldOf: slot].instance = -1
        records[generalHoldOf: slot].simplexSlot = -1
        generals.components[id]?.members -= 1
        generals.components[id]?.needsSync = true
        if generals.components[id]?.members == 0 {
            for v in generals.free(id) where records.variables[v].general == id { records.variables[v].general = -1 }
        }
    }

    /// The object that stands for variable slot `v` in the simplex solvers of general
    /// components: its public object, or for a variable made by `makeVariable()` one made the
    /// first time it is needed (named `v<slot>`, dropped when the slot is freed).
    mutating func simplexVariable(_ v: Int) -> Variable {
        if let object = records.variableObjects[v] { return object }
        if v >= records.standIns.count { records.standIns.append(repeating: nil, count: v + 1 - records.standIns.count) }
        if let standIn = records.standIns[v] { return standIn }
        let standIn = Variable("v\(v)")
        records.standIns[v] = standIn
        return standIn
    }

    /// The object that stands for variable slot `v` in simplex solvers, if it has one yet.
    @inline(__always) func simplexVariableIfMade(_ v: Int) -> Variable? {
        records.variableObjects[v] ?? (v < records.standIns.count ? records.standIns[v] : nil)
    }

    /// The value the simplex solvers last wrote into the object of variable slot `v`, read in
    /// place (the object is not retained), or `nil` when it has no object yet.
    @inline(__always) func simplexValueIfMade(_ v: Int) -> Double? {
        if let value = records.variableObjects[v]?.value { return value }
        return v < records.standIns.count ? records.standIns[v]?.value : nil
    }

    /// The records behind `solver`'s conflict over record `culprit`: the culprit, then the
    /// records whose reduced forms prove it (edits never do: they are soft).
    private func proof(of conflict: TableauConflict, by solver: SimplexSolver, culprit: Int) -> [Int] {
        [culprit] + solver.keys(of: conflict.owners)
    }
}
