import Testing
@testable import LayoutSolver

@Suite("Inequalities")
struct InequalityTests {
    @Test func boundsAndSoftTarget() throws {
        let x = Variable("x")
        let s = Solver()
        try addAll(s, [x >= 10, x <= 20, (x == 0) | 500])
        #expect(solved(s, [x]) == [10])
        try s.add((x == 30) | 600)
        #expect(solved(s, [x]) == [20])
    }

    @Test func softInequalityYieldsToHigherLevel() throws {
        let w = Variable("w")
        let s = Solver()
        try addAll(s, [(w >= 100) | 750, (w <= 40) | 250])
        #expect(solved(s, [w]) == [100])
    }

    @Test func inequalityBetweenVariables() throws {
        let left = Variable("left"), right = Variable("right")
        let s = Solver()
        try addAll(s, [left >= 0, right <= 100, right - left >= 30, (left == 90) | 500])
        #expect(solved(s, [left, right]) == [70, 100])
    }

    @Test func removingInequalityReleasesTheBound() throws {
        let x = Variable("x")
        let s = Solver()
        let bound: Constraint = x <= 5
        try addAll(s, [bound, (x == 50) | 100])
        #expect(solved(s, [x]) == [5])
        try s.remove(bound)
        #expect(solved(s, [x]) == [50])
    }
}
