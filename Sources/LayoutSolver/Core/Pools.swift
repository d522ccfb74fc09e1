/// Contiguous storage of the slices that constraints own: a constraint's slice is
/// `start..<start + count` of one pool, and a freed slice becomes garbage that
/// `Engine.compactPoolsIfSparse()` reclaims. The engine keeps three: `TermPool`, `UsePool` and
/// `OriginalTermPool`.
struct SlicePool<Element>: ~Copyable {
    private var storage = OwnedArray<Element>()
    /// Elements in freed slices.
    var garbage = 0

    /// The number of elements, live or not.
    var count: Int { storage.count }

    /// The number of elements that fit before the storage grows.
    var capacity: Int { storage.capacity }

    /// The element at index `k`, read and written in place.
    subscript(k: Int) -> Element {
        @inline(__always) _read { yield storage[k] }
        @inline(__always) nonmutating _modify { yield &storage[k] }
    }

    /// Appends `element` and returns its index.
    @inline(__always) @discardableResult
    mutating func append(_ element: Element) -> Int {
        storage.append(element)
        return storage.count - 1
    }

    /// Appends the elements that `body` initializes (see `OwnedArray.append(upTo:_:)`).
    @inline(__always) mutating func append(upTo limit: Int, _ body: (UnsafeMutablePointer<Element>) -> Int) {
        storage.append(upTo: limit, body)
    }

    /// Removes the last `k` elements.
    mutating func removeLast(_ k: Int) { storage.removeLast(k) }

    /// Reserves room for `count` elements.
    mutating func reserve(_ count: Int) { storage.reserveCapacity(count) }

    /// Empties the pool (every slice becomes invalid).
    mutating func removeAll() {
        storage.removeAll()
        garbage = 0
    }
}

/// One expanded term of a row or of a definition's expression: a variable, its coefficient, the
/// constraint slot owning it and its links. Row terms are linked into a list per variable
/// (`previous`/`next`, -1 ends a list), so that a variable finds its rows without a search;
/// definition terms are linked the same way into the list of the definitions that read the
/// variable (`EvaluationOrder.readerHeads`); an unlinked term has `previous == -2`.
struct PooledTerm {
    var coefficient: Double
    @Int32Storage var variable: Int
    @Int32Storage var owner: Int
    @Int32Storage var previous: Int
    @Int32Storage var next: Int
}

/// The expanded terms of rows and the expressions of definitions.
typealias TermPool = SlicePool<PooledTerm>

extension SlicePool where Element == PooledTerm {
    /// Appends an unlinked term and returns its index.
    @inline(__always) mutating func append(_ variable: Int, _ coefficient: Double, owner: Int) -> Int {
        append(PooledTerm(coefficient: coefficient, variable: variable, owner: owner, previous: -2, next: -1))
    }
}

/// One use of a definition by an expanded constraint: the defined variable used, the constraint
/// slot whose expansion used it (-1 once unlinked), and its links in the variable's list of
/// dependents.
struct DefinitionUse {
    @Int32Storage var variable: Int
    @Int32Storage var owner: Int
    @Int32Storage var previous: Int
    @Int32Storage var next: Int
}

/// The definitions each expanded constraint went through, linked per defined variable so that
/// a changed definition finds the constraints whose expansion it invalidates.
typealias UsePool = SlicePool<DefinitionUse>

/// One term of a constraint as it was added: a variable slot and its coefficient.
struct OriginalTerm {
    var coefficient: Double
    @Int32Storage var variable: Int
}

/// The terms of each constraint as it was added, its variables distinct and their coefficients
/// summed: what the constraint is expanded from again when a definition it went through
/// changes, and the variables it counts as mentions.
typealias OriginalTermPool = SlicePool<OriginalTerm>

extension SlicePool where Element == OriginalTerm {
    /// Appends a term.
    @inline(__always) mutating func append(_ variable: Int, _ coefficient: Double) {
        append(OriginalTerm(coefficient: coefficient, variable: variable))
    }
}
