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

/// One strict priority level of the objective: `Σ error symbols` of its constraints, expressed
/// over non-basic symbols.
struct Level {
    var priority: Float
    var row: ObjectiveRow
    /// How many constraints (edit constraints included) use this level.
    var count: Int
}

/// What the engine remembers about a constraint it holds.
struct ConstraintInfo {
    var constraint: Constraint
    /// The marker symbol: slack (inequality), dummy (required equality), positive error (soft equality).
    var marker: Int
    /// The second error symbol, or -1.
    var other: Int
    /// The coefficient of `marker` in the constraint's original row `expression + marker·sign …`.
    var markerSign: Double
    /// The constraint's own constant as currently applied to the tableau.
    var constant: Double
    /// Variable slots of the distinct variables the constraint mentions.
    var variableSlots: [Int]
    /// Whether this is the internal constraint of an edit variable.
    var isEdit: Bool
    /// The defined symbol when the constraint is held as a `Definition`, else -1.
    var definition: Int = -1
}

/// A registered user variable.
struct VariableInfo {
    var variable: Variable
    var symbol: Int
    var useCount: Int
}

/// An edit variable.
struct EditInfo {
    var variable: Variable
    var constraintSlot: Int
    var priority: Priority
}

/// The parts of the engine that the simplex mutates, copied to roll back a failed operation.
struct TableauSnapshot {
    var rows: [Row]
    var basics: [Int]
    var rowOf: [Int]
    var levels: [Level]
    var rowMasks: [UInt64]
}

/// The Cassowary engine: tableau rows over integer symbols, a per-level objective, and the maps
/// from user objects to symbols. The public `Solver` is a thin façade over this value.
struct Tableau {
    // MARK: Symbols (indexed by symbol id)
    var kinds: [SymbolKind] = []
    /// The row index of a basic symbol, -1 for a non-basic one.
    var rowOf: [Int] = []
    /// The constraint slot (slack/error/dummy) or variable slot (external) owning a symbol, -1 if none.
    var owners: [Int] = []
    /// The index in `definitions` of a defined symbol, -1 for any other symbol.
    var definitionOf: [Int] = []
    /// The tombstone in `definitions` that a vacant external may be defined into again, else -1
    /// (see `vacate(slot:)`).
    var vacancyOf: [Int] = []
    /// How many live definitions hold each symbol in their row.
    var definitionUses: [Int32] = []
    /// Variable slots of vacant variables whose last constraint went (see `releaseVariables`).
    var idleVariables: [Int] = []
    var freeSymbols: [Int] = []

    // MARK: Tableau
    var rows: [Row] = []
    /// The basic symbol of each row.
    var basics: [Int] = []
    /// `rows[k].mask`, kept contiguous so that scans over all rows touch no row storage.
    var rowMasks: [UInt64] = []
    /// Objective levels, highest priority first.
    var levels: [Level] = []
    /// Basic symbols of rows that may be infeasible (transient, emptied by the dual simplex).
    var infeasible: [Int] = []

    // MARK: Definitions (see Tableau+Definitions.swift)
    /// Defined variables in creation order (materialised ones leave a tombstone, symbol -1).
    var definitions: [Definition] = []
    /// Tombstones in `definitions`.
    var deadDefinitions = 0
    /// Tombstones that the last compaction kept for vacant symbols (not counted as reclaimable).
    var keptTombstones = 0
    /// Whether equalities on fresh (or vacant) variables become definitions (off only in tests).
    var definitionsEnabled = true

    // MARK: User objects
    var variableSlots: [ObjectIdentifier: Int] = [:]
    var variables: [VariableInfo?] = []
    var freeVariableSlots: [Int] = []
    var constraintSlots: [ObjectIdentifier: Int] = [:]
    var constraints: [ConstraintInfo?] = []
    var freeConstraintSlots: [Int] = []
    var editIndex: [ObjectIdentifier: Int] = [:]
    var edits: [EditInfo] = []

    // MARK: Scratch buffers (reused, never shrink)
    var scratchSymbols: [Int] = []
    var scratchCoefficients: [Double] = []
    /// Entering candidates while `tracksCandidates` (see Tableau+Candidates.swift).
    var candidates: [Int] = []
    var candidateMarks: [Bool] = []
    var tracksCandidates = false
    /// Per symbol: its first objective level and coefficient there, valid where the stamp is
    /// `firstLevelStamp` (filled by `candidateEnteringSymbol`).
    var firstLevels: [Int] = []
    var firstCoefficients: [Double] = []
    var firstLevelStamps: [Int] = []
    var firstLevelStamp = 0
    /// The levels' masks, gathered by `candidateEnteringSymbol`.
    var scratchLevelMasks: [UInt64] = []
    /// Rows and levels that may contain the symbol being substituted.
    var scratchHits: [Int] = []
    /// Pivots so far (wrapping); lets callers tell whether an operation changed the basis.
    var pivotCount = 0
    /// Objective length (entries over all levels) from which adds track candidates (tests lower it).
    var candidateMinimumObjective = 128
    /// Whether `candidates` holds every improving symbol (false after a failed add).
    var candidatesComplete = true
    /// Whether adds and removes leave the objective to `flushOptimization()` (see `Solver`).
    var defersOptimization = false
    /// Whether a deferred add or remove left the objective possibly not optimal.
    var needsOptimization = false
    /// Sparse accumulator (indexed by symbol; all zero / false outside `expand`).
    var spaValues: [Double] = []
    var spaMarks: [Bool] = []
    var spaTouched: [Int] = []
    var spaHeap: [Int] = []

