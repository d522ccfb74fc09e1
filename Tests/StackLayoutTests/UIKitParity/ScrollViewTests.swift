import StackLayout
import StackLayoutRendering
import Testing

@Suite("Scroll views")
struct ScrollViewTests {
    /// A window 320 × 480 (with `safeArea`) holding a scroll view at `scrollFrame`'s position
    /// (pinned to the window's left and right, `top` and `height` given), in which a vertical
    /// stack of `rows` rows, 40 points each, named `row 0`…, is pinned to the content guide and
    /// as wide as the frame guide.
    private struct Feed {
        let window = Window(size: Size(width: 320, height: 480))
        let scroll = ScrollView()
        let stack = Stack(axis: .vertical)
        var rows: [View] = []

        init(rows count: Int = 20, top: Double = 0, height: Double = 480, safeArea: EdgeInsets = .zero) {
            window.diagnosticHandler = nil
            window.safeAreaInsets = safeArea
            window.addSubview(scroll)
            scroll.addSubview(stack)
            for index in 0..<count {
                let row = View()
                row.debugName = "row \(index)"
                row.heightAnchor.constraint(equalToConstant: 40).isActive = true
                stack.addArrangedSubview(row)
                rows.append(row)
            }
            let content = scroll.contentLayoutGuide, frame = scroll.frameLayoutGuide
            LayoutConstraint.activate([
                scroll.leftAnchor.constraint(equalTo: window.leftAnchor),
                scroll.rightAnchor.constraint(equalTo: window.rightAnchor),
                scroll.topAnchor.constraint(equalTo: window.topAnchor, constant: top),
                scroll.heightAnchor.constraint(equalToConstant: height),
                stack.leftAnchor.constraint(equalTo: content.leftAnchor),
                stack.rightAnchor.constraint(equalTo: content.rightAnchor),
                stack.topAnchor.constraint(equalTo: content.topAnchor),
                stack.bottomAnchor.constraint(equalTo: content.bottomAnchor),
                stack.widthAnchor.constraint(equalTo: frame.widthAnchor),
            ])
            window.layoutIfNeeded()
        }
    }

    @Test("the content guide's constraints give the content size; subviews are laid out in content coordinates")
    func contentSizeAndFrames() {
        let feed = Feed()
        #expect(feed.scroll.contentSize == Size(width: 320, height: 800))
        #expect(feed.scroll.contentLayoutGuide.layoutFrame == Rect(x: 0, y: 0, width: 320, height: 800))
        #expect(feed.stack.frame == Rect(x: 0, y: 0, width: 320, height: 800))
        #expect(feed.rows[19].frame == Rect(x: 0, y: 760, width: 320, height: 40))
        feed.scroll.contentOffset = Point(x: 0, y: 300)
        feed.window.layoutIfNeeded()
        // Scrolling moves no frame of the content; the frame guide follows the offset.
        #expect(feed.stack.frame == Rect(x: 0, y: 0, width: 320, height: 800))
        #expect(feed.rows[5].frame == Rect(x: 0, y: 200, width: 320, height: 40))
        #expect(feed.scroll.frameLayoutGuide.layoutFrame == Rect(x: 0, y: 300, width: 320, height: 480))
    }

