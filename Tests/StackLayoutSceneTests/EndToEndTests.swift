// Runs the built `stacklayout` executable as a process.
import Foundation
import Testing
@testable import StackLayoutScene

/// The `stacklayout` executable of this build: next to the test bundle (the build products
/// directory), else in a `.build*/debug` directory of the repository; `nil` if none exists.
let stacklayoutExecutable: URL? = {
    var candidates: [URL] = []
    let bundle = URL(fileURLWithPath: CommandLine.arguments.first ?? "")
    // …/debug/StackLayoutPackageTests.xctest (Linux: the test executable itself; macOS: a
    // bundle whose executable sits in Contents/MacOS).
    var directory = bundle.deletingLastPathComponent()
    for _ in 0..<4 {
        candidates.append(directory.appendingPathComponent("stacklayout"))
        directory = directory.deletingLastPathComponent()
    }
    candidates.append(Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("stacklayout"))
    if let builds = try? FileManager.default.contentsOfDirectory(atPath: repositoryRoot.path) {
        for build in builds.sorted() where build.hasPrefix(".build") {
            candidates.append(repositoryRoot.appendingPathComponent("\(build)/debug/stacklayout"))
        }
    }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
}()

/// Runs the executable with `arguments`; returns its status and output.
func runStacklayout(_ arguments: [String], executable: URL) throws -> ToolOutput {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = repositoryRoot
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return ToolOutput(status: process.terminationStatus, standardOutput: String(decoding: outData, as: UTF8.self),
                      standardError: String(decoding: errData, as: UTF8.self))
}

@Suite(.enabled(if: stacklayoutExecutable != nil, "the stacklayout executable was not built"))
struct EndToEndTests {
    @Test func layoutOfASceneMatchesItsGolden() throws {
        let executable = try #require(stacklayoutExecutable)
        let output = try runStacklayout(["layout", "Examples/hidden-animated.json"], executable: executable)
        #expect(output.status == 0)
        #expect(output.standardError.isEmpty)
        try expectGolden(output.standardOutput, "layout/hidden-animated.json")
    }

    @Test(arguments: [["layout", "Examples/no-such-scene.json"], ["render", "Examples/hidden-animated.json", "--svgg", "x"]])
    func badInputExitsWith2AndOneLineOnStandardError(arguments: [String]) throws {
        let executable = try #require(stacklayoutExecutable)
        let output = try runStacklayout(arguments, executable: executable)
        #expect(output.status == 2)
        #expect(output.standardOutput.isEmpty)
        #expect(output.standardError.hasPrefix("stacklayout: "))
        #expect(output.standardError.filter { $0 == "\n" }.count == 1)
    }

    @Test func versionAndRenderText() throws {
        let executable = try #require(stacklayoutExecutable)
        #expect(try runStacklayout(["--version"], executable: executable)
            == ToolOutput(status: 0, standardOutput: "stacklayout \(CommandLineArguments.version)\n"))
        let render = try runStacklayout(["render", "Examples/nested-stacks.json", "--text"], executable: executable)
        #expect(render.status == 0)
        try expectGolden(render.standardOutput, "render/nested-stacks.txt")
    }
}
