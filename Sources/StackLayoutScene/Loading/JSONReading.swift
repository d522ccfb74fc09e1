// Typed, path-aware reads of parsed JSON values, shared by the scene loader's parts.
import StackLayout

/// An object being read: rejects unknown keys up front and hands out values with their paths.
struct ObjectReader {
    /// The object's own path.
    let path: String
    private let entries: [JSONMember]

    /// Reads `value` as an object whose keys must all be in `allowed`. `hint` may add a reason to
    /// the unknown-key message (e.g. stack keys on a plain view).
    init(_ value: JSONValue, at path: String, allowed: Set<String>,
         hint: (String) -> String? = { _ in nil }) throws(SceneError) {
        guard case .object(let entries) = value else {
            throw SceneError(.wrongType, at: path, "expected an object, got \(value.typeName)")
        }
        for entry in entries where !allowed.contains(entry.key) {
            let extra = hint(entry.key).map { " (\($0))" } ?? ""
            throw SceneError(.unknownKey, at: ScenePath.key(path, entry.key), "unknown key\(extra)")
        }
        self.path = path
        self.entries = entries
    }

    /// Whether the key is present (even with `null`).
    func has(_ key: String) -> Bool { entries.contains { $0.key == key } }

    /// The value of a key, or `nil` when absent.
    subscript(_ key: String) -> JSONValue? { entries.first { $0.key == key }?.value }

    /// The path of a key of this object.
    func path(_ key: String) -> String { ScenePath.key(path, key) }

    /// The value of a required key.
    func required(_ key: String) throws(SceneError) -> JSONValue {
        guard let value = self[key] else { throw SceneError(.missingKey, at: path(key), "missing required key") }
        return value
    }

    /// The keys present, in file order.
    var keys: [String] { entries.map(\.key) }
}

/// Conversions from JSON values to the scene model's scalar types.
enum JSONRead {
    static func number(_ value: JSONValue, at path: String) throws(SceneError) -> Double {
        guard case .number(let text) = value else {
            throw SceneError(.wrongType, at: path, "expected a number, got \(value.typeName)")
        }
        guard let number = Double(text), number.isFinite else {
            throw SceneError(.invalidValue, at: path, "number \(text) is not finite")
        }
        return number
    }

    static func nonNegative(_ value: JSONValue, at path: String) throws(SceneError) -> Double {
        let number = try number(value, at: path)
        guard number >= 0 else { throw SceneError(.invalidValue, at: path, "must not be negative") }
        return number
    }

    static func integer(_ value: JSONValue, at path: String) throws(SceneError) -> Int {
        guard case .number(let text) = value, let integer = Int(text) else {
            throw SceneError(.wrongType, at: path, "expected an integer, got \(describe(value))")
        }
        return integer
    }

    static func bool(_ value: JSONValue, at path: String) throws(SceneError) -> Bool {
        guard case .bool(let flag) = value else {
            throw SceneError(.wrongType, at: path, "expected true or false, got \(value.typeName)")
        }
        return flag
    }

    static func string(_ value: JSONValue, at path: String) throws(SceneError) -> String {
        guard case .string(let text) = value else {
            throw SceneError(.wrongType, at: path, "expected a string, got \(value.typeName)")
        }
        return text
    }

    static func array(_ value: JSONValue, at path: String) throws(SceneError) -> [JSONValue] {
        guard case .array(let elements) = value else {
            throw SceneError(.wrongType, at: path, "expected an array, got \(value.typeName)")
        }
        return elements
    }

    /// A fixed-length array such as `[w, h]`; `shape` is how the message spells it.
    static func tuple(_ value: JSONValue, at path: String, count: Int, shape: String) throws(SceneError) -> [JSONValue] {
        guard case .array(let elements) = value, elements.count == count else {
            throw SceneError(.wrongType, at: path, "expected \(shape)")
        }
        return elements
    }

    /// A fixed-length array of finite numbers; `nonNegative` flags the entries that are sizes.
    static func numbers(_ value: JSONValue, at path: String, shape: String, nonNegative: [Bool]) throws(SceneError) -> [Double] {
        let elements = try tuple(value, at: path, count: nonNegative.count, shape: shape)
        var result: [Double] = []
        for (index, element) in elements.enumerated() {
            let elementPath = ScenePath.index(path, index)
            result.append(nonNegative[index] ? try Self.nonNegative(element, at: elementPath)
                                             : try number(element, at: elementPath))
        }
        return result
    }

    /// A priority: a number whose `Float` value is a valid ``LayoutPriority``, in (0, 1000].
    static func priority(_ value: JSONValue, at path: String) throws(SceneError) -> Float {
        let number = try number(value, at: path)
        guard LayoutPriority(Float(number)).isValid else {
            throw SceneError(.invalidValue, at: path, "priority \(format(number)) is outside (0, 1000]")
        }
        return Float(number)
    }

    /// One of an enumeration's raw string values.
    static func choice<E: RawRepresentable & CaseIterable>(_ value: JSONValue, at path: String, as type: E.Type)
        throws(SceneError) -> E where E.RawValue == String {
        guard case .string(let text) = value else {
            throw SceneError(.wrongType, at: path, "expected \(choices(E.self)), got \(value.typeName)")
        }
        guard let result = E(rawValue: text) else {
            throw SceneError(.invalidValue, at: path,
                             "unknown value \(ScenePath.quote(text)) (expected \(choices(E.self)))")
        }
        return result
    }

    /// The accepted values of a choice for messages: `"a", "b" or "c"` (made only on an error).
    private static func choices<E: RawRepresentable & CaseIterable>(_ type: E.Type) -> String
        where E.RawValue == String {
        let names = E.allCases.map { ScenePath.quote($0.rawValue) }
        return names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
    }

    /// A value for messages: numbers and strings by content, other types by type name.
    static func describe(_ value: JSONValue) -> String {
        switch value {
        case .number(let text): text
        case .string(let text): ScenePath.quote(text)
        default: value.typeName
        }
    }

    /// A number for messages, as short as possible (`1000`, `0.5`, `-3`).
    static func format(_ number: Double) -> String {
        NumberFormatting.format(number, maxDecimals: 6)
    }
}
