/// The kind of an internal symbol.
enum SymbolKind: UInt8 {
    /// A user variable: unrestricted.
    case external
    /// A slack (or artificial) variable: restricted to ≥ 0.
    case slack
    /// An error variable of a non-required constraint: restricted to ≥ 0, in the objective.
    case error
    /// A dummy marker of a required equality: restricted to 0, never pivoted in by optimisation.
    case dummy
    /// A defined user variable (see `Definition`): in no row or objective, only in definitions.
    case defined
}

/// An edit variable.
struct EditInfo {
    var variable: Variable
    var constraintSlot: Int
    var priority: Priority
}

/// The Cassowary engine: tableau rows over integer symbols, a per-level objective, and the maps
/// from user objects to symbols. `SimplexSolver` is a thin façade over this value.
///
/// Its parts, by file: adding constraints (`+Add`), removing them (`+Remove`), edit variables,
/// suggestions and constant changes (`+Edits`), the primal simplex (`+Primal`), the dual simplex
/// (`+Dual`), exact rollback of a rejected operation (`+Rollback`), variables held outside the
/// tableau (`+Definitions`, `+Expansion`), reading the optimum (`+Determinacy`), and the index
/// of the rows that hold each symbol (`+Columns`, over `ColumnIndex`); objective levels are
/// `Level`s.
struct Tableau: ~Copyable {
    // MARK: Symbols (indexed by symbol id)
    var kinds = OwnedArray<SymbolKind>()
    /// The row index of a basic symbol, -1 for a non-basic one.
    var rowOf = OwnedArray<Int>()
    /// The constraint slot (slack/error/dummy) or variable slot (external) owning a symbol, -1 if none.
    var owners = OwnedArray<Int>()
    /// The index in `definitions` of a defined symbol, -1 for any other symbol.
    var definitionOf = OwnedArray<Int>()
    /// The tombstone in `definitions` that a vacant external may be defined into again, else -1
    /// (see `vacate(slot:)`).
    var vacancyOf = OwnedArray<Int>()
    /// How many live definitions hold each symbol in their row.
    var definitionUses = OwnedArray<Int32>()
    /// Variable slots of vacant variables whose last constraint went (see `releaseVariables`).
    var idleVariables = OwnedArray<Int>()
    var freeSymbols = OwnedArray<Int>()

    // MARK: Tableau
    var rows: [Row] = []
    /// The basic symbol of each row.
    var basics = OwnedArray<Int>()
    /// `rows[k].mask`, kept contiguous so that a scan over all rows (of a dense column, see
    /// `ColumnIndex`) touches no row storage.
    var rowMasks = OwnedArray<UInt64>()
    /// Per symbol, the rows that may hold it (see `Tableau+Columns.swift`).
    var columns = ColumnIndex()
    /// The rows the last `visitRows(holding:)` collected.
    var columnHits = OwnedArray<ColumnHit>()
    /// Objective levels, highest priority first.
    var levels: [Level] = []
    /// Basic symbols of rows that may be infeasible (transient, emptied by the dual simplex).
    var infeasible = OwnedArray<Int>()
    /// Pivots so far (wrapping); lets callers tell whether an operation changed the basis.
    var pivotCount = 0
    /// Whether adds and removes leave the objective to `flushOptimization()` (see `SimplexSolver`).
    var defersOptimization = false
    /// Whether a deferred add or remove left the objective possibly not optimal.
    var needsOptimization = false
    /// What the operation in progress changed, while it may still be rejected (see Tableau+Rollback.swift).
    var journal = Journal()

    // MARK: Definitions (see Tableau+Definitions.swift)
    /// Defined variables in creation order (materialised ones leave a tombstone, symbol -1).
    var definitions: [Definition] = []
    /// Tombstones in `definitions`.
    var deadDefinitions = 0
    /// Tombstones that the last compaction kept for vacant symbols (not counted as reclaimable).
    var keptTombstones = 0
    /// Whether equalities on fresh (or vacant) variables become definitions.
    var definitionsEnabled = true
    /// The size thresholds (see `SolverTuning`); `setTuning(_:)` sets them.
    private(set) var tuning = SolverTuning.default

    // MARK: User objects (see Tableau+Objects.swift)
    /// This tableau's identity in slot hints.
    let identity = SlotHint.newIdentity()
    var variables: [VariableRecord?] = []
    var variableObjects: [Variable?] = []
    var freeVariableSlots = OwnedArray<Int>()
    /// Slots of the variables whose slot hint another solver holds.
    var variableIndex = IdentityMap()
    var constraints: [ConstraintRecord?] = []
    var constraintObjects: [Constraint?] = []
    /// Per constraint slot: the slots of the distinct variables the constraint mentions.
    var constraintVariables: [[Int]] = []
    var freeConstraintSlots = OwnedArray<Int>()
    /// Slots of the constraints whose slot hint another solver holds.
    var constraintIndex = IdentityMap()
    var editIndex = IdentityMap()
    var edits: [EditInfo] = []

    // MARK: Scratch storage (reused, never shrinks)
    /// Where row updates merge.
    var mergeBuffer = MergeBuffer()
    /// Per symbol: the `enteringSymbol` search that last met it in an objective level.
    var seenStamps = OwnedArray<UInt32>()
    var seenStamp: UInt32 = 0
    /// Sparse accumulator (indexed by symbol; all zero / false outside `expand`).
    var spaValues = OwnedArray<Double>()
    var spaMarks = OwnedArray<Bool>()
    var spaTouched = OwnedArray<Int>()
    var spaHeap = OwnedArray<Int>()

