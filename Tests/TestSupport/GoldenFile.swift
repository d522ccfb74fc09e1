// Golden files: the expected text of an output, kept in Tests/Golden (outside every target, so
// SwiftPM does not treat them as resources). No Testing here (the benchmarks link this module):
// a test checks `#expect(GoldenFile(…).mismatch(with: output) == nil)`.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A golden file: `Tests/Golden/<relativePath>`, compared byte for byte with an output. With
/// the environment variable `STACKLAYOUT_RECORD_GOLDEN=1` it is (re)written with the output
/// instead.
public struct GoldenFile: Sendable {
    /// The path below `Tests/Golden`, e.g. `Scene/layout/nested-stacks.json`.
    public var relativePath: String

    /// The golden file at `relativePath` below `Tests/Golden`.
    public init(_ relativePath: String) {
        self.relativePath = relativePath
    }

    /// The file's absolute path.
    public var path: String { repositoryRoot + "/Tests/Golden/" + relativePath }

    /// Whether this run re-records golden files instead of comparing with them.
    public static var isRecording: Bool {
        guard let flag = getenv("STACKLAYOUT_RECORD_GOLDEN") else { return false }
        return String(cString: flag) == "1"
    }

    /// `nil` when `actual` equals the file's contents (or, when recording, once it is written);
    /// otherwise one message: the file is missing or cannot be written, or the first line that
    /// differs, with both versions of it.
    public func mismatch(with actual: String) -> String? {
        if Self.isRecording { return write(actual) }
        guard let expected = read() else {
            return "missing golden file \(relativePath); record it with STACKLAYOUT_RECORD_GOLDEN=1"
        }
        guard actual != expected else { return nil }
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let line = Array(zip(actualLines, expectedLines)).firstIndex { $0 != $1 }
            ?? min(actualLines.count, expectedLines.count)
        let got = line < actualLines.count ? String(actualLines[line]) : "<end>"
        let want = line < expectedLines.count ? String(expectedLines[line]) : "<end>"
        return "\(relativePath) differs at line \(line + 1):\n  got:  \(got)\n  want: \(want)"
    }

    /// The file's contents, or `nil` when it cannot be read.
    private func read() -> String? {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Writes `contents` (creating missing folders); `nil` on success, else what failed.
    private func write(_ contents: String) -> String? {
        var folder = ""
        for component in path.split(separator: "/").dropLast() {
            folder += "/" + component
            mkdir(folder, 0o755)
        }
        guard let file = fopen(path, "w") else { return "cannot write \(path)" }
        defer { fclose(file) }
        fputs(contents, file)
        return nil
    }
}

/// The repository's root folder, found from this file's path (`Tests/TestSupport/GoldenFile.swift`).
public let repositoryRoot: String = {
    var components = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    components.removeLast(3)
    return components.joined(separator: "/")
}()
