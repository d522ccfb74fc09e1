// Scale without recursion limits: a very wide stack and stacks nested 200 levels deep lay out,
// animate, render (SVG, text) and describe themselves without overflowing the stack, and removing half of a wide
// stack and re-adding it gives back the same frames. `.ci/run` runs them in a release build
// with 10 000 views (`STACKLAYOUT_SCALE_VIEWS=10000`), and the same scenes through
// `StackLayoutBenchmarks --scale 10000`. Timings come from the benchmark, not from tests.
import StackLayout
import StackLayoutRendering
import TestSupport
import Testing

@Suite(.enabled(if: ScaleTestSettings.isEnabled, "set STACKLAYOUT_SCALE_TESTS=1"), .serialized)
struct ScaleReliabilityTests {
    @Test func wideStackLaysOutAndReturnsToTheSameFramesAfterRemovingHalf() {
        let count = ScaleTestSettings.wideStackViews
        let scene = WideStackScene(count: count)
        scene.window.layoutIfNeeded()
        let before = scene.frames
        #expect(before[1].minY > before[0].minY)
        #expect(abs(before[count - 1].maxY - scene.stack.frame.height) < 1e-6)
        scene.removeHalfAndReAdd()
        let moved = zip(before, scene.frames).filter { !$0.isClose(to: $1) }
        #expect(moved.isEmpty, "\(moved.count) frames differ after removing and re-adding half")
    }

    @Test func wideStackAnimatesToItsNewLayout() {
        let scene = WideStackScene(count: ScaleTestSettings.wideStackViews)
        scene.window.layoutIfNeeded()
        let start = scene.leaves[1].frame
        scene.animateHidingEveryTenthLeaf()
        // Leaf 0 hides: leaf 1 moves from below it (y = 4 + 2) to the top, on screen half-way.
        scene.window.clock.advance(by: 0.15)
        let middle = scene.leaves[1].presentation.frame.minY
        #expect(middle > 0 && middle < start.minY)
        scene.window.clock.advance(by: 1)
        #expect(scene.leaves[1].frame.minY == 0)
        #expect(scene.leaves[1].presentation.frame.isClose(to: scene.leaves[1].frame))
    }

    @Test func deepNestingLaysOutAnimatesAndDescribes() throws {
        let depth = ScaleTestSettings.nestingDepth
        let scene = DeepNestingScene(depth: depth)
        scene.window.layoutIfNeeded()
        let deepest = try #require(scene.leaves.last)
        #expect(deepest.window === scene.window)
        #expect(deepest.frame.size == Size(width: 10, height: 10))
        // The level-1 stack sits below level 0's leaf plus one point of spacing.
        #expect(scene.stacks[1].frame.origin == Point(x: 0, y: 11))
        View.animate(withDuration: 0.2) {
            for stack in scene.stacks { stack.spacing = 2 }
        }
        scene.window.clock.advance(by: 0.1)
        #expect(scene.window.recursiveDescription.split(separator: "\n").count == 1 + 2 * depth)
        scene.window.clock.advance(by: 1)
        #expect(abs(scene.stacks[1].presentation.frame.minY - 12) < 1e-9)
    }

    @Test func wideStackRendersMidAnimation() {
        let count = ScaleTestSettings.wideStackViews
        let scene = WideStackScene(count: count)
        scene.window.layoutIfNeeded()
        scene.animateHidingEveryTenthLeaf()
        scene.window.clock.advance(by: 0.15)
        #expect(SVGRenderer().render(scene.window).contains(">leaf\(count - 1)</text>"))
        #expect(TextRenderer().render(scene.window).contains("wide"))
    }

    @Test func deepNestingRenders() {
        let depth = ScaleTestSettings.nestingDepth
        let scene = DeepNestingScene(depth: depth)
        scene.window.layoutIfNeeded()
        #expect(SVGRenderer().render(scene.window).contains(">level\(depth - 1)"))
        #expect(TextRenderer().render(scene.window).contains("level0"))
    }
}
