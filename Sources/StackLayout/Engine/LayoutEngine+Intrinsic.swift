import LayoutSolver

/// Intrinsic-size constraints: four slots per view with an intrinsic size (`IntrinsicSlot`, a
/// block of `intrinsicSlotTable`), each a solver id with its constant and priority, and no
/// `LayoutConstraint` object. They follow the
/// constraints through a sync in the same order: new slots are added after the queued
/// constraints, edits are applied with the other edits in creation order, broken slots are
/// retried with the other broken constraints (a broken slot is represented there by a stand-in
/// constraint, see `standIn(for:_:)`).
extension LayoutEngine {
    // MARK: Refreshing

    /// Brings the intrinsic-size slots of `view` up to date with its intrinsic content size and
    /// content priorities: new slots wait for `installDeferredIntrinsic()`, changed ones for
    /// `applyEdits()`; an axis without an intrinsic length, or suspended by the superview, loses
    /// its slots at once. Inlined into the refresh of a view, its one caller.
    @inline(__always)
    func refreshIntrinsic(_ record: ItemRecord, _ view: View) {
        let size = view.intrinsicSizeForLayout
        // Only content under a hidden view is demoted: a joined subtree with no hidden view
        // answers at once, else one short walk up answers both axes for the views under none
        // (most), made only for a view with an intrinsic length.
        let underHiddenView = refreshMeetsHiddenViews && (size.width >= 0 || size.height >= 0)
            && view.mayHaveHiddenAncestor(within: Self.unrememberedDepth)
        let horizontal = refreshIntrinsic(record, view, size, along: .horizontal, underHiddenView: underHiddenView)
        let vertical = refreshIntrinsic(record, view, size, along: .vertical, underHiddenView: underHiddenView)
        if horizontal || vertical { deferredIntrinsic.append(record) }
    }

    /// `refreshIntrinsic(_:_:)` along `axis`, `size` being the view's intrinsic size and
    /// `underHiddenView` whether some ancestor may be hidden; `true` when a slot is new (it waits
    /// to be added). Inlined into `refreshIntrinsic(_:_:)`, which runs it once for each axis of
    /// every refreshed view.
    @inline(__always)
    private func refreshIntrinsic(
        _ record: ItemRecord, _ view: View, _ size: Size, along axis: Axis, underHiddenView: Bool
    ) -> Bool {
        let length = size.length(along: axis)
        let base = axis == .horizontal ? 0 : 2
        guard length.isFinite, length <= LayoutValueLimits.maximumMagnitude else {
            if reportsDiagnostics {
                reportDiagnostic(
                    .invalidValue(property: "intrinsicContentSize of \(view.displayName)", value: length), near: view)
            }
            return false
        }
        guard length >= 0, !view.isIntrinsicSizeSuspended(along: axis) else {
            clearIntrinsic(record, base)
            clearIntrinsic(record, base + 1)
            return false
        }
        var hugging = view.contentHuggingPriority(for: axis)
        var compression = view.contentCompressionResistancePriority(for: axis)
        if underHiddenView && isContentOfSpannedHiddenView(view, along: axis) {
            hugging = View.demotedContentPriority(hugging)
            compression = View.demotedContentPriority(compression)
        }
        let slots = intrinsicSlotsMade(record)
        let hugs = setIntrinsic(record, slots, base, constant: length, priority: hugging)
        let resists = setIntrinsic(record, slots, base + 1, constant: length, priority: compression)
        return hugs || resists
    }

    /// The four slots of `record`, a block of `intrinsicSlotTable` taken now if it had none.
    @inline(__always)
    private func intrinsicSlotsMade(_ record: ItemRecord) -> UnsafeMutablePointer<IntrinsicSlot> {
        var block = record.intrinsicBlock
        if block == IntrinsicSlotTable.noBlock {
            block = intrinsicSlotTable.takeBlock()
            record.intrinsicBlock = block
        }
        return intrinsicSlotTable.slots(of: block)
    }

