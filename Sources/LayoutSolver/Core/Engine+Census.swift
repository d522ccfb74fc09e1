/// The census of the engine's tables by owner (see `MemoryCensus`).
extension Engine {
    /// The bytes each of the engine's tables holds.
    var memoryCensus: MemoryCensus {
        var census = MemoryCensus()
        census.record("constraint records", records.constraints)
        census.record("general holds", records.generalHolds)
        census.record("variable records", records.variables)
        census.record("values", records.values)
        var objects = MemoryCensus.Tally()
        records.variableObjects.add(to: &objects)
        objects.add(records.clientHolds)
        objects.add(records.standIns)
        records.objects.add(to: &objects)
        census.record("objects", objects)
        census.record("term pool", count: records.terms.count, capacity: records.terms.capacity,
                      stride: MemoryLayout<PooledTerm>.stride)
        census.record("original-term pool", count: records.originals.count, capacity: records.originals.capacity,
                      stride: OriginalTermPool.termBytes)
        census.record("use pool", count: records.uses.count, capacity: records.uses.capacity,
                      stride: MemoryLayout<DefinitionUse>.stride)
        census.record("definitions' order", evaluation.order)
        census.record("accumulator", expansionAccumulatorTally)
        census.record("own costs", closedForms.ownCostTally)
        census.record("cost pieces and folding scratch", closedForms.scratchTally)
        census.record("id maps", count: records.variableIndex.count + records.constraintIndex.count,
                      capacity: records.variableIndex.bucketCount + records.constraintIndex.bucketCount,
                      stride: IdentityMap.bucketStride)
        census.record("solve lists", solveListTally)
        census.record("simplex instances", count: generals.liveCount, capacity: generals.components.capacity,
                      stride: MemoryLayout<GeneralComponent?>.stride)
        return census
    }

    /// The expansion's per-variable accumulator and its scratch lists.
    private var expansionAccumulatorTally: MemoryCensus.Tally {
        var tally = MemoryCensus.Tally()
        tally.add(expansion.accumulator)
        tally.add(expansion.accumulated)
        tally.add(expansion.touched)
        tally.add(expansion.heap)
        tally.add(expansion.usedDefinitions)
        tally.add(expansion.softDefinitionsMet)
        tally.add(expansion.reachStack)
        return tally
    }

    /// The lists of a solve: dirty variables, stale constraints, deferred checks, the
    /// component's arrays and the free slots.
    private var solveListTally: MemoryCensus.Tally {
        var tally = MemoryCensus.Tally()
        tally.add(dirty)
        tally.add(stale)
        tally.add(deferred.unchecked)
        tally.add(deferred.changedDefinitions)
        tally.add(deferred.probes)
        tally.add(records.freeVariables)
        tally.add(records.freeConstraints)
        tally.count += component.tally.count
        tally.capacity += component.tally.capacity
        return tally
    }
}
