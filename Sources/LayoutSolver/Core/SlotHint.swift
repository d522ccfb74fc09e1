import Synchronization

/// A solver-local index cached on a public object (``Variable`` or ``Constraint``), so that a
/// solver finds its record without hashing.
///
/// The hint holds the solver's identity in the high 32 bits and `slot + 1` in the low 32 bits.
/// An object has two hints (`SlotHints`): one solver at a time claims each (the first to
/// register the object while the hint is free, until it releases it), so that two solvers that
/// share objects (a layout and a fitting pass, a replay and the solver it is compared with) both
/// find them without hashing; a solver that finds both claimed by others keeps the object in
/// its own dictionary instead. A solver trusts a hint only after checking that the slot still
/// holds the same object, so a stale hint costs a dictionary lookup, never a wrong answer.
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

/// The two slot hints of a public object (see `SlotHint`).
struct SlotHints: ~Copyable {
    let first = Atomic<UInt64>(0)
    let second = Atomic<UInt64>(0)

    init() {}

    /// The slot that solver `identity` noted in one of the hints, if any.
    @inline(__always) func slot(in identity: UInt32) -> Int? {
        SlotHint.slot(first.load(ordering: .relaxed), in: identity) ?? SlotHint.slot(second.load(ordering: .relaxed), in: identity)
    }

    /// Claims a hint for `slot` of solver `identity` (the first one free or already its own);
    /// returns whether one is now this solver's.
    @inline(__always) func claim(_ slot: Int, in identity: UInt32) -> Bool {
        SlotHint.claim(first, slot, in: identity) || SlotHint.claim(second, slot, in: identity)
    }

    /// Gives up the hint solver `identity` holds, if any; returns whether it held one.
    @discardableResult
    @inline(__always) func release(in identity: UInt32) -> Bool {
        SlotHint.release(first, in: identity) || SlotHint.release(second, in: identity)
    }
}
