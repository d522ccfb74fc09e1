import TestSupport
import Testing
@_spi(Testing) import StackLayout

/// Small screens built from constraints — a popup, a box between two priorities, a view that
/// lays out twice, alignment rects, sliding labels, a growing menu — with exact frames
/// (tolerance 1e-6). Their animations are in ScreenAnimationTests.
@Suite("Screen scenarios")
struct ScreenScenarioTests {
    @Test func popupGrowsFromZeroToIntrinsicHeight() throws {
        let window = testWindow()
        let popup = PopupView()
        popup.debugName = "popup"
        window.addSubview(popup)
        window.layoutIfNeeded()
        #expect(popup.updateCount == 1)
        expectFrame(popup, 37.5, 333.5, 300, 0)
        expectFrame(popup.content, 0, 0, 300, 0)
        let height = try #require(popup.contentHeight)
        height.constant = popup.content.intrinsicContentSize.height
        window.layoutIfNeeded()
        expectFrame(popup, 37.5, 273.5, 300, 120)
        expectFrame(popup.content, 0, 0, 300, 120)
        #expect(window.diagnostics.isEmpty)
    }

    @Test func boxPinnedAt999And998MovesWhenPrioritiesSwap() {
        let (window, container) = windowWithView("container", width: 600, height: 400)
        let inner = namedView("inner")
        container.addSubview(inner)
        let left = LayoutConstraint(
            item: inner, attribute: .leading, relatedBy: .equal, toItem: container, attribute: .leading)
        left.priority = 999
        let right = LayoutConstraint(
            item: inner, attribute: .trailing, relatedBy: .equal, toItem: container, attribute: .trailing)
        right.priority = 998
        LayoutConstraint.activate([
            LayoutConstraint(item: inner, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, constant: 200),
            LayoutConstraint(item: inner, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, constant: 200),
            LayoutConstraint(item: container, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, constant: 500),
            LayoutConstraint(item: container, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, constant: 300),
            LayoutConstraint(item: container, attribute: .left, relatedBy: .equal, toItem: window, attribute: .left, constant: 50),
            LayoutConstraint(item: container, attribute: .top, relatedBy: .equal, toItem: window, attribute: .top, constant: 50),
            LayoutConstraint(item: inner, attribute: .top, relatedBy: .equal, toItem: container, attribute: .top, constant: 50),
            left, right,
        ])
        window.layoutIfNeeded()
        expectFrames([container: (50, 50, 500, 300), inner: (0, 50, 200, 200)])
        left.priority = 998
        right.priority = 999
        window.layoutIfNeeded()
        expectFrame(inner, 300, 50, 200, 200)
        left.priority = 999
        right.priority = 998
        window.layoutIfNeeded()
        expectFrame(inner, 0, 50, 200, 200)
        #expect(window.diagnostics.isEmpty)
    }

    /// An override of `layoutSubviews` that changes a subview's intrinsic size from
    /// the first pass's result and calls `super.layoutSubviews()` again.
    final class WrappingView: View {
        let label = IntrinsicView("label", intrinsic: Size(width: 10, height: 20))
        var passes = 0

