/// An edit variable.
struct EditInfo {
    var variable: Variable
    var constraintSlot: Int
    var priority: Priority
}

/// The user objects a tableau holds: its variables and constraints by slot, with their
/// records, the free slots, the indexes of objects whose slot hint another solver holds, and
/// the edit variables.
struct ObjectTable: ~Copyable {
    /// This table's identity in slot hints.
    let identity = SlotHint.newIdentity()
    var variables: [Tableau.VariableRecord?] = []
    var variableObjects: [Variable?] = []
    var freeVariableSlots = OwnedArray<Int>()
    /// Slots of the variables whose slot hint another solver holds.
    var variableIndex = IdentityMap()
    var constraints: [Tableau.ConstraintRecord?] = []
    var constraintObjects: [Constraint?] = []
    /// Per constraint slot: the slots of the distinct variables the constraint mentions.
    var constraintVariables: [[Int]] = []
    var freeConstraintSlots = OwnedArray<Int>()
    /// Slots of the constraints whose slot hint another solver holds.
    var constraintIndex = IdentityMap()
    var editIndex = IdentityMap()
    var edits: [EditInfo] = []

    /// Reserves room for `count` constraints and as many variables.
    mutating func reserve(_ count: Int) {
        constraints.reserveCapacity(count)
        constraintObjects.reserveCapacity(count)
        constraintVariables.reserveCapacity(count)
        variables.reserveCapacity(count)
        variableObjects.reserveCapacity(count)
    }

    /// Empties the variable slots from `count` on and puts the free slots back as they were
    /// when the list held `freeCount` slots ending with `saved` (see `SymbolTableCheckpoint`).
    mutating func truncateVariables(to count: Int, freeCount: Int, saved: [Int]) {
        variables.removeLast(variables.count - count)
        variableObjects.removeLast(variableObjects.count - count)
        freeVariableSlots.restore(count: freeCount, endingWith: saved)
    }
}

/// Finding and storing objects. An object's slot is found through its slot hint when this
/// table holds the hint (see `SlotHint`), else through a dictionary kept only for objects
/// whose hint another solver holds.
extension ObjectTable {
    // MARK: Variables

    /// The slot of a registered variable.
    func slot(of variable: Variable) -> Int? {
        if let slot = variable.slotHints.slot(in: identity),
            slot < variableObjects.count, variableObjects[slot] === variable
        {
            return slot
        }
        return variableIndex.isEmpty ? nil : variableIndex[ObjectIdentifier(variable)]
    }

    /// Stores `variable` (use count 0, `symbol`) in `slot`, which is `nextVariableSlot`.
    mutating func register(_ variable: Variable, symbol: Int, in slot: Int) {
        let record = Tableau.VariableRecord(symbol: symbol, useCount: 0)
        if slot == variables.count {
            variables.append(record)
            variableObjects.append(variable)
        } else {
            freeVariableSlots.removeLast()
            variables[slot] = record
            variableObjects[slot] = variable
        }
        if !variable.slotHints.claim(slot, in: identity) { variableIndex[ObjectIdentifier(variable)] = slot }
    }

    /// The slot the next variable goes into.
    var nextVariableSlot: Int { freeVariableSlots.last ?? variables.count }

    /// Forgets the variable in slot `vs`; returns its symbol (to be freed by the caller).
    mutating func unregisterVariable(slot vs: Int) -> Int {
        let symbol = variables[vs]!.symbol
        forgetVariable(slot: vs)
        freeVariableSlots.append(vs)
        return symbol
    }

    /// Empties variable slot `vs` (without making it free).
    mutating func forgetVariable(slot vs: Int) {
        let variable = variableObjects[vs]!
        if !variable.slotHints.release(in: identity) { variableIndex[ObjectIdentifier(variable)] = nil }
        variables[vs] = nil
        variableObjects[vs] = nil
    }

    // MARK: Constraints

    /// The slot of a constraint the tableau holds, edit variables' constraints included.
    func anySlot(of constraint: Constraint) -> Int? {
        if let slot = constraint.slotHints.slot(in: identity),
            slot < constraintObjects.count, constraintObjects[slot] === constraint
        {
            return slot
        }
        return constraintIndex.isEmpty ? nil : constraintIndex[ObjectIdentifier(constraint)]
    }

    /// Whether the tableau holds `constraint`, edit variables' constraints included: `anySlot`
    /// for the add path (mutating, so that it is called in place rather than on a copy).
    mutating func holdsAny(_ constraint: Constraint) -> Bool {
        if let slot = constraint.slotHints.slot(in: identity),
            slot < constraintObjects.count, constraintObjects[slot] === constraint
        {
            return true
        }
        return !constraintIndex.isEmpty && constraintIndex[ObjectIdentifier(constraint)] != nil
    }

    /// The slot of `constraint` if the tableau holds it (edit variables' constraints excluded).
    func slot(of constraint: Constraint) -> Int? {
        guard let slot = anySlot(of: constraint), constraints[slot]?.isEdit == false else { return nil }
        return slot
    }

    /// Whether the tableau holds `constraint`.
    func contains(_ constraint: Constraint) -> Bool { slot(of: constraint) != nil }

    /// The slot the next constraint goes into.
    var nextConstraintSlot: Int { freeConstraintSlots.last ?? constraints.count }

    /// Stores a constraint (its object, if it has one) with its record and the slots of its
    /// variables in `nextConstraintSlot`, which is `slot`.
    mutating func register(_ constraint: Constraint?, _ record: Tableau.ConstraintRecord, variables: [Int], in slot: Int) {
        if slot == constraints.count {
            constraints.append(record)
            constraintObjects.append(constraint)
            constraintVariables.append(variables)
        } else {
            freeConstraintSlots.removeLast()
            constraints[slot] = record
            constraintObjects[slot] = constraint
            constraintVariables[slot] = variables
        }
        if let constraint, !constraint.slotHints.claim(slot, in: identity) {
            constraintIndex[ObjectIdentifier(constraint)] = slot
        }
    }

    /// Empties constraint slot `slot`.
    mutating func unregisterConstraint(slot: Int) {
        if let c = constraintObjects[slot], !c.slotHints.release(in: identity) { constraintIndex[ObjectIdentifier(c)] = nil }
        constraints[slot] = nil
        constraintObjects[slot] = nil
        constraintVariables[slot] = []
        freeConstraintSlots.append(slot)
    }

    /// Gives up the hints this tableau holds (when it is dropped or reset), so that the next
    /// solver to register those objects can claim them.
    func releaseHints() {
        for case let variable? in variableObjects { variable.slotHints.release(in: identity) }
        for case let constraint? in constraintObjects { constraint.slotHints.release(in: identity) }
    }
}

extension Tableau {
    /// What the tableau remembers about a constraint it holds: plain values (the constraint object
    /// and its variables are kept in parallel arrays, so reading a record retains nothing).
    struct ConstraintRecord {
        var priority: Priority
        /// The marker symbol: slack (inequality), dummy (required equality), positive error (soft equality).
        var marker: Int
        /// The second error symbol, or -1.
        var other: Int
        /// The coefficient of `marker` in the constraint's original row `expression + marker·sign …`.
        var markerSign: Double
        /// The constraint's own constant as currently applied to the tableau.
        var constant: Double
        /// Whether this is the internal constraint of an edit variable.
        var isEdit: Bool
        /// The caller's number for a constraint added without an object (`add(_:key:)`), else -1.
        var key: Int = -1
    }

    /// A registered user variable (the object is kept in a parallel array).
    struct VariableRecord {
        var symbol: Int
        var useCount: Int
    }
}
