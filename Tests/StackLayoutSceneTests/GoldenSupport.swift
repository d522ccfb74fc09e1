// Golden files of the scene tests live in Tests/Golden/Scene (outside every target, so SwiftPM
// does not treat them as resources). Re-record them with STACKLAYOUT_RECORD_GOLDEN=1.
import Foundation
import Testing

/// The repository's root, found from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// `Tests/Golden/Scene`.
let sceneGoldenDirectory = repositoryRoot.appendingPathComponent("Tests/Golden/Scene")

/// Whether this run re-records golden files instead of comparing with them.
let isRecordingGolden = ProcessInfo.processInfo.environment["STACKLAYOUT_RECORD_GOLDEN"] == "1"

/// Compares `actual` with the golden file at `relativePath` (under Tests/Golden/Scene), or
/// writes it when recording. A mismatch reports the first differing line.
func expectGolden(_ actual: String, _ relativePath: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let url = sceneGoldenDirectory.appendingPathComponent(relativePath)
    if isRecordingGolden {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try actual.write(to: url, atomically: true, encoding: .utf8)
        return
    }
    guard let data = FileManager.default.contents(atPath: url.path), let expected = String(data: data, encoding: .utf8)
    else {
        Issue.record("missing golden file \(relativePath); run with STACKLAYOUT_RECORD_GOLDEN=1", sourceLocation: sourceLocation)
        return
    }
    if actual != expected {
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let line = Array(zip(actualLines, expectedLines)).firstIndex { $0 != $1 } ?? min(actualLines.count, expectedLines.count)
        let got = line < actualLines.count ? String(actualLines[line]) : "<end>"
        let want = line < expectedLines.count ? String(expectedLines[line]) : "<end>"
        Issue.record("\(relativePath) differs at line \(line + 1):\n  got:  \(got)\n  want: \(want)",
                     sourceLocation: sourceLocation)
    }
}

/// A fresh temporary directory.
func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("stacklayout-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
