import LayoutSolver

/// One of the four constraints the engine makes on the frame of a view or guide, as the engine
/// keeps it: a stay, `left == reference.left + constant` (top alike) or `width == constant`
/// (height alike) at the stay priority; or a link of a margins guide to its owning view,
/// `left == view.left + constant` (top alike) or `width == view.width + constant` (height
/// alike), required. Held in the solver by its id, with no `LayoutConstraint` object. Slot
/// `index` of a record is frame component `index`: left, top, width, height (see
/// `ItemRecord.frameSlots`).
///
/// `constraintsAffectingLayout(for:)` and diagnostics describe a slot by a `LayoutConstraint`
/// made on demand (see `LayoutEngine.describeFrameSlot(_:_:_:)`), placed in creation order by the
/// slot's `sequence`.
struct FrameSlot {
    /// Where a slot stands with the solver.
    enum State: UInt8 {
        /// No constraint: for a stay, constraints position the item on the slot's axis (or it
        /// was never settled).
        case absent
        /// In the solver, as `id`.
        case installed
        /// Made, but not in the solver: its constant was out of range when it was made, or the
        /// solver refused it; it stays out until the item loses it.
        case refused
        /// Left out in a conflict or when the solver refused a new constant; retried with the
        /// broken constraints (represented there by a stand-in constraint, see
        /// `frameSlotStandIn(for:_:)`).
        case broken
    }

    /// The solver's id of the constraint while `state` is `.installed` (else `.none`).
    var id = Solver.ConstraintID.none
    // The state and the flag fill the bytes after the id's 12, so that a slot takes 32 bytes.
    var state = State.absent
    /// Whether the slot waits in the engine's `editedFrameSlots`.
    var isEdited = false
    /// What the constraint keeps: the left or top relative to the record's `stayReference`, or
    /// the width or height (relative to the reference's for a margins guide).
    var constant: Double = 0
    /// The place of the constraint in creation order (see `LayoutConstraint.sequence`).
    var sequence = 0
}

/// An edited, installed slot of an item's record, as the engine lists it for `applyEdits()`:
/// the installation edited (its id).
struct FrameSlotReference {
    let record: ItemRecord
    let index: Int
    let id: Solver.ConstraintID
}
