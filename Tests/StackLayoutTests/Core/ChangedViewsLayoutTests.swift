import TestSupport
import Testing
@_spi(Testing) import StackLayout

/// A layout pass after a change visits the views whose subviews' solved values changed, and the
/// views that asked for layout, without walking the rest of the tree; its frames are those of a
/// fresh layout of the same tree.
@Suite("Layout passes over what changed")
struct ChangedViewsLayoutTests {
    /// A view that counts its `layoutSubviews()` calls.
    final class CountingView: View {
        var layouts = 0

        override func layoutSubviews() {
            layouts += 1
            super.layoutSubviews()
        }
    }

    /// The names of the logged views whose `layoutSubviews()` ran, in order.
    final class LayoutLog {
        var names: [String] = []
    }

    /// A stack that logs its layouts.
    final class LoggedStack: Stack {
        var log: LayoutLog?

        override func layoutSubviews() {
            log?.names.append(debugName ?? "?")
            super.layoutSubviews()
        }
    }

    /// A label that logs its layouts.
    final class LoggedLabel: Label {
        var log: LayoutLog?

        override func layoutSubviews() {
            log?.names.append(debugName ?? "?")
            super.layoutSubviews()
        }
    }

    /// A feed of `cells` cells in a vertical stack (spacing 8) pinned to the top and sides of a
    /// 375-point window: each cell a centered row (spacing 8, 12-point margins) of a 40 × 40
    /// avatar, a column of a title and a subtitle label (spacing 2) and a 20 × 20 badge. The
    /// stacks and labels log their layouts (named `cell 3`, `text 3`, `title 3`, `subtitle 3`,
    /// `feed`). The subtitles at `hidden` are hidden; laid out.
    static func feed(cells: Int, hidden: Set<Int> = []) -> (window: Window, subtitles: [Label], avatars: [View], log: LayoutLog) {
        let log = LayoutLog()
        let window = Window(size: Size(width: 375, height: 100 * Double(cells)))
        func label(_ text: String, _ name: String) -> LoggedLabel {
            let label = LoggedLabel(text: text)
            label.debugName = name
            label.log = log
            return label
        }
        func stack(_ name: String, _ axis: Axis, _ alignment: Stack.Alignment, _ spacing: Double, _ views: [View]) -> LoggedStack {
            let stack = LoggedStack(axis: axis, alignment: alignment, spacing: spacing, arrangedSubviews: views)
            stack.debugName = name
            stack.log = log
            return stack
        }
        var subtitles: [Label] = [], avatars: [View] = [], rows: [View] = []
        for index in 0..<cells {
            let subtitle = label(String(repeating: "status ", count: 1 + index % 4), "subtitle \(index)")
            subtitle.font = Font.systemFont(ofSize: 13)
            subtitle.isHidden = hidden.contains(index)
            let text = stack("text \(index)", .vertical, .leading, 2, [label("Person \(index)", "title \(index)"), subtitle])
            let avatar = IntrinsicView("avatar", 40, 40)
            let cell = stack("cell \(index)", .horizontal, .center, 8, [avatar, text, IntrinsicView("badge", 20, 20)])
            cell.isLayoutMarginsRelativeArrangement = true
            cell.layoutMargins = EdgeInsets(top: 12, left: 12, bottom: 12, right: 12)
            subtitles.append(subtitle)
            avatars.append(avatar)
            rows.append(cell)
        }
        let feed = stack("feed", .vertical, .fill, 8, rows)
        layOutAcrossTop(feed, in: window)
        return (window, subtitles, avatars, log)
    }

    /// Expects every view of `window` to have the frame of the same view of `fresh`, bit for bit.
    static func expectSameFrames(_ window: Window, _ fresh: Window, _ label: String) {
        let (mine, theirs) = (viewsInSubtree(of: window), viewsInSubtree(of: fresh))
        #expect(mine.count == theirs.count, "\(label)")
        for (view, other) in zip(mine, theirs) where view.frame != other.frame {
            Issue.record("\(label): \(view.displayName) \(view.frame), laid out afresh \(other.frame)")
        }
    }

    /// Hiding, then showing, the subtitles of cells 3 and 7 changes their text columns but not
    /// the cells' heights (the avatar sets them): the two cells compare their subviews' frames
    /// (their columns moved), and the pass lays out the two cells, their columns and the
    /// subtitles (each asked for layout by its stack or by a new size) and nothing else, however
    /// many cells the feed holds; the feed, whose cells kept their frames, is not laid out. The
    /// first layout laid out every view, each new: the window, the feed, and six views a cell.
    @Test(arguments: [10, 40])
    func hidingSubtitlesVisitsOnlyTheirCells(cells: Int) {
        let feed = Self.feed(cells: cells)
        #expect(feed.window.layoutEngineCounts.viewsLaidOut == 2 + 6 * cells)
        for (hidden, label) in [(true, "hidden"), (false, "shown")] {
            let before = feed.window.layoutEngineCounts
            feed.log.names = []
            feed.subtitles[3].isHidden = hidden
            feed.subtitles[7].isHidden = hidden
            feed.window.layoutIfNeeded()
            let after = feed.window.layoutEngineCounts
            #expect(after.layoutPasses - before.layoutPasses == 1, "\(label)")
            #expect(after.subviewFrameChecks - before.subviewFrameChecks == 2, "\(label)")
            #expect(feed.log.names == ["cell 3", "text 3", "subtitle 3", "cell 7", "text 7", "subtitle 7"], "\(label)")
            #expect(after.viewsLaidOut - before.viewsLaidOut == feed.log.names.count, "\(label): only logged views")
            let fresh = Self.feed(cells: cells, hidden: hidden ? [3, 7] : [])
            Self.expectSameFrames(feed.window, fresh.window, "\(cells) cells, \(label)")
        }
    }

    /// A view deep in the tree that asks for layout is reached by the next pass, which lays out
    /// that view alone.
    @Test func aDeepViewAskingForLayoutIsReached() {
        let feed = Self.feed(cells: 10)
        let deep = CountingView()
        feed.avatars[6].addSubview(deep)
        feed.window.layoutIfNeeded()
        let layouts = deep.layouts
        let before = feed.window.layoutEngineCounts
        deep.setNeedsLayout()
        feed.window.layoutIfNeeded()
        #expect(deep.layouts == layouts + 1)
        #expect(feed.window.layoutEngineCounts.viewsLaidOut - before.viewsLaidOut == 1)
        #expect(feed.window.layoutEngineCounts.subviewFrameChecks == before.subviewFrameChecks)
    }

    /// A frame set by hand on a view that constraints position is given back its solved frame by
    /// the next pass, which checks that view's superview alone.
    @Test func aFrameSetByHandIsNoticed() {
        let feed = Self.feed(cells: 10)
        let avatar = feed.avatars[5]
        let solved = avatar.frame
        let before = feed.window.layoutEngineCounts
        avatar.frame = Rect(x: 100, y: 100, width: 10, height: 10)
        feed.window.layoutIfNeeded()
        #expect(avatar.frame == solved)
        #expect(feed.window.layoutEngineCounts.subviewFrameChecks - before.subviewFrameChecks == 1)
    }
}
