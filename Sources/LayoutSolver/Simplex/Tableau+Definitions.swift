/// A defined variable: an equality `a·v + rest + c (+ markers) == 0` whose variable `v` was
/// fresh (required equalities) or vacant (see `vacate(slot:)`) when it was added is held as `v := −(c + rest +
/// markers)/a` outside the tableau, instead of as a basic row. The markers are the dummy `d` of a
/// required equality, or the two error symbols `−e⁺ + e⁻` of a soft one (which sit, non-basic,
/// in their objective level as usual).
///
/// A chain `x[i+1] == x[i] + w[i] + 8` then costs O(1) per link: nothing is substituted into the
/// tableau, and rows are only built when another constraint mentions a defined variable (it is
/// expanded into tableau symbols, markers included, exactly as the basic row would have been).
/// Values are evaluated after the solve in creation order. Removing the constraint drops the
/// definition if no row ever received its expansion, else first materialises `v` as an ordinary
/// basic row.
struct Definition {
    /// The defined symbol (kind `.defined`), or -1 for a tombstone.
    var symbol: Int
    /// `v = constant + Σ coefficient·symbol` over tableau externals (basic or not), the markers,
    /// and symbols of earlier definitions.
    var row: Row
    /// The constraint slot.
    var constraintSlot: Int
    /// The value from the last `evaluateDefinitions()`.
    var value: Double = 0
    /// Whether an expansion (into a row) ever read this definition: then rows may hold its
    /// markers.
    var expanded = false
    /// For a tombstone left by `vacate(slot:)`: the symbol it was vacated for, else -1.
    var vacated = -1
}

