import TestSupport
import Testing
@_spi(Testing) import StackLayout

/// The hierarchy, one engine per tree, constraints following subtrees (tolerance 1e-6).
@Suite("Hierarchy and trees")
struct HierarchyAndTreesTests {
    @Test func hierarchyBasics() {
        let root = namedView("root")
        let a = namedView("a")
        let b = namedView("b")
        let c = namedView("c")
        root.addSubview(a)
        root.addSubview(b)
        root.insertSubview(c, at: 0)
        #expect(root.subviews.map(\.displayName) == ["c", "a", "b"])
        #expect(a.superview === root)
        root.addSubview(c)  // re-adding moves it to the front (end)
        #expect(root.subviews.map(\.displayName) == ["a", "b", "c"])
        a.addSubview(c)
        #expect(root.subviews.map(\.displayName) == ["a", "b"])
        #expect(c.superview === a)
        #expect(c.isDescendant(of: root))
        c.removeFromSuperview()
        #expect(c.superview == nil)
        #expect(a.subviews.isEmpty)
        #expect(root.window == nil)
        let window = testWindow()
        window.addSubview(root)
        #expect(a.window === window)
    }

    @Test func centerAndBoundsMoveAndResizeTheFrame() {
        let view = View(frame: Rect(x: 10, y: 20, width: 100, height: 50))
        view.center = Point(x: 0, y: 0)
        expectFrame(view, -50, -25, 100, 50)
        view.bounds = Rect(x: 0, y: 0, width: 20, height: 10)
        expectFrame(view, -10, -5, 20, 10)
        #expect(view.bounds == Rect(x: 0, y: 0, width: 20, height: 10))
    }

