// Reading timeline steps, animations and changes (structure and static ids; see
// SceneLoader+TimelineIDs.swift for the checks that depend on time order).
import StackLayout

extension SceneLoader {
    static let stepKeys: Set<String> = ["at", "animate", "changes"]
    static let animationKeys: Set<String> = ["duration", "delay", "curve", "spring"]
    static let targetKeys = ["view", "stack", "constraint", "add", "window"]
    static let changeKeys: [String: Set<String>] = [
        "view": ["view", "hidden", "alpha", "intrinsic", "hugging", "compression", "alignmentInsets", "margins", "frame",
                 "text", "backgroundColor", "contentOffset"],
        "stack": ["stack", "axis", "distribution", "alignment", "spacing", "customSpacing", "marginsRelative",
                  "baselineRelative", "arranged"],
        "constraint": ["constraint", "constant", "priority", "multiplier", "active"],
        "add": ["add"],
        "window": ["window"],
    ]

    func readStep(_ value: JSONValue, at path: String) throws(SceneError) -> TimelineStep {
        let object = try ObjectReader(value, at: path, allowed: Self.stepKeys)
        let at = try JSONRead.nonNegative(try object.required("at"), at: object.path("at"))
        var animation: SceneAnimation?
        if let value = object["animate"] { animation = try readAnimation(value, at: object.path("animate")) }
        var changes: [SceneChange] = []
        let changesPath = object.path("changes")
        for (index, element) in try JSONRead.array(try object.required("changes"), at: changesPath).enumerated() {
            changes.append(try readChange(element, at: ScenePath.index(changesPath, index)))
        }
        return TimelineStep(at: at, animation: animation, changes: changes)
    }

    private func readAnimation(_ value: JSONValue, at path: String) throws(SceneError) -> SceneAnimation {
        let object = try ObjectReader(value, at: path, allowed: Self.animationKeys)
        var animation = SceneAnimation(duration: try JSONRead.nonNegative(try object.required("duration"),
                                                                          at: object.path("duration")))
        if let value = object["delay"] { animation.delay = try JSONRead.nonNegative(value, at: object.path("delay")) }
        if object.has("curve"), object.has("spring") {
            throw SceneError(.invalidValue, at: object.path("spring"), "give either \"curve\" or \"spring\", not both")
        }
        if let value = object["curve"] { animation.curve = try readCurve(value, at: object.path("curve")) }
        if let value = object["spring"] { animation.curve = try readSpring(value, at: object.path("spring")) }
        return animation
    }

    /// `"linear"` … `"easeInOut"`, `{ "cubicBezier": [x1, y1, x2, y2] }` or `{ "spring": { … } }`.
    private func readCurve(_ value: JSONValue, at path: String) throws(SceneError) -> SceneCurve {
        let names = SceneCurve.named.map { ScenePath.quote($0.name) }.joined(separator: ", ")
        if case .string(let text) = value {
            guard let curve = SceneCurve.named.first(where: { $0.name == text })?.curve else {
                throw SceneError(.invalidValue, at: path,
                                 "unknown curve \(ScenePath.quote(text)) (expected \(names), "
                                     + "{\"cubicBezier\": [x1, y1, x2, y2]} or {\"spring\": {…}})")
            }
            return curve
        }
        guard case .object(let entries) = value else {
            throw SceneError(.wrongType, at: path, "expected a curve name or an object, got \(value.typeName)")
        }
        let object = try ObjectReader(value, at: path, allowed: ["cubicBezier", "spring"])
        guard entries.count == 1 else {
            throw SceneError(.invalidValue, at: path, "expected exactly one of \"cubicBezier\" or \"spring\"")
        }
        if let spring = object["spring"] { return try readSpring(spring, at: object.path("spring")) }
        let bezierPath = object.path("cubicBezier")
        let points = try JSONRead.numbers(try object.required("cubicBezier"), at: bezierPath,
                                          shape: "[x1, y1, x2, y2]", nonNegative: [false, false, false, false])
        for index in [0, 2] where !(0...1).contains(points[index]) {
            throw SceneError(.invalidValue, at: ScenePath.index(bezierPath, index), "x must lie in [0, 1]")
        }
        return .cubicBezier(x1: points[0], y1: points[1], x2: points[2], y2: points[3])
    }

