import Testing
@testable import StackLayout

@Suite struct RenderSnapshotViewTests {
    /// window 300 × 200 ⊃ panel (10, 20, 200, 100) ⊃ [title (5, 5, 50, 10), unnamed (0, 50, 20, 20)]; badge.
    private func tree() -> (Window, View) {
        let window = Window(size: Size(width: 300, height: 200))
        window.diagnosticHandler = nil
        let panel = View(frame: Rect(x: 10, y: 20, width: 200, height: 100))
        panel.debugName = "panel"
        let title = View(frame: Rect(x: 5, y: 5, width: 50, height: 10))
        title.debugName = "title"
        title.alpha = 0.25
        let unnamed = View(frame: Rect(x: 0, y: 50, width: 20, height: 20))
        unnamed.isHidden = true
        let badge = View(frame: Rect(x: 250, y: 0, width: 50, height: 50))
        badge.debugName = "badge"
        panel.addSubview(title)
        panel.addSubview(unnamed)
        window.addSubview(panel)
        window.addSubview(badge)
        return (window, panel)
    }

    @Test func aWindowSnapshotHasEveryViewInWindowCoordinates() {
        let (window, _) = tree()
        let snapshot = RenderSnapshot(of: window)
        #expect(snapshot.size == Size(width: 300, height: 200))
        #expect(snapshot.nodes.map(\.id) == ["panel", "title", "0.1", "badge"])
        #expect(snapshot.nodes.map(\.name) == ["panel", "title", "View", "badge"])
        #expect(snapshot.nodes.map(\.frame) == [
            Rect(x: 10, y: 20, width: 200, height: 100), Rect(x: 15, y: 25, width: 50, height: 10),
            Rect(x: 10, y: 70, width: 20, height: 20), Rect(x: 250, y: 0, width: 50, height: 50),
        ])
        #expect(snapshot.nodes.map(\.depth) == [0, 1, 1, 0])
        #expect(snapshot.nodes.map(\.parent) == [nil, 0, 0, nil])
        #expect(snapshot.nodes.map(\.isHidden) == [false, false, true, false])
        #expect(snapshot.nodes.map(\.alpha) == [1, 0.25, 1, 1])
        #expect(snapshot.nodes.allSatisfy { !$0.isStack && !$0.isArranged })
        #expect(snapshot.time == 0)
    }

    @Test func aSubtreeSnapshotStartsAtTheViewInWindowCoordinates() {
        let (window, panel) = tree()
        let snapshot = RenderSnapshot(of: panel)
        #expect(snapshot.size == window.frame.size)
        #expect(snapshot.size == Size(width: 300, height: 200))
        #expect(snapshot.nodes.map(\.id) == ["panel", "title", "0.1"])
        #expect(snapshot.nodes[1].frame == Rect(x: 15, y: 25, width: 50, height: 10))
    }

    @Test func aViewWithoutWindowUsesItsOwnSize() {
        let view = View(frame: Rect(x: 4, y: 4, width: 40, height: 30))
        let snapshot = RenderSnapshot(of: view)
        #expect(snapshot.size == Size(width: 40, height: 30))
        #expect(snapshot.nodes.map(\.frame) == [Rect(x: 4, y: 4, width: 40, height: 30)])
    }
}
