/// Definitions: a required equality with a variable that nothing else constrains holds as
/// `v := Σ b·u + β`, outside every component, evaluated after the solve in an order where each
/// definition comes after the definitions it reads. Rows and items mention only core variables:
/// definitions are substituted when they are expanded (see `+Expansion`).
extension Engine {
    /// The variable equality `slot` (its original terms stored) can define, with its
    /// coefficient, and whether the evaluation order must be rebuilt for it. Only a variable with
    /// no item, no row and no edit can be defined. Preferred: a variable nothing else mentions
    /// yet; else a vacant one whose old place in the evaluation order comes after every variable
    /// of the equality that ever had a place (the latest such place wins, so that re-linking both
    /// sides of a gap keeps the neighbour vacant); else any, unless defining it would make a
    /// definition depend on itself (only for an equality between variables). A soft equality
    /// between variables defines one only while nothing else mentions it: the wish then holds
    /// exactly.
    mutating func definableTerm(of slot: Int, required: Bool) -> (variable: Int, coefficient: Double, reorders: Bool)? {
        let range = records.originalRange(of: slot)
        // A soft wish on one variable is an item: defining the variable by it gains nothing.
        if !required && range.count < 2 { return nil }
        var best: (variable: Int, coefficient: Double, reorders: Bool)? = nil
        var fallback: Int? = nil
        for i in range {
            let v = records.originals[i].variable
            let record = records.variables[v]
            guard record.definition < 0, record.edit < 0, record.itemCount == 0, record.rowCount == 0 else { continue }
            if isFresh(v) { return (v, records.originals[i].coefficient, false) }
            if fallback == nil { fallback = i }
            guard record.key >= 0, best.map({ records.variables[$0.variable].key < record.key }) ?? true else { continue }
            let fits = !range.contains { k in records.originals[k].variable != v && records.variables[records.originals[k].variable].key >= record.key }
            if fits { best = (v, records.originals[i].coefficient, false) }
        }
        if let best { return best }
        guard let i = fallback, range.count >= 2 else { return nil }
        let v = records.originals[i].variable
        guard !definitionsReach(v, fromOriginalTermsIn: range) else { return nil }
        return (v, records.originals[i].coefficient, true)
    }

    /// Whether variable `v` is mentioned by the new constraint alone and was never defined:
    /// no definition, edit, item or row holds it, no definition reads it, and it has no key.
    @inline(__always) func isFresh(_ v: Int) -> Bool {
        let record = records.variables[v]
        return record.mentions == 1 && record.key < 0 && record.definition < 0 && record.references == 0
            && record.edit < 0 && record.itemCount == 0 && record.rowCount == 0
    }

    /// Whether `target` is reached through the definitions' expressions from the variables of
    /// the original terms in `range` (a definition of `target` over them would then depend on
    /// itself).
    mutating func definitionsReach(_ target: Int, fromOriginalTermsIn range: Range<Int>) -> Bool {
        let mark = nextStamp()
        var stack = OwnedArray<Int>()
        swap(&stack, &expansion.reachStack)
        defer {
            stack.removeAll()
            swap(&stack, &expansion.reachStack)
        }
        for k in range where records.originals[k].variable != target { stack.append(records.originals[k].variable) }
        while let u = stack.popLast() {
            guard records.variables[u].stamp != mark else { continue }
            records.variables[u].stamp = mark
            steps &+= 1
            let d = records.variables[u].definition
            guard d >= 0 else { continue }
            let record = records.constraints[d]
            for k in record.termStart..<(record.termStart + record.termCount) {
                let w = records.terms[k].variable
                if w == target { return true }
                stack.append(w)
            }
        }
        return false
    }

