import TestSupport
import Testing
@_spi(Testing) import StackLayout

/// A layout pass over what changed writes back, and compares, only the frames of the subviews
/// whose solved values or geometry changed; `layoutSubviews()` runs on the same views, in the
/// same order, and the frames are those of a fresh layout. A whole walk (the window resized)
/// still compares every subview.
@Suite("Frame write-back of the views that changed")
struct FrameWriteBackTests {
    /// The names of the logged views whose `layoutSubviews()` ran, in order.
    final class LayoutLog {
        var names: [String] = []
    }

    /// A view of intrinsic size 30 × 20 that logs its layouts, holding one 10 × 10 subview
    /// placed by hand at (5, 5).
    final class LoggedRow: View {
        let log: LayoutLog

        init(_ name: String, log: LayoutLog) {
            self.log = log
            super.init()
            debugName = name
            addSubview(View(frame: Rect(x: 5, y: 5, width: 10, height: 10)))
        }

        override var intrinsicContentSize: Size { Size(width: 30, height: 20) }

        override func layoutSubviews() {
            log.names.append(debugName ?? "?")
            super.layoutSubviews()
        }
    }

    /// A stack that logs its layouts.
    final class LoggedStack: Stack {
        var log: LayoutLog?

        override func layoutSubviews() {
            log?.names.append(debugName ?? "?")
            super.layoutSubviews()
        }
    }

    /// A horizontal stack (spacing 4, `.top` alignment) of `count` logged rows at the top-left
    /// corner of a `width` × 400 window, sized by its rows, or, when it `fillsWidth`, pinned to
    /// both sides with rows of equal widths; the rows at `hidden` are hidden. Laid out.
    static func row(count: Int, hidden: Set<Int> = [], width: Double = 10_000, fillsWidth: Bool = false)
        -> (window: Window, stack: LoggedStack, rows: [LoggedRow], log: LayoutLog) {
        let log = LayoutLog()
        let window = Window(size: Size(width: width, height: 400))
        let rows = (0..<count).map { LoggedRow("row \($0)", log: log) }
        for index in hidden { rows[index].isHidden = true }
        let stack = LoggedStack(axis: .horizontal, distribution: fillsWidth ? .fillEqually : .fill, alignment: .top,
                                spacing: 4, arrangedSubviews: rows)
        stack.debugName = "stack"
        stack.log = log
        window.addSubview(stack)
        LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: window.topAnchor),
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        ])
        if fillsWidth { stack.trailingAnchor.constraint(equalTo: window.trailingAnchor).isActive = true }
        window.layoutIfNeeded()
        return (window, stack, rows, log)
    }

    /// Hiding, then showing, the last row of a long stack moves no other row: the window
    /// compares its one subview (the stack, which changed width), the stack compares only the
    /// last row, and `layoutSubviews()` runs on the stack (its width changed) and on the last row
    /// (its width changed) alone, parents first, however long the stack.
    @Test(arguments: [20, 200])
    func hidingTheLastRowComparesOnlyTheViewsThatChanged(count: Int) {
        let built = Self.row(count: count)
        let last = "row \(count - 1)"
        for (hidden, label) in [(true, "hidden"), (false, "shown")] {
            let before = built.window.layoutEngineCounts
            built.log.names = []
            built.rows[count - 1].isHidden = hidden
            built.window.layoutIfNeeded()
            let after = built.window.layoutEngineCounts
            #expect(after.framesCompared - before.framesCompared == 2, "\(label)")
            #expect(built.log.names == ["stack", last], "\(label)")
            let fresh = Self.row(count: count, hidden: hidden ? [count - 1] : [])
            ChangedViewsLayoutTests.expectSameFrames(built.window, fresh.window, "\(count) rows, \(label)")
        }
    }

    /// A frame set by hand on a row that no change of the stack moves is given back its solved
    /// frame by the next pass, and hiding a row in the middle compares only the rows after it
    /// (which move) besides the window's stack.
    @Test func aFrameSetByHandAndTheMovedRowsAreWritten() {
        let built = Self.row(count: 20)
        let solved = built.rows[3].frame
        built.rows[3].frame = Rect(x: 500, y: 50, width: 7, height: 7)
        built.rows[10].isHidden = true
        let before = built.window.layoutEngineCounts
        built.window.layoutIfNeeded()
        #expect(built.rows[3].frame == solved)
        // The stack, row 3, and rows 10 to 19.
        #expect(built.window.layoutEngineCounts.framesCompared - before.framesCompared == 12)
        ChangedViewsLayoutTests.expectSameFrames(built.window, Self.row(count: 20, hidden: [10]).window, "row 10 hidden")
    }

    /// Resizing the window walks the whole tree (the solver's changes are not followed): every
    /// subview is compared: the window's stack, its 20 rows, which all change width, and the
    /// subview of each row, which does not move; the stack and then each row lay out.
    @Test func aWindowResizeStillComparesEverySubview() {
        let built = Self.row(count: 20, width: 1_000, fillsWidth: true)
        let before = built.window.layoutEngineCounts
        built.log.names = []
        built.window.frame = Rect(x: 0, y: 0, width: 900, height: 300)
        built.window.layoutIfNeeded()
        #expect(built.window.layoutEngineCounts.framesCompared - before.framesCompared == 41)
        #expect(built.log.names == ["stack"] + (0..<20).map { "row \($0)" })
        let fresh = Self.row(count: 20, width: 900, fillsWidth: true)
        fresh.window.frame = Rect(x: 0, y: 0, width: 900, height: 300)
        fresh.window.layoutIfNeeded()
        ChangedViewsLayoutTests.expectSameFrames(built.window, fresh.window, "resized")
    }
}
