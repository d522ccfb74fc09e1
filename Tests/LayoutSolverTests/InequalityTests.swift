import Testing
@_spi(Testing) import LayoutSolver

@Suite("Inequalities")
struct InequalityTests {
    @Test func boundsAndSoftTarget() throws {
        let x = Variable("x")
        let s = try simplex(holding: [x >= 10, x <= 20, (x == 0) | 500])
        #expect(solved(s, [x]) == [10])
        try s.add((x == 30) | 600)
        #expect(solved(s, [x]) == [20])
    }

    @Test func softInequalityYieldsToHigherLevel() throws {
        let w = Variable("w")
        let s = try simplex(holding: [(w >= 100) | 750, (w <= 40) | 250])
        #expect(solved(s, [w]) == [100])
    }

    @Test func inequalityBetweenVariables() throws {
        let left = Variable("left"), right = Variable("right")
        let s = try simplex(holding: [left >= 0, right <= 100, right - left >= 30, (left == 90) | 500])
        #expect(solved(s, [left, right]) == [70, 100])
    }

    @Test func removingInequalityReleasesTheBound() throws {
        let x = Variable("x")
        let s = SimplexSolver()
        let bound: Constraint = x <= 5
        try addAll(s, [bound, (x == 50) | 100])
        #expect(solved(s, [x]) == [5])
        try s.remove(bound)
        #expect(solved(s, [x]) == [50])
    }

    /// Bounds that earlier ones already meet with equality (a stack's leading bound on
    /// items aligned to one line) reduce to a row with constant 0 and no external: their own
    /// slack is basic at 0 at once, without the artificial phase and its pivots.
    @Test func boundsMetWithEqualityNeedNoArtificialPhase() throws {
        let guide = Variable("guide"), line = Variable("line")
        let items = (0..<20).map { Variable("x\($0)") }
        let s = SimplexSolver()
        for x in items { try s.add(x == line) }
        try s.add(guide <= items[0])
        let pivots = s.summary.pivots
        for x in items.dropFirst() { try s.add(guide <= x) }
        #expect(s.summary.pivots == pivots)
        #expect(s.consistencyProblem() == nil)
        try addAll(s, [(line == 40) | 700, (guide == 60) | 300])
        #expect(solved(s, [guide, line, items[19]]) == [40, 40, 40])
    }
}