    /// An empty tableau with the settings of `other`.
    init(configuredLike other: borrowing Tableau) {
        defersOptimization = other.defersOptimization
        definitionsEnabled = other.definitionsEnabled
        setTuning(other.tuning)
    }

    /// Switches to the thresholds of `tuning` (results stay the same; see `SolverTuning`).
    mutating func setTuning(_ tuning: SolverTuning) {
        self.tuning = tuning
        mergeBuffer.rowInPlaceRatio = tuning.rowInPlaceRatio
        mergeBuffer.levelInPlaceRatio = tuning.levelInPlaceRatio
        mergeBuffer.levelVacatingLength = tuning.levelVacatingLength
        columns.setTuning(tuning)
    }

    init() {}

    // MARK: Symbol allocation

    /// Lengthens a per-symbol scratch array to at least `count` (doubling, so that growing it
    /// symbol by symbol stays linear).
    @inline(__always) static func grow<T>(_ array: inout OwnedArray<T>, to count: Int, with value: T) {
        if array.count < count {
            array.append(repeating: value, count: Swift.max(count, 2 * array.count) - array.count)
        }
    }

    mutating func allocateSymbol(_ kind: SymbolKind, owner: Int) -> Int {
        if let s = freeSymbols.popLast() {
            kinds[s] = kind
            owners[s] = owner
            rowOf[s] = -1
            definitionOf[s] = -1
            vacancyOf[s] = -1
            return s
        }
        if kinds.isEmpty { reserveSymbols(Self.initialCapacity) }
        kinds.append(kind)
        owners.append(owner)
        rowOf.append(-1)
        definitionOf.append(-1)
        vacancyOf.append(-1)
        definitionUses.append(0)
        return kinds.count - 1
    }

    /// Room reserved by the first symbol, so that a small tableau does not grow its arrays one
    /// doubling at a time from a single element.
    static let initialCapacity = 64

    /// Reserves room for `count` symbols in the per-symbol arrays, and as many rows,
    /// constraints and variables.
    mutating func reserveSymbols(_ count: Int) {
        constraints.reserveCapacity(count)
        constraintObjects.reserveCapacity(count)
        constraintVariables.reserveCapacity(count)
        variables.reserveCapacity(count)
        variableObjects.reserveCapacity(count)
        kinds.reserveCapacity(count)
        owners.reserveCapacity(count)
        rowOf.reserveCapacity(count)
        definitionOf.reserveCapacity(count)
        vacancyOf.reserveCapacity(count)
        definitionUses.reserveCapacity(count)
        rows.reserveCapacity(count)
        basics.reserveCapacity(count)
        rowMasks.reserveCapacity(count)
        columns.reserveSymbols(count)
    }

    mutating func freeSymbol(_ s: Int) {
        owners[s] = -1
        vacancyOf[s] = -1
        freeSymbols.append(s)
    }

    // MARK: Rows

    mutating func appendRow(_ row: Row, basic: Int) {
        rowOf[basic] = rows.count
        rows.append(row)
        basics.append(basic)
        rowMasks.append(row.mask)
        listRow(rows.count - 1, under: row)
    }

    /// Removes row `index` by moving the last row into its place.
    mutating func removeRow(at index: Int) {
        let basic = basics[index]
        let last = rows.count - 1
        if index != last {
            rows.swapAt(index, last)
            rowMasks[index] = rowMasks[last]
            basics[index] = basics[last]
            rowOf[basics[index]] = index
            listRow(index, under: rows[index])
        }
        rows.removeLast()
        basics.removeLast()
        rowMasks.removeLast()
        rowOf[basic] = -1
    }

    /// Removes non-basic symbols' columns from every row and level (their values are taken as 0).
    mutating func purge(_ symbols: [Int]) {
        var bits: UInt64 = 0
        for s in symbols {
            bits |= Row.bit(s)
            var visit = visitRows(holding: s)
            while let hit = nextRow(&visit) { rows[hit.row].remove(s) }
        }
        for l in levels.indices where levels[l].row.mask & bits != 0 {
            for s in symbols { levels[l].remove(s) }
        }
    }

    // MARK: Levels

    /// The index of the level with `priority`, or where it would be inserted (descending order).
    func levelPosition(_ priority: Float) -> (found: Bool, index: Int) {
        var lo = 0
        var hi = levels.count
        while lo < hi {
            let mid = (lo + hi) >> 1
            let p = levels[mid].priority
            if p == priority { return (true, mid) }
            if p > priority { lo = mid + 1 } else { hi = mid }
        }
        return (false, lo)
    }

    /// The index of the level with `priority`, inserting an empty one if there is none.
    mutating func level(for priority: Float) -> (index: Int, created: Bool) {
        let p = levelPosition(priority)
        if !p.found { levels.insert(Level(priority: priority, row: Row(), count: 0), at: p.index) }
        return (p.index, !p.found)
    }

    // MARK: Values

    /// Writes every registered variable's value (defined variables evaluated first).
    mutating func writeValues() {
        evaluateDefinitions()
        var i = 0
        while i < variables.count {
            if let s = variables[i]?.symbol {
                let r = rowOf[s]
                let d = definitionOf[s]
                let value = r >= 0 ? rows[r].constant : d >= 0 ? definitions[d].value : 0
                variableObjects[i]?.value = value
            }
            i += 1
        }
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
        /// The defined symbol when the constraint is held as a `Definition`, else -1.
        var definition: Int = -1
        /// The caller's number for a constraint added without an object (`add(_:key:)`), else -1.
        var key: Int = -1
    }

    /// A registered user variable (the object is kept in a parallel array).
    struct VariableRecord {
        var symbol: Int
        var useCount: Int
    }
}