        override init(frame: Rect = .zero) {
            super.init(frame: frame)
            addSubview(label)
            LayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: leadingAnchor),
                label.topAnchor.constraint(equalTo: topAnchor),
            ])
        }

        override func layoutSubviews() {
            passes += 1
            super.layoutSubviews()
            // Like preferredMaxLayoutWidth: the label wraps to half of our width.
            label.intrinsic = Size(width: bounds.width / 2, height: 40)
            super.layoutSubviews()
        }
    }

    @Test func layoutSubviewsWithDoubleSuperCallGetsConsistentFrames() {
        let window = testWindow()
        let wrapper = WrappingView()
        wrapper.debugName = "wrapper"
        window.addSubview(wrapper)
        pinEdges(wrapper, to: window, inset: 20)
        window.layoutIfNeeded()
        expectFrame(wrapper, 20, 20, 335, 627)
        expectFrame(wrapper.label, 0, 0, 167.5, 40)
        let passes = wrapper.passes
        window.layoutIfNeeded()
        #expect(wrapper.passes == passes, "a clean tree is not laid out again")
    }

    /// Constraints act on alignment rects, not frames.
    final class ShadowedView: View {
        override var alignmentRectInsets: EdgeInsets { EdgeInsets(top: 0, left: 2, bottom: 6, right: 4) }
        override var intrinsicContentSize: Size { Size(width: 100, height: 50) }
    }

    @Test func constraintsActOnAlignmentRects() {
        let badge = ShadowedView()
        badge.debugName = "badge"
        let below = namedView("below")
        let window = testWindow(subviews: [badge, below])
        LayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            badge.topAnchor.constraint(equalTo: window.topAnchor, constant: 40),
            below.topAnchor.constraint(equalTo: badge.bottomAnchor),
            below.heightAnchor.constraint(equalToConstant: 10),
        ])
        pinEdges(below, to: badge, [.leading, .trailing])
        window.layoutIfNeeded()
        expectFrame(badge, 18, 40, 106, 56)
        expectRect(badge.alignmentRect(forFrame: badge.frame), 20, 40, 100, 50)
        expectRect(badge.frame(forAlignmentRect: Rect(x: 20, y: 40, width: 100, height: 50)), 18, 40, 106, 56)
        expectFrame(below, 20, 90, 100, 10)
    }

    /// Two labels one screen width apart, moved by their centerX constants.
    @Test func labelsOneScreenWidthApartSlideByCenterXConstants() {
        var current = IntrinsicView("current", intrinsic: Size(width: 120, height: 20))
        var next = IntrinsicView("next", intrinsic: Size(width: 120, height: 20))
        let window = testWindow(subviews: [current, next])
        var currentCenter = current.centerXAnchor.constraint(equalTo: window.centerXAnchor)
        var nextCenter = next.centerXAnchor.constraint(equalTo: window.centerXAnchor)
        LayoutConstraint.activate([
            currentCenter, nextCenter,
            current.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
            next.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
        ])
        let screenWidth = window.frame.width
        nextCenter.constant = -screenWidth
        window.layoutIfNeeded()
        expectFrames([current: (127.5, 100, 120, 20), next: (-247.5, 100, 120, 20)])

        nextCenter.constant = 0
        currentCenter.constant += screenWidth
        window.layoutIfNeeded()
        expectFrames([next: (127.5, 100, 120, 20), current: (502.5, 100, 120, 20)])

        // The completion handler swaps the outlets and moves the new "next" label off screen.
        swap(&current, &next)
        swap(&currentCenter, &nextCenter)
        nextCenter.constant = -screenWidth
        window.layoutIfNeeded()
        expectFrames([current: (127.5, 100, 120, 20), next: (-247.5, 100, 120, 20)])
    }

    /// A menu whose height constant goes 60 → 200, with a table pinned below it.
    @Test func menuHeightChangeMovesTheTableBelow() {
        let screen = MenuScreen()
        let (window, menu, table, menuHeight) = (screen.window, screen.menu, screen.table, screen.menuHeight)
        expectFrames([menu: (0, 0, 375, 60), table: (0, 60, 375, 607)])
        let before = window.layoutEngineCounts
        menuHeight.constant = 200
        window.layoutIfNeeded()
        expectFrames([menu: (0, 0, 375, 200), table: (0, 200, 375, 467)])
        // Incremental: one constant update, nothing added or removed.
        let after = window.layoutEngineCounts
        #expect(after.adds == before.adds)
        #expect(after.removes == before.removes)
        #expect(after.constantUpdates == before.constantUpdates + 1)
    }

    /// A multiplier changed by finding the constraint by identifier, deactivating it
    /// and activating a replacement.
    @Test func multiplierChangedByReplacingTheConstraintFoundByIdentifier() throws {
        let screen = HeaderScreen()
        let (window, title) = (screen.window, screen.title)
        expectFrame(title, 137.5, 20, 100, 20)
        #expect(title.superview?.constraints.first { $0.identifier == "Center" } === screen.center)
        let replacement = try #require(screen.replaceCenter(multiplier: 1.5))
        window.layoutIfNeeded()
        expectFrame(title, 231.25, 20, 100, 20)

        // Here the multiplier is settable in place as well.
        replacement.multiplier = 0.5
        window.layoutIfNeeded()
        expectFrame(title, 43.75, 20, 100, 20)
        #expect(window.diagnostics.isEmpty)
    }
}
