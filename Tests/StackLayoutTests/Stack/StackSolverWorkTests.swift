import TestSupport
import Testing
@_spi(Testing) import LayoutSolver
@_spi(Testing) import StackLayout

/// The solver's work, counted in machine-independent steps (expansion, traversal and closed-form
/// steps plus simplex pivots), grows linearly with the number of arranged views, for a first
/// layout and for hiding one view; the reduced system stays linear in size.
@Suite("Stack solver work")
struct StackSolverWorkTests {
    /// The solver's steps and pivots so far.
    private func work(_ window: Window) -> Int {
        let statistics = window.layoutEngineCounts.solver
        return statistics.steps + statistics.pivots
    }

    /// Work of a first layout and of hiding then showing the middle view.
    private func work(_ configuration: Int, count: Int) -> (layout: Int, hide: Int, show: Int) {
        let (distribution, alignment) = StackScaleTests.configurations[configuration]
        let window = stackWindow(100_000, 2000)
        var views: [View] = []
        for index in 0..<count {
            views.append(IntrinsicView("v\(index)", Double(10 + index % 7), Double(20 + index % 5)))
        }
        let stack = Stack(distribution: distribution, alignment: alignment, spacing: 2, arrangedSubviews: views)
        place(stack, in: window)
        let start = work(window)
        window.layoutIfNeeded()
        let layout = work(window) - start
        views[count / 2].isHidden = true
        window.layoutIfNeeded()
        let hide = work(window) - start - layout
        views[count / 2].isHidden = false
        window.layoutIfNeeded()
        let show = work(window) - start - layout - hide
        #expect(views[count / 2].frame.width > 0)
        return (layout, hide, show)
    }

    /// The growth allowed per configuration of `StackScaleTests.configurations` for four times
    /// the views (linear is 4). Known limits, solved by the simplex because their components
    /// keep several rows: equalCentering's gap equalities and fillProportionally's shares are
    /// soft, each on a level of its own, and their pivots grow faster.
    static let growth = [6, 6, 6, 16, 24]

    @Test(arguments: 0..<StackScaleTests.configurations.count)
    func firstLayoutAndTogglesAreLinear(_ configuration: Int) {
        let small = work(configuration, count: 30)
        let large = work(configuration, count: 120)
        let bound = Self.growth[configuration]
        #expect(large.layout <= bound * max(small.layout, 1), "layout work \(small.layout) → \(large.layout)")
        #expect(large.hide <= bound * max(small.hide, 1), "hide work \(small.hide) → \(large.hide)")
        #expect(large.show <= bound * max(small.show, 1), "show work \(small.show) → \(large.show)")
    }

    /// A column aligned on an edge whose width fits its views folds its views' widths (leaves
    /// under the guide) into the closed forms: no simplex, for a first layout or a toggle, and
    /// every view keeps its width, determined, against the column's edge.
    @Test(arguments: [Stack.Alignment.leading, .trailing])
    func edgeAlignedColumnsThatFitNeedNoSimplex(_ alignment: Stack.Alignment) {
        let window = stackWindow(2000, 4000)
        var views: [View] = []
        for index in 0..<40 { views.append(IntrinsicView("v\(index)", Double(10 + (index * 17) % 90), 12)) }
        let column = Stack(axis: .vertical, alignment: alignment, spacing: 2, arrangedSubviews: views)
        place(column, in: window)
        window.layoutIfNeeded()
        views[7].isHidden = true
        window.layoutIfNeeded()
        let statistics = window.layoutEngineCounts.solver
        #expect(statistics.pivots == 0 && statistics.generalComponents == 0)
        #expect(statistics.foldedSolves > 0)
        #expect(column.frame.width == 99)
        for (index, view) in views.enumerated() where index != 7 {
            let width = Double(10 + (index * 17) % 90)
            #expect(view.frame.width == width)
            #expect(view.frame.minX == (alignment == .leading ? 0 : 99 - width))
            #expect(!view.hasAmbiguousLayout)
        }
    }

