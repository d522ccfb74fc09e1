import LayoutSolver

extension LayoutEngine {
    // MARK: Install and uninstall

    /// Adds `constraint` to the solver. Returns `false` when it is pending (an item is not in
    /// this tree) or broken (it conflicts with required constraints).
    @discardableResult
    func install(_ constraint: LayoutConstraint, report: Bool = true) -> Bool {
        if hasEntry(constraint) { return true }
        guard constraint.malformation == nil else { return false }
        if fittingTarget != nil, let stack = constraint.generator?.view, !contains(stack) { return false }
        var positioned = PositionedItems()
        guard writeForm(of: constraint, positioned: &positioned) else {
            if constraint.role == .user { pending[ObjectIdentifier(constraint)] = constraint }
            return false
        }
        let solverConstraint: Solver.ConstraintID
        do {
            solverConstraint = try addWrittenForm(relation: constraint.relation, priority: constraint.storedPriority)
        } catch {
            return handleAddFailure(constraint, error, report: report)
        }
        let key = ObjectIdentifier(constraint)
        if !report { silentChecks.insert(key) }
        statistics.adds += 1
        positioned.count(by: 1, in: self)
        // The positioned items' records move into the entry (no copy of them).
        setEntry(
            ConstraintEntry(
                solverConstraint, priority: constraint.storedPriority, index: installedConstraints.count,
                positioned: consume positioned),
            for: constraint)
        installedConstraints.append(constraint)
        if !pending.isEmpty { pending[key] = nil }
        if !reportedPending.isEmpty { reportedPending.remove(key) }
        if !broken.isEmpty { broken[key] = nil }
        if constraint.firstAttribute.isBaseline || constraint.secondAttribute.isBaseline {
            baselineConstraints[key] = constraint
        }
        needsUpdateVariables = true
        return true
    }

    /// Removes `constraint` from the solver (if it is there).
    func uninstall(_ constraint: LayoutConstraint) {
        if !edited.isEmpty { edited[ObjectIdentifier(constraint)] = nil }
        guard let entry = takeEntry(of: constraint) else { return }
        solver.remove(entry.solverConstraint)
        forget(entry, of: constraint, mayResolveConflicts: true)
    }

    /// The bookkeeping of a constraint that left the solver; with `mayResolveConflicts`, broken
    /// constraints are retried at the next sync (leaving out a stay, or a constraint the solver
    /// rejected, cannot resolve a conflict).
    func forgetInstalled(_ constraint: LayoutConstraint, mayResolveConflicts: Bool = true) {
        guard let entry = takeEntry(of: constraint) else { return }
        forget(entry, of: constraint, mayResolveConflicts: mayResolveConflicts)
    }

    /// The bookkeeping of `constraint`, whose `entry` was just taken off it.
    private func forget(_ entry: borrowing ConstraintEntry, of constraint: LayoutConstraint, mayResolveConflicts: Bool) {
        let last = installedConstraints.removeLast()
        if last !== constraint {
            // The index alone is captured (capturing the entry would copy it, records and all).
            let index = entry.index
            installedConstraints[index] = last
            modifyEntry(of: last) { $0.index = index }
        }
        entry.positioned.count(by: -1, in: self)
        statistics.removes += 1
        if !baselineConstraints.isEmpty { baselineConstraints[ObjectIdentifier(constraint)] = nil }
        if constraint.role != .stay && mayResolveConflicts { needsRetry = true }
        needsUpdateVariables = true
    }

    /// The installed constraint or intrinsic-size slot that `solverConstraint` stands for, from
    /// `table` (built on first use: conflicts are rare, so the engine keeps no table while there
    /// are none).
    private func conflictMember(
        for solverConstraint: Solver.ConstraintID, in table: inout [Solver.ConstraintID: ConflictMember]?
    ) -> ConflictMember? {
        if table == nil {
            var built: [Solver.ConstraintID: ConflictMember] = [:]
            built.reserveCapacity(installedConstraints.count + installedDirect.count + installedIntrinsicCount)
            for constraint in installedConstraints {
                if let entry = entry(of: constraint) { built[entry.solverConstraint] = .constraint(constraint) }
            }
            for constraint in installedDirect {
                if let entry = entry(of: constraint) { built[entry.solverConstraint] = .direct(constraint) }
            }
            if installedFrameSlotCount > 0 { addInstalledFrameSlots(to: &built) }
            if installedIntrinsicCount > 0 {
                root?.forEachInSubtree { view in
                    guard let record = record(of: .view(view)) else { return }
                    for index in 0..<4 where intrinsicSlot(record, index).state == .installed {
                        built[intrinsicSlot(record, index).id] = .intrinsic(record, index: index)
                    }
                }
            }
            table = built
        }
        return table?[solverConstraint]
    }

