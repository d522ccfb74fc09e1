/// Room reserved in the buffers of leaf folding before they fill, so that a large component's
/// buffers grow once instead of doubling: each doubling of a buffer larger than the caches
/// copies it through them, and an engine folds its first components with empty buffers.
extension FoldScratch {
    /// Reserves room for `variables` variables and `standingRows` rows (a group's owner at most
    /// for each).
    mutating func reserve(variables: Int, rows standingRows: Int) {
        let owners = bounds.count + variables + standingRows
        own.reserveCapacity(own.count + variables)
        isFixed.reserveCapacity(isFixed.count + variables)
        isSolved.reserveCapacity(isSolved.count + variables)
        solved.reserveCapacity(solved.count + variables)
        rowCount.reserveCapacity(rowCount.count + variables)
        leafRow.reserveCapacity(leafRow.count + variables)
        bounds.reserveCapacity(owners)
        pieceEnds.reserveCapacity(owners)
        rows.reserveCapacity(rows.count + standingRows)
    }

    /// Reserves room for the soft items the plan is about to add: a hanging row adds a piece
    /// or two (one a priority level whose rate changes) at each end of its first `stretchLimit`
    /// stretches both ways (counted up to 32), and a folded leaf row about as many as its
    /// leaf's own cost has (counted as four).
    mutating func reserveAddedPieces(stretchLimit: Int) {
        let leafRows = plan.count - hanging.count
        let expected = extraPieces.count + 4 * (Swift.min(stretchLimit, 32) + 1) * hanging.count + 4 * leafRows
        extraPieces.reserveCapacity(expected)
        pieceNext.reserveCapacity(expected)
    }
}
