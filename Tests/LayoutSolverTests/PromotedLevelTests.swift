import Testing
import TestSupport
@_spi(Testing) import LayoutSolver

/// Promoting a component's highest soft level: a center guide's line wishes (`@999.5`) to be
/// the guide's center; where that can hold, the solver makes it required, eliminates the line
/// and folds each view's height as a leaf under the guide; where it cannot, the component goes
/// to the simplex. Each case is solved with promotion, without it (``SolverTuning/neverOn``:
/// the simplex) and by the plain simplex, against values computed by hand.
@Suite("Promoted level")
struct PromotedLevelTests {
    /// A guide (`top == 0`, `height`, `line`) with views centered on the line, as a center stack
    /// holds them: `y[i] == line − h[i]/2`, `top ≤ y[i]`, `top + height ≥ y[i] + h[i]`, each
    /// height with compression at 750, hugging at 250 and a tie-break at 25; the guide hugs at 51.
    /// The line wishes to be the guide's center, or the constant `lineWish` when given (a soft
    /// item on the line, as when the guide's height is a constant).
    struct CenterGuide {
        let top = Variable("top"), height = Variable("height"), line = Variable("line")
        var ys: [Variable] = [], hs: [Variable] = []
        var constraints: [Constraint] = []

        init(_ intrinsic: [Double], lineWish: Double? = nil) {
            let wish = lineWish.map { (line == $0) | 999.5 } ?? (line == top + 0.5 * height) | 999.5
            constraints = [top == 0, height >= 0, (height == 0) | 51, wish]
            for (i, length) in intrinsic.enumerated() {
                let y = Variable("y\(i)"), h = Variable("h\(i)")
                ys.append(y)
                hs.append(h)
                constraints += [y == line - 0.5 * h, top <= y, top + height >= y + h, h >= 0]
                constraints += [(h >= length) | 750, (h <= length) | 250, (h == 0) | 25]
            }
        }

        var variables: [Variable] { [height, line] + hs + ys }
    }

    /// Solves `constraints` with promotion, without it and by the plain simplex; expects
    /// `expected` (the values of `variables`) from all three within 1e-9, and the promoted
    /// solver to end folded (`folds`: no simplex, no pivot) or holding one simplex.
    func expectSolved(
        _ constraints: [Constraint], _ variables: [Variable], _ expected: [Double], folds: Bool, _ label: String
    ) throws {
        let promoting = Solver(), plain = Solver(), simplex = SimplexSolver()
        plain.tuning = .neverOn
        for c in constraints {
            try promoting.add(c)
            try plain.add(c)
            try simplex.add(c)
        }
        for (name, values) in [("promoted", solved(promoting, variables)), ("unpromoted", solved(plain, variables)),
                               ("simplex", solved(simplex, variables))] {
            for (i, v) in variables.enumerated() {
                #expect(abs(values[i] - expected[i]) <= 1e-9, "\(label), \(name): \(v) = \(values[i]), expected \(expected[i])")
            }
        }
        let statistics = promoting.statistics
        // (Solves made while the constraints were added may have folded either way.)
        #expect(statistics.foldedSolves > 0 || !folds, "\(label)")
        #expect(statistics.generalComponents == (folds ? 0 : 1) && (statistics.pivots == 0) == folds, "\(label)")
        #expect(plain.statistics.generalComponents == 1 && plain.statistics.foldedSolves == 0, "\(label)")
    }

