/// The engine's variables and constraints by slot: their records, the value of each variable,
/// the public objects with the maps from object to slot, the edit variables, and the pools of
/// terms (reduced rows and definitions, the uses of each variable, the original terms).
///
/// A slot's record and its object are written here; what a new or freed slot means to the
/// other owners (its accumulator line, its closed-form cost, its place in the evaluation
/// order) is the engine's (see `Engine.newVariableSlot()`, `Engine.releaseIfUnused(_:)`).
struct RecordTables: ~Copyable {
    /// This engine's identity in slot hints.
    let identity = SlotHint.newIdentity()

    // MARK: Variables

    var variables = OwnedArray<VariableRecord>()
    /// The value of each variable slot at the last solve, apart from the records: reading the
    /// solution (a view's four edges) and evaluating definitions touch a few dense lines
    /// instead of a record each.
    var values = OwnedArray<Double>()
    /// The variables whose values changed since the client took them, while it tracks them
    /// (values are written through `setValue(_:of:)`).
    var changes = ValueChanges()
    /// The public object of each variable slot (`nil` while the slot is free, and for a
    /// variable made by `makeVariable()`; shorter than `variables` until a slot beyond it gets
    /// one), and how many slots have one.
    var variableObjects = VariableObjects()
    var objectVariableCount = 0
    /// Whether the client of the handle API holds each variable slot (made by `makeVariable()`
    /// and not released yet).
    var clientHolds = OwnedArray<Bool>()
    /// The objects that stand for variables made by `makeVariable()` in the simplex solvers of
    /// general components (see `simplexVariable(_:)`), by slot; shorter than `variables` until
    /// such a variable joins one.
    var standIns = OwnedArray<Variable?>()
    var freeVariables = OwnedArray<Int>()
    /// Slot of each registered variable (hints avoid most lookups; see `SlotHint`).
    var variableIndex = IdentityMap()

    // MARK: Constraints

    var constraints = OwnedArray<ConstraintRecord>()
    /// The public object of each constraint slot (`nil` while the slot is free, and for an
    /// edit or a constraint added by id).
    var objects = ConstraintObjects()
    var freeConstraints = OwnedArray<Int>()
    var constraintIndex = IdentityMap()
    /// What general components hold of each constraint slot (see `GeneralHold`); shorter than
    /// `constraints` until a constraint beyond it joins one.
    var generalHolds = OwnedArray<GeneralHold>()
    /// Edit variables by variable slot.
    var edits = EditTable()
    /// The number of constraints added so far (orders conflict sets).
    var sequence = 0

    // MARK: Term pools

    var terms = TermPool()
    var uses = UsePool()
    /// Every constraint's terms as added (see `OriginalTermPool`).
    var originals = OriginalTermPool()

    // MARK: Variable slots

    /// The slot of a registered variable.
    @inline(__always) func slot(of variable: Variable) -> Int? {
        if let slot = variable.slotHints.slot(in: identity),
            variableObjects[slot] === variable
        {
            return slot
        }
        return variableIndex[ObjectIdentifier(variable)]
    }

    /// The slot the hint of `variable` (which the caller keeps alive) names, if it is this
    /// engine's and holds `variable`. Reading the hint of an unmanaged reference retains
    /// nothing (a strong one loaded from memory would be retained around the atomic load).
    @inline(__always) func hintedSlot(of variable: Unmanaged<Variable>) -> Int? {
        let identity = self.identity
        if let slot = variable._withUnsafeGuaranteedRef({ $0.slotHints.slot(in: identity) }),
            let object = variableObjects[slot], Unmanaged.passUnretained(object).toOpaque() == variable.toOpaque()
        {
            return slot
        }
        return nil
    }

    /// The slot the index holds for `variable`, if any.
    @inline(__always) func indexedSlot(of variable: Unmanaged<Variable>) -> Int? {
        if variableIndex.isEmpty { return nil }
        return variableIndex[variable._withUnsafeGuaranteedRef { ObjectIdentifier($0) }]
    }

    /// Makes `variable` the object of the new or reused variable `slot`.
    mutating func attachObject(_ variable: Variable, to slot: Int) {
        variableObjects[slot] = variable
        objectVariableCount += 1
        if !variable.slotHints.claim(slot, in: identity) { variableIndex[ObjectIdentifier(variable)] = slot }
    }

    /// A freed variable slot with a fresh record and value, or `nil` when none is free.
    @inline(__always) mutating func reuseVariableSlot() -> Int? {
        guard let reused = freeVariables.popLast() else { return nil }
        variables[reused] = VariableRecord()
        setValue(0, of: reused)
        return reused
    }

    /// A new variable slot with a fresh record, no object and no client hold.
    @inline(__always) mutating func appendVariableSlot() -> Int {
        variables.append(VariableRecord())
        values.append(0)
        clientHolds.append(false)
        return variables.count - 1
    }

