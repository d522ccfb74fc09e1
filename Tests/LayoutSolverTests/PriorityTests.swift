import Testing
@_spi(Testing) import LayoutSolver

@Suite("Strict priority levels")
struct PriorityTests {
    @Test func oneHigherWishBeatsTwoLowerOnes() throws {
        let x = Variable("x")
        let s = try simplex(holding: [(x == 200) | 300, (x == 500) | 300, (x == 600) | 330])
        #expect(solved(s, [x]) == [600])
    }

    @Test(arguments: [1, 2, 5, 20])
    func levelAboveBeatsAnyNumberBelow(count: Int) throws {
        let x = Variable("x")
        let s = SimplexSolver()
        for i in 0..<count { try s.add((x == Double(i) * 10) | 250) }
        try s.add((x == 1000) | 251)
        #expect(solved(s, [x]) == [1000])
    }

    @Test func fractionalLevelsAreDistinct() throws {
        let x = Variable("x"), y = Variable("y")
        let s = SimplexSolver()
        try addAll(s, [
            (x == 1) | 999, (x == 2) | Priority(999.5), (x == 3) | Priority(999.999),
            (y == 5) | Priority(0.001), (y == 6) | Priority(0.002),
        ])
        #expect(solved(s, [x, y]) == [3, 6])
        #expect(s.summary.levelPriorities == [999.999, 999.5, 999, 0.002, 0.001])
    }

    /// Three conflicting equalities over a + b + c == 30 with a, b, c ≥ 0: the ladder decides.
    @Test(arguments: [
        ([Float(999), 998, 997], [Double(20), 10, 0]),
        ([Float(997), 998, 999], [Double(10), 0, 20]),  // a + b == 30 cannot hold: a gets what is left
    ])
    func ladderDecidesWhichEqualitiesHold(priorities: [Float], expected: [Double]) throws {
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        let s = try simplex(holding: [a + b + c == 30, a >= 0, b >= 0, c >= 0])
        try s.add((a == 20) | Priority(priorities[0]))
        try s.add((a + b == 30) | Priority(priorities[1]))
        try s.add((c == 20) | Priority(priorities[2]))
        let v = solved(s, [a, b, c])
        #expect(zip(v, expected).allSatisfy { close($0, $1) }, "\(v)")
    }

    @Test func requiredInequalityClampsSoftWish() throws {
        let x = Variable("x")
        let s = try simplex(holding: [x <= 100, (x == 150) | 999.999])
        #expect(solved(s, [x]) == [100])
    }

    @Test func withinALevelTheTotalErrorIsMinimised() throws {
        // x == 0 and x == 10 and x == 10 at one level: minimising |x| + 2|x − 10| gives 10.
        let x = Variable("x")
        let s = try simplex(holding: [(x == 0) | 400, (x == 10) | 400, (2 * x == 20) | 400])
        #expect(solved(s, [x]) == [10])
    }

    @Test func removingTheTopLevelHandsOver() throws {
        let x = Variable("x")
        let s = SimplexSolver()
        let top = (x == 600) | 330
        try addAll(s, [(x == 200) | 300, top])
        #expect(solved(s, [x]) == [600])
        try s.remove(top)
        #expect(solved(s, [x]) == [200])
        #expect(s.summary.levelPriorities == [300])
    }
}
