// A scene that uses every key of the scene format, checked value by value.
import StackLayout
import Testing
import StackLayoutScene

private let fullScene = #"""
{
  "version": 1,
  "window": [375, 667.5],
  "root": {
    "id": "main", "type": "stack", "pin": false,
    "intrinsic": [null, 44], "baseline": [12, 30], "hugging": [251, 249.5], "compression": [760, 740],
    "alignmentInsets": [1, 2, 3, 4], "margins": [5, 6, 7, 8], "hidden": false, "alpha": 0.5,
    "frame": [1, 2, 300, 400],
    "axis": "vertical", "distribution": "equalSpacing", "alignment": "firstBaseline", "spacing": -2.5,
    "customSpacing": { "c": 3, "a": 30 },
    "marginsRelative": true, "baselineRelative": true,
    "arranged": [
      { "id": "a", "type": "view", "intrinsic": [160, 200] },
      { "id": "b", "type": "stack", "arranged": [{ "id": "b1" }], "subviews": [{ "id": "b2" }] },
      { "id": "c", "hidden": true, "intrinsic": [40, null] }
    ],
    "subviews": [{ "id": "badge", "frame": [0, 0, 10, 10], "subviews": [{ "id": "dot" }] }]
  },
  "constraints": [
    { "id": "menuHeight", "first": "a.height", "relation": "==", "second": null,
      "multiplier": 1, "constant": 60, "priority": 1000 },
    { "first": "b.leadingMargin", "relation": "<=", "second": "window.centerXWithinMargins",
      "multiplier": 0.5, "constant": -4, "priority": 999.5 },
    { "id": "ratio", "first": "a.width", "relation": ">=", "second": "b.height", "priority": 1 }
  ],
  "timeline": [
    { "at": 1, "animate": { "duration": 0.3, "delay": 0.1, "curve": "linear" },
      "changes": [
        { "view": "c", "hidden": false, "alpha": 0, "intrinsic": [null, null], "hugging": [1, 2],
          "compression": [3, 4], "alignmentInsets": [0, 1, 0, 1], "margins": [2, 2, 2, 2], "frame": [0, 0, 1, 1] },
        { "stack": "main", "axis": "horizontal", "distribution": "fillProportionally", "alignment": "center",
          "spacing": 4, "customSpacing": { "b": 7, "a": 6 }, "marginsRelative": false, "baselineRelative": false,
          "arranged": ["b", "a"] },
        { "constraint": "menuHeight", "constant": 200, "priority": 750, "multiplier": 2, "active": false },
        { "add": { "id": "late", "first": "dot.top", "relation": "==", "second": "badge.bottom" } },
        { "window": [320, 480] }
      ] },
    { "at": 0.5, "animate": { "duration": 1, "spring": { "damping": 0.33, "velocity": 2 } },
      "changes": [{ "constraint": "ratio", "active": true }] },
    { "at": 2, "animate": { "duration": 0.25, "curve": { "cubicBezier": [0.1, -0.5, 0.9, 1.5] } },
      "changes": [{ "constraint": "late", "constant": 5 }] },
    { "at": 3, "animate": { "duration": 0.5, "curve": { "spring": { "damping": 1 } } }, "changes": [] },
    { "at": 3.1, "changes": [{ "view": "b1", "hidden": true }] }
  ],
  "samples": [0, 0.15, 1e308]
}
"""#

@Suite struct LoaderFullSceneTests {
    let scene: Scene

    init() throws { scene = try Scene.load(json: fullScene) }

    @Test func documentKeys() {
        #expect(scene.version == 1)
        #expect(scene.window == Size(width: 375, height: 667.5))
        #expect(scene.samples == [0, 0.15, 1e308])
        #expect(scene.constraints.count == 3)
        #expect(scene.timeline.count == 5)
    }

    @Test func rootViewKeys() {
        let root = scene.root
        #expect(root.id == "main")
        #expect(root.pin == false)
        #expect(root.intrinsic == SceneIntrinsicSize(width: nil, height: 44))
        #expect(root.baseline == SceneBaseline(first: 12, last: 30))
        #expect(root.hugging == ScenePriorities(horizontal: 251, vertical: 249.5))
        #expect(root.compression == ScenePriorities(horizontal: 760, vertical: 740))
        #expect(root.alignmentInsets == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(root.margins == EdgeInsets(top: 5, left: 6, bottom: 7, right: 8))
        #expect(root.isHidden == false)
        #expect(root.alpha == 0.5)
        #expect(root.frame == Rect(x: 1, y: 2, width: 300, height: 400))
        #expect(root.subviews.map(\.id) == ["badge"])
        #expect(root.subviews[0].subviews.map(\.id) == ["dot"])
    }

    @Test func stackKeys() throws {
        let stack = try #require(scene.root.stack)
        #expect(stack.axis == .vertical)
        #expect(stack.distribution == .equalSpacing)
        #expect(stack.alignment == .firstBaseline)
        #expect(stack.spacing == -2.5)
        // Ordered by arranged order (a before c), not by file order.
        #expect(stack.customSpacing == [SceneCustomSpacing(after: "a", spacing: 30), SceneCustomSpacing(after: "c", spacing: 3)])
        #expect(stack.marginsRelative)
        #expect(stack.baselineRelative)
        #expect(stack.arranged.map(\.id) == ["a", "b", "c"])
        #expect(stack.arranged[1].stack?.arranged.map(\.id) == ["b1"])
        #expect(stack.arranged[1].subviews.map(\.id) == ["b2"])
        #expect(stack.arranged[2].isHidden)
        #expect(stack.arranged[2].intrinsic == SceneIntrinsicSize(width: 40, height: nil))
    }

    @Test func constraintKeys() {
        #expect(scene.constraints[0] == SceneConstraint(
            id: "menuHeight", first: SceneAnchor(item: "a", attribute: .height), relation: .equal, second: nil,
            multiplier: 1, constant: 60, priority: 1000))
        #expect(scene.constraints[1] == SceneConstraint(
            id: nil, first: SceneAnchor(item: "b", attribute: .leadingMargin), relation: .lessThanOrEqual,
            second: SceneAnchor(item: "window", attribute: .centerXWithinMargins), multiplier: 0.5, constant: -4,
            priority: 999.5))
        #expect(scene.constraints[1].second?.isWindow == true)
        #expect(scene.constraints[2] == SceneConstraint(
            id: "ratio", first: SceneAnchor(item: "a", attribute: .width), relation: .greaterThanOrEqual,
            second: SceneAnchor(item: "b", attribute: .height), priority: 1))
    }

    @Test func firstStepChanges() {
        let step = scene.timeline[0]
        #expect(step.at == 1)
        #expect(step.animation == SceneAnimation(duration: 0.3, delay: 0.1, curve: .linear))
        #expect(step.changes == [
            .view(SceneViewChange(id: "c", isHidden: false, alpha: 0, intrinsic: SceneIntrinsicSize.none,
                                  hugging: ScenePriorities(horizontal: 1, vertical: 2),
                                  compression: ScenePriorities(horizontal: 3, vertical: 4),
                                  alignmentInsets: EdgeInsets(top: 0, left: 1, bottom: 0, right: 1),
                                  margins: EdgeInsets(top: 2, left: 2, bottom: 2, right: 2),
                                  frame: Rect(x: 0, y: 0, width: 1, height: 1))),
            .stack(SceneStackChange(id: "main", axis: .horizontal, distribution: .fillProportionally,
                                    alignment: .center, spacing: 4,
                                    customSpacing: [SceneCustomSpacing(after: "b", spacing: 7),
                                                    SceneCustomSpacing(after: "a", spacing: 6)],
                                    marginsRelative: false, baselineRelative: false, arranged: ["b", "a"])),
            .constraint(SceneConstraintChange(id: "menuHeight", constant: 200, priority: 750, multiplier: 2,
                                              isActive: false)),
            .add(SceneConstraint(id: "late", first: SceneAnchor(item: "dot", attribute: .top),
                                 second: SceneAnchor(item: "badge", attribute: .bottom))),
            .window(Size(width: 320, height: 480)),
        ])
    }

    @Test func curvesAndSprings() {
        #expect(scene.timeline[1].animation == SceneAnimation(duration: 1, curve: .spring(damping: 0.33, velocity: 2)))
        #expect(scene.timeline[2].animation?.curve == .cubicBezier(x1: 0.1, y1: -0.5, x2: 0.9, y2: 1.5))
        #expect(scene.timeline[3].animation == SceneAnimation(duration: 0.5, curve: .spring(damping: 1, velocity: 0)))
        #expect(scene.timeline[3].changes.isEmpty)
        #expect(scene.timeline[4].animation == nil)
    }

    @Test func timeOrderAndEndTime() {
        #expect(scene.stepsInTimeOrder.map(\.at) == [0.5, 1, 2, 3, 3.1])
        #expect(close(scene.endTime, 3.5))
        #expect(scene.resolvedSamples == [0, 0.15, 1e308])
    }

    @Test func treeWalkOrder() {
        let entries = scene.allViews
        #expect(entries.map(\.view.id) == ["main", "a", "b", "b1", "b2", "c", "badge", "dot"])
        #expect(entries.map(\.parentID) == [nil, "main", "main", "b", "b", "main", "main", "badge"])
        #expect(entries.map(\.isArranged) == [false, true, true, true, false, true, false, false])
        #expect(scene.view(withID: "b2")?.id == "b2")
        #expect(scene.view(withID: "nope") == nil)
    }
}
