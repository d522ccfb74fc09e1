// Documents, example scenes and temporary folders shared by the scene tests.
import Foundation
import TestSupport
import Testing
import StackLayoutScene

/// The error `Scene.load(json:)` throws for the text, or `nil` when it loads.
func loadError(_ json: String) -> SceneError? {
    do {
        _ = try Scene.load(json: json)
        return nil
    } catch {
        return error
    }
}

/// A minimal document around a root view body and extra top-level members.
func document(root: String = #"{ "id": "main" }"#, _ extra: String = "") -> String {
    #"{ "version": 1, "window": [100, 200], "root": \#(root)\#(extra.isEmpty ? "" : ", " + extra) }"#
}

/// A document whose root is a stack `s` of arranged views `a`, `b`, `c` (b is itself a stack
/// containing `d`), plus extra top-level members.
func stackDocument(_ extra: String = "") -> String {
    document(root: """
        { "id": "s", "type": "stack", "arranged": [
            { "id": "a", "intrinsic": [10, 10] },
            { "id": "b", "type": "stack", "arranged": [{ "id": "d" }] },
            { "id": "c" } ] }
        """, extra)
}

/// The repository's Examples folder.
let examplesDirectory = URL(fileURLWithPath: repositoryRoot).appendingPathComponent("Examples")

/// A fresh temporary directory.
func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("stacklayout-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// `|a - b| < 1e-9`.
func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }
