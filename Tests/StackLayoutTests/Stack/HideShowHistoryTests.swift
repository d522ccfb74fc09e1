import TestSupport
import Testing
@_spi(Testing) import StackLayout

/// Hiding and showing arranged views, with or without layouts in between, leaves the stack as
/// if it had been built in the final hidden states: the same generated constraints, the same
/// frames, and no conflict unless the final states themselves conflict.
@Suite("Hide/show history")
struct HideShowHistoryTests {
    /// A stack to replay hide/show sequences on; every view is an `IntrinsicView` except the
    /// indices of `nested`, each a stack along the given axis of two views 10×12 and 14×6,
    /// spacing 3.
    struct Recipe {
        var axis: Axis
        var distribution: Stack.Distribution = .fill
        var alignment: Stack.Alignment = .fill
        var spacing: Double
        var sizes: [(width: Double, height: Double)]
        var nested: [Int: Axis] = [:]
        var customSpacings: [Int: Double] = [:]
        var pinned: Double?

        /// The stack laid out in `window` with the views in the given hidden states.
        func build(hidden: [Bool]) -> (window: Window, stack: Stack, views: [View]) {
            let views: [View] = sizes.indices.map { index in
                if let axis = nested[index] {
                    let stack = Stack(axis: axis, spacing: 3) { IntrinsicView("n\(index)a", 10, 12); IntrinsicView("n\(index)b", 14, 6) }
                    stack.debugName = "n\(index)"
                    return stack
                }
                return IntrinsicView("v\(index)", sizes[index].width, sizes[index].height)
            }
            let stack = Stack(axis: axis, distribution: distribution, alignment: alignment, spacing: spacing,
                              arrangedSubviews: views)
            stack.debugName = "stack"
            for (view, isHidden) in zip(views, hidden) { view.isHidden = isHidden }
            for (index, custom) in customSpacings { stack.setCustomSpacing(custom, after: views[index]) }
            let window = stackWindow()
            place(stack, in: window, width: axis == .horizontal ? pinned : nil, height: axis == .vertical ? pinned : nil)
            window.layoutIfNeeded()
            return (window, stack, views)
        }
    }

    /// One step of a sequence: toggle the `isHidden` of a view, or lay out.
    enum Step {
        case toggle(Int)
        case layout
    }

    /// Builds `recipe` in `hidden`, runs `steps`, lays out, and expects no diagnostics and what
    /// a fresh build in the final states has: the same constraint catalogue and frames.
    /// Returns the replayed stack and views.
    @discardableResult
    static func expectReplayMatchesFreshBuild(
        _ recipe: Recipe, hidden: [Bool], _ steps: [Step], sourceLocation: SourceLocation = #_sourceLocation
    ) -> (stack: Stack, views: [View]) {
        let replayed = recipe.build(hidden: hidden)
        for step in steps {
            switch step {
            case .toggle(let index): replayed.views[index].isHidden.toggle()
            case .layout: replayed.window.layoutIfNeeded()
            }
        }
        replayed.window.layoutIfNeeded()
        expectNoDiagnostics(replayed.window, sourceLocation: sourceLocation)
        expectMatchesFreshBuild(replayed, recipe, sourceLocation: sourceLocation)
        return (replayed.stack, replayed.views)
    }

