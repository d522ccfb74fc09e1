// The `stacklayout` argument parser over a table of command lines.
import Testing
import StackLayoutScene
@_spi(Testing) import stacklayout

@Suite struct CommandLineArgumentsTests {
    @Test(arguments: [
        ([], StackLayoutCommand.demo(outputDirectory: "stacklayout-demo")),
        (["demo"], .demo(outputDirectory: "stacklayout-demo")),
        (["demo", "--out", "out/dir"], .demo(outputDirectory: "out/dir")),
        (["demo", "--out=x"], .demo(outputDirectory: "x")),
        (["layout", "scene.json"], .layout(scenePath: "scene.json")),
        (["layout", "--", "-odd.json"], .layout(scenePath: "-odd.json")),
        (["layout", "scene.json", "--at", "0.25"], .layout(scenePath: "scene.json", time: 0.25)),
        (["layout", "--at=3", "scene.json"], .layout(scenePath: "scene.json", time: 3)),
        (["render", "s.json"], .render(RenderOptions(scenePath: "s.json", printsText: true))),
        (["render", "s.json", "--text"], .render(RenderOptions(scenePath: "s.json", printsText: true))),
        (["render", "s.json", "--svg", "a.svg"], .render(RenderOptions(scenePath: "s.json", svgPath: "a.svg"))),
        (["render", "--at", "0.15", "s.json", "--html", "a.html", "--svg", "a.svg", "--text"],
         .render(RenderOptions(scenePath: "s.json", time: 0.15, svgPath: "a.svg", htmlPath: "a.html", printsText: true))),
        (["render", "s.json", "--at=2", "--html=p.html"],
         .render(RenderOptions(scenePath: "s.json", time: 2, htmlPath: "p.html"))),
        (["inspect", "s.json", "--html", "i.html"], .inspect(scenePath: "s.json", htmlPath: "i.html")),
        (["--help"], .help),
        (["-h"], .help),
        (["render", "s.json", "--help"], .help),
        (["bogus", "--help"], .help),
        (["--version"], .version),
    ])
    func parses(arguments: [String], command: StackLayoutCommand) throws {
        #expect(try CommandLineArguments.parse(arguments) == command)
    }

    @Test(arguments: [
        (["bogus"], #"unknown command "bogus" (expected demo, layout, render or inspect)"#),
        (["--verbose"], #"unknown option "--verbose""#),
        (["--version", "x"], #"unexpected argument "x" after --version"#),
        (["demo", "--svg", "x"], #"unknown option "--svg" for demo"#),
        (["demo", "extra"], #"unexpected argument "extra" for demo"#),
        (["demo", "--out"], "--out needs a value"),
        (["demo", "--out", "--x"], "--out needs a value"),
        (["demo", "--out", "a", "--out", "b"], "--out is given twice"),
        (["layout"], "layout needs a scene file (SCENE.json)"),
        (["layout", "a.json", "b.json"], #"unexpected argument "b.json" for layout"#),
        (["layout", "a.json", "--svg", "1"], #"unknown option "--svg" for layout"#),
        (["layout", "a.json", "--at", "-2"], #"--at needs a time in seconds (a number ≥ 0), got "-2""#),
        (["render"], "render needs a scene file (SCENE.json)"),
        (["inspect", "s.json"], "inspect needs --html FILE"),
        (["render", "s.json", "--at", "soon"], #"--at needs a time in seconds (a number ≥ 0), got "soon""#),
        (["render", "s.json", "--at", "-1"], #"--at needs a time in seconds (a number ≥ 0), got "-1""#),
        (["render", "s.json", "--at", "nan"], #"--at needs a time in seconds (a number ≥ 0), got "nan""#),
        (["render", "s.json", "--at", "inf"], #"--at needs a time in seconds (a number ≥ 0), got "inf""#),
        (["render", "s.json", "--text=yes"], "--text takes no value"),
        (["render", "s.json", "--text", "--text"], "--text is given twice"),
        (["render", "s.json", "--svgg", "a"], #"unknown option "--svgg" for render"#),
        (["render", "s.json", "-x"], #"unknown option "-x" for render"#),
    ])
    func rejects(arguments: [String], message: String) {
        #expect(throws: CommandLineError(message)) { try CommandLineArguments.parse(arguments) }
    }

    @Test func errorDescriptionAndUsage() {
        #expect(CommandLineError("unknown option \"--x\"").description == "stacklayout: unknown option \"--x\"")
        #expect(!CommandLineArguments.synopsis.contains("\n"))
        #expect(CommandLineArguments.usage.hasPrefix(CommandLineArguments.synopsis + "\n"))
        for word in ["demo", "--out", "layout", "render", "--at", "--svg", "--html", "--text", "--help", "--version"] {
            #expect(CommandLineArguments.usage.contains(word))
        }
        #expect(CommandLineArguments.version == "0.1.0")
        #expect(CommandLineArguments.usage.contains("\"Scene files\""))          // where the format is described
        #expect(CommandLineArguments.usage.contains("in their superview's"))   // what the frames mean
    }
}
