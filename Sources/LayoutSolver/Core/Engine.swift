/// The solver's engine: the constraint system held as definitions, items and rows, solved
/// component by component (see <doc:HowTheSolverWorks>). ``Solver`` is a thin façade over this
/// value; the concerns live in extensions: `+Add`, `+Remove`, `+Expansion`, `+Reduction`,
/// `+Lists`, `+Definitions`, `+Feasibility`, `+Solve`, `+General`, `+Ambiguity`, `+Dump`, and
/// `+Handles` (variables and constraints known by id instead of by object).
///
/// Noncopyable: its solver holds the only one, and its tables (`OwnedArray`) are written in
/// place without copy-on-write checks.
struct Engine: ~Copyable {
    /// This engine's identity in slot hints.
    let identity = SlotHint.newIdentity()

    // MARK: Variables and constraints

    var variables = OwnedArray<VariableRecord>()
    /// The value of each variable slot at the last solve, apart from the records: reading the
    /// solution (a view's four edges) and evaluating definitions touch a few dense lines
    /// instead of a record each.
    var values = OwnedArray<Double>()
    /// The public object of each variable slot (`nil` while the slot is free, and for a
    /// variable made by `makeVariable()`), and how many slots have one.
    var variableObjects = OwnedArray<Variable?>()
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
    var constraints = OwnedArray<ConstraintRecord>()
    /// The public object of each constraint slot (`nil` while the slot is free, and for an
    /// edit or a constraint added by id).
    var objects = OwnedArray<Constraint?>()
    var freeConstraints = OwnedArray<Int>()
    var constraintIndex = IdentityMap()
    /// Edit variables by variable slot.
    var edits = EditTable()
    /// The number of constraints added so far (orders conflict sets).
    var sequence = 0

    // MARK: Reduced system

    var terms = TermPool()
    var uses = UsePool()
    /// Every constraint's terms as added (see `OriginalTermPool`).
    var originals = OriginalTermPool()
    /// Defined variables by key, in evaluation order. A vacant variable's key holds
    /// `vacantEntry(v)`, a released variable's -1.
    var order = OwnedArray<Int>()
    /// Keys in `order` that hold no definition.
    var vacantKeys = 0
    /// The first key from which `order` must be rebuilt, because a definition there reads a
    /// variable with a later key (`Int.max`: none).
    var orderStaleFrom = Int.max

    /// The `order` entry of vacant variable `v` (negative, so evaluation skips it).
    @inline(__always) static func vacantEntry(_ v: Int) -> Int { -(v + 2) }
    /// Variables whose component must be solved again (may hold duplicates and clean ones).
    var dirty = OwnedArray<Int>()
    /// Constraints whose expanded form is out of date.
    var stale = OwnedArray<Int>()
    /// The general components, each held by a simplex solver (see `+General`).
    var generals: [GeneralComponent?] = []
    var freeGenerals: [Int] = []
    /// Simplex pivots of general components that were freed (see `statistics`).
    var retiredPivots = 0
    /// Elementary steps of expansion, traversal and closed forms (see `statistics`).
    var steps = 0
    /// Whether required constraints are checked by `checkDeferred` instead of by the call that
    /// adds or changes them (see `+DeferredChecks`).
    var defersChecks = false
    /// Required constraints whose check is pending.
    var unchecked = OwnedArray<Int>()
    /// Changes noted while checks are deferred (orders `changeStamp`), and the definitions among
    /// the changed constraints.
    var changeCount = 0
    var changedDefinitions = OwnedArray<Int>()
    /// Counts solves (each starts a new pass of `isDetermined` memos).
    var solveGeneration = 0
    /// The pass of determinacy answers that variables' memos belong to (see `+Ambiguity`).
    var determination = DeterminationPass()
    /// Whether any change waits for `solve()`.
    var needsSolve = false
    /// Whether a component with one row is solved in closed form (off: every component with a
    /// row goes to the simplex; tests compare the two).
    var solvesSingleRowsDirectly = true
    /// Whether components without rows are solved in closed form (off with
    /// `solvesSingleRowsDirectly` for the all-simplex reference).
    var solvesItemsDirectly = true
    /// Whether a component with two standing rows or more is first tried by folding its leaves
    /// into the closed forms (see `+LeafFolding`; off with the other closed forms for the
    /// all-simplex reference).
    var foldsLeaves = true
    /// The size thresholds (see `SolverTuning`), copied into every simplex the engine makes.
    var tuning = SolverTuning.default
    /// Components solved by folding leaves so far (see `statistics`).
    var foldedSolves = 0

    // MARK: Scratch (reused, never shrunk)

