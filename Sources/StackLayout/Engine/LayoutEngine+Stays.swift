import LayoutSolver

/// Stays: the weakest wishes that keep an item's frame on the axes no constraint positions, four
/// slots per record (`StaySlot`), each a solver id with its constant, and no `LayoutConstraint`
/// object. They follow the constraints through a sync in the same order: a stay is added when
/// `settleStays()` finds it missing, its edits are applied with the other edits in creation
/// order, a stay whose new constant the solver refuses is retried with the broken constraints
/// (represented there by a stand-in constraint, see `stayStandIn(for:_:)`).
extension LayoutEngine {
    // MARK: Values and candidates

    /// Stores what the stays of the item of `record` keep (and updates the stays that exist),
    /// then schedules a check of which stays the item needs.
    func setStayValues(_ record: ItemRecord, relativeTo reference: View, values: FourSlots<Double>) {
        guard values.allSatisfy({ $0.isFinite }) else { return }
        record.stayReference = UnownedView(reference)
        record.stayValues = values
        for index in 0..<4 where record.stays[index].state != .absent {
            setStayConstant(record, index, values[index])
        }
        // Settled stays change only with the constraints that position the item, which mark it.
        if !record.staysSettled { markStayCandidate(record) }
    }

    /// Sets the constant of present stay `index` of `record`: a change of an installed stay is
    /// listed for `applyEdits()`, and a change lets the broken constraints be retried.
    private func setStayConstant(_ record: ItemRecord, _ index: Int, _ constant: Double) {
        var slot = record.stays[index]
        guard slot.constant != constant else { return }
        slot.constant = constant
        if slot.state == .installed && !slot.isEdited {
            slot.isEdited = true
            editedStays.append(StaySlotReference(record: record, index: index, id: slot.id))
        }
        if slot.state == .installed || slot.state == .broken { needsRetry = true }
        record.stays[index] = slot
        if slot.state == .broken { stayStandIns[RecordSlotKey(record, index)]?.constraint.storedConstant = constant }
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
        candidates.forEachUnretained(settleStays(of:))
    }

    /// Gives the item of `record` stays on exactly the axes that no constraint positions.
    private func settleStays(of record: ItemRecord) {
        record.isStayCandidate = false
        record.staysSettled = true
        // The item is resolved from its reference, without an existential or a cast.
        guard let resolved = ResolvedItem(record.reference), isRecord(record, of: resolved),
              let reference = record.stayReference.view
        else { return }
        if case .view(let view) = resolved,
           view.unretainedSuperview?.toOpaque() == Unmanaged.passUnretained(reference).toOpaque() {
            // A view that loses its last positioning constraint keeps the frame it has now.
            record.stayValues = stayValues(keeping: view.frame, of: view, in: reference)
        }
        settleStays(of: record, along: .horizontal, relativeTo: reference)
        settleStays(of: record, along: .vertical, relativeTo: reference)
    }

    /// Removes the stays of `record` along `axis` when constraints position the item there,
    /// else adds the missing ones (position first, then length).
    private func settleStays(of record: ItemRecord, along axis: Axis, relativeTo reference: View) {
        let position = axis == .horizontal ? 0 : 1
        if record.positioners(along: axis) > 0 {
            removeStay(record, position)
            removeStay(record, position + 2)
            return
        }
        if record.stays[position].state == .absent { addStay(record, position, relativeTo: reference) }
        if record.stays[position + 2].state == .absent { addStay(record, position + 2, relativeTo: reference) }
    }

    // MARK: The solver

    /// Makes stay `index` of `record` (keeping `record.stayValues[index]`, the left and top
    /// relative to `reference`) and adds it to the solver. A constant out of range leaves it
    /// out, as does the solver's refusal (reported).
    private func addStay(_ record: ItemRecord, _ index: Int, relativeTo reference: View) {
        var slot = StaySlot()
        slot.constant = record.stayValues[index]
        slot.sequence = LayoutConstraint.nextSequence()
        slot.state = .refused
        defer { record.stays[index] = slot }
        guard LayoutValueLimits.accepts(slot.constant), let constant = stayConstant(record, index, slot.constant)
        else { return }
        do {
            slot.id = try addStay(record, index, constant: constant)
        } catch {
            if reportsDiagnostics {
                let description = describeStay(record, index, slot)
                reportDiagnostic(.invalidConstraint(description.snapshot, reason: "the solver refused it (\(error))"), near: root)
            }
            return
        }
        slot.state = .installed
    }

    /// Adds stay `index` of `record` to the solver as `variable + constant == 0` at the stay
    /// priority; counts it.
    private func addStay(_ record: ItemRecord, _ index: Int, constant: Double) throws(SolverError) -> Solver.ConstraintID {
        let variables = record.variables
        let variable = switch index {
        case 0: variables.minX
        case 1: variables.minY
        case 2: variables.width
        default: variables.height
        }
        let id = try withUnsafePointer(to: Solver.TermID(variable)) { (pointer) throws(SolverError) -> Solver.ConstraintID in
            try solver.add(UnsafeBufferPointer(start: pointer, count: 1), constant: constant, relation: .equal, priority: .stay)
        }
        statistics.adds += 1
        installedStayCount += 1
        needsUpdateVariables = true
        return id
    }

    /// The constant of the solver's form of stay `index` of `record` keeping `value`: for the
    /// left and top, `item.min − reference.left − value` with the reference's alignment inset
    /// (in the order of operations of `form(of:)` on the path it takes); `nil` when the reference
    /// is gone or not registered here.
    private func stayConstant(_ record: ItemRecord, _ index: Int, _ value: Double) -> Double? {
        guard index < 2 else { return -value }
        guard let reference = record.stayReference.view, hasRecord(ofView: reference) else { return nil }
        let insets = reference.alignmentRectInsets
        let inset = index == 0 ? insets.left : insets.top
        if usesReferencePaths {
            var constant = 0.0
            constant += -1.0 * inset
            constant -= value
            return constant
        }
        var constant = -value
        constant += -1.0 * inset
        return constant
    }

