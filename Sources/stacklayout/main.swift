// The `stacklayout` command-line tool; see `stacklayout --help`. The work happens in
// StackLayoutTool (module StackLayoutScene), which is tested without a process.
import Foundation
import StackLayoutScene

let output = StackLayoutTool.run(Array(CommandLine.arguments.dropFirst()))
FileHandle.standardOutput.write(Data(output.standardOutput.utf8))
FileHandle.standardError.write(Data(output.standardError.utf8))
exit(output.status)
