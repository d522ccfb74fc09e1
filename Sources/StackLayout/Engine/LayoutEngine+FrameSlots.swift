import LayoutSolver

/// Frame slots (`FrameSlot`): stays and margins links, each a solver id with its constant, and
/// no `LayoutConstraint` object. They follow the constraints through a sync in the same order: a
/// slot is added when it is made, its edits are applied with the other edits in creation order,
/// a slot left out in a conflict or refused a new constant is retried with the broken
/// constraints (represented there by a stand-in constraint, see `frameSlotStandIn(for:_:)`).
extension LayoutEngine {
    // MARK: Margins links

    /// Creates (once) or updates the four required links of the margins guide of `view`, whose
    /// record is `record`: `guide.left == view.left + v0`, `guide.top == view.top + v1`,
    /// `guide.width == view.width + v2`, `guide.height == view.height + v3`.
    func setMarginsLinks(_ record: ItemRecord, of view: View, values: FourSlots<Double>) {
        guard values.allSatisfy({ $0.isFinite }) else { return }
        guard record.linksMargins else {
            record.linksMargins = true
            record.stayReference = UnownedView(view)
            // The view's record, insets and the guide's slot storage, read once for the four.
            let viewRecord = self.record(ofView: view)
            let insets = view.alignmentRectInsets
            let storage = record.frameSlotStorageMade
            for index in 0..<4 {
                let form = viewRecord.map { referenceRelativeForm(index, values[index], $0.variables, insets) }
                makeFrameSlot(record, index, constant: values[index], form: form, in: storage)
            }
            return
        }
        for index in 0..<4 where record.hasFrameSlot(index) {
            setFrameSlotConstant(record, index, values[index])
        }
    }

    // MARK: The solver

    /// Makes slot `index` of `record` keeping `value` and adds it to the solver. A constant out
    /// of range leaves it out, as does the solver's refusal (reported).
    func makeFrameSlot(_ record: ItemRecord, _ index: Int, constant value: Double) {
        let form = LayoutValueLimits.accepts(value) ? frameSlotForm(record, index, value) : nil
        makeFrameSlot(record, index, constant: value, form: form, in: record.frameSlotStorageMade)
    }

    /// `makeFrameSlot(_:_:constant:)` with the slot's solver form `form` (`nil`: none) and the
    /// record's slot storage.
    private func makeFrameSlot(
        _ record: ItemRecord, _ index: Int, constant value: Double,
        form: (constant: Double, reference: Solver.VariableID?)?, in storage: FrameSlotStorage
    ) {
        var slot = FrameSlot()
        slot.constant = value
        slot.sequence = LayoutConstraint.nextSequence()
        slot.state = .refused
        if LayoutValueLimits.accepts(value), let form {
            do {
                slot.id = try addFrameSlot(record, index, form)
                slot.state = .installed
            } catch {
                if reportsDiagnostics {
                    let description = describeFrameSlot(record, index, slot)
                    reportDiagnostic(.invalidConstraint(description.snapshot, reason: "the solver refused it (\(error))"), near: root)
                }
            }
        }
        // One write of the slot, into the record's slot storage.
        storage.slots[index] = slot
    }

    /// Adds slot `index` of `record` to the solver as `variable − reference + constant == 0`
    /// (`reference` only for a margins guide's width or height) at the stay priority, or
    /// required for margins links; counts it.
    private func addFrameSlot(
        _ record: ItemRecord, _ index: Int, _ form: (constant: Double, reference: Solver.VariableID?)
    ) throws(SolverError) -> Solver.ConstraintID {
        let variables = record.variables
        let variable = switch index {
        case 0: variables.minX
        case 1: variables.minY
        case 2: variables.width
        default: variables.height
        }
        let priority: LayoutPriority = record.linksMargins ? .required : .stay
        let term = Solver.TermID(variable)
        let id: Solver.ConstraintID
        if let reference = form.reference {
            // Two terms, contiguous in a tuple of one type.
            id = try withUnsafePointer(to: (term, Solver.TermID(reference, -1))) {
                (pair) throws(SolverError) -> Solver.ConstraintID in
                let terms = UnsafeRawPointer(pair).assumingMemoryBound(to: Solver.TermID.self)
                return try solver.add(
                    UnsafeBufferPointer(start: terms, count: 2), constant: form.constant, relation: .equal, priority: priority,
                    distinct: false)
            }
        } else {
            id = try withUnsafePointer(to: term) { (pointer) throws(SolverError) -> Solver.ConstraintID in
                try solver.add(
                    UnsafeBufferPointer(start: pointer, count: 1), constant: form.constant, relation: .equal, priority: priority,
                    distinct: true)
            }
        }
        statistics.adds += 1
        installedFrameSlotCount += 1
        needsUpdateVariables = true
        return id
    }

