/// The lists that link reduced forms to variables, kept in the records and pools: a
/// variable's items (through the constraint records), its rows (through the term pool) and,
/// for a defined variable, the constraints whose expansion went through its definition
/// (through the use pool).
extension RecordTables {
    /// Links item `slot` to the front of `v`'s items.
    @inline(__always) mutating func linkItem(_ slot: Int, to v: Int) {
        let head = variables[v].itemHead
        constraints[slot].itemPrevious = -1
        constraints[slot].itemNext = head
        if head >= 0 { constraints[head].itemPrevious = slot }
        variables[v].itemHead = slot
        variables[v].itemCount += 1
    }

    /// Unlinks item `slot` from its variable's items.
    mutating func unlinkItem(_ slot: Int) {
        let v = constraints[slot].variable
        let previous = constraints[slot].itemPrevious, next = constraints[slot].itemNext
        if previous >= 0 { constraints[previous].itemNext = next } else { variables[v].itemHead = next }
        if next >= 0 { constraints[next].itemPrevious = previous }
        constraints[slot].itemPrevious = -1
        constraints[slot].itemNext = -1
        variables[v].itemCount -= 1
    }

    /// Links row term `k` to the front of its variable's rows.
    mutating func linkRowTerm(_ k: Int) {
        let v = terms[k].variable
        let head = variables[v].rowHead
        terms[k].previous = -1
        terms[k].next = head
        linkRowTermAhead(k, of: v, of: head)
    }

    /// Appends a term of row `owner` over `v`, linked to the front of `v`'s rows.
    @inline(__always) mutating func appendRowTerm(_ v: Int, _ coefficient: Double, owner: Int) {
        let head = variables[v].rowHead
        let k = terms.append(PooledTerm(coefficient: coefficient, variable: v, owner: owner, previous: -1, next: head))
        linkRowTermAhead(k, of: v, of: head)
    }

    /// Makes row term `k` (its own links set) the first of `v`'s rows, ahead of `head`.
    @inline(__always) private mutating func linkRowTermAhead(_ k: Int, of v: Int, of head: Int) {
        if head >= 0 { terms[head].previous = k }
        variables[v].rowHead = k
        variables[v].rowCount += 1
    }

    /// Unlinks row term `k` from its variable's rows.
    mutating func unlinkRowTerm(_ k: Int) {
        let v = terms[k].variable
        let previous = terms[k].previous, next = terms[k].next
        if previous >= 0 { terms[previous].next = next } else { variables[v].rowHead = next }
        if next >= 0 { terms[next].previous = previous }
        terms[k].previous = -2
        terms[k].next = -1
        variables[v].rowCount -= 1
    }

    /// Links a use of `u`'s definition by constraint `slot` to `u`'s dependents (inlined: an
    /// expanded constraint links one or two, and the call would cost as much as the work).
    @inline(__always) mutating func linkUse(of u: Int, by slot: Int) {
        let k = uses.count
        let head = variables[u].dependentHead
        uses.append(DefinitionUse(variable: u, owner: slot, previous: -1, next: head))
        if head >= 0 { uses[head].previous = k }
        variables[u].dependentHead = k
    }

    /// Unlinks constraint `slot`'s uses from their definitions' dependent lists.
    mutating func unlinkUses(of slot: Int) {
        let start = constraints[slot].useStart, count = constraints[slot].useCount
        for k in start..<(start + count) where uses[k].owner == slot {
            let u = uses[k].variable
            let previous = uses[k].previous, next = uses[k].next
            if previous >= 0 { uses[previous].next = next } else if variables[u].dependentHead == k {
                variables[u].dependentHead = next
            }
            if next >= 0 { uses[next].previous = previous }
            uses[k].owner = -1
        }
        uses.garbage += count
        constraints[slot].useCount = 0
    }
}
