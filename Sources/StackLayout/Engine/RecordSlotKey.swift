/// A slot of a registered record (an intrinsic-size slot, a stay slot), as a dictionary key
/// (valid while the record is registered).
struct RecordSlotKey: Hashable {
    let record: ObjectIdentifier
    let index: Int

    init(_ record: ItemRecord, _ index: Int) {
        self.record = ObjectIdentifier(record)
        self.index = index
    }
}

/// The constraint that stands for a broken slot of a record (in the engine's `broken`, in
/// conflict and refusal reports), and the record of the slot.
struct SlotStandIn {
    let constraint: LayoutConstraint
    let record: ItemRecord
}
