// Stack changes of a timeline, and how diagnostics name things.
import Foundation
import Testing
import StackLayout
@_spi(Testing) import StackLayoutScene

@Suite struct SceneChangesTests {
    private let stackScene = """
        { "version": 1, "window": [300, 300],
          "root": { "id": "s", "type": "stack", "pin": false, "spacing": 10, "margins": [1, 2, 3, 4],
                    "customSpacing": { "a": 20 },
                    "arranged": [ { "id": "a", "intrinsic": [10, 10] }, { "id": "b", "intrinsic": [20, 30] },
                                  { "id": "c", "intrinsic": [30, 20] } ] },
          "timeline": [
            { "at": 1, "changes": [ { "stack": "s", "customSpacing": { "b": 5 } } ] },
            { "at": 2, "changes": [ { "stack": "s", "axis": "vertical", "alignment": "trailing",
                                      "distribution": "fillEqually", "marginsRelative": true } ] } ],
          "samples": [0, 1, 2] }
        """

    private func frames(_ frame: SceneFrame) -> [String: Rect] {
        Dictionary(uniqueKeysWithValues: frame.views.map { ($0.id, $0.frame) })
    }

    @Test func stackPropertiesChangeOnTheTimeline() throws {
        let playback = try Scene.load(json: stackScene).play()
        #expect(playback.diagnostics.isEmpty)
        let start = frames(playback.frames[0])
        // a, 20 (custom), b, 10, c along x; fill alignment spans the tallest (30).
        #expect(start["a"] == Rect(x: 0, y: 0, width: 10, height: 30))
        #expect(start["b"] == Rect(x: 30, y: 0, width: 20, height: 30))
        #expect(start["c"] == Rect(x: 60, y: 0, width: 30, height: 30))
        // The new map replaces the old one: a → 10 (spacing), b → 5.
        let replaced = frames(playback.frames[1])
        #expect(replaced["b"]?.minX == 20)
        #expect(replaced["c"]?.minX == 45)
        // Vertical, equal heights (30, the tallest), trailing-aligned inside the margins.
        let vertical = frames(playback.frames[2])
        #expect(vertical["s"] == Rect(x: 0, y: 0, width: 36, height: 109))
        #expect(vertical["a"] == Rect(x: 22, y: 1, width: 10, height: 30))
        #expect(vertical["b"] == Rect(x: 12, y: 41, width: 20, height: 30))
        #expect(vertical["c"] == Rect(x: 2, y: 76, width: 30, height: 30))
    }

    @Test func satisfiableStackChangesOnTheTimelineReportNoConflict() throws {
        let scene = """
            { "version": 1, "window": [300, 300],
              "root": { "id": "s", "type": "stack", "pin": false, "axis": "vertical",
                        "distribution": "fillProportionally", "spacing": 4,
                        "arranged": [ { "id": "a", "intrinsic": [20, 12] }, { "id": "b", "intrinsic": [20, null] } ] },
              "constraints": [ { "id": "height", "first": "s.height", "relation": "==", "constant": 50 } ],
              "timeline": [
                { "at": 1, "changes": [ { "stack": "s", "spacing": -6 } ] },
                { "at": 2, "changes": [ { "stack": "s", "distribution": "fill" } ] },
                { "at": 3, "changes": [ { "stack": "s", "distribution": "fillProportionally", "spacing": 10 } ] } ],
              "samples": [0, 1, 2, 3] }
            """
        let playback = try Scene.load(json: scene).play()
        #expect(playback.diagnostics.isEmpty, "\(playback.diagnostics)")
        #expect(frames(playback.frames[1])["a"] == Rect(x: 0, y: 0, width: 20, height: 56))
        #expect(frames(playback.frames[1])["b"] == Rect(x: 0, y: 50, width: 20, height: 0))
        #expect(frames(playback.frames[3])["a"] == Rect(x: 0, y: 0, width: 20, height: 40))
    }

    @Test func constraintNamesPreferIdentifiersThenTheFirstItem() {
        let named = ConstraintSnapshot(description: "box.width == 60 'width60' (StackLayoutScene/x.swift:1)",
                                       identifier: "width60")
        let intrinsic = ConstraintSnapshot(description: "box.width <= 50 @250 (intrinsic size)", identifier: nil)
        let empty = ConstraintSnapshot(description: "", identifier: "")
        #expect(SceneDiagnostics.constraintName(named) == "width60")
        #expect(SceneDiagnostics.constraintName(intrinsic) == "box.width")
        #expect(SceneDiagnostics.constraintName(empty) == "")
    }

    @Test(arguments: [
        (LayoutDiagnostic.invalidValue(property: "alpha of box", value: .nan),
         #"{ "kind": "invalidValue", "property": "alpha of box", "value": null }"#),
        (.invalidConstraint(ConstraintSnapshot(description: "a.left == 5", identifier: "c1"), reason: "no"),
         #"{ "kind": "invalidConstraint", "constraint": "c1", "reason": "no" }"#),
        (.hierarchyCycle(view: "a", superview: "b"), #"{ "kind": "hierarchyCycle", "view": "a", "superview": "b" }"#),
        (.pendingConstraint(ConstraintSnapshot(description: "x.top == y.top", identifier: nil)),
         #"{ "kind": "pendingConstraint", "constraint": "x.top" }"#),
        (.unsatisfiable(broken: ConstraintSnapshot(description: "p.width == 1", identifier: nil),
                        conflicting: [ConstraintSnapshot(description: "q", identifier: "w"),
                                      ConstraintSnapshot(description: "p.width == 1", identifier: nil)]),
         #"{ "kind": "unsatisfiable", "broken": "p.width", "conflicting": ["w", "p.width"] }"#),
        (.layoutFeedbackLoop(views: ["s", "a"], passes: 16),
         #"{ "kind": "layoutFeedbackLoop", "views": ["s", "a"], "passes": 16 }"#),
    ])
    func everyDiagnosticKindIsReported(diagnostic: LayoutDiagnostic, json: String) {
        #expect(SceneDiagnostics.reportDiagnostic(for: diagnostic).json.rendered() == json)
    }
}
