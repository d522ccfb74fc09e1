import StackLayout
import StackLayoutRendering
import TestSupport

/// `--scale N`: the scale scenes of the tests (`WideStackScene`, `DeepNestingScene` in
/// `Tests/TestSupport`) timed in release, `N` arranged views (10 000 for the figures).
///
/// A vertical fill stack of `N` leaves that fits its content: first layout, an animated hide
/// of every tenth leaf with a new spacing (clock advanced to the middle and the end), SVG and
/// text rendering, and removing the second half of the leaves and appending them again (the
/// frames must come back identical, else the run exits with status 1); then stacks nested 200
/// deep. Each phase is timed over `samples` fresh scenes and its median printed in
/// milliseconds. Both use fill alignment: `.leading` (every view bounded by the stack's edges)
/// is still superlinear at this size (see `Benchmarks/README.md`).
enum ScaleSuite {
    /// The phases in the order they run and print.
    static let phases = ["layout", "animated hide of every 10th + spacing", "render SVG + text", "remove half, re-add",
                         "nested 200 deep: layout, animate, render"]

    /// Milliseconds since `start`.
    static func milliseconds(since start: UInt64) -> Double {
        Double(MonotonicClock.nanoseconds() - start) / 1e6
    }

    /// Runs every phase `samples` times; returns whether every round trip gave identical frames.
    static func run(views count: Int, samples: Int) -> Bool {
        var timings: [String: [Double]] = [:]
        var identical = true
        for _ in 0..<samples {
            identical = runWideStack(count: count, into: &timings) && identical
            let start = MonotonicClock.nanoseconds()
            let nested = DeepNestingScene(depth: 200)
            nested.window.layoutIfNeeded()
            View.animate(withDuration: 0.2) { for stack in nested.stacks { stack.spacing = 2 } }
            nested.window.clock.advance(by: 0.2)
            blackHole(SVGRenderer().render(nested.window).utf8.count + TextRenderer().render(nested.window).utf8.count)
            timings[phases[4], default: []].append(milliseconds(since: start))
        }
        for phase in phases {
            let values = (timings[phase] ?? []).sorted()
            let median = values.isEmpty ? 0 : values[values.count / 2]
            print("scale  \(count) views  \(phase): median \(NumberFormatting.fixed(median, decimals: 1)) ms "
                + "over \(values.count)")
        }
        print("scale  \(count) views  frames after remove half, re-add: \(identical ? "identical" : "DIFFERENT")")
        return identical
    }

    /// Times the first four phases on a fresh wide stack of `count` leaves; returns whether
    /// removing half and re-adding it gave back the same frames.
    private static func runWideStack(count: Int, into timings: inout [String: [Double]]) -> Bool {
        var start = MonotonicClock.nanoseconds()
        let scene = WideStackScene(count: count)
        scene.window.layoutIfNeeded()
        timings[phases[0], default: []].append(milliseconds(since: start))

        start = MonotonicClock.nanoseconds()
        scene.animateHidingEveryTenthLeaf()
        scene.window.clock.advance(by: 0.15)
        blackHole(scene.leaves[1].presentation.frame)
        scene.window.clock.advance(by: 0.15)
        blackHole(scene.leaves[1].presentation.frame)
        timings[phases[1], default: []].append(milliseconds(since: start))

        start = MonotonicClock.nanoseconds()
        blackHole(SVGRenderer().render(scene.window).utf8.count + TextRenderer().render(scene.window).utf8.count)
        timings[phases[2], default: []].append(milliseconds(since: start))

        for index in stride(from: 0, to: count, by: 10) { scene.leaves[index].isHidden = false }
        scene.stack.spacing = 2
        scene.window.layoutIfNeeded()
        let before = scene.frames
        start = MonotonicClock.nanoseconds()
        scene.removeHalfAndReAdd()
        timings[phases[3], default: []].append(milliseconds(since: start))
        return before == scene.frames
    }
}