    /// Sets slot `index` of `record`, whose slots are `slots`, to `constant` at `priority`.
    /// Returns `true` when the slot is new (it waits to be added); a change of an installed or
    /// broken slot is listed for `applyEdits()` and lets the broken constraints be retried.
    private func setIntrinsic(
        _ record: ItemRecord, _ slots: UnsafeMutablePointer<IntrinsicSlot>, _ index: Int, constant: Double,
        priority: LayoutPriority
    ) -> Bool {
        var slot = slots[index]
        if slot.state == .absent {
            slot.constant = constant
            slot.priority = priority
            slot.sequence = LayoutConstraint.nextSequence()
            slot.state = .deferred
            slots[index] = slot
            deferredIntrinsicSlotCount += 1
            return true
        }
        guard slot.constant != constant || slot.priority != priority else { return false }
        if slot.state == .installed || slot.state == .broken {
            if !slot.isEdited {
                slot.isEdited = true
                editedIntrinsic.append(
                    IntrinsicSlotReference(
                        record: record, index: index, id: slot.id, addedConstant: slot.constant,
                        addedPriority: slot.priority))
            }
            needsRetry = true
        }
        slot.constant = constant
        slot.priority = priority
        slots[index] = slot
        if slot.state == .broken { _ = standIn(for: record, index) }
        return false
    }

    /// Empties slot `index` of `record`: out of the solver if it is there, no longer broken. The
    /// record's block goes back to the table with its last slot.
    func clearIntrinsic(_ record: ItemRecord, _ index: Int) {
        let block = record.intrinsicBlock
        guard block != IntrinsicSlotTable.noBlock else { return }
        let slots = intrinsicSlotTable.slots(of: block)
        let slot = slots[index]
        switch slot.state {
        case .absent: return
        case .installed:
            takeOutIntrinsic(record, index, leaving: .absent)
        case .broken:
            if let standIn = intrinsicStandIns.removeValue(forKey: RecordSlotKey(record, index)) {
                broken[ObjectIdentifier(standIn.constraint)] = nil
            }
        case .deferred, .refused: break
        }
        slots[index] = IntrinsicSlot()
        if intrinsicSlotTable.isEmpty(block) {
            intrinsicSlotTable.giveBack(block)
            record.intrinsicBlock = IntrinsicSlotTable.noBlock
        }
    }

    // MARK: The solver

    /// Adds the slots made in this sync, record by record in the order they were refreshed.
    func installDeferredIntrinsic() {
        guard !deferredIntrinsic.isEmpty else { return }
        deferredIntrinsic.forEachUnretained { record in
            // A record that lost its slots since it was listed has no block.
            let block = record.intrinsicBlock
            guard block != IntrinsicSlotTable.noBlock else { return }
            var slots = intrinsicSlotTable.slots(of: block)
            for index in 0..<4 where slots[index].state == .deferred {
                guard !addIntrinsic(record, slots, index, report: true) else { continue }
                // The refusal was reported, to a handler that may have changed the tree: the
                // record's slots are looked up again.
                guard record.intrinsicBlock != IntrinsicSlotTable.noBlock else { return }
                slots = intrinsicSlotTable.slots(of: record.intrinsicBlock)
                slots[index].state = .refused
            }
        }
        deferredIntrinsic.removeAll(keepingCapacity: true)
        deferredIntrinsicSlotCount = 0
    }

    /// Adds slot `index` of `record` to the solver (`length − constant ⋈ 0` at its priority) and
    /// marks it installed. Returns `false` when the solver refuses it (reported with `report`),
    /// leaving the slot's state as it was. A broken slot's stand-in leaves `broken`; without
    /// `report`, a conflict found for it later is not reported (see `settleConflicts()`).
    @discardableResult
    func addIntrinsic(_ record: ItemRecord, _ index: Int, report: Bool) -> Bool {
        addIntrinsic(record, intrinsicSlotTable.slots(of: record.intrinsicBlock), index, report: report)
    }

