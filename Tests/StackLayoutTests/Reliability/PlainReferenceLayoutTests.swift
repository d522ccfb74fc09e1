import Testing
@_spi(Testing) import TestSupport
@_spi(Testing) import LayoutSolver
@_spi(Testing) import StackLayout

/// The layout engine against the plain reference solver (`PlainSimplex`, a dense textbook
/// simplex with strict levels): on seeded trees of nested stacks, chains, priorities and hidden
/// views, and after each of a few random edits, the constraints the engine's solver holds are
/// solved again by the reference. The engine's solution must meet every required constraint,
/// reach the optimal error on every level, and give every value that all optima share.
@Suite("Differential: the layout engine against the plain reference")
struct PlainReferenceLayoutTests {
    /// 4 × 260 scenes per run.
    static let seeds: [UInt64] = [0x9A1_0001, 0x9A1_0002, 0x9A1_0003, 0x9A1_0004]
    /// Every seed at the solver's default thresholds, one at each extreme.
    static let cases = SolverTuning.cases(seeds)
    static let scenesPerSeed = 260
    static let editsPerScene = 3

    @Test(arguments: cases)
    func engineMatchesThePlainReference(tuning: SolverTuning, seed: UInt64) {
        var compared = 0, largest = 0
        for index in 0..<Self.scenesPerSeed {
            let scene = ReferenceScene(seed: seed, index: index)
            scene.window.layoutSolverTuning = tuning
            for step in 0...Self.editsPerScene {
                if step > 0 { scene.randomEdit() }
                scene.window.layoutIfNeeded()
                let check = PlainReferenceCheck(scene.window.layoutSolverSystem)
                #expect(check.problems.isEmpty, "\(tuning) seed \(seed) scene \(index) step \(step): \(check.problems.prefix(3))")
                compared += check.comparedValues
                largest = max(largest, check.variableCount)
            }
        }
        // Most values are fixed by the constraints, and some scenes are large.
        #expect(compared > Self.scenesPerSeed * 40)
        #expect((120...200).contains(largest), "largest: \(largest)")
    }
}
