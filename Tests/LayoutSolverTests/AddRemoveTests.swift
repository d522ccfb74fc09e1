import Testing
@_spi(Testing) import LayoutSolver

@Suite("Adding and removing constraints")
struct AddRemoveTests {
    @Test func simpleEqualities() throws {
        let x = Variable("x"), y = Variable("y")
        let s = try simplex(holding: [x + y == 10, x - y == 2])
        #expect(solved(s, [x, y]) == [6, 4])
    }

    @Test func containsAndRemove() throws {
        let x = Variable("x")
        let s = SimplexSolver()
        let hard: Constraint = x == 5
        let soft = (x == 20) | 500
        try s.add(soft)
        try s.add(hard)
        #expect(s.contains(hard) && s.contains(soft))
        #expect(solved(s, [x]) == [5])
        try s.remove(hard)
        #expect(!s.contains(hard))
        #expect(solved(s, [x]) == [20])
        try s.remove(soft)
        #expect(s.summary.rows == 0)
    }

    @Test func chainOfViews() throws {
        // left edges 0 | width 100 | gap 8 | width 50, container right == 300 weak
        let a = Variable("a"), aw = Variable("aw"), b = Variable("b"), bw = Variable("bw")
        let s = try simplex(holding: [a == 0, aw == 100, b == a + aw + 8, bw >= 50, (b + bw == 300) | 250])
        #expect(solved(s, [a, aw, b, bw]) == [0, 100, 108, 192])
    }

    @Test func underdeterminedVariableReadsZero() throws {
        let x = Variable("x"), y = Variable("y")
        let s = SimplexSolver()
        try s.add(x + y == 10)
        let v = solved(s, [x, y])
        #expect(close(v[0] + v[1], 10))
        #expect(v.contains(0))
    }

    @Test func resetEmptiesTheSolver() throws {
        let x = Variable("x")
        let s = SimplexSolver()
        let c: Constraint = x == 3
        try s.add(c)
        try s.addEditVariable(x, priority: 500)
        s.reset()
        #expect(!s.contains(c) && !s.hasEditVariable(x))
        #expect(s.summary.rows == 0 && s.summary.levelPriorities.isEmpty)
        try s.add(c)
        #expect(solved(s, [x]) == [3])
    }

    @Test func sameConstraintInTwoSolvers() throws {
        let x = Variable("x")
        let c: Constraint = x == 7
        let s1 = SimplexSolver(), s2 = SimplexSolver()
        try s1.add(c)
        try s2.add(c)
        #expect(solved(s2, [x]) == [7])
    }
}

@Suite("Degenerate constraints")
struct DegenerateConstraintTests {
    @Test func repeatedVariableTermsAreSummed() throws {
        let x = Variable("x"), y = Variable("y")
        let s = try simplex(holding: [x + x == 10, y + x - x == 3, x - x + 0 == 0])
        #expect(solved(s, [x, y]) == [5, 3])
    }

    @Test func constantOnlyConstraints() throws {
        let s = SimplexSolver()
        let impossible = Constraint(Expression(5), .equal)
        #expect(throws: SolverError.unsatisfiable(impossible, conflicting: [])) { try s.add(impossible) }
        try s.add(Constraint(Expression(0), .equal))
        try s.add(Constraint(Expression(-1), .lessThanOrEqual))
        let wish = Constraint(Expression(7), .equal, priority: 10)
        try s.add(wish)
        try s.remove(wish)
        #expect(s.summary.levelPriorities.isEmpty)
        #expect(throws: SolverError.self) { try s.add(Constraint(Expression(1), .lessThanOrEqual)) }
    }

    @Test func unnamedVariablesDumpBySymbol() throws {
        let v = Variable()
        let s = SimplexSolver()
        try s.add(v == 2)
        #expect(s.dump().contains("  x0 = 2 - d1\n"))
        try s.add(v >= 1)
        #expect(s.dump().contains("  x0 = 2 - d1\n") && s.dump().contains("  s2 = 1 - d1\n"))
    }
}
