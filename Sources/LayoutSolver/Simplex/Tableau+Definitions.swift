/// Definitions as the tableau makes and unmakes them (see `Definition`, held by
/// `DefinitionStore`): choosing the variable an equality defines, adding the definition with
/// its markers, vacating it when no row ever read it, and materialising it as a basic row when
/// one did.
extension Tableau {
    // MARK: Creating definitions

    /// The variable that `c` can define: the first one the engine does not know yet whose
    /// coefficients do not cancel (if `fresh` allows), else the vacant one that can go latest,
    /// either back into its tombstone (every definition it refers to comes before it) or at the
    /// end (no definition refers to it). Defining the latest one keeps the earlier ones vacant
    /// for the constraints that come next (a stack showing a view re-links both sides of it).
    /// (Mutating only so that the add path calls it in place: a non-mutating call from a
    /// mutating context copies the whole tableau.)
    mutating func definableTerm(of terms: UnsafeBufferPointer<Term>, fresh: Bool) -> DefinableTerm? {
        func total(_ v: Variable) -> Double {
            var sum = 0.0
            for t in terms where t.variable === v { sum += t.coefficient }
            return sum
        }
        var best: DefinableTerm? = nil
        for i in terms.indices where terms[i].coefficient != 0 {
            let v = terms[i].variable
            guard let vslot = objects.slot(of: v) else {
                if !fresh { continue }
                let a = total(v)
                return isNearZero(a) ? nil : DefinableTerm(index: i, coefficient: a, symbol: -1, position: definitions.entries.count)
            }
            let s = objects.variables[vslot]!.symbol
            let p = definitions.vacancyOf[s]
            guard p >= 0, best.map({ $0.position < p && $0.symbol != s }) ?? true else { continue }
            let a = total(v)
            if isNearZero(a) { continue }
            var latest = -1
            for t in terms where t.variable !== v {
                if let ts = objects.slot(of: t.variable) {
                    latest = max(latest, definitions.indexOf[objects.variables[ts]!.symbol])
                }
            }
            if latest < p {
                best = DefinableTerm(index: i, coefficient: a, symbol: s, position: p)
            } else if definitions.uses[s] == 0 {
                best = DefinableTerm(index: i, coefficient: a, symbol: s, position: definitions.entries.count)
            }
        }
        return best
    }

    /// Adds equality `c` (as `object`, if any, known as `key`) as the definition chosen by
    /// `definableTerm(of:fresh:)`. Cannot fail. Returns the constraint slot.
    mutating func addDefinition(_ c: AddedConstraint, _ term: DefinableTerm, object: Constraint?, key: Int) -> Int {
        let slot = objects.nextConstraintSlot
        var newSlots: [Int] = []
        let v = c.terms[term.index].variable
        let a = term.coefficient
        let symbol: Int
        var slots: [Int]
        if term.symbol >= 0 {
            symbol = term.symbol
            symbols.kinds[symbol] = .defined
            definitions.vacancyOf[symbol] = -1
            slots = [symbols.owners[symbol]]
        } else {
            // Register the fresh variable with a `.defined` symbol.
            let (vslot, defined) = register(v, as: .defined)
            symbol = defined
            slots = [vslot]
        }

        var row = Row(constant: -c.constant / a)
        for t in c.terms where t.coefficient != 0 && t.variable !== v {
            let ts = variableSlot(for: t.variable, newSlots: &newSlots).slot
            if !slots.contains(ts) { slots.append(ts) }
            row.add(objects.variables[ts]!.symbol, -t.coefficient / a)
        }
        let marker: Int
        var other = -1
        let sign: Double
        if c.priority.isRequired {
            sign = 1
            marker = allocateSymbol(.dummy, owner: slot)
            row.add(marker, -1 / a)
        } else {
            // As an added soft equality: `expression − e⁺ + e⁻ == 0`, both errors in the level.
            sign = -1
            let level = objective.level(for: c.priority.value).index
            marker = allocateSymbol(.error, owner: slot)
            other = allocateSymbol(.error, owner: slot)
            row.add(marker, 1 / a)
            row.add(other, -1 / a)
            objective.addErrors(marker, other, toLevel: level, sign: 1)
        }
        definitions.place(Definition(symbol: symbol, row: row, constraintSlot: slot), at: term.position)
        objects.register(
            object,
            ConstraintRecord(
                priority: c.priority, marker: marker, other: other, markerSign: sign, constant: c.constant,
                isEdit: false, definition: symbol, key: key),
            variables: slots, in: slot)

        for vs in slots { objects.variables[vs]!.useCount += 1 }
        return slot
    }

    // MARK: Dropping

    /// Drops the definition held by constraint `slot` when no expansion ever read it, so that no
    /// row or level holds its markers: the variable becomes a vacant external (in no row, only
    /// in later definitions) that a later equality may define again in the same place. Soft
    /// errors leave their level. Returns false (changing nothing) if the definition was expanded.
    mutating func vacate(slot: Int) -> Bool {
        let info = objects.constraints[slot]!
        let v = info.definition
        let d = definitions.indexOf[v]
        guard !definitions.entries[d].expanded else { return false }
        if !info.priority.isRequired {
            let level = objective.levelPosition(info.priority.value).index
            objective.addErrors(info.marker, info.other, toLevel: level, sign: -1)
        }
        symbols.kinds[v] = .external
        definitions.remove(at: d, keepingVacancy: true)
        objects.constraints[slot]!.definition = -1
        return true
    }

    // MARK: Materialising

    /// Turns defined `symbol` into an ordinary external that is basic in a row of its expansion.
    /// The tableau stays feasible and optimal (the new row's symbol occurs nowhere else).
    mutating func materialise(_ symbol: Int) {
        let index = definitions.indexOf[symbol]
        precondition(index >= 0, "materialising a symbol that is not defined")
        let row = expand(symbol: symbol)
        let slot = definitions.entries[index].constraintSlot
        symbols.kinds[symbol] = .external
        definitions.remove(at: index, keepingVacancy: false)
        objects.constraints[slot]!.definition = -1
        basis.appendRow(row, basic: symbol)
        definitions.compactIfSparse(reclaimCount: tuning.definitionReclaimCount)
    }

    /// The constant of the definition held by constraint `slot` (nil if it is no definition).
    /// (Mutating only so that its mutating callers call it in place: a non-mutating call from a
    /// mutating context copies the whole tableau.)
    mutating func definitionConstant(slot: Int) -> Double? {
        guard let symbol = objects.constraints[slot]?.definition, symbol >= 0 else { return nil }
        return definitions.entries[definitions.indexOf[symbol]].row.constant
    }

    /// Restores a value read by `definitionConstant(slot:)`.
    mutating func setDefinitionConstant(slot: Int, _ constant: Double?) {
        guard let constant, let symbol = objects.constraints[slot]?.definition, symbol >= 0 else { return }
        definitions.entries[definitions.indexOf[symbol]].row.constant = constant
    }
}
