/// Contiguous storage for the expanded terms of rows and the expressions of definitions.
///
/// A constraint owns one slice (`start..<start + count`). Row terms are also linked into a list
/// per variable (`previous`/`next`, -1 ends a list), so that a variable finds its rows without a
/// search; definition terms are not linked (`previous == -2`). Freed slices become garbage that
/// `Engine.compactPools()` reclaims.
struct TermPool: ~Copyable {
    var variables = OwnedArray<Int>()
    var coefficients = OwnedArray<Double>()
    /// The constraint slot owning each term.
    var owners = OwnedArray<Int>()
    var previous = OwnedArray<Int>()
    var next = OwnedArray<Int>()
    /// Terms in freed slices.
    var garbage = 0

    var count: Int { variables.count }

    /// Appends an unlinked term and returns its index.
    @inline(__always) mutating func append(_ variable: Int, _ coefficient: Double, owner: Int) -> Int {
        variables.append(variable)
        coefficients.append(coefficient)
        owners.append(owner)
        previous.append(-2)
        next.append(-1)
        return variables.count - 1
    }

    /// Reserves room for `count` terms.
    mutating func reserve(_ count: Int) {
        variables.reserveCapacity(count)
        coefficients.reserveCapacity(count)
        owners.reserveCapacity(count)
        previous.reserveCapacity(count)
        next.reserveCapacity(count)
    }

    /// Empties the pool (every slice becomes invalid).
    mutating func removeAll() {
        variables.removeAll()
        coefficients.removeAll()
        owners.removeAll()
        previous.removeAll()
        next.removeAll()
        garbage = 0
    }
}

/// The definitions each expanded constraint went through, linked per defined variable so that
/// a changed definition finds the constraints whose expansion it invalidates.
struct UsePool: ~Copyable {
    /// The defined variable used.
    var variables = OwnedArray<Int>()
    /// The constraint slot whose expansion used it.
    var owners = OwnedArray<Int>()
    var previous = OwnedArray<Int>()
    var next = OwnedArray<Int>()
    var garbage = 0

    var count: Int { variables.count }

    /// Reserves room for `count` uses.
    mutating func reserve(_ count: Int) {
        variables.reserveCapacity(count)
        owners.reserveCapacity(count)
        previous.reserveCapacity(count)
        next.reserveCapacity(count)
    }

    mutating func removeAll() {
        variables.removeAll()
        owners.removeAll()
        previous.removeAll()
        next.removeAll()
        garbage = 0
    }
}
