// Every error path of the loader, with the exact one-line message (path: problem).
import Testing
import StackLayoutScene

/// A scene text and the exact error description it must produce.
struct ErrorCase: CustomTestStringConvertible, Sendable {
    let json: String
    let message: String
    let kind: SceneError.Kind
    var testDescription: String { message }

    init(_ json: String, _ message: String, _ kind: SceneError.Kind) {
        self.json = json
        self.message = message
        self.kind = kind
    }

    /// Loads the text and expects exactly this error, message and kind.
    func expectReported(sourceLocation: SourceLocation = #_sourceLocation) {
        let thrown = loadError(json)
        #expect(thrown?.description == message, sourceLocation: sourceLocation)
        #expect(thrown?.kind == kind, sourceLocation: sourceLocation)
    }
}

private let documentCases: [ErrorCase] = [
    ErrorCase("[]", "document: expected an object, got an array", .wrongType),
    ErrorCase(#"{ "window": [1, 1], "root": { "id": "a" } }"#, "version: missing required key", .missingKey),
    ErrorCase(#"{ "version": 2, "window": [1, 1], "root": { "id": "a" } }"#,
              "version: unsupported version 2 (only 1 is defined)", .invalidValue),
    ErrorCase(#"{ "version": 1.0, "window": [1, 1], "root": { "id": "a" } }"#,
              "version: expected an integer, got 1.0", .wrongType),
    ErrorCase(#"{ "version": true, "window": [1, 1], "root": { "id": "a" } }"#,
              "version: expected an integer, got a boolean", .wrongType),
    ErrorCase(#"{ "version": 1, "root": { "id": "a" } }"#, "window: missing required key", .missingKey),
    ErrorCase(#"{ "version": 1, "window": [1, 1] }"#, "root: missing required key", .missingKey),
    ErrorCase(document(#""versoin": 1"#), "versoin: unknown key", .unknownKey),
    ErrorCase(document(#""my key": 1"#), #"["my key"]: unknown key"#, .unknownKey),
    ErrorCase(#"{ "version": 1, "window": [1], "root": { "id": "a" } }"#, "window: expected [w, h]", .wrongType),
    ErrorCase(#"{ "version": 1, "window": [-1, 1], "root": { "id": "a" } }"#, "window[0]: must not be negative", .invalidValue),
    ErrorCase(#"{ "version": 1, "window": [1e400, 1], "root": { "id": "a" } }"#,
              "window[0]: number 1e400 is not finite", .invalidValue),
    ErrorCase(#"{ "version": 1, "window": [1, "2"], "root": { "id": "a" } }"#,
              "window[1]: expected a number, got a string", .wrongType),
    ErrorCase(document(#""samples": [0, -1]"#), "samples[1]: must not be negative", .invalidValue),
    ErrorCase(document(#""samples": 3"#), "samples: expected an array, got a number", .wrongType),
    ErrorCase(document(#""constraints": {}"#), "constraints: expected an array, got an object", .wrongType),
]

private let viewCases: [ErrorCase] = [
    ErrorCase(document(root: "3"), "root: expected an object, got a number", .wrongType),
    ErrorCase(document(root: "{}"), "root.id: missing required key", .missingKey),
    ErrorCase(document(root: #"{ "id": 7 }"#), "root.id: expected a string, got a number", .wrongType),
    ErrorCase(document(root: #"{ "id": "" }"#), "root.id: an id must not be empty", .invalidValue),
    ErrorCase(document(root: #"{ "id": "window" }"#), #"root.id: the id "window" is reserved for the window"#, .invalidValue),
    ErrorCase(document(root: #"{ "id": "a", "typ": "view" }"#), "root.typ: unknown key", .unknownKey),
    ErrorCase(document(root: #"{ "id": "a", "type": "box" }"#),
              #"root.type: unknown value "box" (expected "view", "stack", "label", "image", "button", "switch" or "scrollView")"#, .invalidValue),
    ErrorCase(document(root: #"{ "id": "a", "axis": "vertical" }"#),
              #"root.axis: unknown key (only a view with "type": "stack" has it)"#, .unknownKey),
    ErrorCase(document(root: #"{ "id": "a", "subviews": [{ "id": "b", "pin": true }] }"#),
              "root.subviews[0].pin: unknown key (only the root view has it)", .unknownKey),
    ErrorCase(document(root: #"{ "id": "a", "pin": 1 }"#), "root.pin: expected true or false, got a number", .wrongType),
    ErrorCase(document(root: #"{ "id": "a", "hidden": 0 }"#), "root.hidden: expected true or false, got a number", .wrongType),
    ErrorCase(document(root: #"{ "id": "a", "alpha": true }"#), "root.alpha: expected a number, got a boolean", .wrongType),
    ErrorCase(document(root: #"{ "id": "a", "alpha": 1.5 }"#), "root.alpha: alpha must lie in [0, 1]", .invalidValue),
    ErrorCase(document(root: #"{ "id": "a", "subviews": [{ "id": "a" }] }"#),
              #"root.subviews[0].id: duplicate id "a" (also at root.id)"#, .duplicateID),
    ErrorCase(document(root: #"{ "id": "s", "type": "stack", "arranged": [{ "id": "x" }, { "id": "x" }] }"#),
              #"root.arranged[1].id: duplicate id "x" (also at root.arranged[0].id)"#, .duplicateID),
    ErrorCase(document(root: #"{ "id": "s", "type": "stack", "arranged": [{ "id": "x" }, { "id": "y" }, { "id": "z", "intrinsic": [1] }] }"#),
              "root.arranged[2].intrinsic: expected [w, h]", .wrongType),
    ErrorCase(document(root: #"{ "id": "a", "intrinsic": [10, -1] }"#), "root.intrinsic[1]: must not be negative", .invalidValue),
    ErrorCase(document(root: #"{ "id": "a", "intrinsic": [10, "x"] }"#),
              "root.intrinsic[1]: expected a number or null, got a string", .wrongType),
    ErrorCase(document(root: #"{ "id": "a", "intrinsic": null }"#), "root.intrinsic: expected [w, h]", .wrongType),
    ErrorCase(document(root: #"{ "id": "a", "baseline": [1, null] }"#),
              "root.baseline[1]: expected a number, got null", .wrongType),
    ErrorCase(document(root: #"{ "id": "a", "baseline": 3 }"#), "root.baseline: expected [first, last]", .wrongType),
    ErrorCase(document(root: #"{ "id": "a", "hugging": [250] }"#), "root.hugging: expected [h, v]", .wrongType),
    ErrorCase(document(root: #"{ "id": "a", "hugging": [0, 250] }"#),
              "root.hugging[0]: priority 0 is outside (0, 1000]", .invalidValue),
    ErrorCase(document(root: #"{ "id": "a", "compression": [750, 1000.5] }"#),
              "root.compression[1]: priority 1000.5 is outside (0, 1000]", .invalidValue),
    ErrorCase(document(root: #"{ "id": "a", "alignmentInsets": [0, 0, 0] }"#),
              "root.alignmentInsets: expected [top, left, bottom, right]", .wrongType),
    ErrorCase(document(root: #"{ "id": "a", "margins": [0, 0, 0, false] }"#),
              "root.margins[3]: expected a number, got a boolean", .wrongType),
    ErrorCase(document(root: #"{ "id": "a", "frame": [0, 0, -1, 10] }"#), "root.frame[2]: must not be negative", .invalidValue),
    ErrorCase(document(root: #"{ "id": "a", "frame": [0, 0, 1] }"#), "root.frame: expected [x, y, w, h]", .wrongType),
    ErrorCase(document(root: #"{ "id": "a", "subviews": {} }"#), "root.subviews: expected an array, got an object", .wrongType),
    ErrorCase(document(root: #"{ "id": "s", "type": "stack", "axis": "diagonal" }"#),
              #"root.axis: unknown value "diagonal" (expected "horizontal" or "vertical")"#, .invalidValue),
    ErrorCase(document(root: #"{ "id": "s", "type": "stack", "distribution": 1 }"#),
              #"root.distribution: expected "fill", "fillEqually", "fillProportionally", "equalSpacing" or "equalCentering", got a number"#,
              .wrongType),
    ErrorCase(document(root: #"{ "id": "s", "type": "stack", "alignment": "middle" }"#),
              #"root.alignment: unknown value "middle" (expected "fill", "leading", "top", "center", "trailing", "bottom", "firstBaseline" or "lastBaseline")"#,
              .invalidValue),
    ErrorCase(document(root: #"{ "id": "s", "type": "stack", "spacing": "8" }"#),
              "root.spacing: expected a number, got a string", .wrongType),
    ErrorCase(document(root: #"{ "id": "s", "type": "stack", "marginsRelative": "yes" }"#),
              "root.marginsRelative: expected true or false, got a string", .wrongType),
    ErrorCase(document(root: #"{ "id": "s", "type": "stack", "baselineRelative": null }"#),
              "root.baselineRelative: expected true or false, got null", .wrongType),
    ErrorCase(document(root: #"{ "id": "s", "type": "stack", "arranged": [{ "id": "x" }], "customSpacing": { "y": 3 } }"#),
              #"root.customSpacing.y: unknown view id "y""#, .unknownID),
    ErrorCase(document(root: #"{ "id": "s", "type": "stack", "subviews": [{ "id": "x" }], "customSpacing": { "x": 3 } }"#),
              #"root.customSpacing.x: "x" is not an arranged subview of "s""#, .unknownID),
    ErrorCase(document(root: #"{ "id": "s", "type": "stack", "arranged": [{ "id": "x" }], "customSpacing": { "x": "3" } }"#),
              "root.customSpacing.x: expected a number, got a string", .wrongType),
    ErrorCase(document(root: #"{ "id": "s", "type": "stack", "customSpacing": [] }"#),
              "root.customSpacing: expected an object of arranged ids to numbers, got an array", .wrongType),
    ErrorCase(document(root: #"{ "id": "s", "type": "stack", "arranged": [{ "id": "x", "arranged": [] }] }"#),
              #"root.arranged[0].arranged: unknown key (only a view with "type": "stack" has it)"#, .unknownKey),
    ErrorCase(document(root: #"{ "id": "s", "subviews": [{ "id": "x", "subviews": [{ "id": "y", "bogus": 1 }] }] }"#),
              "root.subviews[0].subviews[0].bogus: unknown key", .unknownKey),
]

@Suite struct LoaderErrorTests {
    @Test(arguments: documentCases + viewCases)
    func rejects(_ errorCase: ErrorCase) throws {
        let error = try #require(loadError(errorCase.json))
        #expect(error.description == errorCase.message)
        #expect(error.kind == errorCase.kind)
        #expect(!error.description.contains("\n"))
    }

    @Test func errorCarriesPathAndProblem() throws {
        let error = try #require(loadError(document(root: #"{ "id": "a", "frame": [0, 0, -1, 10] }"#)))
        #expect(error.path == "root.frame[2]")
        #expect(error.problem == "must not be negative")
        #expect(error == SceneError(.invalidValue, at: "root.frame[2]", "must not be negative"))
    }

    @Test func problemsStayOnOneLine() {
        let error = SceneError(.invalidValue, at: "", "two\nlines")
        #expect(error.description == "document: two lines")
    }

    @Test func unknownKeysAreReportedBeforeBadValues() throws {
        let error = try #require(loadError(document(root: #"{ "id": 5, "hiden": true }"#)))
        #expect(error.description == "root.hiden: unknown key")
    }
}
