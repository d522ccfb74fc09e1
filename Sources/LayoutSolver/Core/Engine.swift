/// The solver's engine: the constraint system held as definitions, items and rows, solved
/// component by component (see <doc:HowTheSolverWorks>). ``Solver`` is a thin façade over this
/// value.
///
/// Its state is held by owners, each with its own methods: the variables and constraints by
/// slot with their objects and term pools (`RecordTables`), the definitions' evaluation order
/// (`EvaluationOrder`), the scratch of expansions (`ExpansionScratch`), the checks deferred to
/// `checkDeferred` (`DeferredChecks`), the closed forms' costs and buffers (`ClosedForms`) and
/// the simplex solvers of general components (`GeneralComponents`). The operations that span
/// several owners are the engine's, by file: the entry points (`+API`, `+Handles`), adding and
/// removing constraints (`+Add`, `+Remove`), expansion and reduction (`+Expansion`,
/// `+Reduction`, `+Lists`), definitions (`+Definitions`), deferred checks (`+DeferredChecks`),
/// solving (`+Solve`, `+Feasibility`, `+General` and the closed forms in `Direct/`),
/// determinacy (`+Ambiguity`), compaction (`+Compaction`) and reading the state (`+Checks`,
/// `+Dump`).
///
/// Noncopyable: its solver holds the only one, and its tables (`OwnedArray`) are written in
/// place without copy-on-write checks.
struct Engine: ~Copyable {
    var records = RecordTables()
    var evaluation = EvaluationOrder()
    var expansion = ExpansionScratch()
    var deferred = DeferredChecks()
    var closedForms = ClosedForms()
    var generals = GeneralComponents()

    // MARK: Solving

    /// Variables whose component must be solved again (may hold duplicates and clean ones).
    var dirty = OwnedArray<Int>()
    /// Constraints whose expanded form is out of date.
    var stale = OwnedArray<Int>()
    /// Whether any change waits for `solve()`.
    var needsSolve = false
    /// The component being solved (its arrays reused from one to the next).
    var component = Component()
    /// Traversal stamp shared by variable and constraint records.
    var stamp = 0
    /// Elementary steps of expansion, traversal and closed forms (see `statistics`).
    var steps = 0
    /// Counts solves (each starts a new pass of `isDetermined` memos).
    var solveGeneration = 0
    /// Definitions evaluated so far (see `statistics`).
    var definitionEvaluations = 0
    /// The pass of determinacy answers that variables' memos belong to (see `+Ambiguity`).
    var determination = DeterminationPass()

    // MARK: Settings

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

    /// Coefficients this small after expansion are taken as zero.
    static let zeroTolerance = 1e-10
    /// The largest magnitude accepted for a constant or a suggested value.
    static let maximumMagnitude = 1e12
    /// The accepted range of a non-zero coefficient's magnitude.
    static let coefficientRange = 1e-6...1e6

    // MARK: Slots

    /// The slot of `variable`, registering it if new. (The hint is checked here rather than by
    /// `slot(of:)`: a non-mutating call from a mutating context copies the fields it reads.)
    @inline(__always) mutating func register(_ variable: Variable) -> Int {
        register(Unmanaged.passUnretained(variable))
    }

    /// The slot of `variable`, which the caller keeps alive, registering it if new.
    @inline(__always) mutating func register(_ variable: Unmanaged<Variable>) -> Int {
        if let slot = records.hintedSlot(of: variable) { return slot }
        return registerUnhinted(variable)
    }

    /// The slot of a variable whose hint names no slot of this engine: the one the index holds,
    /// or a new one.
    @inline(never) mutating func registerUnhinted(_ variable: Unmanaged<Variable>) -> Int {
        if let slot = records.indexedSlot(of: variable) { return slot }
        return registerNew(variable.takeUnretainedValue())
    }

    /// Registers `variable`, which the engine does not hold, in a free or new slot.
    mutating func registerNew(_ variable: Variable) -> Int {
        let slot = newVariableSlot()
        records.attachObject(variable, to: slot)
        return slot
    }

    /// A free or new variable slot with a fresh record, no object and no client hold.
    @inline(__always) mutating func newVariableSlot() -> Int {
        if let reused = records.reuseVariableSlot() {
            closedForms.costChanged(reused)
            return reused
        }
        if records.variables.isEmpty { reserveVariables(Self.initialCapacity) }
        expansion.appendVariableSlot()
        if evaluation.readersAreLinked { evaluation.readerHeads.append(-1) }
        return records.appendVariableSlot()
    }

