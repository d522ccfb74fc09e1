import TestSupport
import Testing
import StackLayout

/// hasAmbiguousLayout, constraintsAffectingLayout, recursiveDescription.
@Suite("Debugging")
struct DebuggingTests {
    @Test func aPositionThatConstraintsLeaveOpenIsAmbiguous() {
        let (window, box) = windowWithView("box")
        LayoutConstraint.activate([
            box.widthAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(!box.hasAmbiguousLayout, "sizes alone keep the frame's origin")
        box.leadingAnchor.constraint(greaterThanOrEqualTo: window.leadingAnchor).isActive = true
        box.topAnchor.constraint(greaterThanOrEqualTo: window.topAnchor).isActive = true
        #expect(box.ambiguousAxes == [.horizontal, .vertical])
        box.leadingAnchor.constraint(equalTo: window.leadingAnchor).isActive = true
        #expect(box.ambiguousAxes == [.vertical])
        box.topAnchor.constraint(equalTo: window.topAnchor).isActive = true
        #expect(!box.hasAmbiguousLayout)
    }

    @Test func inequalitiesAloneAreAmbiguousAndAnOptionalWishSettlesThem() {
        let (window, box) = windowWithView("box")
        pinEdges(box, to: window)
        let label = IntrinsicView("label", intrinsic: Size(width: 50, height: 20))
        box.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(greaterThanOrEqualTo: box.leadingAnchor),
            label.trailingAnchor.constraint(lessThanOrEqualTo: box.trailingAnchor),
            label.centerYAnchor.constraint(equalTo: box.centerYAnchor),
        ])
        window.layoutIfNeeded()
        #expect(label.ambiguousAxes == [.horizontal])
        #expect(!box.hasAmbiguousLayout)
        #expect(!window.hasAmbiguousLayout)
        let center = label.centerXAnchor.constraint(equalTo: box.centerXAnchor)
        center.priority = .defaultLow
        center.isActive = true
        #expect(!label.hasAmbiguousLayout)
        window.layoutIfNeeded()
        expectFrame(label, 162.5, 323.5, 50, 20)
    }

