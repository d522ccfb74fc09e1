import LayoutSolver
import StackLayout
import Testing

// The README's examples, verbatim (with expectations where the README has comments), so
// that the README stays true. Imports are plain (not @testable): the examples use public API
// only, and need nothing that the README does not show.

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

    @Test("views and anchors: the menu grows and the table follows")
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
        let title = Label(text: "Ada Lovelace")                     // 17 pt: 12 × 8.5 = 102 wide, 21.25 high
        let icon = ImageView(image: Image(size: Size(width: 40, height: 40)))
        let detail = Label(text: "First programmer")                // 136 × 21.25
        let card = ImageView(image: Image(size: Size(width: 100, height: 80)))
        let screen = Stack(axis: .vertical, alignment: .leading, spacing: 8) {
            title
            Stack(alignment: .center, spacing: 8) { icon; detail }
            card
        }
        window.addSubview(screen)
        LayoutConstraint.activate([
            screen.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            screen.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
        ])
        window.layoutIfNeeded()
        #expect(screen.frame == Rect(x: 16, y: 20, width: 184, height: 157.25))
        #expect(title.frame == Rect(x: 0, y: 0, width: 102, height: 21.25))
        #expect(icon.superview?.frame == Rect(x: 0, y: 29.25, width: 184, height: 40))
        #expect(icon.frame == Rect(x: 0, y: 0, width: 40, height: 40))
        #expect(detail.frame == Rect(x: 48, y: 9.375, width: 136, height: 21.25))
        #expect(card.frame == Rect(x: 0, y: 77.25, width: 100, height: 80))

        View.animate(withDuration: 0.3) { card.isHidden = true }
        #expect(card.frame.height == 0)                  // the model is final at once
        window.clock.advance(by: 0.15)                   // half-way along easeInOut
        #expect(card.presentation.frame.height.isClose(to: 40, tolerance: 1e-9))
        #expect(screen.presentation.frame.height.isClose(to: 113.25, tolerance: 1e-9))
        #expect(card.presentation.isHidden == false)     // still on screen while it collapses
        window.clock.advance(by: 0.15)
        #expect(card.presentation.isHidden && screen.presentation.frame.height == 69.25)

        View.animate(withDuration: 0.3) { card.isHidden = false }
        #expect(card.presentation.isHidden == false)     // a shown view is on screen at once
        window.clock.advance(by: 0.15)                   // half-way: y 69.25 → 77.25, height 0 → 80
        #expect(card.presentation.frame.isClose(to: Rect(x: 0, y: 73.25, width: 100, height: 40), tolerance: 1e-9))
        window.clock.advance(by: 0.15)
        #expect(card.presentation.frame == Rect(x: 0, y: 77.25, width: 100, height: 80))
    }

    @Test("UIKit's vocabulary: a notch, right to left, a wrapping label")
    func uikitVocabulary() {
        let window = Window(size: Size(width: 375, height: 812))
        window.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)   // a notch
        window.layoutDirection = .rightToLeft
        let note = Label(text: "Labels wrap at the width they get.")
        note.numberOfLines = 0
        window.addSubview(note)
        LayoutConstraint.activate([
            note.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor),
            note.leadingAnchor.constraint(equalTo: window.layoutMarginsGuide.leadingAnchor),
            note.widthAnchor.constraint(equalToConstant: 200),
        ])
        window.layoutIfNeeded()
        #expect(note.frame == Rect(x: 167, y: 44, width: 200, height: 42.5))   // right margin 8, under the notch
        #expect(note.displayedLines == ["Labels wrap at the", "width they get."])
        #expect(note.convert(Point(x: 0, y: 0), to: nil) == Point(x: 167, y: 44))

        View.animate(withDuration: 0.5, options: .curveLinear) {
            note.transform = AffineTransform(scaleX: 2, y: 2)
        }
        window.clock.advance(by: 0.25)
        #expect(note.presentation.transform == AffineTransform(scaleX: 1.5, y: 1.5))
        #expect(note.frame.width == 200)                 // layout ignores transforms
    }

    @Test("a feed in a scroll view: content size, safe-area insets, an animated scroll half-way")
    func feedInAScrollView() throws {
        let window = Window(size: Size(width: 320, height: 480))
        window.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)   // a notch
        let scroll = ScrollView()
        let feed = Stack(axis: .vertical, spacing: 8) {
            (0..<12).map { index in
                Stack(alignment: .center, spacing: 8) {
                    ImageView(image: Image(size: Size(width: 40, height: 40)))
                    Label(text: "Post \(index)")
                }
            }
        }
        window.addSubview(scroll); scroll.addSubview(feed)
        let content = scroll.contentLayoutGuide
        LayoutConstraint.activate([
            scroll.topAnchor.constraint(equalTo: window.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: window.bottomAnchor),
            scroll.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            feed.topAnchor.constraint(equalTo: content.topAnchor),
            feed.bottomAnchor.constraint(equalTo: content.bottomAnchor),
            feed.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            feed.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            feed.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
        ])
        window.layoutIfNeeded()
        #expect(scroll.contentSize == Size(width: 320, height: 568))
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        scroll.setContentOffset(Point(x: 0, y: 200), animated: true)
        window.clock.advance(by: 0.15)
        #expect(scroll.presentation.boundsOrigin.y.isClose(to: 100, tolerance: 1e-9))
        let post5 = feed.arrangedSubviews[5]
        #expect(post5.frame.minY == 240)
        #expect(post5.convert(Point(x: 0, y: 0), to: nil) == Point(x: 0, y: 40))
    }
}

private extension Double {
    func isClose(to other: Double, tolerance: Double) -> Bool { abs(self - other) <= tolerance }
}
