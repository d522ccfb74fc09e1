// Checks a solver's solution against the plain reference: what the differential tests of the
// solver and of the layout engine report (without the Testing library, which this target does
// not link).
@_spi(Testing) import LayoutSolver

extension PlainConstraint {
    /// `held` in the reference's own types.
    @_spi(Testing) public init(_ held: HeldConstraint) {
        let relation: PlainRelation = switch held.relation {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        self.init(Array(zip(held.variables, held.coefficients)), constant: held.constant, relation,
                  priority: Double(held.priority))
    }
}

/// The plain reference's verdict on a solver's solution of the system it holds.
public struct PlainReferenceCheck: Sendable {
    /// What disagrees: required constraints the solver's values break, a level whose total
    /// error differs from the optimum, a value that every optimum fixes and the solver's value
    /// misses. Empty when the solution is a lexicographic optimum with the fixed values.
    public var problems: [String] = []
    /// How many values the optimum fixes (and were compared).
    public var comparedValues = 0
    /// The number of variables that the held constraints mention.
    public var variableCount = 0
    /// The reference's solution, `nil` when it found the required constraints infeasible.
    public var reference: PlainSolution?

    /// Solves `system` with the plain reference and compares the solver's values with it:
    /// errors of every level within `tolerance` (relative to 1 or the error), fixed values
    /// within `tolerance` (relative to 1 or the value).
    @_spi(Testing) public init(_ system: HeldSystem, tolerance: Double = 1e-6) {
        let constraints = system.constraints.map(PlainConstraint.init)
        variableCount = Set(system.constraints.flatMap(\.variables)).count
        guard case .solved(let solution) = PlainSimplex.solve(variableCount: system.values.count, constraints: constraints) else {
            problems.append("the reference finds the held required constraints infeasible")
            return
        }
        reference = solution
        let values = system.values
        let broken = constraints.largestRequiredViolation(at: values)
        if broken > tolerance { problems.append("a required constraint is broken by \(broken)") }
        let errors = constraints.levelErrors(at: values)
        for (mine, optimum) in zip(errors, solution.levelErrors)
        where mine.priority != optimum.priority || abs(mine.error - optimum.error) > tolerance * max(1, optimum.error) {
            problems.append("level \(mine.priority): error \(mine.error), optimum \(optimum.error)")
            break
        }
        for v in values.indices where solution.determined[v] {
            comparedValues += 1
            if abs(values[v] - solution.values[v]) > tolerance * max(1, abs(solution.values[v])) {
                problems.append("x\(v) = \(values[v]), every optimum has \(solution.values[v])")
            }
        }
    }
}
