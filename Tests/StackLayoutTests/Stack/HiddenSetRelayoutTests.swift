import TestSupport
import Testing
@_spi(Testing) import StackLayout

/// A relayout after views are hidden or shown gives every view the frame that a tree built
/// fresh with the same hidden views gets, whatever the stack's distribution and alignment (to
/// 1e-9: the two solves may round the last bit of a third differently); a hide that required
/// constraints cannot accommodate is still reported.
@Suite("Relayout of a hidden set")
struct HiddenSetRelayoutTests {
    /// Every distribution with every alignment, along both axes.
    static let arrangements: [(Axis, Stack.Distribution, Stack.Alignment)] = [Axis.horizontal, .vertical].flatMap { axis in
        Stack.Distribution.allCases.flatMap { distribution in
            Stack.Alignment.allCases.map { (axis, distribution, $0) }
        }
    }

    /// Five views of different intrinsic sizes in a stack pinned along its axis.
    static func recipe(_ axis: Axis, _ distribution: Stack.Distribution, _ alignment: Stack.Alignment)
        -> HideShowHistoryTests.Recipe {
        HideShowHistoryTests.Recipe(
            axis: axis, distribution: distribution, alignment: alignment, spacing: 6,
            sizes: [(24, 10), (31, 17), (18, 12.5), (40, 9), (27, 21)], customSpacings: [1: 11], pinned: 230)
    }

    /// Hides and shows single views and pairs, with a layout after each change.
    static let steps: [[Int]] = [[2], [2], [0], [4], [0, 4], [1, 3], [1], [2, 3], [2]]

    /// After each step of hides and shows, with a layout in between, every frame is the one a
    /// fresh build with the same hidden views gives, and so is the number of diagnostics.
    @Test(arguments: arrangements)
    func framesAfterEachToggleEqualAFreshBuild(_ axis: Axis, _ distribution: Stack.Distribution, _ alignment: Stack.Alignment) {
        let recipe = Self.recipe(axis, distribution, alignment)
        let replayed = recipe.build(hidden: Array(repeating: false, count: 5))
        for (number, toggled) in Self.steps.enumerated() {
            for index in toggled { replayed.views[index].isHidden.toggle() }
            replayed.window.layoutIfNeeded()
            let fresh = recipe.build(hidden: replayed.views.map(\.isHidden))
            for (view, freshView) in zip([replayed.stack] + replayed.views, [fresh.stack] + fresh.views) {
                #expect(view.frame.isClose(to: freshView.frame, tolerance: 1e-9),
                        "step \(number): \(view.displayName) \(view.frame) ≠ \(freshView.frame)")
            }
            #expect(replayed.window.diagnostics.count == fresh.window.diagnostics.count, "step \(number)")
        }
    }

    /// A view freed after leaving a stack that toggles were laid out in (which made the table
    /// of the views of changed values) leaves nothing behind: the view that joins after it, on
    /// the variables it gave back, and the others get the frames of a fresh build through the
    /// next toggles.
    @Test func togglesAfterAViewLeftAndWasFreedMatchAFreshBuild() {
        let window = stackWindow()
        let sizes: [(Double, Double)] = [(24, 10), (31, 17), (18, 12.5), (40, 9)]
        func row(_ sizes: [(Double, Double)]) -> [View] { sizes.map { IntrinsicView("", $0.0, $0.1) } }
        var views = row(sizes)
        let stack = Stack(axis: .horizontal, alignment: .center, spacing: 6, arrangedSubviews: views)
        place(stack, in: window, width: 200)
        window.layoutIfNeeded()
        views[1].isHidden = true
        window.layoutIfNeeded()
        weak let left = views[2]
        views[2].removeFromSuperview()
        views.remove(at: 2)
        let joined = IntrinsicView("", 33, 15)
        stack.addArrangedSubview(joined)
        views.append(joined)
        window.layoutIfNeeded()
        #expect(left == nil)
        views[1].isHidden = false
        window.layoutIfNeeded()
        views[0].isHidden = true
        window.layoutIfNeeded()
        let freshWindow = stackWindow()
        let freshViews = row([(24, 10), (31, 17), (40, 9), (33, 15)])
        freshViews[0].isHidden = true
        let fresh = Stack(axis: .horizontal, alignment: .center, spacing: 6, arrangedSubviews: freshViews)
        place(fresh, in: freshWindow, width: 200)
        freshWindow.layoutIfNeeded()
        for (view, freshView) in zip([stack] + views, [fresh] + freshViews) {
            #expect(view.frame.isClose(to: freshView.frame, tolerance: 1e-9), "\(view.frame) ≠ \(freshView.frame)")
        }
        expectNoDiagnostics(window)
    }

    /// Hiding a view of a row whose views have required widths and whose width is pinned leaves
    /// a gap the views cannot fill: the conflict is reported, as a fresh build with that view
    /// hidden reports it; showing the view again ends it, and no other conflict follows.
    @Test func aHideThatRequiredWidthsCannotAccommodateIsReported() {
        let recipe = HideShowHistoryTests.Recipe(axis: .horizontal, spacing: 4, sizes: Array(repeating: (10, 10), count: 4), pinned: 52)
        let replayed = recipe.build(hidden: [false, false, false, false])
        LayoutConstraint.activate(replayed.views.map { $0.widthAnchor.constraint(equalToConstant: 10) })
        replayed.window.layoutIfNeeded()
        expectNoDiagnostics(replayed.window)
        replayed.views[2].isHidden = true
        replayed.window.layoutIfNeeded()
        let reported = replayed.window.diagnostics.filter { if case .unsatisfiable = $0 { true } else { false } }
        #expect(reported.count == 1)
        replayed.views[2].isHidden = false
        replayed.window.layoutIfNeeded()
        #expect(replayed.window.diagnostics.count == reported.count)
        // Four views of 10 and three gaps of 4 fill the 52 points again.
        for (index, view) in replayed.views.enumerated() {
            #expect(view.frame == Rect(x: Double(14 * index), y: 0, width: 10, height: 10))
        }
    }
}
