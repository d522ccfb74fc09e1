// Entry points of the strict scene loader and the document-level keys.
import StackLayout
import Foundation

extension Scene {
    /// Reads a version 1 scene from JSON text; every key of the scene format is understood and
    /// anything else is rejected with a ``SceneError`` naming the JSON path.
    public static func load(json: String) throws(SceneError) -> Scene {
        try SceneLoader.load(bytes: Array(json.utf8))
    }

    /// Reads a version 1 scene from UTF-8 JSON data (see ``load(json:)``).
    public static func load(data: Data) throws(SceneError) -> Scene {
        guard let text = String(validating: data, as: UTF8.self) else {
            throw SceneError(.invalidJSON, at: "", "invalid JSON: the data is not UTF-8")
        }
        return try load(json: text)
    }
}

/// The loader's state while reading one document: the ids seen so far.
struct SceneLoader {
    /// What the loader remembers of each view of the tree.
    struct ViewInfo {
        var path: String
        var isStack: Bool
        var type: SceneViewType
        var arranged: [String]
        var children: [String]
    }

    /// Views by id.
    var views: [String: ViewInfo] = [:]
    /// Constraint ids of the `constraints` array, with the path that defined them.
    var constraintIDs: [String: String] = [:]

    static let documentKeys: Set<String> = [
        "version", "window", "layoutDirection", "root", "constraints", "timeline", "samples",
    ]

    static func load(bytes: [UInt8]) throws(SceneError) -> Scene {
        var document = try JSONParser.parse(bytes)
        defer { JSONValue.release(&document) }  // a deep document is freed without recursion
        var loader = SceneLoader()
        return try loader.readDocument(document)
    }

    private mutating func readDocument(_ value: JSONValue) throws(SceneError) -> Scene {
        let object = try ObjectReader(value, at: "", allowed: Self.documentKeys)
        let version = try JSONRead.integer(try object.required("version"), at: "version")
        guard version == 1 else {
            throw SceneError(.invalidValue, at: "version", "unsupported version \(version) (only 1 is defined)")
        }
        let window = try readWindow(try object.required("window"))
        let root = try readView(try object.required("root"), at: "root", isRoot: true)

        var constraints: [SceneConstraint] = []
        if let value = object["constraints"] {
            for (index, element) in try JSONRead.array(value, at: "constraints").enumerated() {
                let path = ScenePath.index("constraints", index)
                let constraint = try readConstraint(element, at: path)
                if let id = constraint.id { try registerConstraint(id, at: ScenePath.key(path, "id")) }
                constraints.append(constraint)
            }
        }

        var timeline: [TimelineStep] = []
        if let value = object["timeline"] {
            for (index, element) in try JSONRead.array(value, at: "timeline").enumerated() {
                timeline.append(try readStep(element, at: ScenePath.index("timeline", index)))
            }
            timeline = try checkTimelineIDs(timeline)
        }

        var samples: [Double]?
        if let value = object["samples"] {
            samples = []
            for (index, element) in try JSONRead.array(value, at: "samples").enumerated() {
                samples?.append(try JSONRead.nonNegative(element, at: ScenePath.index("samples", index)))
            }
        }

        var direction = SceneLayoutDirection.leftToRight
        if let value = object["layoutDirection"] {
            direction = try JSONRead.choice(value, at: "layoutDirection", as: SceneLayoutDirection.self)
        }
        var scene = Scene(version: version, window: window.size, layoutDirection: direction,
                          root: root, constraints: constraints, timeline: timeline, samples: samples)
        scene.safeAreaInsets = window.safeAreaInsets
        scene.displayScale = window.displayScale
        return scene
    }

    /// The window: `[w, h]`, or `{ "size": [w, h], "safeAreaInsets": [top, left, bottom, right],
    /// "displayScale": s }` (insets default to zero, the scale to 0: unrounded frames).
    private func readWindow(_ value: JSONValue) throws(SceneError) -> (size: Size, safeAreaInsets: EdgeInsets, displayScale: Double) {
        func size(_ value: JSONValue, at path: String) throws(SceneError) -> Size {
            let numbers = try JSONRead.numbers(value, at: path, shape: "[w, h]", nonNegative: [true, true])
            return Size(width: numbers[0], height: numbers[1])
        }
        guard case .object = value else { return (try size(value, at: "window"), .zero, 0) }
        let object = try ObjectReader(value, at: "window", allowed: ["size", "safeAreaInsets", "displayScale"])
        let insets = try object["safeAreaInsets"].map { v throws(SceneError) in
            try PropertyReads.insets(v, at: object.path("safeAreaInsets"))
        } ?? .zero
        var scale = 0.0
        if let v = object["displayScale"] {
            scale = try JSONRead.nonNegative(v, at: object.path("displayScale"))
            guard scale <= 1000 else {
                throw SceneError(.invalidValue, at: object.path("displayScale"), "a display scale lies in [0, 1000]")
            }
        }
        return (try size(try object.required("size"), at: object.path("size")), insets, scale)
    }

    /// Records a constraint id, rejecting empty and duplicate ones.
    mutating func registerConstraint(_ id: String, at path: String) throws(SceneError) {
        if let earlier = constraintIDs[id] {
            throw SceneError(.duplicateID, at: path, "duplicate constraint id \(ScenePath.quote(id)) (also at \(earlier))")
        }
        constraintIDs[id] = path
    }
}
