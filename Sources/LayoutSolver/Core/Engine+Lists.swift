/// The lists that link reduced forms to variables (kept by `RecordTables+Lists.swift`), where a
/// change reaches other owners: an item's variable's own cost, and the constraints made stale
/// when a definition changes.
extension Engine {
    /// Links item `slot` to `v`'s items; `v`'s own cost changes.
    @inline(__always) mutating func linkItem(_ slot: Int, to v: Int) {
        records.linkItem(slot, to: v)
        closedForms.costChanged(v)
    }

    /// Unlinks item `slot` from its variable's items; the variable's own cost changes.
    mutating func unlinkItem(_ slot: Int) {
        let v = records.constraints[slot].variable
        records.unlinkItem(slot)
        closedForms.costChanged(v)
    }

    /// Marks every constraint whose expansion went through `v`'s definition stale (their uses
    /// unlink when they are expanded again).
    mutating func invalidateDependents(of v: Int) {
        var k = records.variables[v].dependentHead
        while k >= 0 {
            let owner = records.uses[k].owner
            if owner >= 0, !records.constraints[owner].isStale {
                records.constraints[owner].isStale = true
                stale.append(owner)
                needsSolve = true
                if deferred.defersChecks && records.constraints[owner].isRequired { noteUnchecked(owner, changed: false) }
            }
            k = records.uses[k].next
        }
    }
}
