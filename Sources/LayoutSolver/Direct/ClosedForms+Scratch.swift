/// The bytes the closed forms hold (for the engine's census, see `Engine.memoryCensus`), and
/// the release of the scratch a large component grew.
extension ClosedForms {
    /// The scratch, in bytes of storage, that the buffers keep from one solve to the next; more
    /// is given back after the solve that grew it (`releaseScratchIfLarge()`).
    static let keptScratchBytes = 1 << 20

    /// Gives back the buffers of the closed forms and of folding when their storage passed
    /// `keptScratchBytes`: a component of thousands of variables grows them to hundreds of
    /// bytes a variable, which a tree would otherwise keep for as long as it lives. (Called
    /// after a solve, when they hold nothing that is read again.)
    mutating func releaseScratchIfLarge() {
        assert(MemoryCensus.Tally.coversSameBuffers(scratchTally, scratchStorageBytes, arrays: 34),
               "scratchStorageBytes and scratchTally list different buffers")
        guard scratchStorageBytes >= Self.keptScratchBytes else { return }
        costScratch = CostScratch()
        foldScratch.pointee = FoldScratch()
    }

    /// The own costs kept from one solve to the next, their index by variable and their pieces.
    var ownCostTally: MemoryCensus.Tally {
        var tally = MemoryCensus.Tally()
        tally.add(ownCosts)
        tally.add(ownCostIndex)
        tally.add(ownPieces)
        return tally
    }

    /// The bytes of storage of the buffers that `scratchTally` counts, their arrays' headers
    /// aside. Read after every solve, it loads each buffer's capacity and adds nothing else.
    var scratchStorageBytes: Int {
        costScratch.pieces.storageBytes &+ costScratch.jumps.storageBytes
            &+ costScratch.movers.storageBytes &+ costScratch.stretches.storageBytes
            &+ costScratch.sweptSorted.storageBytes &+ costScratch.sweptStarts.storageBytes
            &+ costScratch.sweptOrdered.storageBytes &+ costScratch.sortBuffer.storageBytes
            &+ costScratch.sortRunEnds.storageBytes &+ costScratch.sweptLevels.storageBytes
            &+ foldScratch.pointee.tableStorageBytes
    }

    /// The buffers of a solve's closed forms and of leaf folding (their largest tables).
    var scratchTally: MemoryCensus.Tally {
        var tally = MemoryCensus.Tally()
        tally.add(costScratch.pieces)
        tally.add(costScratch.jumps)
        tally.add(costScratch.movers)
        tally.add(costScratch.stretches)
        tally.add(costScratch.sweptSorted)
        tally.add(costScratch.sweptStarts)
        tally.add(costScratch.sweptOrdered)
        tally.add(costScratch.sortBuffer)
        tally.add(costScratch.sortRunEnds)
        tally.add(costScratch.sweptLevels)
        foldScratch.pointee.addTables(to: &tally)
        return tally
    }
}

extension FoldScratch {
    /// The bytes of storage of the tables that `addTables(to:)` counts.
    var tableStorageBytes: Int {
        let perVariable = own.storageBytes &+ isFixed.storageBytes &+ rowCount.storageBytes
            &+ leafRow.storageBytes &+ place.storageBytes &+ isSolved.storageBytes &+ solved.storageBytes
        let perRow = rows.storageBytes &+ terms.storageBytes &+ groups.storageBytes &+ bounds.storageBytes
            &+ pieceEnds.storageBytes &+ extraPieces.storageBytes &+ pieceNext.storageBytes
        let hangingRows = hanging.storageBytes &+ hungParts.storageBytes &+ hungMovers.storageBytes
            &+ hungPieces.storageBytes &+ hungStretches.storageBytes
        let planning = plan.storageBytes &+ cuts.storageBytes &+ rowKeys.storageBytes
            &+ groupMembers.storageBytes &+ remaining.storageBytes
        return perVariable &+ perRow &+ hangingRows &+ planning
    }

    /// Adds the tables of folding to `tally`.
    func addTables(to tally: inout MemoryCensus.Tally) {
        tally.add(own)
        tally.add(isFixed)
        tally.add(rowCount)
        tally.add(leafRow)
        tally.add(rows)
        tally.add(terms)
        tally.add(groups)
        tally.add(bounds)
        tally.add(pieceEnds)
        tally.add(extraPieces)
        tally.add(pieceNext)
        tally.add(hanging)
        tally.add(hungParts)
        tally.add(hungMovers)
        tally.add(hungPieces)
        tally.add(hungStretches)
        tally.add(plan)
        tally.add(cuts)
        tally.add(place)
        tally.add(isSolved)
        tally.add(solved)
        tally.add(rowKeys)
        tally.add(groupMembers)
        tally.add(remaining)
    }
}