    /// Holds equality `slot` (its original terms stored) as the definition of `v`; with
    /// `reorders`, the evaluation order is rebuilt before the next evaluation: from `v`'s place
    /// when it had one (a vacant variable defined again: only it may read later variables,
    /// since every definition comes after the vacant variables it reads too), else in full (it
    /// goes last, after definitions that read it).
    mutating func define(_ slot: Int, variable v: Int, coefficient a: Double, reorders: Bool) {
        records.constraints[slot].role = .definition
        records.constraints[slot].variable = v
        records.constraints[slot].coefficient = a
        records.constraints[slot].reducedConstant = -records.constraints[slot].constant / a
        records.constraints[slot].termStart = records.terms.count
        for k in records.originalRange(of: slot) where records.originals[k].variable != v {
            let u = records.originals[k].variable
            let n = records.terms.append(u, -records.originals[k].coefficient / a, owner: slot)
            if evaluation.readersAreLinked { linkReader(n) }
            records.variables[u].references += 1
        }
        records.constraints[slot].termCount = records.terms.count - records.constraints[slot].termStart
        records.variables[v].definition = slot
        let hadKey = records.variables[v].key >= 0
        records.variables[v].key = evaluation.place(v, at: records.variables[v].key)
        if reorders {
            evaluation.staleFrom = min(evaluation.staleFrom, hadKey ? records.variables[v].key : firstReaderKey(of: v))
        }
        noteRedefined(v)
        needsSolve = true
    }

    /// The earliest key of a definition that reads `v` (0 when `v` is read by something else
    /// than definitions with keys), found by walking the order back from its end until every
    /// one of `v`'s references is found: those that read a fresh variable are usually the last
    /// defined.
    func firstReaderKey(of v: Int) -> Int {
        var left = records.variables[v].references, key = evaluation.order.count
        var i = evaluation.order.count - 1
        while left > 0 && i >= 0 {
            let u = evaluation.order[i]
            if u >= 0 && u != v {
                let record = records.constraints[records.variables[u].definition]
                for k in record.termStart..<(record.termStart + record.termCount) where records.terms[k].variable == v {
                    left -= 1
                    key = i
                }
            }
            i -= 1
        }
        return left > 0 ? 0 : key
    }

    /// Turns `v`'s definition back into an ordinary reduced constraint; `v` becomes vacant.
    mutating func undefine(_ v: Int) {
        let slot = records.variables[v].definition
        guard slot >= 0 else { return }
        dropDefinition(slot)
        reduce(slot)
    }

    /// Removes definition `slot`'s bookkeeping: its variable becomes vacant (it keeps its key)
    /// and everything expanded through it becomes stale.
    mutating func dropDefinition(_ slot: Int) {
        let v = records.constraints[slot].variable
        invalidateDependents(of: v)
        let record = records.constraints[slot]
        for k in record.termStart..<(record.termStart + record.termCount) {
            records.variables[records.terms[k].variable].references -= 1
            if evaluation.readersAreLinked { unlinkReader(k) }
        }
        records.terms.garbage += record.termCount
        records.constraints[slot].termCount = 0
        records.variables[v].definition = -1
        evaluation.vacate(v, at: records.variables[v].key)
        markDirty(v)
    }

    /// Rebuilds the evaluation order from `evaluation.staleFrom` after a definition read a variable
    /// with a later key: every definition after the variables it reads, otherwise in the old
    /// order (depth first, without recursion). The places before it read nothing after it and
    /// stay.
    mutating func rebuildOrder() {
        let start = min(evaluation.staleFrom, evaluation.order.count)
        let mark = nextStamp()
        var rebuilt = OwnedArray<Int>(capacity: evaluation.order.count - start)
        var vacantChange = 0
        var stack: [(variable: Int, expanded: Bool)] = []
        for i in start..<evaluation.order.count where evaluation.order[i] != -1 {
            let entry = evaluation.order[i]
            if entry < 0 { vacantChange -= 1 }
            stack.append((EvaluationOrder.variable(ofEntry: entry), false))
            while let (v, expanded) = stack.popLast() {
                if expanded {
                    records.variables[v].key = start + rebuilt.count
                    if records.variables[v].definition >= 0 {
                        rebuilt.append(v)
                    } else {
                        rebuilt.append(EvaluationOrder.vacantEntry(v))
                        vacantChange += 1
                    }
                    continue
                }
                guard records.variables[v].stamp != mark else { continue }
                records.variables[v].stamp = mark
                stack.append((v, true))
                let d = records.variables[v].definition
                guard d >= 0 else { continue }
                let record = records.constraints[d]
                for k in record.termStart..<(record.termStart + record.termCount) {
                    let u = records.terms[k].variable
                    if records.variables[u].key >= start && records.variables[u].stamp != mark { stack.append((u, false)) }
                }
            }
        }
        evaluation.order.removeLast(evaluation.order.count - start)
        for i in 0..<rebuilt.count { evaluation.order.append(rebuilt[i]) }
        evaluation.vacantKeys += vacantChange
        evaluation.staleFrom = .max
        evaluation.needsFullEvaluation = true
    }
}
