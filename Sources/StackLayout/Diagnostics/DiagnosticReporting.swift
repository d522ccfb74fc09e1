#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes `diagnostic` to standard error, as Auto Layout's log does (the default handler).
public func printLayoutDiagnosticToStandardError(_ diagnostic: LayoutDiagnostic) {
    let text = "[StackLayout] \(diagnostic)\n"
    #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
    // `write(2)` on file descriptor 2 touches no shared mutable state (unlike `stderr`).
    var bytes = Array(text.utf8)
    _ = bytes.withUnsafeMutableBytes { buffer in write(2, buffer.baseAddress, buffer.count) }
    #else
    print(text, terminator: "")
    #endif
}
