import Testing
@_spi(Testing) import TestSupport
@_spi(Testing) import LayoutSolver

/// The shapes whose folding reads costs as they stand: a leaf whose own optimum is one value and
/// to which folding adds nothing is folded from its own cost in place, a variable its required
/// items fix builds no cost, and a cost folded from a chain of rows below it is put in order of
/// its pieces' bounds by joining its runs. Each system is solved with folding (at the tuning of
/// the case), without it, and by the plain simplex; every value the optimum fixes must agree.
@Suite("Folded leaf costs against the simplex")
struct FoldedLeafCostTests {
    /// Every seed at the default thresholds, one at each extreme.
    static let cases = SolverTuning.cases([41, 42, 43])

    /// Solves `constraints` three ways and compares the values of `variables` that the folding
    /// solver reports as fixed. Returns the folding solver's folded solves.
    func compare(_ constraints: [Constraint], _ variables: [Variable], tuning: SolverTuning, _ label: String) throws -> Int {
        let solve = try ThreeWaySolve(constraints, variables, tuning: tuning)
        #expect(solve.unfolded.statistics.foldedSolves == 0, "\(label)")
        for (i, v) in variables.enumerated() where solve.folding.isDetermined(v) {
            let value = solve.values[i]
            #expect(close(value, solve.reference[i], 1e-9), "\(label): \(v) = \(value), simplex \(solve.reference[i])")
            #expect(close(value, solve.general[i], 1e-9), "\(label): \(v) = \(value), unfolded \(solve.general[i])")
        }
        #expect(solve.folding.consistencyProblem() == nil, "\(label)")
        return solve.folding.statistics.foldedSolves
    }

    /// Guides over leaves whose wishes meet at one value (compression and hugging at one
    /// length, a tie-break) or leave an interval (two lengths, no tie-break), lengths tied
    /// between leaves, compression and hugging one level apart from leaf to leaf, some leaves
    /// also wished below a bound by a row of one variable (which folding adds to the leaf), the guide free
    /// or wished to a width (at 500, or at 999 above every leaf's wishes).
    @Test(arguments: cases)
    func leavesWithOneValueOptimaMatch(tuning: SolverTuning, seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        var folded = 0
        for round in 0..<120 {
            let scene = LeafScene(&rng)
            folded += try compare(scene.constraints, scene.variables, tuning: tuning, "seed \(seed) round \(round)")
        }
        #expect(folded > 100, "\(folded) folded solves")
    }

    /// Stacks nested in stacks: each level's row holds a box and the next level's length, so
    /// that the rows hang off one another and each folded cost holds a run of pieces below its
    /// rest and one above it (cut short past a few stretches); the outermost length pinned
    /// anywhere from squeezing every box to stretching them.
    @Test(arguments: cases)
    func nestedChainsMatch(tuning: SolverTuning, seed: UInt64) throws {
        var rng = SplitMix64(seed: seed &+ 5)
        var folded = 0
        for round in 0..<40 {
            let scene = ChainScene(&rng)
            folded += try compare(scene.constraints, scene.variables, tuning: tuning, "seed \(seed) round \(round)")
        }
        #expect(folded > 30, "\(folded) folded solves")
    }
}

/// A guide (`edge == 0`, `width`, `line`) and 1 to 6 leaves bound by it, as in
/// `FoldedLeafCostTests.leavesWithOneValueOptimaMatch`.
struct LeafScene {
    var variables: [Variable]
    var constraints: [Constraint]

    init(_ rng: inout SplitMix64) {
        let edge = Variable("edge"), width = Variable("width"), line = Variable("line")
        variables = [edge, width, line]
        constraints = [edge == 0, width >= 0, (width == 0) | 51, (line == edge) | 999.5, line >= edge]
        switch Int.random(in: 0..<3, using: &rng) {
        case 0: constraints.append((width == Double(Int.random(in: 0...80, using: &rng))) | 500)
        // Pinned all but required (a required pin could cross a leaf's required bounds).
        case 1: constraints.append((width == Double(Int.random(in: 0...80, using: &rng))) | 999)
        default: break
        }
        var length = Double(Int.random(in: 0...40, using: &rng))
        for i in 0..<Int.random(in: 1...6, using: &rng) {
            let w = Variable("w\(i)")
            variables.append(w)
            constraints.append(w >= 0)
            // A tie with the previous leaf's length half the time.
            if Bool.random(using: &rng) { length = Double(Int.random(in: 0...40, using: &rng)) }
            let onePoint = Int.random(in: 0..<3, using: &rng) > 0
            let upper = onePoint ? length : length + Double(Int.random(in: 1...10, using: &rng))
            constraints.append((w >= length) | Priority(Float(750 + i % 2)))
            constraints.append((w <= upper) | Priority(Float(250 - i % 2)))
            if onePoint { constraints.append((w == 0) | 25) }
            // A row of one variable once the fixed edge is replaced: an item folding adds (a
            // soft one, which no gap of the leaf's own row can contradict).
            if Int.random(in: 0..<5, using: &rng) == 0 {
                constraints.append(Constraint(w - edge - Double(Int.random(in: 0...40, using: &rng)), .lessThanOrEqual) | 600)
            }
            let gap = Double(Int.random(in: 0...4, using: &rng))
            let relation = [Relation.lessThanOrEqual, .lessThanOrEqual, .greaterThanOrEqual, .equal].randomElement(using: &rng)!
            constraints.append(Constraint(w - edge - width + line + gap, relation))
        }
    }
}

/// Stacks nested 3 to 14 deep, as in `FoldedLeafCostTests.nestedChainsMatch`: level `k` has a
/// length `s[k]` that holds a box `b[k]` and the next level's length with a gap
/// (`s[k] == b[k] + s[k+1] + gap`), every box with compression, hugging and a tie-break of its
/// own level, the innermost length a box of its own.
struct ChainScene {
    var variables: [Variable] = []
    var constraints: [Constraint] = []

    init(_ rng: inout SplitMix64) {
        let depth = Int.random(in: 3...14, using: &rng)
        let lengths = (0...depth).map { Variable("s\($0)") }
        variables = lengths
        var total = 0.0, gaps = 0.0
        for k in 0...depth {
            let s = lengths[k]
            constraints.append(s >= 0)
            let intrinsic = Double(Int.random(in: 0...30, using: &rng))
            total += intrinsic
            let (compression, hugging) = [(Priority(750), Priority(250)), (751, 249), (300, 700)].randomElement(using: &rng)!
            if k == depth {
                constraints += [(s >= intrinsic) | compression, (s <= intrinsic) | hugging, (s == 0) | Priority(Float(1 + k))]
                continue
            }
            let box = Variable("b\(k)")
            variables.append(box)
            constraints += [box >= 0, (box >= intrinsic) | compression, (box <= intrinsic) | hugging]
            constraints.append((box == 0) | Priority(Float(1 + k)))
            let gap = Double(Int.random(in: 0...8, using: &rng))
            total += gap
            gaps += gap
            constraints.append(Constraint(s - box - lengths[k + 1] - gap, .equal))
        }
        // At least the gaps, which every length holds.
        constraints.append(lengths[0] == Double(Int.random(in: Int(gaps)...Int(1.5 * total + 10), using: &rng)))
    }
}