    /// The solver's form of slot `index` of `record` keeping `value`, beyond the item's own
    /// variable: its constant and, for a margins guide's width or height, the owning view's
    /// length (coefficient −1). For the left and top, `item.min − reference.left − value` with
    /// the reference's alignment inset. In the order of operations of `form(of:)` on the path it
    /// takes; `nil` when the reference is gone or not registered here.
    private func frameSlotForm(
        _ record: ItemRecord, _ index: Int, _ value: Double
    ) -> (constant: Double, reference: Solver.VariableID?)? {
        if index >= 2 && !record.linksMargins { return (-value, nil) }
        // The reference is read without retaining it (the tree holds it while the engine works).
        guard let reference = record.stayReference.unretainedView else { return nil }
        return reference._withUnsafeGuaranteedRef { (reference) -> (constant: Double, reference: Solver.VariableID?)? in
            if index >= 2 {
                guard let referenceRecord = self.record(ofView: reference) else { return nil }
                return referenceRelativeForm(index, value, referenceRecord.variables, .zero)
            }
            guard hasRecord(ofView: reference) else { return nil }
            return referenceRelativeForm(index, value, nil, reference.alignmentRectInsets)
        }
    }

    /// The form of slot `index` keeping `value` relative to a reference with `insets` (read for a
    /// left or top) and, for a width or height (a margins link's), the reference's `variables`;
    /// see `frameSlotForm`.
    private func referenceRelativeForm(
        _ index: Int, _ value: Double, _ variables: LayoutVariables?, _ insets: EdgeInsets
    ) -> (constant: Double, reference: Solver.VariableID?) {
        if index >= 2, let variables {
            return (usesReferencePaths ? 0.0 - value : -value, variables.length(along: index == 2 ? .horizontal : .vertical))
        }
        let inset = index == 0 ? insets.left : insets.top
        var constant: Double
        if usesReferencePaths {
            constant = 0.0
            constant += -1.0 * inset
            constant -= value
        } else {
            constant = -value
            constant += -1.0 * inset
        }
        return (constant, nil)
    }

    /// Takes installed slot `index` of `record` out of the solver (unless the solver already left
    /// it out: `fromSolver` false), leaving it in `state`. Taking a margins link out lets the
    /// broken constraints be retried at the next sync.
    private func takeOutFrameSlot(
        _ record: ItemRecord, _ index: Int, leaving state: FrameSlot.State, fromSolver: Bool = true
    ) {
        if fromSolver { solver.remove(record.frameSlots[index].id) }
        record.frameSlots[index].state = state
        record.frameSlots[index].id = .none
        installedFrameSlotCount -= 1
        statistics.removes += 1
        if fromSolver && record.linksMargins { needsRetry = true }
        needsUpdateVariables = true
    }

    /// Removes slot `index` of `record`: out of the solver if it is there, no longer broken.
    func removeFrameSlot(_ record: ItemRecord, _ index: Int) {
        switch record.frameSlots[index].state {
        case .absent: return
        case .installed: takeOutFrameSlot(record, index, leaving: .absent)
        case .broken:
            if let standIn = frameSlotStandIns.removeValue(forKey: RecordSlotKey(record, index)) {
                broken[ObjectIdentifier(standIn.constraint)] = nil
            }
        case .refused: break
        }
        record.frameSlots[index] = FrameSlot()
    }

    // MARK: Edits, conflicts and retries

    /// Sets the constant of present slot `index` of `record`: a change of an installed slot is
    /// listed for `applyEdits()`, and a change lets the broken constraints be retried.
    func setFrameSlotConstant(_ record: ItemRecord, _ index: Int, _ constant: Double) {
        var slot = record.frameSlots[index]
        guard slot.constant != constant else { return }
        slot.constant = constant
        if slot.state == .installed && !slot.isEdited {
            slot.isEdited = true
            editedFrameSlots.append(FrameSlotReference(record: record, index: index, id: slot.id))
        }
        if slot.state == .installed || slot.state == .broken { needsRetry = true }
        record.frameSlots[index] = slot
        if slot.state == .broken {
            frameSlotStandIns[RecordSlotKey(record, index)]?.constraint.storedConstant = constant
        }
    }

    /// The edited slots, each once, with their places in creation order, sorted by it (a listing
    /// of an installation that has since left the solver is skipped).
    func takeEditedFrameSlots() -> [(reference: FrameSlotReference, sequence: Int)] {
        takeEditListings(&editedFrameSlots) { reference in
            let slot = reference.record.frameSlots[reference.index]
            guard slot.isEdited, slot.state == .installed, slot.id == reference.id else { return nil }
            reference.record.frameSlots[reference.index].isEdited = false
            return slot.sequence
        }
    }

    /// Brings an edited slot to its constant in the solver, in place (the reference paths
    /// compare the constant first). A constant the solver refuses leaves the slot out, broken
    /// and reported.
    func applyFrameSlotEdit(_ reference: FrameSlotReference) {
        let record = reference.record, index = reference.index
        let slot = record.frameSlots[index]
        guard slot.state == .installed, slot.id == reference.id else { return }
        guard let form = frameSlotForm(record, index, slot.constant) else {
            takeOutFrameSlot(record, index, leaving: .refused)
            return
        }
        if usesReferencePaths && form.constant == solver.constant(of: slot.id) { return }
        do {
            try solver.updateConstant(of: slot.id, to: form.constant)
            statistics.constantUpdates += 1
            needsUpdateVariables = true
        } catch {
            takeOutFrameSlot(record, index, leaving: .broken)
            let standIn = frameSlotStandIn(for: record, index)
            broken[ObjectIdentifier(standIn)] = standIn
            reportRefusal(of: standIn, error)
        }
    }

