/// Entering candidates ordered in a heap, used with the column index (large tableaux).
///
/// The list scan of `candidateEnteringSymbol` re-evaluates every improving candidate at each
/// pivot. After a batch of deferred removals thousands of candidates improve at once and are
/// consumed one per pivot, so the scans cost O(candidates²). Here a candidate is evaluated once
/// each time it is noted (its first level and coefficient only change when it occurs in a pivot
/// row or an added or removed row, which notes it again) and pushed under the key
/// (first level's priority, symbol id). The top entry is checked against the symbol's current
/// key; stale entries are dropped. The choice is the list scan's: the improving candidate with
/// the lowest (level, symbol id).
extension Tableau {
    /// The entering symbol, as `candidateEnteringSymbol` would choose it, from the heap.
    mutating func heapEnteringSymbol(levelLimit: Int) -> (symbol: Int, direction: Double)? {
        var i = 0
        while i < candidates.count {
            let s = candidates[i]
            i += 1
            candidateMarks[s] = false
            if let key = improvingKey(of: s) { heapPush(key.priority, s) }
        }
        candidates.removeAll(keepingCapacity: true)
        while !heapSymbols.isEmpty {
            let p = heapPriorities[0]
            let s = heapSymbols[0]
            guard let key = improvingKey(of: s), key.priority == p else {
                heapPop()
                continue
            }
            return key.level < levelLimit ? (s, key.direction) : nil
        }
        return nil
    }

    /// The first level of non-basic `s` (its priority and index) and the direction that improves
    /// it there, or nil when moving `s` would not improve the objective.
    mutating func improvingKey(of s: Int) -> (priority: Float, level: Int, direction: Double)? {
        guard rowOf[s] < 0, kinds[s] != .dummy, let first = firstLevel(of: s),
            first.coefficient < 0 || kinds[s] == .external
        else { return nil }
        return (levels[first.level].priority, first.level, first.coefficient < 0 ? 1 : -1)
    }

    /// Moves the heap's symbols back into the candidate list (when the index is dropped).
    mutating func drainCandidateHeap() {
        if candidateMarks.count < kinds.count {
            candidateMarks.append(contentsOf: repeatElement(false, count: kinds.count - candidateMarks.count))
        }
        for s in heapSymbols where s < candidateMarks.count && !candidateMarks[s] {
            candidateMarks[s] = true
            candidates.append(s)
        }
        heapSymbols.removeAll(keepingCapacity: true)
        heapPriorities.removeAll(keepingCapacity: true)
    }

    // MARK: Binary heap (highest priority, then lowest symbol id, on top)

    @inline(__always) func heapOrders(_ i: Int, before j: Int) -> Bool {
        let p = heapPriorities[i], q = heapPriorities[j]
        return p > q || (p == q && heapSymbols[i] < heapSymbols[j])
    }

    @inline(__always) mutating func heapSwap(_ i: Int, _ j: Int) {
        heapPriorities.swapAt(i, j)
        heapSymbols.swapAt(i, j)
    }

    mutating func heapPush(_ priority: Float, _ symbol: Int) {
        heapPriorities.append(priority)
        heapSymbols.append(symbol)
        var i = heapSymbols.count - 1
        while i > 0 {
            let parent = (i - 1) >> 1
            if !heapOrders(i, before: parent) { break }
            heapSwap(i, parent)
            i = parent
        }
    }

    mutating func heapPop() {
        let last = heapSymbols.count - 1
        heapSwap(0, last)
        heapPriorities.removeLast()
        heapSymbols.removeLast()
        var i = 0
        let n = last
        while true {
            let l = 2 * i + 1
            if l >= n { break }
            var child = l
            if l + 1 < n && heapOrders(l + 1, before: l) { child = l + 1 }
            if !heapOrders(child, before: i) { break }
            heapSwap(i, child)
            i = child
        }
    }
}