    private func readSpring(_ value: JSONValue, at path: String) throws(SceneError) -> SceneCurve {
        let object = try ObjectReader(value, at: path, allowed: ["damping", "velocity"])
        let damping = try JSONRead.number(try object.required("damping"), at: object.path("damping"))
        guard damping > 0 else { throw SceneError(.invalidValue, at: object.path("damping"), "damping must be positive") }
        var velocity: Double = 0
        if let value = object["velocity"] { velocity = try JSONRead.number(value, at: object.path("velocity")) }
        return .spring(damping: damping, velocity: velocity)
    }

    private func readChange(_ value: JSONValue, at path: String) throws(SceneError) -> SceneChange {
        guard case .object(let entries) = value else {
            throw SceneError(.wrongType, at: path, "expected an object, got \(value.typeName)")
        }
        let targets = Self.targetKeys.filter { key in entries.contains { $0.key == key } }
        let names = Self.targetKeys.map { ScenePath.quote($0) }
        guard let target = targets.first else {
            throw SceneError(.missingKey, at: path,
                             "a change needs a target: \(names.dropLast().joined(separator: ", ")) or \(names[4])")
        }
        guard targets.count == 1 else {
            throw SceneError(.invalidValue, at: path,
                             "a change names exactly one target, found \(targets.map { ScenePath.quote($0) }.joined(separator: " and "))")
        }
        let object = try ObjectReader(value, at: path, allowed: Self.changeKeys[target] ?? [target]) { _ in
            "not a property of \(target == "add" ? "an" : "a") \(ScenePath.quote(target)) change"
        }
        switch target {
        case "view": return .view(try readViewChange(object))
        case "stack": return .stack(try readStackChange(object))
        case "constraint": return .constraint(try readConstraintChange(object))
        case "add": return .add(try readConstraint(try object.required("add"), at: object.path("add")))
        default:
            let size = try JSONRead.numbers(try object.required("window"), at: object.path("window"), shape: "[w, h]",
                                            nonNegative: [true, true])
            return .window(Size(width: size[0], height: size[1]))
        }
    }

    private func readViewChange(_ object: ObjectReader) throws(SceneError) -> SceneViewChange {
        let id = try existingView(object, key: "view")
        var change = SceneViewChange(id: id)
        let type = views[id]?.type ?? .view
        for key in Self.measuredKeys where type.hasContent && object.has(key) {
            throw SceneError(.unknownKey, at: object.path(key),
                             "unknown key (\(Self.hint(forKey: key, type: type) ?? "not for this view"))")
        }
        if let value = object["text"] {
            guard type == .label else {
                throw SceneError(.unknownKey, at: object.path("text"),
                                 "unknown key (only a view with \"type\": \"label\" has it)")
            }
            change.text = try JSONRead.string(value, at: object.path("text"))
        }
        if let value = object["contentOffset"] {
            guard type == .scrollView else {
                throw SceneError(.unknownKey, at: object.path("contentOffset"),
                                 "unknown key (only a view with \"type\": \"scrollView\" has it)")
            }
            change.contentOffset = try Self.point(value, at: object.path("contentOffset"))
        }
        if let value = object["hidden"] { change.isHidden = try JSONRead.bool(value, at: object.path("hidden")) }
        if let value = object["alpha"] { change.alpha = try PropertyReads.alpha(value, at: object.path("alpha")) }
        if let value = object["backgroundColor"] {
            change.backgroundColor = try PropertyReads.color(value, at: object.path("backgroundColor"))
        }
        if let value = object["intrinsic"] {
            change.intrinsic = try PropertyReads.intrinsic(value, at: object.path("intrinsic"))
        }
        if let value = object["hugging"] { change.hugging = try PropertyReads.priorities(value, at: object.path("hugging")) }
        if let value = object["compression"] {
            change.compression = try PropertyReads.priorities(value, at: object.path("compression"))
        }
        if let value = object["alignmentInsets"] {
            change.alignmentInsets = try PropertyReads.insets(value, at: object.path("alignmentInsets"))
        }
        if let value = object["margins"] { change.margins = try PropertyReads.insets(value, at: object.path("margins")) }
        if let value = object["frame"] { change.frame = try PropertyReads.frame(value, at: object.path("frame")) }
        return change
    }

