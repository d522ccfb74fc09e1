// The tableau's owners on small fixtures, for tests of each one's own methods apart from the
// simplex.

/// A tableau's symbol table alone: ids allocated, freed, reused and truncated.
@_spi(Testing) public final class TableauSymbolsFixture {
    var table = SymbolTable()

    /// An empty symbol table.
    public init() {}

    /// A symbol owned by `owner`: the last freed id if any, else a new one.
    public func allocate(owner: Int) -> Int {
        if let s = table.reuse(.slack, owner: owner) { return s }
        return table.append(.slack, owner: owner)
    }

    /// Frees symbol `s`.
    public func free(_ s: Int) { table.free(s) }

    /// The owner of symbol `s` (-1 once freed).
    public func owner(of s: Int) -> Int { table.owners[s] }

    /// How many ids exist, and how many are in use.
    public var counts: (ids: Int, live: Int) { (table.count, table.liveCount) }

    /// The free ids, next reused last.
    public var freeIDs: [Int] { table.freeSymbols.suffix(table.freeSymbols.count) }

    /// Drops the ids from `count` on and puts the free list back to `freeCount` ids ending with
    /// `saved`.
    public func truncate(to count: Int, freeCount: Int, saved: [Int]) {
        table.truncate(to: count, freeCount: freeCount, saved: saved)
    }
}

/// A tableau's objective alone: levels created, counted and dropped by priority.
@_spi(Testing) public final class ObjectiveLevelsFixture {
    var objective = Objective()

    /// No levels.
    public init() {}

    /// The level priorities, highest first, with how many constraints each counts.
    public var levels: [(priority: Float, count: Int)] { objective.levels.map { ($0.priority, $0.count) } }

    /// Adds the error pair `plus`, `minus` of a constraint at `priority` (creating its level).
    public func addErrors(_ plus: Int, _ minus: Int, priority: Float) {
        let index = objective.level(for: priority).index
        objective.addErrors(plus, minus, toLevel: index, sign: 1)
    }

    /// Takes the error pair out of the level at `priority` again.
    public func removeErrors(_ plus: Int, _ minus: Int, priority: Float) {
        let p = objective.levelPosition(priority)
        precondition(p.found, "no level at \(priority)")
        objective.addErrors(plus, minus, toLevel: p.index, sign: -1)
    }

    /// The coefficient of `symbol` in the level at `priority` (0 when there is no such level).
    public func coefficient(of symbol: Int, priority: Float) -> Double {
        let p = objective.levelPosition(priority)
        return p.found ? objective.levels[p.index].row.coefficient(of: symbol) : 0
    }
}

/// A tableau's definitions over basic rows: placed, removed into tombstones, compacted and
/// evaluated in creation order.
@_spi(Testing) public final class DefinitionsFixture {
    var basis = Basis()
    var store = DefinitionStore()

    /// `symbolCount` symbols, none basic or defined.
    public init(symbolCount: Int) {
        for _ in 0..<symbolCount {
            basis.rowOf.append(-1)
            store.appendSymbol()
        }
    }

    /// Makes `symbol` basic in a row whose constant, its value, is `value`.
    public func makeBasic(_ symbol: Int, value: Double) { basis.appendRow(Row(constant: value), basic: symbol) }

    /// Defines `symbol := constant + Σ coefficient · symbol` at `position` (by default appended).
    public func define(_ symbol: Int, constant: Double, terms: [(symbol: Int, coefficient: Double)], at position: Int? = nil) {
        var row = Row(constant: constant)
        for t in terms { row.add(t.symbol, t.coefficient) }
        store.place(Definition(symbol: symbol, row: row, constraintSlot: -1), at: position ?? store.entries.count)
    }

    /// Replaces `symbol`'s definition by a tombstone (kept for `symbol` with `keepingVacancy`).
    public func remove(_ symbol: Int, keepingVacancy: Bool) {
        store.remove(at: store.indexOf[symbol], keepingVacancy: keepingVacancy)
    }

    /// Drops tombstones when at least `reclaimCount` can go and they are the majority.
    public func compact(reclaimCount: Int) { store.compactIfSparse(reclaimCount: reclaimCount) }

    /// The defined symbol of each place in creation order, `nil` for a tombstone.
    public var order: [Int?] { store.entries.map { $0.symbol >= 0 ? $0.symbol : nil } }

    /// The place of `symbol`'s definition, its tombstone if vacant, and the definitions that read it.
    public func bookkeeping(of symbol: Int) -> (place: Int, vacancy: Int, uses: Int) {
        (store.indexOf[symbol], store.vacancyOf[symbol], Int(store.uses[symbol]))
    }

    /// Every defined symbol's value, evaluated in creation order over the basic rows.
    public func values() -> [Int: Double] {
        store.evaluate(over: basis)
        var values: [Int: Double] = [:]
        for d in store.entries where d.symbol >= 0 { values[d.symbol] = d.value }
        return values
    }
}

/// A tableau's sparse accumulator alone.
@_spi(Testing) public enum AccumulatorFixture {
    /// The definition indices `pushed` popped back from an expansion's heap: largest first.
    public static func definitionHeapOrder(_ pushed: [Int]) -> [Int] {
        var accumulator = SparseAccumulator()
        for d in pushed { accumulator.pushDefinition(d) }
        var popped: [Int] = []
        while let d = accumulator.popDefinition() { popped.append(d) }
        return popped
    }
}