    /// `count` new variable slots with fresh records and no object, held by the client of the
    /// handle API (`appendVariableSlot()` `count` times, then each held).
    @inline(__always) mutating func appendHeldVariableSlots(_ count: Int) {
        variables.append(repeating: VariableRecord(), count: count)
        values.append(repeating: 0, count: count)
        clientHolds.append(repeating: true, count: count)
    }

    /// Whether variable slot `v` holds a variable: registered as an object, held by the client
    /// of the handle API, or still mentioned by a constraint.
    @inline(__always) func holdsVariable(_ v: Int) -> Bool {
        variableObjects[v] != nil || clientHolds[v] || variables[v].mentions > 0
    }

    /// Gives variable `slot` a fresh record and value, keeping its key (evaluation order place).
    mutating func resetVariable(_ slot: Int, keepingKey key: Int) {
        variables[slot] = VariableRecord()
        variables[slot].key = key
        setValue(0, of: slot)
    }

    /// Frees variable `slot`: detaches its object and stand-in and puts it on the free list.
    mutating func freeVariable(_ slot: Int) {
        if let variable = variableObjects[slot] {
            if !variable.slotHints.release(in: identity) { variableIndex[ObjectIdentifier(variable)] = nil }
            variableObjects[slot] = nil
            objectVariableCount -= 1
        }
        if slot < standIns.count { standIns[slot] = nil }
        variables[slot] = VariableRecord()
        setValue(0, of: slot)
        freeVariables.append(slot)
    }

    /// Reserves room for `count` variable slots in the per-variable arrays.
    mutating func reserveVariables(_ count: Int) {
        variables.reserveCapacity(count)
        values.reserveCapacity(count)
        variableObjects.reserveCapacity(count)
        clientHolds.reserveCapacity(count)
    }

    // MARK: Constraint slots

    /// The slot of a constraint held by the engine (edit constraints included).
    @inline(__always) func slot(of constraint: Constraint) -> Int? {
        if let slot = constraint.slotHints.slot(in: identity),
            objects[slot] === constraint
        {
            return slot
        }
        return constraintIndex[ObjectIdentifier(constraint)]
    }

    /// A constraint record for `Σ terms + constant ⋈ 0` at `priority` with the next sequence
    /// number, whose `originalCount` original terms start at `originalStart`.
    @inline(__always) mutating func nextRecord(
        relation: Relation, priority: Float, constant: Double, isEdit: Bool, originalStart: Int, originalCount: Int
    ) -> ConstraintRecord {
        sequence += 1
        var record = ConstraintRecord()
        record.relation = relation
        record.priority = priority
        record.constant = constant
        record.sequence = sequence
        record.isEdit = isEdit
        record.originalStart = originalStart
        record.originalCount = originalCount
        return record
    }

    /// Stores `record` in a freed constraint slot, or returns `nil` when none is free.
    @inline(__always) mutating func reuseConstraintSlot(for record: ConstraintRecord) -> Int? {
        guard let reused = freeConstraints.popLast() else { return nil }
        constraints[reused] = record
        return reused
    }

    /// Stores `record` in a new constraint slot without an object.
    @inline(__always) mutating func appendConstraintSlot(_ record: ConstraintRecord) -> Int {
        constraints.append(record)
        return constraints.count - 1
    }

    /// Makes `constraint` the public object of constraint `slot`.
    mutating func attachObject(_ constraint: Constraint, to slot: Int) {
        objects[slot] = constraint
        if !constraint.slotHints.claim(slot, in: identity) { constraintIndex[ObjectIdentifier(constraint)] = slot }
    }

    /// Frees a constraint record (its reduced form must already be detached); its original
    /// terms become garbage, still readable until the pools are compacted.
    mutating func freeRecord(_ slot: Int) {
        if let constraint = objects[slot] {
            if !constraint.slotHints.release(in: identity) { constraintIndex[ObjectIdentifier(constraint)] = nil }
            objects[slot] = nil
        }
        originals.garbage += constraints[slot].originalCount
        constraints[slot] = ConstraintRecord()
        if slot < generalHolds.count { generalHolds[slot] = GeneralHold() }
        freeConstraints.append(slot)
    }

    /// Reserves room for `count` constraint slots in the per-constraint arrays and the pools.
    mutating func reserveConstraints(_ count: Int) {
        constraints.reserveCapacity(count)
        objects.reserveCapacity(count)
        terms.reserve(2 * count)
        uses.reserve(count)
        originals.reserve(2 * count)
    }

    /// Gives up the hints this engine claims (when it is dropped or reset), so that the next
    /// solver to register those objects can claim them.
    func releaseHints() {
        for v in variableObjects.indices { if let object = variableObjects[v] { object.slotHints.release(in: identity) } }
        objects.forEach { object in object.slotHints.release(in: identity) }
    }
}
