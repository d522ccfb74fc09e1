/// A constraint as views and guides store it: an object of the Constraints layer that views
/// never look inside; that layer reads it back without a dynamic cast (like `LayoutHostRecord`).
typealias StoredConstraint = AnyObject

/// What an attached list asks of the constraints it holds: where each sits in the lists of its
/// items, so that it leaves a list in constant time. The Constraints layer's constraints conform.
protocol AttachableConstraint: AnyObject {
    /// Where the constraint sits in the attached list of the item whose reference is `owner`
    /// (`-1` when it is not there).
    func attachIndex(in owner: ItemReference) -> Int
    /// Records where the constraint sits in the attached list of the item whose reference is
    /// `owner` (`-1`: not there).
    func setAttachIndex(_ index: Int, in owner: ItemReference)
}

/// The active constraints that name one view or guide, in activation order with constant-time
/// removal: each constraint remembers where it sits in the lists of its first and second item.
/// A constraint that names the same item twice sits in its list once. The constraints are
/// stored opaquely; the Constraints layer reads them as constraints (`all`).
struct AttachedConstraints {
    /// The constraints, each stored as the object views keep (see `StoredConstraint`).
    private(set) var stored: [StoredConstraint] = []

    /// Whether no active constraint names the item.
    var isEmpty: Bool { stored.isEmpty }

    /// Adds `constraint` to the list of the item whose reference is `owner`.
    mutating func insert<Constraint: AttachableConstraint>(_ constraint: Constraint, owner: ItemReference) {
        guard constraint.attachIndex(in: owner) < 0 else { return }
        constraint.setAttachIndex(stored.count, in: owner)
        // An arranged view soon holds half a dozen constraints: grow once, not three times.
        if stored.isEmpty { stored.reserveCapacity(8) }
        stored.append(constraint)
    }

    /// Removes `constraint` from the list of the item whose reference is `owner`.
    mutating func remove<Constraint: AttachableConstraint>(_ constraint: Constraint, owner: ItemReference) {
        let index = constraint.attachIndex(in: owner)
        guard index >= 0, index < stored.count, stored[index] === constraint else { return }
        constraint.setAttachIndex(-1, in: owner)
        // Every element of the list is of the type the list's users insert.
        let last = unsafeDowncast(stored.removeLast(), to: Constraint.self)
        guard index < stored.count else { return }
        stored[index] = last
        last.setAttachIndex(index, in: owner)
    }
}