    @Test("convert subtracts the offset on the way out and adds it on the way in")
    func conversionAtAnOffset() {
        let feed = Feed()
        feed.scroll.contentOffset = Point(x: 0, y: 300)
        #expect(feed.rows[5].convert(Point(x: 10, y: 0), to: nil) == Point(x: 10, y: -100))
        #expect(feed.rows[10].convert(Rect(x: 0, y: 0, width: 320, height: 40), to: feed.window)
            == Rect(x: 0, y: 100, width: 320, height: 40))
        #expect(feed.scroll.convert(Point(x: 0, y: 100), from: nil) == Point(x: 0, y: 400))
        #expect(feed.rows[10].convert(Point(x: 0, y: 0), from: feed.rows[5]) == Point(x: 0, y: -200))
    }

    @Test("contentSize set by hand sizes a content guide that no constraint sizes")
    func contentSizeSetByHand() {
        let window = Window(size: Size(width: 320, height: 480))
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        window.addSubview(scroll)
        scroll.contentSize = Size(width: 640, height: 1000)
        #expect(scroll.contentSize == Size(width: 640, height: 1000))
        _ = scroll.contentLayoutGuide
        window.layoutIfNeeded()
        #expect(scroll.contentLayoutGuide.layoutFrame == Rect(x: 0, y: 0, width: 640, height: 1000))
        scroll.contentSize = Size(width: 320, height: 2000)
        window.layoutIfNeeded()
        #expect(scroll.contentSize == Size(width: 320, height: 2000))
    }

    @Test("setContentOffset(animated:) eases over 0.3 s on the window's clock; frame-guide views stay put")
    func animatedScroll() throws {
        let feed = Feed()
        let badge = View()
        feed.scroll.addSubview(badge)
        LayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: feed.scroll.frameLayoutGuide.topAnchor, constant: 8),
            badge.rightAnchor.constraint(equalTo: feed.scroll.frameLayoutGuide.rightAnchor, constant: -8),
            badge.widthAnchor.constraint(equalToConstant: 30), badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        feed.window.layoutIfNeeded()
        feed.scroll.setContentOffset(Point(x: 0, y: 400), animated: true)
        #expect(feed.scroll.contentOffset == Point(x: 0, y: 400))   // the model holds the target at once
        #expect(badge.frame.minY == 408)
        feed.window.clock.advance(by: 0.15)   // half the time: ease in and out is half the way
        #expect(abs(feed.scroll.presentation.boundsOrigin.y - 200) < 1e-6)
        let snapshot = RenderSnapshot(of: feed.window)
        let row10 = try #require(snapshot.nodes.first { $0.id == "row 10" })
        #expect(abs(row10.frame.minY - 200) < 1e-6)   // 400 in the content, 200 scrolled
        let badgeNode = try #require(snapshot.nodes.first { $0.name == "View" && $0.frame.width == 30 })
        #expect(abs(badgeNode.frame.minY - 8) < 1e-6)
        try feed.window.clock.runUntilIdle()
        #expect(feed.scroll.presentation.boundsOrigin == Point(x: 0, y: 400))
    }

    @Test("offsets set in springs and property animators animate; finishing at the current position keeps it")
    func springsAndPropertyAnimators() {
        let feed = Feed()
        View.animate(with: Spring(response: 0.5, dampingRatio: 1)) { feed.scroll.contentOffset = Point(x: 0, y: 100) }
        feed.window.clock.advance(by: 0.05)
        let early = feed.scroll.presentation.boundsOrigin.y
        #expect(early > 0 && early < 100)
        feed.window.clock.advance(by: 5)
        #expect(abs(feed.scroll.presentation.boundsOrigin.y - 100) < 1e-3)

        let animator = PropertyAnimator(duration: 1, curve: .linear, clock: feed.window.clock) {
            feed.scroll.contentOffset = Point(x: 0, y: 300)
        }
        animator.pauseAnimation()
        animator.fractionComplete = 0.25
        #expect(abs(feed.scroll.presentation.boundsOrigin.y - 150) < 1e-9)
        animator.stopAnimation(false)
        animator.finishAnimation(at: .current)
        #expect(abs(feed.scroll.contentOffset.y - 150) < 1e-9)
    }

    @Test("keyframes scroll in steps: 100 over the first half, then 300 over the second", arguments: [
        (0.25, 50.0), (0.5, 100), (0.75, 200), (1, 300),
    ])
    func keyframesScroll(time: Double, expected: Double) {
        let feed = Feed()
        View.animateKeyframes(withDuration: 1, animations: {
            View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                feed.scroll.contentOffset = Point(x: 0, y: 100)
            }
            View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                feed.scroll.contentOffset = Point(x: 0, y: 300)
            }
        })
        feed.window.clock.advance(by: time)
        #expect(abs(feed.scroll.presentation.boundsOrigin.y - expected) < 1e-9)
    }

    @Test("adjustedContentInset adds the safe area as the behaviour says", arguments: [
        (ScrollView.ContentInsetAdjustmentBehavior.automatic, 20, EdgeInsets(top: 54, left: 0, bottom: 34, right: 0)),
        (.automatic, 2, EdgeInsets(top: 54, left: 0, bottom: 34, right: 0)),
        (.scrollableAxes, 20, EdgeInsets(top: 54, left: 0, bottom: 34, right: 0)),
        (.scrollableAxes, 2, EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)),
        (.always, 2, EdgeInsets(top: 54, left: 20, bottom: 34, right: 0)),
        (.never, 20, EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)),
    ] as [(ScrollView.ContentInsetAdjustmentBehavior, Int, EdgeInsets)])
    func adjustedContentInset(behavior: ScrollView.ContentInsetAdjustmentBehavior, rows: Int, expected: EdgeInsets) {
        // A notch of 44 at the top, a home indicator of 34, and 20 on the left.
        let feed = Feed(rows: rows, safeArea: EdgeInsets(top: 44, left: 20, bottom: 34, right: 0))
        feed.scroll.contentInset = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        feed.scroll.contentInsetAdjustmentBehavior = behavior
        #expect(feed.scroll.safeAreaInsets == EdgeInsets(top: 44, left: 20, bottom: 34, right: 0))
        #expect(feed.scroll.adjustedContentInset == expected)
    }

    @Test("the SVG clips the content to the scroll view and leaves out rows scrolled out of sight")
    func svgClipsAtTheOffset() {
        let feed = Feed(top: 100, height: 200)
        feed.scroll.contentOffset = Point(x: 0, y: 300)
        feed.window.layoutIfNeeded()
        let svg = SVGRenderer().render(feed.window)
        #expect(svg.contains("<clipPath id=\"clip-0\"><rect x=\"0\" y=\"100\" width=\"320\" height=\"200\"/></clipPath>"))
        // Rows 7…12 (content 280…520) reach into the window's 100…300; the others are left out.
        for index in 0..<20 {
            #expect(svg.contains("data-id=\"row \(index)\"") == (7...12).contains(index), "row \(index)")
        }
        #expect(svg.contains("<g clip-path=\"url(#clip-0)\">\n<rect class=\"view\" data-id=\"row 7\" x=\"0\" y=\"80\""))
        let text = TextRenderer().render(feed.window)
        #expect(text.contains("row 9") && !text.contains("row 6") && !text.contains("row 13"))
    }

    @Test("a non-finite offset or content size is refused with a diagnostic and changes nothing")
    func badValues() {
        let feed = Feed()
        feed.scroll.contentOffset = Point(x: .nan, y: 10)
        feed.scroll.contentSize = Size(width: -1, height: 10)
        #expect(feed.scroll.contentOffset == .zero)
        #expect(feed.window.diagnostics.count == 2)
        #expect(feed.scroll.contentSize == Size(width: 320, height: 800))
    }
}
