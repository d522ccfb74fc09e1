/// Constraints known by id, and the original terms of each constraint as added.
extension RecordTables {
    /// The slot of the constraint `id` names (edit constraints excluded), or `nil` when it is
    /// unknown or stale (its constraint was removed, whatever holds the slot now).
    func slot(of id: Solver.ConstraintID) -> Int? {
        let slot = Int(id.slot)
        guard slot < constraints.count, constraints[slot].sequence == id.sequence, !constraints[slot].isEdit else { return nil }
        return slot
    }

    /// The id of the constraint in `slot`.
    func id(of slot: Int) -> Solver.ConstraintID {
        Solver.ConstraintID(slot: UInt32(slot), sequence: constraints[slot].sequence)
    }

    /// Appends the terms of `terms` whose coefficient is not zero to the original-term pool, in
    /// order, each counting one more mention of its variable, up to the first whose coefficient
    /// has a magnitude outside `range` (or is not a number): returns that term's index in
    /// `terms` (the terms before it stay appended and counted), or `nil`. One pass over the
    /// terms, without a check per element of the pool.
    @inline(__always) mutating func appendCountedOriginalTerms(
        nonZeroIn terms: UnsafeBufferPointer<Solver.TermID>, within range: ClosedRange<Double>
    ) -> Int? {
        var invalid: Int? = nil
        let variables = variables.unsafeSlice(from: 0, count: variables.count)
        originals.append(upTo: terms.count) { coefficients, slots in
            var written = 0
            for i in terms.indices {
                let a = terms[i].coefficient
                if a == 0 { continue }
                guard range.contains(abs(a)) else {
                    invalid = i
                    break
                }
                let v = Int(terms[i].variable.slot)
                precondition(v < variables.count, "a constraint added by id mentions a variable of no slot")
                (coefficients + written).initialize(to: a)
                (slots + written).initialize(to: Int32(v))
                variables[v].mentions += 1
                written += 1
            }
            return written
        }
        return invalid
    }

    /// Whether no variable appears twice among the original terms from `start` on (the debug
    /// check of an add whose caller guarantees it).
    func originalTermsAreDistinct(from start: Int) -> Bool {
        for i in start..<originals.count {
            for j in (i + 1)..<originals.count where originals[j].variable == originals[i].variable { return false }
        }
        return true
    }

    /// Counts one mention less of the variable of each original term from `start` on.
    mutating func uncountOriginalTerms(from start: Int) {
        for k in start..<originals.count { variables[originals[k].variable].mentions -= 1 }
    }

    /// Counts one mention more of the variable of each original term from `start` on.
    mutating func countOriginalTerms(from start: Int) {
        for k in start..<originals.count { variables[originals[k].variable].mentions += 1 }
    }

    /// The range of constraint `slot`'s original terms in the pool.
    @inline(__always) func originalRange(of slot: Int) -> Range<Int> {
        let start = constraints[slot].originalStart
        return start..<(start + constraints[slot].originalCount)
    }

    /// Whether the original terms of constraint `slot` are `terms`, in order.
    func originalTermsEqual(of slot: Int, _ terms: UnsafeBufferPointer<Solver.TermID>) -> Bool {
        let start = constraints[slot].originalStart, count = constraints[slot].originalCount
        guard count == terms.count else { return false }
        for k in 0..<count {
            let term = originals[start + k]
            if term.variable != Int(terms[k].variable.slot) || term.coefficient != terms[k].coefficient { return false }
        }
        return true
    }

    /// Whether an original term of constraint `slot` is in variable slot `v`.
    func originalTermsMention(of slot: Int, _ v: Int) -> Bool {
        let start = constraints[slot].originalStart
        for k in start..<(start + constraints[slot].originalCount) where originals[k].variable == v { return true }
        return false
    }

    /// Whether a variable of the original terms in `range` is defined (by a required or a soft
    /// definition).
    @inline(__always) func originalTermsMentionDefinitions(_ range: Range<Int>) -> Bool {
        for k in range where variables[originals[k].variable].definition >= 0 { return true }
        return false
    }
}
