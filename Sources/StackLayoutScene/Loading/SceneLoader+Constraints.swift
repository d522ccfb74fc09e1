// Reading constraints: anchors, relation, pairing rules and defaults.
import StackLayout

extension SceneLoader {
    static let constraintKeys: Set<String> = ["id", "first", "relation", "second", "multiplier", "constant", "priority"]

    /// Reads a constraint object (from `constraints` or a timeline `add`); ids of views must exist.
    func readConstraint(_ value: JSONValue, at path: String) throws(SceneError) -> SceneConstraint {
        let object = try ObjectReader(value, at: path, allowed: Self.constraintKeys)
        var id: String?
        if let value = object["id"] {
            let text = try JSONRead.string(value, at: object.path("id"))
            guard !text.isEmpty else { throw SceneError(.invalidValue, at: object.path("id"), "an id must not be empty") }
            id = text
        }
        let first = try readAnchor(try object.required("first"), at: object.path("first"))
        let relation = try JSONRead.choice(try object.required("relation"), at: object.path("relation"),
                                           as: SceneRelation.self)
        var second: SceneAnchor?
        if let value = object["second"], !isNull(value) {
            second = try readAnchor(value, at: object.path("second"))
        }
        try checkPair(first: first, second: second, at: object.path("second"))
        var constraint = SceneConstraint(id: id, first: first, relation: relation, second: second)
        if let value = object["multiplier"] {
            constraint.multiplier = try JSONRead.number(value, at: object.path("multiplier"))
        }
        if let value = object["constant"] { constraint.constant = try JSONRead.number(value, at: object.path("constant")) }
        if let value = object["priority"] { constraint.priority = try JSONRead.priority(value, at: object.path("priority")) }
        return constraint
    }

    /// Reads `"<view id>.<attribute>"`; the id is split at the last dot and must name a view, the
    /// window, or a scroll view's guide (`"<scroll view id>.contentLayoutGuide"` or `.frameLayoutGuide`).
    func readAnchor(_ value: JSONValue, at path: String) throws(SceneError) -> SceneAnchor {
        let text = try JSONRead.string(value, at: path)
        guard let dot = text.lastIndex(of: "."), dot != text.startIndex else {
            throw SceneError(.invalidValue, at: path,
                             "expected \"<view id>.<attribute>\", got \(ScenePath.quote(text))")
        }
        let item = String(text[..<dot])
        let name = String(text[text.index(after: dot)...])
        guard let attribute = LayoutAttribute(name: name), attribute != .notAnAttribute else {
            throw SceneError(.invalidValue, at: path, "unknown attribute \(ScenePath.quote(name))")
        }
        guard item == SceneAnchor.windowID || views[item] != nil || isScrollGuide(item) else {
            throw SceneError(.unknownID, at: path, "unknown view id \(ScenePath.quote(item))")
        }
        return SceneAnchor(item: item, attribute: attribute)
    }

    /// `second` may be null only for a size; otherwise both attributes must be of one kind.
    private func checkPair(first: SceneAnchor, second: SceneAnchor?, at path: String) throws(SceneError) {
        guard let second else {
            guard first.attribute.isCompatible(with: .notAnAttribute) else {
                throw SceneError(.invalidValue, at: path,
                                 "null is only allowed when first is a width or height, not \(first.attribute.name)")
            }
            return
        }
        guard first.attribute.isCompatible(with: second.attribute) else {
            throw SceneError(.invalidValue, at: path,
                             "\(second.attribute.name) (\(Self.kindName(second.attribute))) cannot relate to "
                                 + "\(first.attribute.name) (\(Self.kindName(first.attribute)))")
        }
    }

    /// What an attribute measures, for messages.
    static func kindName(_ attribute: LayoutAttribute) -> String {
        switch attribute.kind {
        case .xPosition: "an x position"
        case .yPosition: "a y position"
        case .dimension, .none: "a size"
        }
    }

    private func isNull(_ value: JSONValue) -> Bool {
        if case .null = value { return true }
        return false
    }
}
