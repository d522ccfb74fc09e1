/// Giving back the scratch of a solve that a large component grew, and the lists that a first
/// solve fills with an entry for every variable or constraint.
extension Engine {
    /// Gives back the buffers of the closed forms and folding, and the arrays of the component
    /// being solved, once a solve grew them past `ClosedForms.keptScratchBytes` each: they hold
    /// nothing that is read again between solves, and a tree would otherwise keep hundreds of
    /// bytes a variable of them for as long as it lives. The solve's empty lists are given back
    /// past `keptListBytes` (see `releaseEmptyListsIfLarge()`).
    mutating func releaseSolveScratchIfLarge() {
        closedForms.releaseScratchIfLarge()
        if component.storageBytes >= ClosedForms.keptScratchBytes { component = Component() }
        releaseEmptyListsIfLarge()
    }

    /// The storage, in bytes, that an empty list of the solve keeps from one solve to the next;
    /// more is given back. A first solve fills the dirty variables, the changed definitions and
    /// the constraints awaiting a check with about one entry for every variable or constraint,
    /// written pages that a later solve, which meets a few changes, never needs again.
    static let keptListBytes = 1 << 16

    /// Gives back the storage of the dirty variables, the stale constraints, the constraints
    /// awaiting a deferred check and the changed definitions where the list is empty and its
    /// storage passed `keptListBytes`.
    mutating func releaseEmptyListsIfLarge() {
        dirty.releaseIfEmptyAndLarger(than: Self.keptListBytes)
        stale.releaseIfEmptyAndLarger(than: Self.keptListBytes)
        deferred.unchecked.releaseIfEmptyAndLarger(than: Self.keptListBytes)
        deferred.changedDefinitions.releaseIfEmptyAndLarger(than: Self.keptListBytes)
    }
}

extension OwnedArray {
    /// Frees the storage when the array is empty and its storage holds more than `bytes` bytes.
    mutating func releaseIfEmptyAndLarger(than bytes: Int) {
        if isEmpty && capacity * MemoryLayout<Element>.stride > bytes { self = OwnedArray() }
    }
}

extension Component {
    /// The bytes of storage of the arrays.
    var storageBytes: Int { tally.capacity }

    /// The arrays' elements and storage.
    var tally: MemoryCensus.Tally {
        var tally = MemoryCensus.Tally()
        tally.add(variables)
        tally.add(rows)
        tally.add(standing)
        tally.add(peeled)
        tally.add(general)
        tally.add(alone)
        tally.add(queue)
        return tally
    }
}
