/// Expansion: a constraint's terms rewritten over core variables by substituting definitions
/// (the reduced form it yields is linked by `+Reduction`).
///
/// An expansion sums coefficients per variable in `accumulator` (with `accumulated` marking the
/// variables summed so far); both are clear between expansions. A constraint is expanded from
/// its original terms, stored once when it is added (`finishOriginalTerms`).
extension Engine {
    /// Appends `c`'s terms with a non-zero coefficient to the original-term pool (registering
    /// new variables); `finishOriginalTerms` then makes them a constraint's.
    mutating func appendOriginalTerms(of c: Constraint) {
        c.terms.withUnsafeBufferPointer { terms in
            guard let base = UnsafeRawPointer(terms.baseAddress) else { return }
            for i in terms.indices where terms[i].coefficient != 0 {
                // `c` keeps its variables alive: read unmanaged, a variable's hint is checked
                // without retaining it.
                let offset = i * MemoryLayout<Term>.stride + expansion.termVariableOffset
                records.originals.append(register(base.load(fromByteOffset: offset, as: Unmanaged<Variable>.self)), terms[i].coefficient)
            }
        }
    }

    /// Makes the original terms appended from `start` constraint `slot`'s: a repeated variable
    /// is merged into its first appearance with the summed coefficient (dropped if the sum is
    /// zero), and each variable counts one more mention. Inlined into every add: a constraint of
    /// a layout has two or three terms, and the call would cost as much as the work.
    @inline(__always) mutating func finishOriginalTerms(of slot: Int, from start: Int) {
        if records.originals.count - start > 1 && originalTermsRepeat(from: start) { sumRepeatedOriginalTerms(from: start) }
        records.constraints[slot].originalCount = records.originals.count - start
        records.countOriginalTerms(from: start)
    }

    /// `finishOriginalTerms(of:from:)` for terms whose mentions were counted as they were
    /// appended (`RecordTables.appendCountedOriginalTerms`): repeats, rare, are counted again
    /// once merged.
    @inline(__always) mutating func finishCountedOriginalTerms(of slot: Int, from start: Int) {
        if records.originals.count - start > 1 && originalTermsRepeat(from: start) {
            records.uncountOriginalTerms(from: start)
            sumRepeatedOriginalTerms(from: start)
            records.countOriginalTerms(from: start)
        }
        records.constraints[slot].originalCount = records.originals.count - start
    }

    /// Whether a variable appears twice among the original terms from `start` (at least two):
    /// compared pair by pair when they are few (a constraint of a layout has two or three,
    /// compared inline), else noticed by its mark in `accumulated` (cleared again).
    @inline(__always) mutating func originalTermsRepeat(from start: Int) -> Bool {
        let count = records.originals.count - start
        guard count <= 3, count <= tuning.repeatScanLimit else { return originalTermsRepeatAmongSeveral(from: start) }
        // Two or three terms (the constraints of a layout) compare inline.
        let a = records.originals[start].variable, b = records.originals[start + 1].variable
        if a == b { return true }
        guard count == 3 else { return false }
        let c = records.originals[start + 2].variable
        return c == a || c == b
    }

    /// `originalTermsRepeat(from:)` for more than three terms (or fewer above the scan limit).
    mutating func originalTermsRepeatAmongSeveral(from start: Int) -> Bool {
        let end = records.originals.count
        if end - start <= tuning.repeatScanLimit {
            for i in start..<end {
                let v = records.originals[i].variable
                for j in (i + 1)..<end where records.originals[j].variable == v { return true }
            }
            return false
        }
        var repeats = false
        for k in start..<end {
            let v = records.originals[k].variable
            if expansion.accumulated[v] { repeats = true }
            expansion.accumulated[v] = true
        }
        for k in start..<end { expansion.accumulated[records.originals[k].variable] = false }
        return repeats
    }

