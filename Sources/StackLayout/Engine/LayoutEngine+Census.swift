@_spi(Testing) import LayoutSolver

/// The census of the bytes the engine holds by owner (see `MemoryCensus`), beside its solver's.
extension LayoutEngine {
    /// The bytes each of the engine's own tables and objects holds. `objectSize` gives the
    /// bytes of an object (the footprint run passes the allocator's size of its block).
    func memoryCensus(objectSize: (AnyObject) -> Int) -> MemoryCensus {
        var census = MemoryCensus()
        recordItemRecords(in: &census, objectSize: objectSize)
        var intrinsicSlots = MemoryCensus.Tally()
        intrinsicSlotTable.addStorage(to: &intrinsicSlots)
        census.record("intrinsic slot table", intrinsicSlots)
        var objects = (count: 0, bytes: 0)
        for direct in installedDirect {
            objects.count += 1
            objects.bytes += objectSize(direct)
        }
        census.recordObjects("direct constraints", count: objects.count, bytes: objects.bytes)
        var rareStates = (count: 0, bytes: 0)
        root?.forEachInSubtree { view in
            guard let box = view.extendedState.rareStateBox else { return }
            rareStates.count += 1
            rareStates.bytes += objectSize(box)
        }
        census.recordObjects("views' rarely set state", count: rareStates.count, bytes: rareStates.bytes)
        var lists = MemoryCensus.Tally()
        lists.add(installedConstraints)
        lists.add(installedDirect)
        census.record("installed lists", lists)
        census.record("per-view dictionaries and sets", dictionaryTally)
        census.record("engine queues and pass stacks", queueTally)
        return census
    }

    /// The unknowns the engine holds for the views and guides of the tree, each once (the
    /// constant zeros that lines share count once).
    var heldUnknownCount: Int {
        var unknowns = Set<Solver.VariableID>()
        forEachRecord { record in
            for index in 0..<4 { unknowns.insert(record.variables[index]) }
        }
        return unknowns.count
    }

    /// Records the item records and their frame slot storage.
    private func recordItemRecords(in census: inout MemoryCensus, objectSize: (AnyObject) -> Int) {
        var records = (count: 0, bytes: 0), slots = (count: 0, bytes: 0)
        forEachRecord { record in
            records.count += 1
            records.bytes += objectSize(record)
            if let storage = record.frameSlotStorageIfMade {
                slots.count += 1
                slots.bytes += objectSize(storage)
            }
        }
        census.recordObjects("item records", count: records.count, bytes: records.bytes)
        census.recordObjects("frame slot storage", count: slots.count, bytes: slots.bytes)
    }

    /// Calls `body` with the record of every view and guide of the tree this engine holds one for.
    private func forEachRecord(_ body: (ItemRecord) -> Void) {
        if fittingTarget != nil {
            for record in records.values { body(record) }
            return
        }
        root?.forEachInSubtree { view in
            if let record = record(ofView: view) { body(record) }
            var guides = view.guideStorage
            if let guide = view.marginsGuideStorage { guides.append(guide) }
            if let guide = view.extendedState.safeAreaGuide { guides.append(guide) }
            for guide in guides {
                if let record = record(of: .guide(guide)) { body(record) }
            }
        }
    }

    /// The engine's dictionaries and sets keyed by view, guide or constraint.
    private var dictionaryTally: MemoryCensus.Tally {
        var tally = MemoryCensus.Tally()
        tally.add(records)
        tally.add(foreignEntries)
        tally.add(broken)
        tally.add(conflictsToReport)
        tally.add(pending)
        tally.add(reportedPending)
        tally.add(baselineDirect)
        tally.add(edited)
        tally.add(reshapedEdits)
        tally.add(intrinsicStandIns)
        tally.add(frameSlotStandIns)
        tally.add(baselineConstraints)
        tally.add(silentChecks)
        if let memo = spannedHiddenMemo { tally.add(memo) }
        return tally
    }

    /// The engine's queues of changes and the explicit stacks of its passes.
    private var queueTally: MemoryCensus.Tally {
        var tally = MemoryCensus.Tally()
        tally.add(queued)
        tally.add(queuedDirect)
        tally.add(editedDirect)
        tally.add(deferredIntrinsic)
        tally.add(updatePassStack)
        tally.add(layoutPassStack)
        tally.add(editedIntrinsic)
        tally.add(editedFrameSlots)
        tally.add(dirtyViews)
        tally.add(joinedSubtrees)
        tally.add(stayCandidates)
        return tally
    }
}
