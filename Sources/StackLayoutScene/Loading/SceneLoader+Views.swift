// Reading the view tree: plain views and stacks, with their defaults.

/// The `type` of a view object.
private enum ViewType: String, CaseIterable {
    case view, stack
}

extension SceneLoader {
    static let viewKeys: Set<String> = [
        "id", "type", "intrinsic", "baseline", "hugging", "compression", "alignmentInsets", "margins",
        "hidden", "alpha", "frame", "subviews",
    ]
    static let stackKeys: Set<String> = [
        "axis", "distribution", "alignment", "spacing", "customSpacing", "marginsRelative", "baselineRelative",
        "arranged",
    ]

    /// Reads a view or stack object and, recursively, its children.
    mutating func readView(_ value: JSONValue, at path: String, isRoot: Bool) throws(SceneError) -> SceneView {
        guard case .object(let entries) = value else {
            throw SceneError(.wrongType, at: path, "expected an object, got \(value.typeName)")
        }
        let typeValue = entries.first { $0.key == "type" }?.value
        let type = try typeValue.map { v throws(SceneError) in
            try JSONRead.choice(v, at: ScenePath.key(path, "type"), as: ViewType.self)
        } ?? .view
        let isStack = type == .stack
        var allowed = Self.viewKeys
        if isStack { allowed.formUnion(Self.stackKeys) }
        if isRoot { allowed.insert("pin") }
        let object = try ObjectReader(value, at: path, allowed: allowed) { key in
            if Self.stackKeys.contains(key) { return "only a view with \"type\": \"stack\" has it" }
            if key == "pin" { return "only the root view has it" }
            return nil
        }

        let id = try readViewID(object)
        var view = SceneView(id: id, stack: isStack ? SceneStack() : nil)
        try readViewProperties(object, into: &view)
        if let pin = object["pin"] { view.pin = try JSONRead.bool(pin, at: object.path("pin")) }

        var info = ViewInfo(path: object.path("id"), isStack: isStack, arranged: [], children: [])
        views[id] = info
        if isStack {
            var stack = SceneStack()
            try readStackProperties(object, into: &stack)
            if let arranged = object["arranged"] {
                for (index, element) in try JSONRead.array(arranged, at: object.path("arranged")).enumerated() {
                    let child = try readView(element, at: ScenePath.index(object.path("arranged"), index), isRoot: false)
                    stack.arranged.append(child)
                }
            }
            info.arranged = stack.arranged.map(\.id)
            view.stack = stack
        }
        if let subviews = object["subviews"] {
            for (index, element) in try JSONRead.array(subviews, at: object.path("subviews")).enumerated() {
                view.subviews.append(try readView(element, at: ScenePath.index(object.path("subviews"), index),
                                                  isRoot: false))
            }
        }
        if isStack, let value = object["customSpacing"] {
            // After all children, so that a non-arranged subview is named as such.
            view.stack?.customSpacing = try readCustomSpacing(value, at: object.path("customSpacing"),
                                                              stackID: id, arranged: info.arranged)
        }
        info.children = view.children.map(\.id)
        views[id] = info
        return view
    }

    private func readViewID(_ object: ObjectReader) throws(SceneError) -> String {
        let path = object.path("id")
        let id = try JSONRead.string(try object.required("id"), at: path)
        guard !id.isEmpty else { throw SceneError(.invalidValue, at: path, "an id must not be empty") }
        guard id != SceneAnchor.windowID else {
            throw SceneError(.invalidValue, at: path, "the id \"window\" is reserved for the window")
        }
        if let earlier = views[id] {
            throw SceneError(.duplicateID, at: path, "duplicate id \(ScenePath.quote(id)) (also at \(earlier.path))")
        }
        return id
    }

    /// The keys every view takes, shared with timeline view changes through `PropertyReads`.
    private func readViewProperties(_ object: ObjectReader, into view: inout SceneView) throws(SceneError) {
        if let value = object["intrinsic"] { view.intrinsic = try PropertyReads.intrinsic(value, at: object.path("intrinsic")) }
        if let value = object["baseline"] {
            let numbers = try JSONRead.numbers(value, at: object.path("baseline"), shape: "[first, last]",
                                               nonNegative: [false, false])
            view.baseline = SceneBaseline(first: numbers[0], last: numbers[1])
        }
        if let value = object["hugging"] { view.hugging = try PropertyReads.priorities(value, at: object.path("hugging")) }
        if let value = object["compression"] {
            view.compression = try PropertyReads.priorities(value, at: object.path("compression"))
        }
        if let value = object["alignmentInsets"] {
            view.alignmentInsets = try PropertyReads.insets(value, at: object.path("alignmentInsets"))
        }
        if let value = object["margins"] { view.margins = try PropertyReads.insets(value, at: object.path("margins")) }
        if let value = object["hidden"] { view.isHidden = try JSONRead.bool(value, at: object.path("hidden")) }
        if let value = object["alpha"] { view.alpha = try PropertyReads.alpha(value, at: object.path("alpha")) }
        if let value = object["frame"] { view.frame = try PropertyReads.frame(value, at: object.path("frame")) }
    }