/// A variable that `definableTerm(of:fresh:)` chose, and where its definition goes.
struct DefinableTerm {
    /// The index of the variable in the constraint's terms.
    var index: Int
    /// The variable's total coefficient.
    var coefficient: Double
    /// The vacant symbol to define again, or -1 for a fresh variable.
    var symbol: Int
    /// The index in `definitions` (a tombstone, or `definitions.count` to append).
    var position: Int
}

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
            guard let vslot = slot(of: v) else {
                if !fresh { continue }
                let a = total(v)
                return isNearZero(a) ? nil : DefinableTerm(index: i, coefficient: a, symbol: -1, position: definitions.count)
            }
            let s = variables[vslot]!.symbol
            let p = vacancyOf[s]
            guard p >= 0, best.map({ $0.position < p && $0.symbol != s }) ?? true else { continue }
            let a = total(v)
            if isNearZero(a) { continue }
            var latest = -1
            for t in terms where t.variable !== v {
                if let ts = slot(of: t.variable) {
                    latest = max(latest, definitionOf[variables[ts]!.symbol])
                }
            }
            if latest < p {
                best = DefinableTerm(index: i, coefficient: a, symbol: s, position: p)
            } else if definitionUses[s] == 0 {
                best = DefinableTerm(index: i, coefficient: a, symbol: s, position: definitions.count)
            }
        }
        return best
    }

    /// Adds equality `c` (as `object`, if any, known as `key`) as the definition chosen by
    /// `definableTerm(of:fresh:)`. Cannot fail. Returns the constraint slot.
    mutating func addDefinition(_ c: AddedConstraint, _ term: DefinableTerm, object: Constraint?, key: Int) -> Int {
        let slot = nextConstraintSlot
        var newSlots: [Int] = []
        let v = c.terms[term.index].variable
        let a = term.coefficient
        let symbol: Int
        var slots: [Int]
        if term.symbol >= 0 {
            symbol = term.symbol
            kinds[symbol] = .defined
            vacancyOf[symbol] = -1
            slots = [owners[symbol]]
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
            row.add(variables[ts]!.symbol, -t.coefficient / a)
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
            let level = self.level(for: c.priority.value).index
            marker = allocateSymbol(.error, owner: slot)
            other = allocateSymbol(.error, owner: slot)
            row.add(marker, 1 / a)
            row.add(other, -1 / a)
            levels[level].add(marker, 1)
            levels[level].add(other, 1)
            levels[level].count += 1
        }
        place(Definition(symbol: symbol, row: row, constraintSlot: slot), at: term.position)
        register(
            object,
            ConstraintRecord(
                priority: c.priority, marker: marker, other: other, markerSign: sign, constant: c.constant,
                isEdit: false, definition: symbol, key: key),
            variables: slots, in: slot)

        for vs in slots { variables[vs]!.useCount += 1 }
        return slot
    }

    /// Puts `definition` at `position` of the definition order (appended, or into a
    /// tombstone) and counts the uses of the symbols its row reads.
    private mutating func place(_ definition: Definition, at position: Int) {
        for cell in definition.row.cells {
            let s = cell.symbol
            definitionUses[s] += 1
            // A vacant symbol referred to from before its tombstone can no longer go back there.
            if vacancyOf[s] > position { vacancyOf[s] = -1 }
        }
        definitionOf[definition.symbol] = position
        if position == definitions.count {
            definitions.append(definition)
        } else {
            definitions[position] = definition
            deadDefinitions -= 1
            keptTombstones = max(0, keptTombstones - 1)
        }
    }

    // MARK: Dropping

    /// Drops the definition held by constraint `slot` when no expansion ever read it, so that no
    /// row or level holds its markers: the variable becomes a vacant external (in no row, only
    /// in later definitions) that a later equality may define again in the same place. Soft
    /// errors leave their level. Returns false (changing nothing) if the definition was expanded.
    mutating func vacate(slot: Int) -> Bool {
        let info = constraints[slot]!
        let v = info.definition
        let d = definitionOf[v]
        guard !definitions[d].expanded else { return false }
        for cell in definitions[d].row.cells { definitionUses[cell.symbol] -= 1 }
        if !info.priority.isRequired {
            let level = levelPosition(info.priority.value).index
            levels[level].add(info.marker, -1)
            levels[level].add(info.other, -1)
            levels[level].count -= 1
            if levels[level].count == 0 { levels.remove(at: level) }
        }
        kinds[v] = .external
        definitionOf[v] = -1
        definitions[d] = Definition(symbol: -1, row: Row(), constraintSlot: -1, vacated: v)
        deadDefinitions += 1
        vacancyOf[v] = d
        constraints[slot]!.definition = -1
        return true
    }

    // MARK: Materialising

    /// Turns defined `symbol` into an ordinary external that is basic in a row of its expansion.
    /// The tableau stays feasible and optimal (the new row's symbol occurs nowhere else).
    mutating func materialise(_ symbol: Int) {
        let index = definitionOf[symbol]
        precondition(index >= 0, "materialising a symbol that is not defined")
        let row = expand(symbol: symbol)
        let slot = definitions[index].constraintSlot
        for cell in definitions[index].row.cells { definitionUses[cell.symbol] -= 1 }
        kinds[symbol] = .external
        definitionOf[symbol] = -1
        definitions[index] = Definition(symbol: -1, row: Row(), constraintSlot: -1)
        deadDefinitions += 1
        constraints[slot]!.definition = -1
        appendRow(row, basic: symbol)
        compactDefinitionsIfSparse()
    }

    /// Drops tombstones once they are the majority of what can go (creation order is kept, and
    /// so are the tombstones that vacant symbols may be defined into again).
    mutating func compactDefinitionsIfSparse() {
        let reclaimable = deadDefinitions - keptTombstones
        if reclaimable < tuning.definitionReclaimCount || reclaimable * 2 < definitions.count { return }
        var kept = 0
        var write = 0
        for read in definitions.indices {
            let d = definitions[read]
            let vacancy = d.symbol < 0 && d.vacated >= 0 && vacancyOf[d.vacated] == read
            if d.symbol < 0 && !vacancy { continue }
            definitions[write] = d
            if vacancy {
                vacancyOf[d.vacated] = write
                kept += 1
            } else {
                definitionOf[d.symbol] = write
            }
            write += 1
        }
        definitions.removeLast(definitions.count - write)
        deadDefinitions = kept
        keptTombstones = kept
    }

    /// The constant of the definition held by constraint `slot` (nil if it is no definition).
    /// (Mutating only so that its mutating callers call it in place: a non-mutating call from a
    /// mutating context copies the whole tableau.)
    mutating func definitionConstant(slot: Int) -> Double? {
        guard let symbol = constraints[slot]?.definition, symbol >= 0 else { return nil }
        return definitions[definitionOf[symbol]].row.constant
    }

    /// Restores a value read by `definitionConstant(slot:)`.
    mutating func setDefinitionConstant(slot: Int, _ constant: Double?) {
        guard let constant, let symbol = constraints[slot]?.definition, symbol >= 0 else { return }
        definitions[definitionOf[symbol]].row.constant = constant
    }

    // MARK: Evaluation

    /// The value of a symbol that is not defined: its row's constant if basic, else 0.
    @inline(__always) func tableauValue(_ s: Int) -> Double {
        let r = rowOf[s]
        return r >= 0 ? rows[r].constant : 0
    }

    /// Evaluates every definition in creation order (each refers only to earlier ones).
    mutating func evaluateDefinitions() {
        var i = 0
        let n = definitions.count
        while i < n {
            if definitions[i].symbol >= 0 {
                var value = definitions[i].row.constant
                let cells = definitions[i].row.cells
                for cell in cells {
                    let d = definitionOf[cell.symbol]
                    value += cell.coefficient * (d >= 0 ? definitions[d].value : tableauValue(cell.symbol))
                }
                definitions[i].value = value
            }
            i += 1
        }
    }
}
