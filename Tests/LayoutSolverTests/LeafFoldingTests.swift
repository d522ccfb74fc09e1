import Testing
import TestSupport
@_spi(Testing) import LayoutSolver

/// Leaf folding: components of two standing rows or more whose leaves (variables in one row
/// only) fold into a cost on the linear form of their rows' rest, solved by the closed forms.
/// Each case is solved with folding, without it (the same component by the simplex) and by the
/// plain simplex, with concrete values where the optimum is unique.
@Suite("Leaf folding")
struct LeafFoldingTests {
    /// A guide (`edge == 0`, `width`, `line`) and leaves `w[i]`, as a stack aligned on an edge
    /// holds them: `line` wishes to be the edge, the guide encloses it and each leaf.
    struct Guide {
        let edge = Variable("edge"), width = Variable("width"), line = Variable("line")
        var leaves: [Variable] = []
        var constraints: [Constraint] = []

        init(leafCount: Int) {
            leaves = (0..<leafCount).map { Variable("w\($0)") }
            constraints = [edge == 0, width >= 0, (width == 0) | 51, (line == edge) | 999.5, line >= edge]
            for w in leaves { constraints.append(w >= 0) }
        }

        var variables: [Variable] { [edge, width, line] + leaves }

        /// Intrinsic-size wishes of leaf `i`: compression at 750, hugging at 250, tie-break at 25.
        mutating func intrinsic(_ i: Int, _ length: Double) {
            let w = leaves[i]
            constraints += [(w >= length) | 750, (w <= length) | 250, (w == 0) | 25]
        }

        /// Makes leaves 0 and 1 (of a guide of two leaves or more) rows of boxes of intrinsic
        /// widths 10, 20 and 15, 5, 30 (compression at 750, hugging at 250) with a gap of 8,
        /// each leaf's row `relation` the guide; returns the boxes.
        mutating func hangRows(_ relation: Relation) -> [Variable] {
            var boxes: [Variable] = []
            for (i, lengths) in [[10.0, 20], [15.0, 5, 30]].enumerated() {
                var sum = Expression()
                for (k, length) in lengths.enumerated() {
                    let box = Variable("b\(i).\(k)")
                    boxes.append(box)
                    constraints += [box >= 0, (box >= length) | 750, (box <= length) | 250]
                    sum = sum + box
                }
                // The leaf already has an item: the equality is a row, not its definition.
                constraints.append(Constraint(leaves[i] - sum - 8, .equal))
                bound(i, relation)
            }
            return boxes
        }

        /// The row of leaf `i`: `w ≤ edge + width − line` (`.lessThanOrEqual`), `≥` or `==`.
        mutating func bound(_ i: Int, _ relation: Relation, gap: Double = 0) {
            let e: Expression = leaves[i] - edge - width + line + gap
            constraints.append(Constraint(e, relation))
        }
    }

    /// Solves `constraints` with folding, without it and by the plain simplex; expects the same
    /// values for every variable all three call determined, and returns the folded values.
    @discardableResult
    func solveAll(_ constraints: [Constraint], _ variables: [Variable], folds: Bool = true, _ label: String = "") throws -> [Double] {
        let solve = try ThreeWaySolve(constraints, variables)
        let (folding, unfolded) = (solve.folding, solve.unfolded)
        let (values, general, reference) = (solve.values, solve.general, solve.reference)
        #expect((folding.statistics.foldedSolves > 0) == folds, "\(label)")
        #expect(unfolded.statistics.foldedSolves == 0)
        for (i, v) in variables.enumerated() {
            #expect(folding.isDetermined(v) == unfolded.isDetermined(v), "\(label): \(v)")
            guard folding.isDetermined(v) else { continue }
            #expect(close(values[i], reference[i], 1e-9), "\(label): \(v) = \(values[i]), simplex \(reference[i])")
            #expect(close(values[i], general[i], 1e-9), "\(label): \(v) = \(values[i]), unfolded \(general[i])")
        }
        return values
    }

    /// A fitting `.leading` column: the guide hugs the widest leaf, every leaf keeps its
    /// intrinsic width.
    @Test func aColumnOfLeavesBelowTheGuide() throws {
        var guide = Guide(leafCount: 3)
        for (i, length) in [20.0, 35, 10].enumerated() {
            guide.intrinsic(i, length)
            guide.bound(i, .lessThanOrEqual)
        }
        let values = try solveAll(guide.constraints, guide.variables)
        #expect(values == [0, 35, 0, 20, 35, 10])
    }

    /// Leaves bounded below by the guide (`w ≥ width − line`): a guide that wishes to be 50 at
    /// 500 stretches the leaves narrower than it; the wider keep their width.
    @Test func leavesAboveTheGuide() throws {
        var guide = Guide(leafCount: 2)
        guide.constraints.append((guide.width == 50) | 500)
        for (i, length) in [30.0, 70].enumerated() {
            guide.intrinsic(i, length)
            guide.bound(i, .greaterThanOrEqual)
        }
        let values = try solveAll(guide.constraints, guide.variables)
        #expect(values == [0, 50, 0, 50, 70])
    }

    /// Leaves equal to the guide (`w == width − line`): the guide takes the widest compression
    /// wish (750) over the hugging ones (250), and every leaf with it.
    @Test func leavesEqualToTheGuide() throws {
        var guide = Guide(leafCount: 3)
        for (i, length) in [40.0, 60, 100].enumerated() {
            guide.intrinsic(i, length)
            guide.bound(i, .equal)
        }
        let values = try solveAll(guide.constraints, guide.variables)
        #expect(values == [0, 100, 0, 100, 100, 100])
    }

