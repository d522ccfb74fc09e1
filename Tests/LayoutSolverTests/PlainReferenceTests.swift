import Testing
@_spi(Testing) import TestSupport
@_spi(Testing) import LayoutSolver

/// The solver against the plain reference solver (`PlainSimplex`, a dense textbook simplex with
/// strict levels) on random systems of up to 40 variables, some of them free to move among
/// several optima, and on layout-shaped, guide-shaped and center-shaped systems, through a walk of removals,
/// re-adds, constant changes and suggestions: after every step the solver's values meet every
/// required constraint, reach the optimal error of every level, and give every value that all
/// optima share.
@Suite("Differential: the solver against the plain reference")
struct PlainReferenceTests {
    static let cases = SolverTuning.cases([0x9A1_11, 0x9A1_12, 0x9A1_13])

    /// Expects the plain reference to accept `solver`'s solution; returns the values compared.
    @discardableResult
    func expectOptimal(_ solver: Solver, _ label: String) -> Int {
        solver.updateVariables()
        let check = PlainReferenceCheck(solver.heldSystem)
        #expect(check.problems.isEmpty, "\(label): \(check.problems.prefix(3))")
        #expect(solver.consistencyProblem() == nil, "\(label)")
        return check.comparedValues
    }

    @Test(arguments: cases)
    func randomSystemsAreOptimal(tuning: SolverTuning, seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var compared = 0
        for round in 0..<40 {
            let n = rng.int(2...40)
            let system = RandomSystem(&rng, variableCount: n, pinless: rng.int(0...n))
            let solver = Solver()
            solver.tuning = tuning
            for c in system.all { try? solver.add(c) }
            try? solver.addEditVariable(system.variables[0], priority: 650.5)
            compared += expectOptimal(solver, "seed \(seed) round \(round)")
            let mutable = system.required + system.soft
            for step in 0..<6 where !mutable.isEmpty {
                let c = rng.pick(mutable)
                switch rng.int(0...3) {
                case 0: try? solver.remove(c); try? solver.add(c)
                case 1: try? solver.remove(c)
                case 2: try? solver.updateConstant(of: c, to: c.constant + Double(rng.int(-5...5)))
                default: try? solver.suggestValue(Double(rng.int(-60...60)), for: system.variables[0])
                }
                compared += expectOptimal(solver, "seed \(seed) round \(round) step \(step)")
            }
        }
        #expect(compared > 1000)
    }

    /// One step of a walk: a constraint of `constraints` removed and added again, removed, or
    /// its constant moved by up to 20, or a value of `values` suggested to `edited` (ignored
    /// when it is not edited).
    func randomStep(
        _ solver: Solver, _ constraints: [Constraint], edited: Variable, values: ClosedRange<Int>, _ rng: inout SplitMix64
    ) {
        let c = rng.pick(constraints)
        switch rng.int(0...3) {
        case 0: try? solver.remove(c); try? solver.add(c)
        case 1: try? solver.remove(c)
        case 2: try? solver.updateConstant(of: c, to: c.constant + Double(rng.int(-20...20)))
        default: try? solver.suggestValue(Double(rng.int(values)), for: edited)
        }
    }

    @Test(arguments: cases)
    func centerSystemsAreOptimal(tuning: SolverTuning, seed: UInt64) {
        var rng = SplitMix64(seed: seed &+ 9)
        for round in 0..<40 {
            let center = CenterSystem(&rng)
            let solver = Solver()
            solver.tuning = tuning
            for c in center.constraints { try? solver.add(c) }
            if center.edits { try? solver.addEditVariable(center.height, priority: 600.5) }
            expectOptimal(solver, "seed \(seed) round \(round)")
            for step in 0..<6 {
                randomStep(solver, center.constraints, edited: center.height, values: 0...120, &rng)
                expectOptimal(solver, "seed \(seed) round \(round) step \(step)")
            }
        }
    }

    @Test(arguments: cases)
    func layoutAndGuideSystemsAreOptimal(tuning: SolverTuning, seed: UInt64) {
        var rng = SplitMix64(seed: seed &+ 5)
        for round in 0..<60 {
            let layout = LayoutSystem(&rng), guide = GuideSystem(&rng)
            let solver = Solver()
            solver.tuning = tuning
            for c in layout.constraints + guide.constraints { try? solver.add(c) }
            try? solver.addEditVariable(layout.width, priority: 600.5)
            expectOptimal(solver, "seed \(seed) round \(round)")
            for step in 0..<6 {
                randomStep(solver, layout.constraints + guide.constraints, edited: layout.width, values: 0...400, &rng)
                expectOptimal(solver, "seed \(seed) round \(round) step \(step)")
            }
        }
    }
}