    /// Merges the repeats among the original terms from `start` into their first appearance
    /// and drops the sums that are zero. Repeats are summed in `accumulator`, with
    /// `accumulated` marking the variables whose first appearance is still to come.
    mutating func sumRepeatedOriginalTerms(from start: Int) {
        let end = records.originals.count
        for k in start..<end {
            let v = records.originals[k].variable
            expansion.accumulator[v] += records.originals[k].coefficient
            expansion.accumulated[v] = true
        }
        var kept = start
        for k in start..<end {
            let v = records.originals[k].variable
            // A variable's first appearance takes its sum and clears its mark; later ones are skipped.
            guard expansion.accumulated[v] else { continue }
            expansion.accumulated[v] = false
            let a = expansion.accumulator[v]
            expansion.accumulator[v] = 0
            guard abs(a) > Self.zeroTolerance else { continue }
            records.originals[kept] = OriginalTerm(coefficient: a, variable: v)
            kept += 1
        }
        records.originals.removeLast(end - kept)
    }

    /// Expands constraint `slot` and links the result as its reduced form; then breaks the soft
    /// definitions it met (see `expand(_:)`).
    mutating func reduce(_ slot: Int) {
        let start = records.constraints[slot].originalStart
        if records.constraints[slot].originalCount == 1, case let term = records.originals[start],
            records.variables[term.variable].definition < 0
        {
            return attachOwnItem(slot, term)
        }
        reduceExpanding(slot)
    }

    /// `reduce(_:)` for a constraint that is not its own item: expanded, linked, and the soft
    /// definitions it met broken. A new constraint of two terms or more that defines nothing
    /// (the rows of a layout) comes here straight from `place`.
    mutating func reduceExpanding(_ slot: Int) {
        attachExpanded(slot, constant: expand(slot))
        breakSoftDefinitions()
    }

    /// Links constraint `slot`, whose one original term `term` is over a core variable, as its
    /// item: there is nothing to expand.
    @inline(__always) mutating func attachOwnItem(_ slot: Int, _ term: OriginalTerm) {
        let constant = records.constraints[slot].constant
        attachItem(slot, variable: term.variable, coefficient: term.coefficient, constant: constant, usingDefinitions: false)
    }

    /// Reduces new constraint `slot`. A constraint on one variable lands on that variable as an
    /// item, unless the variable is defined and its definition expands to several core
    /// variables (or is soft): the variable is then undefined first, so that the item stays an
    /// item and the definition becomes one row. (A required definition that expands to one
    /// variable, an alias such as a fill-aligned view's height, is substituted instead.) A
    /// definition over variables that no definition holds shows it spreads by its terms;
    /// otherwise the constraint's own expansion tells how far the definition spreads.
    mutating func reduceAdded(_ slot: Int) {
        let start = records.constraints[slot].originalStart
        guard records.constraints[slot].originalCount == 1 else { return reduce(slot) }
        let term = records.originals[start], v = term.variable, d = records.variables[v].definition
        guard d >= 0 else { return attachOwnItem(slot, term) }
        if records.constraints[d].isRequired && !spreadsDirectly(d, times: term.coefficient) {
            if attachThroughAlias(slot, term, definition: d) { return }
            let constant = expand(slot)
            guard expansion.touched.count >= 2 else {
                attachExpanded(slot, constant: constant)
                return breakSoftDefinitions()
            }
            abandonExpansion()
        }
        undefine(v)
        reduce(slot)
    }

