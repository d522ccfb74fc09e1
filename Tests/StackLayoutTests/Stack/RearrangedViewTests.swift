import TestSupport
import Testing
@_spi(Testing) import StackLayout

/// A view taken out of its superview leaves the stack's subtree, and the constraints that name it
/// go inactive. Arranged again at the same place, before or after a layout, it must be laid out
/// as in a stack built fresh: the inactive constraints of its old place must not stand in for the
/// ones its new place needs. (A view that leaves the stack loses its custom spacing: the tests
/// set it again.)
@Suite("A view removed from its superview and arranged again")
struct RearrangedViewTests {
    /// The stacks of `StackLevelGroupTests`, each view in turn taken out and put back.
    @Test(arguments: StackLevelGroupTests.recipes.indices, [0, 2, 4])
    func putBackAtItsPlaceMatchesAFreshBuild(_ recipe: Int, _ index: Int) {
        let (name, recipe) = StackLevelGroupTests.recipes[recipe]
        let built = recipe.build(hidden: Array(repeating: false, count: recipe.sizes.count))
        built.views[index].removeFromSuperview()
        built.stack.insertArrangedSubview(built.views[index], at: index)
        if let spacing = recipe.customSpacings[index] { built.stack.setCustomSpacing(spacing, after: built.views[index]) }
        built.window.layoutIfNeeded()
        StackLevelGroupTests.expectMatchesFreshBuild(built, recipe, "\(name), view \(index) put back")
    }

    /// The same with a layout while the view is out: the stack first closes the gap, then opens it.
    @Test(arguments: [0, 2, 4])
    func putBackAfterALayoutWithoutItMatchesAFreshBuild(_ index: Int) {
        let (name, recipe) = StackLevelGroupTests.recipes[0]
        let built = recipe.build(hidden: Array(repeating: false, count: recipe.sizes.count))
        built.views[index].removeFromSuperview()
        built.window.layoutIfNeeded()
        #expect(built.stack.arrangedSubviews.count == recipe.sizes.count - 1)
        built.stack.insertArrangedSubview(built.views[index], at: index)
        built.window.layoutIfNeeded()
        StackLevelGroupTests.expectMatchesFreshBuild(built, recipe, "\(name), view \(index) put back after a layout")
    }
}