    private func readStackProperties(_ object: ObjectReader, into stack: inout SceneStack) throws(SceneError) {
        if let value = object["axis"] { stack.axis = try JSONRead.choice(value, at: object.path("axis"), as: SceneAxis.self) }
        if let value = object["distribution"] {
            stack.distribution = try JSONRead.choice(value, at: object.path("distribution"), as: SceneDistribution.self)
        }
        if let value = object["alignment"] {
            stack.alignment = try JSONRead.choice(value, at: object.path("alignment"), as: SceneAlignment.self)
        }
        if let value = object["spacing"] { stack.spacing = try JSONRead.number(value, at: object.path("spacing")) }
        if let value = object["marginsRelative"] {
            stack.marginsRelative = try JSONRead.bool(value, at: object.path("marginsRelative"))
        }
        if let value = object["baselineRelative"] {
            stack.baselineRelative = try JSONRead.bool(value, at: object.path("baselineRelative"))
        }
    }

    /// Reads a `customSpacing` map whose keys must be arranged ids of the stack; the result is in
    /// arranged order.
    func readCustomSpacing(_ value: JSONValue, at path: String, stackID: String, arranged: [String])
        throws(SceneError) -> [SceneCustomSpacing] {
        guard case .object(let entries) = value else {
            throw SceneError(.wrongType, at: path, "expected an object of arranged ids to numbers, got \(value.typeName)")
        }
        var spacings: [String: Double] = [:]
        for entry in entries {
            let entryPath = ScenePath.key(path, entry.key)
            guard arranged.contains(entry.key) else {
                let problem = views[entry.key] == nil
                    ? "unknown view id \(ScenePath.quote(entry.key))"
                    : "\(ScenePath.quote(entry.key)) is not an arranged subview of \(ScenePath.quote(stackID))"
                throw SceneError(.unknownID, at: entryPath, problem)
            }
            spacings[entry.key] = try JSONRead.number(entry.value, at: entryPath)
        }
        return arranged.compactMap { id in spacings[id].map { SceneCustomSpacing(after: id, spacing: $0) } }
    }
}

/// Reads of the view properties that both views and timeline view changes take.
enum PropertyReads {
    static func intrinsic(_ value: JSONValue, at path: String) throws(SceneError) -> SceneIntrinsicSize {
        let elements = try JSONRead.tuple(value, at: path, count: 2, shape: "[w, h]")
        var sizes: [Double?] = []
        for (index, element) in elements.enumerated() {
            if case .null = element {
                sizes.append(nil)
            } else if case .number = element {
                sizes.append(try JSONRead.nonNegative(element, at: ScenePath.index(path, index)))
            } else {
                throw SceneError(.wrongType, at: ScenePath.index(path, index),
                                 "expected a number or null, got \(element.typeName)")
            }
        }
        return SceneIntrinsicSize(width: sizes[0], height: sizes[1])
    }

    static func priorities(_ value: JSONValue, at path: String) throws(SceneError) -> ScenePriorities {
        let elements = try JSONRead.tuple(value, at: path, count: 2, shape: "[h, v]")
        return ScenePriorities(horizontal: try JSONRead.priority(elements[0], at: ScenePath.index(path, 0)),
                               vertical: try JSONRead.priority(elements[1], at: ScenePath.index(path, 1)))
    }

    static func insets(_ value: JSONValue, at path: String) throws(SceneError) -> SceneInsets {
        let numbers = try JSONRead.numbers(value, at: path, shape: "[top, left, bottom, right]",
                                           nonNegative: [false, false, false, false])
        return SceneInsets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])
    }

    static func alpha(_ value: JSONValue, at path: String) throws(SceneError) -> Double {
        let alpha = try JSONRead.number(value, at: path)
        guard alpha >= 0, alpha <= 1 else { throw SceneError(.invalidValue, at: path, "alpha must lie in [0, 1]") }
        return alpha
    }

    static func frame(_ value: JSONValue, at path: String) throws(SceneError) -> SceneRect {
        let numbers = try JSONRead.numbers(value, at: path, shape: "[x, y, w, h]", nonNegative: [false, false, true, true])
        return SceneRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }
}