    private func readStackChange(_ object: ObjectReader) throws(SceneError) -> SceneStackChange {
        let id = try existingView(object, key: "stack")
        guard views[id]?.isStack == true else {
            throw SceneError(.invalidValue, at: object.path("stack"), "\(ScenePath.quote(id)) is not a stack")
        }
        var change = SceneStackChange(id: id)
        if let value = object["axis"] { change.axis = try JSONRead.choice(value, at: object.path("axis"), as: SceneAxis.self) }
        if let value = object["distribution"] {
            change.distribution = try JSONRead.choice(value, at: object.path("distribution"), as: SceneDistribution.self)
        }
        if let value = object["alignment"] {
            change.alignment = try JSONRead.choice(value, at: object.path("alignment"), as: SceneAlignment.self)
        }
        if let value = object["spacing"] { change.spacing = try JSONRead.number(value, at: object.path("spacing")) }
        if let value = object["marginsRelative"] {
            change.marginsRelative = try JSONRead.bool(value, at: object.path("marginsRelative"))
        }
        if let value = object["baselineRelative"] {
            change.baselineRelative = try JSONRead.bool(value, at: object.path("baselineRelative"))
        }
        if let value = object["arranged"] {
            var ids: [String] = []
            for (index, element) in try JSONRead.array(value, at: object.path("arranged")).enumerated() {
                let elementPath = ScenePath.index(object.path("arranged"), index)
                let arrangedID = try JSONRead.string(element, at: elementPath)
                guard !ids.contains(arrangedID) else {
                    throw SceneError(.duplicateID, at: elementPath, "\(ScenePath.quote(arrangedID)) is listed twice")
                }
                ids.append(arrangedID)
            }
            change.arranged = ids
        }
        if let value = object["customSpacing"] {
            // Keys are checked against the arrangement at the step's time in checkTimelineIDs.
            guard case .object(let entries) = value else {
                throw SceneError(.wrongType, at: object.path("customSpacing"),
                                 "expected an object of arranged ids to numbers, got \(value.typeName)")
            }
            var spacings: [SceneCustomSpacing] = []
            for entry in entries {
                let number = try JSONRead.number(entry.value, at: ScenePath.key(object.path("customSpacing"), entry.key))
                spacings.append(SceneCustomSpacing(after: entry.key, spacing: number))
            }
            change.customSpacing = spacings
        }
        return change
    }

    private func readConstraintChange(_ object: ObjectReader) throws(SceneError) -> SceneConstraintChange {
        var change = SceneConstraintChange(id: try JSONRead.string(try object.required("constraint"),
                                                                   at: object.path("constraint")))
        if let value = object["constant"] { change.constant = try JSONRead.number(value, at: object.path("constant")) }
        if let value = object["priority"] { change.priority = try JSONRead.priority(value, at: object.path("priority")) }
        if let value = object["multiplier"] { change.multiplier = try JSONRead.number(value, at: object.path("multiplier")) }
        if let value = object["active"] { change.isActive = try JSONRead.bool(value, at: object.path("active")) }
        return change
    }

    /// The id under `key`, which must name a view of the tree (not the window).
    private func existingView(_ object: ObjectReader, key: String) throws(SceneError) -> String {
        let id = try JSONRead.string(try object.required(key), at: object.path(key))
        guard views[id] != nil else {
            throw SceneError(.unknownID, at: object.path(key), "unknown view id \(ScenePath.quote(id))")
        }
        return id
    }
}
