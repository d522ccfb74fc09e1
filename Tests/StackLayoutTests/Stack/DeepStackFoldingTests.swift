import Testing
@_spi(Testing) import LayoutSolver
@_spi(Testing) import StackLayout
import TestSupport

/// Stacks nested deep (alternating vertical and horizontal, each holding a 10 × 10 leaf, spacing
/// 1): the solver folds each level's row into the next and cuts the folded costs short; when
/// the solution reaches a cut it folds again in full. Each case is laid out at the default
/// thresholds, with costs cut after one stretch, and never cut (`SolverTuning.neverOn`); all
/// must agree with the hand-computed sizes.
@Suite("Stacks nested deep: folding cut short")
struct DeepStackFoldingTests {
    /// Every threshold at its default but the cut, after one stretch.
    static var cutEarly: SolverTuning {
        var tuning = SolverTuning.default
        tuning.foldedStretchLimit = 1
        return tuning
    }

    /// Depth, the root's width when it is pinned (`nil`: free), and the root's expected size.
    /// Free, `depth / 2` horizontal levels make the width `11 · depth / 2 − 1` and `depth / 2`
    /// vertical levels the height `10 + 11 · depth / 2`. Pinned narrower, the horizontal
    /// leaves give up width (compression at 750 beats the vertical leaves' hugging at 250).
    static let cases: [(depth: Int, width: Double?, size: Size)] = [
        (30, nil, Size(width: 164, height: 175)),
        (60, nil, Size(width: 329, height: 340)),
        (30, 100, Size(width: 100, height: 175)),
        (30, 300, Size(width: 300, height: 175)),
        (60, 40, Size(width: 40, height: 340)),
    ]

    @Test(arguments: cases.indices)
    func everyThresholdGivesTheHandComputedSize(_ index: Int) {
        let (depth, width, size) = Self.cases[index]
        var frames: [[Rect]] = []
        for tuning in [SolverTuning.default, Self.cutEarly, .neverOn] {
            let scene = DeepNestingScene(depth: depth)
            scene.window.layoutSolverTuning = tuning
            if let width, let root = scene.stacks.first { root.widthAnchor.constraint(equalToConstant: width).isActive = true }
            scene.window.layoutIfNeeded()
            let root = scene.stacks[0].frame
            #expect(abs(root.width - size.width) < 1e-9 && abs(root.height - size.height) < 1e-9,
                    "\(tuning) depth \(depth): \(root)")
            frames.append(scene.leaves.map(\.frame) + scene.stacks.map(\.frame))
        }
        for other in frames.dropFirst() {
            let largest = zip(frames[0], other).map { a, b in
                max(abs(a.minX - b.minX), abs(a.minY - b.minY), abs(a.width - b.width), abs(a.height - b.height))
            }.max() ?? 0
            #expect(largest < 1e-9, "depth \(depth) width \(String(describing: width)): frames differ by \(largest)")
        }
    }

    /// Squeezed, every horizontal leaf gives up the same width (ties go to the outer levels
    /// first, so the leaves' widths are whole-point steps only where the squeeze ends).
    @Test func squeezedLeavesShareTheLoss() {
        let scene = DeepNestingScene(depth: 30)
        scene.stacks[0].widthAnchor.constraint(equalToConstant: 100).isActive = true
        scene.window.layoutIfNeeded()
        let horizontalLeaves = stride(from: 1, to: 30, by: 2).map { scene.leaves[$0].frame.width }
        // 164 − 100 = 64 points taken from 15 leaves of 10: the total is what the root leaves.
        #expect(abs(horizontalLeaves.reduce(0, +) - (100 - 14)) < 1e-9, "\(horizontalLeaves)")
        #expect(horizontalLeaves.allSatisfy { $0 >= -1e-9 && $0 <= 10 + 1e-9 }, "\(horizontalLeaves)")
    }
}
