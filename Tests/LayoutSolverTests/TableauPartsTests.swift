import Testing
@_spi(Testing) import LayoutSolver

/// Each owner of the simplex tableau's state on a small fixture, through its own methods.
@Suite("Tableau parts")
struct TableauPartsTests {
    /// Freed symbol ids are reused last freed first; a new id comes only when none is free.
    @Test func symbolIDsAreReusedLastFreedFirst() {
        let symbols = TableauSymbolsFixture()
        #expect([10, 11, 12].map { symbols.allocate(owner: $0) } == [0, 1, 2])
        symbols.free(1)
        symbols.free(0)
        #expect(symbols.owner(of: 1) == -1)
        #expect(symbols.counts == (ids: 3, live: 1))
        #expect([20, 21, 22].map { symbols.allocate(owner: $0) } == [0, 1, 3])
        #expect(symbols.owner(of: 0) == 20)
        #expect(symbols.counts == (ids: 4, live: 4))
    }

    /// Truncating to a checkpoint drops the ids made since and gives back the free ids reused
    /// since, unowned.
    @Test func truncatingRestoresTheFreeList() {
        let symbols = TableauSymbolsFixture()
        for owner in 0..<3 { _ = symbols.allocate(owner: owner) }
        symbols.free(2)
        #expect(symbols.freeIDs == [2])
        #expect(symbols.allocate(owner: 7) == 2)
        #expect(symbols.allocate(owner: 8) == 3)
        symbols.truncate(to: 3, freeCount: 1, saved: [2])
        #expect(symbols.freeIDs == [2])
        #expect(symbols.owner(of: 2) == -1)
        #expect(symbols.counts == (ids: 3, live: 2))
    }

    /// Levels stay in descending priority, count their constraints, and go with the last one.
    @Test func levelsCountTheirConstraints() {
        let objective = ObjectiveLevelsFixture()
        objective.addErrors(1, 2, priority: 10)
        objective.addErrors(3, 4, priority: 500)
        objective.addErrors(5, 6, priority: 10)
        #expect(objective.levels.map(\.priority) == [500, 10])
        #expect(objective.levels.map(\.count) == [1, 2])
        #expect(objective.coefficient(of: 1, priority: 10) == 1)
        objective.removeErrors(1, 2, priority: 10)
        #expect(objective.levels.map(\.count) == [1, 1])
        #expect(objective.coefficient(of: 1, priority: 10) == 0)
        #expect(objective.coefficient(of: 5, priority: 10) == 1)
        objective.removeErrors(5, 6, priority: 10)
        #expect(objective.levels.map(\.priority) == [500])
    }

    /// Definitions are evaluated in creation order over the basic rows (a symbol neither basic
    /// nor defined reads 0), count the definitions that read each symbol, and a vacated one
    /// can be defined again in its tombstone.
    @Test func definitionsEvaluateInCreationOrder() {
        let definitions = DefinitionsFixture(symbolCount: 4)
        definitions.makeBasic(0, value: 4)
        definitions.define(1, constant: 2, terms: [(0, 3)])
        definitions.define(2, constant: -1, terms: [(1, 0.5), (3, 7)])
        #expect(definitions.values() == [1: 14, 2: 6])
        #expect(definitions.bookkeeping(of: 1) == (place: 0, vacancy: -1, uses: 1))
        #expect(definitions.bookkeeping(of: 0).uses == 1)

        definitions.remove(1, keepingVacancy: true)
        #expect(definitions.order == [nil, 2])
        #expect(definitions.bookkeeping(of: 1) == (place: -1, vacancy: 0, uses: 1))
        #expect(definitions.bookkeeping(of: 0).uses == 0)
        #expect(definitions.values() == [2: -1])

        definitions.define(1, constant: 5, terms: [], at: 0)
        #expect(definitions.order == [1, 2])
        #expect(definitions.values() == [1: 5, 2: 1.5])
    }

    /// Compaction waits for enough tombstones, then drops them but the one a vacant symbol may
    /// be defined into again, keeping creation order.
    @Test func compactionKeepsVacanciesAndOrder() {
        let definitions = DefinitionsFixture(symbolCount: 4)
        for s in 1...3 { definitions.define(s, constant: Double(s), terms: []) }
        definitions.remove(1, keepingVacancy: true)
        definitions.remove(2, keepingVacancy: false)
        definitions.compact(reclaimCount: 3)
        #expect(definitions.order == [nil, nil, 3])
        definitions.compact(reclaimCount: 1)
        #expect(definitions.order == [nil, 3])
        #expect(definitions.bookkeeping(of: 1).vacancy == 0)
        #expect(definitions.bookkeeping(of: 3).place == 1)
        #expect(definitions.values() == [3: 3])
    }

    /// The accumulator's heap hands definition indices back largest first (latest definition
    /// first), repeats included.
    @Test(arguments: [[3, 9, 1, 7, 7, 0], [], [5], Array(0..<40), Array((0..<40).reversed())])
    func definitionHeapPopsLargestFirst(pushed: [Int]) {
        #expect(AccumulatorFixture.definitionHeapOrder(pushed) == pushed.sorted(by: >))
    }
}