    /// Views of heights 20, 40, 30 under a guide that fits them (height free), is pinned to 30
    /// (the tallest compressed to it) or to 60 (room around each view). A line bounded below
    /// (`line ≥ 25`, or `line ≥ floor` with the floor fixed at 25 by its own items) is not
    /// eliminated, so the component goes to the simplex, which grows the guide to 50; so does
    /// a line held off center by a required bound (`line ≥ 25` in a guide of 40: the tallest
    /// compressed to 30). Values: height, line, h0…h2, y0…y2.
    static let cases: [(label: String, extra: @Sendable (CenterGuide) -> [Constraint], expected: [Double], folds: Bool)] = [
        ("fits", { _ in [] }, [40, 20, 20, 40, 30, 10, 0, 5], true),
        ("squeezed", { [$0.height == 30] }, [30, 15, 20, 30, 30, 5, 0, 0], true),
        ("roomy", { [$0.height == 60] }, [60, 30, 20, 40, 30, 20, 10, 15], true),
        ("line bounded below", { [$0.line >= $0.top + 25] }, [50, 25, 20, 40, 30, 15, 5, 10], false),
        ("line above a fixed floor", { guide in
            let floor = Variable("floor")
            return [floor >= 25, floor <= 25, guide.line >= floor]
        }, [50, 25, 20, 40, 30, 15, 5, 10], false),
        ("held off center", { [$0.height == 40, $0.line >= $0.top + 25] }, [40, 25, 20, 30, 30, 15, 10, 10], false),
    ]

    @Test(arguments: cases.indices)
    func centerGuide(_ index: Int) throws {
        let (label, extra, expected, folds) = Self.cases[index]
        let guide = CenterGuide([20, 40, 30])
        try expectSolved(guide.constraints + extra(guide), guide.variables, expected, folds: folds, label)
    }

    /// A guide 60 tall (30 when squeezed) whose line wishes to be at a constant (`@999.5`, a soft
    /// item on the line; each view's position `y = line − h/2` is eliminated): where the line
    /// can sit there, the item pins it and the component folds. Where it cannot, promotion
    /// falls back and the simplex keeps the line as near as it can: below a required floor
    /// (`line ≥ 25`, its own item), under a required row that the fixed height reduces to a
    /// bound on the line (`line + height ≥ 80`: line ≥ 20), or between items of the level that
    /// differ (two wishes for 30, one for 32: the line sits at 30), or when two pins break a
    /// required row between them (the line wishes for 10 and a floor twice for 40, but
    /// `line ≥ floor − 20`: the floor stays at 40, the line goes to 20). Values: height, line,
    /// h0…h2, y0…y2.
    static let pinnedLineCases: [(label: String, wish: Double, extra: @Sendable (CenterGuide) -> [Constraint],
                                  expected: [Double], folds: Bool)] = [
        ("roomy", 30, { [$0.height == 60] }, [60, 30, 20, 40, 30, 20, 10, 15], true),
        ("squeezed", 15, { [$0.height == 30] }, [30, 15, 20, 30, 30, 5, 0, 0], true),
        ("off center, compressed", 10, { [$0.height == 60] }, [60, 10, 20, 20, 20, 0, 0, 0], true),
        ("below a floor", 10, { [$0.height == 60, $0.line >= 25] }, [60, 25, 20, 40, 30, 15, 5, 10], false),
        ("below a reduced row", 10, { [$0.height == 60, $0.line + $0.height >= 80] }, [60, 20, 20, 40, 30, 10, 0, 5], false),
        ("between wishes", 30, { [$0.height == 60, ($0.line == 30) | 999.5, ($0.line == 32) | 999.5] },
         [60, 30, 20, 40, 30, 20, 10, 15], false),
        ("pins breaking a row", 10, { guide in
            let floor = Variable("floor")
            return [guide.height == 60, (floor == 40) | 999.5, (floor == 40) | 999.5, guide.line >= floor - 20]
        }, [60, 20, 20, 40, 30, 10, 0, 5], false),
    ]

    @Test(arguments: pinnedLineCases.indices)
    func pinnedLine(_ index: Int) throws {
        let (label, wish, extra, expected, folds) = Self.pinnedLineCases[index]
        let guide = CenterGuide([20, 40, 30], lineWish: wish)
        try expectSolved(guide.constraints + extra(guide), guide.variables, expected, folds: folds, label)
    }

