// Scroll views in scene files: the feed example's layout and scroll, the keys, the guides
// named in constraints, and the loader's errors.
import Testing
import StackLayout
import StackLayoutScene

@Suite struct SceneScrollViewTests {
    /// The feed, built, and its scroll view. The world owns the window: a test keeps it alive
    /// while it reads the views.
    private func feed() throws -> (world: SceneWorld, scrollView: ScrollView) {
        let world = try SceneWorld(scene: try loadExample("scroll-feed"))
        return (world, try #require(world.views["feed"] as? ScrollView))
    }

    @Test func theFeedReadsItsScrollKeys() throws {
        let scene = try loadExample("scroll-feed")
        let scroll = try #require(scene.root.scroll)
        #expect(scroll.contentOffset == Point(x: 0, y: -44))
        #expect(scroll.contentInsetAdjustmentBehavior == .automatic)
        #expect(scroll.content?.id == "cells")
        #expect(scroll.content?.stack?.arranged.count == 12)
        #expect(scene.allViews.prefix(3).map(\.view.id) == ["feed", "cells", "cell1"])
        #expect(scene.allViews.count == 2 + 12 * 5)
        var scroll300 = SceneViewChange(id: "feed")
        scroll300.contentOffset = Point(x: 0, y: 256)
        #expect(scene.timeline == [TimelineStep(at: 0, animation: SceneAnimation(duration: 0.5),
                                                changes: [.view(scroll300)])])
    }

    /// 12 cells of 64 points and 11 gaps of 12: 768 + 132 = 900 tall, as wide as the window
    /// (the content is as wide as the frame guide); the notch and the home indicator adjust the
    /// content inset (`automatic`).
    @Test func theContentSizeComesFromTheStack() throws {
        let (world, scrollView) = try feed()
        defer { withExtendedLifetime(world) {} }
        #expect(scrollView.contentSize == Size(width: 375, height: 900))
        #expect(scrollView.frame == Rect(x: 0, y: 0, width: 375, height: 812))
        #expect(scrollView.adjustedContentInset == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    }

    /// Cell n starts at (n - 1) × 76 in the content, wherever the content is scrolled to.
    @Test("a cell's frame in content coordinates", arguments: [(1, 0.0), (3, 152.0), (12, 836.0)])
    func cellFrameInContentCoordinates(cell: Int, y: Double) throws {
        let (world, scrollView) = try feed()
        defer { withExtendedLifetime(world) {} }
        let view = try #require(world.views["cell\(cell)"])
        #expect(view.convert(view.bounds, to: scrollView) == Rect(x: 0, y: y, width: 375, height: 64))
    }

    /// Ease in and out is symmetric: half the time is half the way from -44 to 256.
    @Test("the offset through the timeline", arguments: [(0.0, -44.0), (0.25, 106.0), (0.5, 256.0)])
    func offsetAnimates(time: Double, offset: Double) throws {
        let frame = try #require(try loadExample("scroll-feed").play(at: [time]).frames.first)
        let cells = try #require(frame.snapshot.nodes.first { $0.id == "cells" })
        #expect(abs(cells.frame.minY + offset) < 1e-9)
        let feedState = try #require(frame.views.first { $0.id == "feed" })
        #expect(feedState.frame == Rect(x: 0, y: 0, width: 375, height: 812))
    }

    @Test func keysHaveDefaults() throws {
        let scene = try Scene.load(json: document(root: #"{ "id": "s", "type": "scrollView" }"#))
        #expect(scene.root.scroll == SceneScroll())
        let world = try SceneWorld(scene: try Scene.load(json: document(root: """
            { "id": "s", "type": "scrollView", "contentInset": [1, 2, 3, 4], "contentInsetAdjustmentBehavior": "never" }
            """)))
        defer { withExtendedLifetime(world) {} }
        let scrollView = try #require(world.views["s"] as? ScrollView)
        #expect(scrollView.contentInset == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(scrollView.contentInsetAdjustmentBehavior == .never)
        #expect(scrollView.contentOffset == .zero)
    }

    /// A badge pinned to the frame guide stays on screen; a view pinned to the content guide's
    /// top scrolls with the content.
    @Test func constraintsNameTheGuides() throws {
        let scene = try Scene.load(json: document(root: """
            { "id": "s", "type": "scrollView", "contentOffset": [0, 50], "subviews": [
                { "id": "badge", "intrinsic": [20, 20] }, { "id": "header", "intrinsic": [20, 10] } ] }
            """, """
            "constraints": [
              { "first": "badge.top", "relation": "==", "second": "s.frameLayoutGuide.top", "constant": 5 },
              { "first": "badge.leading", "relation": "==", "second": "s.frameLayoutGuide.leading" },
              { "first": "header.top", "relation": "==", "second": "s.contentLayoutGuide.top" },
              { "first": "header.leading", "relation": "==", "second": "s.contentLayoutGuide.leading" }
            ]
            """))
        let frame = try #require(try scene.play(at: [0]).frames.first)
        let nodes = Dictionary(frame.snapshot.nodes.map { ($0.id, $0.frame) }, uniquingKeysWith: { first, _ in first })
        #expect(nodes["badge"] == Rect(x: 0, y: 5, width: 20, height: 20))
        #expect(nodes["header"] == Rect(x: 0, y: -50, width: 20, height: 10))
    }

    static let errorCases: [ErrorCase] = [
        ErrorCase(document(root: #"{ "id": "s", "type": "scrollView", "contentInsetAdjustmentBehavior": "sometimes" }"#),
                  #"root.contentInsetAdjustmentBehavior: unknown value "sometimes" (expected "automatic", "scrollableAxes", "never" or "always")"#,
                  .invalidValue),
        ErrorCase(document(root: #"{ "id": "s", "type": "scrollView", "contentOffset": [0] }"#),
                  "root.contentOffset: expected [x, y]", .wrongType),
        ErrorCase(document(root: #"{ "id": "s", "type": "scrollView", "contentInset": [1, 2] }"#),
                  "root.contentInset: expected [top, left, bottom, right]", .wrongType),
        ErrorCase(document(root: #"{ "id": "s", "type": "scrollView", "content": [] }"#),
                  "root.content: expected an object, got an array", .wrongType),
        ErrorCase(document(root: #"{ "id": "v", "content": { "id": "c" } }"#),
                  #"root.content: unknown key (only a view with "type": "scrollView" has it)"#, .unknownKey),
        ErrorCase(document(root: #"{ "id": "v" }"#, #""timeline": [{ "at": 0, "changes": [{ "view": "v", "contentOffset": [0, 1] }] }]"#),
                  #"timeline[0].changes[0].contentOffset: unknown key (only a view with "type": "scrollView" has it)"#,
                  .unknownKey),
        ErrorCase(document(root: #"{ "id": "v" }"#,
                           #""constraints": [{ "first": "v.top", "relation": "==", "second": "v.contentLayoutGuide.top" }]"#),
                  #"constraints[0].second: unknown view id "v.contentLayoutGuide""#, .unknownID),
    ]

    @Test(arguments: errorCases)
    func reportsErrors(_ error: ErrorCase) {
        error.expectReported()
    }
}
