import Testing
@testable import LayoutSolver

@Suite("Tableau consistency check")
struct ConsistencyTests {
    func sample() throws -> (Solver, Variable) {
        let x = Variable("x"), y = Variable("y")
        let s = Solver()
        try addAll(s, [x >= 10, y == x + 5, (x == 0) | 500, (y <= 12) | 700])
        return (s, x)
    }

    @Test func healthyTableauPasses() throws {
        let (s, _) = try sample()
        #expect(s.engine.consistencyProblem() == nil)
    }

    @Test func detectsNegativeRestrictedBasic() throws {
        let (s, _) = try sample()
        let k = s.engine.basics.firstIndex { s.engine.kinds[$0] != .external }!
        s.engine.rows[k].constant = -1
        #expect(s.engine.consistencyProblem()?.contains("< 0") == true)
    }

    @Test func detectsBasicSymbolInsideARow() throws {
        let (s, _) = try sample()
        s.engine.rows[0].add(s.engine.basics[1], 2)
        #expect(s.engine.consistencyProblem()?.contains("contains basic") == true)
    }

    @Test func detectsBasicSymbolInTheObjective() throws {
        let (s, _) = try sample()
        s.engine.levels[0].row.add(s.engine.basics[0], 1)
        #expect(s.engine.consistencyProblem()?.contains("objective") == true)
    }

    @Test func detectsBrokenBasisMap() throws {
        let (s, x) = try sample()
        _ = x
        s.engine.rowOf[s.engine.basics[0]] = 1
        #expect(s.engine.consistencyProblem() != nil)
    }

    @Test func policyDefaultsToSmallTableaux() {
        let s = Solver()
        guard case let .automatic(maximumRows) = s.consistencyChecks else {
            Issue.record("unexpected default")
            return
        }
        #expect(maximumRows == 2000)
    }
}