    /// `addIntrinsic(_:_:report:)` with the slots of `record`, `slots`. Inlined into its callers,
    /// the loop over a sync's new slots among them.
    @inline(__always)
    private func addIntrinsic(
        _ record: ItemRecord, _ slots: UnsafeMutablePointer<IntrinsicSlot>, _ index: Int, report: Bool
    ) -> Bool {
        // The slot's fields are read and written in place (no copy of the slot in and out).
        let constant = slots[index].constant, priority = slots[index].priority
        let term = Solver.TermID(record.variables.length(along: IntrinsicSlot.axis(ofSlot: index)))
        let id: Solver.ConstraintID
        do {
            id = try withUnsafePointer(to: term) { (pointer) throws(SolverError) -> Solver.ConstraintID in
                try solver.add(
                    UnsafeBufferPointer(start: pointer, count: 1), constant: -constant,
                    relation: IntrinsicSlot.relation(ofSlot: index), priority: priority, distinct: true)
            }
        } catch {
            if report && reportsDiagnostics {
                let description = describeIntrinsic(record, index)
                reportDiagnostic(.invalidConstraint(description.snapshot, reason: "the solver refused it (\(error))"), near: root)
            }
            return false
        }
        slots[index].id = id
        slots[index].state = .installed
        statistics.adds += 1
        installedIntrinsicCount += 1
        needsUpdateVariables = true
        if !intrinsicStandIns.isEmpty, let standIn = intrinsicStandIns[RecordSlotKey(record, index)] {
            let key = ObjectIdentifier(standIn.constraint)
            if !report { silentChecks.insert(key) }
            broken[key] = nil
        }
        return true
    }

    /// Takes installed slot `index` of `record` out of the solver (unless the solver already left
    /// it out: `fromSolver` false), leaving the slot in `state`. Taking a slot out lets the broken
    /// constraints be retried at the next sync; a slot the solver rejected cannot resolve a conflict.
    private func takeOutIntrinsic(
        _ record: ItemRecord, _ index: Int, leaving state: IntrinsicSlot.State, fromSolver: Bool = true
    ) {
        let slots = intrinsicSlotTable.slots(of: record.intrinsicBlock)
        if fromSolver { solver.remove(slots[index].id) }
        slots[index].state = state
        slots[index].id = .none
        installedIntrinsicCount -= 1
        statistics.removes += 1
        if fromSolver { needsRetry = true }
        needsUpdateVariables = true
    }

    /// The edited slots, each once, with their places in creation order, sorted by it (a
    /// listing of an installation that has since left the solver is skipped).
    func takeEditedIntrinsic() -> [(reference: IntrinsicSlotReference, sequence: Int)] {
        takeEditListings(&editedIntrinsic) { reference in
            // A record that lost its slots since it was listed has no block: nothing to apply.
            let block = reference.record.intrinsicBlock
            guard block != IntrinsicSlotTable.noBlock else { return nil }
            let slots = intrinsicSlotTable.slots(of: block)
            var slot = slots[reference.index]
            guard slot.isEdited, slot.state != .installed || slot.id == reference.id else { return nil }
            slot.isEdited = false
            slots[reference.index] = slot
            return slot.sequence
        }
    }

    /// Brings an edited slot to its constant and priority in the solver: the constant in place
    /// when only it changed, otherwise by adding it again. A broken slot is retried instead.
    func applyIntrinsicEdit(_ reference: IntrinsicSlotReference) {
        let record = reference.record, index = reference.index
        let slot = intrinsicSlot(record, index)
        if slot.state == .broken { needsRetry = true }
        guard slot.state == .installed, slot.id == reference.id else { return }
        if slot.priority != reference.addedPriority {
            takeOutIntrinsic(record, index, leaving: .refused)
            addIntrinsic(record, index, report: true)
            return
        }
        guard slot.constant != reference.addedConstant else { return }
        do {
            try solver.updateConstant(of: slot.id, to: -slot.constant)
            statistics.constantUpdates += 1
            needsUpdateVariables = true
        } catch {
            // A constant too large for the solver: left out (and retried when it changes).
            takeOutIntrinsic(record, index, leaving: .broken)
            let standIn = standIn(for: record, index)
            broken[ObjectIdentifier(standIn)] = standIn
            if reportsDiagnostics {
                reportDiagnostic(.invalidConstraint(standIn.snapshot, reason: "the solver refused it (\(error))"), near: root)
            }
        }
    }

