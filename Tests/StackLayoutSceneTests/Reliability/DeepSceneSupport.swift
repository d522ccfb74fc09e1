// Generated deep scenes: views nested one inside the other, each inset from its superview, so
// that every frame is known from its level alone.
import StackLayoutScene

/// A scene document of `depth` plain views `v0` … `v{depth-1}`, each the only subview of the one
/// before. `v0` fills the window (a square of `side`); every other view `vk` is inset by `inset`
/// on each edge of `v{k-1}`, so `vk` has the frame (inset, inset, side − 2k·inset, …) for k ≥ 1:
/// the last `constrainedLevels` levels by four constraints to their superview (`c{k}.leading`,
/// `c{k}.top`, `c{k}.trailing`, `c{k}.bottom`), the level above them by constraints to the
/// window (so that they are fully determined), and the others by an explicit `frame` (which
/// keeps a debug run short: every view positioned by constraints is probed for ambiguity).
/// `extra` adds top-level members (a timeline, samples).
func nestedSceneJSON(depth: Int, side: Double, inset: Double, constrainedLevels: Int, extra: String = "") -> String {
    let firstConstrained = depth - constrainedLevels
    let anchored = firstConstrained - 1
    var body = ""
    for level in (0..<depth).reversed() {
        var fields = [#""id": "v\#(level)""#]
        if level > 0 && level < anchored {
            let length = side - 2 * Double(level) * inset
            fields.append(#""frame": [\#(inset), \#(inset), \#(length), \#(length)]"#)
        }
        if !body.isEmpty { fields.append(#""subviews": [\#(body)]"#) }
        body = "{ " + fields.joined(separator: ", ") + " }"
    }
    var constraints: [String] = []
    if anchored > 0 {
        let (view, offset, length) = ("v\(anchored)", Double(anchored) * inset, side - 2 * Double(anchored) * inset)
        constraints += [
            #"{ "first": "\#(view).leading", "relation": "==", "second": "window.leading", "constant": \#(offset) }"#,
            #"{ "first": "\#(view).top", "relation": "==", "second": "window.top", "constant": \#(offset) }"#,
            #"{ "first": "\#(view).width", "relation": "==", "second": null, "constant": \#(length) }"#,
            #"{ "first": "\#(view).height", "relation": "==", "second": null, "constant": \#(length) }"#,
        ]
    }
    for level in max(firstConstrained, 1)..<depth {
        let (view, parent) = ("v\(level)", "v\(level - 1)")
        constraints += [
            #"{ "id": "c\#(level).leading", "first": "\#(view).leading", "relation": "==", "second": "\#(parent).leading", "constant": \#(inset) }"#,
            #"{ "id": "c\#(level).top", "first": "\#(view).top", "relation": "==", "second": "\#(parent).top", "constant": \#(inset) }"#,
            #"{ "id": "c\#(level).trailing", "first": "\#(parent).trailing", "relation": "==", "second": "\#(view).trailing", "constant": \#(inset) }"#,
            #"{ "id": "c\#(level).bottom", "first": "\#(parent).bottom", "relation": "==", "second": "\#(view).bottom", "constant": \#(inset) }"#,
        ]
    }
    var members = [#""version": 1"#, #""window": [\#(side), \#(side)]"#, #""root": \#(body)"#,
                   #""constraints": [\#(constraints.joined(separator: ",\n"))]"#]
    if !extra.isEmpty { members.append(extra) }
    return "{\n" + members.joined(separator: ",\n") + "\n}"
}

/// The path of the object of level `level` in `nestedSceneJSON` (`root.subviews[0]…`).
func nestedViewPath(level: Int) -> String {
    "root" + String(repeating: ".subviews[0]", count: level)
}

/// A scene tree built in code: `depth` views nested one inside the other, each a stack with one
/// arranged child when `stacks` is set.
func nestedSceneView(depth: Int, stacks: Bool, deepestID: String = "v-last") -> SceneView {
    var view = SceneView(id: deepestID)
    for level in (0..<(depth - 1)).reversed() {
        if stacks {
            view = SceneView(id: "v\(level)", stack: SceneStack(axis: level % 2 == 0 ? .vertical : .horizontal,
                                                              arranged: [view]))
        } else {
            view = SceneView(id: "v\(level)", subviews: [view])
        }
    }
    return view
}
