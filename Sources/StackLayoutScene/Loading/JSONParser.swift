// A small strict JSON parser (RFC 8259). The loader uses its own parser rather than
// JSONSerialization so that booleans never read as numbers, integers stay distinct from
// doubles, duplicate keys are reported, key order is kept, and behaviour is the same on every
// platform. Errors carry the JSON path where they happened.

/// A parsed JSON value. Numbers keep their text so the loader can check integer-ness and
/// finiteness where it knows the path.
enum JSONValue {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array([JSONValue])
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
struct JSONMember {
    var key: String
    var value: JSONValue
}

/// Parses UTF-8 JSON text into a ``JSONValue``.
struct JSONParser {
    private let bytes: [UInt8]
    private var position = 0
    private var path: [String] = [""]
    private static let maximumDepth = 256

    /// Parses a whole document; a leading UTF-8 byte order mark is skipped.
    static func parse(_ bytes: [UInt8]) throws(SceneError) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.position = 3 }
        parser.skipWhitespace()
        let value = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        if parser.position < bytes.count { throw parser.syntaxError("unexpected text after the document") }
        return value
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private var currentPath: String { path[path.count - 1] }

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

    private mutating func parseValue(depth: Int) throws(SceneError) -> JSONValue {
        guard let byte = current else { throw syntaxError("expected a value") }
        switch byte {
        case UInt8(ascii: "{"):
            guard depth < Self.maximumDepth else { throw syntaxError("nesting deeper than \(Self.maximumDepth) levels") }
            return try parseObject(depth: depth + 1)
        case UInt8(ascii: "["):
            guard depth < Self.maximumDepth else { throw syntaxError("nesting deeper than \(Self.maximumDepth) levels") }
            return try parseArray(depth: depth + 1)
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

    private mutating func parseObject(depth: Int) throws(SceneError) -> JSONValue {
        position += 1
        var entries: [JSONMember] = []
        var seen = Set<String>()
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            position += 1
            return .object(entries)
        }
        while true {
            guard current == UInt8(ascii: "\"") else { throw syntaxError("expected a string key") }
            let key = try parseString()
            let keyPath = ScenePath.key(currentPath, key)
            guard seen.insert(key).inserted else { throw SceneError(.duplicateKey, at: keyPath, "duplicate key") }
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw syntaxError("expected ':'") }
            position += 1
            skipWhitespace()
            path.append(keyPath)
            let value = try parseValue(depth: depth)
            path.removeLast()
            entries.append(JSONMember(key: key, value: value))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","):
                position += 1
                skipWhitespace()
            case UInt8(ascii: "}"):
                position += 1
                return .object(entries)
            default:
                throw syntaxError("expected ',' or '}'")
            }
        }
    }

    private mutating func parseArray(depth: Int) throws(SceneError) -> JSONValue {
        position += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            position += 1
            return .array(elements)
        }
        while true {
            path.append(ScenePath.index(currentPath, elements.count))
            let value = try parseValue(depth: depth)
            path.removeLast()
            elements.append(value)
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","):
                position += 1
                skipWhitespace()
            case UInt8(ascii: "]"):
                position += 1
                return .array(elements)
            default:
                throw syntaxError("expected ',' or ']'")
            }
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