    // MARK: Conflicts

    /// Slot `index` of `record`, which the solver left out in a conflict: broken. Returns its
    /// stand-in (for `broken` and the report).
    func intrinsicWasRejected(_ record: ItemRecord, _ index: Int) -> LayoutConstraint {
        if intrinsicSlot(record, index).state == .installed {
            takeOutIntrinsic(record, index, leaving: .broken, fromSolver: false)
        }
        return standIn(for: record, index)
    }

    /// Tries the broken slot that `standIn` stands for again (it has left `broken`): back in
    /// `broken` when the solver refuses it; dropped when its slot is no longer broken.
    func retryIntrinsic(_ standIn: LayoutConstraint) {
        guard let item = standIn.firstResolved, let record = record(of: item) else { return }
        let index = IntrinsicSlot.index(attribute: standIn.firstAttribute, relation: standIn.relation)
        guard intrinsicStandIns[RecordSlotKey(record, index)]?.constraint === standIn,
              intrinsicSlot(record, index).state == .broken
        else { return }
        if !addIntrinsic(record, index, report: false) { broken[ObjectIdentifier(standIn)] = standIn }
    }

    /// The constraint that stands for slot `index` of `record` while it is broken or reported,
    /// made on first use and kept in `intrinsicStandIns` (see `dropSettledStandIns()`), with the
    /// slot's current constant and priority.
    func standIn(for record: ItemRecord, _ index: Int) -> LayoutConstraint {
        let key = RecordSlotKey(record, index)
        guard let existing = intrinsicStandIns[key]?.constraint else {
            let made = describeIntrinsic(record, index)
            intrinsicStandIns[key] = SlotStandIn(constraint: made, record: record)
            return made
        }
        let slot = intrinsicSlot(record, index)
        existing.storedConstant = slot.constant
        existing.storedPriority = slot.priority
        return existing
    }

    /// Forgets the stand-ins of intrinsic-size and frame slots that are no longer broken (a
    /// retried slot that the check let in, a slot that was only named in a conflict).
    func dropSettledStandIns() {
        if !intrinsicStandIns.isEmpty {
            intrinsicStandIns = intrinsicStandIns.filter { key, standIn in
                intrinsicSlot(standIn.record, key.index).state == .broken
            }
        }
        if !frameSlotStandIns.isEmpty {
            frameSlotStandIns = frameSlotStandIns.filter { key, standIn in
                standIn.record.frameSlots[key.index].state == .broken
            }
        }
    }

    // MARK: Reading

    /// Slot `index` of `record`: absent when the record has no block.
    func intrinsicSlot(_ record: ItemRecord, _ index: Int) -> IntrinsicSlot {
        let block = record.intrinsicBlock
        return block == IntrinsicSlotTable.noBlock ? IntrinsicSlot() : intrinsicSlotTable.slots(of: block)[index]
    }

    // MARK: Descriptions

    /// A constraint that describes slot `index` of `record` (`view.width <= 50 @250`, "intrinsic
    /// size"), in the slot's place in creation order; it is neither active nor installed.
    func describeIntrinsic(_ record: ItemRecord, _ index: Int) -> LayoutConstraint {
        let slot = intrinsicSlot(record, index)
        return LayoutConstraint(
            role: .intrinsic, first: record.reference,
            attribute: IntrinsicSlot.axis(ofSlot: index) == .horizontal ? .width : .height,
            relatedBy: IntrinsicSlot.relation(ofSlot: index), second: nil, attribute: .notAnAttribute, multiplier: 1,
            constant: slot.constant, priority: slot.priority, callSite: "", sequence: slot.sequence)
    }

    /// Descriptions of the installed slots of `record` along `axis`.
    func installedIntrinsicDescriptions(of record: ItemRecord, along axis: Axis) -> [LayoutConstraint] {
        let base = axis == .horizontal ? 0 : 2
        return (base..<base + 2).filter { intrinsicSlot(record, $0).state == .installed }.map { describeIntrinsic(record, $0) }
    }
}