    /// Room reserved by the first variable and the first constraint, so that a small system
    /// does not grow its arrays one doubling at a time from a single element.
    static let initialCapacity = 32

    /// Reserves room for `count` variable slots in the per-variable arrays, and in the lists that
    /// a first solve fills with about one entry per variable: the evaluation order, the dirty
    /// variables and the changed definitions.
    mutating func reserveVariables(_ count: Int) {
        records.reserveVariables(count)
        expansion.reserveVariables(count)
        evaluation.order.reserveCapacity(count)
        dirty.reserveCapacity(count)
        deferred.changedDefinitions.reserveCapacity(count)
    }

    /// Reserves room for `count` constraint slots in the per-constraint arrays, the pools and
    /// the constraints awaiting a deferred check.
    mutating func reserveConstraints(_ count: Int) {
        records.reserveConstraints(count)
        deferred.unchecked.reserveCapacity(count)
    }

    /// Frees the slot of a variable that nothing mentions any more and that the client of the
    /// handle API no longer holds; one that the client holds starts afresh (value 0, no
    /// component), as an object variable that is registered again, but keeps its place in the
    /// evaluation order as a vacant variable: a view hidden and shown again unlinks its position
    /// and links it anew, and defined again in its old place it needs no new order.
    /// (Called only for a slot that held a variable until now.)
    mutating func releaseIfUnused(_ slot: Int) {
        let record = records.variables[slot]
        guard record.mentions == 0, record.references == 0, record.definition < 0, record.edit < 0,
            record.itemCount == 0, record.rowCount == 0
        else { return }
        if records.clientHolds[slot] {
            // A key without a definition is vacant: `order` already holds `vacantEntry(slot)`.
            records.resetVariable(slot, keepingKey: record.key)
            return
        }
        if record.key >= 0 { evaluation.order[record.key] = -1 }
        records.freeVariable(slot)
    }

    /// A new record for `Σ terms + constant ⋈ 0` at `priority`, without an object, whose
    /// original terms are (or are about to be) appended to the pool from `originalStart` (see
    /// `finishOriginalTerms`); `originalCount` of them, when the caller knows it already.
    mutating func newRecord(
        relation: Relation, priority: Float, constant: Double, isEdit: Bool, originalStart: Int, originalCount: Int = 0
    ) -> Int {
        let record = records.nextRecord(
            relation: relation, priority: priority, constant: constant, isEdit: isEdit, originalStart: originalStart,
            originalCount: originalCount)
        if let reused = records.reuseConstraintSlot(for: record) { return reused }
        // Three constraints per variable room was made for (a view's four unknowns have a dozen
        // or so), so that a client that reserves variables needs no second round of growth.
        if records.constraints.isEmpty { reserveConstraints(Swift.max(Self.initialCapacity, 3 * records.variables.capacity)) }
        return records.appendConstraintSlot(record)
    }

    /// A fresh traversal stamp.
    mutating func nextStamp() -> Int {
        stamp &+= 1
        return stamp
    }

    /// The stamp past which `restartStampsIfHigh()` starts the stamps again: records keep their
    /// marks in 32 bits (`Int32Mark`), and a solve or an add uses far fewer than the 2³⁰ stamps
    /// left below 2³¹.
    static let stampRestartThreshold = 1 << 30

    /// Clears every record's traversal and expansion marks and starts the stamps again from 0,
    /// once they passed `stampRestartThreshold`. Called where no traversal is under way (the
    /// start of a solve).
    mutating func restartStampsIfHigh() {
        guard stamp >= Self.stampRestartThreshold else { return }
        for v in records.variables.indices {
            records.variables[v].stamp = 0
            records.variables[v].expansionMark = 0
        }
        for slot in records.constraints.indices { records.constraints[slot].stamp = 0 }
        stamp = 0
    }

    /// Marks a variable's component for the next solve.
    @inline(__always) mutating func markDirty(_ v: Int) {
        needsSolve = true
        if !records.variables[v].isDirty {
            records.variables[v].isDirty = true
            dirty.append(v)
        }
    }
}
