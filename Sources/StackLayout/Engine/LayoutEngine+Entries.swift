import LayoutSolver

/// Where the engine keeps the entries of installed constraints: on the constraint itself for the
/// tree's own engine (no hashing), in `foreignEntries` for a fitting engine.
extension LayoutEngine {
    /// The constraint's entry while it is installed in this engine.
    func entry(of constraint: some EngineEntryHolding) -> ConstraintEntry? {
        if constraint.engineEntryOwner == id { return constraint.engineEntry }
        guard fittingTarget != nil, !foreignEntries.isEmpty else { return nil }
        return foreignEntries[ObjectIdentifier(constraint)]
    }

    /// The constraint's entry, removed: the constraint is no longer installed in this engine.
    func takeEntry(of constraint: some EngineEntryHolding) -> ConstraintEntry? {
        if constraint.engineEntryOwner == id {
            constraint.engineEntryOwner = 0
            return constraint.engineEntry.take()
        }
        guard fittingTarget != nil, !foreignEntries.isEmpty else { return nil }
        return foreignEntries.removeValue(forKey: ObjectIdentifier(constraint))
    }

    /// Whether `constraint` is installed in this engine.
    func hasEntry(_ constraint: some EngineEntryHolding) -> Bool {
        if constraint.engineEntryOwner == id { return true }
        guard fittingTarget != nil, !foreignEntries.isEmpty else { return false }
        return foreignEntries[ObjectIdentifier(constraint)] != nil
    }

    /// Changes the entry of installed `constraint` in place.
    func modifyEntry(of constraint: some EngineEntryHolding, _ change: (inout ConstraintEntry) -> Void) {
        if constraint.engineEntryOwner == id, constraint.engineEntry != nil {
            change(&constraint.engineEntry!)
        } else if foreignEntries[ObjectIdentifier(constraint)] != nil {
            change(&foreignEntries[ObjectIdentifier(constraint)]!)
        }
    }

    /// Records `entry` for `constraint`, which was just installed (on the constraint itself, for
    /// the tree's own engine). The entry is moved there, with the records it holds.
    func setEntry(_ entry: consuming ConstraintEntry, for constraint: some EngineEntryHolding) {
        guard fittingTarget == nil else {
            foreignEntries[ObjectIdentifier(constraint)] = entry
            return
        }
        constraint.engineEntryOwner = id
        constraint.engineEntry = entry
    }
}