    /// Required and soft items at several levels, gaps in the rows, rows scaled: a leaf capped
    /// at 25 keeps under its intrinsic 40, a hidden leaf (`w == 0 @999.999`) is 0, the guide
    /// fits the others with their gaps.
    @Test func itemsAtSeveralLevels() throws {
        var guide = Guide(leafCount: 4)
        for (i, length) in [40.0, 30, 50, 12].enumerated() { guide.intrinsic(i, length) }
        guide.constraints.append(guide.leaves[0] <= 25)
        guide.constraints.append((guide.leaves[2] == 0) | 999.999)
        guide.bound(0, .lessThanOrEqual, gap: 4)
        guide.bound(1, .lessThanOrEqual, gap: 2)
        guide.bound(2, .lessThanOrEqual)
        // `−2·(w3 − edge − width + line + 6) ≥ 0`: the same bound, scaled and turned over.
        let w3 = guide.leaves[3]
        guide.constraints.append(Constraint(-2 * (w3 - guide.edge - guide.width + guide.line + 6), .greaterThanOrEqual))
        let values = try solveAll(guide.constraints, guide.variables)
        #expect(values == [0, 32, 0, 25, 30, 0, 12])
    }

    /// Required bounds that cannot hold together are rejected as by the simplex (the folded
    /// component falls back on it for the proof), and leave the solver as it was.
    @Test func infeasibleRequiredBoundsAreRejected() throws {
        var guide = Guide(leafCount: 2)
        guide.intrinsic(0, 20)
        guide.intrinsic(1, 30)
        guide.bound(0, .lessThanOrEqual)
        guide.bound(1, .lessThanOrEqual)
        guide.constraints.append(guide.width <= 40)
        let solver = Solver()
        try addAll(solver, guide.constraints)
        solver.updateVariables()
        #expect(solver.statistics.foldedSolves > 0)
        let before = solver.dump()
        let tooWide: Constraint = guide.leaves[1] >= 50
        #expect(throws: SolverError.self) { try solver.add(tooWide) }
        #expect(solver.dump() == before)
        #expect(guide.variables.map(\.value) == [0, 30, 0, 20, 30])
        let reference = SimplexSolver()
        try addAll(reference, guide.constraints)
        #expect(throws: SolverError.self) { try reference.add(tooWide) }
    }

    /// Leaves that nothing holds but the guide tie: the optimum does not fix them, and the
    /// solver says so as the simplex does; the guide is still fixed.
    @Test func tiedLeavesAreUndetermined() throws {
        var guide = Guide(leafCount: 3)
        guide.intrinsic(0, 24)
        for i in 0..<3 { guide.bound(i, .lessThanOrEqual) }
        let solver = Solver()
        try addAll(solver, guide.constraints)
        solver.updateVariables()
        #expect(solver.statistics.foldedSolves > 0)
        #expect(guide.width.value == 24 && guide.leaves[0].value == 24)
        #expect(solver.isDetermined(guide.width) && solver.isDetermined(guide.leaves[0]))
        #expect(!solver.isDetermined(guide.leaves[1]) && !solver.isDetermined(guide.leaves[2]))
        // Asking solved nothing again.
        let values = guide.variables.map(\.value)
        solver.updateVariables()
        #expect(guide.variables.map(\.value) == values)
        try solveAll(guide.constraints, guide.variables)
    }

    /// A column of rows: each row's width is the sum of its boxes (a row hanging off that
    /// width), and the width a leaf below the column's guide. Two rounds of folding.
    @Test func rowsHangingOffLeaves() throws {
        var guide = Guide(leafCount: 2)
        let boxes = guide.hangRows(.lessThanOrEqual)
        let values = try solveAll(guide.constraints, guide.variables + boxes)
        #expect(values == [0, 58, 0, 38, 58, 10, 20, 15, 5, 30])
    }

    /// Rows hanging off leaves moved both ways from where their boxes rest: the guide pinned
    /// narrower than the rows squeezes them, pinned wider stretches a row bound from below or
    /// equal to it. Each hanging row is solved along the stretches sorted when its cost was
    /// folded (up or down, as its residual asks); the values are the simplex's.
    @Test(arguments: [Relation.lessThanOrEqual, .greaterThanOrEqual, .equal], [30.0, 45, 70])
    func hangingRowsMovedBothWays(_ relation: Relation, _ width: Double) throws {
        var guide = Guide(leafCount: 2)
        let boxes = guide.hangRows(relation)
        guide.constraints.append(guide.width == width)
        try solveAll(guide.constraints, guide.variables + boxes, "\(relation), width \(width)")
    }

    /// Two guides sharing nothing but a leaf's rows do not fold to one row: the component goes
    /// to the simplex, unchanged.
    @Test func aComponentThatDoesNotFoldGoesToTheSimplex() throws {
        let a = Variable("a"), b = Variable("b"), c = Variable("c"), d = Variable("d")
        let constraints = [a + b >= 10, a - b <= 4, c + a >= 3, c - a <= 7, (a == 1) | 100, (b == 2) | 90,
                           (c == 3) | 80, d >= 0, (d == a + b) | 70]
        try solveAll(constraints, [a, b, c, d], folds: false)
    }
}
