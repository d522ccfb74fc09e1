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
