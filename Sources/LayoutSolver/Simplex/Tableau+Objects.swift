/// The user objects the tableau holds: variables and constraints by slot. An object's slot is
/// found through its slot hint when this tableau holds the hint (see `SlotHint`), else through
/// a dictionary kept only for objects whose hint another solver holds.
extension Tableau {
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

    /// Registers `variable` (use count 0) with a new symbol of `kind`; returns its slot and symbol.
    mutating func register(_ variable: Variable, as kind: SymbolKind) -> (slot: Int, symbol: Int) {
        let slot = freeVariableSlots.popLast() ?? variables.count
        let symbol = allocateSymbol(kind, owner: slot)
        let record = VariableRecord(symbol: symbol, useCount: 0)
        if slot == variables.count {
            variables.append(record)
            variableObjects.append(variable)
        } else {
            variables[slot] = record
            variableObjects[slot] = variable
        }
        if !variable.slotHints.claim(slot, in: identity) { variableIndex[ObjectIdentifier(variable)] = slot }
        return (slot, symbol)
    }

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
    mutating func register(_ constraint: Constraint?, _ record: ConstraintRecord, variables: [Int], in slot: Int) {
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
