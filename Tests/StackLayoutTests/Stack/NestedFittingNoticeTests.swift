import Testing
import TestSupport
@_spi(Testing) import StackLayout

/// A stack that regenerates tells the stack arranging it that its fitting size may have changed,
/// and that stack passes the notice on: once for each enclosing stack, however deep the tree.
@Suite("Fitting notices in nested stacks")
struct NestedFittingNoticeTests {
    /// A first layout of stacks nested `depth` deep tells each stack once that the stack it
    /// arranges may have a new fitting size (a stack with changes pending tells its own enclosing
    /// stack when it applies them), not once for every stack below it; hiding the innermost leaf
    /// then tells every enclosing stack once, and the frames are those of a tree built afresh.
    @Test(arguments: [20, 80])
    func nestedStacksTellEachEnclosingStackOnce(depth: Int) {
        let scene = DeepNestingScene(depth: depth)
        scene.window.layoutIfNeeded()
        let first = scene.window.layoutEngineCounts.fittingNotices
        #expect(first == depth - 1)
        scene.leaves[depth - 1].isHidden = true
        scene.window.layoutIfNeeded()
        #expect(scene.window.layoutEngineCounts.fittingNotices - first == depth - 1)
        let fresh = DeepNestingScene(depth: depth)
        fresh.leaves[depth - 1].isHidden = true
        fresh.window.layoutIfNeeded()
        for (stack, other) in zip(scene.stacks, fresh.stacks) {
            #expect(stack.frame == other.frame, "\(stack.displayName)")
        }
    }
}
