// Defaults applied exactly as the "Scene files" article says.
import Foundation
import StackLayout
import Testing
import StackLayoutScene

@Suite struct LoaderDefaultsTests {
    @Test func viewDefaults() throws {
        let scene = try Scene.load(json: document())
        #expect(scene.root == SceneView(id: "main"))
        let root = scene.root
        #expect(root.intrinsic == SceneIntrinsicSize(width: nil, height: nil))
        #expect(root.baseline == nil)
        #expect(root.hugging == ScenePriorities(horizontal: 250, vertical: 250))
        #expect(root.compression == ScenePriorities(horizontal: 750, vertical: 750))
        #expect(root.alignmentInsets == EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        #expect(root.margins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(root.isHidden == false)
        #expect(root.alpha == 1)
        #expect(root.frame == nil)
        #expect(root.pin)
        #expect(root.subviews.isEmpty)
        #expect(root.stack == nil)
        #expect(scene.constraints.isEmpty)
        #expect(scene.timeline.isEmpty)
        #expect(scene.samples == nil)
        #expect(scene.resolvedSamples == [0])
    }

    /// A switch hugs at 750 unless the file says otherwise; first in a 300-point fill row it
    /// stays 51 wide.
    @Test func switchDefaults() throws {
        let row = #"""
            { "id": "row", "type": "stack", "arranged": [
                { "id": "toggle", "type": "switch" }, { "id": "caption", "type": "label", "text": "Wi-Fi" } ] }
            """#
        let scene = try Scene.load(json: #"{ "version": 1, "window": [300, 100], "root": \#(row) }"#)
        let arranged = try #require(scene.root.stack?.arranged)
        #expect(arranged.map(\.hugging) == [
            ScenePriorities(horizontal: 750, vertical: 750), ScenePriorities(horizontal: 250, vertical: 250),
        ])
        let loose = try Scene.load(json: document(root: #"{ "id": "s", "type": "switch", "hugging": [250, 250] }"#))
        #expect(loose.root.hugging == ScenePriorities(horizontal: 250, vertical: 250))
        let frames = try #require(try scene.play().frames.first).views
        #expect(frames.first { $0.id == "toggle" }?.frame.width == 51)
    }

    @Test func stackDefaults() throws {
        let scene = try Scene.load(json: document(root: #"{ "id": "s", "type": "stack" }"#))
        #expect(scene.root.margins == EdgeInsets.zero)
        #expect(scene.root.stack == SceneStack())
        let stack = try #require(scene.root.stack)
        #expect(stack.axis == .horizontal)
        #expect(stack.distribution == .fill)
        #expect(stack.alignment == .fill)
        #expect(stack.spacing == 0)
        #expect(stack.customSpacing.isEmpty)
        #expect(!stack.marginsRelative)
        #expect(!stack.baselineRelative)
        #expect(stack.arranged.isEmpty)
    }

    @Test func constraintDefaults() throws {
        let scene = try Scene.load(json: document(root: #"{ "id": "v" }"#,
                                                  #""constraints": [{ "first": "v.width", "relation": "==" }]"#))
        #expect(scene.constraints == [SceneConstraint(first: SceneAnchor(item: "v", attribute: .width))])
        #expect(scene.constraints[0].multiplier == 1)
        #expect(scene.constraints[0].constant == 0)
        #expect(scene.constraints[0].priority == 1000)
        #expect(scene.constraints[0].id == nil)
        #expect(scene.constraints[0].second == nil)
    }

    @Test func animationDefaults() throws {
        let scene = try Scene.load(json: document(#"""
            "timeline": [{ "at": 0.5, "animate": { "duration": 0.3 }, "changes": [{ "view": "main", "alpha": 0 }] }]
            """#))
        #expect(scene.timeline[0].animation == SceneAnimation(duration: 0.3, delay: 0, curve: .easeInOut))
        #expect(close(scene.endTime, 0.8))
        #expect(scene.resolvedSamples.count == 1)
        #expect(close(scene.resolvedSamples[0], 0.8))
    }

    @Test func endTimeIsTheLastStepWhenNothingAnimatesLater() throws {
        let scene = try Scene.load(json: document(#"""
            "timeline": [{ "at": 0, "animate": { "duration": 1, "delay": 0.5 }, "changes": [] },
                         { "at": 4, "changes": [] }, { "at": 2, "changes": [] }]
            """#))
        #expect(scene.endTime == 4)
        #expect(scene.stepsInTimeOrder.map(\.at) == [0, 2, 4])
    }

    @Test(arguments: SceneCurve.named)
    func namedCurves(name: String, curve: SceneCurve) throws {
        let scene = try Scene.load(json: document(#"""
            "timeline": [{ "at": 0, "animate": { "duration": 1, "curve": "\#(name)" }, "changes": [] }]
            """#))
        #expect(scene.timeline[0].animation?.curve == curve)
    }

    @Test(arguments: LayoutAttribute.sceneAttributes)
    func everyAttributeParses(attribute: LayoutAttribute) throws {
        let second = attribute == .width || attribute == .height ? "null" : "\"window.\(attribute.name)\""
        let scene = try Scene.load(json: document(#"""
            "constraints": [{ "first": "main.\#(attribute.name)", "relation": ">=", "second": \#(second) }]
            """#))
        #expect(scene.constraints[0].first == SceneAnchor(item: "main", attribute: attribute))
    }

    @Test func loadsFromData() throws {
        let scene = try Scene.load(data: Data(document().utf8))
        #expect(scene.root.id == "main")
    }

    @Test func largeFiniteNumbersAndIdsWithDots() throws {
        let scene = try Scene.load(json: document(root: #"{ "id": "a.b", "intrinsic": [1e308, 0] }"#,
                                                  #""constraints": [{ "first": "a.b.height", "relation": "==" }]"#))
        #expect(scene.root.intrinsic.width == 1e308)
        #expect(scene.constraints[0].first == SceneAnchor(item: "a.b", attribute: .height))
    }
}
