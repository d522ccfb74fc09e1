/// Giving back the scratch of a solve that a large component grew, and the lists that a first
/// solve fills with an entry for every variable or constraint.
extension Engine {
    /// Gives back the buffers of the closed forms and folding once a solve grew them past
    /// `ClosedForms.keptScratchBytes`, and the arrays of the component being solved once they
    /// passed `keptListBytes` together: they hold nothing that is read again between solves,
    /// and a tree would otherwise keep hundreds of bytes a variable of them for as long as it
    /// lives. The solve's empty lists are given back past `keptListBytes` (see
    /// `releaseEmptyListsIfLarge()`).
    mutating func releaseSolveScratchIfLarge() {
        closedForms.releaseScratchIfLarge()
        assert(MemoryCensus.Tally.coversSameBuffers(component.tally, component.storageBytes, arrays: 7),
               "Component.storageBytes and Component.tally list different arrays")
        if component.storageBytes >= Self.keptListBytes { component = Component() }
        releaseEmptyListsIfLarge()
    }

    /// The storage, in bytes, that an empty list of the solve keeps from one solve to the next;
    /// a list past it is given back and starts again with `listBytesAfterRelease`. A first solve
    /// fills the dirty variables, the changed definitions and the constraints awaiting a check
    /// with about one entry for every variable or constraint, written pages that a later solve,
    /// which meets a few changes, never needs again.
    static let keptListBytes = 1 << 16

    /// The storage, in bytes, that a list given back starts again with: room for the changes of
    /// a later solve (a few hundred entries) without growing step by step.
    static let listBytesAfterRelease = 1 << 12

    /// Gives back the storage of the dirty variables, the stale constraints, the constraints
    /// awaiting a deferred check, the changed definitions and the probes of a check where the
    /// list is empty and its storage passed `keptListBytes`. (One sum of their capacities decides whether any can be
    /// large: the common solve, whose lists stay small, reads nothing more.)
    @inline(__always) mutating func releaseEmptyListsIfLarge() {
        let capacity = dirty.capacity + stale.capacity + deferred.unchecked.capacity + deferred.changedDefinitions.capacity
            + deferred.probes.capacity
        if capacity * MemoryLayout<Int>.stride > Self.keptListBytes { releaseEmptyLargeLists() }
    }

    @inline(never) private mutating func releaseEmptyLargeLists() {
        let kept = Self.keptListBytes, after = Self.listBytesAfterRelease
        dirty.releaseIfEmptyAndLarger(than: kept, keeping: after)
        stale.releaseIfEmptyAndLarger(than: kept, keeping: after)
        deferred.unchecked.releaseIfEmptyAndLarger(than: kept, keeping: after)
        deferred.changedDefinitions.releaseIfEmptyAndLarger(than: kept, keeping: after)
        deferred.probes.releaseIfEmptyAndLarger(than: kept, keeping: after)
    }
}

extension OwnedArray {
    /// The bytes of storage: the capacity times the stride.
    @inline(__always) var storageBytes: Int { capacity &* MemoryLayout<Element>.stride }

    /// Frees the storage when the array is empty and its storage holds more than `bytes` bytes,
    /// and takes new storage of `keptBytes` bytes (which the allocator maps without writing it).
    mutating func releaseIfEmptyAndLarger(than bytes: Int, keeping keptBytes: Int) {
        let stride = MemoryLayout<Element>.stride
        if isEmpty && capacity * stride > bytes { self = OwnedArray(capacity: keptBytes / stride) }
    }
}

extension MemoryCensus.Tally {
    /// Whether `tally` and `storageBytes`, the quick sum of capacities times strides kept beside
    /// it for the checks after a solve, count the same buffers: they differ by at most the
    /// headers of `arrays` Swift arrays. (Asserted after every solve of a debug build, so that a
    /// buffer added to one list and not to the other is caught by the tests.)
    static func coversSameBuffers(_ tally: Self, _ storageBytes: Int, arrays: Int) -> Bool {
        let headers = tally.capacity - storageBytes
        return headers >= 0 && headers <= arrays * storageHeaderBytes
    }
}

extension Array {
    /// The bytes of the elements' storage (the heap header aside): the capacity times the stride.
    @inline(__always) var storageBytes: Int { capacity &* MemoryLayout<Element>.stride }
}

extension Component {
    /// The bytes of storage of the arrays, their headers aside (read after every solve: it
    /// loads each array's capacity and adds nothing else).
    var storageBytes: Int {
        variables.storageBytes &+ rows.storageBytes &+ standing.storageBytes &+ peeled.storageBytes
            &+ general.storageBytes &+ alone.storageBytes &+ queue.storageBytes
    }

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
