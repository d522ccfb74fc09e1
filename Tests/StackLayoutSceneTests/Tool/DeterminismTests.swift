// Determinism: the same scene gives byte-identical `layout` output, SVG and text in two fresh
// processes of the built `stacklayout` binary, and the same bytes when the JSON's keys come in
// another order (dictionary ordering must never leak into output).
import Foundation
import TestSupport
import Testing
@_spi(Testing) import StackLayoutScene
@_spi(Testing) import stacklayout

/// `layout`, SVG and text of one scene file from one process each.
private func outputs(of path: String, executable: URL, scratch: URL) throws -> [String] {
    let layout = try runStacklayout(["layout", path], executable: executable)
    let svgPath = scratch.appendingPathComponent(UUID().uuidString + ".svg").path
    let render = try runStacklayout(["render", path, "--svg", svgPath, "--text"], executable: executable)
    let svg = (try? String(contentsOfFile: svgPath, encoding: .utf8)) ?? "<no svg>"
    try? FileManager.default.removeItem(atPath: svgPath)
    return ["\(layout.status)", layout.standardOutput, layout.standardError, "\(render.status)",
            render.standardOutput, svg]
}

@Suite
struct DeterminismTests {
    /// Example scenes plus generated ones (seeds of the fuzz generator).
    static let cases: [(name: String, text: String)] = {
        var cases: [(String, String)] = []
        for name in ["nested-stacks", "conflicting-constraints", "menu-spring", "hidden-animated"] {
            let url = examplesDirectory.appendingPathComponent(name + ".json")
            cases.append((name, (try? String(contentsOf: url, encoding: .utf8)) ?? ""))
        }
        for seed in [3, 7, 11] as [UInt64] {
            var generator = SceneGenerator(seed: 70_000 + seed)
            cases.append(("generated-\(seed)", generator.document().text))
        }
        return cases
    }()

    @Test(arguments: 0..<7)
    func twoProcessesAndAnyKeyOrderGiveTheSameBytes(index: Int) throws {
        let executable = try stacklayoutExecutable()
        let (name, text) = Self.cases[index]
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("stacklayout-determinism-\(UUID())")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let original = scratch.appendingPathComponent("\(name).json")
        try text.write(to: original, atomically: true, encoding: .utf8)
        let first = try outputs(of: original.path, executable: executable, scratch: scratch)
        let second = try outputs(of: original.path, executable: executable, scratch: scratch)
        #expect(first == second, "\(name): two runs differ")
        if !name.hasPrefix("generated") { #expect(first[0] == "0" && first[3] == "0", "\(name): \(first[2])") }
        // The same document with its keys shuffled.
        let shuffledText = try Self.shuffledKeys(text, seed: UInt64(index))
        let shuffled = scratch.appendingPathComponent("\(name).json")
        try shuffledText.write(to: shuffled, atomically: true, encoding: .utf8)
        let third = try outputs(of: shuffled.path, executable: executable, scratch: scratch)
        #expect(first == third, "\(name): a different key order changed the output")
    }

    /// `text` with every object's keys in a random (seeded) order, read with the loader's parser.
    static func shuffledKeys(_ text: String, seed: UInt64) throws -> String {
        let value = try JSONParser.parse(Array(text.utf8))
        var random = FuzzRandom(fuzzSeed: seed)
        return fuzzJSON(from: value).shufflingKeys(&random).text
    }

    /// A parsed JSON value as a ``FuzzJSON`` tree (numbers keep their text).
    static func fuzzJSON(from value: JSONValue) -> FuzzJSON {
        switch value {
        case .null: .null
        case .bool(let flag): .bool(flag)
        case .number(let text): .number(text)
        case .string(let text): .string(text)
        case .array(let items): .array(items.map(fuzzJSON(from:)))
        case .object(let members): .object(members.map { ($0.key, fuzzJSON(from: $0.value)) })
        }
    }
}
