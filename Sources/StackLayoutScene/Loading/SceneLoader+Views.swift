// Reading the view tree: plain views, stacks and content views, with their defaults.
import StackLayout

extension SceneLoader {
    static let viewKeys: Set<String> = Set([
        "id", "type", "intrinsic", "baseline", "hugging", "compression", "alignmentInsets", "margins",
        "hidden", "alpha", "frame", "subviews",
    ]).union(appearanceKeys)
    static let stackKeys: Set<String> = [
        "axis", "distribution", "alignment", "spacing", "customSpacing", "marginsRelative", "baselineRelative",
        "arranged",
    ]

    /// The deepest nesting of views accepted: the root and 4095 levels of subviews or arranged
    /// views below it.
    static let maximumViewDepth = 4096

    /// Reads a view or stack object and all its descendants, in document order: a view's own
    /// keys, then each arranged child completely, then each plain child completely, then its
    /// `customSpacing`. Iterative (an explicit stack), so tree depth is not limited by the
    /// thread's stack.
    mutating func readView(_ value: JSONValue, at path: String, isRoot: Bool) throws(SceneError) -> SceneView {
        var reading = [try beginView(value, at: path, isRoot: isRoot)]
        while true {
            if let (element, childPath) = try reading[reading.count - 1].nextChild() {
                guard reading.count < Self.maximumViewDepth else {
                    throw SceneError(.invalidValue, at: childPath, "views nest deeper than \(Self.maximumViewDepth) levels")
                }
                reading.append(try beginView(element, at: childPath, isRoot: false))
                continue
            }
            let finished = try finishView(reading.removeLast())
            guard !reading.isEmpty else { return finished }
            reading[reading.count - 1].adopt(finished)
        }
    }

    /// Reads a view's own keys (and, for a stack, checks that `arranged` is an array); its
    /// children come next.
    private mutating func beginView(_ value: JSONValue, at path: String, isRoot: Bool) throws(SceneError) -> ReadingView {
        guard case .object(let entries) = value else {
            throw SceneError(.wrongType, at: path, "expected an object, got \(value.typeName)")
        }
        let typeValue = entries.first { $0.key == "type" }?.value
        let type = try typeValue.map { v throws(SceneError) in
            try JSONRead.choice(v, at: ScenePath.key(path, "type"), as: SceneViewType.self)
        } ?? .view
        let isStack = type == .stack
        let object = try ObjectReader(value, at: path, allowed: Self.allowedKeys(for: type, isRoot: isRoot)) { key in
            Self.hint(forKey: key, type: type)
        }

        let id = try readViewID(object)
        var view = SceneView(id: id, stack: isStack ? SceneStack() : nil, content: try readContent(object, type: type))
        try readViewProperties(object, into: &view)
        if let pin = object["pin"] { view.pin = try JSONRead.bool(pin, at: object.path("pin")) }
        if type == .scrollView { view.scroll = try readScrollProperties(object) }

        let info = ViewInfo(path: object.path("id"), isStack: isStack, type: type, arranged: [], children: [])
        views[id] = info
        var arranged: [JSONValue] = []
        if isStack {
            var stack = SceneStack()
            try readStackProperties(object, into: &stack)
            view.stack = stack
            if let value = object["arranged"] { arranged = try JSONRead.array(value, at: object.path("arranged")) }
        }
        return ReadingView(view: view, info: info, object: object, elements: arranged)
    }

    /// Completes a view whose children are all read: its `customSpacing` (after all children, so
    /// that a non-arranged subview is named as such) and what the loader remembers of it.
    private mutating func finishView(_ reading: ReadingView) throws(SceneError) -> SceneView {
        var view = reading.view
        var info = reading.info
        if info.isStack, let value = reading.object["customSpacing"] {
            view.stack?.customSpacing = try readCustomSpacing(value, at: reading.object.path("customSpacing"),
                                                              stackID: view.id, arranged: info.arranged)
        }
        info.children = view.children.map(\.id)
        views[view.id] = info
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
        try readAppearance(object, into: &view.appearance)
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

/// A view whose children are being read: the arranged ones first, then a scroll view's
/// content, then the plain ones.
private struct ReadingView {
    /// The children being read, in reading order; raw values are the keys that hold them.
    enum Phase: String {
        case arranged, content, subviews
    }

    var view: SceneView
    var info: SceneLoader.ViewInfo
    let object: ObjectReader
    /// The child objects of the current phase.
    var elements: [JSONValue]
    /// Which children are being read.
    var phase = Phase.arranged
    /// The index in `elements` of the next child.
    var next = 0

    /// The next child to read with its path, or `nil` when all are read. The `content` object
    /// and the `subviews` array are taken up when the phase before them is done.
    mutating func nextChild() throws(SceneError) -> (JSONValue, String)? {
        while next >= elements.count {
            next = 0
            switch phase {
            case .arranged:
                info.arranged = view.stack?.arranged.map(\.id) ?? []
                phase = .content
                elements = object["content"].map { [$0] } ?? []
            case .content:
                phase = .subviews
                elements = try object["subviews"].map { v throws(SceneError) in
                    try JSONRead.array(v, at: object.path("subviews"))
                } ?? []
            case .subviews:
                return nil
            }
        }
        next += 1
        let path = object.path(phase.rawValue)
        return (elements[next - 1], phase == .content ? path : ScenePath.index(path, next - 1))
    }

    /// Adds a child that was read completely.
    mutating func adopt(_ child: SceneView) {
        switch phase {
        case .arranged: view.stack?.arranged.append(child)
        case .content: view.scroll?.content = child
        case .subviews: view.subviews.append(child)
        }
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

    static func insets(_ value: JSONValue, at path: String) throws(SceneError) -> EdgeInsets {
        let numbers = try JSONRead.numbers(value, at: path, shape: "[top, left, bottom, right]",
                                           nonNegative: [false, false, false, false])
        return EdgeInsets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])
    }

    static func alpha(_ value: JSONValue, at path: String) throws(SceneError) -> Double {
        let alpha = try JSONRead.number(value, at: path)
        guard alpha >= 0, alpha <= 1 else { throw SceneError(.invalidValue, at: path, "alpha must lie in [0, 1]") }
        return alpha
    }

    static func frame(_ value: JSONValue, at path: String) throws(SceneError) -> Rect {
        let numbers = try JSONRead.numbers(value, at: path, shape: "[x, y, w, h]", nonNegative: [false, false, true, true])
        return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }
}
