import TestSupport
import Testing
import StackLayout

/// Layout margins, layout guides and baselines (exact frames, tolerance 1e-6).
@Suite("Margins, guides and baselines")
struct MarginsGuidesBaselinesTests {
    @Test func defaultMarginsAreEightAndFollowChanges() {
        let (window, card) = windowWithView("card")
        let content = namedView("content")
        card.addSubview(content)
        pinEdges(card, to: window, inset: 10)
        let guide = card.layoutMarginsGuide
        LayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            content.topAnchor.constraint(equalTo: guide.topAnchor),
            content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        #expect(card.layoutMargins == EdgeInsets(all: 8))
        window.layoutIfNeeded()
        expectFrames([card: (10, 10, 355, 647), content: (8, 8, 339, 631)])
        expectRect(guide.layoutFrame, 8, 8, 339, 631)

        card.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        window.layoutIfNeeded()
        expectFrame(content, 2, 1, 349, 643)
    }

    @Test func marginAttributesOfTheFullInitializer() {
        let window = testWindow(width: 200, height: 100)
        window.layoutMargins = EdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
        let view = namedView("view")
        let centered = namedView("centered")
        window.addSubview(view)
        window.addSubview(centered)
        LayoutConstraint.activate([
            LayoutConstraint(item: view, attribute: .leading, relatedBy: .equal, toItem: window, attribute: .leadingMargin),
            LayoutConstraint(item: view, attribute: .trailing, relatedBy: .equal, toItem: window, attribute: .trailingMargin),
            LayoutConstraint(item: view, attribute: .top, relatedBy: .equal, toItem: window, attribute: .topMargin),
            LayoutConstraint(item: view, attribute: .bottom, relatedBy: .equal, toItem: window, attribute: .bottomMargin),
            LayoutConstraint(item: centered, attribute: .centerX, relatedBy: .equal, toItem: window, attribute: .centerXWithinMargins),
            LayoutConstraint(item: centered, attribute: .centerY, relatedBy: .equal, toItem: window, attribute: .centerYWithinMargins),
            LayoutConstraint(item: centered, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, constant: 10),
            LayoutConstraint(item: centered, attribute: .height, relatedBy: .equal, toItem: view, attribute: .height, multiplier: 0.5),
            LayoutConstraint(item: view, attribute: .leftMargin, relatedBy: .greaterThanOrEqual, toItem: window, attribute: .left),
            LayoutConstraint(item: view, attribute: .rightMargin, relatedBy: .lessThanOrEqual, toItem: window, attribute: .right),
        ])
        window.layoutIfNeeded()
        expectFrames([view: (10, 5, 170, 80), centered: (90, 25, 10, 40)])
        #expect(window.diagnostics.isEmpty)
    }

    @Test func marginsAreMeasuredFromTheFrameNotTheAlignmentRect() {
        final class Inset: View {
            override var alignmentRectInsets: EdgeInsets { EdgeInsets(all: 5) }
        }
        let window = testWindow()
        let outer = Inset()
        outer.debugName = "outer"
        let inner = namedView("inner")
        window.addSubview(outer)
        outer.addSubview(inner)
        pinFrame(outer, in: window, 100, 100, 100, 100)
        pinEdges(inner, to: outer.layoutMarginsGuide)
        window.layoutIfNeeded()
        expectFrames([outer: (95, 95, 110, 110), inner: (8, 8, 94, 94)])
    }

    @Test func layoutGuideAsASpacer() {
        let left = namedView("left")
        let right = namedView("right")
        let window = testWindow(width: 300, height: 100, subviews: [left, right])
        let spacer = LayoutGuide(identifier: "spacer")
        window.addLayoutGuide(spacer)
        #expect(window.layoutGuides.count == 1)
        #expect(spacer.owningView === window)
        LayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            left.widthAnchor.constraint(equalToConstant: 50),
            spacer.leadingAnchor.constraint(equalTo: left.trailingAnchor),
            right.leadingAnchor.constraint(equalTo: spacer.trailingAnchor),
            right.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            right.widthAnchor.constraint(equalToConstant: 70),
            spacer.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
            spacer.heightAnchor.constraint(equalToConstant: 20),
            left.topAnchor.constraint(equalTo: spacer.topAnchor),
            left.bottomAnchor.constraint(equalTo: spacer.bottomAnchor),
            right.topAnchor.constraint(equalTo: spacer.topAnchor),
            right.heightAnchor.constraint(equalTo: spacer.heightAnchor),
        ])
        window.layoutIfNeeded()
        expectRect(spacer.layoutFrame, 50, 10, 180, 20)
        expectFrame(right, 230, 10, 70, 20)

        window.removeLayoutGuide(spacer)
        #expect(window.layoutGuides.isEmpty)
        #expect(spacer.owningView == nil)
    }

    @Test func firstAndLastBaselinesDefaultToTheBottomAndFollowOffsets() {
        let window = testWindow()
        let big = IntrinsicView("big", intrinsic: Size(width: 50, height: 40))
        big.firstBaselineOffset = 30
        big.lastBaselineOffset = 35
        let small = IntrinsicView("small", intrinsic: Size(width: 50, height: 20))
        let plain = IntrinsicView("plain", intrinsic: Size(width: 50, height: 20))
        for view in [big, small, plain] { window.addSubview(view) }
        LayoutConstraint.activate([
            big.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
            big.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            small.leadingAnchor.constraint(equalTo: big.trailingAnchor),
            small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
            plain.leadingAnchor.constraint(equalTo: small.trailingAnchor),
            plain.lastBaselineAnchor.constraint(equalTo: big.lastBaselineAnchor),
        ])
        window.layoutIfNeeded()
        expectFrame(small, 50, 110, 50, 20)  // bottom (no offset) at 130
        expectFrame(plain, 100, 115, 50, 20)  // bottom at 135

        small.firstBaselineOffset = 15
        big.lastBaselineOffset = nil
        window.layoutIfNeeded()
        expectFrames([small: (50, 115, 50, 20), plain: (100, 120, 50, 20)])
    }

    /// A container vends a subview's baseline through `viewForFirstBaselineLayout`.
    @Test func viewForBaselineLayoutIsFollowed() {
        final class Row: View {
            let text = IntrinsicView("text", intrinsic: Size(width: 40, height: 20))
            override init(frame: Rect = .zero) {
                super.init(frame: frame)
                addSubview(text)
                text.firstBaselineOffset = 16
            }
            override var viewForFirstBaselineLayout: View { text }
        }
        let row = Row()
        row.debugName = "row"
        let other = IntrinsicView("other", intrinsic: Size(width: 40, height: 10))
        let window = testWindow(subviews: [row, other])
        LayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            row.topAnchor.constraint(equalTo: window.topAnchor, constant: 50),
            row.widthAnchor.constraint(equalToConstant: 100),
            row.heightAnchor.constraint(equalToConstant: 60),
            row.text.leadingAnchor.constraint(equalTo: row.leadingAnchor),
            row.text.topAnchor.constraint(equalTo: row.topAnchor, constant: 10),
            other.leadingAnchor.constraint(equalTo: row.trailingAnchor),
            other.firstBaselineAnchor.constraint(equalTo: row.firstBaselineAnchor),
        ])
        window.layoutIfNeeded()
        // row.text baseline: 50 + 10 + 16 = 76; other's bottom sits there.
        expectFrame(other, 100, 66, 40, 10)
    }
}
