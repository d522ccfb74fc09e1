import TestSupport
import Testing
import StackLayout

/// Which tree a view is in (its `window`, `isDescendant(of:)`) as trees are built, joined, cut
/// and freed, in every order: roots are remembered along the way, and each change must end the
/// ones it makes wrong.
@Suite("Tree roots")
struct TreeRootTests {
    /// A chain of `count` views, each the only subview of the one before, built from the top
    /// (`topDown`) or from the bottom.
    static func chain(_ count: Int, topDown: Bool) -> [View] {
        let views = (0..<count).map { namedView("v\($0)") }
        if topDown {
            for i in 1..<count { views[i - 1].addSubview(views[i]) }
        } else {
            for i in (1..<count).reversed() { views[i - 1].addSubview(views[i]) }
        }
        return views
    }

    @Test(arguments: [(3000, true), (3000, false), (2, true)])
    func aChainJoinsAndLeavesAWindowWhole(count: Int, topDown: Bool) {
        let views = Self.chain(count, topDown: topDown)
        // Asked before joining: every view knows the loose root.
        #expect(views.allSatisfy { $0.window == nil && $0.isDescendant(of: views[0]) })
        let window = testWindow()
        window.addSubview(views[0])
        #expect(views.allSatisfy { $0.window === window })
        let middle = count / 2
        views[middle].removeFromSuperview()
        #expect(views[..<middle].allSatisfy { $0.window === window })
        #expect(views[middle...].allSatisfy { $0.window == nil && !$0.isDescendant(of: views[0]) })
        #expect(views[count - 1].isDescendant(of: views[middle]))
        let other = testWindow()
        other.addSubview(views[middle])
        #expect(views[middle...].allSatisfy { $0.window === other })
        #expect(views[..<middle].allSatisfy { $0.window === window })
    }

    /// A tree whose views already know their root joins another view: they learn the new root;
    /// a view of it then cannot take in the tree's new ancestors.
    @Test func aRootThatJoinsATreeIsNoLongerTheRoot() {
        let window = testWindow()
        let card = namedView("card")
        window.addSubview(card)
        let loose = Self.chain(4, topDown: true)
        #expect(loose[3].window == nil && loose[3].isDescendant(of: loose[0]))
        card.addSubview(loose[0])
        #expect(loose[3].window === window)
        #expect(loose[3].isDescendant(of: card) && loose[3].isDescendant(of: window))
        #expect(!card.isDescendant(of: loose[0]))
        loose[3].addSubview(card)
        #expect(card.superview === window)
        #expect(window.diagnostics == [.hierarchyCycle(view: "card", superview: "v3")])
    }

    /// Moving a subtree within its tree, and into its own former descendant, which is refused.
    @Test func movesWithinATreeAndCyclesThroughAMove() {
        let window = testWindow()
        let views = Self.chain(6, topDown: false)
        window.addSubview(views[0])
        views[1].addSubview(views[4])
        #expect(views[4].superview === views[1] && views[3].subviews.isEmpty)
        #expect(views[5].isDescendant(of: views[1]) && !views[5].isDescendant(of: views[2]))
        #expect(views[5].window === window)
        views[5].addSubview(views[1])
        #expect(views[1].superview === views[0])
        #expect(window.diagnostics == [.hierarchyCycle(view: "v1", superview: "v5")])
    }

    /// A root freed while views under it live on: they are roots of their own.
    @Test func viewsOfAFreedRootAreRootsOfTheirOwn() {
        var root: View? = namedView("root")
        let views = Self.chain(3, topDown: true)
        root?.addSubview(views[0])
        #expect(views[2].isDescendant(of: views[0]) && views[2].window == nil)
        root = nil
        #expect(views[0].superview == nil)
        #expect(views[2].isDescendant(of: views[0]) && views[2].window == nil)
        let window = testWindow()
        window.addSubview(views[0])
        #expect(views[2].window === window)
    }
}
