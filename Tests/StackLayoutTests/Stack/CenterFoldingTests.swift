import TestSupport
import Testing
@_spi(Testing) import LayoutSolver
@_spi(Testing) import StackLayout

/// Center and baseline alignments solved without the simplex: a center stack's line wish
/// (`@999.5`) holds exactly wherever the required constraints allow it, so the solver makes it
/// required, eliminates the line and the views' positions and folds the views' heights under
/// the canvas; baseline groups fold once the views' positions are eliminated. Frames are computed by hand from the stack semantics (views 10 wide,
/// spacing 2, heights 20, 40 and 30 unless said otherwise).
@Suite("Center and baseline folding")
struct CenterFoldingTests {
    static let heights: [Double] = [20, 40, 30]

    /// A horizontal stack of `heights.count` views aligned by `alignment`, placed with `height`
    /// (if any), laid out.
    private func row(_ alignment: Stack.Alignment, height: Double?) -> (Window, Stack, [View]) {
        let views = Self.heights.enumerated().map { IntrinsicView("v\($0.offset)", 10, $0.element) as View }
        let stack = Stack(alignment: alignment, spacing: 2, arrangedSubviews: views)
        return (laidOutWindow(with: stack, height: height), stack, views)
    }

    /// Expects no general component and no pivot in `window`'s solver, and a folded solve.
    private func expectNoSimplex(_ window: Window, _ label: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let statistics = window.layoutEngineCounts.solver
        #expect(statistics.generalComponents == 0 && statistics.pivots == 0, "\(label)", sourceLocation: sourceLocation)
        #expect(statistics.foldedSolves > 0, "\(label)", sourceLocation: sourceLocation)
    }

    /// Alignment, the stack's fixed height (`nil`: it fits), its resulting height, and each
    /// view's (y, height). A center stack that fits is as tall as its tallest view, each view
    /// centered; pinned to 30 it compresses the tallest to 30; pinned to 60 it centers each view
    /// in 60 (its line's wish to be at half that constant height is an item on the line, which
    /// the promoted level pins). A baseline group aligns the views' bottoms (their default
    /// baselines); its extra space goes below (first baseline) or above (last baseline) the group.
    static let cases: [(Stack.Alignment, Double?, Double, [(Double, Double)])] = [
        (.center, nil, 40, [(10, 20), (0, 40), (5, 30)]),
        (.center, 30, 30, [(5, 20), (0, 30), (0, 30)]),
        (.center, 60, 60, [(20, 20), (10, 40), (15, 30)]),
        (.firstBaseline, nil, 40, [(20, 20), (0, 40), (10, 30)]),
        (.firstBaseline, 30, 30, [(10, 20), (0, 30), (0, 30)]),
        (.firstBaseline, 60, 60, [(20, 20), (0, 40), (10, 30)]),
        (.lastBaseline, nil, 40, [(20, 20), (0, 40), (10, 30)]),
        (.lastBaseline, 30, 30, [(10, 20), (0, 30), (0, 30)]),
        (.lastBaseline, 60, 60, [(40, 20), (20, 40), (30, 30)]),
    ]

    @Test(arguments: cases.indices)
    func rowsFoldWithTheirFrames(_ index: Int) {
        let (alignment, height, stackHeight, expected) = Self.cases[index]
        let (window, stack, views) = row(alignment, height: height)
        let label = "\(alignment) in \(height.map { "\($0)" } ?? "fit")"
        expectFrame(stack, Rect(x: 0, y: 0, width: 34, height: stackHeight), "\(label)")
        for (i, (y, h)) in expected.enumerated() {
            expectFrame(views[i], Rect(x: Double(12 * i), y: y, width: 10, height: h), "\(label)")
            #expect(!views[i].hasAmbiguousLayout, "\(label)")
        }
        expectNoSimplex(window, label)
        expectNoDiagnostics(window)
    }

