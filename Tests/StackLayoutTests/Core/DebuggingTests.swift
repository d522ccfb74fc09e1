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
        let horizontal = label.constraintsAffectingLayout(for: .horizontal)
        #expect(horizontal.first === leading)
        #expect(horizontal.count == 3)  // leading, hugging, compression
        #expect(horizontal.dropFirst().allSatisfy { $0.description.hasSuffix("(intrinsic size)") })
        let vertical = label.constraintsAffectingLayout(for: .vertical)
        #expect(vertical.first === top)
        #expect(vertical.map(\.formula) == ["label.top == window.top", "label.height <= 20 @250", "label.height >= 20 @750"])
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
}
