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
    /// Dropped definitions are reclaimed once at least this many (and half of all) are dropped
    /// (`Simplex/Tableau+Definitions.swift`).
    public var definitionReclaimCount = 32
    /// Up to this many wishes on one variable are sorted by level; more are scanned level by
    /// level (`Direct/VariableCost.swift`).
    public var sortedLevelsLimit = 8
    /// Up to this many terms are compared pairwise for a repeated variable; more are marked
    /// (`Core/Engine+Expansion.swift`).
    public var repeatScanLimit = 8
    /// The pools are compacted once their garbage passes this (and half of them;
    /// `Core/Engine+Compaction.swift`, `Direct/Engine+OwnCosts.swift`).
    public var compactionGarbage = 4096

    /// The thresholds the solver uses.
    public static let `default` = SolverTuning()

    /// Every threshold at 0: each switch takes the side it takes for the smallest sizes never,
    /// or always, whichever 0 means for it (rows merged never, columns listed from the first
    /// row, no column dense, pools compacted as soon as half is garbage, …).
    public static let lowest = SolverTuning(every: 0)

    /// Every threshold at 2³⁰: each switch stays on the side it takes for small sizes (rows
    /// always merged, columns never listed, every column dense once listed, pools never
    /// compacted, …).
    public static let highest = SolverTuning(every: 1 << 30)

    /// The default, and the two extremes.
    public static let all: [SolverTuning] = [.default, .lowest, .highest]

    /// Every threshold at the defaults.
    public init() {}

    /// Every threshold at `value`.
    public init(every value: Int) {
        rowInPlaceRatio = value
        levelInPlaceRatio = value
        levelVacatingLength = value
        columnListingRows = value
        columnRebuildEntries = value
        denseColumnFraction = value
        pivotSpreadFraction = value
        definitionReclaimCount = value
        sortedLevelsLimit = value
        repeatScanLimit = value
        compactionGarbage = value
    }
}

extension SolverTuning: CustomStringConvertible {
    /// `default`, `lowest`, `highest`, or the fields.
    public var description: String {
        switch self {
        case .default: "default"
        case .lowest: "lowest"
        case .highest: "highest"
        default: "\(rowInPlaceRatio)/\(levelInPlaceRatio)/\(levelVacatingLength)/\(columnListingRows)/…"
        }
    }
}
