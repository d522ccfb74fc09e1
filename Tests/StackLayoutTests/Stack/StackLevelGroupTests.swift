import TestSupport
import Testing
@_spi(Testing) import StackLayout

/// The stack-level group (the connection to the last visible view, the empty fits, the line of
/// an alignment, the baseline placement of the first visible view) reads only the visible views
/// at the ends: a hidden view, an insertion or a removal that leaves the ones it names in place
/// does not reconcile it, and one that moves either does. Either way the stack ends as a stack built
/// in its final state: the same constraints, the same descriptions of the constraints affecting
/// each view, the same frames (within `stackTolerance`: a toggled equalSpacing stack may differ
/// from a fresh one in the last bits).
@Suite("Stack-level group")
struct StackLevelGroupTests {
    typealias Recipe = HideShowHistoryTests.Recipe

    /// Five views of different sizes in a pinned stack, one recipe for each shape of stack-level
    /// group: the fill chain, the equal distributions' fit, an alignment line, baselines, a
    /// custom spacing after the middle view.
    static let recipes: [(name: String, recipe: Recipe)] = {
        let sizes: [(width: Double, height: Double)] = [(20, 10), (35, 16), (15, 8), (40, 14), (25, 9)]
        return [
            ("fill", Recipe(axis: .horizontal, spacing: 4, sizes: sizes, pinned: 120)),
            ("fill, custom spacing", Recipe(axis: .horizontal, spacing: 4, sizes: sizes, customSpacings: [2: 11], pinned: 200)),
            ("fillEqually", Recipe(axis: .horizontal, distribution: .fillEqually, spacing: 4, sizes: sizes, pinned: 200)),
            ("equalSpacing", Recipe(axis: .vertical, distribution: .equalSpacing, alignment: .center, spacing: 3,
                                    sizes: sizes, pinned: 150)),
            ("firstBaseline", Recipe(axis: .horizontal, alignment: .firstBaseline, spacing: 6, sizes: sizes)),
            ("lastBaseline", Recipe(axis: .horizontal, alignment: .lastBaseline, spacing: 6, sizes: sizes, nested: [4: .vertical])),
            ("trailing", Recipe(axis: .vertical, alignment: .trailing, spacing: 2, sizes: sizes)),
        ]
    }()

    /// Sequences of toggles (a layout after each): the first view, a middle one, the last one,
    /// every view hidden one after the other and shown again.
    static let sequences: [(name: String, toggles: [Int])] = [
        ("first", [0, 0]),
        ("middle", [2, 2]),
        ("last", [4, 4]),
        ("all", [0, 1, 2, 3, 4, 2, 0, 4, 1, 3]),
    ]

    @Test(arguments: recipes.indices, sequences.indices)
    func togglesMatchAFreshBuild(_ recipe: Int, _ sequence: Int) {
        let (name, recipe) = Self.recipes[recipe]
        let built = recipe.build(hidden: Array(repeating: false, count: recipe.sizes.count))
        for index in Self.sequences[sequence].toggles {
            built.views[index].isHidden.toggle()
            built.window.layoutIfNeeded()
            Self.expectMatchesFreshBuild(built, recipe, name)
        }
    }

    /// Every generated constraint affecting each view, as its description, sorted: a stack that
    /// kept a stale constraint in its stack-level group lists it here.
    static func affecting(_ views: [View]) -> [[String]] {
        views.map { view in
            (view.constraintsAffectingLayout(for: .horizontal) + view.constraintsAffectingLayout(for: .vertical))
                .map(\.description).sorted()
        }
    }

