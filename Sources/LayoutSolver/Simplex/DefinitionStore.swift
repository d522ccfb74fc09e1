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

/// The tableau's defined variables (see `Definition`): the definitions in creation order with
/// their tombstones, and per symbol its definition, the tombstone it may be defined into again,
/// and how many definitions read it.
struct DefinitionStore: ~Copyable {
    /// Defined variables in creation order (materialised ones leave a tombstone, symbol -1).
    var entries: [Definition] = []
    /// Tombstones in `entries`.
    var deadCount = 0
    /// Tombstones that the last compaction kept for vacant symbols (not counted as reclaimable).
    var keptTombstones = 0
    /// Whether equalities on fresh (or vacant) variables become definitions.
    var isEnabled = true
    /// Per symbol: the index in `entries` of a defined symbol, -1 for any other symbol.
    var indexOf = OwnedArray<Int>()
    /// Per symbol: the tombstone in `entries` that a vacant external may be defined into again,
    /// else -1 (see `Tableau.vacate(slot:)`).
    var vacancyOf = OwnedArray<Int>()
    /// Per symbol: how many live definitions hold it in their row.
    var uses = OwnedArray<Int32>()

    // MARK: Per-symbol tables

    /// Extends the per-symbol tables by a symbol that is neither defined nor vacant.
    @inline(__always) mutating func appendSymbol() {
        indexOf.append(-1)
        vacancyOf.append(-1)
        uses.append(0)
    }

    /// Marks reused symbol `s` as neither defined nor vacant.
    @inline(__always) mutating func resetSymbol(_ s: Int) {
        indexOf[s] = -1
        vacancyOf[s] = -1
    }

    /// Reserves room for `count` symbols.
    mutating func reserve(_ count: Int) {
        indexOf.reserveCapacity(count)
        vacancyOf.reserveCapacity(count)
        uses.reserveCapacity(count)
    }

    /// Drops the per-symbol entries from `count` on.
    mutating func truncateSymbols(to count: Int) {
        indexOf.removeLast(indexOf.count - count)
        vacancyOf.removeLast(vacancyOf.count - count)
        uses.removeLast(uses.count - count)
    }

    // MARK: Definitions

    /// Puts `definition` at `position` of the definition order (appended, or into a
    /// tombstone) and counts the uses of the symbols its row reads.
    mutating func place(_ definition: Definition, at position: Int) {
        for cell in definition.row.cells {
            let s = cell.symbol
            uses[s] += 1
            // A vacant symbol referred to from before its tombstone can no longer go back there.
            if vacancyOf[s] > position { vacancyOf[s] = -1 }
        }
        indexOf[definition.symbol] = position
        if position == entries.count {
            entries.append(definition)
        } else {
            entries[position] = definition
            deadCount -= 1
            keptTombstones = max(0, keptTombstones - 1)
        }
    }

    /// Replaces definition `d` by a tombstone (its symbol is no longer defined, and the
    /// symbols its row read lose a use); with `keepingVacancy`, its symbol may be defined into
    /// the tombstone again.
    mutating func remove(at d: Int, keepingVacancy: Bool) {
        let symbol = entries[d].symbol
        for cell in entries[d].row.cells { uses[cell.symbol] -= 1 }
        indexOf[symbol] = -1
        entries[d] = Definition(symbol: -1, row: Row(), constraintSlot: -1, vacated: keepingVacancy ? symbol : -1)
        deadCount += 1
        if keepingVacancy { vacancyOf[symbol] = d }
    }

    /// Drops tombstones once at least `reclaimCount` can go and they are the majority of what
    /// can go (creation order is kept, and so are the tombstones that vacant symbols may be
    /// defined into again).
    mutating func compactIfSparse(reclaimCount: Int) {
        let reclaimable = deadCount - keptTombstones
        if reclaimable < reclaimCount || reclaimable * 2 < entries.count { return }
        var kept = 0
        var write = 0
        for read in entries.indices {
            let d = entries[read]
            let vacancy = d.symbol < 0 && d.vacated >= 0 && vacancyOf[d.vacated] == read
            if d.symbol < 0 && !vacancy { continue }
            entries[write] = d
            if vacancy {
                vacancyOf[d.vacated] = write
                kept += 1
            } else {
                indexOf[d.symbol] = write
            }
            write += 1
        }
        entries.removeLast(entries.count - write)
        deadCount = kept
        keptTombstones = kept
    }

    /// How many live definitions there are.
    var liveCount: Int { entries.count - deadCount }

    // MARK: Evaluation

    /// Evaluates every definition in creation order (each refers only to earlier ones; any
    /// other symbol reads its value in `basis`).
    mutating func evaluate(over basis: borrowing Basis) {
        var i = 0
        let n = entries.count
        while i < n {
            if entries[i].symbol >= 0 {
                var value = entries[i].row.constant
                let cells = entries[i].row.cells
                for cell in cells {
                    let d = indexOf[cell.symbol]
                    value += cell.coefficient * (d >= 0 ? entries[d].value : basis.value(of: cell.symbol))
                }
                entries[i].value = value
            }
            i += 1
        }
    }
}
