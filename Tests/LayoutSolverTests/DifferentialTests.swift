import Testing
@_spi(Testing) import TestSupport
@_spi(Testing) import LayoutSolver

/// The solver (closed forms for components with at most one row, the simplex for the rest)
/// against the plain incremental simplex on the same seeded operations: the same operations
/// fail, and every value the optimum fixes is the same.
@Suite("Differential: closed forms against the simplex")
struct DifferentialTests {
    static let seeds: [UInt64] = [21, 22, 23, 24, 0xD1FF]
    /// Every seed at the default thresholds, one at each extreme.
    static let cases = SolverTuning.cases(seeds)

    /// Values of `variables` in `solver`.
    func values(_ solver: any TestedSolver, _ variables: [Variable]) -> [Double] {
        solver.updateVariables()
        return variables.map(\.value)
    }

    /// Compares the variables `solver` reports as fixed with the reference's values.
    func expectSame(_ solver: Solver, _ reference: SimplexSolver, _ variables: [Variable], _ label: String) {
        let expected = values(reference, variables)
        let got = values(solver, variables)
        for (i, v) in variables.enumerated() where solver.isDetermined(v) {
            #expect(close(got[i], expected[i], 1e-6), "\(label): \(v) = \(got[i]), simplex \(expected[i])")
        }
    }

    /// General random systems with a unique optimum (every variable pinned on its own level),
    /// then a walk of removals, re-adds, constant changes and suggestions.
    @Test(arguments: cases)
    func randomSystemsMatch(tuning: SolverTuning, seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        for round in 0..<120 {
            let system = RandomSystem(&rng, variableCount: Int.random(in: 2...9, using: &rng))
            let solver = Solver(), reference = SimplexSolver()
            solver.tuning = tuning
            let pair = SolverPair(first: solver, second: reference, label: "seed \(seed) round \(round)")
            let edited = pair.install(system)
            expectSame(solver, reference, system.variables, "seed \(seed) round \(round)")
            let mutable = system.required + system.soft
            for step in 0..<12 where !mutable.isEmpty {
                let c = mutable.randomElement(using: &rng)!
                switch Int.random(in: 0..<4, using: &rng) {
                case 0: pair.both { try $0.remove(c) }; pair.both { try $0.add(c) }
                case 1: pair.both { try $0.remove(c) }
                case 2:
                    let constant = c.constant + Double(Int.random(in: -5...5, using: &rng))
                    pair.both { try $0.updateConstant(of: c, to: constant) }
                default:
                    let value = Double(Int.random(in: -60...60, using: &rng))
                    pair.both { try $0.suggestValue(value, for: edited) }
                }
                expectSame(solver, reference, system.variables, "seed \(seed) round \(round) step \(step)")
                #expect(solver.consistencyProblem() == nil, "seed \(seed) round \(round) step \(step)")
            }
        }
    }

    /// A system to walk: its constraints, the variables compared, and the variable edited (if any).
    typealias WalkedSystem = (constraints: [Constraint], variables: [Variable], edited: Variable?)

    /// Solves `rounds` systems made by `make` with `tuning` and by the simplex, then walks each
    /// through constant changes, removals and suggestions (to the edited variable, at 600.5),
    /// comparing after every step. Returns the solver's folded solves.
    func walk(_ tuning: SolverTuning, seed: UInt64, rounds: Int, _ make: (inout SplitMix64) -> WalkedSystem) -> Int {
        var rng = SplitMix64(seed: seed)
        var folded = 0
        for round in 0..<rounds {
            let scene = make(&rng)
            let solver = Solver(), reference = SimplexSolver()
            solver.tuning = tuning
            let pair = SolverPair(first: solver, second: reference, label: "seed \(seed) round \(round)")
            for c in scene.constraints { pair.both { try $0.add(c) } }
            if let edited = scene.edited { pair.both { try $0.addEditVariable(edited, priority: 600.5) } }
            expectSame(solver, reference, scene.variables, "seed \(seed) round \(round)")
            for step in 0..<8 {
                pair.randomStep(over: scene.constraints, shifts: -15...15, edit: scene.edited.map { ($0, 0...120) }, &rng)
                expectSame(solver, reference, scene.variables, "seed \(seed) round \(round) step \(step)")
                #expect(solver.consistencyProblem() == nil, "seed \(seed) round \(round) step \(step)")
            }
            folded += solver.statistics.foldedSolves
        }
        return folded
    }