    /// A fill stack is solved in closed form: no simplex pivot, for a first layout or a toggle.
    @Test func fillStacksNeedNoPivots() {
        let window = stackWindow(300, 2000)
        var views: [View] = []
        for index in 0..<40 { views.append(IntrinsicView("v\(index)", Double(10 + index % 7), Double(20 + index % 5))) }
        let stack = Stack(distribution: .fill, alignment: .fill, spacing: 2, arrangedSubviews: views)
        place(stack, in: window)
        stack.widthAnchor.constraint(equalToConstant: 300).isActive = true
        window.layoutIfNeeded()
        views[7].isHidden = true
        window.layoutIfNeeded()
        #expect(window.layoutEngineCounts.solver.pivots == 0)
        #expect(window.layoutEngineCounts.solver.generalComponents == 0)
        // Squeezed: the lowest indices shrink first (tie-break), the widths sum to the stack's.
        let total = views.enumerated().filter { $0.offset != 7 }.reduce(0.0) { $0 + $1.element.frame.width }
        #expect(abs(total + 2 * 38 - 300) < 1e-9)
        #expect(views[0].frame.width == 0 && views[39].frame.width == Double(10 + 39 % 7))
    }

    /// Hiding every tenth view of a stack that fits its content, and showing them again, keeps
    /// the reduced system as small as after the first layout: the links around a hidden view
    /// are dropped and its hang and the new link become definitions in their place.
    @Test(arguments: [(Axis.vertical, 60), (.vertical, 240), (.horizontal, 240)])
    func hidingManyViewsKeepsTheSystemSparse(axis: Axis, count: Int) {
        let window = stackWindow(100_000, 100_000)
        var views: [View] = []
        for index in 0..<count { views.append(IntrinsicView("v\(index)", Double(10 + index % 7), Double(20 + index % 5))) }
        let stack = Stack(axis: axis, distribution: .fill, alignment: .fill, spacing: 2, arrangedSubviews: views)
        place(stack, in: window)
        window.layoutIfNeeded()
        let laidOut = window.layoutEngineCounts.solver.entries
        let frames = views.map(\.frame)
        for index in stride(from: 0, to: count, by: 10) { views[index].isHidden = true }
        window.layoutIfNeeded()
        let hidden = window.layoutEngineCounts.solver.entries
        // The first visible view behind two hidden ones moves up by their lengths and spacings.
        let expected = frames[11].min(along: axis) - frames[0].length(along: axis) - frames[10].length(along: axis) - 2 * 2
        #expect(abs(views[11].frame.min(along: axis) - expected) < 1e-9)
        for index in stride(from: 0, to: count, by: 10) { views[index].isHidden = false }
        window.layoutIfNeeded()
        let shown = window.layoutEngineCounts.solver.entries
        #expect(views.map(\.frame) == frames)
        #expect(hidden <= laidOut + 4 * count / 10, "\(laidOut) entries, then \(hidden) with every tenth hidden")
        #expect(shown <= laidOut + count / 10, "\(laidOut) entries, then \(shown) shown again")
        #expect(window.layoutSolverConsistencyProblem() == nil)
    }

    /// Entries of the reduced system after a first layout of `count` views with `alignment`,
    /// and the work of hiding then showing the first view.
    private func entries(axis: Axis, alignment: Stack.Alignment, count: Int) -> (entries: Int, toggle: Int) {
        let window = stackWindow(100_000, 100_000)
        var views: [View] = []
        for index in 0..<count { views.append(IntrinsicView("v\(index)", Double(10 + index % 7), Double(20 + index % 5))) }
        let stack = Stack(axis: axis, distribution: .fill, alignment: alignment, spacing: 2, arrangedSubviews: views)
        place(stack, in: window)
        window.layoutIfNeeded()
        #expect(abs(views[count - 1].frame.min(along: axis.cross) - views[0].frame.min(along: axis.cross)) < 30)
        let laidOut = window.layoutEngineCounts.solver.entries
        let start = work(window)
        views[0].isHidden = true
        window.layoutIfNeeded()
        #expect(views[1].frame.min(along: axis) == 0)
        views[0].isHidden = false
        window.layoutIfNeeded()
        return (laidOut, work(window) - start)
    }

    /// Non-fill alignments align every visible view to one line (the alignment guide), so each
    /// view's cross position is one definition away from it and the stack's bounds stay
    /// short: four times the views, about four times the entries and the toggle work.
    @Test(arguments: [(Axis.vertical, Stack.Alignment.leading), (.vertical, .center), (.vertical, .trailing),
                      (.horizontal, .top), (.horizontal, .firstBaseline)])
    func nonFillAlignmentsStayLinear(axis: Axis, alignment: Stack.Alignment) {
        let small = entries(axis: axis, alignment: alignment, count: 40)
        let large = entries(axis: axis, alignment: alignment, count: 160)
        #expect(large.entries <= 5 * small.entries, "\(small.entries) entries at 40 views, \(large.entries) at 160")
        #expect(large.toggle <= 6 * max(small.toggle, 1), "toggling the first view: \(small.toggle) steps, then \(large.toggle)")
    }
}
