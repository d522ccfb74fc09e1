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
}
