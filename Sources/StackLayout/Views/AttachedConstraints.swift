/// The active constraints that name one view or guide, in activation order with constant-time
/// removal: each constraint remembers where it sits in the lists of its first and second item.
/// A constraint that names the same item twice sits in its list once.
struct AttachedConstraints {
    /// The constraints.
    private(set) var all: [LayoutConstraint] = []

    /// Whether no active constraint names the item.
    var isEmpty: Bool { all.isEmpty }

    /// Adds `constraint` to the list of the item whose reference is `owner`.
    mutating func insert(_ constraint: LayoutConstraint, owner: ItemReference) {
        guard constraint.attachIndex(in: owner) < 0 else { return }
        constraint.setAttachIndex(all.count, in: owner)
        // An arranged view soon holds half a dozen constraints: grow once, not three times.
        if all.isEmpty { all.reserveCapacity(8) }
        all.append(constraint)
    }

    /// Removes `constraint` from the list of the item whose reference is `owner`.
    mutating func remove(_ constraint: LayoutConstraint, owner: ItemReference) {
        let index = constraint.attachIndex(in: owner)
        guard index >= 0, index < all.count, all[index] === constraint else { return }
        constraint.setAttachIndex(-1, in: owner)
        let last = all.removeLast()
        guard index < all.count else { return }
        all[index] = last
        last.setAttachIndex(index, in: owner)
    }
}

extension LayoutConstraint {
    /// Where the constraint sits in the attached list of the item whose reference is `owner`
    /// (`-1` when it is not there).
    func attachIndex(in owner: ItemReference) -> Int {
        firstReference === owner ? firstAttachIndex : secondAttachIndex
    }

    func setAttachIndex(_ index: Int, in owner: ItemReference) {
        if firstReference === owner { firstAttachIndex = index } else { secondAttachIndex = index }
    }
}
