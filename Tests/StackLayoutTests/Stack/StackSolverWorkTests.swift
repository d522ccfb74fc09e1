import Testing
@testable import LayoutSolver
@testable import StackLayout

/// The solver's work (pivots, which do not depend on machine load) grows linearly with the
/// number of arranged views for a first layout, and hiding one view costs the same number of
/// pivots however long the stack is: the engine feeds placement before intrinsic sizes (fresh
/// variables become definitions) and defers optimisation across a batch that replaces links.
@Suite("Stack solver work")
struct StackSolverWorkTests {
    /// Pivots of a first layout and of hiding then showing the middle view.
    private func pivots(_ configuration: Int, count: Int) -> (layout: Int, hide: Int, show: Int) {
        let (distribution, alignment) = StackScaleTests.configurations[configuration]
        let window = stackWindow(100_000, 2000)
        var views: [View] = []
        for index in 0..<count {
            let width = Double(10 + index % 7)
            let height = Double(20 + index % 5)
            views.append(TestBox("v\(index)", width, height))
        }
        let stack = Stack(distribution: distribution, alignment: alignment, spacing: 2, arrangedSubviews: views)
        place(stack, in: window)
        let engine = window.layoutEngine.solver.engine
        let start = engine.pivotCount
        window.layoutIfNeeded()
        let layout = window.layoutEngine.solver.engine.pivotCount - start
        views[count / 2].isHidden = true
        window.layoutIfNeeded()
        let hide = window.layoutEngine.solver.engine.pivotCount - start - layout
        views[count / 2].isHidden = false
        window.layoutIfNeeded()
        let show = window.layoutEngine.solver.engine.pivotCount - start - layout - hide
        #expect(views[count / 2].frame.width > 0)
        return (layout, hide, show)
    }

    /// Bounds per configuration of `StackScaleTests.configurations` for 30 → 120 views: the first
    /// layout's pivot ratio, and how many pivots hiding or showing one view may add. fill/fill
    /// and equalSpacing/top are linear with constant toggles. Known limits (see the benchmarks
    /// README): fillEqually's per-index tie-break levels all constrain the one common length,
    /// and equalCentering's gap equalities sit on per-gap levels, so their objective rows grow
    /// with the stack; center, firstBaseline and bottom alignment funnel every item through the
    /// spanning guide. Those bounds only guard against getting worse.
    static let bounds: [(layoutRatio: Int, toggleSlack: Int)] = [(6, 8), (8, 240), (6, 8), (14, 260), (6, 2700)]

    @Test(arguments: 0..<StackScaleTests.configurations.count)
    func firstLayoutIsLinearAndHidingIsConstant(_ configuration: Int) {
        let small = pivots(configuration, count: 30)
        let large = pivots(configuration, count: 120)
        let bound = Self.bounds[configuration]
        // Four times the views: linear is four times the pivots.
        #expect(large.layout <= bound.layoutRatio * max(small.layout, 1), "layout pivots \(small.layout) → \(large.layout)")
        // Hiding or showing one view: independent of the stack's length where linear.
        #expect(large.hide <= small.hide + bound.toggleSlack, "hide pivots \(small.hide) → \(large.hide)")
        #expect(large.show <= small.show + bound.toggleSlack, "show pivots \(small.show) → \(large.show)")
    }

    /// Entries in the tableau rows and the definitions.
    private func entries(_ engine: Engine) -> Int {
        engine.rows.reduce(0) { $0 + $1.symbols.count }
            + engine.definitions.reduce(0) { $0 + ($1.symbol >= 0 ? $1.row.symbols.count : 0) }
    }

