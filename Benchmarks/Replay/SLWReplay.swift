import LayoutSolver
import StackLayout

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replays an `SLWWorkload` against `LayoutSolver` with three metrics:
/// `build` (new solver + all edits + all constraints, constraint objects created beforehand),
/// `cycle` (one step: its suggestions + `updateVariables()`, averaged over the steps),
/// `churn` (remove and re-add the constraint in the middle of the file), `teardown` (remove
/// every constraint in file order from a solver built untimed, per constraint) and `rebuild`
/// (add them all again to that emptied solver and solve, per constraint: no table grows).
struct SLWReplay {
    /// The parsed workload.
    let workload: SLWWorkload
    /// One solver variable per workload variable.
    let variables: [Variable]
    /// One solver constraint per `c` line, in file order.
    let constraints: [Constraint]
    /// Edit variables with their priorities, in file order.
    let edits: [(variable: Variable, priority: Priority)]

    /// Creates the solver objects of `workload` (untimed).
    init(_ workload: SLWWorkload) {
        self.workload = workload
        let variables = workload.variables.map { Variable($0) }
        self.variables = variables
        self.edits = workload.edits.map { (variables[$0.variable], SLWReplay.priority(forStrength: $0.strength)) }
        self.constraints = workload.constraints.map { spec in
            var expression = Expression(constant: spec.constant)
            for term in spec.terms {
                expression.terms.append(Term(variables[term.variable], term.coefficient))
            }
            let relation: Relation
            switch spec.op {
            case .eq: relation = .equal
            case .ge: relation = .greaterThanOrEqual
            case .le: relation = .lessThanOrEqual
            }
            return Constraint(expression, relation, priority: SLWReplay.priority(forStrength: spec.strength))
        }
    }

    /// Order-preserving map of kiwi strengths to priority levels: required (≥ 1001001000) →
    /// 1000, otherwise `100 + 120·log10(strength)`, kept inside the optional range (0, 1000).
    static func priority(forStrength strength: Double) -> Priority {
        if strength >= 1_001_001_000 { return .required }
        let value = 100 + 120 * log10(Swift.max(strength, 1e-300))
        return Priority(Float(Swift.min(Swift.max(value, 1), 999)))
    }

    /// A new solver holding every edit variable and constraint, solved (`updateVariables()`: this
    /// solver solves lazily, kiwi while adding, so the build is timed until values are known);
    /// failures are counted, not fatal.
    func build() -> (solver: Solver, failures: Int) {
        let solver = Solver()
        var failures = addEdits(to: solver)
        failures += addConstraints(to: solver)
        solve(solver)
        return (solver, failures)
    }

    // The phases below are never inlined, so that a profile (callgrind) attributes to each the
    // instructions of its solver calls: inclusive cost ÷ calls ÷ items is the cost of one.

    /// Adds every edit variable; returns the failures.
    @inline(never) func addEdits(to solver: Solver) -> Int {
        var failures = 0
        for edit in edits {
            do { try solver.addEditVariable(edit.variable, priority: edit.priority) } catch { failures += 1 }
        }
        return failures
    }

    /// Adds every constraint in file order; returns the failures.
    @inline(never) func addConstraints(to solver: Solver) -> Int {
        var failures = 0
        for constraint in constraints {
            do { try solver.add(constraint) } catch { failures += 1 }
        }
        return failures
    }

    /// Removes every constraint in file order.
    @inline(never) func removeConstraints(from solver: Solver) {
        for constraint in constraints { try? solver.remove(constraint) }
    }

    /// Adds every constraint again to a solver they were removed from (its tables keep their
    /// room: the adds pay no growth); failures are ignored.
    @inline(never) func readdConstraints(to solver: Solver) {
        for constraint in constraints { try? solver.add(constraint) }
    }

    /// Solves and writes the values.
    @inline(never) func solve(_ solver: Solver) { solver.updateVariables() }

    /// Performs every step once on `solver`.
    @inline(never) func runSteps(on solver: Solver) {
        for step in workload.steps {
            for suggestion in step.suggestions {
                try? solver.suggestValue(suggestion.value, for: variables[suggestion.variable])
            }
            solver.updateVariables()
        }
    }

    /// Removes and re-adds the constraint in the middle of the file.
    @inline(never) func churn(on solver: Solver) {
        guard !constraints.isEmpty else { return }
        let middle = constraints[constraints.count / 2]
        try? solver.remove(middle)
        try? solver.add(middle)
    }

    /// The benchmarks of this workload.
    func benchmarks() -> [Benchmark] {
        let name = workload.name
        let built = BuiltSolvers()
        var result = [Benchmark(workload: name, metric: "build", prepare: { built.solvers.removeAll() }) { n in
            for _ in 0..<n { built.solvers.append(self.build().solver) }
            return n
        }]
        let live = build().solver
        if !workload.steps.isEmpty {
            result.append(Benchmark(workload: name, metric: "cycle") { n in
                for _ in 0..<n { self.runSteps(on: live) }
                return n * self.workload.steps.count
            })
        }
        if !constraints.isEmpty {
            result.append(Benchmark(workload: name, metric: "churn") { n in
                for _ in 0..<n { self.churn(on: live) }
                return n
            })
            let full = BuiltSolvers()
            result.append(Benchmark(workload: name, metric: "teardown", batchable: false, prepare: {
                full.solvers = [self.build().solver]
            }) { _ in
                self.removeConstraints(from: full.solvers[0])
                return self.constraints.count
            })
            result.append(Benchmark(workload: name, metric: "rebuild", batchable: false, prepare: {
                full.solvers = [self.build().solver]
                self.removeConstraints(from: full.solvers[0])
            }) { _ in
                self.readdConstraints(to: full.solvers[0])
                self.solve(full.solvers[0])
                return self.constraints.count
            })
        }
        return result
    }

    /// Values of the first variables after the last step, as `name=value` (sanity output).
    func sample(count: Int = 6) -> String {
        let solver = build().solver
        runSteps(on: solver)
        return variables.prefix(count).map { "\($0.name)=\(NumberFormatting.fixed($0.value, decimals: 2))" }.joined(separator: " ")
    }
}

/// Solvers built by timed samples, released untimed in `prepare`.
final class BuiltSolvers {
    /// Solvers from the current sample.
    var solvers: [Solver] = []
}
