/// The state of deferred checks (see `Engine+DeferredChecks.swift`): whether required
/// constraints wait for `Engine.checkDeferred` instead of being checked by the call that adds
/// or changes them, the constraints whose check is pending, and the changes noted meanwhile.
struct DeferredChecks: ~Copyable {
    /// Whether required constraints are checked by `checkDeferred` instead of by the call that
    /// adds or changes them.
    var defersChecks = false
    /// Required constraints whose check is pending.
    var unchecked = OwnedArray<Int>()
    /// Changes noted since the last check (orders `ConstraintRecord.changeStamp`): the check
    /// clears every stamp and starts the count again (`restartChangeStamps()`), so that stamps
    /// fit in the 32 bits of a record.
    var changeCount = 0
    /// The definitions among the changed constraints.
    var changedDefinitions = OwnedArray<Int>()
    /// The constraints that a check still has to probe (scratch of `Engine.checkDeferred`,
    /// empty between checks): kept so that a check does not allocate a list of its own.
    var probes = OwnedArray<Int>()
    /// Components solved to check a required constraint (see `SolverStatistics.checkSolves`).
    var checkSolves = 0

    /// The stamp of a new change.
    @inline(__always) mutating func nextChangeStamp() -> Int {
        changeCount += 1
        return changeCount
    }

    /// Counts changes from 0 again, once no record holds a stamp.
    mutating func restartChangeStamps() {
        changeCount = 0
    }
}
