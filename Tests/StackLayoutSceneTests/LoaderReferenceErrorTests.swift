// Error paths of constraints and the timeline: ids, attribute pairs, priorities, targets.
import Testing
import StackLayoutScene

private func constraints(_ list: String) -> String { stackDocument(#""constraints": [\#(list)]"#) }
private func timeline(_ steps: String, constraints list: String = "") -> String {
    stackDocument(#""constraints": [\#(list)], "timeline": [\#(steps)]"#)
}
private func change(_ body: String) -> String { timeline(#"{ "at": 0, "changes": [\#(body)] }"#) }

private let constraintCases: [ErrorCase] = [
    ErrorCase(constraints("3"), "constraints[0]: expected an object, got a number", .wrongType),
    ErrorCase(constraints(#"{ "first": "a.width", "relation": "==", "prio": 1 }"#),
              "constraints[0].prio: unknown key", .unknownKey),
    ErrorCase(constraints(#"{ "relation": "==" }"#), "constraints[0].first: missing required key", .missingKey),
    ErrorCase(constraints(#"{ "first": "a.width" }"#), "constraints[0].relation: missing required key", .missingKey),
    ErrorCase(constraints(#"{ "first": "a.width", "relation": "=" }"#),
              #"constraints[0].relation: unknown value "=" (expected "==", "<=" or ">=")"#, .invalidValue),
    ErrorCase(constraints(#"{ "first": "a.width", "relation": "==" }, { "first": "foo.top", "relation": "==", "second": "a.top" }"#),
              #"constraints[1].first: unknown view id "foo""#, .unknownID),
    ErrorCase(constraints(#"{ "first": "a.top", "relation": "==", "second": "bar.top" }"#),
              #"constraints[0].second: unknown view id "bar""#, .unknownID),
    ErrorCase(constraints(#"{ "first": "a.hieght", "relation": "==" }"#),
              #"constraints[0].first: unknown attribute "hieght""#, .invalidValue),
    ErrorCase(constraints(#"{ "first": "width", "relation": "==" }"#),
              #"constraints[0].first: expected "<view id>.<attribute>", got "width""#, .invalidValue),
    ErrorCase(constraints(#"{ "first": ".width", "relation": "==" }"#),
              #"constraints[0].first: expected "<view id>.<attribute>", got ".width""#, .invalidValue),
    ErrorCase(constraints(#"{ "first": 3, "relation": "==" }"#),
              "constraints[0].first: expected a string, got a number", .wrongType),
    ErrorCase(constraints(#"{ "first": "a.leading", "relation": "==", "second": "b.top" }"#),
              "constraints[0].second: top (a y position) cannot relate to leading (an x position)", .invalidValue),
    ErrorCase(constraints(#"{ "first": "a.centerY", "relation": "==", "second": "b.width" }"#),
              "constraints[0].second: width (a size) cannot relate to centerY (a y position)", .invalidValue),
    ErrorCase(constraints(#"{ "first": "a.width", "relation": "==", "second": "b.leadingMargin" }"#),
              "constraints[0].second: leadingMargin (an x position) cannot relate to width (a size)", .invalidValue),
    ErrorCase(constraints(#"{ "first": "a.top", "relation": "==", "second": null }"#),
              "constraints[0].second: null is only allowed when first is a width or height, not top", .invalidValue),
    ErrorCase(constraints(#"{ "first": "a.centerX", "relation": "==" }"#),
              "constraints[0].second: null is only allowed when first is a width or height, not centerX", .invalidValue),
    ErrorCase(constraints(#"{ "first": "a.width", "relation": "==", "priority": 0 }"#),
              "constraints[0].priority: priority 0 is outside (0, 1000]", .invalidValue),
    ErrorCase(constraints(#"{ "first": "a.width", "relation": "==", "priority": 1001 }"#),
              "constraints[0].priority: priority 1001 is outside (0, 1000]", .invalidValue),
    ErrorCase(constraints(#"{ "first": "a.width", "relation": "==", "priority": -5 }"#),
              "constraints[0].priority: priority -5 is outside (0, 1000]", .invalidValue),
    ErrorCase(constraints(#"{ "first": "a.width", "relation": "==", "multiplier": "2" }"#),
              "constraints[0].multiplier: expected a number, got a string", .wrongType),
    ErrorCase(constraints(#"{ "first": "a.width", "relation": "==", "constant": -1e999 }"#),
              "constraints[0].constant: number -1e999 is not finite", .invalidValue),
    ErrorCase(constraints(#"{ "id": "k", "first": "a.width", "relation": "==" }, { "id": "k", "first": "b.width", "relation": "==" }"#),
              #"constraints[1].id: duplicate constraint id "k" (also at constraints[0].id)"#, .duplicateID),
    ErrorCase(constraints(#"{ "id": "", "first": "a.width", "relation": "==" }"#),
              "constraints[0].id: an id must not be empty", .invalidValue),
]

private let timelineCases: [ErrorCase] = [
    ErrorCase(stackDocument(#""timeline": {}"#), "timeline: expected an array, got an object", .wrongType),
    ErrorCase(timeline(#"{ "changes": [] }"#), "timeline[0].at: missing required key", .missingKey),
    ErrorCase(timeline(#"{ "at": 0 }"#), "timeline[0].changes: missing required key", .missingKey),
    ErrorCase(timeline(#"{ "at": -1, "changes": [] }"#), "timeline[0].at: must not be negative", .invalidValue),
    ErrorCase(timeline(#"{ "at": 0, "changes": [], "when": 1 }"#), "timeline[0].when: unknown key", .unknownKey),
    ErrorCase(timeline(#"{ "at": 0, "animate": {}, "changes": [] }"#),
              "timeline[0].animate.duration: missing required key", .missingKey),
    ErrorCase(timeline(#"{ "at": 0, "animate": { "duration": 1, "options": [] }, "changes": [] }"#),
              "timeline[0].animate.options: unknown key", .unknownKey),
    ErrorCase(timeline(#"{ "at": 0, "animate": { "duration": 1, "delay": -0.5 }, "changes": [] }"#),
              "timeline[0].animate.delay: must not be negative", .invalidValue),
    ErrorCase(timeline(#"{ "at": 0, "animate": { "duration": 1, "curve": "bounce" }, "changes": [] }"#),
              #"timeline[0].animate.curve: unknown curve "bounce" (expected "linear", "easeIn", "easeOut", "easeInOut", {"cubicBezier": [x1, y1, x2, y2]} or {"spring": {…}})"#,
              .invalidValue),
    ErrorCase(timeline(#"{ "at": 0, "animate": { "duration": 1, "curve": 2 }, "changes": [] }"#),
              "timeline[0].animate.curve: expected a curve name or an object, got a number", .wrongType),
    ErrorCase(timeline(#"{ "at": 0, "animate": { "duration": 1, "curve": { "cubicBezier": [0, 0, 1] } }, "changes": [] }"#),
              "timeline[0].animate.curve.cubicBezier: expected [x1, y1, x2, y2]", .wrongType),
    ErrorCase(timeline(#"{ "at": 0, "animate": { "duration": 1, "curve": { "cubicBezier": [0, 0, 1.5, 1] } }, "changes": [] }"#),
              "timeline[0].animate.curve.cubicBezier[2]: x must lie in [0, 1]", .invalidValue),
    ErrorCase(timeline(#"{ "at": 0, "animate": { "duration": 1, "curve": { "bezier": [0, 0, 1, 1] } }, "changes": [] }"#),
              "timeline[0].animate.curve.bezier: unknown key", .unknownKey),
    ErrorCase(timeline(#"{ "at": 0, "animate": { "duration": 1, "curve": {} }, "changes": [] }"#),
              #"timeline[0].animate.curve: expected exactly one of "cubicBezier" or "spring""#, .invalidValue),
    ErrorCase(timeline(#"{ "at": 0, "animate": { "duration": 1, "curve": "linear", "spring": { "damping": 1 } }, "changes": [] }"#),
              #"timeline[0].animate.spring: give either "curve" or "spring", not both"#, .invalidValue),
    ErrorCase(timeline(#"{ "at": 0, "animate": { "duration": 1, "spring": { "velocity": 1 } }, "changes": [] }"#),
              "timeline[0].animate.spring.damping: missing required key", .missingKey),
    ErrorCase(timeline(#"{ "at": 0, "animate": { "duration": 1, "spring": { "damping": 0 } }, "changes": [] }"#),
              "timeline[0].animate.spring.damping: damping must be positive", .invalidValue),
    ErrorCase(timeline(#"{ "at": 0, "animate": { "duration": 1, "spring": { "damping": 1, "mass": 1 } }, "changes": [] }"#),
              "timeline[0].animate.spring.mass: unknown key", .unknownKey),
    ErrorCase(change("[]"), "timeline[0].changes[0]: expected an object, got an array", .wrongType),
    ErrorCase(change(#"{ "hidden": true }"#),
              #"timeline[0].changes[0]: a change needs a target: "view", "stack", "constraint", "add" or "window""#,
              .missingKey),
    ErrorCase(change(#"{ "view": "a", "stack": "s" }"#),
              #"timeline[0].changes[0]: a change names exactly one target, found "view" and "stack""#, .invalidValue),
    ErrorCase(change(#"{ "view": "a", "axis": "vertical" }"#),
              #"timeline[0].changes[0].axis: unknown key (not a property of a "view" change)"#, .unknownKey),
    ErrorCase(change(#"{ "stack": "s", "hidden": true }"#),
              #"timeline[0].changes[0].hidden: unknown key (not a property of a "stack" change)"#, .unknownKey),
    ErrorCase(change(#"{ "view": "zz", "hidden": true }"#), #"timeline[0].changes[0].view: unknown view id "zz""#, .unknownID),
    ErrorCase(change(#"{ "view": "window", "alpha": 0 }"#), #"timeline[0].changes[0].view: unknown view id "window""#, .unknownID),
    ErrorCase(change(#"{ "view": "a", "hidden": 1 }"#),
              "timeline[0].changes[0].hidden: expected true or false, got a number", .wrongType),
    ErrorCase(change(#"{ "view": "a", "intrinsic": [1, 2, 3] }"#),
              "timeline[0].changes[0].intrinsic: expected [w, h]", .wrongType),
    ErrorCase(change(#"{ "view": "a", "frame": [0, 0, 1, -2] }"#),
              "timeline[0].changes[0].frame[3]: must not be negative", .invalidValue),
    ErrorCase(change(#"{ "stack": "a", "axis": "vertical" }"#), #"timeline[0].changes[0].stack: "a" is not a stack"#, .invalidValue),
    ErrorCase(change(#"{ "stack": "s", "arranged": ["a", "a"] }"#),
              #"timeline[0].changes[0].arranged[1]: "a" is listed twice"#, .duplicateID),
    ErrorCase(change(#"{ "stack": "s", "arranged": ["a", "d"] }"#),
              #"timeline[0].changes[0].arranged[1]: "d" is not an arranged subview of "s""#, .unknownID),
    ErrorCase(change(#"{ "stack": "s", "arranged": ["nope"] }"#),
              #"timeline[0].changes[0].arranged[0]: unknown view id "nope""#, .unknownID),
    ErrorCase(change(#"{ "stack": "s", "customSpacing": { "d": 4 } }"#),
              #"timeline[0].changes[0].customSpacing.d: "d" is not an arranged subview of "s""#, .unknownID),
    ErrorCase(change(#"{ "stack": "s", "arranged": ["c", "a"], "customSpacing": { "b": 4 } }"#),
              #"timeline[0].changes[0].customSpacing.b: "b" is not an arranged subview of "s""#, .unknownID),
    ErrorCase(change(#"{ "stack": "s", "customSpacing": { "a": null } }"#),
              "timeline[0].changes[0].customSpacing.a: expected a number, got null", .wrongType),
    ErrorCase(change(#"{ "constraint": "nope", "constant": 1 }"#),
              #"timeline[0].changes[0].constraint: unknown constraint id "nope""#, .unknownID),
    ErrorCase(change(#"{ "constraint": "k", "priority": 1000.01 }"#),
              "timeline[0].changes[0].priority: priority 1000.01 is outside (0, 1000]", .invalidValue),
    ErrorCase(change(#"{ "constraint": "k", "active": "no" }"#),
              "timeline[0].changes[0].active: expected true or false, got a string", .wrongType),
    ErrorCase(change(#"{ "add": { "first": "a.top", "relation": "==", "second": "q.top" } }"#),
              #"timeline[0].changes[0].add.second: unknown view id "q""#, .unknownID),
    ErrorCase(change(#"{ "add": { "first": "a.top", "relation": "==", "second": "c.width" } }"#),
              "timeline[0].changes[0].add.second: width (a size) cannot relate to top (a y position)", .invalidValue),
    ErrorCase(change(#"{ "add": { "first": "a.top" }, "constant": 1 }"#),
              #"timeline[0].changes[0].constant: unknown key (not a property of an "add" change)"#, .unknownKey),
    ErrorCase(change(#"{ "window": [1, -1] }"#), "timeline[0].changes[0].window[1]: must not be negative", .invalidValue),
    // Time order: the constraint is added at t = 2 but changed at t = 1 (listed first in the file).
    ErrorCase(timeline(#"""
        { "at": 2, "changes": [{ "add": { "id": "late", "first": "a.width", "relation": "==" } }] },
        { "at": 1, "changes": [{ "constraint": "late", "constant": 3 }] }
        """#), #"timeline[1].changes[0].constraint: unknown constraint id "late""#, .unknownID),
    ErrorCase(timeline(#"{ "at": 0, "changes": [{ "add": { "id": "k", "first": "a.width", "relation": "==" } }] }"#,
                       constraints: #"{ "id": "k", "first": "c.width", "relation": "==" }"#),
              #"timeline[0].changes[0].add.id: duplicate constraint id "k" (also at constraints[0].id)"#, .duplicateID),
    // Removed views (left out of an arrangement) and their descendants cannot be named later.
    ErrorCase(timeline(#"""
        { "at": 1, "changes": [{ "view": "d", "hidden": true }] },
        { "at": 0, "changes": [{ "stack": "s", "arranged": ["a", "c"] }] }
        """#), "timeline[0].changes[0].view: view \"d\" was removed by timeline[1].changes[0]", .unknownID),
    ErrorCase(timeline(#"""
        { "at": 0, "changes": [{ "stack": "s", "arranged": ["c"] }] },
        { "at": 0, "changes": [{ "stack": "s", "arranged": ["c", "a"] }] }
        """#), "timeline[1].changes[0].arranged[1]: view \"a\" was removed by timeline[0].changes[0]", .unknownID),
    ErrorCase(timeline(#"""
        { "at": 0, "changes": [{ "stack": "s", "arranged": ["c"] }] },
        { "at": 1, "changes": [{ "add": { "first": "c.width", "relation": "==", "second": "b.width" } }] }
        """#), "timeline[1].changes[0].add.second: view \"b\" was removed by timeline[0].changes[0]", .unknownID),
]

@Suite struct LoaderReferenceErrorTests {
    @Test(arguments: constraintCases + timelineCases)
    func rejects(_ errorCase: ErrorCase) throws {
        let error = try #require(loadError(errorCase.json))
        #expect(error.description == errorCase.message)
        #expect(error.kind == errorCase.kind)
    }

    @Test func changesInOneStepSeeEarlierChangesOfThatStep() throws {
        let scene = try Scene.load(json: timeline(#"""
            { "at": 0, "changes": [
              { "add": { "id": "new", "first": "a.width", "relation": "==" } },
              { "constraint": "new", "constant": 4 },
              { "stack": "s", "arranged": ["c", "a"], "customSpacing": { "a": 1, "c": 2 } } ] }
            """#))
        #expect(scene.timeline[0].changes[2] == .stack(SceneStackChange(
            id: "s", customSpacing: [SceneCustomSpacing(after: "c", spacing: 2), SceneCustomSpacing(after: "a", spacing: 1)],
            arranged: ["c", "a"])))
    }

    @Test func windowIsUsableInConstraints() throws {
        let scene = try Scene.load(json: constraints(#"{ "first": "window.width", "relation": "==", "second": "a.height", "multiplier": 2 }"#))
        #expect(scene.constraints[0].first == SceneAnchor(item: "window", attribute: .width))
        #expect(scene.constraints[0].second == SceneAnchor(item: "a", attribute: .height))
    }
}