    /// An edit of the guide's height (`@600.5`) moves it by the closed forms: 50 leaves room
    /// around each view; 30 would compress the tallest, which resists at 750, so the guide stays
    /// 40. The component stays folded.
    @Test func editedHeight() throws {
        let guide = CenterGuide([20, 40, 30])
        let solver = Solver(), simplex = SimplexSolver()
        for c in guide.constraints {
            try solver.add(c)
            try simplex.add(c)
        }
        for s in [solver, simplex] as [any TestedSolver] { try s.addEditVariable(guide.height, priority: 600.5) }
        for (suggested, expected) in [(50.0, [50.0, 25, 20, 40, 30, 15, 5, 10]), (30, [40, 20, 20, 40, 30, 10, 0, 5])] {
            try solver.suggestValue(suggested, for: guide.height)
            try simplex.suggestValue(suggested, for: guide.height)
            for values in [solved(solver, guide.variables), solved(simplex, guide.variables)] {
                for (i, v) in guide.variables.enumerated() {
                    #expect(abs(values[i] - expected[i]) <= 1e-9, "\(suggested): \(v) = \(values[i]), expected \(expected[i])")
                }
            }
        }
        #expect(solver.statistics.generalComponents == 0 && solver.statistics.foldedSolves > 0)
    }

    /// A view without wishes on its height (free between 0 and the guide's height) is not
    /// determined, with or without promotion; the others and the line are.
    @Test func determinacyOfAFreeView() throws {
        var guide = CenterGuide([20, 40])
        let free = Variable("free"), y = Variable("yFree")
        guide.constraints += [y == guide.line - 0.5 * free, guide.top <= y, guide.top + guide.height >= y + free, free >= 0]
        for tuning in [SolverTuning.default, .neverOn] {
            let solver = Solver()
            solver.tuning = tuning
            for c in guide.constraints { try solver.add(c) }
            solver.updateVariables()
            #expect(!solver.isDetermined(free) && !solver.isDetermined(y), "\(tuning)")
            for v in guide.variables { #expect(solver.isDetermined(v), "\(tuning): \(v)") }
            #expect(guide.line.value == 20 && guide.height.value == 40, "\(tuning)")
            #expect(solver.statistics.foldedSolves > 0 || tuning == .neverOn)
        }
    }

    /// Eliminating the line scans the rows for those that hold it (up to
    /// `scannedEliminationRows` rows) or lists the rows by variable: guides of 3 views (9 rows)
    /// and 9 views (27 rows), fitting their views, squeezed to 30 or roomy at 60, are solved
    /// both ways, folded, to the same values bit for bit.
    @Test(arguments: [3, 9])
    func eliminationScansOrListsRows(views: Int) throws {
        let heights = (0..<views).map { Double(20 + 10 * ($0 % 3)) }
        for (label, extra) in [("fits", Double?.none), ("squeezed", 30), ("roomy", 60)] {
            var values: [[UInt64]] = []
            for limit in [0, Int.max] {
                let guide = CenterGuide(heights)
                let solver = Solver()
                solver.tuning.scannedEliminationRows = limit
                for c in guide.constraints { try solver.add(c) }
                if let extra { try solver.add(guide.height == extra) }
                values.append(solved(solver, guide.variables).map(\.bitPattern))
                #expect(solver.statistics.foldedSolves > 0 && solver.statistics.generalComponents == 0, "\(label), \(limit)")
            }
            #expect(values[0] == values[1], "\(views) views, \(label)")
        }
    }

    /// A required constraint rejected on a component that promotion folded leaves every value
    /// as it was.
    @Test func rejectedConstraintLeavesTheValues() throws {
        let guide = CenterGuide([20, 40, 30])
        let solver = Solver()
        for c in guide.constraints { try solver.add(c) }
        let before = solved(solver, guide.variables)
        #expect(throws: SolverError.self) { try solver.add(guide.hs[1] >= guide.height + 1) }
        #expect(solved(solver, guide.variables) == before)
        #expect(before == [40, 20, 20, 40, 30, 10, 0, 5])
    }
}
