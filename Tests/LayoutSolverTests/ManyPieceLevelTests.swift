import Testing
import TestSupport
@_spi(Testing) import LayoutSolver

/// A variable alone with more soft items than `SolverTuning.sortedLevelsLimit` is solved level
/// by level from the highest, each level's pass over the items also finding the next level
/// below it. The same items under a limit above their count are sorted by level first instead:
/// both ways must give the same value, bit for bit, and the simplex's. In each case a lower level
/// decides only once the higher ones have narrowed the interval, so that handling a level out
/// of order, or skipping one, gives another value.
@Suite("Levels of a variable with many soft items")
struct ManyPieceLevelTests {
    static let x = Variable("x")

    /// The items on `x` in the order added, and the value expected.
    static let cases: [(label: String, constraints: [Constraint], expected: Double)] = [
        // 750 sets x ≥ 10, 500 narrows to [25, 30], 250 picks its low end: skipping 500 gives 10.
        ("three levels", [
            (x == 0) | 250, (x >= 10) | 750, (x >= 25) | 500, (x <= 5) | 250, (x >= 8) | 750,
            (x <= 30) | 500, (x >= 6) | 750, (x <= 1) | 250, (x >= 20) | 500, (x >= -5) | 750,
        ], 25),
        // A required bound cuts 500's interval: its slope is negative up to 27, the bound.
        ("three levels under a required bound", [
            x <= 27, (x == 0) | 250, (x >= 10) | 750, (x >= 25) | 500, (x <= 5) | 250, (x >= 8) | 750,
            (x >= 29) | 500, (x <= 30) | 500, (x >= 6) | 750, (x <= 1) | 250,
        ], 27),
        // Four levels, each narrowing: 900 to [3, ∞), 600 to [3, 40], 400 to [22, 40], 100 to 35.
        ("four levels", [
            (x == 35) | 100, (x >= 3) | 900, (x <= 50) | 600, (x >= 20) | 400, (x >= 1) | 900,
            (x <= 40) | 600, (x >= 22) | 400, (x == 60) | 100, (x == 30) | 100, (x <= 45) | 600,
        ], 35),
        // A stack's cross size: each view's height ≥ its own at 750 and ≤ it at 250.
        ("two levels of ten views", (0..<10).flatMap { i -> [Constraint] in
            let h = 16 + Double(i % 5)
            return [(x <= h) | 250, (x >= h) | 750]
        }, 20),
    ]

    @Test(arguments: cases.indices)
    func levelByLevelMatchesSortedLevels(_ index: Int) throws {
        let (label, constraints, expected) = Self.cases[index]
        #expect(constraints.filter { !$0.priority.isRequired }.count > SolverTuning.default.sortedLevelsLimit, "\(label)")
        var values: [Double] = []
        for limit in [SolverTuning.default.sortedLevelsLimit, 1 << 20] {
            let solver = Solver()
            var tuning = SolverTuning.default
            tuning.sortedLevelsLimit = limit
            solver.tuning = tuning
            try addAll(solver, constraints)
            values.append(solved(solver, [Self.x])[0])
        }
        let reference = try simplex(holding: constraints)
        let referenceValue = solved(reference, [Self.x])[0]
        #expect(values[0].bitPattern == values[1].bitPattern, "\(label): \(values[0]) level by level, \(values[1]) sorted")
        #expect(abs(values[0] - expected) <= 1e-9, "\(label): x = \(values[0]), expected \(expected)")
        #expect(abs(referenceValue - expected) <= 1e-9, "\(label), simplex: x = \(referenceValue)")
    }
}
