import LayoutSolver

/// Stays: the weakest wishes that keep an item's frame on the axes no constraint positions, held
/// as frame slots of the item's record (see `FrameSlot` and `LayoutEngine+FrameSlots.swift`).
extension LayoutEngine {
    /// Stores what the stays of the item of `record` keep (and updates the stays that exist),
    /// then schedules a check of which stays the item needs. Inlined into the refresh of a view
    /// and of its guides, which run it once for each.
    @inline(__always)
    func setStayValues(_ record: ItemRecord, relativeTo reference: View, values: FourSlots<Double>) {
        guard values.allSatisfy({ $0.isFinite }) else { return }
        if !record.stayReference.refers(to: reference) { record.stayReference = UnownedView(reference) }
        record.stayValues = values
        for index in 0..<4 where record.hasFrameSlot(index) {
            setFrameSlotConstant(record, index, values[index])
        }
        // Settled stays change only with the constraints that position the item, which mark it.
        if !record.staysSettled { markStayCandidate(record) }
    }

    /// Schedules a stay check for `record` (its positioners changed, or it is new).
    func markStayCandidate(_ record: ItemRecord) {
        guard !record.isStayCandidate else { return }
        record.isStayCandidate = true
        stayCandidates.append(record)
    }

    /// Gives each scheduled item stays on exactly the axes that no constraint positions.
    func settleStays() {
        guard !stayCandidates.isEmpty else { return }
        var candidates: [ItemRecord] = []
        swap(&candidates, &stayCandidates)
        // The emptied list, with its storage, takes the next candidates unless some came meanwhile.
        defer {
            candidates.clearKeepingCapacity()
            if stayCandidates.isEmpty { stayCandidates = candidates }
        }
        solver.reserveCapacity(variables: 0, constraints: Self.staysToMake(for: candidates))
        candidates.forEachUnretained(settleStays(of:))
    }

    /// At most how many stays settling `candidates` adds: those missing on the axes that no
    /// constraint positions (the room the solver reserves for them at once; a line needs fewer).
    private static func staysToMake(for candidates: [ItemRecord]) -> Int {
        var count = 0
        candidates.forEachUnretained { record in
            guard !record.linksMargins else { return }
            for index in 0..<4 where record.positioners(along: index % 2 == 0 ? .horizontal : .vertical) == 0 {
                if !record.hasFrameSlot(index) { count += 1 }
            }
        }
        return count
    }

    /// Gives the item of `record` stays on exactly the axes that no constraint positions (a
    /// margins guide has none, a line one at most: on its line). The item and its reference are
    /// read without retaining them (the tree holds them while the engine syncs).
    private func settleStays(of record: ItemRecord) {
        record.isStayCandidate = false
        record.staysSettled = true
        guard !record.linksMargins, let reference = record.stayReference.unretainedView else { return }
        if let view = record.reference.unretainedView {
            let keepsFrame = view._withUnsafeGuaranteedRef { view in
                guard (view.hostRecordOwner == id && view.hostRecord === record) || isRecord(record, of: .view(view)) else {
                    return false
                }
                if view.unretainedSuperview?.toOpaque() == reference.toOpaque() {
                    // A view that loses its last positioning constraint keeps the frame it has now.
                    reference._withUnsafeGuaranteedRef { record.stayValues = stayValues(keeping: view.frame, of: view, in: $0) }
                }
                return true
            }
            guard keepsFrame else { return }
        } else {
            guard let guide = record.reference.guide, isRecord(record, of: .guide(guide)) else { return }
            if let line = guide.lineAxis {
                // A line's one unknown, its minimum along `line`: its other components read
                // the constant zero.
                return settleStays(of: record, along: line, positionOnly: true)
            }
        }
        settleStays(of: record, along: .horizontal)
        settleStays(of: record, along: .vertical)
    }

    /// Removes the stays of `record` along `axis` when constraints position the item there,
    /// else adds the missing ones (position first, then length, unless `positionOnly`).
    private func settleStays(of record: ItemRecord, along axis: Axis, positionOnly: Bool = false) {
        // Positioned along the axis with no slot ever made: there is no stay to remove.
        let positioned = record.positioners(along: axis) > 0
        if positioned && record.frameSlotStorageIfMade == nil { return }
        let position = axis == .horizontal ? 0 : 1
        for index in stride(from: position, through: positionOnly ? position : position + 2, by: 2) {
            let present = record.hasFrameSlot(index)
            if positioned {
                if present { removeFrameSlot(record, index) }
            } else if !present {
                makeFrameSlot(record, index, constant: record.stayValues[index])
            }
        }
    }
}
