// A small strict JSON parser (RFC 8259). The loader uses its own parser rather than
// JSONSerialization so that booleans never read as numbers, integers stay distinct from
// doubles, duplicate keys are reported, key order is kept, and behaviour is the same on every
// platform. Errors carry the JSON path where they happened.

/// A parsed JSON value. Numbers keep their text so the loader can check integer-ness and
/// finiteness where it knows the path. (Testing SPI: the parser's tests read it.)
@_spi(Testing) public enum JSONValue {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, as written.
    case number(String)
    /// A string, unescaped.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object, its members in file order.
    case object([JSONMember])

    /// The JSON type's name for "expected …, got …" messages.
    var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// One key and value of a JSON object, in file order.
@_spi(Testing) public struct JSONMember {
    /// The key.
    public var key: String
    /// The value.
    public var value: JSONValue
}

/// Parses UTF-8 JSON text into a ``JSONValue``.
///
/// The parser is iterative: open arrays and objects live on an explicit stack, so deep nesting
/// never uses the thread's stack. Nesting deeper than ``maximumDepth`` is still refused with an
/// error at the place where it happens.
@_spi(Testing) public struct JSONParser {
    /// The deepest nesting of arrays and objects accepted: room for views nested
    /// `SceneLoader.maximumViewDepth` deep (two levels each, an array and an object) with
    /// their own keys.
    public static let maximumDepth = 2 * SceneLoader.maximumViewDepth + 16

    private let bytes: [UInt8]
    private var position = 0
    /// The path of the value being parsed, one segment per open container (kept as segments so
    /// deep documents do not build a path string per level; the text is made only for errors).
    private var path: [PathSegment] = []
    /// The arrays and objects opened and not yet closed, innermost last.
    private var open: [OpenContainer] = []

    /// Parses a whole document; a leading UTF-8 byte order mark is skipped.
    public static func parse(_ bytes: [UInt8]) throws(SceneError) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        // After an error, the containers still open hold what was read so far.
        defer { parser.releaseOpenContainers() }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.position = 3 }
        parser.skipWhitespace()
        var value = try parser.parseNestedValue()
        parser.skipWhitespace()
        if parser.position < bytes.count {
            JSONValue.release(&value)
            throw parser.syntaxError("unexpected text after the document")
        }
        return value
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    /// Frees the contents of the containers still open without recursing per level.
    private mutating func releaseOpenContainers() {
        while var container = open.popLast() {
            JSONValue.release(&container.elements)
            var members = container.entries.map(\.value)
            container.entries.removeAll()
            JSONValue.release(&members)
        }
    }

    private var currentPath: String {
        path.reduce("") { text, segment in
            switch segment {
            case .key(let key): ScenePath.key(text, key)
            case .index(let index): ScenePath.index(text, index)
            }
        }
    }

    private func syntaxError(_ problem: String) -> SceneError {
        var line = 1
        var column = 1
        for byte in bytes[..<min(position, bytes.count)] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        let what = position >= bytes.count ? "unexpected end of input" : problem
        return SceneError(.invalidJSON, at: currentPath, "invalid JSON at line \(line), column \(column): \(what)")
    }