    /// A vertical center column of views 10 tall and 20, 40, 30 wide: each centered on the
    /// widest, after hiding the middle one too (then as wide as 30).
    @Test func columnsFoldAndToggle() {
        let views = Self.heights.enumerated().map { IntrinsicView("v\($0.offset)", $0.element, 10) as View }
        let column = Stack(axis: .vertical, alignment: .center, spacing: 2, arrangedSubviews: views)
        let window = laidOutWindow(with: column)
        expectFrame(column, Rect(x: 0, y: 0, width: 40, height: 34))
        for (i, x) in [10.0, 0, 5].enumerated() {
            expectFrame(views[i], Rect(x: x, y: Double(12 * i), width: Self.heights[i], height: 10))
        }
        views[1].isHidden = true
        window.layoutIfNeeded()
        expectFrame(column, Rect(x: 0, y: 0, width: 30, height: 22))
        expectFrame(views[0], Rect(x: 5, y: 0, width: 20, height: 10))
        expectFrame(views[2], Rect(x: 0, y: 12, width: 30, height: 10))
        expectNoSimplex(window, "column")
    }

    /// A center row holding a view 10 × 20 and a center column of views 30 × 10 and 20 × 10
    /// (spacing 4): the column is 30 × 24, the row 42 × 24, the view centered in it.
    @Test func nestedCenterStacksFold() {
        let (a, b, c) = (IntrinsicView("A", 10, 20), IntrinsicView("B", 30, 10), IntrinsicView("C", 20, 10))
        let inner = Stack(axis: .vertical, alignment: .center, spacing: 4) { b; c }
        let outer = Stack(alignment: .center, spacing: 2) { a; inner }
        let window = laidOutWindow(with: outer)
        expectFrame(outer, Rect(x: 0, y: 0, width: 42, height: 24))
        expectFrame(a, Rect(x: 0, y: 2, width: 10, height: 20))
        expectFrame(inner, Rect(x: 12, y: 0, width: 30, height: 24))
        expectFrame(b, Rect(x: 0, y: 0, width: 30, height: 10))
        expectFrame(c, Rect(x: 5, y: 14, width: 20, height: 10))
        expectNoSimplex(window, "nested")
        expectNoDiagnostics(window)
    }

    /// A view 20 tall (required) placed relative to the top of a 60 tall center row: pinned 5
    /// below it, it fixes the line at 15 and the rest folds around that line; kept at least 25
    /// below it, it keeps the line at 35 or lower, off the canvas' center (30), so the wish
    /// cannot hold and the row goes to the simplex, which keeps the line as near the center as
    /// it can (35). The others are centered on the line, within the canvas. Per case: whether
    /// the pin is an inequality, each view's (y, height), whether the row folds.
    static let offCenterCases: [(Bool, [(Double, Double)], Bool)] = [
        (false, [(5, 20), (0, 30), (0, 30)], true),
        (true, [(25, 20), (15, 40), (20, 30)], false),
    ]

    @Test(arguments: offCenterCases.indices)
    func linesOffCenter(_ index: Int) {
        let (isInequality, expected, folds) = Self.offCenterCases[index]
        let (window, stack, views) = row(.center, height: 60)
        LayoutConstraint.activate([
            isInequality
                ? views[0].topAnchor.constraint(greaterThanOrEqualTo: stack.topAnchor, constant: 25)
                : views[0].topAnchor.constraint(equalTo: stack.topAnchor, constant: 5),
            views[0].heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        for (i, (y, h)) in expected.enumerated() {
            expectFrame(views[i], Rect(x: Double(12 * i), y: y, width: 10, height: h))
        }
        if folds { expectNoSimplex(window, "fixed line") } else { #expect(window.layoutEngineCounts.solver.generalComponents >= 1) }
        expectNoDiagnostics(window)
    }

    /// Baseline groups fold without making a level required: once their views' positions are
    /// eliminated, their heights are leaves under the line.
    @Test(arguments: [Stack.Alignment.firstBaseline, .lastBaseline])
    func baselineGroupsFoldUnpromoted(_ alignment: Stack.Alignment) {
        let views = Self.heights.enumerated().map { IntrinsicView("v\($0.offset)", 10, $0.element) as View }
        let stack = Stack(alignment: alignment, spacing: 2, arrangedSubviews: views)
        let window = stackWindow()
        var tuning = SolverTuning.default
        tuning.promotedLevelRowsFrom = .max
        window.layoutSolverTuning = tuning
        place(stack, in: window)
        window.layoutIfNeeded()
        expectFrame(stack, Rect(x: 0, y: 0, width: 34, height: 40))
        expectNoSimplex(window, "\(alignment)")
    }
}
