// Seeded fuzzing of the scene path: random valid scenes and hostile mutations of them go through
// `Scene.load`, `Scene.play` (the runner), the layout report and the SVG/text/HTML renderers.
// Every input must end in a layout (possibly with diagnostics) or a clean `SceneError`, within a
// second. Inputs that once failed live in Tests/Fixtures/Fuzz and are replayed here.
import Foundation
import TestSupport
import StackLayout
import StackLayoutRendering
import Testing
import StackLayoutScene

/// What one input came to.
enum FuzzOutcome: Equatable {
    case rejected(String)
    case laidOut(diagnostics: Int)
    case runFailed(String)
}

/// How long one input took: CPU seconds of the thread and monotonic (wall-clock) seconds.
struct FuzzTiming {
    var cpu: Double
    var wall: Double
}

/// Loads, plays and renders one scene text; returns the outcome and the time it took.
func exerciseScene(_ text: String) -> (outcome: FuzzOutcome, timing: FuzzTiming) {
    let start = monotonicSeconds()
    let startCPU = threadCPUSeconds()
    let outcome: FuzzOutcome
    do {
        let scene = try Scene.load(json: text)
        let times = scene.resolvedSamples + [0, scene.endTime / 2]
        let playback = try scene.play(at: times)
        _ = playback.report.rendered
        for frame in playback.frames.prefix(2) {
            _ = SVGRenderer(options: .init(showsOverlay: true)).render(frame.snapshot)
            _ = TextRenderer().render(frame.snapshot)
        }
        _ = HTMLAnimationRenderer(title: "fuzz").render(playback.frames.map(\.snapshot))
        outcome = .laidOut(diagnostics: playback.diagnostics.count)
    } catch let error as SceneError {
        outcome = .rejected(error.description)
    } catch let error as SceneRunError {
        outcome = .runFailed(error.message)
    } catch {
        outcome = .runFailed("\(error)")
    }
    return (outcome, FuzzTiming(cpu: threadCPUSeconds() - startCPU, wall: monotonicSeconds() - start))
}

/// The per-scene limit on the thread's CPU time (below). Wall-clock time on the
/// monotonic clock is checked against a looser bound (`STACKLAYOUT_FUZZ_WALL_LIMIT`, default 10 s)
/// so that a hang is caught even on a machine shared with many other processes.
#if DEBUG
/// Debug builds compile the solver's tableau consistency checks (LAYOUT_SOLVER_CHECKS), about 80% of the
/// cost of a scene here, so the per-scene bound is 5 s of CPU; without them it is 1 s.
let sceneCPULimit = 5.0
#else
let sceneCPULimit = 1.0
#endif
let sceneWallLimit = ProcessInfo.processInfo.environment["STACKLAYOUT_FUZZ_WALL_LIMIT"].flatMap(Double.init) ?? 10

/// Checks both time limits for one input.
func expectWithinLimits(_ timing: FuzzTiming, _ label: @autoclosure () -> String,
                        sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(timing.cpu < sceneCPULimit, "\(label()) used \(timing.cpu) s of CPU", sourceLocation: sourceLocation)
    #expect(timing.wall < sceneWallLimit, "\(label()) took \(timing.wall) s", sourceLocation: sourceLocation)
}

/// A short excerpt of an input for failure messages.
func excerpt(_ text: String) -> String { text.count <= 400 ? text : String(text.prefix(400)) + "…" }

@Suite struct SceneFuzzTests {
    /// Valid scenes per batch (4 batches).
    static let validPerBatch = 25
    /// Mutated scenes per batch (6 batches).
    static let mutatedPerBatch = 50

    /// Random valid scenes: all load, and all lay out.
    @Test(arguments: 0..<4)
    func validScenesLayOut(batch: Int) {
        var laidOut = 0
        var slowest = 0.0
        let count = Self.validPerBatch
        for seed in UInt64(batch * count)..<UInt64(batch * count + count) {
            var generator = SceneGenerator(seed: seed)
            let text = generator.document().text
            let (outcome, timing) = exerciseScene(text)
            expectWithinLimits(timing, "seed \(seed): \(excerpt(text))")
            slowest = max(slowest, timing.cpu)
            switch outcome {
            case .laidOut: laidOut += 1
            case .rejected(let message):
                // A timeline may name a view an earlier step removed; anything else is a generator or loader bug.
                #expect(message.contains("timeline"), "valid seed \(seed) rejected: \(message)\n\(excerpt(text))")
            case .runFailed(let message): Issue.record("seed \(seed) failed to run: \(message)\n\(excerpt(text))")
            }
        }
        print("fuzz valid batch \(batch): \(count) scenes, \(laidOut) laid out, slowest \(slowest) s CPU")
        #expect(laidOut >= count * 9 / 10)
    }

    /// Mutated scenes: a layout or a clean error naming a JSON path, never a trap or a hang.
    @Test(arguments: 0..<6)
    func mutatedScenesEndCleanly(batch: Int) {
        var laidOut = 0
        var slowest = 0.0
        let count = Self.mutatedPerBatch
        for seed in UInt64(10_000 + batch * count)..<UInt64(10_000 + batch * count + count) {
            var generator = SceneGenerator(seed: seed)
            let document = generator.document()
            var mutator = SceneMutator(random: FuzzRandom(fuzzSeed: seed ^ 0xABCD))
            let text = mutator.mutate(document, count: 1 + Int(seed % 3))
            let (outcome, timing) = exerciseScene(text)
            expectWithinLimits(timing, "seed \(seed): \(excerpt(text))")
            slowest = max(slowest, timing.cpu)
            switch outcome {
            case .laidOut: laidOut += 1
            case .rejected(let message): #expect(!message.isEmpty && !message.contains("\n"))
            case .runFailed(let message): Issue.record("mutated seed \(seed) failed to run: \(message)\n\(excerpt(text))")
            }
        }
        print("fuzz mutated batch \(batch): \(count) scenes, \(laidOut) laid out, slowest \(slowest) s CPU")
    }

    /// The same scene with its keys in another order gives the same report and renderings.
    @Test(arguments: 0..<20)
    func keyOrderDoesNotMatter(seed: UInt64) throws {
        var generator = SceneGenerator(seed: 50_000 + seed)
        let document = generator.document()
        var random = FuzzRandom(fuzzSeed: seed)
        let shuffled = document.shufflingKeys(&random)
        guard let first = try? Scene.load(json: document.text).play() else { return }
        let second = try Scene.load(json: shuffled.text).play()
        #expect(first.report.rendered == second.report.rendered)
        let snapshots = zip(first.frames, second.frames)
        for (a, b) in snapshots {
            #expect(SVGRenderer().render(a.snapshot) == SVGRenderer().render(b.snapshot))
            #expect(TextRenderer().render(a.snapshot) == TextRenderer().render(b.snapshot))
        }
    }

    /// Every kept regression input still ends cleanly, within the time limit.
    @Test func regressionFixtures() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: fuzzFixtureDirectory.path)
            .filter { $0.hasSuffix(".json") }.sorted()
        #expect(!names.isEmpty)
        for name in names {
            let data = try Data(contentsOf: fuzzFixtureDirectory.appendingPathComponent(name))
            let text = String(decoding: data, as: UTF8.self)
            let (outcome, timing) = exerciseScene(text)
            expectWithinLimits(timing, name)
            if case .runFailed(let message) = outcome { Issue.record("\(name) failed to run: \(message)") }
            let expectsError = name.hasPrefix("reject-")
            if case .rejected = outcome { #expect(expectsError, "\(name) was rejected") } else {
                #expect(!expectsError, "\(name) was accepted")
            }
        }
    }
}