    /// The constraint that names `member` in a conflict report.
    private func conflictConstraint(_ member: ConflictMember) -> LayoutConstraint {
        switch member {
        case .constraint(let constraint): constraint
        case .direct(let constraint): constraint.describedConstraint
        case .intrinsic(let record, let index): standIn(for: record, index)
        case .frameSlot(let record, let index): frameSlotStandIn(for: record, index)
        }
    }

    func handleAddFailure(_ constraint: LayoutConstraint, _ error: SolverError, report: Bool) -> Bool {
        if report && reportsDiagnostics {
            reportDiagnostic(.invalidConstraint(constraint.snapshot, reason: "the solver refused it (\(error))"), near: root)
        }
        return false
    }

    /// Checks the required constraints installed or changed since the last check (the solver
    /// defers the check to here, so a layout pass checks each component once): every conflict
    /// leaves one constraint out, broken and reported. The one left out is the newest changed
    /// user constraint of the conflict, else the newest changed constraint the library generated
    /// (a stack's), never a structural one (the root's frame, margins, fitting) while a user
    /// constraint takes part.
    func settleConflicts() {
        var table: [Solver.ConstraintID: ConflictMember]?
        let rejections = solver.checkDeferredIDs { proof, changed in
            self.victim(of: proof, changed: changed, table: &table)
        }
        for rejection in rejections {
            guard let member = conflictMember(for: rejection.rejected, in: &table) else { continue }
            let constraint: LayoutConstraint
            switch member {
            case .constraint(let installed):
                constraint = installed
                forgetInstalled(installed, mayResolveConflicts: false)
            case .direct(let installed):
                forgetInstalled(installed, mayResolveConflicts: false)
                constraint = fittingTarget == nil ? installed.becomeObject() : installed.describedConstraint
            case .intrinsic(let record, let index):
                constraint = intrinsicWasRejected(record, index)
            case .frameSlot(let record, let index):
                constraint = frameSlotWasRejected(record, index)
            }
            let others = rejection.conflicting.compactMap { conflictMember(for: $0, in: &table).map(conflictConstraint) }
            markBroken(constraint, conflicting: others + [constraint], report: !silentChecks.contains(ObjectIdentifier(constraint)))
        }
        if !silentChecks.isEmpty { silentChecks.removeAll() }
        dropSettledStandIns()
    }

    /// The constraint of a conflict to leave out (see `settleConflicts()`): `proof` proves it,
    /// `changed` are those of its constraints that changed since the last check.
    private func victim(
        of proof: [Solver.ConstraintID], changed: [Solver.ConstraintID],
        table: inout [Solver.ConstraintID: ConflictMember]?
    ) -> Solver.ConstraintID? {
        func member(_ c: Solver.ConstraintID) -> ConflictMember? { conflictMember(for: c, in: &table) }
        func isUsers(_ c: Solver.ConstraintID) -> Bool { member(c)?.isUsers ?? false }
        let structural: Set<LayoutConstraint.Role> = [.rootFrame, .margins, .fitting]
        if let user = changed.last(where: isUsers) { return user }
        if let generated = changed.last(where: { member($0).map { !structural.contains($0.role) } ?? false }) {
            return generated
        }
        // The pins of the lines' constant zeros (which no user constraint could stand for) are
        // never left out.
        let constants = lineConstants
        func isPin(_ c: Solver.ConstraintID) -> Bool { constants?.isPin(c) ?? false }
        return proof.last(where: isUsers) ?? changed.last(where: { !isPin($0) }) ?? proof.last(where: { !isPin($0) })
    }

