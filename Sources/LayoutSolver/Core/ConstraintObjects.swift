/// The public object of each constraint slot, by slot: as long as the highest slot that got an
/// object, so that a client of the handle API, whose constraints have none, keeps no table (a
/// slot beyond it reads `nil`).
struct ConstraintObjects: ~Copyable {
    private var objects = OwnedArray<Constraint?>()

    /// The object of constraint `slot` (`nil` for none, and for a slot beyond the table);
    /// assigning one to a slot beyond the table lengthens it.
    subscript(slot: Int) -> Constraint? {
        @inline(__always) get { UInt(bitPattern: slot) < UInt(bitPattern: objects.count) ? objects[slot] : nil }
        set {
            if slot >= objects.count {
                guard newValue != nil else { return }
                objects.append(repeating: nil, count: slot + 1 - objects.count)
            }
            objects[slot] = newValue
        }
    }

    /// Makes room for `count` slots once some slot has an object (none is made before).
    mutating func reserveCapacity(_ count: Int) {
        if !objects.isEmpty { objects.reserveCapacity(count) }
    }

    /// Calls `body` with each object, by slot.
    func forEach(_ body: (Constraint) -> Void) {
        for slot in objects.indices { if let object = objects[slot] { body(object) } }
    }

    /// Adds the table's elements and storage to `tally`.
    func add(to tally: inout MemoryCensus.Tally) { tally.add(objects) }
}
