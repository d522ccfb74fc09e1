/// Reclaiming the pools and the evaluation order once most of their entries are dead, so that
/// memory stays flat however long a layout keeps changing.
extension Engine {
    /// Rebuilds the term pool, the use pool and the evaluation order when they are mostly dead
    /// (more dead entries than `tuning.compactionGarbage`, and than live ones).
    mutating func compactPoolsIfSparse() {
        if terms.garbage > tuning.compactionGarbage && 2 * terms.garbage > terms.count { compactTerms() }
        if uses.garbage > tuning.compactionGarbage && 2 * uses.garbage > uses.count { compactUses() }
        if originals.garbage > tuning.compactionGarbage && 2 * originals.garbage > originals.count { compactOriginals() }
        if vacantKeys > tuning.compactionGarbage && 2 * vacantKeys > order.count { compactOrder() }
    }

    /// Copies every live slice to a new term pool and relinks the rows.
    mutating func compactTerms() {
        var old = TermPool()
        swap(&old, &terms)
        for v in variables.indices {
            variables[v].rowHead = -1
            variables[v].rowCount = 0
        }
        for slot in constraints.indices where constraints[slot].isLive {
            let record = constraints[slot]
            guard record.termCount > 0, record.role == .row || record.role == .definition else { continue }
            constraints[slot].termStart = terms.count
            for k in record.termStart..<(record.termStart + record.termCount) {
                let n = terms.append(old[k].variable, old[k].coefficient, owner: slot)
                if record.role == .row { linkRowTerm(n) }
            }
        }
    }

    /// Copies every live constraint's original terms to a new pool.
    mutating func compactOriginals() {
        var old = OriginalTermPool()
        swap(&old, &originals)
        originals.reserve(old.count - old.garbage)
        for slot in constraints.indices where constraints[slot].isLive {
            let range = originalRange(of: slot)
            constraints[slot].originalStart = originals.count
            for k in range { originals.append(old[k].variable, old[k].coefficient) }
        }
    }

    /// Copies every live use to a new use pool and relinks the dependents.
    mutating func compactUses() {
        var old = UsePool()
        swap(&old, &uses)
        for v in variables.indices { variables[v].dependentHead = -1 }
        for slot in constraints.indices where constraints[slot].isLive && constraints[slot].useCount > 0 {
            let record = constraints[slot]
            constraints[slot].useStart = uses.count
            var kept = 0
            for k in record.useStart..<(record.useStart + record.useCount) where old[k].owner == slot {
                linkUse(of: old[k].variable, by: slot)
                kept += 1
            }
            constraints[slot].useCount = kept
        }
    }

    /// Renumbers the evaluation order without released keys (vacant variables keep a place).
    mutating func compactOrder() {
        var compact = OwnedArray<Int>(capacity: order.count)
        vacantKeys = 0
        for i in order.indices where order[i] != -1 {
            let entry = order[i]
            let v = entry >= 0 ? entry : -entry - 2
            variables[v].key = compact.count
            compact.append(entry)
            if entry < 0 { vacantKeys += 1 }
        }
        order = compact
        // The keys moved: a pending rebuild starts from the first.
        if orderStaleFrom != .max { orderStaleFrom = 0 }
    }
}
