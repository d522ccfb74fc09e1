/// The lists that link reduced forms to variables: a variable's items (through the constraint
/// records), its rows (through the term pool) and, for a defined variable, the constraints
/// whose expansion went through its definition (through the use pool).
extension Engine {
    mutating func linkItem(_ slot: Int, to v: Int) {
        let head = records.variables[v].itemHead
        records.constraints[slot].itemPrevious = -1
        records.constraints[slot].itemNext = head
        if head >= 0 { records.constraints[head].itemPrevious = slot }
        records.variables[v].itemHead = slot
        records.variables[v].itemCount += 1
        closedForms.costChanged(v)
    }

    mutating func unlinkItem(_ slot: Int) {
        let v = records.constraints[slot].variable
        let previous = records.constraints[slot].itemPrevious, next = records.constraints[slot].itemNext
        if previous >= 0 { records.constraints[previous].itemNext = next } else { records.variables[v].itemHead = next }
        if next >= 0 { records.constraints[next].itemPrevious = previous }
        records.constraints[slot].itemPrevious = -1
        records.constraints[slot].itemNext = -1
        records.variables[v].itemCount -= 1
        closedForms.costChanged(v)
    }

    mutating func linkRowTerm(_ k: Int) {
        let v = records.terms[k].variable
        let head = records.variables[v].rowHead
        records.terms[k].previous = -1
        records.terms[k].next = head
        if head >= 0 { records.terms[head].previous = k }
        records.variables[v].rowHead = k
        records.variables[v].rowCount += 1
    }

    mutating func unlinkRowTerm(_ k: Int) {
        let v = records.terms[k].variable
        let previous = records.terms[k].previous, next = records.terms[k].next
        if previous >= 0 { records.terms[previous].next = next } else { records.variables[v].rowHead = next }
        if next >= 0 { records.terms[next].previous = previous }
        records.terms[k].previous = -2
        records.terms[k].next = -1
        records.variables[v].rowCount -= 1
    }

    mutating func linkUse(of u: Int, by slot: Int) {
        let k = records.uses.count
        let head = records.variables[u].dependentHead
        records.uses.append(DefinitionUse(variable: u, owner: slot, previous: -1, next: head))
        if head >= 0 { records.uses[head].previous = k }
        records.variables[u].dependentHead = k
    }

    /// Unlinks constraint `slot`'s uses from their definitions' dependent lists.
    mutating func unlinkUses(of slot: Int) {
        let start = records.constraints[slot].useStart, count = records.constraints[slot].useCount
        for k in start..<(start + count) where records.uses[k].owner == slot {
            let u = records.uses[k].variable
            let previous = records.uses[k].previous, next = records.uses[k].next
            if previous >= 0 { records.uses[previous].next = next } else if records.variables[u].dependentHead == k {
                records.variables[u].dependentHead = next
            }
            if next >= 0 { records.uses[next].previous = previous }
            records.uses[k].owner = -1
        }
        records.uses.garbage += count
        records.constraints[slot].useCount = 0
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