    @Test func unconstrainedViewsKeepTheirFrameRelativeToTheirSuperview() {
        let window = testWindow()
        let panel = namedView("panel")
        let free = namedView("free", frame: Rect(x: 5, y: 6, width: 30, height: 40))
        let sized = IntrinsicView("sized", intrinsic: Size(width: 70, height: 15))
        let kept = IntrinsicView("kept", intrinsic: Size(width: 70, height: 15))
        sized.translatesAutoresizingMaskIntoConstraints = false
        sized.frame = Rect(x: 1, y: 2, width: 3, height: 4)
        kept.frame = Rect(x: 1, y: 2, width: 3, height: 4)
        window.addSubview(panel)
        panel.addSubview(kept)
        panel.addSubview(free)
        panel.addSubview(sized)
        let left = panel.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 100)
        LayoutConstraint.activate([
            left, panel.topAnchor.constraint(equalTo: window.topAnchor, constant: 200),
            panel.widthAnchor.constraint(equalToConstant: 100), panel.heightAnchor.constraint(equalToConstant: 100),
        ])
        window.layoutIfNeeded()
        expectFrames([panel: (100, 200, 100, 100), free: (5, 6, 30, 40)])
        // Without autoresizing constraints nothing positions it; its intrinsic size still sizes
        // it. With them (automatic, as its frame was set) the frame set stays.
        expectFrame(sized, 1, 2, 70, 15)
        expectFrame(kept, 1, 2, 3, 4)
        left.constant = 0
        window.layoutIfNeeded()
        expectFrames([panel: (0, 200, 100, 100), free: (5, 6, 30, 40)])
        free.frame = Rect(x: 7, y: 8, width: 9, height: 10)
        window.layoutIfNeeded()
        expectFrame(free, 7, 8, 9, 10)
        #expect(!free.hasAmbiguousLayout)
    }

    @Test func aViewThatLosesItsConstraintsKeepsItsCurrentFrame() {
        let (window, box) = windowWithView("box")
        let constraints = pinEdges(box, to: window, inset: 30)
        window.layoutIfNeeded()
        expectFrame(box, 30, 30, 315, 607)
        LayoutConstraint.deactivate(constraints)
        window.layoutIfNeeded()
        expectFrame(box, 30, 30, 315, 607)
        #expect(!box.hasAmbiguousLayout)
    }

    @Test func aRootViewWithoutWindowLaysOutInsideItsOwnFrame() {
        let root = View(frame: Rect(x: 40, y: 40, width: 200, height: 100))
        let child = namedView("child")
        root.addSubview(child)
        pinEdges(child, to: root, inset: 10)
        root.layoutIfNeeded()
        expectFrames([root: (40, 40, 200, 100), child: (10, 10, 180, 80)])
        root.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        root.layoutIfNeeded()
        expectFrame(child, 10, 10, 80, 80)
    }

    @Test func subtreeConstraintsFollowItIntoAnotherTree() {
        let first = testWindow(width: 300, height: 300)
        let second = testWindow(width: 500, height: 500)
        let card = namedView("card")
        let badge = namedView("badge")
        card.addSubview(badge)
        first.addSubview(card)
        LayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 5),
            badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 5),
            badge.widthAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.5),
            badge.heightAnchor.constraint(equalToConstant: 10),
        ])
        let crossing = pinEdges(card, to: first, inset: 20)
        first.layoutIfNeeded()
        expectFrames([card: (20, 20, 260, 260), badge: (5, 5, 130, 10)])

        second.addSubview(card)
        let cardInSecond = pinEdges(card, to: second, inset: 50)
        second.layoutIfNeeded()
        expectFrames([card: (50, 50, 400, 400), badge: (5, 5, 200, 10)])
        // Moving the card deactivated its constraints to the first window (UIKit's rule).
        #expect(crossing.filter(\.isActive).isEmpty)
        first.layoutIfNeeded()
        #expect(first.diagnostics.isEmpty && second.diagnostics.isEmpty)

        // Back in the first window with new ties; the subtree's own constraints came along.
        LayoutConstraint.deactivate(cardInSecond)
        first.addSubview(card)
        LayoutConstraint.activate(crossing)
        first.layoutIfNeeded()
        expectFrames([card: (20, 20, 260, 260), badge: (5, 5, 130, 10)])
        #expect(first.diagnostics.isEmpty)
        #expect(first.layoutEngineCounts.pendingConstraints == 0)
    }

    @Test func removedSubtreeGetsItsOwnEngineAndCrossingConstraintsUninstall() {
        let (window, card) = windowWithView("card")
        let inner = namedView("inner")
        card.addSubview(inner)
        pinEdges(card, to: window)
        pinEdges(inner, to: card, inset: 10)
        window.layoutIfNeeded()
        let installedBefore = window.layoutEngineCounts.installedConstraints
        card.removeFromSuperview()
        #expect(window.layoutEngineCounts.installedConstraints < installedBefore)
        card.frame = Rect(x: 0, y: 0, width: 100, height: 50)
        card.layoutIfNeeded()
        expectFrame(inner, 10, 10, 80, 30)
    }

    @Test func pendingConstraintInstallsWhenItsItemsShareATree() {
        let (window, a) = windowWithView("a")
        let b = namedView("b")
        let constraint = b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10)
        LayoutConstraint.activate([
            constraint,
            a.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            a.topAnchor.constraint(equalTo: window.topAnchor),
            a.widthAnchor.constraint(equalToConstant: 50),
            a.heightAnchor.constraint(equalToConstant: 50),
        ])
        #expect(constraint.isActive)
        window.layoutIfNeeded()
        #expect(window.diagnostics == [.pendingConstraint(snapshot(of: constraint))])
        window.layoutIfNeeded()
        #expect(window.diagnostics.count == 1, "reported once")
        b.frame = Rect(x: 0, y: 100, width: 20, height: 20)
        window.addSubview(b)
        window.layoutIfNeeded()
        // Constraints position b horizontally (its width there is ambiguous: 0); it keeps its
        // vertical frame, which no constraint touches.
        expectFrame(b, 60, 100, 0, 20)
        #expect(b.ambiguousAxes == [.horizontal])
        #expect(window.diagnostics.count == 1)
    }

    @Test func addingAViewToItsOwnDescendantIsRefused() {
        let (window, parent) = windowWithView("parent")
        let child = namedView("child")
        parent.addSubview(child)
        child.addSubview(parent)
        child.addSubview(child)
        #expect(parent.superview === window)
        #expect(child.subviews.isEmpty)
        #expect(
            window.diagnostics == [
                .hierarchyCycle(view: "parent", superview: "child"), .hierarchyCycle(view: "child", superview: "child"),
            ])
    }

    @Test("a window added inside another window, or inside a loose view, stays a root with its size and clock")
    func addingAWindowIsRefused() {
        let clock = AnimationClock()
        let outer = testWindow()
        let inner = testWindow(width: 200, height: 100, clock: clock)
        inner.debugName = "inner"
        let card = namedView("card")
        outer.addSubview(card)
        card.addSubview(inner)
        let loose = namedView("loose")
        loose.insertSubview(inner, at: 0)
        #expect(inner.superview == nil && card.subviews.isEmpty && loose.subviews.isEmpty)
        #expect(inner.clock === clock)
        outer.layoutIfNeeded()
        inner.layoutIfNeeded()
        expectFrame(inner, 0, 0, 200, 100)
        let reason = "a window is always the root of its tree"
        #expect(outer.diagnostics == [.refusedOperation(operation: "adding inner as a subview of card", reason: reason)])
        #expect(inner.diagnostics == [.refusedOperation(operation: "adding inner as a subview of loose", reason: reason)])
    }

    @Test func addAndRemoveHooksFire() {
        final class Recorder: View {
            var log: [String] = []
            override func didAddSubview(_ subview: View) { log.append("add \(subview.displayName)") }
            override func willRemoveSubview(_ subview: View) { log.append("remove \(subview.displayName)") }
        }
        let recorder = Recorder()
        let label = IntrinsicView("label")
        recorder.addSubview(label)
        label.isHidden = true
        label.intrinsic = Size(width: 1, height: 1)
        label.removeFromSuperview()
        #expect(recorder.log == ["add label", "remove label"])
    }

    /// A stack hears of its arranged views' `isHidden` and intrinsic size changes, and only of
    /// actual ones.
    @Test func superviewsHearHiddenAndIntrinsicSizeChanges() {
        let window = testWindow()
        let label = IntrinsicView("label", intrinsic: Size(width: 40, height: 10))
        let stack = Stack(arrangedSubviews: [label, IntrinsicView("other", intrinsic: Size(width: 20, height: 10))])
        window.addSubview(stack)
        window.layoutIfNeeded()
        #expect(stack.frame.width == 60)
        label.isHidden = true
        label.isHidden = true
        window.layoutIfNeeded()
        #expect(stack.frame.width == 20)
        label.isHidden = false
        label.intrinsic = Size(width: 70, height: 10)
        window.layoutIfNeeded()
        #expect(stack.frame.width == 90)
    }

    @Test func droppedTreesAreDeallocated() {
        weak var weakWindow: Window?
        weak var weakChild: View?
        weak var weakConstraint: LayoutConstraint?
        do {
            let child = IntrinsicView("child", intrinsic: Size(width: 10, height: 10))
            let other = namedView("other")
            let window = testWindow(subviews: [child, other])
            let constraint = child.leadingAnchor.constraint(equalTo: other.trailingAnchor)
            constraint.isActive = true
            _ = child.layoutMarginsGuide
            pinEdges(other, to: window, inset: 100)
            window.layoutIfNeeded()
            _ = child.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
            _ = window.recursiveDescription
            weakWindow = window
            weakChild = child
            weakConstraint = constraint
        }
        #expect(weakWindow == nil)
        #expect(weakChild == nil)
        #expect(weakConstraint == nil)
    }

    /// Superviews, owning views and constraint items are not retained, and read `nil` once freed.
    @Test func referencesToFreedItemsReadNil() {
        let child = namedView("child")
        let guide = LayoutGuide(identifier: "spacer")
        let constraint: LayoutConstraint
        do {
            let parent = namedView("parent")
            let sibling = namedView("sibling")
            parent.addSubview(child)
            parent.addSubview(sibling)
            parent.addLayoutGuide(guide)
            constraint = child.leadingAnchor.constraint(equalTo: sibling.trailingAnchor, constant: 4)
            #expect(child.superview === parent)
            #expect(guide.owningView === parent)
            #expect(constraint.secondItem === sibling)
        }
        #expect(child.superview == nil)
        #expect(guide.owningView == nil)
        #expect(constraint.firstItem === child)
        #expect(constraint.secondItem == nil)
        #expect(constraint.description.contains("<deallocated>"))
    }
}