    /// Hiding every tenth view of a stack that fits its content, and showing them again, keeps
    /// the tableau as sparse as the first layout: the links around a hidden view are dropped
    /// unexpanded and its hang and the new link become definitions in their place. (Expanding
    /// the chain instead gave each hidden view a row as long as the views before it: O(n²)
    /// entries, minutes at 10 000 views.)
    @Test(arguments: [(Axis.vertical, 60), (.vertical, 240), (.horizontal, 240)])
    func hidingManyViewsKeepsTheTableauSparse(axis: Axis, count: Int) {
        let window = stackWindow(100_000, 100_000)
        var views: [View] = []
        for index in 0..<count { views.append(TestBox("v\(index)", Double(10 + index % 7), Double(20 + index % 5))) }
        let stack = Stack(axis: axis, distribution: .fill, alignment: .fill, spacing: 2, arrangedSubviews: views)
        place(stack, in: window)
        window.layoutIfNeeded()
        let solver = window.layoutEngine.solver
        let laidOut = entries(solver.engine)
        let frames = views.map(\.frame)
        for index in stride(from: 0, to: count, by: 10) { views[index].isHidden = true }
        window.layoutIfNeeded()
        let hidden = entries(solver.engine)
        // The first visible view behind two hidden ones moves up by their lengths and spacings.
        let expected = frames[11].min(along: axis) - frames[0].length(along: axis) - frames[10].length(along: axis) - 2 * 2
        #expect(abs(views[11].frame.min(along: axis) - expected) < 1e-9)
        for index in stride(from: 0, to: count, by: 10) { views[index].isHidden = false }
        window.layoutIfNeeded()
        let shown = entries(solver.engine)
        #expect(views.map(\.frame) == frames)
        // A few entries per hidden view, not a row as long as the stack.
        #expect(hidden <= laidOut + 4 * count / 10, "\(laidOut) entries, then \(hidden) with every tenth hidden")
        #expect(shown <= laidOut + count / 10, "\(laidOut) entries, then \(shown) shown again")
        #expect(solver.engine.consistencyProblem() == nil)
    }

    /// Tableau entries after a first layout of `count` views with `alignment`, and the pivots
    /// of hiding then showing the first view.
    private func entries(axis: Axis, alignment: Stack.Alignment, count: Int) -> (entries: Int, toggle: Int) {
        let window = stackWindow(100_000, 100_000)
        var views: [View] = []
        for index in 0..<count { views.append(TestBox("v\(index)", Double(10 + index % 7), Double(20 + index % 5))) }
        let stack = Stack(axis: axis, distribution: .fill, alignment: alignment, spacing: 2, arrangedSubviews: views)
        place(stack, in: window)
        window.layoutIfNeeded()
        #expect(abs(views[count - 1].frame.min(along: axis.cross) - views[0].frame.min(along: axis.cross)) < 30)
        let engine = { window.layoutEngine.solver.engine }
        let laidOut = entries(engine())
        let start = engine().pivotCount
        views[0].isHidden = true
        window.layoutIfNeeded()
        #expect(views[1].frame.min(along: axis) == 0)
        views[0].isHidden = false
        window.layoutIfNeeded()
        return (laidOut, engine().pivotCount - start)
    }

    /// Non-fill alignments align every visible view to one line (the alignment guide), so each
    /// view's cross position is one definition away from it and the spanning guide's bounds stay
    /// short: four times the views, about four times the entries. (A chain from each view to the
    /// previous one made the bound of view n hold n terms: 387 765 entries at 500 views.) Hiding
    /// and showing the first view re-aligns only that view: the pivots do not grow with the stack.
    @Test(arguments: [(Axis.vertical, Stack.Alignment.leading), (.vertical, .center), (.vertical, .trailing),
                      (.horizontal, .top), (.horizontal, .firstBaseline)])
    func nonFillAlignmentsKeepTheTableauLinear(axis: Axis, alignment: Stack.Alignment) {
        let small = entries(axis: axis, alignment: alignment, count: 40)
        let large = entries(axis: axis, alignment: alignment, count: 160)
        #expect(large.entries <= 5 * small.entries, "\(small.entries) entries at 40 views, \(large.entries) at 160")
        #expect(large.toggle <= small.toggle + 8, "toggling the first view: \(small.toggle) pivots, then \(large.toggle)")
    }
}