    /// Slot `index` of `record`, which the solver left out in a conflict: broken. Returns its
    /// stand-in (for `broken` and the report).
    func frameSlotWasRejected(_ record: ItemRecord, _ index: Int) -> LayoutConstraint {
        if record.frameSlots[index].state == .installed {
            takeOutFrameSlot(record, index, leaving: .broken, fromSolver: false)
        }
        return frameSlotStandIn(for: record, index)
    }

    /// Tries the broken slot that `standIn` stands for again (it has left `broken`): back in
    /// `broken` when the solver refuses it; a conflict found for it later is not reported (see
    /// `settleConflicts()`).
    func retryFrameSlot(_ standIn: LayoutConstraint) {
        guard let item = standIn.firstResolved, let record = record(of: item),
              let index = Self.frameAttributes.firstIndex(of: standIn.firstAttribute)
        else { return }
        guard frameSlotStandIns[RecordSlotKey(record, index)]?.constraint === standIn,
              record.frameSlots[index].state == .broken
        else { return }
        guard let form = frameSlotForm(record, index, record.frameSlots[index].constant) else {
            record.frameSlots[index].state = .refused
            return
        }
        do {
            record.frameSlots[index].id = try addFrameSlot(record, index, form)
        } catch {
            broken[ObjectIdentifier(standIn)] = standIn
            return
        }
        record.frameSlots[index].state = .installed
        silentChecks.insert(ObjectIdentifier(standIn))
    }

    /// The constraint that stands for slot `index` of `record` while it is broken or reported,
    /// made on first use and kept in `frameSlotStandIns` (see `dropSettledStandIns()`), with the
    /// slot's current constant.
    func frameSlotStandIn(for record: ItemRecord, _ index: Int) -> LayoutConstraint {
        let key = RecordSlotKey(record, index)
        guard let existing = frameSlotStandIns[key]?.constraint else {
            let made = describeFrameSlot(record, index, record.frameSlots[index])
            frameSlotStandIns[key] = SlotStandIn(constraint: made, record: record)
            return made
        }
        existing.storedConstant = record.frameSlots[index].constant
        return existing
    }

    /// Adds the installed slots of the records of the tree to a table of conflict members.
    func addInstalledFrameSlots(to table: inout [Solver.ConstraintID: ConflictMember]) {
        func add(_ record: ItemRecord?) {
            guard let record else { return }
            for index in 0..<4 where record.frameSlots[index].state == .installed {
                table[record.frameSlots[index].id] = .frameSlot(record, index: index)
            }
        }
        root?.forEachInSubtree { view in
            add(record(ofView: view))
            if let guide = view.marginsGuideStorage { add(record(of: .guide(guide))) }
            for guide in view.guideStorage { add(record(of: .guide(guide))) }
        }
    }

    // MARK: Descriptions

    /// A constraint that describes `slot`, slot `index` of `record` (`view.left ==
    /// superview.left + 10`, "keeps frame, weakest"; `guide.width == view.width - 24`, "layout
    /// margins"), in the slot's place in creation order; it is neither active nor installed.
    func describeFrameSlot(_ record: ItemRecord, _ index: Int, _ slot: FrameSlot) -> LayoutConstraint {
        let attribute = Self.frameAttributes[index]
        let second = index < 2 || record.linksMargins ? record.stayReference.view?.itemReference : nil
        return LayoutConstraint(
            role: record.linksMargins ? .margins : .stay, first: record.reference, attribute: attribute,
            relatedBy: .equal, second: second, attribute: second == nil ? .notAnAttribute : attribute, multiplier: 1,
            constant: slot.constant, priority: record.linksMargins ? .required : .stay, callSite: "",
            sequence: slot.sequence)
    }

    /// Descriptions of the installed slots that involve the minimum or the length of `record`'s
    /// item along `axis`: its own, and for a view the length link of its margins guide.
    func installedFrameSlotDescriptions(mentioning record: ItemRecord, along axis: Axis) -> [LayoutConstraint] {
        let position = axis == .horizontal ? 0 : 1
        var candidates = [(record, position), (record, position + 2)]
        if let guide = record.view?.marginsGuideStorage, let guideRecord = self.record(of: .guide(guide)),
           guideRecord.linksMargins {
            candidates.append((guideRecord, position + 2))
        }
        let watched = [record.variables.min(along: axis), record.variables.length(along: axis)]
        return candidates.compactMap { owner, index in
            let slot = owner.frameSlots[index]
            guard slot.state == .installed, watched.contains(where: { solver.mentions(slot.id, $0) }) else { return nil }
            return describeFrameSlot(owner, index, slot)
        }
    }

    /// The attributes of the four frame components, in the order of `FourSlots` indices.
    static let frameAttributes: [LayoutAttribute] = [.left, .top, .width, .height]
}
