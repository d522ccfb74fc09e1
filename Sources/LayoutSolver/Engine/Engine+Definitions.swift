/// A defined variable: a required equality `a·v + rest + c == 0` whose variable `v` was fresh
/// when it was added is held as `v := −(c + rest + d)/a` outside the tableau (`d` is the
/// constraint's dummy marker), instead of as a basic row.
///
/// A chain `x[i+1] == x[i] + w[i] + 8` then costs O(1) per link: nothing is substituted into the
/// tableau, and rows are only built when another constraint mentions a defined variable (it is
/// expanded into tableau symbols, marker included, exactly as the basic row would have been).
/// Values are evaluated after the solve in creation order. Removing the constraint first
/// materialises `v` as an ordinary basic row.
struct Definition {
    /// The defined symbol (kind `.defined`), or -1 for a tombstone.
    var symbol: Int
    /// `v = constant + Σ coefficient·symbol` over tableau externals (basic or not), the marker,
    /// and symbols of earlier definitions.
    var row: Row
    /// The constraint slot.
    var constraintSlot: Int
    /// The value from the last `evaluateDefinitions()`.
    var value: Double = 0
}

extension Engine {
    // MARK: Creating definitions

    /// The index in `c.terms` of a variable that can be defined by `c`, and its total coefficient:
    /// the first variable the engine does not know yet whose coefficients do not cancel.
    func definableTerm(of c: Constraint) -> (index: Int, coefficient: Double)? {
        let terms = c.terms
        for i in terms.indices where terms[i].coefficient != 0 {
            let v = terms[i].variable
            if variableSlots[ObjectIdentifier(v)] != nil { continue }
            var total = 0.0
            for t in terms where t.variable === v { total += t.coefficient }
            return isNearZero(total) ? nil : (i, total)
        }
        return nil
    }

    /// Adds required equality `c` as the definition of its term `index` (a fresh variable with
    /// total coefficient `a`). Cannot fail. Returns the constraint slot.
    mutating func addDefinition(_ c: Constraint, term index: Int, coefficient a: Double) -> Int {
        let slot = freeConstraintSlots.popLast() ?? constraints.count
        if slot == constraints.count { constraints.append(nil) }
        var newKeys: [ObjectIdentifier] = []
        let v = c.terms[index].variable
        // Register the defined variable with a `.defined` symbol.
        let vslot = freeVariableSlots.popLast() ?? variables.count
        let symbol = allocateSymbol(.defined, owner: vslot)
        let info = VariableInfo(variable: v, symbol: symbol, useCount: 0)
        if vslot == variables.count { variables.append(info) } else { variables[vslot] = info }
        variableSlots[ObjectIdentifier(v)] = vslot
        var slots = [vslot]

        let marker = allocateSymbol(.dummy, owner: slot)
        var row = Row(constant: -c.constant / a)
        for t in c.terms where t.coefficient != 0 && t.variable !== v {
            let ts = variableSlot(for: t.variable, newKeys: &newKeys)
            if !slots.contains(ts) { slots.append(ts) }
            row.add(variables[ts]!.symbol, -t.coefficient / a)
        }
        row.add(marker, -1 / a)

        definitionOf[symbol] = definitions.count
        definitions.append(Definition(symbol: symbol, row: row, constraintSlot: slot))
        constraints[slot] = ConstraintInfo(
            constraint: c, marker: marker, other: -1, markerSign: 1, constant: c.constant,
            variableSlots: slots, isEdit: false, definition: symbol)
        constraintSlots[ObjectIdentifier(c)] = slot
        for vs in slots { variables[vs]!.useCount += 1 }
        return slot
    }

    // MARK: Materialising

    /// Turns defined `symbol` into an ordinary external that is basic in a row of its expansion.
    /// The tableau stays feasible and optimal (the new row's symbol occurs nowhere else).
    mutating func materialise(_ symbol: Int) {
        let index = definitionOf[symbol]
        precondition(index >= 0, "materialising a symbol that is not defined")
        let row = expand(symbol: symbol)
        let slot = definitions[index].constraintSlot
        kinds[symbol] = .external
        definitionOf[symbol] = -1
        definitions[index] = Definition(symbol: -1, row: Row(), constraintSlot: -1)
        deadDefinitions += 1
        constraints[slot]!.definition = -1
        appendRow(row, basic: symbol)
        compactDefinitionsIfSparse()
    }

    /// Drops tombstones once they are the majority (creation order is kept).
    mutating func compactDefinitionsIfSparse() {
        if deadDefinitions < 32 || deadDefinitions * 2 < definitions.count { return }
        definitions.removeAll { $0.symbol < 0 }
        for i in definitions.indices { definitionOf[definitions[i].symbol] = i }
        deadDefinitions = 0
    }

    /// The constant of the definition held by constraint `slot` (nil if it is no definition).
    func definitionConstant(slot: Int) -> Double? {
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
                let symbols = definitions[i].row.symbols
                let coefficients = definitions[i].row.coefficients
                var j = 0
                while j < symbols.count {
                    let s = symbols[j]
                    let d = definitionOf[s]
                    value += coefficients[j] * (d >= 0 ? definitions[d].value : tableauValue(s))
                    j += 1
                }
                definitions[i].value = value
            }
            i += 1
        }
    }
}
