import Testing
import TestSupport
@_spi(Testing) import LayoutSolver

/// A constraint on one variable becomes an item on a core variable: on the variable itself when
/// no definition holds it (linked without an expansion), through the definition when that is an
/// alias of one variable, and on the variable undefined first when its definition spreads over
/// several variables, directly (known without an expansion) or through another definition (known
/// from one); a term that vanishes leaves one variable, known from the expansion. Each case is checked against the plain simplex, and by the shape of the reduced
/// system it leaves.
@Suite("Items of constraints on one variable")
struct OneVariableItemTests {
    /// The variables of the cases.
    static let a = Variable("a"), b = Variable("b"), s = Variable("s"), t = Variable("t"), x = Variable("x"),
        y = Variable("y")

    /// The constraints in the order added, the values expected of `variables`, and the
    /// definitions, items and rows held at the end.
    static let cases: [(label: String, constraints: [Constraint], variables: [Variable], expected: [Double],
                        shape: [Int])] = [
        ("free variable", [x >= 10, (x == 0) | 250], [x], [10], [0, 2, 0]),
        ("alias", [y == 2 * x + 1, y >= 21, (x == 0) | 250], [x, y], [10, 21], [1, 2, 0]),
        ("spreading definition", [s == a + b, s >= 30, (a == 10) | 750, (b == 0) | 250], [a, b, s], [10, 20, 30],
         [0, 3, 1]),
        ("definition through another", [t == a + 1, s == t + b, s >= 30, (a == 10) | 750, (b == 0) | 250],
         [a, b, s, t], [10, 19, 30, 11], [1, 3, 1]),
        // `b`'s term, 1e-6 · 1e-6, vanishes from the expansion (under the zero tolerance): one
        // variable is left.
        ("definition with a vanishing term", [s == a + 1e-6 * b, 1e-6 * s >= 3e-5, (a == 10) | 750, (b == 0) | 250],
         [a, b, s], [30, 0, 30], [1, 3, 0]),
    ]

    @Test(arguments: cases.indices)
    func itemOnOneVariable(_ index: Int) throws {
        let (label, constraints, variables, expected, shape) = Self.cases[index]
        let solver = Solver(), reference = SimplexSolver()
        for c in constraints {
            try solver.add(c)
            try reference.add(c)
        }
        let values = solved(solver, variables), referenceValues = solved(reference, variables)
        for (i, v) in variables.enumerated() {
            #expect(abs(values[i] - expected[i]) <= 1e-9, "\(label): \(v) = \(values[i]), expected \(expected[i])")
            #expect(abs(referenceValues[i] - expected[i]) <= 1e-9, "\(label), simplex: \(v) = \(referenceValues[i])")
        }
        let statistics = solver.statistics
        #expect([statistics.definitions, statistics.items, statistics.rows] == shape, "\(label): \(statistics)")
        #expect(solver.consistencyProblem() == nil, "\(label)")
    }
}
