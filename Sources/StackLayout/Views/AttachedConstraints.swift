/// A constraint as views and guides store it: an object of the Constraints layer, whose
/// constraints conform. Views ask it only where it sits in the attached lists of its items, so
/// that it leaves a list in constant time; the Constraints layer reads the lists back as its
/// constraints with one unchecked cast (`ConstraintList`, a site the Architecture article lists).
protocol StoredConstraint: AnyObject {
    /// Where the constraint sits in the attached list of the item whose reference is `owner`
    /// (`-1` when it is not there).
    func attachIndex(in owner: ItemReference) -> Int
    /// Records where the constraint sits in the attached list of the item whose reference is
    /// `owner` (`-1`: not there).
    func setAttachIndex(_ index: Int, in owner: ItemReference)
}

/// The active constraints that name one view or guide, in activation order with constant-time
/// removal: each constraint remembers where it sits in the lists of its first and second item.
/// A constraint that names the same item twice sits in its list once. The Constraints layer
/// reads the stored constraints as its own (`all`).
struct AttachedConstraints {
    /// The constraints, in the list's order.
    private(set) var stored: [any StoredConstraint] = []

    /// Whether no active constraint names the item.
    var isEmpty: Bool { stored.isEmpty }

    /// Adds `constraint` to the list of the item whose reference is `owner`.
    mutating func insert(_ constraint: some StoredConstraint, owner: ItemReference) {
        guard constraint.attachIndex(in: owner) < 0 else { return }
        constraint.setAttachIndex(stored.count, in: owner)
        // An arranged view soon holds half a dozen constraints: grow once, not three times.
        if stored.isEmpty { stored.reserveCapacity(8) }
        stored.append(constraint)
    }

    /// Removes `constraint` from the list of the item whose reference is `owner`.
    mutating func remove(_ constraint: some StoredConstraint, owner: ItemReference) {
        let index = constraint.attachIndex(in: owner)
        guard index >= 0, index < stored.count, stored[index] === constraint else { return }
        constraint.setAttachIndex(-1, in: owner)
        let last = stored.removeLast()
        guard index < stored.count else { return }
        stored[index] = last
        last.setAttachIndex(index, in: owner)
    }
}
