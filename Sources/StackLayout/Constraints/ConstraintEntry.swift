import LayoutSolver

/// A constraint as it sits in one layout engine's solver: its id there (the solver keeps the
/// terms and the constant it was added with) and the items it positions (counted in their
/// records).
///
/// The tree's own engine keeps the entry inside the constraint itself (a lookup without hashing
/// and no allocation, like an item's record); other engines, such as fitting ones, keep a table.
/// A constraint that keeps its entry of the tree's own engine on itself (see `ConstraintEntry`):
/// a user's constraint, or a stack's constraint held directly.
protocol EngineEntryHolding: AnyObject {
    /// The id of the engine whose entry `engineEntry` is (0: none).
    var engineEntryOwner: Int { get set }
    /// The entry in the engine `engineEntryOwner`.
    var engineEntry: ConstraintEntry? { get set }
}

struct ConstraintEntry {
    let solverConstraint: Solver.ConstraintID
    /// The items the constraint positions (see `LayoutEngine.positions(of:)`).
    let positioned: PositionedItems
    /// The priority the constraint was added at.
    let priority: LayoutPriority
    /// `index` in 32 bits, which keep the entry at 44 bytes (an optional one too).
    private var storedIndex: UInt32

    /// Where the constraint sits in the engine's `installedConstraints`.
    var index: Int {
        get { Int(storedIndex) }
        set { storedIndex = UInt32(newValue) }
    }

    init(
        _ solverConstraint: Solver.ConstraintID, priority: LayoutPriority, index: Int, positioned: PositionedItems
    ) {
        self.solverConstraint = solverConstraint
        self.positioned = positioned
        self.priority = priority
        storedIndex = UInt32(index)
    }
}

/// The items a user constraint positions (at most one per side), with the axis: counted in the
/// items' records while the constraint is installed, so that stays and ambiguity checks read a
/// counter instead of scanning constraints. The records are the engine's, held opaquely, one
/// word each.
struct PositionedItems {
    var first: LayoutHostRecord?
    var second: LayoutHostRecord?
    var firstAxis = Axis.horizontal
    var secondAxis = Axis.horizontal
}
