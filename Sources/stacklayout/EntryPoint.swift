// The `stacklayout` command-line tool; see `stacklayout --help`. The work happens in
// StackLayoutTool, which collects its output so that tests can run it without a process; the
// entry point only prints the result and exits.
import Foundation

/// The process entry point of `stacklayout`.
@main
enum EntryPoint {
    /// Runs the tool with the process's arguments, prints its output and exits with its status.
    static func main() {
        let output = StackLayoutTool.run(Array(CommandLine.arguments.dropFirst()))
        FileHandle.standardOutput.write(Data(output.standardOutput.utf8))
        FileHandle.standardError.write(Data(output.standardError.utf8))
        exit(output.status)
    }
}
