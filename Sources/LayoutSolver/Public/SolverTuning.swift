/// The size thresholds at which the solver switches between two methods that give the same
/// results at different costs: a row updated in place or merged, a column listed or scanned, a
/// handful of items sorted or scanned, garbage kept or compacted. Results never depend on them;
/// tests run the solver with every threshold at its default and at both extremes, so that both
/// sides of each switch are exercised on small systems.
///
/// A ``Solver`` reads its tuning from a stored value (see ``Solver/tuning``), copied into each
/// simplex it makes: nothing global, and no indirection in the loops that test a threshold.
@_spi(Testing) public struct SolverTuning: Sendable, Equatable {
    /// A tableau row takes in a row with fewer than one `rowInPlaceRatio`-th of its cells in
    /// place (each cell inserted), a longer one by a merge of the two (`Simplex/Row.swift`).
    public var rowInPlaceRatio = 16
    /// The same for an objective level with vacant cells (`Simplex/Level.swift`).
    public var levelInPlaceRatio = 16
    /// An objective level shorter than this, without vacant cells, is updated as any row; a
    /// longer one leaves cells vacant (`Simplex/Level.swift`).
    public var levelVacatingLength = 64
    /// A tableau with more rows than this lists its rows by column (and stops below half of it;
    /// `Simplex/ColumnIndex.swift`).
    public var columnListingRows = 64
    /// The least number of column entries past which the column index is built again.
    public var columnRebuildEntries = 4096
    /// A column listing more than one `denseColumnFraction`-th of the rows is scanned instead.
    public var denseColumnFraction = 8
    /// A pivot whose column reaches more than one `pivotSpreadFraction`-th of the rows notes the
    /// symbols it brings into each row, rather than listing the rows again
    /// (`Simplex/Tableau+Primal.swift`).
    public var pivotSpreadFraction = 8
    /// Up to this many wishes on one variable are sorted by level; more are scanned level by
    /// level (`Direct/VariableCost.swift`).
    public var sortedLevelsLimit = 8
    /// A variable's cost with at least this many wishes has the stretches along which the
    /// one-row closed form moves it found in one sweep over its sorted wishes; fewer are
    /// scanned once a stretch (`Direct/VariableCost+Sweep.swift`).
    public var sweptStretchesFrom = 16
    /// The cost that a row hanging off one variable adds to it is folded over at most this many
    /// stretches each way, and in full only when the solution reaches the cut
    /// (`Direct/Engine+HangingRows.swift`).
    public var foldedStretchLimit = 16
    /// A component of at least this many standing rows that does not fold as it stands is
    /// folded again with its highest soft level required, which gives the same optimum when
    /// that level can hold exactly (`Direct/Engine+PromotedLevel.swift`); a smaller one goes to
    /// the simplex.
    public var promotedLevelRowsFrom = 2
    /// Up to this many rows, eliminating a promoted level's equality scans the rows for those
    /// that hold a variable; more are listed by variable (`Direct/FoldScratch+Elimination.swift`).
    public var scannedEliminationRows = 16
    /// Up to this many terms are compared pairwise for a repeated variable; more are marked
    /// (`Core/Engine+Expansion.swift`).
    public var repeatScanLimit = 8
    /// The pools are compacted once their garbage passes this (and half of them;
    /// `Core/Engine+Compaction.swift`, `Direct/Engine+OwnCosts.swift`).
    public var compactionGarbage = 4096

    /// The thresholds the solver uses.
    public static let `default` = SolverTuning()

    /// Every switch on its side for large sizes from the first element: rows and levels
    /// updated in place, levels leaving cells vacant, columns listed from the first row and
    /// every listed column dense, pivots noting what they spread, pools compacted as soon as
    /// half is garbage, wishes scanned level by level and swept for stretches, repeated terms
    /// marked, a component that does not fold tried with its highest soft level required.
    public static let alwaysOn = SolverTuning(sizesFrom: 0, fractionsFrom: large)

    /// Every switch on its side for small sizes whatever the size: rows and levels merged,
    /// columns never listed, nothing reclaimed or compacted, wishes sorted and scanned for
    /// stretches, terms compared pairwise, no soft level made required.
    public static let neverOn = SolverTuning(sizesFrom: large, fractionsFrom: 0)

    /// ``alwaysOn`` with no column dense and no pivot noting what it spreads: the lists of the
    /// column index walked from the first row.
    public static let listedColumns = SolverTuning(sizesFrom: 0, fractionsFrom: 0)

    /// The default, and the extremes: together they put every threshold on both sides.
    public static let all: [SolverTuning] = [.default, .alwaysOn, .neverOn, .listedColumns]

    /// A threshold no size reaches (a product of it and a count stays far from overflowing).
    private static let large = 1 << 30

    /// Every threshold at the defaults.
    public init() {}

    /// Every size threshold at `size`, and the two fractions of the rows (a dense column, a
    /// pivot that spreads) at `fraction`.
    private init(sizesFrom size: Int, fractionsFrom fraction: Int) {
        rowInPlaceRatio = size
        levelInPlaceRatio = size
        levelVacatingLength = size
        columnListingRows = size
        columnRebuildEntries = size
        denseColumnFraction = fraction
        pivotSpreadFraction = fraction
        sortedLevelsLimit = size
        sweptStretchesFrom = size
        foldedStretchLimit = size
        promotedLevelRowsFrom = size
        scannedEliminationRows = size
        repeatScanLimit = size
        compactionGarbage = size
    }
}

extension SolverTuning: CustomStringConvertible {
    /// `default`, `alwaysOn`, `neverOn`, `listedColumns`, or the fields.
    public var description: String {
        switch self {
        case .default: "default"
        case .alwaysOn: "alwaysOn"
        case .neverOn: "neverOn"
        case .listedColumns: "listedColumns"
        default: "\(rowInPlaceRatio)/\(levelInPlaceRatio)/\(levelVacatingLength)/\(columnListingRows)/…"
        }
    }
}
