/// The Cassowary engine of a general component: tableau rows over integer symbols, a
/// per-level objective, and the maps from user objects to symbols. `SimplexSolver` is a thin
/// façade over this value.
///
/// Its state is held by owners, each with its own methods: the symbols (`SymbolTable`), the
/// rows with the row of each basic symbol and the column index (`Basis`), the objective levels
/// and the simplex's bookkeeping between calls (`Objective`), the user objects and edit
/// variables (`ObjectTable`), what a rejected operation must undo (`Journal`), and scratch
/// storage (`SparseAccumulator`, `MergeBuffer`).
/// The operations that span several owners are the tableau's, by file: adding constraints
/// (`+Add`), removing them (`+Remove`), edit variables, suggestions and constant changes
/// (`+Edits`), the primal simplex (`+Primal`), the dual simplex (`+Dual`), exact rollback of a
/// rejected operation (`+Rollback`, `+Checkpoint`), expanding a constraint over the non-basic
/// symbols (`+Expansion`) and reading the optimum (`+Determinacy`).
///
/// Every user variable is an ordinary symbol, basic in a row or not: the solver's engine holds
/// the equalities that define a variable (`Core/Engine+Definitions.swift`) before anything
/// reaches a tableau.
struct Tableau: ~Copyable {
    var symbols = SymbolTable()
    var basis = Basis()
    var objective = Objective()
    var objects = ObjectTable()
    /// What the operation in progress changed, while it may still be rejected (see Tableau+Rollback.swift).
    var journal = Journal()
    /// Where row updates merge (reused, never shrinks).
    var mergeBuffer = MergeBuffer()
    /// Where expansions sum (reused, never shrinks).
    var accumulator = SparseAccumulator()
    /// The size thresholds (see `SolverTuning`); `setTuning(_:)` sets them.
    private(set) var tuning = SolverTuning.default

    /// An empty tableau with the settings of `other`.
    init(configuredLike other: borrowing Tableau) {
        objective.defersOptimization = other.objective.defersOptimization
        setTuning(other.tuning)
    }

    init() {}

    /// Switches to the thresholds of `tuning` (results stay the same; see `SolverTuning`).
    mutating func setTuning(_ tuning: SolverTuning) {
        self.tuning = tuning
        mergeBuffer.rowInPlaceRatio = tuning.rowInPlaceRatio
        mergeBuffer.levelInPlaceRatio = tuning.levelInPlaceRatio
        mergeBuffer.levelVacatingLength = tuning.levelVacatingLength
        basis.columns.setTuning(tuning)
    }

    /// Pivots so far (wrapping).
    var pivotCount: Int { objective.pivotCount }

    // MARK: Symbol allocation

    /// Lengthens a per-symbol scratch array to at least `count` (doubling, so that growing it
    /// symbol by symbol stays linear).
    @inline(__always) static func grow<T>(_ array: inout OwnedArray<T>, to count: Int, with value: T) {
        if array.count < count {
            array.append(repeating: value, count: Swift.max(count, 2 * array.count) - array.count)
        }
    }

    /// A symbol of `kind` owned by `owner` (a freed one if any), non-basic.
    mutating func allocateSymbol(_ kind: SymbolKind, owner: Int) -> Int {
        if let s = symbols.reuse(kind, owner: owner) {
            basis.rowOf[s] = -1
            return s
        }
        if symbols.count == 0 { reserveSymbols(Self.initialCapacity) }
        let s = symbols.append(kind, owner: owner)
        basis.rowOf.append(-1)
        return s
    }

    /// Room reserved by the first symbol, so that a small tableau does not grow its arrays one
    /// doubling at a time from a single element.
    static let initialCapacity = 64

    /// Reserves room for `count` symbols in the per-symbol arrays, and as many rows,
    /// constraints and variables.
    mutating func reserveSymbols(_ count: Int) {
        objects.reserve(count)
        symbols.reserve(count)
        basis.reserve(count)
    }

    /// Frees symbol `s` for reuse.
    mutating func freeSymbol(_ s: Int) {
        symbols.free(s)
    }

    /// Registers `variable` (use count 0) with a new symbol of `kind`; returns its slot and symbol.
    mutating func register(_ variable: Variable, as kind: SymbolKind) -> (slot: Int, symbol: Int) {
        let slot = objects.nextVariableSlot
        let symbol = allocateSymbol(kind, owner: slot)
        objects.register(variable, symbol: symbol, in: slot)
        return (slot, symbol)
    }

    // MARK: Rows

    /// Removes non-basic symbols' columns from every row and level (their values are taken as 0).
    mutating func purge(_ symbols: [Int]) {
        var bits: UInt64 = 0
        for s in symbols {
            bits |= Row.bit(s)
            var visit = basis.visitRows(holding: s)
            while let hit = basis.nextRow(&visit) { basis.rows[hit.row].remove(s) }
        }
        for l in objective.levels.indices where objective.levels[l].row.mask & bits != 0 {
            for s in symbols { objective.levels[l].remove(s) }
        }
    }

    // MARK: Values

    /// Writes every registered variable's value.
    mutating func writeValues() {
        var i = 0
        while i < objects.variables.count {
            if let s = objects.variables[i]?.symbol {
                objects.variableObjects[i]?.value = basis.value(of: s)
            }
            i += 1
        }
    }
}