    /// Guides and their leaves (the shape of a stack aligned on an edge or of nested stacks),
    /// which the solver folds, then a walk of constant changes, removals and suggestions.
    @Test(arguments: cases)
    func guideSystemsMatch(tuning: SolverTuning, seed: UInt64) throws {
        let folded = walk(tuning, seed: seed &+ 11, rounds: 150) { rng in
            let scene = GuideSystem(&rng)
            return (scene.constraints, scene.variables, scene.edits ? scene.width : nil)
        }
        #expect(folded > 150)
    }

    /// Center- and baseline-aligned guides, nested, which the solver folds with the line's
    /// wish made required wherever it can hold, then a walk of constant changes, removals and
    /// suggestions.
    @Test(arguments: cases)
    func centerSystemsMatch(tuning: SolverTuning, seed: UInt64) throws {
        let folded = walk(tuning, seed: seed &+ 13, rounds: 100) { rng in
            let scene = CenterSystem(&rng)
            return (scene.constraints, scene.variables, scene.edits ? scene.height : nil)
        }
        // With promotion most solves fold (about 600 of these walks' solves); without it a
        // center guide keeps two rows per view, and only baseline groups and guides that the
        // walk has cut down fold (about 110).
        #expect(tuning.promotedLevelRowsFrom <= 2 ? folded > 400 : folded < 200, "\(folded) folded solves")
    }

    /// Layout-shaped systems: chains of boxes with intrinsic sizes at shared levels, distinct
    /// tie-break levels, containers that fit or squeeze them, hidden boxes, and edits.
    @Test(arguments: cases)
    func layoutSystemsMatch(tuning: SolverTuning, seed: UInt64) throws {
        var rng = SplitMix64(seed: seed &+ 7)
        for round in 0..<200 {
            let scene = LayoutSystem(&rng)
            let solver = Solver(), reference = SimplexSolver()
            solver.tuning = tuning
            let pair = SolverPair(first: solver, second: reference, label: "seed \(seed) round \(round)")
            for c in scene.constraints { pair.both { try $0.add(c) } }
            pair.both { try $0.addEditVariable(scene.width, priority: 600.5) }
            expectSame(solver, reference, scene.variables, "seed \(seed) round \(round)")
            for step in 0..<8 {
                pair.randomStep(over: scene.constraints, shifts: -20...20, edit: (scene.width, 0...400), &rng)
                expectSame(solver, reference, scene.variables, "seed \(seed) round \(round) step \(step)")
            }
        }
    }
}

/// A random row of boxes as raw constraints: `x[i+1] == x[i] + w[i] + gap` (or `>=`), intrinsic
/// widths as compression and hugging wishes at shared levels, a tie-break per box on its own
/// level, `w >= 0`, a container that pins the row's end (required, soft or not at all), some
/// boxes "hidden" (`w == 0 @999.999`), and a few cross-row constraints.
struct LayoutSystem {
    var variables: [Variable] = []
    var constraints: [Constraint] = []
    let width = Variable("W")

    init(_ rng: inout SplitMix64) {
        let n = Int.random(in: 1...8, using: &rng)
        let x = (0..<n).map { Variable("x\($0)") }, w = (0..<n).map { Variable("w\($0)") }
        variables = x + w + [width]
        let levels: [Priority] = [250, 500, 750, 999]
        constraints.append(x[0] == 0)
        for i in 0..<n {
            let intrinsic = Double(Int.random(in: 0...60, using: &rng))
            constraints.append(w[i] >= 0)
            constraints.append((w[i] >= intrinsic) | levels.randomElement(using: &rng)!)
            constraints.append((w[i] <= intrinsic) | levels.randomElement(using: &rng)!)
            constraints.append((w[i] == intrinsic) | Priority(0.001 * Float(i + 1)))
            if Int.random(in: 0..<5, using: &rng) == 0 { constraints.append((w[i] == 0) | Priority(999.999)) }
            if i > 0 {
                let gap = Double(Int.random(in: 0...10, using: &rng))
                let link: Constraint = Bool.random(using: &rng) ? x[i] == x[i - 1] + w[i - 1] + gap : x[i] >= x[i - 1] + w[i - 1] + gap
                constraints.append(link)
            }
        }
        switch Int.random(in: 0..<3, using: &rng) {
        case 0: constraints.append(x[n - 1] + w[n - 1] == width)
        case 1: constraints.append((x[n - 1] + w[n - 1] == width) | 700)
        default: constraints.append(x[n - 1] + w[n - 1] <= width)
        }
        if n > 2 && Bool.random(using: &rng) {
            let i = Int.random(in: 0..<n, using: &rng), j = Int.random(in: 0..<n, using: &rng)
            constraints.append((w[i] == w[j]) | levels.randomElement(using: &rng)!)
        }
        constraints.append((width == 100) | 1)
    }
}

