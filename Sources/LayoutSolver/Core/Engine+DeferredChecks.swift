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
    /// constraint itself changed (rather than a definition it went through).
    mutating func noteUnchecked(_ slot: Int, changed: Bool = true) {
        if changed {
            changeCount += 1
            constraints[slot].changeStamp = changeCount
        }
        guard !constraints[slot].awaitsCheck else { return }
        constraints[slot].awaitsCheck = true
        unchecked.append(slot)
    }

    /// Checks every queued constraint; while one conflicts, leaves out a constraint of its proof
    /// and checks again: `choose` gets the proof (in the order its constraints were added) and
    /// those of its constraints that changed since the last check (oldest change first); by
    /// default the newest change is left out. Returns the constraints left out, in order.
    mutating func checkDeferred(
        choosingVictim choose: (_ proof: [Constraint], _ changed: [Constraint]) -> Constraint? = { $1.last }
    ) -> [Rejection] {
        guard !unchecked.isEmpty else { return [] }
        refreshStale()
        let queue = unchecked.array.sorted { constraints[$0].sequence < constraints[$1].sequence }
        var rejections: [Rejection] = []
        for slot in queue where objects[slot] != nil && constraints[slot].awaitsCheck {
            // Solving a component checks every constraint in it at once.
            if wasSolvedSinceChange(slot) { continue }
            while objects[slot] != nil, var proof = conflictSlots(after: slot) {
                proof.append(slot)
                let members = proofClosure(proof)
                let changed = members.filter { constraints[$0].changeStamp > 0 }
                    .sorted { constraints[$0].changeStamp < constraints[$1].changeStamp }
                var victim = changed.last ?? members.last ?? slot
                if let chosen = choose(members.compactMap { objects[$0] }, changed.compactMap { objects[$0] }),
                    let s = self.slot(of: chosen), !constraints[s].isEdit
                {
                    victim = s
                }
                let constraint = objects[victim]!
                rejections.append(Rejection(constraint: constraint, conflicting: conflictingConstraints(members, culprit: victim)))
                constraints[victim].awaitsCheck = false
                constraints[victim].changeStamp = 0
                discard(victim)
                refreshStale()
            }
        }
        for slot in unchecked.array where objects[slot] != nil {
            constraints[slot].awaitsCheck = false
            constraints[slot].changeStamp = 0
        }
        unchecked.removeAll(keepingCapacity: true)
        for slot in changedDefinitions.array where objects[slot] != nil { constraints[slot].changeStamp = 0 }
        changedDefinitions.removeAll(keepingCapacity: true)
        return rejections
    }

    /// Whether constraint `slot`'s component was solved (hence found feasible) after the
    /// constraint last changed: its variables are clean.
    func wasSolvedSinceChange(_ slot: Int) -> Bool {
        let record = constraints[slot]
        switch record.role {
        case .item: return !variables[record.variable].isDirty
        case .row: return !variables[terms[record.termStart].variable].isDirty
        case .definition, .constant: return false
        }
    }
}