    @Test func constraintsAffectingLayoutListsTheViewsConstraintsOnOneAxis() {
        let window = testWindow()
        let label = IntrinsicView("label", intrinsic: Size(width: 50, height: 20))
        window.addSubview(label)
        let leading = label.leadingAnchor.constraint(equalTo: window.leadingAnchor)
        let top = label.topAnchor.constraint(equalTo: window.topAnchor)
        LayoutConstraint.activate([leading, top])
        // The label's constraint, the window's frame it ties the label to, its intrinsic size.
        let horizontal = label.constraintsAffectingLayout(for: .horizontal)
        #expect(horizontal.first === leading)
        #expect(horizontal.map(\.description) == [
            leading.description, "window.width == 375 (root frame)",
            "label.width <= 50 @250 (intrinsic size)", "label.width >= 50 @750 (intrinsic size)",
        ])
        let vertical = label.constraintsAffectingLayout(for: .vertical)
        #expect(vertical.first === top)
        #expect(vertical.map(\.formula) == [
            "label.top == window.top", "window.height == 667", "label.height <= 20 @250", "label.height >= 20 @750",
        ])
    }

    @Test func recursiveDescriptionIsDeterministicAndMarksAmbiguity() {
        let window = testWindow()
        let header = namedView("header")
        let title = IntrinsicView("title", intrinsic: Size(width: 100, height: 20))
        let floating = namedView("floating")
        let hidden = namedView("hidden", frame: Rect(x: 1, y: 2, width: 3, height: 4))
        hidden.isHidden = true
        hidden.alpha = 0.5
        window.addSubview(header)
        header.addSubview(title)
        header.addSubview(hidden)
        window.addSubview(floating)
        LayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: window.topAnchor),
            header.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            header.heightAnchor.constraint(equalToConstant: 44),
            title.centerXAnchor.constraint(equalTo: header.centerXAnchor),
            title.centerYAnchor.constraint(equalTo: header.centerYAnchor),
            floating.widthAnchor.constraint(equalToConstant: 30),
            floating.leadingAnchor.constraint(greaterThanOrEqualTo: window.leadingAnchor),
            floating.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 1.5),
        ])
        window.layoutIfNeeded()
        #expect(GoldenFile("Core/recursiveDescription.txt").mismatch(with: window.recursiveDescription + "\n") == nil)
    }

    /// A 375 × 667 root in a window with a label ("Hello": 42.5 × 21.25) pinned to its edges;
    /// `keepsFrame` is its `translatesAutoresizingMaskIntoConstraints`. Returns the label's
    /// trailing constraint too.
    private func rootAroundLabel(keepsFrame: Bool) -> (Window, View, trailing: LayoutConstraint) {
        let window = testWindow()
        let root = namedView("root", frame: Rect(x: 0, y: 0, width: 375, height: 667))
        root.translatesAutoresizingMaskIntoConstraints = keepsFrame
        let label = Label(text: "Hello")
        label.debugName = "label"
        window.addSubview(root)
        root.addSubview(label)
        let pins = pinEdges(label, to: root)
        window.layoutIfNeeded()
        return (window, root, pins[1])
    }

    @Test("constraintsAffectingLayout names the kept frame or autoresizing constraints and the hugging that size a root")
    func constraintsAffectingARoot() {
        let (window, shrunk, shrunkTrailing) = rootAroundLabel(keepsFrame: false)
        expectFrame(shrunk, 0, 0, 42.5, 21.25)
        #expect(shrunk.constraintsAffectingLayout(for: .horizontal).map(\.description) == [
            shrunkTrailing.description,
            "label.width <= 42.5 @250 (intrinsic size)", "label.width >= 42.5 @750 (intrinsic size)",
            "root.left == window.left (keeps frame, weakest)", "root.width == 375 (keeps frame, weakest)",
        ])
        let (otherWindow, kept, keptTrailing) = rootAroundLabel(keepsFrame: true)
        expectFrame(kept, 0, 0, 375, 667)
        #expect(kept.constraintsAffectingLayout(for: .horizontal).map(\.description) == [
            "root.width == window.width * 0 + 375 'autoresizing-h-length' (autoresizing mask)",
            "root.left == window.left 'autoresizing-h-leading' (autoresizing mask)",
            keptTrailing.description, "window.width == 375 (root frame)",
            "label.width <= 42.5 @250 (intrinsic size)", "label.width >= 42.5 @750 (intrinsic size)",
        ])
        #expect(window.diagnostics.isEmpty && otherWindow.diagnostics.isEmpty)
    }

    @Test("recursiveDescription shows margins that are set or used, and safe area insets")
    func recursiveDescriptionShowsMarginsAndSafeArea() {
        let window = testWindow(width: 200, height: 100)
        window.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 10, right: 0)
        let card = namedView("card")
        let plain = namedView("plain", frame: Rect(x: 0, y: 40, width: 50, height: 20))
        let content = namedView("content")
        window.addSubview(card)
        window.addSubview(plain)
        card.addSubview(content)
        card.layoutMargins = EdgeInsets(top: 4, left: 16, bottom: 4, right: 16)
        card.insetsLayoutMarginsFromSafeArea = false
        pinEdges(card, to: window)
        pinEdges(content, to: card.layoutMarginsGuide)
        window.layoutIfNeeded()
        #expect(window.recursiveDescription == """
            Window 'window' frame=(0, 0, 200, 100) safeArea=(20, 0, 10, 0)
               | View 'card' frame=(0, 0, 200, 100) margins=(4, 16, 4, 16) safeArea=(20, 0, 10, 0)
               |    | View 'content' frame=(16, 4, 168, 92) safeArea=(16, 0, 6, 0)
               | View 'plain' frame=(0, 40, 50, 20)
            """)
    }
}
