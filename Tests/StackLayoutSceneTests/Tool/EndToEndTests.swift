// Runs the built `stacklayout` executable as a process.
import Foundation
import TestSupport
import Testing
import StackLayoutScene
@_spi(Testing) import stacklayout

/// The `stacklayout` executable of this build. The test target depends on it, so the build
/// puts it next to the test bundle (on Linux the test executable itself; on macOS a bundle
/// whose executable sits in Contents/MacOS); a test that needs it fails when it is not there.
func stacklayoutExecutable() throws -> URL {
    var directory = URL(fileURLWithPath: CommandLine.arguments.first ?? "").deletingLastPathComponent()
    var candidates: [URL] = []
    for _ in 0..<4 {
        candidates.append(directory.appendingPathComponent("stacklayout"))
        directory = directory.deletingLastPathComponent()
    }
    guard let executable = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
        throw ExecutableNotFound(searched: candidates.map(\.path))
    }
    return executable
}

/// The `stacklayout` executable is not where the build puts it.
struct ExecutableNotFound: Error, CustomStringConvertible {
    /// The paths looked at.
    var searched: [String]

    var description: String {
        "the stacklayout executable was not built next to the tests; looked at " + searched.joined(separator: ", ")
    }
}

/// Runs the executable with `arguments`; returns its status and output.
func runStacklayout(_ arguments: [String], executable: URL) throws -> ToolOutput {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: repositoryRoot)
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

@Suite
struct EndToEndTests {
    @Test func layoutOfASceneMatchesItsGolden() throws {
        let executable = try stacklayoutExecutable()
        let output = try runStacklayout(["layout", "Examples/hidden-animated.json"], executable: executable)
        #expect(output.status == 0)
        #expect(output.standardError.isEmpty)
        #expect(GoldenFile("Scene/layout/hidden-animated.json").mismatch(with: output.standardOutput) == nil)
    }

    @Test(arguments: [["layout", "Examples/no-such-scene.json"], ["render", "Examples/hidden-animated.json", "--svgg", "x"]])
    func badInputExitsWith2AndOneLineOnStandardError(arguments: [String]) throws {
        let executable = try stacklayoutExecutable()
        let output = try runStacklayout(arguments, executable: executable)
        #expect(output.status == 2)
        #expect(output.standardOutput.isEmpty)
        #expect(output.standardError.hasPrefix("stacklayout: "))
        #expect(output.standardError.filter { $0 == "\n" }.count == 1)
    }

    @Test func versionAndRenderText() throws {
        let executable = try stacklayoutExecutable()
        #expect(try runStacklayout(["--version"], executable: executable)
            == ToolOutput(status: 0, standardOutput: "stacklayout \(CommandLineArguments.version)\n"))
        let render = try runStacklayout(["render", "Examples/nested-stacks.json", "--text"], executable: executable)
        #expect(render.status == 0)
        #expect(GoldenFile("Scene/render/nested-stacks.txt").mismatch(with: render.standardOutput) == nil)
    }
}
