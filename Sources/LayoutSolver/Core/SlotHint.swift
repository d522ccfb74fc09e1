import Synchronization

/// A solver-local index cached on a public object (``Variable`` or ``Constraint``), so that a
/// solver finds its record without hashing.
///
/// The hint holds the solver's identity in the high 32 bits and `slot + 1` in the low 32 bits.
/// One solver at a time claims an object's hint (the first to register it, until it releases
/// it); a solver that finds the hint claimed by another keeps the object in its own dictionary
/// instead. A solver trusts a hint only after checking that the slot still holds the same
/// object, so a stale hint costs a dictionary lookup, never a wrong answer.
enum SlotHint {
    /// Identities handed to solvers (wrapping; 0 is never used).
    static let identities = Atomic<UInt32>(0)

    /// A new solver identity.
    static func newIdentity() -> UInt32 {
        var id = identities.add(1, ordering: .relaxed).newValue
        if id == 0 { id = identities.add(1, ordering: .relaxed).newValue }
        return id
    }

    /// The hint for `slot` in the solver `identity`.
    @inline(__always) static func encode(_ slot: Int, in identity: UInt32) -> UInt64 {
        UInt64(identity) << 32 | UInt64(UInt32(truncatingIfNeeded: slot + 1))
    }

    /// The slot a hint names for the solver `identity`, if it was written by that solver.
    @inline(__always) static func slot(_ hint: UInt64, in identity: UInt32) -> Int? {
        guard UInt32(truncatingIfNeeded: hint >> 32) == identity else { return nil }
        let slot = Int(UInt32(truncatingIfNeeded: hint)) - 1
        return slot >= 0 ? slot : nil
    }

    /// Claims `hint` for `slot` of solver `identity` when no solver holds it (or this one held it
    /// before); returns whether the hint is now this solver's.
    static func claim(_ hint: borrowing Atomic<UInt64>, _ slot: Int, in identity: UInt32) -> Bool {
        let current = hint.load(ordering: .relaxed)
        guard current == 0 || UInt32(truncatingIfNeeded: current >> 32) == identity else { return false }
        return hint.compareExchange(expected: current, desired: encode(slot, in: identity), ordering: .relaxed).exchanged
    }

    /// Gives up `hint` if solver `identity` holds it; returns whether it did.
    @discardableResult
    static func release(_ hint: borrowing Atomic<UInt64>, in identity: UInt32) -> Bool {
        let current = hint.load(ordering: .relaxed)
        guard current != 0, UInt32(truncatingIfNeeded: current >> 32) == identity else { return false }
        return hint.compareExchange(expected: current, desired: 0, ordering: .relaxed).exchanged
    }
}