    /// Expects `built` to have the catalogue, the constraints affecting each view and the frames
    /// of `recipe` built in its hidden states.
    static func expectMatchesFreshBuild(
        _ built: (window: Window, stack: Stack, views: [View]), _ recipe: Recipe, _ name: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let hidden = built.views.map(\.isHidden)
        let fresh = recipe.build(hidden: hidden)
        let comment = Comment(rawValue: "\(name), hidden \(hidden)")
        #expect(CatalogueGoldenTests.catalogue(built.stack) == CatalogueGoldenTests.catalogue(fresh.stack), comment,
                sourceLocation: sourceLocation)
        #expect(affecting([built.stack] + built.views) == affecting([fresh.stack] + fresh.views), comment,
                sourceLocation: sourceLocation)
        for (view, freshView) in zip([built.stack] + built.views, [fresh.stack] + fresh.views) {
            expectFrame(view, freshView.frame, comment, sourceLocation: sourceLocation)
        }
        expectNoDiagnostics(built.window, sourceLocation: sourceLocation)
    }

    /// Toggling a view reconciles its along and cross groups and the next visible view's along
    /// group. In the fill stack that is 3 for the first and a middle view (nothing stack-level:
    /// only baselines read the first view), and 3 for the last one too, which has no next view
    /// but moves the stack's connection to its last view. With first-baseline alignment, moving
    /// the first view moves the stack's baseline placement: 4.
    @Test(arguments: [(0, 0, 3), (0, 2, 3), (0, 4, 3), (4, 0, 4), (4, 2, 3)])
    func onlyAToggleThatMovesAnEndTheGroupNamesReconcilesIt(_ recipe: Int, _ index: Int, _ groups: Int) {
        let recipe = Self.recipes[recipe].recipe
        let built = recipe.build(hidden: Array(repeating: false, count: recipe.sizes.count))
        for _ in 0..<2 {
            let before = built.stack.reconciledGeneratedGroups
            built.views[index].isHidden.toggle()
            built.window.layoutIfNeeded()
            #expect(built.stack.reconciledGeneratedGroups - before == groups)
        }
    }

    /// With the last two views hidden, hiding the second view keeps the ends (the first and the
    /// third): nothing stack-level is reconciled, and the stack still matches a fresh build.
    @Test func hidingAViewBetweenTheEndsBeforeHiddenViewsKeepsTheEnds() {
        let recipe = Self.recipes[0].recipe
        let built = recipe.build(hidden: [false, false, false, true, true])
        let before = built.stack.reconciledGeneratedGroups
        built.views[1].isHidden = true
        built.window.layoutIfNeeded()
        #expect(built.stack.reconciledGeneratedGroups - before == 3)
        Self.expectMatchesFreshBuild(built, recipe, "fill")
    }

    /// After a toggle that left the stack-level group alone, a change of a property it reads
    /// (alignment, distribution, axis) makes it again: the stack matches a fresh build with the
    /// new property (the stack is not pinned, so that it fits either axis).
    @Test func aPropertyChangeAfterAToggleMakesTheStackLevelGroupAgain() {
        var recipe = Self.recipes[0].recipe
        recipe.pinned = nil
        let built = recipe.build(hidden: Array(repeating: false, count: recipe.sizes.count))
        // Each step toggles a view, lays out, then changes a property of the stack and the recipe.
        let steps: [(toggled: Int, name: String, change: (Stack, inout Recipe) -> Void)] = [
            (2, "firstBaseline", { $0.alignment = .firstBaseline; $1.alignment = .firstBaseline }),
            (2, "equalSpacing", { $0.distribution = .equalSpacing; $1.distribution = .equalSpacing }),
            (1, "vertical", { $0.axis = .vertical; $1.axis = .vertical }),
        ]
        for step in steps {
            built.views[step.toggled].isHidden.toggle()
            built.window.layoutIfNeeded()
            step.change(built.stack, &recipe)
            built.window.layoutIfNeeded()
            Self.expectMatchesFreshBuild(built, recipe, step.name)
        }
    }

    /// An arranged view inserted and removed between the ends, before and after layouts, leaves
    /// the stack-level group alone and the stack as built fresh.
    @Test func insertingAndRemovingBetweenTheEndsMatchesAFreshBuild() {
        let recipe = Self.recipes[0].recipe
        let built = recipe.build(hidden: Array(repeating: false, count: recipe.sizes.count))
        let extra = IntrinsicView("extra", 12, 7)
        built.stack.insertArrangedSubview(extra, at: 2)
        built.window.layoutIfNeeded()
        #expect(extra.frame.width > 0)
        built.stack.removeArrangedSubview(extra)
        extra.removeFromSuperview()
        built.window.layoutIfNeeded()
        Self.expectMatchesFreshBuild(built, recipe, "fill")
    }
}