    /// Links new constraint `slot`, whose one original term `term` (`a·v`) is over a variable
    /// held by required definition `d`, as an item on the one core variable `d` reaches, when
    /// `d` is an alias `v := b·u + β` of a core variable `u`, or `v := b·u + c·w + β` with `w`
    /// held by a required definition without terms (a constant, as a fill-aligned view's
    /// leading edge); `false` (and nothing changes) otherwise. The item is what `expand(_:)`
    /// would give, to the bit, in the same order: `a·b·u + (constant + a·β + (a·c)·β_w)`,
    /// through `v`'s definition and then `w`'s; only the heap, the stamp and the scratch lists
    /// are left out.
    @inline(__always) mutating func attachThroughAlias(_ slot: Int, _ term: OriginalTerm, definition d: Int) -> Bool {
        let start = records.constraints[d].termStart, count = records.constraints[d].termCount
        guard count == 1 || count == 2 else { return false }
        var core: PooledTerm? = nil, constantTerm: PooledTerm? = nil
        for k in start..<(start + count) {
            let reached = records.terms[k], definition = records.variables[reached.variable].definition
            if definition < 0 {
                guard core == nil else { return false }
                core = reached
            } else {
                guard constantTerm == nil, records.constraints[definition].isRequired, records.constraints[definition].termCount == 0 else {
                    return false
                }
                constantTerm = reached
            }
        }
        let a = term.coefficient
        guard let core, abs(a) > Self.zeroTolerance, case let coefficient = a * core.coefficient,
              abs(coefficient) > Self.zeroTolerance
        else { return false }
        // As an expansion would, before anything reads the order.
        if evaluation.orderIsStale { rebuildOrder() }
        steps &+= 1
        var constant = records.constraints[slot].constant + a * records.constraints[d].reducedConstant
        var throughConstant = false
        if let constantTerm {
            steps &+= 1
            let factor = a * constantTerm.coefficient
            if abs(factor) > Self.zeroTolerance {
                constant += factor * records.constraints[records.variables[constantTerm.variable].definition].reducedConstant
                throughConstant = true
            }
        }
        attachItem(slot, variable: core.variable, coefficient: coefficient, constant: constant, usingDefinitions: false)
        records.constraints[slot].useCount = throughConstant ? 2 : 1
        records.linkUse(of: term.variable, by: slot)
        if let constantTerm, throughConstant { records.linkUse(of: constantTerm.variable, by: slot) }
        return true
    }

    /// Whether `factor` times required definition `d` expands to two core variables or more
    /// without going through another definition: its terms are two or more, over variables that
    /// no definition holds, and none of them vanishes. (`expand(_:)` would then leave them all.)
    @inline(__always) mutating func spreadsDirectly(_ d: Int, times factor: Double) -> Bool {
        let start = records.constraints[d].termStart, count = records.constraints[d].termCount
        guard count >= 2, abs(factor) > Self.zeroTolerance else { return false }
        for k in start..<(start + count) {
            let term = records.terms[k]
            guard records.variables[term.variable].definition < 0, abs(factor * term.coefficient) > Self.zeroTolerance else {
                return false
            }
        }
        // As an expansion would, before the definition goes.
        if evaluation.orderIsStale { rebuildOrder() }
        return true
    }

    /// Clears what `expand(_:)` left (the sums of `touched`, the soft definitions met) without
    /// linking it.
    mutating func abandonExpansion() {
        for i in expansion.touched.indices { expansion.accumulator[expansion.touched[i]] = 0 }
        expansion.touched.removeAll()
        expansion.softDefinitionsMet.removeAll()
    }

    /// Turns the soft definitions that the last expansion met back into rows: a soft equality is
    /// only a definition while nothing else mentions its variable.
    @inline(__always) mutating func breakSoftDefinitions() {
        if !expansion.softDefinitionsMet.isEmpty { breakSoftDefinitionsMet() }
    }

    /// `breakSoftDefinitions()` once the last expansion met some.
    @inline(never) mutating func breakSoftDefinitionsMet() {
        while let v = expansion.softDefinitionsMet.popLast() {
            if records.variables[v].definition >= 0 { undefine(v) }
        }
    }