    /// Takes installed stay `index` of `record` out of the solver, leaving it in `state`.
    private func takeOutStay(_ record: ItemRecord, _ index: Int, leaving state: StaySlot.State) {
        solver.remove(record.stays[index].id)
        record.stays[index].state = state
        record.stays[index].id = .none
        installedStayCount -= 1
        statistics.removes += 1
        needsUpdateVariables = true
    }

    /// Removes stay `index` of `record`: out of the solver if it is there, no longer broken.
    func removeStay(_ record: ItemRecord, _ index: Int) {
        switch record.stays[index].state {
        case .absent: return
        case .installed: takeOutStay(record, index, leaving: .absent)
        case .broken:
            if let standIn = stayStandIns.removeValue(forKey: RecordSlotKey(record, index)) {
                broken[ObjectIdentifier(standIn.constraint)] = nil
            }
        case .refused: break
        }
        record.stays[index] = StaySlot()
    }

    // MARK: Edits and retries

    /// The edited stays, each once, with their places in creation order, sorted by it (a listing
    /// of an installation that has since left the solver is skipped).
    func takeEditedStays() -> [(reference: StaySlotReference, sequence: Int)] {
        guard !editedStays.isEmpty else { return [] }
        var result: [(reference: StaySlotReference, sequence: Int)] = []
        for reference in editedStays {
            let slot = reference.record.stays[reference.index]
            guard slot.isEdited, slot.state == .installed, slot.id == reference.id else { continue }
            reference.record.stays[reference.index].isEdited = false
            result.append((reference, slot.sequence))
        }
        editedStays.removeAll(keepingCapacity: true)
        result.sort { $0.sequence < $1.sequence }
        return result
    }

    /// Brings an edited stay to its constant in the solver, in place (the reference paths
    /// compare the constant first). A constant the solver refuses leaves the stay out, broken
    /// and reported.
    func applyStayEdit(_ reference: StaySlotReference) {
        let record = reference.record, index = reference.index
        let slot = record.stays[index]
        guard slot.state == .installed, slot.id == reference.id else { return }
        guard let constant = stayConstant(record, index, slot.constant) else {
            takeOutStay(record, index, leaving: .refused)
            return
        }
        if usesReferencePaths && constant == solver.constant(of: slot.id) { return }
        do {
            try solver.updateConstant(of: slot.id, to: constant)
            statistics.constantUpdates += 1
            needsUpdateVariables = true
        } catch {
            takeOutStay(record, index, leaving: .broken)
            let standIn = stayStandIn(for: record, index)
            broken[ObjectIdentifier(standIn)] = standIn
            reportRefusal(of: standIn, error)
        }
    }

    /// Tries the broken stay that `standIn` stands for again (it has left `broken`): back in
    /// `broken` when the solver refuses it; dropped when its stay is no longer broken.
    func retryStay(_ standIn: LayoutConstraint) {
        guard let item = standIn.firstResolved, let record = record(of: item),
              let index = Self.frameAttributes.firstIndex(of: standIn.firstAttribute)
        else { return }
        let key = RecordSlotKey(record, index)
        guard stayStandIns[key]?.constraint === standIn, record.stays[index].state == .broken else { return }
        guard let constant = stayConstant(record, index, record.stays[index].constant) else {
            stayStandIns[key] = nil
            record.stays[index].state = .refused
            return
        }
        do {
            record.stays[index].id = try addStay(record, index, constant: constant)
        } catch {
            broken[ObjectIdentifier(standIn)] = standIn
            return
        }
        record.stays[index].state = .installed
        stayStandIns[key] = nil
    }

    /// The constraint that stands for broken stay `index` of `record`, made on first use and
    /// kept in `stayStandIns` while the stay is broken.
    private func stayStandIn(for record: ItemRecord, _ index: Int) -> LayoutConstraint {
        let key = RecordSlotKey(record, index)
        if let existing = stayStandIns[key]?.constraint { return existing }
        let made = describeStay(record, index, record.stays[index])
        stayStandIns[key] = SlotStandIn(constraint: made, record: record)
        return made
    }

    // MARK: Descriptions

    /// A constraint that describes stay `slot` at `index` of `record` (`view.left ==
    /// superview.left + 10`, "keeps frame, weakest"), in the slot's place in creation order; it
    /// is neither active nor installed.
    func describeStay(_ record: ItemRecord, _ index: Int, _ slot: StaySlot) -> LayoutConstraint {
        let attribute = Self.frameAttributes[index]
        let second = index < 2 ? record.stayReference.view?.itemReference : nil
        return LayoutConstraint(
            role: .stay, first: record.reference, attribute: attribute, relatedBy: .equal, second: second,
            attribute: second == nil ? .notAnAttribute : attribute, multiplier: 1, constant: slot.constant,
            priority: .stay, callSite: "", sequence: slot.sequence)
    }

    /// Descriptions of the installed stays of `record` along `axis`.
    func installedStayDescriptions(of record: ItemRecord, along axis: Axis) -> [LayoutConstraint] {
        let position = axis == .horizontal ? 0 : 1
        return [position, position + 2].filter { record.stays[$0].state == .installed }.map {
            describeStay(record, $0, record.stays[$0])
        }
    }

    /// The attributes of the four frame components, in the order of `FourSlots` indices.
    static let frameAttributes: [LayoutAttribute] = [.left, .top, .width, .height]
}
