/// A sparse accumulator over symbol ids: dense values and marks indexed by symbol, the list of
/// symbols touched, and a max-heap of definition indices still to expand (see
/// `Tableau+Expansion.swift`). Everything is zero, false or empty between expansions.
struct SparseAccumulator: ~Copyable {
    var values = OwnedArray<Double>()
    var marks = OwnedArray<Bool>()
    var touched = OwnedArray<Int>()
    /// Definition indices to expand, largest on top.
    var heap = OwnedArray<Int>()

    /// Makes the accumulator cover `count` symbol ids.
    mutating func cover(_ count: Int) {
        Tableau.grow(&values, to: count, with: 0)
        Tableau.grow(&marks, to: count, with: false)
    }

    /// Adds `c` to symbol `s`'s sum; `true` when `s` was not touched before (it is then listed).
    @inline(__always) mutating func add(_ s: Int, _ c: Double) -> Bool {
        if marks[s] {
            values[s] += c
            return false
        }
        marks[s] = true
        values[s] = c
        touched.append(s)
        return true
    }

    /// Takes symbol `s`'s sum, leaving 0 (its mark stays).
    @inline(__always) mutating func take(_ s: Int) -> Double {
        let c = values[s]
        values[s] = 0
        return c
    }

    // MARK: Max-heap of definition indices

    @inline(__always) mutating func pushDefinition(_ d: Int) {
        var i = heap.count
        heap.append(d)
        while i > 0 {
            let parent = (i - 1) >> 1
            if heap[parent] >= d { break }
            heap[i] = heap[parent]
            i = parent
        }
        heap[i] = d
    }

    @inline(__always) mutating func popDefinition() -> Int? {
        guard let last = heap.popLast() else { return nil }
        if heap.isEmpty { return last }
        let top = heap[0]
        let n = heap.count
        var i = 0
        while true {
            var child = 2 * i + 1
            if child >= n { break }
            if child + 1 < n && heap[child + 1] > heap[child] { child += 1 }
            if heap[child] <= last { break }
            heap[i] = heap[child]
            i = child
        }
        heap[i] = last
        return top
    }
}
