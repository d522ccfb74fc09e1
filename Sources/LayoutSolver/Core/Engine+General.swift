/// A component with two or more standing rows, held by an incremental simplex solver: the
/// reduced forms of its rows and items as constraints, its edits as edit variables. A class, so
/// that updating its counts and lists in `Engine.generals` copies nothing. Only its engine
/// touches it, one access at a time: its fields need no dynamic exclusivity checks.
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
        // Definitions on (the tableau's default): an equality added while one of its variables
        // is fresh or vacant in the tableau is held as that variable's definition, outside the
        // rows (`Tableau+Definitions`); the ambiguity check reads through definitions
        // (`Tableau+Determinacy`).
        solver.tableau.definitionsEnabled = true
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
            var slot = variables[v].itemHead
            while slot >= 0 {
                held.append(slot)
                slot = constraints[slot].itemNext
            }
        }
        let instance = generalInstance(for: held)
        // Only records that are new or changed need the simplex (most of a component is held
        // as it stands); new ones last and in the order they were added, so that a conflict
        // names the newest.
        held.removeAll { isSynced($0, in: instance) }
        held.sort { a, b in
            let x = constraints[a].simplexInstance == instance, y = constraints[b].simplexInstance == instance
            if x != y { return x }
            return constraints[a].sequence < constraints[b].sequence
        }
        for slot in held {
            if let proof = hold(slot, in: instance) { return proof }
        }
        // A variable the instance held at its last sync and no longer does forgets it: the
        // instance may be synced again over fewer records, and a stale membership would take
        // a variable's change for one of this component's.
        for v in generals[instance]?.variables ?? [] where variables[v].general == instance { variables[v].general = -1 }
        generals[instance]?.variables = members
        generals[instance]?.peeled = peeled
        generals[instance]?.needsSync = false
        generals[instance]?.changedValues.removeAll()
        generals[instance]?.addedSinceSync.removeAll()
        for v in members { variables[v].general = instance }
        readGeneralValues(instance)
        return nil
    }

    /// Whether `instance` holds record `slot` as it stands (same reduced form and constant).
    /// (Mutating only so that its mutating callers call it in place: a non-mutating call from a
    /// mutating context copies the whole engine.)
    mutating func isSynced(_ slot: Int, in instance: Int) -> Bool {
        let record = constraints[slot]
        guard record.simplexInstance == instance else { return false }
        if record.isEdit { return record.heldConstant == -record.reducedConstant }
        return record.simplexSlot >= 0 && record.heldConstant == record.reducedConstant
    }

    /// Solves general component `instance` again after changes of constants or suggested values
    /// and records added among its members only: the simplex takes them incrementally (the dual
    /// simplex, an add), no traversal, no sync. Returns `false` when the component must be
    /// synced instead.
    mutating func resolveGeneralValues(_ instance: Int) -> Bool {
        guard let proof = holdPendingChanges(in: instance), proof.isEmpty else { return false }
        readGeneralValues(instance)
        // The rows peeled off the component read the new values.
        for (row, free) in generals[instance]?.peeled.reversed() ?? [] { meetExactly(row, with: free) }
        return true
    }

    /// Holds what changed in general component `instance` since its last sync, when that is new
    /// constants or suggested values and records added among its members only (the held records
    /// first, then the new ones in the order they were added, as a sync would). Returns `nil`
    /// when the component must be synced instead, else the proof of a conflict (empty: none).
    mutating func holdPendingChanges(in instance: Int) -> [Int]? {
        guard let general = generals[instance], !general.needsSync else { return nil }
        for slot in general.changedValues where constraints[slot].isLive && constraints[slot].simplexInstance == instance {
            if let proof = hold(slot, in: instance) { return proof }
        }
        general.changedValues.removeAll()
        guard !general.addedSinceSync.isEmpty else { return [] }
        let added = general.addedSinceSync.sorted { constraints[$0].sequence < constraints[$1].sequence }
        general.addedSinceSync.removeAll()
        for slot in added where constraints[slot].isLive && !isSynced(slot, in: instance) {
            if let proof = hold(slot, in: instance) { return proof }
        }
        return []
    }

    /// Notes that record `slot` was attached over the variables in `touched`: when all of them
    /// are members of one general component, it is an addition that component holds
    /// incrementally; otherwise each general component they belong to must be synced.
    @inline(never) mutating func noteGeneralAddition(_ slot: Int) {
        guard !touched.isEmpty else { return }
        let instance = variables[touched[0]].general
        var amongMembers = instance >= 0 && generals[instance] != nil
        for i in touched.indices where variables[touched[i]].general != instance {
            amongMembers = false
            break
        }
        if amongMembers {
            generals[instance]?.addedSinceSync.append(slot)
        } else {
            for i in touched.indices { noteGeneralShapeChange(touched[i]) }
        }
    }

    /// The general component whose members are all the variables of reduced form `slot` (an
    /// item or a row), or -1.
    mutating func generalHolding(_ slot: Int) -> Int {
        switch constraints[slot].role {
        case .item:
            return variables[constraints[slot].variable].general
        case .row:
            let start = constraints[slot].termStart, end = start + constraints[slot].termCount
            let instance = variables[terms[start].variable].general
            for k in start..<end where variables[terms[k].variable].general != instance { return -1 }
            return instance
        case .definition, .constant:
            return -1
        }
    }

    /// Reads the values of general component `instance`'s variables and marks them clean.
    mutating func readGeneralValues(_ instance: Int) {
        guard let general = generals[instance] else { return }
        general.solver.updateVariables()
        for v in general.variables where variables[v].general == instance {
            variables[v].isDirty = false
            if let value = simplexValueIfMade(v) { values[v] = value }
        }
    }

    /// Notes that record `slot`, held by a general component, changed its constant.
    mutating func noteGeneralValueChange(_ slot: Int) {
        let id = constraints[slot].simplexInstance
        guard id >= 0 else { return }
        generals[id]?.changedValues.append(slot)
    }

    /// Notes that the general component of `v` (if any) changed shape and must be synced.
    @inline(__always) mutating func noteGeneralShapeChange(_ v: Int) {
        let id = variables[v].general
        if id >= 0 { generals[id]?.needsSync = true }
    }

    /// The instance that already holds exactly (a subset of) these records, or a new one after
    /// taking them out of any other.
    mutating func generalInstance(for held: [Int]) -> Int {
        var candidate = -1
        var count = 0
        var reusable = true
        for slot in held {
            let id = constraints[slot].simplexInstance
            guard id >= 0 else { continue }
            if candidate < 0 { candidate = id }
            if id != candidate { reusable = false }
            count += 1
        }
        if candidate >= 0, reusable, generals[candidate]?.members == count { return candidate }
        for slot in held { removeFromGeneral(slot) }
        let id = freeGenerals.popLast() ?? generals.count
        if id == generals.count { generals.append(nil) }
        generals[id] = GeneralComponent(tuning: tuning)
        return id
    }

    /// Brings record `slot`'s reduced form into `instance`: added, re-added or its constant
    /// updated. Returns the proof of a conflict, or `nil`.
    mutating func hold(_ slot: Int, in instance: Int) -> [Int]? {
        let record = constraints[slot]
        guard let solver = generals[instance]?.solver else { return nil }
        if record.isEdit {
            let variable = simplexVariable(record.variable)
            if record.simplexInstance != instance {
                try? solver.addEditVariable(variable, priority: Priority(record.priority))
                join(slot, instance, held: -1)
                constraints[slot].heldConstant = .nan
            }
            let value = -record.reducedConstant
            if constraints[slot].heldConstant != value {
                try? solver.suggestValue(value, for: variable)
                constraints[slot].heldConstant = value
            }
            return nil
        }
        // A held reduced form keeps its terms: a reshaped record leaves its component first
        // (`detachExpanded`), so only the constant can differ.
        if record.simplexInstance == instance, record.simplexSlot >= 0 {
            guard record.heldConstant != record.reducedConstant else { return nil }
            do throws(TableauConflict) {
                try solver.updateConstant(slot: record.simplexSlot, to: record.reducedConstant)
                constraints[slot].heldConstant = record.reducedConstant
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
        constraints[slot].heldConstant = record.reducedConstant
        return nil
    }

    /// Adds record `slot`'s reduced form to `solver` (no object: its terms over the objects that
    /// stand for its core variables, known by the record's slot); returns its slot there.
    mutating func addReducedForm(of slot: Int, to solver: SimplexSolver) throws(TableauConflict) -> Int {
        let record = constraints[slot]
        switch record.role {
        case .item:
            heldTerms.append(Term(simplexVariable(record.variable), record.coefficient))
        case .row:
            for k in record.termStart..<(record.termStart + record.termCount) {
                heldTerms.append(Term(simplexVariable(terms[k].variable), terms[k].coefficient))
            }
        case .definition, .constant:
            break
        }
        // The terms are let go of (released) whatever the outcome.
        defer { heldTerms.removeAll() }
        return try heldTerms.withUnsafeBufferPointer { terms throws(TableauConflict) in
            let reduced = AddedConstraint(
                terms: terms, constant: record.reducedConstant, relation: record.relation, priority: Priority(record.priority))
            return try solver.add(reduced, key: slot)
        }
    }

    /// Records that `instance` holds `slot` in slot `held` of its simplex solver (-1 for an edit).
    private mutating func join(_ slot: Int, _ instance: Int, held: Int) {
        constraints[slot].simplexInstance = instance
        constraints[slot].simplexSlot = held
        generals[instance]?.members += 1
    }

    /// Takes record `slot` out of its general component, if any (freeing an emptied one).
    mutating func removeFromGeneral(_ slot: Int) {
        let id = constraints[slot].simplexInstance
        guard id >= 0, let general = generals[id] else { return }
        if constraints[slot].isEdit {
            if let variable = simplexVariableIfMade(constraints[slot].variable) {
                try? general.solver.removeEditVariable(variable)
            }
        } else if constraints[slot].simplexSlot >= 0 {
            general.solver.remove(slot: constraints[slot].simplexSlot)
        }
        constraints[slot].simplexInstance = -1
        constraints[slot].simplexSlot = -1
        generals[id]?.members -= 1
        generals[id]?.needsSync = true
        if generals[id]?.members == 0 {
            retiredPivots += generals[id]?.solver.tableau.pivotCount ?? 0
            for v in generals[id]?.variables ?? [] where variables[v].general == id { variables[v].general = -1 }
            generals[id] = nil
            freeGenerals.append(id)
        }
    }

    /// The object that stands for variable slot `v` in the simplex solvers of general
    /// components: its public object, or for a variable made by `makeVariable()` one made the
    /// first time it is needed (named `v<slot>`, dropped when the slot is freed).
    mutating func simplexVariable(_ v: Int) -> Variable {
        if let object = variableObjects[v] { return object }
        if v >= standIns.count { standIns.append(repeating: nil, count: v + 1 - standIns.count) }
        if let standIn = standIns[v] { return standIn }
        let standIn = Variable("v\(v)")
        standIns[v] = standIn
        return standIn
    }

    /// The object that stands for variable slot `v` in simplex solvers, if it has one yet.
    @inline(__always) func simplexVariableIfMade(_ v: Int) -> Variable? {
        variableObjects[v] ?? (v < standIns.count ? standIns[v] : nil)
    }

    /// The value the simplex solvers last wrote into the object of variable slot `v`, read in
    /// place (the object is not retained), or `nil` when it has no object yet.
    @inline(__always) func simplexValueIfMade(_ v: Int) -> Double? {
        if let value = variableObjects[v]?.value { return value }
        return v < standIns.count ? standIns[v]?.value : nil
    }

    /// The records behind `solver`'s conflict over record `culprit`: the culprit, then the
    /// records whose reduced forms prove it (edits never do: they are soft).
    private func proof(of conflict: TableauConflict, by solver: SimplexSolver, culprit: Int) -> [Int] {
        [culprit] + solver.keys(of: conflict.owners)
    }
}
