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

    /// Lengthens the accumulator for `count` new variable slots.
    @inline(__always) mutating func appendVariableSlots(_ count: Int) {
        accumulator.append(repeating: 0, count: count)
        accumulated.append(repeating: false, count: count)
    }

    /// Reserves room for `count` variable slots in the accumulator.
    mutating func reserveVariables(_ count: Int) {
        accumulator.reserveCapacity(count)
        accumulated.reserveCapacity(count)
    }


    /// Sorts `touched` by variable slot: two or three in place, more by `OwnedArray.sort`, or
    /// reversed when they are in descending order (an expansion down a chain of definitions
    /// reaches its variables latest first; they are distinct, so reversing sorts them).
    @inline(__always) mutating func sortTouched() {
        let count = touched.count
        guard count >= 2 else { return }
        guard count <= 3 else { return sortSeveralTouched() }
        touched.withUnsafeMutableBufferPointer { touched in
            Self.order(&touched[0], &touched[1])
            guard touched.count == 3 else { return }
            Self.order(&touched[1], &touched[2])
            Self.order(&touched[0], &touched[1])
        }
    }

    /// `sortTouched()` for four variables or more: reversed first when they are strictly
    /// descending, then sorted (a sorted list sorts in one pass).
    mutating func sortSeveralTouched() {
        touched.withUnsafeMutableBufferPointer { buffer in
            var i = 1
            while i < buffer.count && buffer[i] < buffer[i - 1] { i += 1 }
            guard i == buffer.count else { return }
            var descending = buffer
            descending.reverse()
        }
        touched.sort()
    }

    /// Swaps `a` and `b` when `b` is smaller.
    @inline(__always) private static func order(_ a: inout Int, _ b: inout Int) {
        if b < a { swap(&a, &b) }
    }

    /// Starts an expansion stamped `stamp`: no core term, no definition used or waiting.
    @inline(__always) mutating func begin(stamp: Int) {
        self.stamp = stamp
        touched.removeAll()
        usedDefinitions.removeAll()
        heap.removeAll()
    }

    // MARK: Definition heap (latest key first)

    /// Puts defined variable `u` in the heap, ordered by its key in `variables`: inline when the
    /// heap is empty (an expansion along a chain of definitions holds one at a time).
    @inline(__always) mutating func pushDefinition(_ u: Int, keysIn variables: borrowing OwnedArray<VariableRecord>) {
        if heap.isEmpty { return heap.append(u) }
        pushDefinitionSifting(u, keysIn: variables)
    }

    /// `pushDefinition(_:keysIn:)` into a heap that holds some: sifted up by key.
    @inline(never) mutating func pushDefinitionSifting(_ u: Int, keysIn variables: borrowing OwnedArray<VariableRecord>) {
        heap.append(u)
        var i = heap.count - 1
        let key = variables[u].key
        while i > 0 {
            let parent = (i - 1) / 2
            let above = heap[parent]
            guard variables[above].key < key else { break }
            heap[i] = above
            i = parent
        }
        heap[i] = u
    }

    /// Takes the defined variable with the latest key in `variables` out of the heap.
    mutating func popLatestDefinition(keysIn variables: borrowing OwnedArray<VariableRecord>) -> Int? {
        guard let last = heap.popLast() else { return nil }
        guard !heap.isEmpty else { return last }
        let top = heap[0]
        let count = heap.count
        let key = variables[last].key
        var i = 0
        while true {
            let left = 2 * i + 1, right = left + 1
            guard left < count else { break }
            var child = left, childKey = variables[heap[left]].key
            if right < count, case let k = variables[heap[right]].key, k > childKey { child = right; childKey = k }
            guard childKey > key else { break }
            heap[i] = heap[child]
            i = child
        }
        heap[i] = last
        return top
    }
}

/// The tables an expansion reads and writes by slot, as buffers without index checks (an
/// expansion reads them a few times for every term it meets): the accumulator and its marks,
/// and the variable and constraint records. None of them grows while a constraint is expanded
/// (only the lists of `ExpansionScratch` do), and every index into them is a variable or
/// constraint slot taken from the records. Valid for one expansion.
struct ExpansionTables {
    let accumulator: UnsafeMutableBufferPointer<Double>
    let accumulated: UnsafeMutableBufferPointer<Bool>
    let variables: UnsafeMutableBufferPointer<VariableRecord>
    let constraints: UnsafeMutableBufferPointer<ConstraintRecord>
}
