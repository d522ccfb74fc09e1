/// A required constraint left out by ``Solver/checkDeferred(choosingVictim:)``, with the
/// constraints that proved the conflict.
package struct Rejection {
    package let constraint: Constraint
    package let conflicting: [Constraint]
}

/// Deferred checks: while `defersChecks` is on, a required constraint that is added (or whose
/// reduced form changes) is not checked by the call; `checkDeferred` checks everything that
/// changed in one pass, so that a batch of changes to one component (a layout pass) costs one
/// solve of it, not one per change.
extension Engine {
    /// Queues required constraint `slot` for the next `checkDeferred`; `changed` when the
    /// constraint itself changed (rather than a definition it went through). Inlined: every
    /// required row or item added while checks are deferred comes here.
    @inline(__always) mutating func noteUnchecked(_ slot: Int, changed: Bool = true) {
        if changed {
            records.constraints[slot].changeStamp = deferred.nextChangeStamp()
        }
        guard !records.constraints[slot].awaitsCheck else { return }
        records.constraints[slot].awaitsCheck = true
        deferred.unchecked.append(slot)
    }

    /// Checks every queued constraint; while one conflicts, leaves out a constraint of its proof
    /// and checks again: `choose` gets the proof (in the order its constraints were added) and
    /// those of its constraints that changed since the last check (oldest change first); by
    /// default the newest change is left out. Returns the constraints left out, in order.
    mutating func checkDeferred(
        choosingVictim choose: (_ proof: [Constraint], _ changed: [Constraint]) -> Constraint? = { $1.last }
    ) -> [Rejection] {
        let rejections = checkDeferred(
            choosingVictim: { proof, changed, engine in
                let chosen = choose(proof.compactMap { engine.records.objects[$0] }, changed.compactMap { engine.records.objects[$0] })
                return chosen.flatMap { engine.records.slot(of: $0) }
            },
            naming: { slot, engine in engine.records.objects[slot] })
        return rejections.map { Rejection(constraint: $0.rejected, conflicting: $0.conflicting) }
    }

    /// The deferred check by ids: `checkDeferred(choosingVictim:naming:)` with constraints
    /// named by id (a chosen id the engine refuses counts as no choice).
    mutating func checkDeferredIDs(
        choosingVictim choose: (_ proof: [Solver.ConstraintID], _ changed: [Solver.ConstraintID]) -> Solver.ConstraintID?
    ) -> [(rejected: Solver.ConstraintID, conflicting: [Solver.ConstraintID])] {
        checkDeferred(
            choosingVictim: { proof, changed, engine in
                let chosen = choose(proof.map { engine.records.id(of: $0) }, changed.map { engine.records.id(of: $0) })
                return chosen.flatMap { engine.records.slot(of: $0) }
            },
            naming: { slot, engine in engine.records.id(of: slot) })
    }

    /// Checks every queued constraint; while one conflicts, leaves out a constraint of its proof
    /// and checks again: `choose` gets the slots of the proof (in the order its constraints
    /// were added) and of those of its constraints that changed since the last check (oldest
    /// change first), and the engine to read them in; it returns the slot to leave out, or
    /// `nil` (or a slot that holds no constraint) for the newest change. Returns the
    /// constraints left out, in order, each with the others of its proof, as `name` calls
    /// them (when it names the one left out: those it does not name are left out unreported).
    mutating func checkDeferred<Name>(
        choosingVictim choose: (_ proof: [Int], _ changed: [Int], _ engine: borrowing Engine) -> Int?,
        naming name: (_ slot: Int, _ engine: borrowing Engine) -> Name?
    ) -> [(rejected: Name, conflicting: [Name])] {
        guard !deferred.unchecked.isEmpty else {
            // Nothing to check: the definitions changed since the last check are checked too.
            clearChangedDefinitions()
            return []
        }
        refreshStale()
        // Oldest first, sorted in place: what the checks queue meanwhile goes after them.
        let queued = deferred.unchecked.count
        if !uncheckedAreOldestFirst() { sortUncheckedOldestFirst() }
        var rejections: [(rejected: Name, conflicting: [Name])] = []
        // Empty after each constraint's probes: the engine's buffer serves them all, and every
        // check after the first (no allocation per check).
        var probes = OwnedArray<Int>()
        swap(&probes, &deferred.probes)
        defer { swap(&probes, &deferred.probes) }
        for i in 0..<queued where records.constraints[deferred.unchecked[i]].isLive && records.constraints[deferred.unchecked[i]].awaitsCheck {
            // Solving a component checks every constraint in it at once.
            if wasSolvedSinceChange(deferred.unchecked[i]) { continue }
            // Leaving one constraint out need not end the conflict (a proof need not be minimal):
            // the rest of the proof is checked again until its component holds.
            probes.append(deferred.unchecked[i])
            while let slot = probes.popLast() {
                while records.constraints[slot].isLive, var proof = conflictSlots(after: slot) {
                    // A solve's proof stands alone: the constraint checked joins only a proof
                    // that does not (so that an unrelated constraint is not left out for it).
                    if proof.isEmpty { proof.append(slot) }
                    let members = proofClosure(proof)
                    let victim = leaveOut(of: members, choosingVictim: choose, naming: name, into: &rejections)
                    for m in members where m != victim && records.constraints[m].isRequired && !probes.contains(m) {
                        // The solve that found the conflict left the members' variables clean.
                        switch records.constraints[m].role {
                        case .definition: continue
                        case .item: markDirty(records.constraints[m].variable)
                        case .row: markDirty(records.terms[records.constraints[m].termStart].variable)
                        case .constant: break
                        }
                        probes.append(m)
                    }
                }
                while let next = probes.last, !records.constraints[next].isLive || wasSolvedSinceChange(next) { probes.removeLast() }
            }
        }
        for i in deferred.unchecked.indices where records.constraints[deferred.unchecked[i]].isLive {
            records.constraints[deferred.unchecked[i]].awaitsCheck = false
            records.constraints[deferred.unchecked[i]].changeStamp = 0
        }
        deferred.unchecked.removeAll(keepingCapacity: true)
        clearChangedDefinitions()
        return rejections
    }

