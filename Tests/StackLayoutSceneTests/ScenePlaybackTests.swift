// Playing scenes: sampled frames during animations, conflicts, naming, timeline changes.
import Foundation
import Testing
import StackLayout
import StackLayoutScene
@_spi(Testing) import stacklayout

/// The state of view `id` in `frame`, or a recorded issue.
private func state(_ id: String, in frame: SceneFrame, sourceLocation: SourceLocation = #_sourceLocation)
    throws -> LayoutReport.ViewState {
    try #require(frame.views.first { $0.id == id }, sourceLocation: sourceLocation)
}

/// `|a - b| < 1e-6` for every coordinate.
private func close(_ rect: Rect, _ expected: [Double]) -> Bool {
    zip([rect.minX, rect.minY, rect.width, rect.height], expected).allSatisfy { abs($0 - $1) < 1e-6 } && expected.count == 4
}

@Suite struct ScenePlaybackTests {
    /// hidden-animated: B (80 wide) hides over 0.3 s from 0.5 and shows over 0.3 s from 1.5, ease-in-out;
    /// half-way the curve is at 0.5, so B is 40 wide and C half-way between x = 260 and 170.
    @Test(arguments: [
        (0.0, [170.0, 0, 80, 200], false, 260.0), (0.5, [170, 0, 80, 200], false, 260),
        (0.65, [167.5, 0, 40, 200], false, 215), (0.8, [165, 0, 0, 200], true, 170),
        (1.5, [165, 0, 0, 200], false, 170), (1.65, [167.5, 0, 40, 200], false, 215),
        (1.8, [170, 0, 80, 200], false, 260),
    ])
    func sampledFramesDuringAHideAndShowAnimation(time: Double, frameB: [Double], hiddenB: Bool, xC: Double) throws {
        let playback = try loadExample("hidden-animated").play(at: [time])
        let frame = try #require(playback.frames.first)
        #expect(frame.time == time)
        let b = try state("B", in: frame)
        #expect(close(b.frame, frameB))
        #expect(b.isHidden == hiddenB)
        #expect(abs(try state("C", in: frame).frame.minX - xC) < 1e-6)
    }

    @Test func conflictingConstraintsAreReportedAndTheRestIsLaidOut() throws {
        let report = try loadExample("conflicting-constraints").layoutReport()
        #expect(report.diagnostics == [.unsatisfiable(broken: "width200", conflicting: ["width100", "width200"])])
        let box = try #require(report.samples.first?.views.first { $0.id == "box" })
        #expect(close(box.frame, [20, 20, 100, 50]))
        #expect(report.rendered.contains(#"{ "kind": "unsatisfiable", "broken": "width200", "conflicting": ["width100", "width200"] }"#))
    }

    private let freeScene = """
        { "version": 1, "window": [300, 200],
          "root": { "id": "main", "pin": false, "subviews": [
             { "id": "box", "intrinsic": [50, 40] }, { "id": "loose", "intrinsic": [30, 30] },
             { "id": "free", "frame": [5, 6, 7, 8] } ] },
          "constraints": [
            { "first": "main.width", "relation": "==", "second": null, "constant": 120 },
            { "first": "main.height", "relation": "==", "second": null, "constant": 80 },
            { "first": "box.left", "relation": "==", "second": "main.left", "constant": 10 },
            { "first": "box.top", "relation": "==", "second": "main.top", "constant": 10 },
            { "first": "box.width", "relation": "==", "second": null, "constant": 60 },
            { "first": "box.width", "relation": "==", "second": null, "constant": 70 },
            { "first": "loose.left", "relation": "==", "second": "main.left" } ],
          "timeline": [
            { "at": 1, "changes": [ { "add": { "id": "late", "first": "loose.top", "relation": "==",
                                               "second": "window.top", "constant": 5 } } ] },
            { "at": 2, "animate": { "duration": 1, "curve": { "cubicBezier": [0, 0, 1, 1] } },
              "changes": [ { "constraint": "late", "constant": 105 } ] },
            { "at": 4, "changes": [ { "add": { "first": "box.height", "relation": "==", "second": null,
                                               "constant": 1 } },
                                    { "add": { "first": "box.height", "relation": "==", "second": null,
                                               "constant": 2 } } ] } ],
          "samples": [2.5, 0, 1, 3] }
        """

    @Test func samplesInAnyOrderAndACubicBezierStep() throws {
        let scene = try Scene.load(json: freeScene)
        let shuffled = try scene.play()
        let sorted = try scene.play(at: [0, 1, 2.5, 3])
        #expect(shuffled.frames.map(\.time) == [2.5, 0, 1, 3])
        #expect(shuffled.frames == [sorted.frames[2], sorted.frames[0], sorted.frames[1], sorted.frames[3]])
        // `late` pins loose.top at 5, then animates it linearly to 105 over 2…3 s.
        let looseY = try sorted.frames.map { try state("loose", in: $0).frame.minY }
        #expect(zip(looseY, [0.0, 5, 55, 105]).allSatisfy { abs($0 - $1) < 1e-6 })
        #expect(try state("free", in: sorted.frames[0]).frame == Rect(x: 5, y: 6, width: 7, height: 8))
        #expect(try state("main", in: sorted.frames[0]).frame == Rect(x: 0, y: 0, width: 120, height: 80))
    }

    @Test func constraintsWithoutIDsAreNamedByTheirPlace() throws {
        // Steps after the last sample still run, so their conflicts are reported too.
        let diagnostics = try Scene.load(json: freeScene).play().diagnostics
        #expect(diagnostics.first == .unsatisfiable(broken: "constraints[5]", conflicting: ["constraints[4]", "constraints[5]"]))
        let late = diagnostics.dropFirst().compactMap { diagnostic -> [String]? in
            if case .unsatisfiable(_, let conflicting) = diagnostic { return conflicting } else { return nil }
        }
        #expect(late.contains { $0.contains("timeline[2].changes[1].add") })
    }

    @Test func aPinnedRootFollowsAWindowResize() throws {
        let scene = try Scene.load(json: """
            { "version": 1, "window": [100, 50], "root": { "id": "main" },
              "timeline": [ { "at": 1, "changes": [ { "window": [320, 240] } ] } ], "samples": [0, 1] }
            """)
        let frames = try scene.play().frames
        #expect(try state("main", in: frames[0]).frame == Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(try state("main", in: frames[1]).frame == Rect(x: 0, y: 0, width: 320, height: 240))
    }

    @Test func aStackReorderDropsTheViewsLeftOut() throws {
        let scene = try Scene.load(json: """
            { "version": 1, "window": [300, 100],
              "root": { "id": "s", "type": "stack", "pin": false, "arranged": [
                { "id": "a", "intrinsic": [10, 10] }, { "id": "b", "intrinsic": [20, 10] },
                { "id": "c", "intrinsic": [30, 10] } ] },
              "timeline": [ { "at": 1, "changes": [ { "stack": "s", "arranged": ["c", "a"], "spacing": 5 } ] } ],
              "samples": [0, 1] }
            """)
        let frames = try scene.play().frames
        #expect(frames[0].views.map(\.id) == ["s", "a", "b", "c"])
        #expect(frames[1].views.map(\.id) == ["s", "a", "c"])
        #expect(try state("c", in: frames[1]).frame == Rect(x: 0, y: 0, width: 30, height: 10))
        #expect(try state("a", in: frames[1]).frame == Rect(x: 35, y: 0, width: 10, height: 10))
        #expect(try state("s", in: frames[1]).frame == Rect(x: 0, y: 0, width: 45, height: 10))
        #expect(!frames[1].snapshot.nodes.contains { $0.id == "b" })
    }

    @Test func viewChangesApplyIntrinsicAlphaAndFrame() throws {
        let scene = try Scene.load(json: """
            { "version": 1, "window": [200, 100],
              "root": { "id": "s", "type": "stack", "pin": false, "alignment": "top",
                        "arranged": [ { "id": "a", "intrinsic": [10, 10] } ],
                        "subviews": [ { "id": "f", "frame": [1, 2, 3, 4] } ] },
              "timeline": [ { "at": 1, "changes": [
                { "view": "a", "intrinsic": [40, 20], "alpha": 0.5 }, { "view": "f", "frame": [9, 8, 7, 6] } ] } ],
              "samples": [1] }
            """)
        let frame = try #require(try scene.play().frames.first)
        let a = try state("a", in: frame)
        #expect(a.frame == Rect(x: 0, y: 0, width: 40, height: 20))
        #expect(a.alpha == 0.5)
        #expect(try state("f", in: frame).frame == Rect(x: 9, y: 8, width: 7, height: 6))
    }

    @Test func anAmbiguousViewIsReported() throws {
        let scene = try Scene.load(json: """
            { "version": 1, "window": [300, 200], "root": { "id": "main", "subviews": [ { "id": "x" } ] },
              "constraints": [
                { "first": "x.left", "relation": ">=", "second": "main.left" },
                { "first": "x.width", "relation": "==", "second": null, "constant": 10 },
                { "first": "x.top", "relation": "==", "second": "main.top" },
                { "first": "x.height", "relation": "==", "second": null, "constant": 10 } ] }
            """)
        let report = try scene.layoutReport()
        #expect(report.diagnostics == [.ambiguous(view: "x", axis: .horizontal)])
        #expect(report.rendered.contains(#"{ "kind": "ambiguous", "view": "x", "axis": "horizontal" }"#))
    }

    @Test func theDemoHidesAndShowsItsCard() throws {
        let scene = DemoScreen.scene
        #expect(scene.resolvedSamples.count == 61)
        let frames = try scene.play(at: [0, 0.7, 0.9, 1.5, 2]).frames
        let heights = try frames.map { try state("card2", in: $0).frame.height }
        #expect(abs(heights[0] - 90) < 1e-6 && abs(heights[1] - 45) < 1e-6 && abs(heights[2]) < 1e-6)
        #expect(try frames.map { try state("card2", in: $0).isHidden } == [false, false, true, false, false])
        #expect(abs(heights[4] - 90) < 1e-6)
        let cards = try frames.map { try state("cards", in: $0).frame.height }
        #expect(abs(cards[0] - 294) < 1e-6 && abs(cards[2] - 192) < 1e-6)
        #expect(try scene.play().diagnostics.isEmpty)
    }
}
