/// Contiguous storage for the expanded terms of rows and the expressions of definitions.
///
/// A constraint owns one slice (`start..<start + count`). Row terms are also linked into a list
/// per variable (`previous`/`next`, -1 ends a list), so that a variable finds its rows without a
/// search; definition terms are not linked (`previous == -2`). Freed slices become garbage that
/// `Engine.compactPools()` reclaims.
struct TermPool: ~Copyable {
    /// One term: a variable, its coefficient, the constraint slot owning it and its links.
    struct Term {
        var coefficient: Double
        @Int32Storage var variable: Int
        @Int32Storage var owner: Int
        @Int32Storage var previous: Int
        @Int32Storage var next: Int
    }

    private var storage = OwnedArray<Term>()
    /// Terms in freed slices.
    var garbage = 0

    var count: Int { storage.count }

    /// The term at index `k`, read and written in place.
    subscript(k: Int) -> Term {
        @inline(__always) _read { yield storage[k] }
        @inline(__always) nonmutating _modify { yield &storage[k] }
    }

    /// Appends an unlinked term and returns its index.
    @inline(__always) mutating func append(_ variable: Int, _ coefficient: Double, owner: Int) -> Int {
        storage.append(Term(coefficient: coefficient, variable: variable, owner: owner, previous: -2, next: -1))
        return storage.count - 1
    }

    /// Reserves room for `count` terms.
    mutating func reserve(_ count: Int) { storage.reserveCapacity(count) }

    /// Empties the pool (every slice becomes invalid).
    mutating func removeAll() {
        storage.removeAll()
        garbage = 0
    }
}

/// The definitions each expanded constraint went through, linked per defined variable so that
/// a changed definition finds the constraints whose expansion it invalidates.
struct UsePool: ~Copyable {
    /// One use: the defined variable used, the constraint slot whose expansion used it (-1 once
    /// unlinked), and its links in the variable's list of dependents.
    struct Use {
        @Int32Storage var variable: Int
        @Int32Storage var owner: Int
        @Int32Storage var previous: Int
        @Int32Storage var next: Int
    }

    private var storage = OwnedArray<Use>()
    var garbage = 0

    var count: Int { storage.count }

    /// The use at index `k`, read and written in place.
    subscript(k: Int) -> Use {
        @inline(__always) _read { yield storage[k] }
        @inline(__always) nonmutating _modify { yield &storage[k] }
    }

    /// Appends `use`.
    @inline(__always) mutating func append(_ use: Use) { storage.append(use) }

    /// Reserves room for `count` uses.
    mutating func reserve(_ count: Int) { storage.reserveCapacity(count) }

    mutating func removeAll() {
        storage.removeAll()
        garbage = 0
    }
}

/// The terms of each constraint as it was added, its variables distinct and their coefficients
/// summed: what the constraint is expanded from again when a definition it went through
/// changes, and the variables it counts as mentions. A constraint owns one slice; freed slices
/// become garbage that `Engine.compactPoolsIfSparse()` reclaims.
struct OriginalTermPool: ~Copyable {
    /// One term: a variable slot and its coefficient.
    struct Term {
        var coefficient: Double
        @Int32Storage var variable: Int
    }

    private var storage = OwnedArray<Term>()
    /// Terms in freed slices.
    var garbage = 0

    /// The number of terms, live or not.
    var count: Int { storage.count }

    /// The term at index `k`, read and written in place.
    subscript(k: Int) -> Term {
        @inline(__always) _read { yield storage[k] }
        @inline(__always) nonmutating _modify { yield &storage[k] }
    }

    /// Appends a term.
    @inline(__always) mutating func append(_ variable: Int, _ coefficient: Double) {
        storage.append(Term(coefficient: coefficient, variable: variable))
    }

    /// Removes the last `k` terms.
    mutating func removeLast(_ k: Int) { storage.removeLast(k) }

    /// Reserves room for `count` terms.
    mutating func reserve(_ count: Int) { storage.reserveCapacity(count) }
}
