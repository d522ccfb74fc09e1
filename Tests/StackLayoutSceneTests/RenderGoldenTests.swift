// Text and SVG renderings of a few scenes against golden files, and the HTML animation page.
import Foundation
import TestSupport
import Testing
import StackLayout
import StackLayoutRendering
import StackLayoutScene
@_spi(Testing) import stacklayout

@Suite struct RenderGoldenTests {
    /// Scenes and the times they are rendered at (mid-animation where the scene animates).
    static let cases: [(name: String, time: Double)] = [
        ("nested-stacks", 0), ("hidden-animated", 0.65), ("menu-spring", 0.75),
        ("distribution-equal-spacing", 0), ("alignment-first-baseline", 0),
        ("labels-and-controls", 0.7), ("right-to-left", 0.65),
    ]

    @Test(arguments: cases)
    func textAndSVGMatchGolden(name: String, time: Double) throws {
        let frame = try #require(try loadExample(name).play(at: [time]).frames.first)
        let text = TextRenderer().render(frame.snapshot)
        let svg = SVGRenderer(options: .init(showsOverlay: true)).render(frame.snapshot)
        #expect(GoldenFile("Scene/render/\(name).txt").mismatch(with: text) == nil)
        #expect(GoldenFile("Scene/render/\(name).svg").mismatch(with: svg) == nil)
    }

    @Test func theDemoScreenMatchesGolden() throws {
        let frames = try DemoScreen.scene.play(at: DemoScreen.textTimes).frames
        let text = frames.map { TextRenderer().render($0.snapshot) }.joined(separator: "\n")
        let svg = SVGRenderer(options: .init(scale: 1.5, showsOverlay: true)).render(frames[0].snapshot)
        #expect(GoldenFile("Scene/render/demo.txt").mismatch(with: text) == nil)
        #expect(GoldenFile("Scene/render/demo.svg").mismatch(with: svg) == nil)
    }

    @Test func renderingTheSameSceneTwiceIsByteIdentical() throws {
        let first = try loadExample("menu-spring").play(at: [0.6])
        let second = try loadExample("menu-spring").play(at: [0.6])
        #expect(SVGRenderer().render(first.frames[0].snapshot) == SVGRenderer().render(second.frames[0].snapshot))
    }

    @Test(arguments: ["hidden-animated", "menu-spring", "popup-reveal"])
    func theHTMLPageHasOneFramePerSample(name: String) throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let html = directory.appendingPathComponent("page.html").path
        let scene = examplesDirectory.appendingPathComponent(name + ".json").path
        let output = StackLayoutTool.run(["render", scene, "--html", html])
        #expect(output == ToolOutput(status: 0))
        let page = try String(contentsOfFile: html, encoding: .utf8)
        let samples = try loadExample(name).resolvedSamples
        #expect(occurrences(of: "<div class=\"frame", in: page) == samples.count)
        #expect(occurrences(of: "<svg ", in: page) == samples.count)
        for (index, time) in samples.enumerated() {
            #expect(page.contains("data-index=\"\(index)\" data-t=\"\(NumberFormatting.format(time))\""))
        }
    }

    @Test func aSceneWithoutSamplesAnimatesAtThirtyFramesPerSecond() throws {
        let scene = try Scene.load(json: """
            { "version": 1, "window": [100, 100], "root": { "id": "main" },
              "timeline": [ { "at": 0.2, "animate": { "duration": 0.1 }, "changes": [ { "view": "main", "alpha": 0 } ] } ] }
            """)
        let times = StackLayoutTool.animationTimes(of: scene)
        #expect(times.count == 10)
        #expect(times.first == 0)
        #expect(abs((times.last ?? 0) - 0.3) < 1e-9)
        #expect(StackLayoutTool.animationTimes(of: try Scene.load(json: document())) == [0])
        let long = try Scene.load(json: document(#""timeline": [ { "at": 1000000, "changes": [] } ]"#))
        let spread = StackLayoutTool.animationTimes(of: long)
        #expect(spread.count == StackLayoutTool.maximumPageFrames + 1)
        #expect(spread.last == 1_000_000)
    }
}

/// Number of non-overlapping occurrences of `needle` in `text`.
func occurrences(of needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
}
