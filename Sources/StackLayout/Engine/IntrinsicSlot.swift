import LayoutSolver

/// One intrinsic-size constraint of a view as its engine keeps it: `length ≤ constant` at the
/// hugging priority or `length ≥ constant` at the compression resistance, held in the solver by
/// its id, with no `LayoutConstraint` object. Slot 0 of a record is the horizontal hugging, 1 the
/// horizontal compression resistance, 2 and 3 the same vertically; a record's four are a block of
/// its engine's `IntrinsicSlotTable` (see `ItemRecord.intrinsicBlock`).
///
/// Diagnostics and `constraintsAffectingLayout(for:)` describe a slot by a `LayoutConstraint`
/// made on demand (see `LayoutEngine.describeIntrinsic(_:_:)`), placed in creation order by the
/// slot's `sequence`.
struct IntrinsicSlot {
    /// Where a slot stands with the solver.
    enum State: UInt8 {
        /// No constraint: the view has no intrinsic size on the axis, or it is suspended.
        case absent
        /// Made in this sync, added by `sync()` after the queued constraints.
        case deferred
        /// In the solver, as `id`.
        case installed
        /// Left out by a conflict or a refused constant, retried with the broken constraints.
        case broken
        /// Refused by the solver when added; added again only when the view's size is read anew
        /// after the slot was cleared.
        case refused
    }

    /// The solver's id of the constraint while `state` is `.installed` (else `.none`).
    var id = Solver.ConstraintID.none
    /// The intrinsic length the constraint keeps to.
    var constant: Double = 0
    /// The place of the constraint in creation order (see `LayoutConstraint.sequence`).
    var sequence = 0
    /// The hugging or compression resistance priority.
    var priority = LayoutPriority.required
    var state = State.absent
    /// Whether the slot waits in the engine's `editedIntrinsic`; an installed slot that does
    /// not has the constant and priority the solver holds.
    var isEdited = false

    /// The axis of slot `index`.
    static func axis(ofSlot index: Int) -> Axis { index < 2 ? .horizontal : .vertical }

    /// The relation of slot `index`: `≤` for hugging, `≥` for compression resistance.
    static func relation(ofSlot index: Int) -> LayoutRelation {
        index % 2 == 0 ? .lessThanOrEqual : .greaterThanOrEqual
    }

    /// The slot that a constraint on `attribute` (width or height) with `relation` describes.
    static func index(attribute: LayoutAttribute, relation: LayoutRelation) -> Int {
        (attribute == .height ? 2 : 0) + (relation == .greaterThanOrEqual ? 1 : 0)
    }
}

/// An edited slot of an item's record, as the engine lists it for `applyEdits()`: for an
/// installed slot, the installation edited (its id) and the constant and priority the solver
/// holds for it.
struct IntrinsicSlotReference {
    let record: ItemRecord
    let index: Int
    let id: Solver.ConstraintID
    let addedConstant: Double
    let addedPriority: LayoutPriority
}
