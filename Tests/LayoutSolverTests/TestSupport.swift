@_spi(Testing) import LayoutSolver

/// `|a − b| ≤ tolerance · max(1, |a|, |b|)`.
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance * max(1, abs(a), abs(b))
}

/// The operations shared by the solver and the simplex it falls back on, so that a test can
/// feed both the same operations.
protocol TestedSolver: AnyObject {
    func add(_ constraint: Constraint) throws(SolverError)
    func remove(_ constraint: Constraint) throws(SolverError)
    func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError)
    func removeEditVariable(_ variable: Variable) throws(SolverError)
    func suggestValue(_ value: Double, for variable: Variable) throws(SolverError)
    func updateConstant(of constraint: Constraint, to constant: Double) throws(SolverError)
    func updateVariables()
}

extension Solver: TestedSolver {}
extension SimplexSolver: TestedSolver {}

/// Adds constraints that must be accepted.
func addAll(_ solver: some TestedSolver, _ constraints: [Constraint]) throws {
    for c in constraints { try solver.add(c) }
}

/// Solves and returns the values of `variables`.
func solved(_ solver: some TestedSolver, _ variables: [Variable]) -> [Double] {
    solver.updateVariables()
    return variables.map(\.value)
}

/// A simplex solver holding `constraints`, each of which must be accepted.
func simplex(holding constraints: [Constraint]) throws -> SimplexSolver {
    let solver = SimplexSolver()
    try addAll(solver, constraints)
    return solver
}

/// A solver holding `constraints`, each of which must be accepted.
func solver(holding constraints: [Constraint]) throws -> Solver {
    let solver = Solver()
    try addAll(solver, constraints)
    return solver
}

/// A system solved three ways: with folding (at `tuning`), without it, and by the plain simplex.
struct ThreeWaySolve {
    let folding = Solver(), unfolded = Solver()
    /// The values of the variables with folding, without it, and the simplex's.
    let values: [Double], general: [Double], reference: [Double]

    /// Adds `constraints` (each must be accepted) to the three solvers and reads `variables`.
    init(_ constraints: [Constraint], _ variables: [Variable], tuning: SolverTuning = .default) throws {
        let simplex = SimplexSolver()
        folding.tuning = tuning
        unfolded.foldsLeaves = false
        for c in constraints {
            try folding.add(c)
            try unfolded.add(c)
            try simplex.add(c)
        }
        reference = solved(simplex, variables)
        general = solved(unfolded, variables)
        values = solved(folding, variables)
    }
}
