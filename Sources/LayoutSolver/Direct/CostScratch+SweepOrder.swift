/// The order in which a sweep (`VariableCost.forEachStretchSwept`) visits a mover's pieces: by
/// bound, ascending moving up and descending moving down, pieces of equal bounds in their own
/// order either way (as a stable sort puts them). A mover's pieces are sorted once, when it is
/// first swept, and read backwards for the other direction.
extension CostScratch {
    /// The pieces of mover `i` in the order of a sweep in `direction` (valid until the next
    /// call or until the movers are emptied).
    mutating func sweepOrder(of i: Int, direction: Double) -> UnsafeMutableBufferPointer<CostPiece> {
        let mover = movers[i]
        let own = pieces.unsafeSlice(from: mover.pieceStart, count: mover.pieceCount)
        while sweptStarts.count <= i { sweptStarts.append(-1) }
        if sweptStarts[i] == -1 {
            if CostPiece.haveOrderedBounds(own) {
                sweptStarts[i] = sweptSorted.count
                sweptSorted.append(contentsOf: own)
                CostPiece.sortByBound(
                    sweptSorted.unsafeSlice(from: sweptStarts[i], count: own.count), buffer: &sortBuffer,
                    runEnds: &sortRunEnds)
            } else {
                sweptStarts[i] = -2
            }
        }
        guard sweptStarts[i] >= 0 else { return librarySorted(own, direction: direction) }
        let sorted = sweptSorted.unsafeSlice(from: sweptStarts[i], count: own.count)
        if direction > 0 { return sorted }
        // Runs of equal bounds from the last, each in its order.
        sweptOrdered.removeAll()
        var end = sorted.count
        while end > 0 {
            var start = end - 1
            while start > 0 && sorted[start - 1].bound == sorted[end - 1].bound { start -= 1 }
            for k in start..<end { sweptOrdered.append(sorted[k]) }
            end = start
        }
        return sweptOrdered.unsafeSlice(from: 0, count: sweptOrdered.count)
    }

    /// `own` sorted by the library's stable sort in `direction` (a bound is NaN, which no other
    /// sort is sure to place the same way).
    private mutating func librarySorted(
        _ own: UnsafeMutableBufferPointer<CostPiece>, direction: Double
    ) -> UnsafeMutableBufferPointer<CostPiece> {
        sweptOrdered.removeAll()
        sweptOrdered.append(contentsOf: own)
        var sorted = sweptOrdered.unsafeSlice(from: 0, count: sweptOrdered.count)
        if direction > 0 { sorted.sort { $0.bound < $1.bound } } else { sorted.sort { $0.bound > $1.bound } }
        return sorted
    }
}
