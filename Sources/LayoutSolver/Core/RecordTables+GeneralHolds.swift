/// What a general component holds of one constraint: the instance, the slot of its reduced form
/// in that instance's simplex solver (-1 for an edit, held as an edit variable) and the
/// constant (or suggested value, for an edit) the instance holds. Kept apart from
/// `ConstraintRecord`: few constraints ever join a general component, and the records of all
/// the others stay 16 bytes smaller.
struct GeneralHold {
    /// The constant (or suggested value) the general component holds.
    var heldConstant = 0.0
    /// The general component instance holding the reduced form, or -1.
    @Int32Storage var instance = -1
    /// The slot of the reduced form in the instance's simplex solver, or -1.
    @Int32Storage var simplexSlot = -1
}

extension RecordTables {
    /// What general components hold of constraint `slot` (none: instance -1); setting it grows
    /// the table to the slot.
    subscript(generalHoldOf slot: Int) -> GeneralHold {
        get { slot < generalHolds.count ? generalHolds[slot] : GeneralHold() }
        set {
            if slot >= generalHolds.count {
                generalHolds.append(repeating: GeneralHold(), count: slot + 1 - generalHolds.count)
            }
            generalHolds[slot] = newValue
        }
    }
}
