import Testing
@_spi(Testing) import TestSupport
@_spi(Testing) import LayoutSolver

/// How many plans of leaf folding a solve makes: a center guide's rows with no level promoted
/// hold a core that no plan folds (each view's two bounds over its height and the line, the
/// line's wish over the line and the guide), so the solver goes to the attempt with the line's
/// wish made required without planning the first; its values stay those of the simplex.
@Suite("Folding plans")
struct FoldingPlanTests {
    /// Center guides (`PromotedLevelTests.CenterGuide`: intrinsic heights of their views) whose
    /// height, edited at 600.5, is suggested each value in turn, and the values expected after
    /// each suggestion: height, line, then each view's height and top.
    static let cases: [(intrinsic: [Double], suggestions: [Double], expected: [[Double]])] = [
        ([20, 40, 30], [50, 30], [[50, 25, 20, 40, 30, 15, 5, 10], [40, 20, 20, 40, 30, 10, 0, 5]]),
        ([10], [60, 4], [[60, 30, 10, 25], [10, 5, 10, 0]]),
        ([0, 60, 24], [70, 61], [[70, 35, 0, 60, 24, 35, 5, 23], [61, 30.5, 0, 60, 24, 30.5, 0.5, 18.5]]),
    ]

    /// Each suggestion is one folded solve with one plan, and every value is that of the solver
    /// that never folds a center guide (``SolverTuning/neverOn``: the simplex) and of the plain
    /// simplex, within 1e-9.
    @Test(arguments: cases.indices)
    func centerGuideIsPlannedOnce(_ index: Int) throws {
        let (intrinsic, suggestions, expected) = Self.cases[index]
        let guide = PromotedLevelTests.CenterGuide(intrinsic)
        let solver = Solver(), unfolded = Solver(), simplex = SimplexSolver()
        unfolded.tuning = .neverOn
        let solvers: [any TestedSolver] = [solver, unfolded, simplex]
        for s in solvers {
            try addAll(s, guide.constraints)
            try s.addEditVariable(guide.height, priority: 600.5)
        }
        _ = solved(solver, guide.variables)
        for (suggested, values) in zip(suggestions, expected) {
            let before = solver.statistics
            for s in solvers { try s.suggestValue(suggested, for: guide.height) }
            let results = solvers.map { solved($0, guide.variables) }
            let after = solver.statistics
            #expect(after.foldedSolves - before.foldedSolves == 1, "\(intrinsic) at \(suggested)")
            #expect(after.foldingPlans - before.foldingPlans == 1, "\(intrinsic) at \(suggested)")
            for (name, got) in zip(["folded", "unfolded", "simplex"], results) {
                for (i, v) in guide.variables.enumerated() {
                    #expect(abs(got[i] - values[i]) <= 1e-9, "\(intrinsic) at \(suggested), \(name): \(v) = \(got[i])")
                }
            }
        }
        #expect(unfolded.statistics.foldedSolves == 0)
    }

    static let seeds: [UInt64] = [31, 32, 33]
    /// Every seed at the default thresholds, one at each extreme.
    static let tunings = SolverTuning.cases(seeds)

    /// Center guides whose first view is a column of many views (its row hangs off the view's
    /// height with more stretches than a cut keeps), solved and walked through constant
    /// changes, removals and suggestions of the guide's height, against the plain simplex:
    /// every value the solver reports determined is the simplex's within 1e-6.
    @Test(arguments: tunings)
    func centerColumnsMatchTheSimplex(tuning: SolverTuning, seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        var folded = 0
        for round in 0..<40 {
            let scene = CenterColumnSystem(&rng)
            let solver = Solver(), reference = SimplexSolver()
            solver.tuning = tuning
            let label = "seed \(seed) round \(round)"
            let pair = SolverPair(first: solver, second: reference, label: label)
            for c in scene.constraints { pair.both { try $0.add(c) } }
            pair.both { try $0.addEditVariable(scene.height, priority: 600.5) }
            expectSame(solver, reference, scene.variables, label)
            for step in 0..<8 {
                pair.randomStep(over: scene.constraints, shifts: -15...15, edit: (scene.height, 0...200), &rng)
                expectSame(solver, reference, scene.variables, "\(label) step \(step)")
            }
            folded += solver.statistics.foldedSolves
        }
        #expect(tuning != .default || folded > 40, "\(folded) folded solves")
    }

    /// Expects every value `solver` reports determined to be the reference's within 1e-6.
    func expectSame(_ solver: Solver, _ reference: SimplexSolver, _ variables: [Variable], _ label: String) {
        let expected = solved(reference, variables), got = solved(solver, variables)
        for (i, v) in variables.enumerated() where solver.isDetermined(v) {
            #expect(abs(got[i] - expected[i]) <= 1e-6 * max(1, abs(expected[i])), "\(label): \(v) = \(got[i]), simplex \(expected[i])")
        }
    }
}

/// A center guide (`top == 0`, a `height` that hugs at 51, a `line` that wishes to be its center
/// at 999.5, views centered on the line and enclosed by the guide) whose first view's height is
/// a column's: `h0 == Σ c[k] + spacing` over 10 to 24 cells, each with compression and hugging
/// wishes at levels of its own, so that the column's row has more stretches each way than a
/// cut keeps. The other views have intrinsic heights; the guide's height is sometimes pinned.
struct CenterColumnSystem {
    let height = Variable("height")
    var variables: [Variable] = []
    var constraints: [Constraint] = []

    init(_ rng: inout SplitMix64) {
        let top = Variable("top"), line = Variable("line")
        variables = [top, height, line]
        constraints = [top == 0, height >= 0, (height == 0) | 51, (line == top + 0.5 * height) | 999.5]
        for i in 0..<Int.random(in: 1...4, using: &rng) {
            let y = Variable("y\(i)"), h = Variable("h\(i)")
            variables += [y, h]
            constraints += [y == line - 0.5 * h, top <= y, top + height >= y + h, h >= 0]
            if i == 0 {
                appendColumn(height: h, &rng)
            } else {
                let intrinsic = Double(Int.random(in: 0...60, using: &rng))
                constraints += [(h >= intrinsic) | 750, (h <= intrinsic) | 250, (h == 0) | Priority(Float(25 - i))]
            }
        }
        switch Int.random(in: 0..<3, using: &rng) {
        case 0: constraints.append(height == Double(Int.random(in: 0...300, using: &rng)))
        case 1: constraints.append((height == Double(Int.random(in: 0...300, using: &rng))) | 700)
        default: break
        }
    }

    /// Appends the cells of a column whose height is `height`.
    private mutating func appendColumn(height: Variable, _ rng: inout SplitMix64) {
        var sum = Expression(Double(Int.random(in: 0...10, using: &rng)))
        for k in 0..<Int.random(in: 10...24, using: &rng) {
            let c = Variable("c\(k)")
            variables.append(c)
            sum = sum + c
            let intrinsic = Double(Int.random(in: 0...20, using: &rng))
            constraints += [c >= 0, (c >= intrinsic) | Priority(Float(740 + k)), (c <= intrinsic) | Priority(Float(240 + k))]
        }
        constraints.append(height == sum)
    }
}
