/// Constraints that views and guides store (as `StoredConstraint`s), read as constraints in
/// place: no copy of the list and no dynamic cast per element.
struct ConstraintList: RandomAccessCollection {
    /// The stored constraints; each is a `LayoutConstraint`.
    let stored: [any StoredConstraint]

    /// Reads `stored`, whose elements are all `LayoutConstraint`s, as constraints.
    init(_ stored: [any StoredConstraint]) { self.stored = stored }

    /// The first position: 0.
    var startIndex: Int { 0 }

    /// The position after the last constraint: their number.
    var endIndex: Int { stored.count }

    /// The constraint at `position`.
    subscript(position: Int) -> LayoutConstraint {
        // `LayoutConstraint` is the only `StoredConstraint`: the one unchecked read of the lists.
        unsafeDowncast(stored[position], to: LayoutConstraint.self)
    }
}

extension AttachedConstraints {
    /// The constraints, in the list's order.
    var all: ConstraintList { ConstraintList(stored) }
}

extension LayoutConstraint: StoredConstraint {
    /// Where the constraint sits in the attached list of the item whose reference is `owner`
    /// (`-1` when it is not there).
    func attachIndex(in owner: ItemReference) -> Int {
        firstReference === owner ? firstAttachIndex : secondAttachIndex
    }

    /// Records where the constraint sits in the attached list of the item whose reference is
    /// `owner` (`-1`: not there).
    func setAttachIndex(_ index: Int, in owner: ItemReference) {
        if firstReference === owner { firstAttachIndex = index } else { secondAttachIndex = index }
    }
}
