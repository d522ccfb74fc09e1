/// Definitions evaluated incrementally. Each definition's terms are linked into a list per
/// variable they read (`EvaluationOrder.readerHeads`, through the term pool's links, as rows'
/// terms are), so that after a solve only the definitions that read a changed value are
/// evaluated again: in evaluation order (by key, from a heap), each one whose value changes
/// bringing in its own readers. Changed values come from the solver's change list, so this
/// runs only while the client tracks changes; a new order, a lost list or a change to most
/// variables evaluates every definition instead. The lists are linked at the first incremental
/// evaluation (a first layout evaluates every definition and needs none), and kept from then on.
extension Engine {
    /// Links the terms of every definition into the readers of their variables, from now on.
    /// The definitions are found through the evaluation order (current here: every defined
    /// variable has its key), not among all constraints; the order of a reader list does not
    /// matter, since an evaluation takes what it schedules by key.
    mutating func linkEveryReader() {
        evaluation.readersAreLinked = true
        evaluation.readerHeads.removeAll()
        evaluation.readerHeads.append(repeating: -1, count: records.variables.count)
        for i in evaluation.order.indices where evaluation.order[i] >= 0 {
            let d = records.variables[evaluation.order[i]].definition
            guard d >= 0 else { continue }
            let start = records.constraints[d].termStart
            for k in start..<(start + records.constraints[d].termCount) { linkReader(k) }
        }
    }

    /// Links definition term `k` into the readers of its variable.
    mutating func linkReader(_ k: Int) {
        let u = records.terms[k].variable
        let head = Int(evaluation.readerHeads[u])
        records.terms[k].previous = -1
        records.terms[k].next = head
        if head >= 0 { records.terms[head].previous = k }
        evaluation.readerHeads[u] = Int32(k)
    }

    /// Notes that the definition of `v` is new or has a new constant, for the next incremental
    /// evaluation (nothing to note while the next evaluation is a full one; with more than half
    /// the order noted, it becomes one).
    @inline(__always) mutating func noteRedefined(_ v: Int) {
        guard !evaluation.needsFullEvaluation else { return }
        if 2 * evaluation.redefined.count > evaluation.order.count {
            evaluation.needsFullEvaluation = true
            evaluation.redefined.removeAll()
            return
        }
        evaluation.redefined.append(v)
    }

    /// Unlinks definition term `k` from the readers of its variable.
    mutating func unlinkReader(_ k: Int) {
        let previous = records.terms[k].previous, next = records.terms[k].next
        if previous >= 0 { records.terms[previous].next = next } else { evaluation.readerHeads[records.terms[k].variable] = Int32(next) }
        if next >= 0 { records.terms[next].previous = previous }
        records.terms[k].previous = -2
        records.terms[k].next = -1
    }

    /// The value of defined variable `v` from its definition and the current values.
    @inline(__always) mutating func definedValue(of v: Int) -> Double {
        let d = records.variables[v].definition
        var value = records.constraints[d].reducedConstant
        let start = records.constraints[d].termStart, count = records.constraints[d].termCount
        steps &+= 1 + count
        definitionEvaluations &+= 1
        for k in start..<(start + count) {
            value += records.terms[k].coefficient * records.values[records.terms[k].variable]
        }
        return value
    }

    /// Evaluates the definitions after a solve: incrementally from the changes listed since the
    /// last evaluation (and the definitions made or given a new constant since then), or every
    /// one when the order was rebuilt, the list is not kept or lost, or more than half the
    /// defined variables' worth of values changed.
    mutating func evaluateChangedDefinitions() {
        let firstChange = records.changes.evaluated
        let changed = records.changes.variables.count - firstChange
        defer { records.changes.evaluated = records.changes.variables.count }
        guard records.changes.isTracking, !records.changes.isLost, !evaluation.needsFullEvaluation,
              2 * (changed + evaluation.redefined.count) < evaluation.order.count
        else {
            evaluateDefinitions()
            return
        }
        if !evaluation.readersAreLinked { linkEveryReader() }
        let pending = nextStamp()
        var heap = OwnedArray<Int>()
        swap(&heap, &evaluation.heap)
        defer { swap(&heap, &evaluation.heap) }
        for i in 0..<evaluation.redefined.count {
            let v = evaluation.redefined[i]
            if records.variables[v].definition >= 0 { schedule(v, pending, &heap) }
        }
        evaluation.redefined.removeAll()
        for i in firstChange..<(firstChange + changed) { scheduleReaders(of: Int(records.changes.variables[i]), pending, &heap) }
        while let key = EvaluationOrder.popMinimum(&heap) {
            let v = evaluation.order[key]
            guard v >= 0, records.variables[v].definition >= 0 else { continue }
            let value = definedValue(of: v)
            guard value.bitPattern != records.values[v].bitPattern else { continue }
            records.setValue(value, of: v)
            scheduleReaders(of: v, pending, &heap)
        }
    }

    /// Schedules every definition that reads `u` (once per evaluation: `pending` marks them).
    private mutating func scheduleReaders(of u: Int, _ pending: Int, _ heap: inout OwnedArray<Int>) {
        var k = Int(evaluation.readerHeads[u])
        while k >= 0 {
            schedule(records.constraints[records.terms[k].owner].variable, pending, &heap)
            k = records.terms[k].next
        }
    }

    /// Schedules defined variable `v` by its key, unless it is scheduled already.
    private mutating func schedule(_ v: Int, _ pending: Int, _ heap: inout OwnedArray<Int>) {
        guard records.variables[v].stamp != pending else { return }
        records.variables[v].stamp = pending
        EvaluationOrder.push(records.variables[v].key, &heap)
    }
}

extension EvaluationOrder {
    /// Adds `key` to the binary min-heap `heap`.
    static func push(_ key: Int, _ heap: inout OwnedArray<Int>) {
        heap.append(key)
        var i = heap.count - 1
        while i > 0 {
            let parent = (i - 1) / 2
            guard heap[parent] > heap[i] else { break }
            let held = heap[parent]
            heap[parent] = heap[i]
            heap[i] = held
            i = parent
        }
    }

    /// Removes and returns the smallest key of the binary min-heap `heap`, or `nil` when empty.
    static func popMinimum(_ heap: inout OwnedArray<Int>) -> Int? {
        guard heap.count > 0 else { return nil }
        let minimum = heap[0]
        let last = heap.removeLast()
        guard heap.count > 0 else { return minimum }
        heap[0] = last
        var i = 0
        while true {
            let left = 2 * i + 1, right = left + 1
            var smallest = i
            if left < heap.count && heap[left] < heap[smallest] { smallest = left }
            if right < heap.count && heap[right] < heap[smallest] { smallest = right }
            guard smallest != i else { return minimum }
            let held = heap[smallest]
            heap[smallest] = heap[i]
            heap[i] = held
            i = smallest
        }
    }
}