    // MARK: Column index (see Tableau+Columns.swift)
    /// Whether the column index is built and maintained.
    var columnsEnabled = false
    /// The row count from which the index is kept (tests lower it to 0).
    var columnIndexMinimumRows = 16384
    /// A symbol whose list is longer than 1/`columnScanRatio` of the rows (or levels) is looked
    /// up by scanning their masks instead (tests set 0 to always use the lists).
    var columnScanRatio = 64
    /// Per symbol: indices of rows that may contain it.
    var rowColumns: [[Int32]] = []
    /// Per symbol: priorities of levels that may contain it.
    var levelColumns: [[Float]] = []
    /// Per symbol: the priority of its first level when known, else `-infinity` (see
    /// `firstLevel(of:)`).
    var firstLevelPriorities: [Float] = []
    /// Per symbol: list lengths beyond which an append compacts the list.
    var rowColumnLimits: [Int32] = []
    var levelColumnLimits: [Int32] = []
    /// Per row and per level: the lookup that last returned it (deduplication).
    var rowHitStamps: [Int] = []
    var levelHitStamps: [Int] = []
    var hitStamp = 0
    /// Symbols that a row update inserted (filled by `Row.add`).
    var scratchInserted: [Int] = []
    var scratchColumnHits: [Int] = []
    var scratchRatioLevelsA: [Int] = []
    var scratchRatioLevelsB: [Int] = []
    /// Entering candidates keyed by (first level's priority, symbol), while the index is on
    /// (see Tableau+CandidateHeap.swift).
    var heapPriorities: [Float] = []
    var heapSymbols: [Int] = []

    // MARK: Symbol allocation

    mutating func allocateSymbol(_ kind: SymbolKind, owner: Int) -> Int {
        if let s = freeSymbols.popLast() {
            kinds[s] = kind
            owners[s] = owner
            rowOf[s] = -1
            definitionOf[s] = -1
            vacancyOf[s] = -1
            if columnsEnabled { resetColumns(of: s) }
            return s
        }
        kinds.append(kind)
        owners.append(owner)
        rowOf.append(-1)
        definitionOf.append(-1)
        vacancyOf.append(-1)
        definitionUses.append(0)
        if columnsEnabled { resetColumns(of: kinds.count - 1) }
        return kinds.count - 1
    }

    mutating func freeSymbol(_ s: Int) {
        owners[s] = -1
        vacancyOf[s] = -1
        freeSymbols.append(s)
    }

    @inline(__always) func isRestricted(_ s: Int) -> Bool { kinds[s] != .external }

    // MARK: Snapshots

    var snapshot: TableauSnapshot {
        TableauSnapshot(rows: rows, basics: basics, rowOf: rowOf, levels: levels, rowMasks: rowMasks)
    }

    mutating func restore(_ s: TableauSnapshot) {
        rows = s.rows
        basics = s.basics
        rowOf = s.rowOf
        levels = s.levels
        rowMasks = s.rowMasks
        infeasible.removeAll(keepingCapacity: true)
        if columnsEnabled { rebuildColumnIndex() }
    }

    // MARK: Rows

    mutating func appendRow(_ row: Row, basic: Int) {
        rowOf[basic] = rows.count
        rows.append(row)
        basics.append(basic)
        rowMasks.append(row.mask)
        if columnsEnabled { noteWholeRow(rows.count - 1) }
        updateColumnIndexState()
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
        }
        rows.removeLast()
        basics.removeLast()
        rowMasks.removeLast()
        rowOf[basic] = -1
        if columnsEnabled {
            if index != last { noteWholeRow(index) }
            updateColumnIndexState()
        }
    }

    /// Removes non-basic symbols' columns from every row and level (their values are taken as 0).
    mutating func purge(_ symbols: [Int]) {
        if columnsEnabled {
            var hits: [Int] = []
            swap(&hits, &scratchHits)
            for s in symbols {
                hits.removeAll(keepingCapacity: true)
                collectRows(containing: s, skipping: -1, into: &hits)
                for k in hits { rows[k].remove(s) }
                hits.removeAll(keepingCapacity: true)
                collectLevels(containing: s, into: &hits)
                for l in hits { levels[l].row.remove(s) }
            }
            swap(&hits, &scratchHits)
            forgetColumns(of: symbols)
            return
        }
        var bits: UInt64 = 0
        for s in symbols { bits |= Row.bit(s) }
        for i in rows.indices where rowMasks[i] & bits != 0 {
            for s in symbols { rows[i].remove(s) }
        }
        for l in levels.indices {
            for s in symbols { levels[l].row.remove(s) }
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

    /// The value of a basic or non-basic symbol at the current solution.
    func value(of symbol: Int) -> Double {
        let r = rowOf[symbol]
        return r >= 0 ? rows[r].constant : 0
    }

    /// Writes every registered variable's value (defined variables evaluated first).
    mutating func writeValues() {
        evaluateDefinitions()
        var i = 0
        while i < variables.count {
            if let info = variables[i] {
                let s = info.symbol
                let r = rowOf[s]
                if r >= 0 {
                    info.variable.value = rows[r].constant
                } else {
                    let d = definitionOf[s]
                    info.variable.value = d >= 0 ? definitions[d].value : 0
                }
            }
            i += 1
        }
    }
}
