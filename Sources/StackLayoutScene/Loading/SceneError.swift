// The one error type of the scene loader: a JSON path and a one-line problem.

/// Why a scene could not be read: where (a JSON path such as `root.arranged[2].intrinsic`)
/// and what. ``description`` is exactly one line: `"<path>: <problem>"`.
public struct SceneError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The category of a scene error.
    public enum Kind: Sendable, Hashable, CaseIterable {
        /// The text is not JSON (or not UTF-8).
        case invalidJSON
        /// An object repeats a key.
        case duplicateKey
        /// A key the format does not define.
        case unknownKey
        /// A required key is absent.
        case missingKey
        /// A value of the wrong JSON type or shape.
        case wrongType
        /// A value of the right type that the format does not allow (range, enum, pairing).
        case invalidValue
        /// An id that names no view, stack or constraint.
        case unknownID
        /// An id used twice.
        case duplicateID
    }

    /// The category of the problem.
    public var kind: Kind
    /// The JSON path of the offending value, e.g. `root.arranged[2].intrinsic`; empty for the
    /// document itself.
    public var path: String
    /// The problem, one line, e.g. `expected [w, h]`.
    public var problem: String

    /// Creates an error. Newlines in `problem` are replaced by spaces to keep it on one line.
    public init(_ kind: Kind, at path: String, _ problem: String) {
        self.kind = kind
        self.path = path
        self.problem = String(problem.map { $0.isNewline ? " " : $0 })
    }

    /// The path as printed: ``path``, or `document` when it is empty; a path longer than
    /// ``maximumDisplayPathLength`` characters keeps its first 40 and last 56 characters around
    /// `…`, so that an error in a deep tree still prints on one line.
    public var displayPath: String {
        guard !path.isEmpty else { return "document" }
        guard path.count > Self.maximumDisplayPathLength else { return path }
        return path.prefix(40) + "…" + path.suffix(56)
    }

    /// The longest path ``displayPath`` prints whole.
    public static let maximumDisplayPathLength = 100

    /// `"<path>: <problem>"` on one line.
    public var description: String { "\(displayPath): \(problem)" }
}

/// Builds JSON paths and quotes user text for one-line messages.
enum ScenePath {
    /// `parent.key`, or `parent["odd key"]` when the key is not a plain identifier.
    static func key(_ parent: String, _ key: String) -> String {
        let plain = !key.isEmpty && key.unicodeScalars.allSatisfy {
            ($0 >= "a" && $0 <= "z") || ($0 >= "A" && $0 <= "Z") || ($0 >= "0" && $0 <= "9") || $0 == "_" || $0 == "-"
        }
        if plain { return parent.isEmpty ? key : "\(parent).\(key)" }
        return "\(parent)[\(quote(key))]"
    }

    /// `parent[index]`.
    static func index(_ parent: String, _ index: Int) -> String { "\(parent)[\(index)]" }

    /// The text as a JSON string literal (quotes, escapes; never spans lines).
    static func quote(_ text: String) -> String { JSONOutput.quoted(text) }
}
