// The stack conformance cases of Tests/Fixtures/Conformance/stacks: scenes whose frames an
// independent model of the Stack semantics gives (see the README there), played through the
// scene library as `stacklayout layout NAME.json` plays them and compared with
// NAME.expected.json.
import Foundation
import StackLayout
import TestSupport
import Testing
@_spi(Testing) import StackLayoutScene

/// `Tests/Fixtures/Conformance/stacks`.
let conformanceDirectory = URL(fileURLWithPath: repositoryRoot).appendingPathComponent("Tests/Fixtures/Conformance/stacks")

@Suite struct ConformanceTests {
    /// How far a frame edge or an alpha may be from the expected one (the cases' README).
    static let tolerance = 0.01

    /// Every case agrees with its expected frames, alphas and hidden flags, and reports an
    /// `unsatisfiable` diagnostic only where the expected output has one.
    @Test func everyCaseMatchesItsExpectedLayout() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: conformanceDirectory.path)
            .filter { $0.hasSuffix(".expected.json") }
            .map { String($0.dropLast(".expected.json".count)) }
            .sorted()
        #expect(names.count == 300)
        var failures: [String] = []
        for name in names {
            if let failure = try Self.firstDifference(in: name) { failures.append("\(name): \(failure)") }
        }
        #expect(failures.isEmpty, "\(failures.count) of \(names.count) cases differ:\n\(failures.joined(separator: "\n"))")
    }

    /// The first way the case's layout differs from its expected output, or `nil`.
    static func firstDifference(in name: String) throws -> String? {
        let scene = try Scene.load(data: Data(contentsOf: conformanceDirectory.appendingPathComponent(name + ".json")))
        let expected = try ExpectedLayout(
            parsing: Data(contentsOf: conformanceDirectory.appendingPathComponent(name + ".expected.json")))
        let report = try scene.layoutReport()
        let unsatisfiable = report.diagnostics.filter { if case .unsatisfiable = $0 { true } else { false } }
        if !expected.hasUnsatisfiable, let first = unsatisfiable.first { return "unexpected diagnostic \(first.json.rendered())" }
        guard report.samples.count == expected.samples.count else {
            return "\(report.samples.count) samples, expected \(expected.samples.count)"
        }
        for (sample, wanted) in zip(report.samples, expected.samples) {
            guard abs(sample.t - wanted.t) < 1e-9 else { return "sample at t = \(sample.t), expected \(wanted.t)" }
            let states = Dictionary(sample.views.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            for view in wanted.views {
                guard let state = states[view.id] else { return "t = \(wanted.t): \(view.id) missing" }
                if let difference = view.difference(from: state) { return "t = \(wanted.t): \(view.id) \(difference)" }
            }
        }
        return nil
    }
}

/// An expected output file: the listed views of each sample and whether a conflict is expected.
struct ExpectedLayout {
    struct Sample {
        var t: Double
        var views: [ExpectedView]
    }

    var samples: [Sample]
    var hasUnsatisfiable: Bool

    init(parsing data: Data) throws {
        let root = try JSONParser.parse(Array(data))
        samples = try root.member("samples").elements().map { sample in
            let views = try sample.member("views").members().map { try ExpectedView(id: $0.key, value: $0.value) }
            return Sample(t: try sample.member("t").number(), views: views)
        }
        hasUnsatisfiable = try root.member("diagnostics").elements().contains {
            if case .string("unsatisfiable") = try $0.member("kind") { true } else { false }
        }
    }
}

/// One view's expected frame, alpha and hidden flag.
struct ExpectedView {
    var id: String
    var frame: [Double]
    var alpha: Double
    var isHidden: Bool

    init(id: String, value: JSONValue) throws {
        self.id = id
        frame = try value.member("frame").elements().map { try $0.number() }
        alpha = try value.member("alpha").number()
        guard case .bool(let hidden) = try value.member("hidden") else { throw ExpectedLayoutError.malformed("hidden") }
        isHidden = hidden
    }

    /// How `state` differs from this view beyond the tolerance, or `nil`.
    func difference(from state: LayoutReport.ViewState) -> String? {
        let actual = [state.frame.minX, state.frame.minY, state.frame.width, state.frame.height]
        if zip(actual, frame).contains(where: { abs($0 - $1) > ConformanceTests.tolerance }) {
            return "frame \(actual), expected \(frame)"
        }
        if abs(state.alpha - alpha) > ConformanceTests.tolerance { return "alpha \(state.alpha), expected \(alpha)" }
        if state.isHidden != isHidden { return "hidden \(state.isHidden), expected \(isHidden)" }
        return nil
    }
}

/// An expected output file that does not have the shape of a `layout` report.
enum ExpectedLayoutError: Error {
    case malformed(String)
}

extension JSONValue {
    /// The value of the object member `key`.
    func member(_ key: String) throws -> JSONValue {
        guard let value = try members().first(where: { $0.key == key })?.value else {
            throw ExpectedLayoutError.malformed(key)
        }
        return value
    }

    /// The members of an object.
    func members() throws -> [JSONMember] {
        guard case .object(let members) = self else { throw ExpectedLayoutError.malformed("an object") }
        return members
    }

    /// The elements of an array.
    func elements() throws -> [JSONValue] {
        guard case .array(let elements) = self else { throw ExpectedLayoutError.malformed("an array") }
        return elements
    }

    /// A number's value.
    func number() throws -> Double {
        guard case .number(let text) = self, let value = Double(text) else { throw ExpectedLayoutError.malformed("a number") }
        return value
    }
}