    /// Leaves `constraint` out. With `report`, it is reported at the end of the sync if it is
    /// still broken then: within one sync a batch of replaced constraints may conflict only
    /// until the rest of the batch is applied, and the broken ones are retried first. The
    /// conflicting set of the last failure is the one reported.
    func markBroken(_ constraint: LayoutConstraint, conflicting: [LayoutConstraint], report: Bool) {
        let key = ObjectIdentifier(constraint)
        broken[key] = constraint
        guard report || conflictsToReport[key] != nil else { return }
        conflictsToReport[key] = (constraint, conflicting)
    }

    /// Reports the constraints broken during this sync that are still broken, in creation order.
    func reportConflicts() {
        guard !conflictsToReport.isEmpty else { return }
        let entries = conflictsToReport.values.sorted { $0.constraint.sequence < $1.constraint.sequence }
        conflictsToReport.removeAll()
        guard reportsDiagnostics else { return }
        for (constraint, conflicting) in entries where broken[ObjectIdentifier(constraint)] != nil {
            var seen = Set<ObjectIdentifier>()
            let set = conflicting.sorted { $0.sequence < $1.sequence }.filter { seen.insert(ObjectIdentifier($0)).inserted }
            reportDiagnostic(
                .unsatisfiable(broken: constraint.snapshot, conflicting: set.map(\.snapshot)), near: root)
        }
    }

    // MARK: Edits, baselines, retries, pending constraints

    /// Applies the edited constraints (users' and stacks'), intrinsic-size slots and frame slots
    /// (stays, margins links) to the solver, in creation order.
    func applyEdits() {
        guard !edited.isEmpty || !editedDirect.isEmpty || !editedIntrinsic.isEmpty || !editedFrameSlots.isEmpty else { return }
        let changes = edited.isEmpty ? [] : edited.values.sorted { $0.sequence < $1.sequence }
        if !edited.isEmpty { edited.removeAll() }
        var reshaped: Set<ObjectIdentifier> = []
        swap(&reshaped, &reshapedEdits)
        let directs = takeEditedDirect()
        let slots = takeEditedIntrinsic()
        let frames = takeEditedFrameSlots()
        var c = 0, d = 0, s = 0, t = 0
        while c < changes.count || d < directs.count || s < slots.count || t < frames.count {
            let constraintSequence = c < changes.count ? changes[c].sequence : .max
            let directSequence = d < directs.count ? directs[d].sequence : .max
            let slotSequence = s < slots.count ? slots[s].sequence : .max
            let frameSequence = t < frames.count ? frames[t].sequence : .max
            if frameSequence < constraintSequence && frameSequence < directSequence && frameSequence < slotSequence {
                applyFrameSlotEdit(frames[t].reference)
                t += 1
            } else if slotSequence < constraintSequence && slotSequence < directSequence {
                applyIntrinsicEdit(slots[s].reference)
                s += 1
            } else if directSequence < constraintSequence {
                applyEdit(directs[d])
                d += 1
            } else {
                let constraint = changes[c]
                applyEdit(constraint, constantOnly: reshaped.isEmpty || !reshaped.contains(ObjectIdentifier(constraint)))
                c += 1
            }
        }
    }

    /// Brings edited `constraint` to the solver (see `update(_:_:to:)`); a broken one is retried.
    /// When only its constant changed since it was installed (`constantOnly`), the solver is
    /// asked once: for the new constant, in place (the reference paths compare the terms and
    /// the constant first).
    private func applyEdit(_ constraint: LayoutConstraint, constantOnly: Bool) {
        let key = ObjectIdentifier(constraint)
        if broken[key] != nil {
            needsRetry = true
            return
        }
        guard let entry = entry(of: constraint) else { return }
        guard let form = form(of: constraint) else {
            uninstall(constraint)
            if constraint.role == .user && constraint.storedIsActive { pending[key] = constraint }
            return
        }
        applyEdit(to: constraint, entry, form, constantOnly: constantOnly)
    }

