/// The variables whose values solves changed since the client last took them (see
/// `Solver.takeChangedVariables(_:)`), listed while the client tracks changes. A value counts as
/// changed when a solve of its component, the evaluation of its definition or a fresh start of
/// its slot writes different bits; a variable may be listed more than once. When the list would
/// outgrow a quarter of the variables it stops, gives its storage back and reads as lost: the
/// client then takes every value as changed (a first solve changes them all).
struct ValueChanges: ~Copyable {
    /// Whether changes are listed (off until the client asks).
    var isTracking = false
    /// The changed variables' slots, in the order their values were written.
    var variables = OwnedArray<Int32>()
    /// Whether more changes came than the list keeps (every value may have changed).
    var isLost = false
    /// How many of `variables` the definitions have been evaluated after (the others may be
    /// read by definitions not evaluated since: a feasibility check solves a component early).
    var evaluated = 0

    /// Lists `v`, or gives up the list when it holds more than `limit` entries.
    @inline(never) mutating func note(_ v: Int, limit: Int) {
        guard !isLost else { return }
        if variables.count >= limit {
            isLost = true
            variables = OwnedArray()
            evaluated = 0
            return
        }
        variables.append(Int32(v))
    }

    /// Empties the list and starts tracking afresh.
    mutating func clear() {
        variables.removeAll()
        isLost = false
        evaluated = 0
    }
}

extension RecordTables {
    /// Writes `x` as the value of `v`, listing `v` in `changes` when its bits differ.
    @inline(__always) mutating func setValue(_ x: Double, of v: Int) {
        if changes.isTracking && !changes.isLost && values[v].bitPattern != x.bitPattern { changes.note(v, limit: Swift.max(64, values.count / 4)) }
        values[v] = x
    }
}

extension Engine {
    /// Turns the listing of changed values on or off (the list starts empty).
    mutating func trackValueChanges(_ on: Bool) {
        records.changes.isTracking = on
        records.changes.clear()
    }

    /// Calls `body` with each variable whose value changed since tracking began or the last
    /// call, and empties the list; returns `false` (calling `body` for none) when changes are
    /// not tracked or the list was given up: every value may have changed.
    mutating func takeChangedVariables(_ body: (Solver.VariableID) -> Void) -> Bool {
        defer { records.changes.clear() }
        guard records.changes.isTracking, !records.changes.isLost else { return false }
        for i in 0..<records.changes.variables.count { body(Solver.VariableID(slot: UInt32(records.changes.variables[i]))) }
        return true
    }
}
