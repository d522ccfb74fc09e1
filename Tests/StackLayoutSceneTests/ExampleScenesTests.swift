// Every scene in Examples/ loads, and says what its name promises.
import Foundation
import Testing
import StackLayoutScene

/// The example scenes other tests (layout goldens, rendering) rely on.
let exampleNames = [
    "distribution-fill", "distribution-fill-equally", "distribution-fill-proportionally",
    "distribution-equal-spacing", "distribution-equal-centering",
    "alignment-top", "alignment-center", "alignment-bottom", "alignment-first-baseline",
    "hidden-views", "hidden-animated", "custom-spacing", "margins-relative", "nested-stacks",
    "popup-reveal", "priority-swap", "sliding-labels", "menu-spring",
    "conflicting-constraints", "labels-and-controls", "right-to-left", "scroll-feed",
]

/// Loads `Examples/<name>.json`.
func loadExample(_ name: String) throws -> Scene {
    let data = try Data(contentsOf: examplesDirectory.appendingPathComponent(name + ".json"))
    return try Scene.load(data: data)
}

@Suite struct ExampleScenesTests {
    @Test(arguments: exampleNames)
    func exampleLoads(name: String) throws {
        let scene = try loadExample(name)
        #expect(scene.version == 1)
        #expect(!scene.allViews.isEmpty)
    }

    @Test func everyJSONFileInExamplesIsListedAndLoads() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: examplesDirectory.path)
            .filter { $0.hasSuffix(".json") }
            .map { String($0.dropLast(5)) }
        #expect(Set(files) == Set(exampleNames))
    }

    @Test(arguments: [
        ("distribution-fill", SceneDistribution.fill), ("distribution-fill-equally", .fillEqually),
        ("distribution-fill-proportionally", .fillProportionally), ("distribution-equal-spacing", .equalSpacing),
        ("distribution-equal-centering", .equalCentering),
    ])
    func distributionExamples(name: String, distribution: SceneDistribution) throws {
        let stack = try #require(try loadExample(name).view(withID: "stack")?.stack)
        #expect(stack.distribution == distribution)
        #expect(stack.arranged.map(\.intrinsic) == [
            SceneIntrinsicSize(width: 160, height: 200), SceneIntrinsicSize(width: 80, height: 100),
            SceneIntrinsicSize(width: 40, height: 50),
        ])
    }

    @Test(arguments: [
        ("alignment-top", SceneAlignment.top), ("alignment-center", .center), ("alignment-bottom", .bottom),
        ("alignment-first-baseline", .firstBaseline),
    ])
    func alignmentExamples(name: String, alignment: SceneAlignment) throws {
        #expect(try loadExample(name).view(withID: "stack")?.stack?.alignment == alignment)
    }

    @Test func hiddenViews() throws {
        let scene = try loadExample("hidden-views")
        #expect(scene.allViews.filter(\.view.isHidden).map(\.view.id) == ["B", "A2", "A3", "B3"])
        let animated = try loadExample("hidden-animated")
        #expect(animated.timeline.map(\.changes) == [
            [.view(SceneViewChange(id: "B", isHidden: true))], [.view(SceneViewChange(id: "B", isHidden: false))],
        ])
    }

    @Test func nestingIsAVerticalStackOfHorizontalStacks() throws {
        let root = try loadExample("nested-stacks").root
        #expect(root.stack?.axis == .vertical)
        let rows = (root.stack?.arranged ?? []).compactMap(\.stack)
        #expect(rows.map(\.axis) == [.horizontal, .horizontal, .vertical])
        #expect(rows[0].arranged[1].stack?.axis == .vertical)
    }

    @Test func popupRevealDeactivatesAZeroHeight() throws {
        let scene = try loadExample("popup-reveal")
        #expect(scene.constraints.contains { $0.id == "collapsed" && $0.constant == 0 && $0.first.attribute == .height })
        #expect(scene.timeline[0].changes == [.constraint(SceneConstraintChange(id: "collapsed", isActive: false))])
    }

    @Test func prioritySwapExchangesPriorities999And998() throws {
        let scene = try loadExample("priority-swap")
        #expect(scene.constraints.filter { $0.id == "left" || $0.id == "right" }.map(\.priority) == [999, 998])
        #expect(scene.timeline[0].changes == [
            .constraint(SceneConstraintChange(id: "left", priority: 998)),
            .constraint(SceneConstraintChange(id: "right", priority: 999)),
        ])
    }

    @Test func slidingLabelsMoveByCenterXConstantsAndAlpha() throws {
        let scene = try loadExample("sliding-labels")
        #expect(scene.timeline[0].changes.count == 4)
        #expect(scene.timeline[0].changes.contains(.constraint(SceneConstraintChange(id: "nextCenterX", constant: 0))))
        #expect(scene.view(withID: "nextQuestion")?.alpha == 0)
    }

    @Test func menuSpringChangesAConstantAMultiplierAndHidesAnArrangedView() throws {
        let scene = try loadExample("menu-spring")
        #expect(scene.timeline[0].animation == SceneAnimation(duration: 1, curve: .spring(damping: 0.33, velocity: 0)))
        #expect(scene.timeline[0].changes == [.constraint(SceneConstraintChange(id: "menuHeight", constant: 200))])
        #expect(scene.timeline[1].changes == [.constraint(SceneConstraintChange(id: "titleCenter", multiplier: 1.5))])
        #expect(scene.timeline[2].changes == [.view(SceneViewChange(id: "year", isHidden: true))])
        #expect(scene.timeline[3].changes == [.view(SceneViewChange(id: "year", isHidden: false))])
        #expect(close(scene.endTime, 4.4))
    }

    @Test func conflictingConstraintsAreBothRequired() throws {
        let widths = try loadExample("conflicting-constraints").constraints.filter { $0.first.attribute == .width }
        #expect(widths.map(\.constant) == [100, 200])
        #expect(widths.allSatisfy { $0.priority == 1000 })
    }
}
