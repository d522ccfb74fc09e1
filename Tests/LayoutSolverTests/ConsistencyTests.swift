import Testing
@_spi(Testing) import LayoutSolver

@Suite("Tableau consistency check")
struct ConsistencyTests {
    /// Two rows, a definition and two objective levels.
    func sample() throws -> SimplexSolver {
        let x = Variable("x"), y = Variable("y")
        let s = try simplex(holding: [x >= 10, y == x + 5, (x == 0) | 500, (y <= 12) | 700])
        return s
    }

    /// This package's own tests run the checks in debug builds (`swift test`); release builds
    /// leave them out, and a dependent's processes never run them.
    @Test func theChecksRunInThisPackagesDebugTests() {
        #if DEBUG
        #expect(solverConsistencyChecksCompiled && solverConsistencyChecksRun)
        #else
        #expect(!solverConsistencyChecksCompiled && !solverConsistencyChecksRun)
        #endif
    }

    @Test func healthyTableauPasses() throws {
        #expect(try sample().consistencyProblem() == nil)
    }

    /// Each broken invariant is reported; where given, the report names what broke.
    @Test(arguments: [
        (TableauDamage.negativeRestrictedBasic, Optional("< 0")), (.basicSymbolInRow, "contains basic"),
        (.basicSymbolInObjective, "objective"), (.brokenBasisMap, nil), (.unlistedRows, "is not listed under"),
    ])
    func detectsDamage(_ damage: TableauDamage, reportedAs fragment: String?) throws {
        let s = try sample()
        s.damage(damage)
        let problem = s.consistencyProblem()
        #expect(problem != nil)
        if let fragment { #expect(problem?.contains(fragment) == true, "\(problem ?? "")") }
    }

    @Test func policyDefaultsToSmallTableaux() {
        #expect(SimplexSolver().consistencyCheckLimit == 2000)
    }
}
