// `stacklayout` run in-process: exit codes, the one-line error contract, files written.
import Foundation
import Testing
import StackLayout
import StackLayoutRendering
import StackLayoutScene
@_spi(Testing) import stacklayout

/// Writes `text` to a new temporary file and returns its path.
func temporaryFile(_ text: String, name: String = "scene.json") throws -> String {
    let url = try temporaryDirectory().appendingPathComponent(name)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
}

@Suite struct ToolTests {
    static let badScene = document(root: """
        { "id": "s", "type": "stack", "arranged": [ { "id": "a" }, { "id": "b" }, { "id": "c", "intrinsic": [1] } ] }
        """)

    /// Bad input: exit 2, nothing on standard output, one line on standard error containing `message`.
    @Test(arguments: [
        (["--bogus"], "stacklayout: unknown option \"--bogus\" (stacklayout --help prints the usage)\n"),
        (["render"], "stacklayout: render needs a scene file (SCENE.json) (stacklayout --help prints the usage)\n"),
        (["layout", "a.json", "b.json"], #"unexpected argument "b.json" for layout"#),
        (["frobnicate"], #"unknown command "frobnicate""#),
        (["layout", "/nonexistent/scene.json"], "cannot read /nonexistent/scene.json"),
        (["render", "SCENE", "--at", "-1"], "--at needs a time in seconds"),
        (["layout", "BAD"], "root.arranged[2].intrinsic: "),
        (["render", "GOOD", "--svg", "/nonexistent/dir/out.svg", "--text"], "cannot write /nonexistent/dir/out.svg"),
        (["demo", "--out", "/dev/null/demo"], "cannot create directory /dev/null/demo"),
    ])
    func badInputExitsWithStatus2AndOneLine(arguments: [String], message: String) throws {
        let bad = try temporaryFile(Self.badScene)
        let good = examplesDirectory.appendingPathComponent("hidden-animated.json").path
        let resolved = arguments.map { $0 == "BAD" ? bad : ($0 == "GOOD" || $0 == "SCENE" ? good : $0) }
        let output = StackLayoutTool.run(resolved)
        #expect(output.status == 2)
        #expect(output.standardOutput.isEmpty)
        #expect(output.standardError.hasPrefix("stacklayout: "))
        #expect(output.standardError.hasSuffix("\n"))
        #expect(output.standardError.filter { $0 == "\n" }.count == 1)
        #expect(output.standardError.contains(message))
    }

    @Test func helpAndVersion() {
        let help = StackLayoutTool.run(["--help"])
        #expect(help == ToolOutput(status: 0, standardOutput: CommandLineArguments.usage + "\n"))
        #expect(StackLayoutTool.run(["render", "-h"]).standardOutput == help.standardOutput)
        #expect(StackLayoutTool.run(["--version"]) == ToolOutput(status: 0, standardOutput: "stacklayout 0.1.0\n"))
    }

    @Test func layoutAtATimeReportsThatTimeOnly() throws {
        let scene = examplesDirectory.appendingPathComponent("hidden-animated.json").path
        let output = StackLayoutTool.run(["layout", scene, "--at", "0.65"])
        let report = try loadExample("hidden-animated").play(at: [0.65]).report
        #expect(output == ToolOutput(status: 0, standardOutput: report.rendered))
        #expect(report.samples.map(\.t) == [0.65])
        #expect(output.standardOutput.contains(#""B": { "frame": [167.5, 0, 40, 200]"#))   // collapsing, mid-way
    }

    @Test func inspectWritesTheInspectorPageOfTheSceneAtItsEnd() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let html = directory.appendingPathComponent("inspect.html").path
        let scene = examplesDirectory.appendingPathComponent("conflicting-constraints.json").path
        let output = StackLayoutTool.run(["inspect", scene, "--html", html])
        #expect(output.status == 0 && output.standardOutput.hasPrefix("inspect: wrote \(html)"))
        let page = try String(contentsOfFile: html, encoding: .utf8)
        let playback = try loadExample("conflicting-constraints").play(at: [0], inspecting: true)
        let inspection = try #require(playback.inspection)
        #expect(page == InspectorRenderer(title: "conflicting-constraints.json (stacklayout inspect)")
            .render(playback.frames.map(\.snapshot), inspection: inspection))
        let box = try #require(inspection.views.first { $0.id == "box" })
        #expect(box.constraints.filter(\.isBroken).map(\.description).first?.hasPrefix("box.width == 200 'width200'") == true)
        #expect(inspection.conflicts.count == 1)
    }

    @Test func renderPrintsTextAtTheRequestedTimeAndWritesTheSVG() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let svg = directory.appendingPathComponent("out.svg").path
        let scene = examplesDirectory.appendingPathComponent("hidden-animated.json").path
        let output = StackLayoutTool.run(["render", scene, "--at", "0.65", "--svg", svg, "--text"])
        let frame = try #require(try loadExample("hidden-animated").play(at: [0.65]).frames.first)
        #expect(output == ToolOutput(status: 0, standardOutput: TextRenderer().render(frame.snapshot)))
        let written = try String(contentsOfFile: svg, encoding: .utf8)
        #expect(written == SVGRenderer(options: .init(showsOverlay: true)).render(frame.snapshot))
        // Without --text, asking for a file prints nothing; with no output asked for, text is printed.
        #expect(StackLayoutTool.run(["render", scene, "--svg", svg]) == ToolOutput(status: 0))
        let atEnd = try #require(try loadExample("hidden-animated").play(at: [1.8]).frames.first)
        #expect(StackLayoutTool.run(["render", scene]).standardOutput == TextRenderer().render(atEnd.snapshot))
    }

    @Test func demoWritesTheSVGAndTheHTMLWithProgressLines() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("nested/demo-out").path
        let output = StackLayoutTool.run(["demo", "--out", out])
        #expect(output.status == 0)
        #expect(output.standardError.isEmpty)
        let lines = output.standardOutput.split(separator: "\n").filter { $0.hasPrefix("demo: ") }
        #expect(lines.count == 6)
        #expect(lines[1] == "demo: at t = 0.5 s, hiding card2 (animated over 0.4 s)")
        #expect(lines[2] == "demo: at t = 1.5 s, showing card2 (animated over 0.4 s)")
        #expect(lines[3] == "demo: sampled 61 frames from 0 to 2 s")
        #expect(output.standardOutput.contains("+screen"))
        #expect(output.standardOutput.contains("hidden: card2"))
        let svg = try String(contentsOfFile: out + "/demo.svg", encoding: .utf8)
        #expect(svg.contains(">card2</text>"))
        #expect(svg.contains(">cards [V]</text>"))
        let html = try String(contentsOfFile: out + "/demo.html", encoding: .utf8)
        #expect(occurrences(of: "<div class=\"frame", in: html) == 61)
        #expect(html.contains(">card2 (hidden)</text>"))
    }
}