/// A guide as a stack aligned on an edge holds it (`edge == 0`, a `width` that hugs, a `line`
/// that wishes to be the edge and that the guide encloses) and leaves bounded by it: each
/// `w ⋈ edge + width − line − gap` (mostly `≤`, some `≥` or `==`), written scaled or turned
/// over, with compression, hugging and tie-break wishes at shared levels, some hidden
/// (`w == 0 @999.999`), some capped by a required bound (which may conflict), some the end of a
/// row of boxes (a row that hangs off the leaf), and sometimes an edit on the width.
struct GuideSystem {
    var variables: [Variable] = []
    var constraints: [Constraint] = []
    let width = Variable("width")
    let edits: Bool

    init(_ rng: inout SplitMix64) {
        let edge = Variable("edge"), line = Variable("line")
        variables = [edge, width, line]
        constraints = [edge == 0, width >= 0, (width == 0) | 51, (line == edge) | 999.5, line >= edge]
        edits = Int.random(in: 0..<4, using: &rng) == 0
        for i in 0..<Int.random(in: 1...7, using: &rng) {
            let w = Variable("w\(i)")
            variables.append(w)
            constraints.append(w >= 0)
            Self.appendWishes(on: w, tieBreak: 25, &constraints, &rng)
            if Int.random(in: 0..<6, using: &rng) == 0 { constraints.append((w == 0) | 999.999) }
            if Int.random(in: 0..<8, using: &rng) == 0 { constraints.append(w <= Double(Int.random(in: 0...60, using: &rng))) }
            if Int.random(in: 0..<4, using: &rng) == 0 {
                var sum = Expression()
                for k in 0..<Int.random(in: 1...3, using: &rng) {
                    let box = Variable("b\(i).\(k)")
                    variables.append(box)
                    constraints.append(box >= 0)
                    // A row's boxes break ties on levels of their own, as a stack's views do.
                    Self.appendWishes(on: box, tieBreak: Priority(Float(20 - k)), &constraints, &rng)
                    sum = sum + box
                }
                constraints.append(Constraint(w - sum - Double(Int.random(in: 0...8, using: &rng)), .equal))
            }
            let gap = Double(Int.random(in: 0...6, using: &rng))
            let bound: Expression = w - edge - width + line + gap
            let relation = [Relation.lessThanOrEqual, .lessThanOrEqual, .greaterThanOrEqual, .equal].randomElement(using: &rng)!
            let scale = [1.0, 2, -1, 0.5].randomElement(using: &rng)!
            let turned: Relation = scale > 0 || relation == .equal ? relation : relation == .lessThanOrEqual ? .greaterThanOrEqual : .lessThanOrEqual
            constraints.append(Constraint(scale * bound, turned))
        }
    }

    /// Compression and hugging wishes around an intrinsic length, at shared levels, and a
    /// tie-break wish at `tieBreak`.
    private static func appendWishes(
        on v: Variable, tieBreak: Priority, _ constraints: inout [Constraint], _ rng: inout SplitMix64
    ) {
        let intrinsic = Double(Int.random(in: 0...60, using: &rng))
        constraints.append((v >= intrinsic) | [750, 751, 300].randomElement(using: &rng)!)
        constraints.append((v <= intrinsic) | [250, 251, 700].randomElement(using: &rng)!)
        constraints.append((v == 0) | tieBreak)
    }
}
