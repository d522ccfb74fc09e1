import Testing
@testable import LayoutSolver

@Suite("Tableau consistency check")
struct ConsistencyTests {
    func sample() throws -> (SimplexSolver, Variable) {
        let x = Variable("x"), y = Variable("y")
        let s = SimplexSolver()
        try addAll(s, [x >= 10, y == x + 5, (x == 0) | 500, (y <= 12) | 700])
        return (s, x)
    }

    @Test func healthyTableauPasses() throws {
        let (s, _) = try sample()
        #expect(s.tableau.consistencyProblem() == nil)
    }

    @Test func detectsNegativeRestrictedBasic() throws {
        let (s, _) = try sample()
        let k = s.tableau.basics.array.firstIndex { s.tableau.kinds[$0] != .external }!
        s.tableau.rows[k].constant = -1
        #expect(s.tableau.consistencyProblem()?.contains("< 0") == true)
    }

    @Test func detectsBasicSymbolInsideARow() throws {
        let (s, _) = try sample()
        s.tableau.rows[0].add(s.tableau.basics[1], 2)
        #expect(s.tableau.consistencyProblem()?.contains("contains basic") == true)
    }

    @Test func detectsBasicSymbolInTheObjective() throws {
        let (s, _) = try sample()
        s.tableau.levels[0].row.add(s.tableau.basics[0], 1)
        #expect(s.tableau.consistencyProblem()?.contains("objective") == true)
    }

    @Test func detectsBrokenBasisMap() throws {
        let (s, x) = try sample()
        _ = x
        s.tableau.rowOf[s.tableau.basics[0]] = 1
        #expect(s.tableau.consistencyProblem() != nil)
    }

    @Test func policyDefaultsToSmallTableaux() {
        let s = SimplexSolver()
        guard case let .automatic(maximumRows) = s.consistencyChecks else {
            Issue.record("unexpected default")
            return
        }
        #expect(maximumRows == 2000)
    }
}
