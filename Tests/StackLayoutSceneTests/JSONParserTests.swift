// The strict JSON reader: syntax errors with line and column, duplicate keys, booleans versus
// numbers, integers versus doubles, strings and escapes.
import Foundation
import StackLayout
import Testing
import StackLayoutScene

private let syntaxCases: [ErrorCase] = [
    ErrorCase("", "document: invalid JSON at line 1, column 1: unexpected end of input", .invalidJSON),
    ErrorCase("   \n  ", "document: invalid JSON at line 2, column 3: unexpected end of input", .invalidJSON),
    ErrorCase("{ \"version\": 1,, }", "document: invalid JSON at line 1, column 16: expected a string key", .invalidJSON),
    ErrorCase("{ \"version\" 1 }", "document: invalid JSON at line 1, column 13: expected ':'", .invalidJSON),
    ErrorCase("{ \"version\": 1 \"window\": [] }", "document: invalid JSON at line 1, column 16: expected ',' or '}'", .invalidJSON),
    ErrorCase("{ \"window\": [1 2] }", "window: invalid JSON at line 1, column 16: expected ',' or ']'", .invalidJSON),
    ErrorCase("{ \"window\": [1, 2,] }", "window[2]: invalid JSON at line 1, column 19: expected a value", .invalidJSON),
    ErrorCase("{\n  \"root\": {\n    \"id\": 'a'\n  }\n}", "root.id: invalid JSON at line 3, column 11: expected a value", .invalidJSON),
    ErrorCase("{ \"a\": tru }", "a: invalid JSON at line 1, column 8: expected a value", .invalidJSON),
    ErrorCase("{ \"a\": 01 }", "a: invalid JSON at line 1, column 9: invalid number", .invalidJSON),
    ErrorCase("{ \"a\": 1. }", "a: invalid JSON at line 1, column 10: invalid number", .invalidJSON),
    ErrorCase("{ \"a\": -x }", "a: invalid JSON at line 1, column 9: invalid number", .invalidJSON),
    ErrorCase("{ \"a\": 1e }", "a: invalid JSON at line 1, column 10: invalid number", .invalidJSON),
    ErrorCase("{ \"a\": NaN }", "a: invalid JSON at line 1, column 8: expected a value", .invalidJSON),
    ErrorCase("{ \"a\": \"x\\q\" }", "a: invalid JSON at line 1, column 11: invalid escape in a string", .invalidJSON),
    ErrorCase("{ \"a\": \"\\u12G4\" }", "a: invalid JSON at line 1, column 13: invalid \\u escape in a string", .invalidJSON),
    ErrorCase("{ \"a\": \"\\ud800x\" }", "a: invalid JSON at line 1, column 15: unpaired surrogate in a string", .invalidJSON),
    ErrorCase("{ \"a\": \"tab\there\" }", "a: invalid JSON at line 1, column 12: control character in a string", .invalidJSON),
    ErrorCase("{ \"a\": \"open", "a: invalid JSON at line 1, column 13: unexpected end of input", .invalidJSON),
    ErrorCase("{} {}", "document: invalid JSON at line 1, column 4: unexpected text after the document", .invalidJSON),
    ErrorCase("{ \"é\": [ \"ü\", x ] }", #"["é"][1]: invalid JSON at line 1, column 15: expected a value"#, .invalidJSON),
    // Paths longer than 100 characters print their first 40 and last 56 characters.
    ErrorCase(String(repeating: "[", count: 8_300), String(repeating: "[0]", count: 13) + "[…0]"
                  + String(repeating: "[0]", count: 18) + ": invalid JSON at line 1, column 8209: nesting deeper than 8208 levels",
              .invalidJSON),
    ErrorCase(#"{ "a": [{ "b": "# + String(repeating: "[", count: 8_300), #"a[0].b"# + String(repeating: "[0]", count: 11)
                  + "[…0]" + String(repeating: "[0]", count: 18) + ": invalid JSON at line 1, column 8221: nesting deeper than 8208 levels",
              .invalidJSON),
    ErrorCase(#"{ "version": 1, "version": 1 }"#, "version: duplicate key", .duplicateKey),
    ErrorCase(document(root: #"{ "id": "a", "subviews": [{ "id": "b", "alpha": 1, "alpha": 0 }] }"#),
              "root.subviews[0].alpha: duplicate key", .duplicateKey),
]

@Suite struct JSONParserTests {
    @Test(arguments: syntaxCases)
    func rejects(_ errorCase: ErrorCase) throws {
        let error = try #require(loadError(errorCase.json))
        #expect(error.description == errorCase.message)
        #expect(error.kind == errorCase.kind)
    }

    @Test func invalidUTF8Data() throws {
        var bytes = Array(document().utf8)
        bytes[bytes.count - 3] = 0xFF
        do {
            _ = try Scene.load(data: Data(bytes))
            Issue.record("loaded invalid UTF-8")
        } catch {
            #expect(error.description == "document: invalid JSON: the data is not UTF-8")
        }
    }

    @Test func byteOrderMarkIsSkipped() throws {
        let scene = try Scene.load(data: Data([0xEF, 0xBB, 0xBF] + Array(document().utf8)))
        #expect(scene.root.id == "main")
    }

    @Test func booleansAreNotNumbersAndNumbersAreNotBooleans() throws {
        #expect(loadError(document(root: #"{ "id": "a", "alpha": true }"#))?.problem == "expected a number, got a boolean")
        #expect(loadError(document(root: #"{ "id": "a", "hidden": 1 }"#))?.problem == "expected true or false, got a number")
        let scene = try Scene.load(json: document(root: #"{ "id": "a", "alpha": 1, "hidden": true }"#))
        #expect(scene.root.alpha == 1)
        #expect(scene.root.isHidden)
    }

    @Test(arguments: [("1", true), ("1.0", false), ("1e0", false), ("10E-1", false), ("-1", false)])
    func versionMustBeTheIntegerOne(text: String, loads: Bool) {
        let json = #"{ "version": \#(text), "window": [1, 1], "root": { "id": "a" } }"#
        #expect((loadError(json) == nil) == loads)
    }

    @Test(arguments: [("0", 0.0), ("-0.5", -0.5), ("1e3", 1000.0), ("2.5E-1", 0.25), ("1e308", 1e308), ("-1.25e2", -125.0)])
    func numbers(text: String, value: Double) throws {
        let scene = try Scene.load(json: document(root: #"{ "id": "a", "frame": [\#(text), 0, 0, 0] }"#))
        #expect(scene.root.frame?.minX == value)
    }

    @Test func stringEscapesAndUnicode() throws {
        let scene = try Scene.load(json: document(root: #"{ "id": "q\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00ü" }"#))
        #expect(scene.root.id == "q\"\\/\u{08}\u{0C}\n\r\té😀ü")
    }

    @Test func errorMessagesQuoteUserTextOnOneLine() throws {
        let error = try #require(loadError(document(#""constraints": [{ "first": "x\ny.top", "relation": "==", "second": "main.top" }]"#)))
        #expect(error.description == #"constraints[0].first: unknown view id "x\ny""#)
    }
}
