@_spi(Testing) import LayoutSolver

extension View {
    /// The bytes the layout of this view's tree holds, by owner: its solver's tables, then its
    /// engine's, then its stacks' (arranged records, their groups of generated constraints, the
    /// snapshot buffers). `objectSize` gives the bytes of an object (a footprint run passes the
    /// allocator's size of its block; tests may count objects by passing 1). The engine is
    /// created if the tree has none yet.
    @_spi(Testing) public func layoutMemoryCensus(objectSize: (AnyObject) -> Int) -> MemoryCensus {
        let engine = rootView.layoutEngine
        var census = engine.solver.memoryCensus
        census.append(contentsOf: engine.memoryCensus(objectSize: objectSize))
        var records = (count: 0, bytes: 0)
        var tables = MemoryCensus.Tally(), groups = MemoryCensus.Tally(), snapshots = MemoryCensus.Tally()
        rootView.forEachInSubtree { view in
            guard let stack = view as? Stack else { return }
            for record in stack.arrangedRecords {
                records.count += 1
                records.bytes += objectSize(record)
                record.generated.addStorage(to: &groups)
            }
            stack.stackConstraints.addStorage(to: &groups)
            tables.add(stack.records)
            tables.add(stack.arrangedRecords)
            tables.add(stack.customSpacings)
        }
        if let buffers = engine.containerUpdateBuffers as? StackUpdateBuffers {
            if let snapshot = buffers.snapshot { snapshots.add(snapshot.items) }
            snapshots.add(buffers.specs)
        }
        census.recordObjects("arranged records", count: records.count, bytes: records.bytes)
        census.record("stacks' record tables", tables)
        census.record("generated constraint groups", groups)
        census.record("stack snapshots", snapshots)
        return census
    }
}
