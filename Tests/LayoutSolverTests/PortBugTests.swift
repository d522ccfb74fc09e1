import Testing
@_spi(Testing) import LayoutSolver

/// Bugs found in other Cassowary ports that must not exist here.
@Suite("Known port bugs")
struct PortBugTests {
    @Test func redundantRequiredEqualitiesAreAccepted() throws {
        let x = Variable("x"), y = Variable("y")
        let s = SimplexSolver()
        let first: Constraint = x == 10
        try addAll(s, [first, 2 * x == 20, x + 0.1 == 10.1, y == x, y - 10 == 0])
        #expect(solved(s, [x, y]) == [10, 10])
        try s.remove(first)
        #expect(solved(s, [x, y]) == [10, 10])
    }

    @Test func redundantRequiredInequalitiesAreAccepted() throws {
        let x = Variable("x")
        let s = try simplex(holding: [x >= 10, x >= 10, x == 10, x <= 10])
        #expect(solved(s, [x]) == [10])
    }

    @Test func solverStillSolvesAfterAFailedAdd() throws {
        let x = Variable("x"), y = Variable("y")
        let s = try simplex(holding: [x == 10, x + y == 30])
        #expect(throws: SolverError.self) { try s.add(x == 11) }
        #expect(throws: SolverError.self) { try s.add(y <= 5) }
        try s.addEditVariable(x, priority: 100)
        try s.suggestValue(50, for: x)
        #expect(solved(s, [x, y]) == [10, 20])
        try s.add((y == 1) | 10)
        #expect(solved(s, [x, y]) == [10, 20])
    }

    @Test func removingConstraintsLeavesNoErrorSymbolsInTheObjective() throws {
        let x = Variable("x"), y = Variable("y")
        let s = SimplexSolver()
        let soft: [Constraint] = [(x == 5) | 100, (x >= 20) | 200, (y <= x) | 200, (x + y == 50) | 300]
        try addAll(s, [y >= 0] + soft)
        for c in soft {
            try s.remove(c)
            #expect(s.summary.strayErrorSymbols == 0, "after removing \(c)")
        }
        #expect(s.summary.levelPriorities.isEmpty)
    }

    @Test func removingEverythingReturnsToAnEmptyTableau() throws {
        let vars = (0..<6).map { Variable("v\($0)") }
        let s = SimplexSolver()
        var cs: [Constraint] = []
        for i in 1..<6 { cs.append(vars[i] >= vars[i - 1] + 10) }
        cs += [vars[0] >= 0, vars[5] <= 500, (vars[2] == 100) | 500, (vars[4] == vars[0] * 2) | 250,
               vars[3] == vars[1] + 30, (vars[5] == 1000) | 100]
        try addAll(s, cs)
        try s.addEditVariable(vars[1], priority: 700)
        try s.suggestValue(33, for: vars[1])
        for c in cs.reversed().enumerated().sorted(by: { $0.offset % 3 < $1.offset % 3 }).map(\.element) {
            try s.remove(c)
        }
        try s.removeEditVariable(vars[1])
        #expect(s.summary.rows == 0 && s.summary.levelPriorities.isEmpty)
        #expect(s.summary.variables == 0 && s.summary.constraints == 0 && s.summary.symbols == 0)
        #expect(s.dump() == SimplexSolver().dump())
    }
}
