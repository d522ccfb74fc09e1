/// The sizes of a simplex solver's tableau and the work it did: what tests read to check how a
/// system is held (rows, objective levels, reclaimed slots) without reaching
/// into the tableau itself.
@_spi(Testing) public struct TableauSummary: Equatable, Sendable {
    /// Rows of the tableau.
    public let rows: Int
    /// Cells of all rows (each row's basic symbol not counted).
    public let rowCells: Int
    /// The priority of each objective level, highest first.
    public let levelPriorities: [Float]
    /// Edit variables.
    public let editVariables: Int
    /// Variables registered (slots in use).
    public let variables: Int
    /// Constraints registered (slots in use), the constraint behind each edit variable included.
    public let constraints: Int
    /// Internal symbols in use (allocated and not freed).
    public let symbols: Int
    /// Error symbols in the objective levels that belong to no constraint the tableau holds.
    public let strayErrorSymbols: Int
    /// Simplex pivots so far (wrapping).
    public let pivots: Int
}

/// One invariant of the tableau that ``SimplexSolver/damage(_:)`` breaks on purpose, so that
/// tests can see the consistency check report it.
@_spi(Testing) public enum TableauDamage: CaseIterable, Sendable {
    /// The first row of a restricted basic symbol gets the constant -1.
    case negativeRestrictedBasic
    /// The first row gets a cell on the second row's basic symbol.
    case basicSymbolInRow
    /// The first objective level gets a cell on the first row's basic symbol.
    case basicSymbolInObjective
    /// The first row's basic symbol claims the second row.
    case brokenBasisMap
    /// The column index forgets every row.
    case unlistedRows
}

extension SimplexSolver {
    /// The sizes of the tableau and the pivots so far.
    @_spi(Testing) public var summary: TableauSummary {
        TableauSummary(
            rows: tableau.basis.rows.count, rowCells: tableau.basis.rows.reduce(0) { $0 + $1.cells.count },
            levelPriorities: tableau.objective.levels.map(\.priority), editVariables: tableau.objects.edits.count,
            variables: tableau.objects.variableObjects.reduce(0) { $0 + ($1 == nil ? 0 : 1) },
            constraints: tableau.objects.constraintObjects.reduce(0) { $0 + ($1 == nil ? 0 : 1) },
            symbols: tableau.symbols.kinds.count - tableau.symbols.freeSymbols.count,
            strayErrorSymbols: strayErrorSymbolCount(), pivots: tableau.objective.pivotCount)
    }

    /// Error symbols in the objective levels that are neither marker of a held constraint.
    private func strayErrorSymbolCount() -> Int {
        var owned = Set<Int>()
        for record in tableau.objects.constraints {
            if let record { owned.formUnion([record.marker, record.other]) }
        }
        var stray = 0
        for level in tableau.objective.levels {
            for cell in level.row.cells where cell.coefficient != 0 && tableau.symbols.kinds[cell.symbol] == .error && !owned.contains(cell.symbol) {
                stray += 1
            }
        }
        return stray
    }

    /// The constraints the solver holds, in slot order, the constraint behind each edit variable
    /// included (which the solver does not report as one it ``contains(_:)``).
    @_spi(Testing) public var heldConstraints: [Constraint] { tableau.objects.constraintObjects.compactMap { $0 } }

    /// A description of the first broken invariant of the tableau, or `nil` when it is consistent.
    @_spi(Testing) public func consistencyProblem() -> String? { tableau.consistencyProblem() }

    /// The largest tableau (in rows) that is checked for consistency after every
    /// operation when checks are compiled in (sampled above 256 rows); `nil` checks after every
    /// operation whatever the size. Setting a number keeps the sampling.
    @_spi(Testing) public var consistencyCheckLimit: Int? {
        get {
            switch consistencyChecks {
            case let .automatic(maximumRows): maximumRows
            case .always: nil
            case .never: 0
            }
        }
        set { consistencyChecks = newValue.map { .automatic(maximumRows: $0) } ?? .always }
    }

    /// Breaks `damage`'s invariant of the tableau (which must have the rows or levels it
    /// names); the solver must not be used afterwards, except to ask
    /// ``consistencyProblem()``.
    @_spi(Testing) public func damage(_ damage: TableauDamage) {
        switch damage {
        case .negativeRestrictedBasic:
            let k = tableau.basis.basics.indices.first { tableau.symbols.kinds[tableau.basis.basics[$0]] != .external }!
            tableau.basis.rows[k].constant = -1
        case .basicSymbolInRow:
            tableau.basis.rows[0].add(tableau.basis.basics[1], 2)
        case .basicSymbolInObjective:
            tableau.objective.levels[0].row.add(tableau.basis.basics[0], 1)
        case .brokenBasisMap:
            tableau.basis.rowOf[tableau.basis.basics[0]] = 1
        case .unlistedRows:
            tableau.basis.columns.removeAll(expecting: 0)
        }
    }
}

/// A row of the simplex tableau, `constant + Σ coefficient · symbol` with its cells sorted by
/// symbol, for tests of its sparse storage: additions, removals, merges and pivots.
@_spi(Testing) public struct TableauRow {
    var row: Row

    /// An empty row with `constant`.
    public init(constant: Double = 0) { row = Row(constant: constant) }

    /// The row's constant.
    public var constant: Double { row.constant }
    /// The symbols of the cells, in storage order.
    public var symbols: [Int] { row.symbols }
    /// The coefficient of `symbol` (0 when the row has no cell for it).
    public func coefficient(of symbol: Int) -> Double { row.coefficient(of: symbol) }
    /// Whether the row's mask admits `symbol` (it must for every symbol the row holds).
    public func mayContain(_ symbol: Int) -> Bool { row.mayContain(symbol) }

    /// Adds `coefficient · symbol`; a sum near zero drops the cell.
    public mutating func add(_ symbol: Int, _ coefficient: Double) { row.add(symbol, coefficient) }
    /// Drops `symbol`'s cell, if any.
    public mutating func remove(_ symbol: Int) { row.remove(symbol) }
    /// `row − row[drop]·drop + factor · other` (`other` must not hold `drop`), as a pivot merges rows.
    public mutating func add(_ other: TableauRow, times factor: Double, dropping drop: Int) {
        var buffer = MergeBuffer()
        Row.add(&row, other.row, factor, dropping: drop, using: &buffer)
    }
    /// Rewrites `basic = …` (which holds `entering`) as `entering = …`.
    public mutating func pivot(leaving basic: Int, entering: Int) { row.pivot(leaving: basic, entering: entering) }
}
