/// A sparse accumulator over symbol ids: dense values and marks indexed by symbol, and the list
/// of symbols touched (see `Tableau+Expansion.swift`). Everything is zero, false or empty
/// between expansions.
struct SparseAccumulator: ~Copyable {
    var values = OwnedArray<Double>()
    var marks = OwnedArray<Bool>()
    var touched = OwnedArray<Int>()

    /// Makes the accumulator cover `count` symbol ids.
    mutating func cover(_ count: Int) {
        Tableau.grow(&values, to: count, with: 0)
        Tableau.grow(&marks, to: count, with: false)
    }

    /// Adds `c` to symbol `s`'s sum (listing `s` when it was not touched before).
    @inline(__always) mutating func add(_ s: Int, _ c: Double) {
        if marks[s] {
            values[s] += c
            return
        }
        marks[s] = true
        values[s] = c
        touched.append(s)
    }

    /// Takes symbol `s`'s sum, leaving 0 (its mark stays).
    @inline(__always) mutating func take(_ s: Int) -> Double {
        let c = values[s]
        values[s] = 0
        return c
    }
}
