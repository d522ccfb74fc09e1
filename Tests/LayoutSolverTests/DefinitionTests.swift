import Testing
@testable import LayoutSolver

/// Required equalities that define a fresh variable are held as definitions outside the tableau.
@Suite("Defined variables")
struct DefinitionTests {
    /// `x[0] == 0` (or free when `anchored` is false), `x[i] == x[i-1] + 10`: `n` links.
    func chain(_ n: Int, anchored: Bool = true) throws -> (SimplexSolver, [Variable], [Constraint]) {
        let x = (0...n).map { Variable("x\($0)") }
        var links: [Constraint] = anchored ? [x[0] == 0] : []
        for i in 1...n { links.append(x[i] == x[i - 1] + 10) }
        let s = SimplexSolver()
        try addAll(s, links)
        return (s, x, links)
    }

    @Test func chainsAreDefinitionsNotRows() throws {
        let (s, x, _) = try chain(100)
        #expect(s.tableau.rows.isEmpty)
        #expect(s.tableau.definitions.count == 101)
        #expect(solved(s, [x[0], x[1], x[50], x[100]]) == [0, 10, 500, 1000])
        #expect(s.dump().contains("Definitions:\n  x0 := 0 - d1\n  x1 := 10 + x0 - d3\n"))
    }

    @Test func aConstraintOnADefinedVariableExpandsIt() throws {
        let (s, x, _) = try chain(100, anchored: false)
        try s.add((x[100] == 5000) | 300)
        // One row over x0 and the link markers; x0 = 5000 − 1000.
        #expect(s.tableau.rows.count == 1 && s.tableau.rows[0].symbols.count == 102)
        #expect(solved(s, [x[0], x[100]]) == [4000, 5000])
        try s.add(x[100] <= 1500)
        #expect(solved(s, [x[0], x[50], x[100]]) == [500, 1000, 1500])
    }

    @Test func removingAMiddleLinkMaterialisesIt() throws {
        let (s, x, links) = try chain(100)
        try s.add((x[50] == 2000) | 100)
        #expect(solved(s, [x[49], x[50], x[100]]) == [490, 500, 1000])
        try s.remove(links[50])
        #expect(s.tableau.definitions.filter { $0.symbol >= 0 }.count == 100)
        #expect(s.tableau.kinds[s.tableau.variables[s.tableau.slot(of: x[50])!]!.symbol] == .external)
        #expect(solved(s, [x[49], x[50], x[51], x[100]]) == [490, 2000, 2010, 2500])
        // Re-adding the link makes it an ordinary row (x50 is no longer fresh).
        try s.add(links[50])
        #expect(solved(s, [x[49], x[50], x[51], x[100]]) == [490, 500, 510, 1000])
        #expect(s.tableau.consistencyProblem() == nil)
    }

    @Test func removingEveryLinkInAnyOrderEmptiesTheSolver() throws {
        let (s, _, links) = try chain(30)
        for (i, c) in links.enumerated().sorted(by: { ($0.offset * 7) % 31 < ($1.offset * 7) % 31 }) {
            try s.remove(c)
            #expect(s.tableau.consistencyProblem() == nil, "after removing link \(i)")
        }
        // Links dropped unexpanded leave their variables vacant: registered until the next flush.
        let idle = s.tableau.idleVariables.count
        #expect(idle > 0)
        s.updateVariables()
        let idleAfter = s.tableau.idleVariables.count
        #expect(s.tableau.rows.isEmpty && s.tableau.variableObjects.allSatisfy { $0 == nil } && idleAfter == 0)
        #expect(s.tableau.freeSymbols.count == s.tableau.kinds.count)
        #expect(s.dump() == SimplexSolver().dump())
    }

    @Test func editVariableOnADefinedVariable() throws {
        let (s, x, _) = try chain(100, anchored: false)
        try s.addEditVariable(x[100], priority: 900)
        try s.suggestValue(1000, for: x[100])
        #expect(solved(s, [x[0], x[100]]) == [0, 1000])
        try s.suggestValue(1234, for: x[100])
        #expect(solved(s, [x[0], x[37], x[100]]) == [234, 604, 1234])
        try s.removeEditVariable(x[100])
        #expect(s.tableau.rows.isEmpty && s.tableau.levels.isEmpty)
    }

