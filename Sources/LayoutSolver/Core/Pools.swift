/// Contiguous storage of the slices that constraints own: a constraint's slice is
/// `start..<start + count` of one pool, and a freed slice becomes garbage that
/// `Engine.compactPoolsIfSparse()` reclaims. The engine keeps two, `TermPool` and `UsePool`,
/// and `OriginalTermPool` of the same shape.
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
/// changes, and the variables it counts as mentions. A slice of the pool belongs to one
/// constraint, as in `SlicePool`; the coefficients and the variables are held in two arrays of
/// one count, 12 bytes a term instead of the 16 of an `OriginalTerm` with its padding (an
/// index is checked once, against the coefficients' count).
struct OriginalTermPool: ~Copyable {
    private var coefficients = OwnedArray<Double>()
    private var variables = OwnedArray<Int32>()
    /// Terms in freed slices.
    var garbage = 0

    /// The bytes a term takes.
    static let termBytes = MemoryLayout<Double>.stride + MemoryLayout<Int32>.stride

    /// The number of terms, live or not.
    var count: Int { coefficients.count }

    /// The number of terms that fit before the storage grows.
    var capacity: Int { Swift.min(coefficients.capacity, variables.capacity) }

    /// The term at index `k`, read and written in place.
    subscript(k: Int) -> OriginalTerm {
        @inline(__always) get {
            precondition(UInt(bitPattern: k) < UInt(bitPattern: count), "index out of range")
            return OriginalTerm(coefficient: coefficients.uncheckedPointer(to: k).pointee,
                                variable: Int(variables.uncheckedPointer(to: k).pointee))
        }
        @inline(__always) nonmutating set {
            precondition(UInt(bitPattern: k) < UInt(bitPattern: count), "index out of range")
            coefficients.uncheckedPointer(to: k).pointee = newValue.coefficient
            variables.uncheckedPointer(to: k).pointee = Int32(newValue.variable)
        }
    }

    /// Appends a term.
    @inline(__always) mutating func append(_ variable: Int, _ coefficient: Double) {
        coefficients.append(coefficient)
        variables.append(Int32(variable))
    }

    /// Appends the terms that `body` initializes from the pointers it gets (coefficients and
    /// variables, at the same offsets), where room for `limit` of them is made first; `body`
    /// returns how many it initialized (at most `limit`).
    @inline(__always) mutating func append(
        upTo limit: Int, _ body: (UnsafeMutablePointer<Double>, UnsafeMutablePointer<Int32>) -> Int
    ) {
        let start = count
        reserve(start + limit)
        let written = body(coefficients.uncheckedPointer(to: start), variables.uncheckedPointer(to: start))
        precondition(written >= 0 && written <= limit, "initialized more terms than room was made for")
        coefficients.countAppended(written)
        variables.countAppended(written)
    }

    /// Removes the last `k` terms.
    mutating func removeLast(_ k: Int) {
        coefficients.removeLast(k)
        variables.removeLast(k)
    }

    /// Reserves room for `count` terms.
    mutating func reserve(_ count: Int) {
        coefficients.reserveCapacity(count)
        variables.reserveCapacity(count)
    }
}
