// Scale without recursion limits: a very wide stack and stacks nested 200 levels deep lay out,
// animate, render (SVG, text) and describe themselves without overflowing the stack, and
// removing half of a wide stack and re-adding it gives back the same frames. `.ci/run` runs
// them in a release build with 10 000 views (`STACKLAYOUT_SCALE_VIEWS=10000`, see the README),
// and the same scene through `StackLayoutBenchmarks --scale 10000`. Timings come from the
// benchmark, not from tests.
import Glibc
import Testing
import StackLayout

/// Opt-in (`STACKLAYOUT_SCALE_TESTS=1`): a debug build of these trees is slow (the solver's
/// consistency checks), so they do not run in every `swift test`.
@Suite(.enabled(if: Environment.scaleTestsEnabled, "set STACKLAYOUT_SCALE_TESTS=1"), .serialized)
struct ScaleReliabilityTests {
    /// Views in the wide stack: `STACKLAYOUT_SCALE_VIEWS`, else 500.
    static let wideCount = Environment.scaleViews
    /// Nesting depth.
    static let depth = 200

    @Test func wideStackLaysOutAndReturnsToTheSameFramesAfterRemovingHalf() throws {
        let scene = WideStackScene(count: Self.wideCount)
        scene.window.diagnosticHandler = nil
        scene.window.layoutIfNeeded()
        let before = scene.frames
        #expect(before[1].minY > before[0].minY)
        #expect(abs(before[Self.wideCount - 1].maxY - scene.stack.frame.height) < 1e-6)
        try scene.removeHalfAndReAdd()
        let after = scene.frames
        let moved = zip(before, after).filter { abs($0.minX - $1.minX) + abs($0.minY - $1.minY)
            + abs($0.width - $1.width) + abs($0.height - $1.height) > 1e-9 }
        #expect(moved.isEmpty, "\(moved.count) frames differ after removing and re-adding half")
    }

    @Test func wideStackAnimatesAndRenders() {
        let scene = WideStackScene(count: Self.wideCount)
        scene.window.diagnosticHandler = nil
        scene.window.layoutIfNeeded()
        View.animate(withDuration: 0.3) {
            for index in stride(from: 0, to: Self.wideCount, by: 10) { scene.leaves[index].isHidden = true }
            scene.stack.spacing = 4
        }
        scene.window.clock.advance(by: 0.15)
        let middle = scene.leaves[1].presentation.frame
        #expect(middle.minY > 0)
        let svg = SVGRenderer().render(scene.window)
        let text = TextRenderer().render(scene.window)
        #expect(svg.contains("leaf\(Self.wideCount - 1)"))
        #expect(!text.isEmpty)
        scene.window.clock.advance(by: 1)
        #expect(abs(scene.leaves[1].presentation.frame.minY - scene.leaves[1].frame.minY) < 1e-9)
    }

    @Test func deepNestingLaysOutAnimatesRendersAndDescribes() throws {
        let scene = DeepNestingScene(depth: Self.depth)
        scene.window.diagnosticHandler = nil
        scene.window.layoutIfNeeded()
        let deepest = try #require(scene.leaves.last)
        #expect(deepest.window === scene.window)
        #expect(abs(deepest.frame.width - 10) < 1e-9 && abs(deepest.frame.height - 10) < 1e-9)
        // The level-k stack sits after level k−1's leaf plus one point of spacing, alternating axes.
        let second = scene.stacks[1].frame
        #expect(abs(second.minY - 11) < 1e-9 && abs(second.minX) < 1e-9)
        View.animate(withDuration: 0.2) {
            for stack in scene.stacks { stack.spacing = 2 }
        }
        scene.window.clock.advance(by: 0.1)
        let svg = SVGRenderer().render(scene.window)
        let text = TextRenderer().render(scene.window)
        #expect(svg.contains("level199"))
        #expect(!text.isEmpty)
        let description = scene.window.recursiveDescription
        #expect(description.split(separator: "\n").count == 1 + 2 * Self.depth)
        scene.window.clock.advance(by: 1)
        #expect(abs(scene.stacks[1].presentation.frame.minY - 12) < 1e-9)
    }
}

/// Whether the opt-in scale tests run (no Foundation in this module: read with getenv).
enum Environment {
    static let scaleTestsEnabled: Bool = {
        guard let value = getenv("STACKLAYOUT_SCALE_TESTS") else { return false }
        return String(cString: value) == "1"
    }()

    /// Views in the wide scale stack (`STACKLAYOUT_SCALE_VIEWS`, at least 10; 500 by default).
    static let scaleViews: Int = {
        guard let value = getenv("STACKLAYOUT_SCALE_VIEWS"), let count = Int(String(cString: value)) else { return 500 }
        return max(count, 10)
    }()
}
