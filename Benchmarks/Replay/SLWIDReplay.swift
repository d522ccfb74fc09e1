import LayoutSolver

/// Replays an `SLWWorkload` against `LayoutSolver`'s handle API (variables and constraints by
/// id), with the metrics of `SLWReplay`: `build` (new solver, its variables, every constraint,
/// the deferred check and a solve), `cycle`, `churn`, `teardown` and `rebuild`. An edit
/// variable is a soft equality `v == suggestion` at its priority, and a suggestion changes
/// that constant.
struct SLWIDReplay {
    /// The parsed workload.
    let workload: SLWWorkload
    /// Every constraint's terms over the ids a fresh solver makes for the workload's
    /// variables (made in order, a fresh solver gives the same ids).
    let terms: [[Solver.TermID]]
    /// The ids a fresh solver makes, in variable order.
    let variables: [Solver.VariableID]
    /// Constraint priorities, in file order.
    let priorities: [Priority]
    /// Constraint relations, in file order.
    let relations: [Relation]

    /// Prepares the terms of `workload` (untimed).
    init(_ workload: SLWWorkload) {
        self.workload = workload
        let template = Solver()
        let variables = workload.variables.map { _ in template.makeVariable() }
        self.variables = variables
        terms = workload.constraints.map { spec in spec.terms.map { Solver.TermID(variables[$0.variable], $0.coefficient) } }
        priorities = workload.constraints.map { SLWReplay.priority(forStrength: $0.strength) }
        relations = workload.constraints.map { spec in
            switch spec.op {
            case .eq: .equal
            case .ge: .greaterThanOrEqual
            case .le: .lessThanOrEqual
            }
        }
    }

    /// A solver built from the workload, with the ids of its edit wishes (by variable index) and
    /// of its constraints (in file order).
    final class Built {
        /// The solver.
        let solver = Solver()
        /// The wish standing for each edit variable, by variable index.
        var wishes: [Int: Solver.ConstraintID] = [:]
        /// The ids of the constraints, in file order.
        var constraints: [Solver.ConstraintID] = []
    }

    /// A new solver holding every edit wish and constraint, checked and solved.
    func build() -> Built {
        let built = Built()
        built.solver.defersChecks = true
        makeVariables(in: built.solver)
        addWishes(to: built)
        addConstraints(to: built)
        check(built.solver)
        solve(built.solver)
        return built
    }

    // The phases below are never inlined, so that a profile (callgrind) attributes to each the
    // instructions of its solver calls: inclusive cost ÷ calls ÷ items is the cost of one.

    /// Makes the workload's variables (the same ids as `variables`).
    @inline(never) func makeVariables(in solver: Solver) {
        for expected in variables {
            let made = solver.makeVariable()
            precondition(made == expected, "a fresh solver makes its ids in order")
        }
    }

    /// Adds an edit variable's wish `v == 0` at its priority for each edit.
    @inline(never) func addWishes(to built: Built) {
        for edit in workload.edits {
            let term = [Solver.TermID(variables[edit.variable], 1)]
            let priority = SLWReplay.priority(forStrength: edit.strength)
            built.wishes[edit.variable] = term.withUnsafeBufferPointer { buffer in
                try? built.solver.add(buffer, constant: 0, relation: .equal, priority: priority)
            }
        }
    }

    /// Adds every constraint in file order (an invalid one is skipped).
    @inline(never) func addConstraints(to built: Built) {
        built.constraints.reserveCapacity(terms.count)
        for i in terms.indices {
            let added = terms[i].withUnsafeBufferPointer { buffer in
                try? built.solver.add(buffer, constant: workload.constraints[i].constant, relation: relations[i],
                                      priority: priorities[i])
            }
            if let added { built.constraints.append(added) }
        }
    }

    /// Checks the required constraints (the conflicts are left out).
    @inline(never) func check(_ solver: Solver) { _ = solver.checkDeferredIDs() }

    /// Solves.
    @inline(never) func solve(_ solver: Solver) { solver.updateVariables() }

    /// Removes every constraint in file order.
    @inline(never) func removeConstraints(from built: Built) {
        for id in built.constraints { built.solver.remove(id) }
    }

    /// Adds every constraint again to a solver they were removed from (its tables keep their
    /// room: the adds pay no growth).
    @inline(never) func readdConstraints(to built: Built) {
        built.constraints.removeAll(keepingCapacity: true)
        for i in terms.indices {
            let added = terms[i].withUnsafeBufferPointer { buffer in
                try? built.solver.add(buffer, constant: workload.constraints[i].constant, relation: relations[i],
                                      priority: priorities[i])
            }
            if let added { built.constraints.append(added) }
        }
    }

    /// Performs every step once: its suggestions move the wishes' constants, then a solve.
    @inline(never) func runSteps(on built: Built) {
        for step in workload.steps {
            for suggestion in step.suggestions {
                if let wish = built.wishes[suggestion.variable] {
                    _ = try? built.solver.updateConstant(of: wish, to: -suggestion.value)
                }
            }
            built.solver.updateVariables()
        }
    }

    /// Removes and re-adds the constraint in the middle of the file.
    @inline(never) func churn(on built: Built) {
        guard !built.constraints.isEmpty else { return }
        let middle = built.constraints.count / 2
        built.solver.remove(built.constraints[middle])
        let added = terms[middle].withUnsafeBufferPointer { buffer in
            try? built.solver.add(buffer, constant: workload.constraints[middle].constant, relation: relations[middle],
                                  priority: priorities[middle])
        }
        if let added { built.constraints[middle] = added }
        check(built.solver)
    }

    /// The benchmarks of this workload.
    func benchmarks() -> [Benchmark] {
        let name = workload.name
        let built = BuiltIDSolvers()
        var result = [Benchmark(workload: name, metric: "build", prepare: { built.solvers.removeAll() }) { n in
            for _ in 0..<n { built.solvers.append(self.build()) }
            return n
        }]
        let live = build()
        if !workload.steps.isEmpty {
            result.append(Benchmark(workload: name, metric: "cycle") { n in
                for _ in 0..<n { self.runSteps(on: live) }
                return n * self.workload.steps.count
            })
        }
        if !terms.isEmpty {
            result.append(Benchmark(workload: name, metric: "churn") { n in
                for _ in 0..<n { self.churn(on: live) }
                return n
            })
            let full = BuiltIDSolvers()
            result.append(Benchmark(workload: name, metric: "teardown", batchable: false, prepare: {
                full.solvers = [self.build()]
            }) { _ in
                self.removeConstraints(from: full.solvers[0])
                return self.terms.count
            })
            result.append(Benchmark(workload: name, metric: "rebuild", batchable: false, prepare: {
                full.solvers = [self.build()]
                self.removeConstraints(from: full.solvers[0])
            }) { _ in
                self.readdConstraints(to: full.solvers[0])
                self.check(full.solvers[0].solver)
                self.solve(full.solvers[0].solver)
                return self.terms.count
            })
        }
        return result
    }
}

/// Solvers built by timed samples of the id replay, released untimed in `prepare`.
final class BuiltIDSolvers {
    /// Solvers from the current sample.
    var solvers: [SLWIDReplay.Built] = []
}