    @Test func updateConstantOfADefinition() throws {
        let (s, x, links) = try chain(100, anchored: false)
        try s.add((x[0] == 0) | 200)
        try s.updateConstant(of: links[49], to: -30)  // x50 == x49 + 30
        #expect(solved(s, [x[49], x[50], x[100]]) == [490, 520, 1020])
        // Once expanded into a row, the shift reaches the row through the marker.
        let limit: Constraint = x[100] <= 2000
        try s.add(limit)
        try s.add((x[100] == 5000) | 300)
        #expect(solved(s, [x[0], x[100]]) == [980, 2000])
        try s.updateConstant(of: links[0], to: -100)  // x1 == x0 + 100
        #expect(solved(s, [x[0], x[100]]) == [890, 2000])
        try s.updateConstant(of: limit, to: -1500)
        #expect(solved(s, [x[0], x[100]]) == [390, 1500])
        #expect(s.tableau.definitions.count == 100)
    }

    @Test func failedUpdateConstantOfADefinitionChangesNothing() throws {
        let (s, x, links) = try chain(20)
        try s.add(x[20] <= 250)
        let before = s.dump()
        #expect(throws: SolverError.self) { try s.updateConstant(of: links[3], to: -100) }
        #expect(s.dump() == before)
        #expect(links[3].constant == -10)
        #expect(solved(s, [x[20]]) == [200])
        let result = Result { () throws(SolverError) in try s.updateConstant(of: links[3], to: -100) }
        guard case let .failure(.unsatisfiable(c, conflicting)) = result else {
            Issue.record("expected a conflict, got \(result)")
            return
        }
        #expect(c === links[3])
        let limit = s.tableau.constraintObjects.compactMap { $0 }.last!
        let expected = (links + [limit]).filter { $0 !== links[3] }
        #expect(Set(conflicting.map(ObjectIdentifier.init)) == Set(expected.map(ObjectIdentifier.init)))
    }

    @Test func conflictsThroughDefinitionsNameTheWholeChain() throws {
        let (s, x, links) = try chain(10)
        let before = s.dump()
        let pin: Constraint = x[10] == 5
        #expect(throws: SolverError.unsatisfiable(pin, conflicting: links)) { try s.add(pin) }
        #expect(s.dump() == before)
        // A redundant pin is accepted.
        try s.add(x[10] == 100)
        #expect(solved(s, [x[10]]) == [100])
    }

    @Test func definitionsReferToEarlierDefinitionsOnly() throws {
        // A diamond: b and c both refer to a; d refers to both.
        let a = Variable("a"), b = Variable("b"), c = Variable("c"), d = Variable("d")
        let s = SimplexSolver()
        try addAll(s, [a == 3, b == 2 * a, c == a + 1, d == b + c, (d == 0) | 500])
        #expect(s.tableau.definitions.count == 4)
        #expect(solved(s, [a, b, c, d]) == [3, 6, 4, 10])
        let cs = s.tableau.constraintObjects.compactMap { $0 }
        try s.remove(cs[0])  // a becomes a free external: d = 3a + 1 pulled to 0 at @500
        #expect(s.tableau.consistencyProblem() == nil)
        let v = solved(s, [a, b, c, d])
        #expect(close(v[3], 0) && close(v[0], -1.0 / 3))
    }

    @Test func disabledDefinitionsUseRows() throws {
        let x = Variable("x")
        let s = SimplexSolver()
        s.tableau.definitionsEnabled = false
        try s.add(x == 10)
        #expect(s.tableau.definitions.isEmpty && s.tableau.rows.count == 1)
        #expect(solved(s, [x]) == [10])
    }

    @Test func consistencyCheckCoversDefinitions() throws {
        // Each breakage on a chain of its own: a tableau cannot be copied.
        let first = try chain(3).0
        first.tableau.definitions[2].row.add(first.tableau.definitions[3].symbol, 1)
        #expect(first.tableau.consistencyProblem()?.contains("later") == true)
        let second = try chain(3).0
        second.tableau.kinds[second.tableau.definitions[1].symbol] = .external
        #expect(second.tableau.consistencyProblem() != nil)
        let third = try chain(3).0
        third.tableau.rows.append(Row())
        third.tableau.basics.append(third.tableau.definitions[0].symbol)
        third.tableau.rowMasks.append(0)
        third.tableau.rowOf[third.tableau.definitions[0].symbol] = 0
        #expect(third.tableau.consistencyProblem() != nil)
    }
}