    /// Expands constraint `slot` through the current required definitions: the core terms end
    /// up in `touched` in variable order (with their coefficients in `accumulator`), the
    /// definitions it went through in `usedDefinitions`; returns the expanded constant. A
    /// variable held by a soft definition is kept as a core variable and queued in
    /// `softDefinitionsMet` (substituting it would make its wish a fact).
    mutating func expand(_ slot: Int) -> Double {
        let range = records.originalRange(of: slot)
        if !records.originalTermsMentionDefinitions(range) {
            // Nothing to substitute: the terms are the expansion.
            expansion.touched.removeAll()
            expansion.usedDefinitions.removeAll()
            for k in range {
                let term = records.originals[k]
                expansion.touched.append(term.variable)
                expansion.accumulator[term.variable] = term.coefficient
            }
            expansion.sortTouched()
            return records.constraints[slot].constant
        }
        beginExpansion()
        let tables = expansionTables()
        for k in range {
            let term = records.originals[k]
            accumulate(term.variable, term.coefficient, in: tables)
        }
        let constant = expandDefinitions(constant: records.constraints[slot].constant, in: tables)
        // Keep the terms in variable order so that a rebuild reproduces the same rows.
        expansion.sortTouched()
        let touched = expansion.touched.unsafeSlice(from: 0, count: expansion.touched.count)
        var kept = 0
        for i in touched.indices {
            let u = touched[i]
            tables.accumulated[u] = false
            if abs(tables.accumulator[u]) > Self.zeroTolerance {
                touched[kept] = u
                kept += 1
            } else {
                tables.accumulator[u] = 0
            }
        }
        expansion.touched.removeLast(expansion.touched.count - kept)
        return constant
    }

    /// The tables an expansion reads and writes by slot (see `ExpansionTables`).
    @inline(__always) func expansionTables() -> ExpansionTables {
        ExpansionTables(
            accumulator: expansion.accumulator.unsafeSlice(from: 0, count: expansion.accumulator.count),
            accumulated: expansion.accumulated.unsafeSlice(from: 0, count: expansion.accumulated.count),
            variables: records.variables.unsafeSlice(from: 0, count: records.variables.count),
            constraints: records.constraints.unsafeSlice(from: 0, count: records.constraints.count))
    }

    /// Starts an expansion: no core term, no definition used or waiting.
    @inline(__always) mutating func beginExpansion() {
        if evaluation.orderIsStale { rebuildOrder() }
        expansion.begin(stamp: nextStamp())
    }

    /// Expands the definitions waiting in the heap, latest definition first, so that a
    /// definition reached along several paths is expanded once with its summed coefficient (and
    /// not at all when the paths cancel: `x[k] − x[k−1] − w[k−1]` over a chain costs O(1), not
    /// O(k)). Core variables end up in `touched` with their sums in `accumulator` (still marked
    /// in `accumulated`); returns `constant` plus the definitions' constants. Inlined into its
    /// one caller, `expand(_:)`, which runs it for most rows of a layout.
    @inline(__always) mutating func expandDefinitions(constant: Double, in tables: ExpansionTables) -> Double {
        var constant = constant
        while let u = expansion.popLatestDefinition(keysIn: records.variables) {
            steps &+= 1
            tables.accumulated[u] = false
            let factor = tables.accumulator[u]
            tables.accumulator[u] = 0
            guard abs(factor) > Self.zeroTolerance else { continue }
            if tables.variables[u].expansionMark != expansion.stamp {
                tables.variables[u].expansionMark = expansion.stamp
                expansion.usedDefinitions.append(u)
            }
            let d = tables.variables[u].definition
            constant += factor * tables.constraints[d].reducedConstant
            let start = tables.constraints[d].termStart, end = start + tables.constraints[d].termCount
            for k in start..<end { accumulate(records.terms[k].variable, factor * records.terms[k].coefficient, in: tables) }
        }
        return constant
    }

    /// Adds `factor` to `u`'s sum: a required definition waits in the heap, anything else is a
    /// core variable of the result.
    @inline(__always) mutating func accumulate(_ u: Int, _ factor: Double, in tables: ExpansionTables) {
        tables.accumulator[u] += factor
        guard !tables.accumulated[u] else { return }
        tables.accumulated[u] = true
        let d = tables.variables[u].definition
        if d >= 0 && tables.constraints[d].isRequired {
            expansion.pushDefinition(u, keysIn: records.variables)
        } else {
            if d >= 0 && !expansion.softDefinitionsMet.contains(u) { expansion.softDefinitionsMet.append(u) }
            expansion.touched.append(u)
        }
    }
}