    private mutating func skipWhitespace() {
        while position < bytes.count,
              [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(bytes[position]) {
            position += 1
        }
    }

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    private mutating func consume(_ literal: String) -> Bool {
        let utf8 = Array(literal.utf8)
        guard bytes.count - position >= utf8.count, Array(bytes[position..<position + utf8.count]) == utf8 else {
            return false
        }
        position += utf8.count
        return true
    }

    // MARK: - Values and containers

    /// Parses one value with everything nested in it: opening a container pushes it on `open`
    /// and moves on to its first element; a finished value is added to the innermost container,
    /// which closes (and becomes the finished value) when its closing bracket follows.
    private mutating func parseNestedValue() throws(SceneError) -> JSONValue {
        while true {
            guard var value = try parseValueOrOpen() else { continue }
            while !open.isEmpty {
                path.removeLast()
                guard let closed = try add(value) else { break }
                value = closed
            }
            if open.isEmpty { return value }
        }
    }

    /// A scalar or an empty container at `position`; `nil` after opening a non-empty container
    /// (its first element is next).
    private mutating func parseValueOrOpen() throws(SceneError) -> JSONValue? {
        guard let byte = current else { throw syntaxError("expected a value") }
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            guard open.count < Self.maximumDepth else {
                throw syntaxError("nesting deeper than \(Self.maximumDepth) levels")
            }
            let isObject = byte == UInt8(ascii: "{")
            position += 1
            skipWhitespace()
            if current == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                position += 1
                return isObject ? .object([]) : .array([])
            }
            open.append(OpenContainer(isObject: isObject))
            if isObject {
                try openMember()
            } else {
                path.append(.index(0))
            }
            return nil
        case UInt8(ascii: "\""):
            return .string(try parseString())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return .number(try parseNumber())
        default:
            if consume("true") { return .bool(true) }
            if consume("false") { return .bool(false) }
            if consume("null") { return .null }
            throw syntaxError("expected a value")
        }
    }

    /// Reads `"key":` of the next member of the innermost container, an object (errors name the
    /// object's path), and enters that member's path.
    private mutating func openMember() throws(SceneError) {
        guard current == UInt8(ascii: "\"") else { throw syntaxError("expected a string key") }
        let key = try parseString()
        guard open[open.count - 1].seen.insert(key).inserted else {
            throw SceneError(.duplicateKey, at: ScenePath.key(currentPath, key), "duplicate key")
        }
        skipWhitespace()
        guard current == UInt8(ascii: ":") else { throw syntaxError("expected ':'") }
        position += 1
        skipWhitespace()
        open[open.count - 1].key = key
        path.append(.key(key))
    }

    /// Adds a finished `value` to the innermost container (whose path segment was left). Returns
    /// the container, removed from `open`, when its closing bracket follows; otherwise enters
    /// its next element and returns `nil`.
    private mutating func add(_ value: JSONValue) throws(SceneError) -> JSONValue? {
        let top = open.count - 1
        skipWhitespace()
        if open[top].isObject {
            open[top].entries.append(JSONMember(key: open[top].key, value: value))
            switch current {
            case UInt8(ascii: ","):
                position += 1
                skipWhitespace()
                try openMember()
                return nil
            case UInt8(ascii: "}"):
                position += 1
                return .object(open.removeLast().entries)
            default:
                throw syntaxError("expected ',' or '}'")
            }
        }
        open[top].elements.append(value)
        switch current {
        case UInt8(ascii: ","):
            position += 1
            skipWhitespace()
            path.append(.index(open[top].elements.count))
            return nil
        case UInt8(ascii: "]"):
            position += 1
            return .array(open.removeLast().elements)
        default:
            throw syntaxError("expected ',' or ']'")
        }
    }

    private mutating func parseNumber() throws(SceneError) -> String {
        let start = position
        func digits(_ parser: inout JSONParser) -> Int {
            var count = 0
            while let byte = parser.current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                parser.position += 1
                count += 1
            }
            return count
        }
        if current == UInt8(ascii: "-") { position += 1 }
        if current == UInt8(ascii: "0") {
            position += 1
        } else if digits(&self) == 0 {
            throw syntaxError("invalid number")
        }
        if current == UInt8(ascii: ".") {
            position += 1
            guard digits(&self) > 0 else { throw syntaxError("invalid number") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            position += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
            guard digits(&self) > 0 else { throw syntaxError("invalid number") }
        }
        if let byte = current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
            throw syntaxError("invalid number")  // a leading zero followed by digits
        }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    private mutating func parseString() throws(SceneError) -> String {
        position += 1
        var out: [UInt8] = []
        while true {
            guard let byte = current else { throw syntaxError("unterminated string") }
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                return String(decoding: out, as: UTF8.self)
            case UInt8(ascii: "\\"):
                position += 1
                try parseEscape(into: &out)
            case 0..<0x20:
                throw syntaxError("control character in a string")
            default:
                out.append(byte)
                position += 1
            }
        }
    }

    private mutating func parseEscape(into out: inout [UInt8]) throws(SceneError) {
        guard let byte = current else { throw syntaxError("unterminated string") }
        position += 1
        let simple: [UInt8: UInt8] = [
            UInt8(ascii: "\""): UInt8(ascii: "\""), UInt8(ascii: "\\"): UInt8(ascii: "\\"),
            UInt8(ascii: "/"): UInt8(ascii: "/"), UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C,
            UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
        ]
        if let replacement = simple[byte] {
            out.append(replacement)
            return
        }
        guard byte == UInt8(ascii: "u") else {
            position -= 1
            throw syntaxError("invalid escape in a string")
        }
        var value = try parseHex4()
        if (0xD800..<0xDC00).contains(value) {
            guard consume("\\u") else { throw syntaxError("unpaired surrogate in a string") }
            let low = try parseHex4()
            guard (0xDC00..<0xE000).contains(low) else { throw syntaxError("unpaired surrogate in a string") }
            value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(value) else { throw syntaxError("unpaired surrogate in a string") }
        out.append(contentsOf: Array(String(Character(scalar)).utf8))
    }

    private mutating func parseHex4() throws(SceneError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = Self.hexValue(byte) else {
                throw syntaxError("invalid \\u escape in a string")
            }
            value = value * 16 + digit
            position += 1
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}

/// One step of the path to the value being parsed.
private enum PathSegment {
    case key(String)
    case index(Int)
}

/// An array or object whose closing bracket has not been read yet.
private struct OpenContainer {
    /// `true` for an object, `false` for an array.
    var isObject: Bool
    /// An array's elements so far.
    var elements: [JSONValue] = []
    /// An object's members so far.
    var entries: [JSONMember] = []
    /// An object's keys so far (duplicates are refused).
    var seen = Set<String>()
    /// The key of the member whose value is being parsed.
    var key = ""
}