    /// Traversal stamp shared by variable and constraint records.
    var stamp = 0
    /// Dense accumulator of an expansion, indexed by variable slot.
    var accumulator = OwnedArray<Double>()
    var accumulated = OwnedArray<Bool>()
    /// The core variables of the current expansion.
    var touched = OwnedArray<Int>()
    /// Where a `Term` holds its variable (see `appendOriginalTerms(of:)`).
    let termVariableOffset = MemoryLayout<Term>.offset(of: \Term.variable)!
    /// The stamp of the current expansion (see `VariableRecord.expansionMark`).
    var expansionStamp = 0
    /// The component being solved (its arrays reused from one to the next).
    var component = Component()
    /// Buffers of the closed forms (the items of the variables solved, the stretches of a row).
    var costScratch = CostScratch()
    /// Buffers of leaf folding (see `+LeafFolding`).
    var foldScratch = FoldScratch()
    /// The items of the variables solved in closed form as costs, kept until they change (see
    /// `+OwnCosts`), and each variable slot's place among them (shorter than `variables` until a
    /// variable beyond it is solved in closed form); the pieces of their soft items, and how
    /// many of those belong to no current cost.
    var ownCosts = OwnedArray<OwnCost>()
    var ownCostIndex = OwnedArray<Int32>()
    var ownPieces = OwnedArray<CostPiece>()
    var ownPieceGarbage = 0
    /// The terms of the reduced form a general component's simplex solver is given (see
    /// `hold(_:in:)`).
    var heldTerms = OwnedArray<Term>()
    /// Defined variables waiting to be expanded, latest key on top.
    var expansionHeap = OwnedArray<Int>()
    var usedDefinitions = OwnedArray<Int>()
    /// Variables held by soft definitions that the last expansions met (see `expand(_:)`).
    var softDefinitionsMet = OwnedArray<Int>()
    /// Variables waiting in `definitionsReach(_:fromOriginalTermsIn:)`.
    var reachStack = OwnedArray<Int>()

    /// Coefficients this small after expansion are taken as zero.
    static let zeroTolerance = 1e-10
    /// The largest magnitude accepted for a constant or a suggested value.
    static let maximumMagnitude = 1e12
    /// The accepted range of a non-zero coefficient's magnitude.
    static let coefficientRange = 1e-6...1e6

    // MARK: Slots

    /// The slot of a registered variable.
    @inline(__always) func slot(of variable: Variable) -> Int? {
        if let slot = variable.slotHints.slot(in: identity),
            slot < variables.count, variableObjects[slot] === variable
        {
            return slot
        }
        return variableIndex[ObjectIdentifier(variable)]
    }

    /// The slot of `variable`, registering it if new. (The hint is checked here rather than by
    /// `slot(of:)`: a non-mutating call from a mutating context copies the fields it reads.)
    @inline(__always) mutating func register(_ variable: Variable) -> Int {
        register(Unmanaged.passUnretained(variable))
    }

    /// The slot of `variable`, which the caller keeps alive, registering it if new. Reading the
    /// hint of an unmanaged reference retains nothing (a strong one loaded from memory would be
    /// retained around the atomic load).
    @inline(__always) mutating func register(_ variable: Unmanaged<Variable>) -> Int {
        let identity = self.identity
        if let slot = variable._withUnsafeGuaranteedRef({ $0.slotHints.slot(in: identity) }), slot < variableObjects.count,
            let object = variableObjects[slot], Unmanaged.passUnretained(object).toOpaque() == variable.toOpaque()
        {
            return slot
        }
        return registerUnhinted(variable)
    }

    /// The slot of a variable whose hint names no slot of this engine: the one the index holds,
    /// or a new one.
    @inline(never) mutating func registerUnhinted(_ variable: Unmanaged<Variable>) -> Int {
        let id = variable._withUnsafeGuaranteedRef { ObjectIdentifier($0) }
        if !variableIndex.isEmpty, let slot = variableIndex[id] { return slot }
        return registerNew(variable.takeUnretainedValue())
    }

    /// Registers `variable`, which the engine does not hold, in a free or new slot.
    mutating func registerNew(_ variable: Variable) -> Int {
        let slot = newVariableSlot()
        variableObjects[slot] = variable
        objectVariableCount += 1
        if !variable.slotHints.claim(slot, in: identity) { variableIndex[ObjectIdentifier(variable)] = slot }
        return slot
    }

    /// A free or new variable slot with a fresh record, no object and no client hold.
    @inline(__always) mutating func newVariableSlot() -> Int {
        if let reused = freeVariables.popLast() {
            variables[reused] = VariableRecord()
            values[reused] = 0
            ownCostChanged(reused)
            return reused
        }
        if variables.isEmpty { reserveVariables(Self.initialCapacity) }
        variables.append(VariableRecord())
        values.append(0)
        variableObjects.append(nil)
        clientHolds.append(false)
        accumulator.append(0)
        accumulated.append(false)
        return variables.count - 1
    }

