// A tiny deterministic JSON writer: keys keep the order they were given, numbers use
// NumberFormatting, and the layout is fixed so outputs are byte-stable and diffable.
import StackLayout
import StackLayoutRendering

/// A JSON value to write, with object keys in a chosen order.
public enum JSONOutput: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, written with at most the writer's decimals (non-finite values write `null`).
    case number(Double)
    /// A string, escaped as JSON requires.
    case string(String)
    /// An array.
    case array([JSONOutput])
    /// An object whose keys are written in this order.
    case object([JSONOutputField])

    /// The text of the value. Containers whose children are all scalars, empty containers or
    /// arrays of those are written on one line
    /// (`{ "frame": [0, 0, 375, 667], "alpha": 1, "hidden": false }`); others put each child on
    /// its own line, indented by two spaces. No trailing newline.
    public func rendered(maxDecimals: Int = 4) -> String {
        var out = JSONText(maxDecimals: maxDecimals)
        write(to: &out, indent: "")
        return out.string
    }

    /// Not a container, or an empty one (written `[]` / `{}`).
    private var isScalar: Bool {
        switch self {
        case .array(let elements): elements.isEmpty
        case .object(let fields): fields.isEmpty
        default: true
        }
    }

    /// A scalar, or an array of scalars.
    private var isFlat: Bool {
        if case .array(let elements) = self { return elements.allSatisfy(\.isScalar) }
        return isScalar
    }

    /// Appends the text of the value, its inner lines indented from `indent`.
    func write(to out: inout JSONText, indent: String) {
        switch self {
        case .null: out.append("null")
        case .bool(let flag): out.append(flag ? "true" : "false")
        case .number(let number): out.append(number)
        case .string(let text): out.appendQuoted(text)
        case .array(let elements):
            if elements.isEmpty {
                out.append("[]")
            } else if elements.allSatisfy(\.isFlat) {
                out.append("[")
                for (index, element) in elements.enumerated() {
                    if index > 0 { out.append(", ") }
                    element.write(to: &out, indent: indent)
                }
                out.append("]")
            } else {
                let inner = indent + "  "
                out.append("[\n")
                for (index, element) in elements.enumerated() {
                    out.append(contentsOf: inner)
                    element.write(to: &out, indent: inner)
                    out.append(index + 1 < elements.count ? ",\n" : "\n")
                }
                out.append(contentsOf: indent)
                out.append("]")
            }
        case .object(let fields):
            if fields.isEmpty {
                out.append("{}")
            } else if fields.allSatisfy(\.value.isFlat) {
                out.append("{ ")
                for (index, field) in fields.enumerated() {
                    if index > 0 { out.append(", ") }
                    out.appendQuoted(field.key)
                    out.append(": ")
                    field.value.write(to: &out, indent: indent)
                }
                out.append(" }")
            } else {
                let inner = indent + "  "
                out.append("{\n")
                for (index, field) in fields.enumerated() {
                    out.append(contentsOf: inner)
                    out.appendQuoted(field.key)
                    out.append(": ")
                    field.value.write(to: &out, indent: inner)
                    out.append(index + 1 < fields.count ? ",\n" : "\n")
                }
                out.append(contentsOf: indent)
                out.append("}")
            }
        }
    }

    /// A JSON string literal that never spans lines (``RenderText/jsonString(_:)``, the one
    /// JSON string escaper of the package: layout JSON, error messages, benchmark reports and
    /// the inspector page all quote through it).
    public static func quoted(_ text: String) -> String {
        RenderText.jsonString(text)
    }
}

/// One key and value of a ``JSONOutput/object(_:)``.
public struct JSONOutputField: Sendable, Hashable {
    /// The key.
    public var key: String
    /// The value.
    public var value: JSONOutput

    /// Creates a field.
    public init(_ key: String, _ value: JSONOutput) {
        self.key = key
        self.value = value
    }
}
