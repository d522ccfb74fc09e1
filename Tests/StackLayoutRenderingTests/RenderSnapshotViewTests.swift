import Testing
import StackLayout
import StackLayoutRendering
import TestSupport

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

@Suite struct RenderSnapshotAnimationTests {
    /// A window 300 × 100 with a horizontal stack `row` (spacing 10) of A 100 × 40, B 60 × 40, C 40 × 40.
    private func scene() -> (Window, Stack, [View]) {
        let window = Window(size: Size(width: 300, height: 100))
        window.diagnosticHandler = nil
        let items = [("A", 100.0), ("B", 60), ("C", 40)].map { name, width in
            let view = IntrinsicView(intrinsic: Size(width: width, height: 40))
            view.debugName = name
            return view
        }
        let row = Stack(axis: .horizontal, spacing: 10, arrangedSubviews: items)
        row.debugName = "row"
        window.addSubview(row)
        LayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            row.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        window.layoutIfNeeded()
        return (window, row, items)
    }

    @Test func snapshotsShowPresentationFramesMidAnimation() {
        let (window, _, items) = scene()
        View.animate(withDuration: 1, options: .curveLinear, animations: { items[1].isHidden = true })
        window.clock.advance(to: 0.5)
        let snapshot = RenderSnapshot(of: window)
        #expect(snapshot.time == 0.5)
        #expect(snapshot.nodes.map(\.id) == ["row", "A", "B", "C"])
        #expect(snapshot.nodes[0].stackAxis == .horizontal)
        #expect(snapshot.nodes.map(\.isArranged) == [false, true, true, true])
        // Half-way: B is 30 wide and still on screen; C is half-way from x = 180 to 110.
        #expect(abs(snapshot.nodes[2].frame.width - 30) < 1e-6)
        #expect(!snapshot.nodes[2].isHidden)
        #expect(abs(snapshot.nodes[3].frame.minX - 145) < 1e-6)
        window.clock.advance(to: 1)
        let end = RenderSnapshot(of: window)
        #expect(end.nodes[2].isHidden)
        #expect(abs(end.nodes[3].frame.minX - 110) < 1e-6)
        #expect(TextRenderer().render(window).hasSuffix("hidden: B\n"))
        #expect(SVGRenderer().render(window).contains(">B (hidden)</text>"))
    }
}
