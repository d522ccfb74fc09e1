import LayoutSolver

/// One stay of an item as its engine keeps it: `left == reference.left + constant` (top alike)
/// or `width == constant` (height alike) at the stay priority, held in the solver by its id,
/// with no `LayoutConstraint` object. Slot `index` of a record is frame component `index`:
/// left, top, width, height (see `ItemRecord.stays`).
///
/// `constraintsAffectingLayout(for:)` and diagnostics describe a stay by a `LayoutConstraint`
/// made on demand (see `LayoutEngine.describeStay(_:_:)`), placed in creation order by the
/// slot's `sequence`.
struct StaySlot {
    /// Where a stay stands with the solver.
    enum State: UInt8 {
        /// No stay: constraints position the item on the slot's axis (or it was never settled).
        case absent
        /// In the solver, as `id`.
        case installed
        /// Made, but not in the solver: its constant was out of range when it was made, or the
        /// solver refused it; it stays out until the item loses it.
        case refused
        /// Left out when the solver refused a new constant; retried with the broken constraints
        /// (represented there by a stand-in constraint, see `stayStandIn(for:_:)`).
        case broken
    }

    /// The solver's id of the stay while `state` is `.installed` (else `.none`).
    var id = Solver.ConstraintID.none
    /// What the stay keeps: the left or top relative to the record's `stayReference`, or the
    /// width or height.
    var constant: Double = 0
    /// The place of the stay in creation order (see `LayoutConstraint.sequence`).
    var sequence = 0
    var state = State.absent
    /// Whether the slot waits in the engine's `editedStays`.
    var isEdited = false
}

/// An edited, installed stay of an item's record, as the engine lists it for `applyEdits()`:
/// the installation edited (its id).
struct StaySlotReference {
    let record: ItemRecord
    let index: Int
    let id: Solver.ConstraintID
}
