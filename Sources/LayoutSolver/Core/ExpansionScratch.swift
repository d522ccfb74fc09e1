/// The scratch of expansions (reused, never shrunk): the dense accumulator where a constraint's
/// terms are summed over core variables, the defined variables waiting to be expanded, and the
/// definitions an expansion went through (see `Engine+Expansion.swift`). Clear between
/// expansions.
struct ExpansionScratch: ~Copyable {
    /// Dense accumulator of an expansion, indexed by variable slot, and whether each slot holds
    /// a sum.
    var accumulator = OwnedArray<Double>()
    var accumulated = OwnedArray<Bool>()
    /// The core variables of the current expansion.
    var touched = OwnedArray<Int>()
    /// Where a `Term` holds its variable (see `Engine.appendOriginalTerms(of:)`).
    let termVariableOffset = MemoryLayout<Term>.offset(of: \Term.variable)!
    /// The stamp of the current expansion (see `VariableRecord.expansionMark`).
    var stamp = 0
    /// Defined variables waiting to be expanded, latest key on top.
    var heap = OwnedArray<Int>()
    /// The definitions the current expansion went through.
    var usedDefinitions = OwnedArray<Int>()
    /// Variables held by soft definitions that the last expansions met (see `Engine.expand(_:)`).
    var softDefinitionsMet = OwnedArray<Int>()
    /// Variables waiting in `Engine.definitionsReach(_:fromOriginalTermsIn:)`.
    var reachStack = OwnedArray<Int>()

    /// Lengthens the accumulator for a new variable slot.
    @inline(__always) mutating func appendVariableSlot() {
        accumulator.append(0)
        accumulated.append(false)
    }

    /// Reserves room for `count` variable slots in the accumulator.
    mutating func reserveVariables(_ count: Int) {
        accumulator.reserveCapacity(count)
        accumulated.reserveCapacity(count)
    }

}