    /// Whether variable slot `v` holds a variable: registered as an object, held by the client
    /// of the handle API, or still mentioned by a constraint.
    @inline(__always) func holdsVariable(_ v: Int) -> Bool {
        variableObjects[v] != nil || clientHolds[v] || variables[v].mentions > 0
    }

    /// Room reserved by the first variable and the first constraint, so that a small system
    /// does not grow its arrays one doubling at a time from a single element.
    static let initialCapacity = 32

    /// Reserves room for `count` variable slots in the per-variable arrays, and in the lists that
    /// a first solve fills with about one entry per variable: the evaluation order, the dirty
    /// variables and the changed definitions.
    mutating func reserveVariables(_ count: Int) {
        variables.reserveCapacity(count)
        values.reserveCapacity(count)
        variableObjects.reserveCapacity(count)
        clientHolds.reserveCapacity(count)
        accumulator.reserveCapacity(count)
        accumulated.reserveCapacity(count)
        order.reserveCapacity(count)
        dirty.reserveCapacity(count)
        changedDefinitions.reserveCapacity(count)
    }

    /// Reserves room for `count` constraint slots in the per-constraint arrays, the pools and
    /// the constraints awaiting a deferred check.
    mutating func reserveConstraints(_ count: Int) {
        constraints.reserveCapacity(count)
        objects.reserveCapacity(count)
        terms.reserve(2 * count)
        uses.reserve(count)
        originals.reserve(2 * count)
        unchecked.reserveCapacity(count)
    }

    /// Frees the slot of a variable that nothing mentions any more and that the client of the
    /// handle API no longer holds; one that the client holds starts afresh (value 0, no
    /// component), as an object variable that is registered again, but keeps its place in the
    /// evaluation order as a vacant variable: a view hidden and shown again unlinks its position
    /// and links it anew, and defined again in its old place it needs no new order.
    /// (Called only for a slot that held a variable until now.)
    mutating func releaseIfUnused(_ slot: Int) {
        let record = variables[slot]
        guard record.mentions == 0, record.references == 0, record.definition < 0, record.edit < 0,
            record.itemCount == 0, record.rowCount == 0
        else { return }
        if clientHolds[slot] {
            // A key without a definition is vacant: `order` already holds `vacantEntry(slot)`.
            variables[slot] = VariableRecord()
            variables[slot].key = record.key
            values[slot] = 0
            return
        }
        if let variable = variableObjects[slot] {
            if !variable.slotHints.release(in: identity) { variableIndex[ObjectIdentifier(variable)] = nil }
            variableObjects[slot] = nil
            objectVariableCount -= 1
        }
        if slot < standIns.count { standIns[slot] = nil }
        if record.key >= 0 { order[record.key] = -1 }
        variables[slot] = VariableRecord()
        values[slot] = 0
        freeVariables.append(slot)
    }

    /// The slot of a constraint held by the engine (edit constraints included).
    @inline(__always) func slot(of constraint: Constraint) -> Int? {
        if let slot = constraint.slotHints.slot(in: identity),
            slot < constraints.count, objects[slot] === constraint
        {
            return slot
        }
        return constraintIndex[ObjectIdentifier(constraint)]
    }

    /// A new record for `Σ terms + constant ⋈ 0` at `priority`, without an object, whose
    /// original terms are (or are about to be) appended to the pool from `originalStart` (see
    /// `finishOriginalTerms`).
    mutating func newRecord(relation: Relation, priority: Float, constant: Double, isEdit: Bool, originalStart: Int) -> Int {
        sequence += 1
        var record = ConstraintRecord()
        record.relation = relation
        record.priority = priority
        record.constant = constant
        record.sequence = sequence
        record.isEdit = isEdit
        record.originalStart = originalStart
        if let reused = freeConstraints.popLast() {
            constraints[reused] = record
            return reused
        }
        // Three constraints per variable room was made for (a view's four unknowns have a dozen
        // or so), so that a client that reserves variables needs no second round of growth.
        if constraints.isEmpty { reserveConstraints(Swift.max(Self.initialCapacity, 3 * variables.capacity)) }
        constraints.append(record)
        objects.append(nil)
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
        freeConstraints.append(slot)
    }

    /// Gives up the hints this engine claims (when it is dropped or reset), so that the next
    /// solver to register those objects can claim them.
    func releaseHints() {
        for v in variableObjects.indices { if let object = variableObjects[v] { object.slotHints.release(in: identity) } }
        for slot in objects.indices { if let object = objects[slot] { object.slotHints.release(in: identity) } }
    }

    /// A fresh traversal stamp.
    mutating func nextStamp() -> Int {
        stamp &+= 1
        return stamp
    }

    /// Marks a variable's component for the next solve.
    @inline(__always) mutating func markDirty(_ v: Int) {
        needsSolve = true
        if !variables[v].isDirty {
            variables[v].isDirty = true
            dirty.append(v)
        }
    }
}
