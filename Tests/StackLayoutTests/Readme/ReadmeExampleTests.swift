import LayoutSolver
import StackLayout
import Testing

// The README's examples, verbatim, so that the README stays true. Imports are plain (not
// @testable): the examples use public API only.

/// A view with a fixed intrinsic size, standing in for a label or an image.
private final class Tile: View {
    let size: Size
    init(_ name: String, _ width: Double, _ height: Double) {
        size = Size(width: width, height: height)
        super.init()
        debugName = name
    }
    override var intrinsicContentSize: Size { size }
}

@Suite("README examples")
struct ReadmeExampleTests {
    @Test("the solver example")
    func solver() throws {
        let left = Variable("left"), width = Variable("width")
        let solver = Solver()
        try solver.add(left == 10)
        try solver.add(width >= 100)
        try solver.add((left + width == 300) | 500)   // a wish, at priority 500
        try solver.add((width == 120) | 250)          // a weaker wish: loses
        solver.updateVariables()
        #expect(left.value == 10 && width.value == 290)
    }

    @Test("views and anchors: seed 004's menu grows and the table follows")
    func viewsAndAnchors() {
        let window = Window(size: Size(width: 320, height: 480))
        let menu = View(), table = View()
        window.addSubview(menu)
        window.addSubview(table)
        let menuHeight = menu.heightAnchor.constraint(equalToConstant: 60)
        LayoutConstraint.activate([
            menu.topAnchor.constraint(equalTo: window.topAnchor),
            menu.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            menu.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            menuHeight,
            table.topAnchor.constraint(equalTo: menu.bottomAnchor),
            table.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            table.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            table.bottomAnchor.constraint(equalTo: window.bottomAnchor),
        ])
        window.layoutIfNeeded()
        #expect(table.frame == Rect(x: 0, y: 60, width: 320, height: 420))
        menuHeight.constant = 200
        window.layoutIfNeeded()
        #expect(table.frame == Rect(x: 0, y: 200, width: 320, height: 280))
    }

    @Test("nested stacks, then an animated hide stepped by the test clock")
    func nestedStacksAndHide() {
        let window = Window(size: Size(width: 320, height: 480))
        let title = Tile("title", 200, 30), icon = Tile("icon", 40, 40)
        let label = Tile("label", 120, 20), card = Tile("card", 100, 80)
        let screen = Stack(axis: .vertical, alignment: .leading, spacing: 8) {
            title
            Stack(alignment: .center, spacing: 8) { icon; label }
            card
        }
        window.addSubview(screen)
        LayoutConstraint.activate([
            screen.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            screen.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
        ])
        window.layoutIfNeeded()
        #expect(screen.frame == Rect(x: 16, y: 20, width: 200, height: 166))
        #expect(title.frame == Rect(x: 0, y: 0, width: 200, height: 30))
        #expect(icon.superview?.frame == Rect(x: 0, y: 38, width: 168, height: 40))
        #expect(label.frame == Rect(x: 48, y: 10, width: 120, height: 20))
        #expect(card.frame == Rect(x: 0, y: 86, width: 100, height: 80))

        View.animate(withDuration: 0.3) { card.isHidden = true }
        #expect(card.frame.height == 0)                  // the model is final at once
        window.clock.advance(by: 0.15)                   // half-way along easeInOut
        #expect(card.presentation.frame.height.isClose(to: 40, tolerance: 1e-9))
        #expect(screen.presentation.frame.height.isClose(to: 122, tolerance: 1e-9))
        #expect(card.presentation.isHidden == false)     // still on screen while it collapses
        window.clock.advance(by: 0.15)
        #expect(card.presentation.isHidden && screen.presentation.frame.height == 78)

        View.animate(withDuration: 0.3) { card.isHidden = false }
        #expect(card.presentation.isHidden == false)     // a shown view is on screen at once
        window.clock.advance(by: 0.15)
        #expect(card.presentation.frame.isClose(to: Rect(x: 0, y: 82, width: 100, height: 40), tolerance: 1e-9))
        window.clock.advance(by: 0.15)
        #expect(card.presentation.frame == Rect(x: 0, y: 86, width: 100, height: 80))
    }
}

private extension Double {
    func isClose(to other: Double, tolerance: Double) -> Bool { abs(self - other) <= tolerance }
}
