/// Reclaiming the pools and the evaluation order once most of their entries are dead, so that
/// memory stays flat however long a layout keeps changing.
extension Engine {
    /// Rebuilds the term pool, the use pool and the evaluation order when they are mostly dead
    /// (more dead entries than `tuning.compactionGarbage`, and than live ones).
    mutating func compactPoolsIfSparse() {
        if records.terms.garbage > tuning.compactionGarbage && 2 * records.terms.garbage > records.terms.count { compactTerms() }
        if records.uses.garbage > tuning.compactionGarbage && 2 * records.uses.garbage > records.uses.count { compactUses() }
        if records.originals.garbage > tuning.compactionGarbage && 2 * records.originals.garbage > records.originals.count { compactOriginals() }
        if evaluation.isSparse(above: tuning.compactionGarbage) { compactOrder() }
    }

    /// Copies every live slice to a new term pool and relinks the rows.
    mutating func compactTerms() {
        var old = TermPool()
        swap(&old, &records.terms)
        for v in records.variables.indices {
            records.variables[v].rowHead = -1
            records.variables[v].rowCount = 0
        }
        for v in 0..<evaluation.readerHeads.count { evaluation.readerHeads[v] = -1 }
        for slot in records.constraints.indices where records.constraints[slot].isLive {
            let record = records.constraints[slot]
            guard record.termCount > 0, record.role == .row || record.role == .definition else { continue }
            records.constraints[slot].termStart = records.terms.count
            for k in record.termStart..<(record.termStart + record.termCount) {
                let n = records.terms.append(old[k].variable, old[k].coefficient, owner: slot)
                if record.role == .row {
                    records.linkRowTerm(n)
                } else if evaluation.readersAreLinked {
                    linkReader(n)
                }
            }
        }
    }

    /// Copies every live constraint's original terms to a new pool.
    mutating func compactOriginals() {
        var old = OriginalTermPool()
        swap(&old, &records.originals)
        records.originals.reserve(old.count - old.garbage)
        for slot in records.constraints.indices where records.constraints[slot].isLive {
            let range = records.originalRange(of: slot)
            records.constraints[slot].originalStart = records.originals.count
            for k in range { records.originals.append(old[k].variable, old[k].coefficient) }
        }
    }

    /// Copies every live use to a new use pool and relinks the dependents.
    mutating func compactUses() {
        var old = UsePool()
        swap(&old, &records.uses)
        for v in records.variables.indices { records.variables[v].dependentHead = -1 }
        for slot in records.constraints.indices where records.constraints[slot].isLive && records.constraints[slot].useCount > 0 {
            let record = records.constraints[slot]
            records.constraints[slot].useStart = records.uses.count
            var kept = 0
            for k in record.useStart..<(record.useStart + record.useCount) where old[k].owner == slot {
                records.linkUse(of: old[k].variable, by: slot)
                kept += 1
            }
            records.constraints[slot].useCount = kept
        }
    }

    /// Renumbers the evaluation order without released keys (vacant variables keep a place).
    mutating func compactOrder() {
        var compact = OwnedArray<Int>(capacity: evaluation.order.count)
        evaluation.vacantKeys = 0
        for i in evaluation.order.indices where evaluation.order[i] != -1 {
            let entry = evaluation.order[i]
            let v = EvaluationOrder.variable(ofEntry: entry)
            records.variables[v].key = compact.count
            compact.append(entry)
            if entry < 0 { evaluation.vacantKeys += 1 }
        }
        evaluation.order = compact
        // The keys moved: a pending rebuild starts from the first.
        if evaluation.orderIsStale { evaluation.staleFrom = 0 }
    }
}
