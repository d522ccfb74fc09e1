/// The public object of each slot (of a constraint or a variable), by slot: as long as the
/// highest slot that got an object, so that a client of the handle API, whose constraints and
/// variables have none, keeps no table (a slot beyond it reads `nil`).
struct SlotObjects<Object: AnyObject>: ~Copyable {
    private var objects = OwnedArray<Object?>()

    /// The object of `slot` (`nil` for none, and for a slot beyond the table); assigning one to
    /// a slot beyond the table lengthens it.
    subscript(slot: Int) -> Object? {
        @inline(__always) get { UInt(bitPattern: slot) < UInt(bitPattern: objects.count) ? objects[slot] : nil }
        set {
            if slot >= objects.count {
                guard newValue != nil else { return }
                objects.append(repeating: nil, count: slot + 1 - objects.count)
            }
            objects[slot] = newValue
        }
    }

    /// The slots the table covers, `0..<` one past the highest slot that got an object.
    var indices: Range<Int> { objects.indices }

    /// Makes room for `count` slots once some slot has an object (none is made before).
    mutating func reserveCapacity(_ count: Int) {
        if !objects.isEmpty { objects.reserveCapacity(count) }
    }

    /// Calls `body` with each object, by slot.
    func forEach(_ body: (Object) -> Void) {
        for slot in objects.indices { if let object = objects[slot] { body(object) } }
    }

    /// Adds the table's elements and storage to `tally`.
    func add(to tally: inout MemoryCensus.Tally) { tally.add(objects) }
}

/// The public object of each constraint slot (`nil` for an edit and a constraint added by id).
typealias ConstraintObjects = SlotObjects<Constraint>

/// The public object of each variable slot (`nil` for a variable made by `makeVariable()`).
typealias VariableObjects = SlotObjects<Variable>