    /// Clears the change stamps of the definitions changed since the last check and empties
    /// their list, once the constraints awaiting a check are checked (or none is): every stamp
    /// was on a constraint of the two lists (or left out), so none is left and the stamps count
    /// from 1 again.
    private mutating func clearChangedDefinitions() {
        for i in deferred.changedDefinitions.indices where records.constraints[deferred.changedDefinitions[i]].isLive {
            records.constraints[deferred.changedDefinitions[i]].changeStamp = 0
        }
        deferred.changedDefinitions.removeAll(keepingCapacity: true)
        releaseEmptyListsIfLarge()
        deferred.restartChangeStamps()
    }

    /// Whether the queued constraints are in the order they were added (they mostly are, being
    /// queued as they are added): sorting them is then skipped. (Mutating only so that the check
    /// calls it in place: a non-mutating call from a mutating context copies the engine.)
    private mutating func uncheckedAreOldestFirst() -> Bool {
        var last = Int.min
        for i in deferred.unchecked.indices {
            let sequence = records.constraints[deferred.unchecked[i]].sequence
            if sequence < last { return false }
            last = sequence
        }
        return true
    }

    /// Sorts the queued constraints by when they were added, as a stable sort by sequence
    /// would: each is keyed by one integer, its sequence above its place in the queue (the
    /// place breaks ties as a stable sort keeps them), and the keys are taken smallest first
    /// from a heap, without reading the records again nor the library's generic sort (whose
    /// first call in a process looks up conformances at run time). A queue or sequence too
    /// long to pack is sorted by sequence directly.
    private mutating func sortUncheckedOldestFirst() {
        let count = deferred.unchecked.count
        guard count < 1 << Self.placeBits else { return sortUncheckedBySequence() }
        var heap = OwnedArray<Int>(capacity: count), queued = OwnedArray<Int>(capacity: count)
        for i in 0..<count {
            let slot = deferred.unchecked[i], sequence = records.constraints[slot].sequence
            guard sequence < 1 << (62 - Self.placeBits) else { return sortUncheckedBySequence() }
            EvaluationOrder.push(sequence << Self.placeBits | i, &heap)
            queued.append(slot)
        }
        var i = 0
        while let key = EvaluationOrder.popMinimum(&heap) {
            deferred.unchecked[i] = queued[key & (1 << Self.placeBits - 1)]
            i += 1
        }
    }

    /// The bits of a queued constraint's place in the key that `sortUncheckedOldestFirst` sorts.
    private static let placeBits = 24

    /// Sorts the queued constraints by sequence with the library's stable sort.
    private mutating func sortUncheckedBySequence() {
        deferred.unchecked.withUnsafeMutableBufferPointer { buffer in
            var sorted = buffer
            sorted.sort { records.constraints[$0].sequence < records.constraints[$1].sequence }
        }
    }

    /// Leaves out the constraint of a conflict that `choose` picks among `members` (by default
    /// the newest change), reports it through `name` into `rejections`, and returns its slot.
    private mutating func leaveOut<Name>(
        of members: [Int], choosingVictim choose: (_ proof: [Int], _ changed: [Int], _ engine: borrowing Engine) -> Int?,
        naming name: (_ slot: Int, _ engine: borrowing Engine) -> Name?,
        into rejections: inout [(rejected: Name, conflicting: [Name])]
    ) -> Int {
        let changed = members.filter { records.constraints[$0].changeStamp > 0 }
            .sorted { records.constraints[$0].changeStamp < records.constraints[$1].changeStamp }
        var victim = changed.last ?? members.last!
        if let s = choose(members, changed, self), records.constraints.indices.contains(s), records.constraints[s].isLive, !records.constraints[s].isEdit {
            victim = s
        }
        if let rejected = name(victim, self) {
            let others = conflictingSlots(members, culprit: victim).compactMap { name($0, self) }
            rejections.append((rejected, others))
        }
        records.constraints[victim].awaitsCheck = false
        records.constraints[victim].changeStamp = 0
        discard(victim)
        refreshStale()
        return victim
    }

    /// Whether constraint `slot`'s component was solved (hence found feasible) after the
    /// constraint last changed: its variables are clean.
    func wasSolvedSinceChange(_ slot: Int) -> Bool {
        let record = records.constraints[slot]
        switch record.role {
        case .item: return !records.variables[record.variable].isDirty
        case .row: return !records.variables[records.terms[record.termStart].variable].isDirty
        case .definition, .constant: return false
        }
    }
}
