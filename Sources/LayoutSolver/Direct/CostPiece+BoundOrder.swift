/// Pieces put in order of their bounds, as a stable sort by bound puts them (pieces with equal
/// bounds keep their order), without the library sort: a cost folded from a row below it holds
/// a run of pieces in ascending order (its stretches one way), one in descending order (the
/// other way) and a few of its own, which a merge of its runs orders in linear time, where the
/// library's insertion sort of a short list is quadratic in the descending run.
extension CostPiece {
    /// Whether a stable sort by `bound` orders `pieces` the same whatever the algorithm: no bound
    /// is NaN (which `<` does not order).
    static func haveOrderedBounds(_ pieces: UnsafeMutableBufferPointer<CostPiece>) -> Bool {
        for p in pieces where p.bound.isNaN { return false }
        return true
    }

    /// Sorts `pieces` (no bound NaN) by ascending bound, stably: each run that ascends (or
    /// descends, turned round with its equal bounds in their order) is merged with the next,
    /// pass after pass. `buffer` and
    /// `runEnds` are scratch (their contents are replaced).
    static func sortByBound(
        _ pieces: UnsafeMutableBufferPointer<CostPiece>, buffer: inout OwnedArray<CostPiece>, runEnds ends: inout [Int]
    ) {
        let n = pieces.count
        guard n > 1 else { return }
        ends.clearKeepingCapacity()
        var start = 0
        while start < n {
            var end = start + 1
            while end < n && pieces[end].bound == pieces[start].bound { end += 1 }
            if end < n && pieces[end].bound < pieces[end - 1].bound {
                // A run that does not ascend: reversed, then each set of equal bounds turned back.
                while end < n && !(pieces[end - 1].bound < pieces[end].bound) { end += 1 }
                reverse(pieces, start, end)
                var low = start
                while low < end {
                    var high = low + 1
                    while high < end && pieces[high].bound == pieces[low].bound { high += 1 }
                    reverse(pieces, low, high)
                    low = high
                }
            } else {
                while end < n && !(pieces[end].bound < pieces[end - 1].bound) { end += 1 }
            }
            // A run that goes on from where the last one ended (a folded cost's run below its
            // rest, turned round, then its run above) is one with it: no merge is needed there.
            if start > 0 && !(pieces[start].bound < pieces[start - 1].bound) {
                ends[ends.count - 1] = end
            } else {
                ends.append(end)
            }
            start = end
        }
        guard ends.count > 1 else { return }
        buffer.removeAll()
        buffer.append(contentsOf: pieces)
        buffer.withUnsafeMutableBufferPointer { other in
            var (from, to) = (pieces, other)
            while ends.count > 1 {
                // Runs two by two; the merged ends overwrite the first half of `ends`.
                var low = 0, k = 0, merged = 0
                while k < ends.count {
                    let middle = ends[k], high = k + 1 < ends.count ? ends[k + 1] : middle
                    merge(from, low, middle, high, into: to)
                    ends[merged] = high
                    merged += 1
                    low = high
                    k += 2
                }
                ends.removeLast(ends.count - merged)
                swap(&from, &to)
            }
            // The last pass wrote `from`: copy it back when that is the buffer.
            if from.baseAddress != pieces.baseAddress {
                for i in 0..<n { pieces[i] = from[i] }
            }
        }
    }

    /// Reverses `pieces[low..<high]`.
    private static func reverse(_ pieces: UnsafeMutableBufferPointer<CostPiece>, _ low: Int, _ high: Int) {
        var (i, j) = (low, high - 1)
        while i < j {
            pieces.swapAt(i, j)
            i += 1
            j -= 1
        }
    }

    /// Merges the sorted `source[low..<middle]` and `source[middle..<high]` into
    /// `target[low..<high]`, the first's pieces first among equal bounds.
    private static func merge(
        _ source: UnsafeMutableBufferPointer<CostPiece>, _ low: Int, _ middle: Int, _ high: Int,
        into target: UnsafeMutableBufferPointer<CostPiece>
    ) {
        var i = low, j = middle, k = low
        while i < middle && j < high {
            if source[j].bound < source[i].bound {
                target[k] = source[j]
                j += 1
            } else {
                target[k] = source[i]
                i += 1
            }
            k += 1
        }
        while i < middle { target[k] = source[i]; i += 1; k += 1 }
        while j < high { target[k] = source[j]; j += 1; k += 1 }
    }
}
