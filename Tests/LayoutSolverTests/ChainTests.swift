import Testing
@_spi(Testing) import LayoutSolver

/// Chains of required equalities `x[i] == x[i-1] + 10` in the solver, which holds each link as
/// a definition of its fresh variable, and in the simplex, which holds each link as a row whose
/// fresh variable is basic: the same values through expansion, removal, edits and constant
/// changes, and the same conflicts.
@Suite("Chains of equalities")
struct ChainTests {
    /// Which solver a test runs on.
    enum Kind: String, CaseIterable, CustomTestStringConvertible {
        case solver, simplex

        var testDescription: String { rawValue }

        func make() -> any ChainTestedSolver { self == .solver ? Solver() : SimplexSolver() }
    }

    /// `x[0] == 0` (or free when `anchored` is false), `x[i] == x[i-1] + 10`: `n` links.
    func chain(_ n: Int, on kind: Kind, anchored: Bool = true) throws -> (any ChainTestedSolver, [Variable], [Constraint]) {
        let x = (0...n).map { Variable("x\($0)") }
        var links: [Constraint] = anchored ? [x[0] == 0] : []
        for i in 1...n { links.append(x[i] == x[i - 1] + 10) }
        let s = kind.make()
        try addAll(s, links)
        return (s, x, links)
    }

    /// The solver defines every variable of the chain; the simplex makes a row per link.
    @Test func linksAreDefinitionsInTheSolverAndRowsInTheSimplex() throws {
        let (solver, x, _) = try chain(100, on: .solver)
        #expect(solved(solver, [x[0], x[1], x[50], x[100]]) == [0, 10, 500, 1000])
        #expect(solver.dump().contains("Definitions:\n  x0 := 0\n  x1 := x0 + 10\n"))
        let (simplex, y, _) = try chain(100, on: .simplex)
        #expect(solved(simplex, [y[0], y[1], y[50], y[100]]) == [0, 10, 500, 1000])
        #expect((simplex as? SimplexSolver)?.summary.rows == 101)
    }

    @Test(arguments: Kind.allCases)
    func aConstraintOnTheLastVariableMovesTheChain(_ kind: Kind) throws {
        let (s, x, _) = try chain(100, on: kind, anchored: false)
        try s.add((x[100] == 5000) | 300)
        #expect(solved(s, [x[0], x[100]]) == [4000, 5000])
        try s.add(x[100] <= 1500)
        #expect(solved(s, [x[0], x[50], x[100]]) == [500, 1000, 1500])
    }

    @Test(arguments: Kind.allCases)
    func removingAMiddleLinkAndAddingItAgain(_ kind: Kind) throws {
        let (s, x, links) = try chain(100, on: kind)
        try s.add((x[50] == 2000) | 100)
        #expect(solved(s, [x[49], x[50], x[100]]) == [490, 500, 1000])
        try s.remove(links[50])
        #expect(solved(s, [x[49], x[50], x[51], x[100]]) == [490, 2000, 2010, 2500])
        try s.add(links[50])
        #expect(solved(s, [x[49], x[50], x[51], x[100]]) == [490, 500, 510, 1000])
    }

    /// Removing every link, in an order that is neither first to last nor last to first, leaves
    /// the simplex consistent after each removal and empty at the end.
    @Test func removingEveryLinkInAnyOrderEmptiesTheSimplex() throws {
        let (s, _, links) = try chain(30, on: .simplex)
        let simplex = try #require(s as? SimplexSolver)
        for (i, c) in links.enumerated().sorted(by: { ($0.offset * 7) % 31 < ($1.offset * 7) % 31 }) {
            try simplex.remove(c)
            #expect(simplex.consistencyProblem() == nil, "after removing link \(i)")
        }
        simplex.updateVariables()
        #expect(simplex.summary.rows == 0 && simplex.summary.variables == 0 && simplex.summary.symbols == 0)
        #expect(simplex.dump() == SimplexSolver().dump())
    }

    @Test(arguments: Kind.allCases)
    func editingTheLastVariable(_ kind: Kind) throws {
        let (s, x, _) = try chain(100, on: kind, anchored: false)
        try s.addEditVariable(x[100], priority: 900)
        try s.suggestValue(1000, for: x[100])
        #expect(solved(s, [x[0], x[100]]) == [0, 1000])
        try s.suggestValue(1234, for: x[100])
        #expect(solved(s, [x[0], x[37], x[100]]) == [234, 604, 1234])
        try s.removeEditVariable(x[100])
        #expect((s as? SimplexSolver)?.summary.levelPriorities.isEmpty ?? true)
    }

    @Test(arguments: Kind.allCases)
    func changingTheConstantOfALink(_ kind: Kind) throws {
        let (s, x, links) = try chain(100, on: kind, anchored: false)
        try s.add((x[0] == 0) | 200)
        try s.updateConstant(of: links[49], to: -30)  // x50 == x49 + 30
        #expect(solved(s, [x[49], x[50], x[100]]) == [490, 520, 1020])
        let limit: Constraint = x[100] <= 2000
        try s.add(limit)
        try s.add((x[100] == 5000) | 300)
        #expect(solved(s, [x[0], x[100]]) == [980, 2000])
        try s.updateConstant(of: links[0], to: -100)  // x1 == x0 + 100
        #expect(solved(s, [x[0], x[100]]) == [890, 2000])
        try s.updateConstant(of: limit, to: -1500)
        #expect(solved(s, [x[0], x[100]]) == [390, 1500])
    }

    @Test(arguments: Kind.allCases)
    func aRefusedConstantChangeOfALinkChangesNothing(_ kind: Kind) throws {
        let (s, x, links) = try chain(20, on: kind)
        let limit: Constraint = x[20] <= 250
        try s.add(limit)
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
        let expected = (links + [limit]).filter { $0 !== links[3] }
        #expect(Set(conflicting.map(ObjectIdentifier.init)) == Set(expected.map(ObjectIdentifier.init)))
    }

    @Test(arguments: Kind.allCases)
    func aConflictWithTheChainNamesEveryLink(_ kind: Kind) throws {
        let (s, x, links) = try chain(10, on: kind)
        let before = s.dump()
        let pin: Constraint = x[10] == 5
        #expect(throws: SolverError.unsatisfiable(pin, conflicting: links)) { try s.add(pin) }
        #expect(s.dump() == before)
        // A redundant pin is accepted.
        try s.add(x[10] == 100)
        #expect(solved(s, [x[10]]) == [100])
    }

    /// A diamond: b and c both read a; d reads both. Without its pin, a is free and the soft
    /// wish on d decides it.
    @Test(arguments: Kind.allCases)
    func aDiamondOfLinks(_ kind: Kind) throws {
        let a = Variable("a"), b = Variable("b"), c = Variable("c"), d = Variable("d")
        let s = kind.make()
        let pin: Constraint = a == 3
        try addAll(s, [pin, b == 2 * a, c == a + 1, d == b + c, (d == 0) | 500])
        #expect(solved(s, [a, b, c, d]) == [3, 6, 4, 10])
        try s.remove(pin)  // d = 3a + 1 pulled to 0 at @500
        let v = solved(s, [a, b, c, d])
        #expect(close(v[3], 0) && close(v[0], -1.0 / 3), "\(v)")
    }
}

/// What the chain tests ask of both solvers: the shared operations and a dump.
protocol ChainTestedSolver: TestedSolver {
    func dump() -> String
}

extension Solver: ChainTestedSolver {}
extension SimplexSolver: ChainTestedSolver {}
