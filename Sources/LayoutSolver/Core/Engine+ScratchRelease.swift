/// Giving back the scratch of a solve that a large component grew.
extension Engine {
    /// Gives back the buffers of the closed forms and folding, and the arrays of the component
    /// being solved, once a solve grew them past `ClosedForms.keptScratchBytes` each: they hold
    /// nothing that is read again between solves, and a tree would otherwise keep hundreds of
    /// bytes a variable of them for as long as it lives.
    mutating func releaseSolveScratchIfLarge() {
        closedForms.releaseScratchIfLarge()
        if component.storageBytes >= ClosedForms.keptScratchBytes { component = Component() }
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