    /// Expects `replayed` to have the catalogue and frames of `recipe` built in its hidden states.
    static func expectMatchesFreshBuild(
        _ replayed: (window: Window, stack: Stack, views: [View]), _ recipe: Recipe,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let fresh = recipe.build(hidden: replayed.views.map(\.isHidden))
        expectNoDiagnostics(fresh.window, sourceLocation: sourceLocation)
        #expect(CatalogueGoldenTests.catalogue(replayed.stack) == CatalogueGoldenTests.catalogue(fresh.stack),
                sourceLocation: sourceLocation)
        for (replayedView, freshView) in zip([replayed.stack] + replayed.views, [fresh.stack] + fresh.views) {
            expectFrame(replayedView, freshView.frame, "built fresh", sourceLocation: sourceLocation)
        }
    }

    @Test func equalSpacingWithACustomSpacingAcrossTogglesMatchesAFreshBuild() {
        let recipe = Recipe(
            axis: .horizontal, distribution: .equalSpacing, alignment: .leading, spacing: 12,
            sizes: [(60, 8), (48, 73), (View.noIntrinsicMetric, 21), (0, 0), (36, 16)],
            nested: [3: .horizontal], customSpacings: [0: 19], pinned: 200)
        let (stack, views) = Self.expectReplayMatchesFreshBuild(
            recipe, hidden: [true, false, false, false, true],
            [.toggle(2), .toggle(3), .layout, .toggle(1), .layout, .toggle(3), .toggle(1), .layout, .toggle(0)])
        // v0, v1 and n3 visible: the equal gaps take (200 − 60 − 48 − 27) / 2 = 32.5 ≥ 19.
        expectFrame(stack, Rect(x: 0, y: 0, width: 200, height: 73))
        expectFrame(views[0], Rect(x: 0, y: 0, width: 60, height: 8))
        expectFrame(views[1], Rect(x: 92.5, y: 0, width: 48, height: 73))
        expectFrame(views[3], Rect(x: 173, y: 0, width: 27, height: 12))
        #expect(abs(views[2].frame.width) < stackTolerance && abs(views[4].frame.width) < stackTolerance)
    }

    @Test func fillEquallyWithANestedStackAcrossTogglesMatchesAFreshBuild() {
        let recipe = Recipe(
            axis: .vertical, distribution: .fillEqually, alignment: .lastBaseline, spacing: 4,
            sizes: [(0, 0), (View.noIntrinsicMetric, 32), (View.noIntrinsicMetric, 78)],
            nested: [0: .vertical], pinned: 40)
        let steps: [Step] = [.toggle(0), .layout, .toggle(1), .layout, .toggle(0), .layout, .toggle(1), .layout,
                             .toggle(2), .layout, .toggle(0)]
        let (stack, views) = Self.expectReplayMatchesFreshBuild(recipe, hidden: [false, false, false], steps)
        // Only v1 is left visible: it spans the pinned height.
        expectFrame(stack, Rect(x: 0, y: 0, width: 0, height: 40))
        expectFrame(views[1], Rect(x: 0, y: 0, width: 0, height: 40))
        #expect(abs(views[0].frame.height) < stackTolerance && abs(views[2].frame.height) < stackTolerance)
    }

    /// Each distribution regenerates every group a view's change reaches: each view shown or
    /// hidden and back in turn, then the second view shown, with a layout after each change,
    /// matches a fresh build. (Under equalCentering showing the second view reaches the last
    /// one: the later gaps' priorities follow the visible ordinals.)
    @Test(arguments: Stack.Distribution.allCases)
    func togglingEachViewInTurnMatchesAFreshBuild(_ distribution: Stack.Distribution) {
        let recipe = Recipe(
            axis: .horizontal, distribution: distribution, spacing: 4,
            sizes: [(20, 10), (35, 12), (15, 8), (40, 14), (25, 9), (30, 11)], pinned: 260)
        var steps: [Step] = []
        for index in recipe.sizes.indices.reversed() { steps += [.toggle(index), .layout, .toggle(index), .layout] }
        let (_, views) = Self.expectReplayMatchesFreshBuild(
            recipe, hidden: [false, true, false, false, false, false], steps + [.toggle(1)])
        #expect(views.allSatisfy { !$0.isHidden })
    }

    /// Showing B, whose custom spacing of 70 does not fit the pinned 60, conflicts (as a fresh
    /// build in those states does); hiding C and D afterwards fits again, and nothing of the
    /// conflict remains.
    @Test func aConflictInAnIntermediateStateLeavesNoTrace() {
        let recipe = Recipe(
            axis: .horizontal, spacing: 8, sizes: Array(repeating: (10, 10), count: 4), customSpacings: [1: 70],
            pinned: 60)
        let replayed = recipe.build(hidden: [false, true, false, false])
        expectNoDiagnostics(replayed.window)
        replayed.views[1].isHidden = false
        replayed.window.layoutIfNeeded()
        #expect(!replayed.window.diagnostics.isEmpty)
        #expect(!recipe.build(hidden: [false, false, false, false]).window.diagnostics.isEmpty)
        let conflicts = replayed.window.diagnostics.count
        replayed.views[2].isHidden = true
        replayed.views[3].isHidden = true
        replayed.window.layoutIfNeeded()
        #expect(replayed.window.diagnostics.count == conflicts)
        Self.expectMatchesFreshBuild(replayed, recipe)
        expectFrame(replayed.views[0], Rect(x: 0, y: 0, width: 42, height: 10))
        expectFrame(replayed.views[1], Rect(x: 50, y: 0, width: 10, height: 10))
    }
}