    /// Forms the installed constraints on baselines again (users' and stacks', in creation
    /// order) and updates those whose form changed.
    func recheckBaselines() {
        baselinesDirty = false
        let directs = baselineDirect.values.sorted { $0.sequence < $1.sequence }
        var next = 0
        for constraint in baselineConstraints.values.sorted(by: { $0.sequence < $1.sequence }) {
            while next < directs.count, directs[next].sequence < constraint.sequence {
                recheckBaseline(directs[next])
                next += 1
            }
            guard let entry = entry(of: constraint) else { continue }
            guard let form = form(of: constraint) else {
                uninstall(constraint)
                if constraint.storedIsActive { pending[ObjectIdentifier(constraint)] = constraint }
                continue
            }
            if !form.isHeld(as: entry.solverConstraint, in: solver) { update(constraint, entry, to: form) }
        }
        for constraint in directs[next...] { recheckBaseline(constraint) }
    }

    /// Tries the broken constraints again (something changed that may resolve the conflict).
    func retryBroken() {
        needsRetry = false
        guard !broken.isEmpty else { return }
        for constraint in broken.values.sorted(by: { $0.sequence < $1.sequence }) {
            broken[ObjectIdentifier(constraint)] = nil
            if constraint.role == .intrinsic {
                retryIntrinsic(constraint)
                continue
            }
            if constraint.role == .stay || constraint.role == .margins {
                retryFrameSlot(constraint)
                continue
            }
            // A conflict shows in `settleConflicts()`, which marks it broken again silently.
            if !install(constraint, report: false), constraint.malformation == nil, form(of: constraint) != nil {
                broken[ObjectIdentifier(constraint)] = constraint
            }
        }
        needsRetry = false
    }

    /// Installs pending constraints whose items now share this tree; reports the others once.
    func reviewPending() {
        guard !pending.isEmpty else { return }
        for constraint in pending.values.sorted(by: { $0.sequence < $1.sequence }) {
            let key = ObjectIdentifier(constraint)
            guard constraint.storedIsActive else {
                pending[key] = nil
                reportedPending.remove(key)
                continue
            }
            if install(constraint) { continue }
            if broken[key] != nil {
                pending[key] = nil
                continue
            }
            if constraint.isInstalledInItsTree {
                pending[key] = nil
                reportedPending.remove(key)
                continue
            }
            pending[key] = constraint
            if !reportedPending.contains(key) {
                reportedPending.insert(key)
                if reportsDiagnostics { reportDiagnostic(.pendingConstraint(constraint.snapshot), near: root) }
            }
        }
    }
}

/// An installed constraint of a conflict the solver found: a `LayoutConstraint`, a stack's
/// constraint held directly, or an intrinsic-size or frame slot of a record.
enum ConflictMember {
    /// A constraint installed with an entry (user, stack, stay, root frame, margins, fitting).
    case constraint(LayoutConstraint)
    /// A stack's constraint held directly.
    case direct(DirectConstraint)
    /// Slot `index` of a record's intrinsic-size slots.
    case intrinsic(ItemRecord, index: Int)
    /// Slot `index` of a record's frame slots (a stay, a margins link).
    case frameSlot(ItemRecord, index: Int)

    /// The role the member plays (an intrinsic-size slot is `.intrinsic`).
    var role: LayoutConstraint.Role {
        switch self {
        case .constraint(let constraint): constraint.role
        case .direct: .user
        case .intrinsic: .intrinsic
        case .frameSlot(let record, _): record.linksMargins ? .margins : .stay
        }
    }

    /// Whether the member is a user's own constraint (not one the library generated).
    var isUsers: Bool {
        switch self {
        case .constraint(let constraint): constraint.role == .user && !constraint.isGenerated
        case .direct, .intrinsic, .frameSlot: false
        }
    }
}

extension LayoutConstraint {
    /// `true` when the engine of the first item's tree holds the constraint in its solver.
    var isInstalledInItsTree: Bool {
        guard let engine = hostEngine else { return false }
        return engine.hasEntry(self)
    }
}

extension View {
    /// Follows `viewForFirstBaselineLayout` / `viewForLastBaselineLayout` to the view that draws
    /// the baseline (bounded, in case of a cycle).
    func resolvedBaselineView(first: Bool) -> View {
        var view = self
        for _ in 0..<64 {
            let next = first ? view.viewForFirstBaselineLayout : view.viewForLastBaselineLayout
            if next === view { break }
            view = next
        }
        return view
    }
}
