@testable import LayoutSolver

/// `|a − b| ≤ tolerance · max(1, |a|, |b|)`.
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance * max(1, abs(a), abs(b))
}

/// Adds constraints that must be accepted.
func addAll(_ solver: Solver, _ constraints: [Constraint]) throws {
    for c in constraints { try solver.add(c) }
}

/// Solves and returns the values of `variables`.
func solved(_ solver: Solver, _ variables: [Variable]) -> [Double] {
    solver.updateVariables()
    return variables.map(\.value)
}
