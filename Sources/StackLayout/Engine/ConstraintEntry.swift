import LayoutSolver

/// A constraint as it sits in one engine's solver: the solver's constraint, the linear form it
/// was made from and the items it positions (counted in their records).
///
/// The tree's own engine keeps the entry on the constraint itself (a lookup without hashing,
/// like an item's record); other engines, such as fitting ones, keep a table.
final class ConstraintEntry {
    let solverConstraint: LayoutSolver.Constraint
    var form: LinearForm
    /// Where the constraint sits in the engine's `installedConstraints`.
    var index: Int
    /// The items the constraint positions (see `LayoutEngine.positions(of:)`).
    let positioned: PositionedItems

    init(_ solverConstraint: LayoutSolver.Constraint, form: LinearForm, index: Int, positioned: PositionedItems) {
        self.solverConstraint = solverConstraint
        self.form = form
        self.index = index
        self.positioned = positioned
    }
}

/// The items a user constraint positions (at most one per side), with the axis: counted in the
/// items' records while the constraint is installed, so that stays and ambiguity checks read a
/// counter instead of scanning constraints.
struct PositionedItems {
    var first: ItemRecord?
    var firstAxis = Axis.horizontal
    var second: ItemRecord?
    var secondAxis = Axis.horizontal

    /// Adds `delta` to the positioner counts of the items.
    func count(by delta: Int) {
        first?.countPositioner(along: firstAxis, by: delta)
        second?.countPositioner(along: secondAxis, by: delta)
    }
}
