// Reading the content of labels, images, buttons and switches, and which keys each type takes.
import StackLayout

/// The `type` of a view object.
enum SceneViewType: String, CaseIterable {
    case view, stack, label, image, button
    case `switch`
    case scrollView

    /// Whether views of this type measure their own content.
    var hasContent: Bool { self != .view && self != .stack && self != .scrollView }
}

extension SceneLoader {
    /// Keys that set what a plain view or a stack measures; content views measure their content.
    static let measuredKeys: Set<String> = ["intrinsic", "baseline", "alignmentInsets"]

    /// The keys of each content type.
    static let contentKeys: [SceneViewType: Set<String>] = [
        .label: ["text", "fontName", "fontSize", "lineHeight", "numberOfLines", "textAlignment"],
        .image: ["imageSize"],
        .button: ["title", "fontName", "fontSize", "contentInsets"],
        .switch: ["on"],
    ]

    /// The keys a view of `type` takes (made once per type and place: a scene reads them for
    /// every view).
    static func allowedKeys(for type: SceneViewType, isRoot: Bool) -> Set<String> {
        (isRoot ? allowedRootKeys : allowedViewKeys)[type] ?? makeAllowedKeys(for: type, isRoot: isRoot)
    }

    private static let allowedViewKeys = Dictionary(uniqueKeysWithValues: SceneViewType.allCases.map {
        ($0, makeAllowedKeys(for: $0, isRoot: false))
    })
    private static let allowedRootKeys = Dictionary(uniqueKeysWithValues: SceneViewType.allCases.map {
        ($0, makeAllowedKeys(for: $0, isRoot: true))
    })

    private static func makeAllowedKeys(for type: SceneViewType, isRoot: Bool) -> Set<String> {
        var allowed = viewKeys
        switch type {
        case .view: break
        case .stack: allowed.formUnion(stackKeys)
        case .scrollView: allowed.formUnion(scrollKeys)
        default: allowed.subtract(measuredKeys)
        }
        allowed.formUnion(contentKeys[type] ?? [])
        if isRoot { allowed.insert("pin") }
        return allowed
    }

    /// Why a key that is not allowed for `type` is wrong, when it belongs to another type.
    static func hint(forKey key: String, type: SceneViewType) -> String? {
        if stackKeys.contains(key) { return "only a view with \"type\": \"stack\" has it" }
        if scrollKeys.contains(key) { return "only a view with \"type\": \"scrollView\" has it" }
        if key == "pin" { return "only the root view has it" }
        if measuredKeys.contains(key) {
            return "a \(type.rawValue) measures its own content (only \"type\": \"view\", \"stack\" or \"scrollView\" takes it)"
        }
        let owners = SceneViewType.allCases.filter { contentKeys[$0]?.contains(key) == true }
        guard !owners.isEmpty else { return nil }
        return "only a view with \"type\" " + owners.map { ScenePath.quote($0.rawValue) }.joined(separator: " or ") + " has it"
    }

    /// The content of a view of a content type, defaults applied.
    func readContent(_ object: ObjectReader, type: SceneViewType) throws(SceneError) -> SceneContent? {
        switch type {
        case .view, .stack, .scrollView:
            return nil
        case .label:
            var label = SceneLabel()
            if let value = object["text"] { label.text = try JSONRead.string(value, at: object.path("text")) }
            if let value = object["fontName"] { label.fontName = try Self.fontName(value, at: object.path("fontName")) }
            if let value = object["fontSize"] { label.fontSize = try Self.positive(value, at: object.path("fontSize")) }
            if let value = object["lineHeight"] { label.lineHeight = try Self.positive(value, at: object.path("lineHeight")) }
            if let value = object["numberOfLines"] {
                let path = object.path("numberOfLines")
                label.numberOfLines = try JSONRead.integer(value, at: path)
                guard label.numberOfLines >= 0 else { throw SceneError(.invalidValue, at: path, "must be ≥ 0 (0: no limit)") }
            }
            if let value = object["textAlignment"] {
                label.textAlignment = try JSONRead.choice(value, at: object.path("textAlignment"), as: SceneTextAlignment.self)
            }
            return .label(label)
        case .image:
            guard let value = object["imageSize"] else { return .image(nil) }
            let size = try JSONRead.numbers(value, at: object.path("imageSize"), shape: "[w, h]", nonNegative: [true, true])
            return .image(Size(width: size[0], height: size[1]))
        case .button:
            var button = SceneButton()
            if let value = object["title"] { button.title = try JSONRead.string(value, at: object.path("title")) }
            if let value = object["fontName"] { button.fontName = try Self.fontName(value, at: object.path("fontName")) }
            if let value = object["fontSize"] { button.fontSize = try Self.positive(value, at: object.path("fontSize")) }
            if let value = object["contentInsets"] {
                button.contentInsets = try PropertyReads.insets(value, at: object.path("contentInsets"))
            }
            return .button(button)
        case .switch:
            return .toggle(isOn: try object["on"].map { v throws(SceneError) in try JSONRead.bool(v, at: object.path("on")) } ?? false)
        }
    }

    /// A font name: a string that is not empty.
    static func fontName(_ value: JSONValue, at path: String) throws(SceneError) -> String {
        let name = try JSONRead.string(value, at: path)
        guard !name.isEmpty else { throw SceneError(.invalidValue, at: path, "must not be empty") }
        return name
    }

    /// A number > 0.
    static func positive(_ value: JSONValue, at path: String) throws(SceneError) -> Double {
        let number = try JSONRead.number(value, at: path)
        guard number > 0 else { throw SceneError(.invalidValue, at: path, "must be > 0") }
        return number
    }
}
